internal import Foundation

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The file operations of the layout cache, straight on POSIX calls.
///
/// A hit costs one `open`, one `fstat` and two `read`s. None of them throws; a failure is `nil` or
/// `false`, and the cache compiles instead.
package enum CacheFiles {
  /// Reads the regular file at `path` whole, when it is at most `limit` bytes.
  ///
  /// A FIFO or device at the path is not waited on: the file is opened without blocking, and
  /// only a regular file is read. It is read to its end, so files whose size `stat` does not say
  /// (`/proc/self/maps`) are read whole too.
  /// - Returns: The bytes and the file's status, or `nil`.
  package static func contents(of path: String, limit: Int) -> (bytes: [UInt8], status: FileStatus)? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    guard let status = FileStatus(descriptor: descriptor), status.isRegularFile, status.size <= limit else {
      return nil
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: max(status.size + 1, 4096))
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return (bytes, status) }
      bytes += chunk.prefix(count)
      guard bytes.count <= limit else { return nil }
    }
  }

  /// Sets the modification time of the file at `path` to now: the cache's mark of a recent use.
  package static func markUsed(_ path: String) {
    _ = utimes(path, nil)
  }

  /// Writes `bytes` to `path` atomically: to a new temporary file in the same folder, renamed over
  /// `path`, so that a reader sees the old file or the new one, never a part.
  /// - Parameters:
  ///   - bytes: The content.
  ///   - path: The final path.
  ///   - temporaryPath: A path in the same folder, made unique by the caller.
  /// - Returns: Whether the file is in place.
  package static func store(_ bytes: [UInt8], at path: String, through temporaryPath: String) -> Bool {
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return false }
    let written = bytes.withUnsafeBytes { buffer -> Bool in
      var done = 0
      while done < buffer.count {
        guard let start = buffer.baseAddress else { return false }
        let count = write(descriptor, start + done, buffer.count - done)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        done += count
      }
      return true
    }
    let closed = close(descriptor) == 0
    guard written, closed, rename(temporaryPath, path) == 0 else {
      unlink(temporaryPath)
      return false
    }
    return true
  }

  /// The names in `folder` with each file's status.
  /// - Parameters:
  ///   - folder: The folder.
  ///   - including: Which names to keep; the others are not looked at.
  /// - Returns: The names and statuses, or `nil` when the folder cannot be listed.
  package static func list(_ folder: String, including: (String) -> Bool) -> [(name: String, status: FileStatus)]? {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
    return names.filter(including).compactMap { name in
      FileStatus(path: folder + "/" + name).map { (name, $0) }
    }
  }

  /// Makes `folder` and its missing parents, readable by the user alone (as the XDG Base
  /// Directory specification asks of a cache folder it makes).
  /// - Returns: Whether the folder is there now.
  package static func makeFolder(_ folder: String) -> Bool {
    if FileStatus(path: folder)?.isFolder == true { return true }
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return FileStatus(path: folder)?.isFolder == true
  }

  /// Removes the file at `path`.
  /// - Returns: Whether it is gone (it may have been removed by another process already).
  @discardableResult
  package static func remove(_ path: String) -> Bool {
    unlink(path) == 0 || errno == ENOENT
  }
}
