import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The layout snapshots bundled with kbloc: compact layout tables made from xkeyboard-config by
/// `tools/generate-snapshots`, for platforms without XKB, and the tables of Apple input sources
/// recorded on real Macs (`Layouts/Recorded/`, made from `Layouts/Recordings/` by the same tool).
///
/// This module only finds and reads the files; `KBLoc` decodes them (`Layout.bundled(_:)`,
/// `Layout.bundled(inputSource:keyboard:)`).
public enum BundledSnapshots {
  /// The names of the bundled layouts, such as `de(mac)`, sorted.
  public static let names: [String] = fileNames(in: snapshotFolder)

  /// The input sources with a recorded table, such as `com.apple.keylayout.German`, sorted.
  public static let recordedNames: [String] = fileNames(in: recordedFolder)

  /// The text of the snapshot named `name`, or `nil` when none is bundled.
  ///
  /// Reads the file by its name with the C library, without listing the folder (``names``) and
  /// without Foundation's file APIs, whose first use in a process costs more than the read; a
  /// name that could leave the folder is refused.
  /// - Complexity: one small file read.
  public static func text(named name: String) -> String? {
    read(name, in: snapshotFolder)
  }

  /// The text of the recorded table of the input source `identifier`, or `nil` when none is
  /// bundled; read as ``text(named:)`` reads.
  /// - Complexity: one small file read.
  public static func recordedText(named identifier: String) -> String? {
    read(identifier, in: recordedFolder)
  }

  /// The `.kblayout` file `name` of `folder`, read with the C library; `nil` when it is not
  /// there or `name` could leave the folder.
  private static func read(_ name: String, in folder: String?) -> String? {
    guard !name.isEmpty, !name.hasPrefix("."), !name.contains("/"), !name.contains("\0"), let folder,
      let file = fopen(folder + "/" + name + ".kblayout", "rb")
    else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    guard ferror(file) == 0 else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The names of the `.kblayout` files of `folder`, without the extension, sorted.
  private static func fileNames(in folder: String?) -> [String] {
    guard let folder, let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    return files.filter { $0.hasSuffix(".kblayout") }.map { String($0.dropLast(".kblayout".count)) }.sorted()
  }

  /// The folder of the XKB snapshots.
  private static let snapshotFolder = resourceFolder("Snapshots")

  /// The folder of the recorded tables.
  private static let recordedFolder = resourceFolder("Recorded")

  /// The path of a folder of the resources.
  ///
  /// On Linux, SwiftPM puts a target's resources in a folder beside the executable, where its
  /// `Bundle.module` accessor looks first; going there directly spares a process's first load
  /// the bundle machinery, which costs more than reading and decoding a snapshot (0.8 ms of a
  /// 1.3 ms first load, `make bench`'s `first-bundled-load` figure). Anywhere else, and when the
  /// folder is not there, `Bundle.module` finds it.
  private static func resourceFolder(_ name: String) -> String? {
    #if os(Linux)
    var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &target, Int(PATH_MAX))
    if length > 0 {
      let executable = String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if let slash = executable.lastIndex(of: "/") {
        let beside = String(executable[..<slash]) + "/kbloc_KBLocLayouts.resources/" + name
        if access(beside, R_OK) == 0 { return beside }
      }
    }
    #endif
    return Bundle.module.resourceURL?.appendingPathComponent(name).path
  }
}
