import Foundation
import KBLoc

/// Reads the files kbloc's commands take: shortcuts, keymaps, layout sets, layout files.
///
/// Messages name the file and say what is wrong with it. It is the one reader of input files:
/// every file it opens is added to ``ReadPaths``, so that no output is written over it.
///
/// Reads through a file descriptor, at most ``sizeLimit`` bytes, so that `/dev/stdin`, pipes and
/// other special files read like ordinary ones and an endless stream (`/dev/zero`) stops at once
/// with a clear error instead of filling the memory.
enum InputFile {
  /// The largest input file kbloc reads: 64 MiB, far above real keymaps (about 100 kB) and
  /// shortcut files (100,000 shortcuts take about 25 MB).
  static let sizeLimit = InputLimits.fileSize

  /// The bytes of the file at `path`; `-` reads standard input.
  /// - Parameters:
  ///   - path: The path as the user gave it.
  ///   - kind: What the file is, for messages: `shortcuts file`, `keymap file`.
  /// - Returns: The file's bytes, as they are.
  /// - Throws: ``InputError`` when there is no such file, it is a folder, it cannot be read, or
  ///   it is larger than ``sizeLimit``.
  static func data(at path: String, kind: String) throws(InputError) -> Data {
    let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      throw InputError(
        description: code == ENOENT
          ? "There is no \(kind) \(path.quotedPath)"
          : "Cannot open the \(kind) \(path.quotedPath): \(SystemError.words(for: code))")
    }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw InputError(description: "Cannot read the \(kind) \(path.quotedPath): \(SystemError.words(for: errno))")
    }
    let type = status.st_mode & S_IFMT
    guard type != S_IFDIR else {
      throw InputError(description: "The \(kind) \(path.quotedPath) is a folder; give a file")
    }
    ReadPaths.shared.addFile(FileIdentity(status), path: path, kind: kind)
    if type == S_IFREG, Int(status.st_size) > sizeLimit {
      throw tooLarge(path, kind: kind)
    }
    return try read(descriptor, path: path, kind: kind)
  }

  /// Reads `descriptor` to its end, stopping with an error after ``sizeLimit`` bytes.
  private static func read(_ descriptor: Int32, path: String, kind: String) throws(InputError) -> Data {
    var data = Data()
    let chunk = 1 << 16
    var buffer = [UInt8](repeating: 0, count: chunk)
    while true {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, chunk) }
      if count == 0 { return data }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        throw InputError(description: "Cannot read the \(kind) \(path.quotedPath): \(SystemError.words(for: code))")
      }
      guard data.count + count <= sizeLimit else { throw tooLarge(path, kind: kind) }
      data.append(contentsOf: buffer[..<count])
    }
  }

  private static func tooLarge(_ path: String, kind: String) -> InputError {
    InputError(
      description: "The \(kind) \(path.quotedPath) is larger than \(sizeLimit >> 20) MiB, the limit for an input file")
  }

  /// The text of the file at `path`, which must be UTF-8 with no NUL byte; `-` reads standard input.
  /// - Parameters:
  ///   - path: The path as the user gave it.
  ///   - kind: What the file is, for messages.
  /// - Returns: The file's text.
  /// - Throws: ``InputError`` as ``data(at:kind:)`` does, and when the bytes are not UTF-8 text.
  static func text(at path: String, kind: String) throws(InputError) -> String {
    let data = try data(at: path, kind: kind)
    if let encoding = ByteOrderMark.encoding(of: data) {
      throw InputError(description: "The \(kind) \(path.quotedPath) is \(encoding) text; save it as UTF-8")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw InputError(description: "The \(kind) \(path.quotedPath) is not UTF-8 text; save it as UTF-8")
    }
    guard !data.contains(0) else {
      throw InputError(description: "The \(kind) \(path.quotedPath) holds a NUL byte; it is not a text file")
    }
    return text
  }
}

/// System errors in plain words, never a Foundation domain and code.
enum SystemError {
  /// The C library's words for an `errno` value, in lowercase: `permission denied`.
  static func words(for code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
