package import Foundation

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Reads an input file through a file descriptor, at most a given number of bytes: the one reader
/// of what kbloc's commands are given (shortcuts files, keymaps, layout sets, project files,
/// baselines), for the CLI and, through this target, for any module that reads files.
///
/// `-` is standard input; `/dev/stdin`, pipes and other special files read like ordinary files,
/// and an endless stream (`/dev/zero`) stops with ``GuardedFileError/tooLarge`` as soon as it has
/// given more than the limit, instead of filling the memory.
package enum GuardedFile {
  /// What a read gives: the bytes, and the identity of the file they came from.
  package struct Contents {
    /// The file's bytes, as they are.
    package var bytes: Data
    /// The device and inode of the file read (for standard input, what it is connected to).
    package var identity: FileIdentity
  }

  /// Reads the file at `path` (`-` for standard input) to its end.
  ///
  /// - Parameters:
  ///   - path: The path as the user gave it.
  ///   - limit: The most bytes to read; a regular file larger than this is refused before it is
  ///     read, any other stops once it has given more.
  ///   - opened: Called with the file's identity once it is open, before it is read — also when
  ///     the read then fails, so that a caller can record every file the run touched.
  /// - Returns: The bytes and the file's identity.
  /// - Throws: ``GuardedFileError``.
  package static func contents(
    of path: String, limit: Int, opened: (FileIdentity) -> Void = { _ in }
  ) throws(GuardedFileError) -> Contents {
    let isStandardInput = path == "-"
    let descriptor = isStandardInput ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      throw code == ENOENT ? .missing : .cannotOpen(errno: code)
    }
    defer { if !isStandardInput { close(descriptor) } }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .cannotRead(errno: errno) }
    let type = status.st_mode & S_IFMT
    guard type != S_IFDIR else { throw .isFolder }
    let identity = FileIdentity(status)
    opened(identity)
    if type == S_IFREG, Int(status.st_size) > limit {
      throw .tooLarge(limit: limit)
    }
    return Contents(bytes: try readToEnd(descriptor, limit: limit), identity: identity)
  }

  /// Reads `descriptor` to its end, stopping with an error after `limit` bytes.
  private static func readToEnd(_ descriptor: Int32, limit: Int) throws(GuardedFileError) -> Data {
    var bytes = Data()
    let chunk = 1 << 16
    var buffer = [UInt8](repeating: 0, count: chunk)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, chunk) }
      if count == 0 { return bytes }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        throw .cannotRead(errno: code)
      }
      guard bytes.count + count <= limit else { throw .tooLarge(limit: limit) }
      bytes.append(contentsOf: buffer[..<count])
    }
  }
}

/// Why ``GuardedFile`` could not read a file; the caller names the file in its message.
package enum GuardedFileError: Error, Equatable {
  /// Nothing is at the path.
  case missing
  /// The path names a folder.
  case isFolder
  /// The file could not be opened, with the system's error code.
  case cannotOpen(errno: Int32)
  /// The file could not be read, with the system's error code.
  case cannotRead(errno: Int32)
  /// The file holds more than `limit` bytes.
  case tooLarge(limit: Int)

  /// The C library's words for an `errno` value, in lowercase: `permission denied`.
  package static func words(for code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
