internal import Foundation
internal import KBLocFiles

#if canImport(Darwin)
internal import Darwin
internal import MachO
#endif

/// The files of the code that makes a layout table, for the layout cache's key: the image (the
/// executable or library) holding kbloc's table code, and the libxkbcommon and libxkbregistry
/// loaded.
///
/// libxkbcommon has no function that says its version, and a distribution's patched build keeps
/// the version number: the loaded file's size and modification time tell any two builds apart.
/// kbloc's own image does the same for its extraction code, so a rebuilt kbloc never reads a table
/// an older build wrote, whatever ``LayoutCache/formatVersion`` says. The status-change time is
/// left out: a hard link or a `chmod` changes it (`perf` hard-links the libraries it profiles),
/// and a new build always has a new modification time.
enum LoadedImages {
  /// A function of this module, whose address lies in the image holding the table code.
  private static let marker: @convention(c) () -> Void = {}

  /// The identity lines: `table-code`, `libxkbcommon` and `libxkbregistry`, each with the file's
  /// path, size and modification time (`linked-in` for a library linked into another image).
  /// - Returns: The lines, or `nil` when the table code's file cannot be found or a file cannot be
  ///   read (it was replaced since it was loaded).
  static func identities() -> String? {
    guard let paths = imagePaths(), let code = paths.code else { return nil }
    var lines = ""
    for (label, path) in [
      ("table-code", code), ("libxkbcommon", paths.xkbcommon), ("libxkbregistry", paths.xkbregistry),
    ] {
      guard let path else {
        lines += "\(label)\tlinked-in\n"
        continue
      }
      guard let status = FileStatus(path: path), status.isRegularFile else { return nil }
      lines += "\(label)\t\(LayoutCache.Key.escaped(path))\t\(status.size)\t\(status.modified)\n"
    }
    return lines
  }

  /// Whether `path` names a file of the library `name` (`libxkbcommon.so.0.0.0` or
  /// `libxkbcommon.0.dylib` for `libxkbcommon`).
  static func isLibrary(_ path: Substring, named name: String) -> Bool {
    let file = path.split(separator: "/").last ?? ""
    return file.hasPrefix(name + ".")
  }

  #if canImport(Darwin)
  /// The paths of the table code's image and of the two libraries, from dyld.
  private static func imagePaths() -> (code: String?, xkbcommon: String?, xkbregistry: String?)? {
    var info = Dl_info()
    let address = unsafeBitCast(marker, to: UnsafeRawPointer.self)
    let code = dladdr(address, &info) != 0 ? info.dli_fname.map { String(cString: $0) } : nil
    var xkbcommon: String?
    var xkbregistry: String?
    for index in 0..<_dyld_image_count() {
      guard let name = _dyld_get_image_name(index).map({ String(cString: $0) }) else { continue }
      if xkbcommon == nil, isLibrary(name[...], named: "libxkbcommon") { xkbcommon = name }
      if xkbregistry == nil, isLibrary(name[...], named: "libxkbregistry") { xkbregistry = name }
    }
    return (code, xkbcommon, xkbregistry)
  }
  #else
  /// The most of `/proc/self/maps` read: a few hundred lines of about 100 bytes in a kbloc process.
  private static let mapsLimit = 4 << 20

  /// The paths of the table code's image and of the two libraries, from `/proc/self/maps`.
  private static func imagePaths() -> (code: String?, xkbcommon: String?, xkbregistry: String?)? {
    guard let (maps, _) = CacheFiles.contents(of: "/proc/self/maps", limit: mapsLimit) else { return nil }
    let address = UInt(bitPattern: unsafeBitCast(marker, to: UnsafeRawPointer.self))
    var code: String?
    var xkbcommon: String?
    var xkbregistry: String?
    // `start-end perms offset device inode   path`, the path absent for anonymous memory.
    for line in String(decoding: maps, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
      guard fields.count == 6, let path = fields[5].drop(while: { $0 == " " }).nilIfEmpty, path.hasPrefix("/")
      else { continue }
      if code == nil {
        let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
        if bounds.count == 2, (bounds[0]..<bounds[1]).contains(address) { code = String(path) }
      }
      if xkbcommon == nil, isLibrary(path, named: "libxkbcommon") { xkbcommon = String(path) }
      if xkbregistry == nil, isLibrary(path, named: "libxkbregistry") { xkbregistry = String(path) }
    }
    return (code, xkbcommon, xkbregistry)
  }
  #endif
}

extension Substring {
  /// The text, or `nil` when it is empty.
  fileprivate var nilIfEmpty: Substring? { isEmpty ? nil : self }
}
