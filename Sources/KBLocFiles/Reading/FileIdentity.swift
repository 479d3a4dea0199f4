#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A file's identity on the machine: its device and inode, after every symlink, `..`, trailing
/// slash, `/proc/self/cwd/…` alias and hard link, which all name the same identity.
package struct FileIdentity: Hashable, Sendable {
  /// The device the file is on (`st_dev`).
  package let device: UInt64
  /// The file's inode on that device (`st_ino`).
  package let inode: UInt64

  /// The identity of what `path` names, following symlinks; `nil` when nothing is there.
  ///
  /// Trailing slashes are dropped first: `in.json/` names the file `in.json` for this purpose,
  /// whatever the system would say when opening it.
  package init?(path: String) {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    var status = stat()
    guard stat(String(trimmed), &status) == 0 else { return nil }
    self.init(status)
  }

  /// The identity of an open file.
  package init?(descriptor: Int32) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The identity `stat` or `fstat` gave.
  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
