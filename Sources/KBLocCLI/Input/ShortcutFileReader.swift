import ArgumentParser
import Foundation
import KBLoc

/// Reads a shortcuts file from disk for the commands that take one.
enum ShortcutFileReader {
  /// Reads and parses `path`; `-` reads standard input.
  /// - Throws: ``InputError`` when the file cannot be read, and `ShortcutFileError` (with line
  ///   and column) when its content is wrong, invalid UTF-8 included.
  static func read(_ path: String) throws -> ShortcutFile {
    try ShortcutFile(parsing: InputFile.data(at: path, kind: "shortcuts file"), fileName: path)
  }
}

extension ShortcutFileError: KblocError {
  var exitCode: ExitCode { .inputError }
  /// `FILE:LINE:COLUMN: error: MESSAGE`, as compilers write it.
  var diagnostic: String { description }
}
