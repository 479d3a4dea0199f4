import Foundation
import KBLoc

/// Writes output files so that a reader never sees half a report and no file the run reads is
/// ever written over.
///
/// - The output is refused when it is, by device and inode, a file the run reads (after symlinks,
///   `..`, trailing slashes, `/proc/self/cwd/…` aliases and hard links), or lies inside a folder
///   the run scans: see ``ReadPaths``.
/// - A symlink is written through: its target is the file written.
/// - A regular file is written atomically: a temporary file beside the target, then a rename over it.
/// - A special file (a device such as `/dev/null`, a FIFO) is written in place, never replaced.
enum OutputFile {
  /// Writes `text` to `path`.
  /// - Parameters:
  ///   - text: What to write.
  ///   - path: Where, as the user gave it.
  ///   - allowingScannedFolders: Whether the file may lie inside a folder the run scans: true
  ///     for kbloc's own files that no reader takes for shortcuts (a baseline).
  /// - Throws: ``InputError`` with a message in plain words.
  static func write(_ text: String, to path: String, allowingScannedFolders: Bool = false) throws(InputError) {
    try write(parts: [Array(text.utf8)], to: path, allowingScannedFolders: allowingScannedFolders)
  }

  /// Writes UTF-8 text given in parts, one after the other, to `path`, as ``write(_:to:allowingScannedFolders:)``
  /// writes a text: a long report is never joined into one buffer first.
  static func write(parts bytes: [[UInt8]], to path: String, allowingScannedFolders: Bool = false) throws(InputError) {
    try check(path, allowingScannedFolders: allowingScannedFolders)
    if isSpecialFile(path) {
      // Opened by its own path, so that the kernel follows `/dev/stdout` and `/proc/self/fd/1`.
      try writeInPlace(bytes, to: path, path: path)
      return
    }
    let target = resolvingSymlinks(path)
    var status = stat()
    let exists = stat(target, &status) == 0
    try writeAtomically(bytes, to: target, path: path, mode: exists ? status.st_mode & 0o7777 : nil)
  }

  /// Checks, before any work is done, that `path` may be written: it is nothing the run reads
  /// (call it after the inputs are read), not a folder and not a file in `/proc` or `/sys`; inside
  /// a folder the run scans only when `allowingScannedFolders`.
  /// - Throws: ``InputError`` saying why not.
  static func check(_ path: String, allowingScannedFolders: Bool = false) throws(InputError) {
    if let conflict = ReadPaths.shared.conflict(with: path, allowingScannedFolders: allowingScannedFolders) {
      throw InputError(description: conflict)
    }
    var status = stat()
    if (stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR) || path.hasSuffix("/") {
      throw InputError(description: "The output \(path.quotedPath) is a folder; give a file path")
    }
    if !isSpecialFile(path), let system = systemFolder(of: resolvingSymlinks(path)) {
      throw InputError(
        description: "The output \(path.quotedPath) is in \(system), the kernel's own files; give another path")
    }
  }

  /// Whether `path` names (after symlinks) an existing file that is neither a regular file nor a
  /// folder: a device, a FIFO, a socket, a terminal.
  static func isSpecialFile(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    let type = status.st_mode & S_IFMT
    return type != S_IFREG && type != S_IFDIR
  }

  /// The file a path names after its symlinks, even when the last one points at nothing yet.
  static func resolvingSymlinks(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = link.hasPrefix("/") ? link : URL(fileURLWithPath: current).deletingLastPathComponent().path + "/" + link
    }
    return current
  }

  /// `/proc` or `/sys` when `path` is in one of the kernel's pseudo file systems, else `nil`.
  static func systemFolder(of path: String) -> String? {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard let resolved = realpath(folder, nil) else { return nil }
    defer { free(resolved) }
    let real = String(cString: resolved)
    return ["/proc", "/sys"].first { real == $0 || real.hasPrefix($0 + "/") }
  }

  /// Writes into an existing special file (a device, a FIFO) without replacing it.
  private static func writeInPlace(_ bytes: [[UInt8]], to target: String, path: String) throws(InputError) {
    let descriptor = open(target, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, errno) }
    defer { close(descriptor) }
    for part in bytes { try writeAll(part, to: descriptor, path: path) }
  }

  /// Writes a temporary file beside `target`, then renames it over `target`.
  private static func writeAtomically(_ bytes: [[UInt8]], to target: String, path: String, mode: mode_t?)
    throws(InputError)
  {
    let url = URL(fileURLWithPath: target)
    let folder = url.deletingLastPathComponent().path
    var template = Array((folder + "/." + url.lastPathComponent + ".kbloc-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else {
      let code = errno
      throw InputError(
        description: code == ENOENT
          ? "Cannot write the output \(path.quotedPath): there is no folder \(folder.quotedPath)"
          : "Cannot write the output \(path.quotedPath): cannot create a file in \(folder.quotedPath) (\(SystemError.words(for: code)))"
      )
    }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    do throws(InputError) {
      defer { close(descriptor) }
      for part in bytes { try writeAll(part, to: descriptor, path: path) }
      guard fchmod(descriptor, mode ?? (0o666 & ~currentUmask())) == 0 else { throw failure(path, errno) }
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, target) == 0 else {
      let code = errno
      unlink(temporary)
      throw failure(path, code)
    }
  }

  /// Writes every byte to `descriptor`, going on after interrupted writes.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(InputError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        let code = errno
        if code == EINTR { continue }
        throw failure(path, code)
      }
      offset += written
    }
  }

  private static func failure(_ path: String, _ code: Int32) -> InputError {
    InputError(description: "Cannot write the output \(path.quotedPath): \(SystemError.words(for: code))")
  }

  private static func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }
}
