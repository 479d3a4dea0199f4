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
/// given more than the limit, instead of filling the memory. A path is opened without waiting: a
/// named FIFO that no process has open for writing would block `open` forever, so it is refused
/// with ``GuardedFileError/noWriter``; one with a writer is read to its end, as a pipe is.
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
    // Opened without blocking, which a FIFO with no writer would do forever; reads block again
    // below, once the FIFO is known to have a writer.
    let descriptor = isStandardInput ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
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
    var bytes = Data()
    if !isStandardInput {
      if type == S_IFIFO { bytes = try firstBytes(ofFIFO: descriptor) }
      let flags = fcntl(descriptor, F_GETFL)
      guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else { throw .cannotRead(errno: errno) }
    }
    return Contents(bytes: try readToEnd(descriptor, limit: limit, after: bytes), identity: identity)
  }

  /// What a FIFO opened without blocking holds now: its first bytes, or none while its writer has
  /// written nothing yet.
  ///
  /// A read that finds the end at once means no process has the FIFO open for writing (or its
  /// writer closed it having written nothing): kbloc does not wait for one.
  private static func firstBytes(ofFIFO descriptor: Int32) throws(GuardedFileError) -> Data {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 { return Data(buffer[..<count]) }
      if count == 0 { throw .noWriter }
      let code = errno
      if code == EAGAIN || code == EWOULDBLOCK { return Data() }
      if code != EINTR { throw .cannotRead(errno: code) }
    }
  }

  /// Reads `descriptor` to its end after the `bytes` read already, stopping with an error after
  /// `limit` bytes in all.
  private static func readToEnd(_ descriptor: Int32, limit: Int, after bytes: Data) throws(GuardedFileError) -> Data {
    var bytes = bytes
    guard bytes.count <= limit else { throw .tooLarge(limit: limit) }
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
  /// The file is a named FIFO that no process has open for writing (or whose writer closed it
  /// having written nothing).
  case noWriter

  /// The error as a sentence about the file, which the caller names: `It is a FIFO that no
  /// process writes to`.
  package var sentence: String {
    switch self {
    case .missing: "There is no such file"
    case .isFolder: "It is a folder"
    case .cannotOpen(let code): "Cannot open it: \(Self.words(for: code))"
    case .cannotRead(let code): "Cannot read it: \(Self.words(for: code))"
    case .tooLarge(let limit): "It is larger than \(limit >> 20) MiB"
    case .noWriter: "It is a FIFO that no process writes to; kbloc does not wait for one"
    }
  }

  /// The C library's words for an `errno` value, in lowercase: `permission denied`.
  package static func words(for code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
