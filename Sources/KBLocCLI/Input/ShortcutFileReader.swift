import ArgumentParser
import Foundation
import KBLoc

/// Reads a shortcuts file from disk for the commands that take one.
enum ShortcutFileReader {
  /// Reads and parses `path`; `-` reads standard input.
  /// - Throws: ``InputError`` when the file cannot be read, and `ShortcutFileError` (with line
  ///   and column) when its content is wrong, invalid UTF-8 included.
  static func read(_ path: String) throws -> ShortcutFile {
    let data: Data
    do {
      data =
        path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw InputError(
        description: "Cannot read the shortcuts file '\(path)': \((error as NSError).localizedDescription)")
    }
    return try ShortcutFile(parsing: data, fileName: path)
  }
}

extension ShortcutFileError: KblocError {
  var exitCode: ExitCode { .inputError }
  /// `FILE:LINE:COLUMN: error: MESSAGE`, as compilers write it.
  var diagnostic: String { description }
}
