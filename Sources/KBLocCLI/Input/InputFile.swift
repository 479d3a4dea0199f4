import Foundation
import KBLoc
internal import KBLocFiles

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
    do {
      return try GuardedFile.contents(of: path, limit: sizeLimit) { identity in
        ReadPaths.shared.addFile(identity, path: path, kind: kind)
      }.bytes
    } catch {
      throw InputError(description: message(for: error, path: path, kind: kind))
    }
  }

  /// The message for a file that could not be read, naming it.
  private static func message(for error: GuardedFileError, path: String, kind: String) -> String {
    switch error {
    case .missing: "There is no \(kind) \(path.quotedPath)"
    case .isFolder: "The \(kind) \(path.quotedPath) is a folder; give a file"
    case .cannotOpen(let code): "Cannot open the \(kind) \(path.quotedPath): \(SystemError.words(for: code))"
    case .cannotRead(let code): "Cannot read the \(kind) \(path.quotedPath): \(SystemError.words(for: code))"
    case .tooLarge(let limit):
      "The \(kind) \(path.quotedPath) is larger than \(limit >> 20) MiB, the limit for an input file"
    case .noWriter:
      "The \(kind) \(path.quotedPath) is a FIFO that no process writes to; kbloc does not wait for one "
        + "(start the writer first, or pipe the file in as '-')"
    }
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
    GuardedFileError.words(for: code)
  }
}
