import Foundation

/// Reads the files kbloc's commands take (shortcuts, keymaps, layout sets), with messages that
/// name the file and say what is wrong with it.
///
/// Reads through a file handle rather than `Data(contentsOf:)`, so that `/dev/stdin`, pipes and
/// other special files read like ordinary ones.
enum InputFile {
  /// The bytes of the file at `path`; `-` reads standard input.
  /// - Parameters:
  ///   - path: The path as the user gave it.
  ///   - kind: What the file is, for messages: `shortcuts file`, `keymap file`.
  /// - Returns: The file's bytes, as they are.
  /// - Throws: ``InputError`` when there is no such file, it is a folder, or it cannot be read.
  static func data(at path: String, kind: String) throws(InputError) -> Data {
    if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw InputError(description: "There is no \(kind) '\(path)'")
    }
    guard !isFolder.boolValue else {
      throw InputError(description: "The \(kind) '\(path)' is a folder; give a file")
    }
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      return try handle.readToEnd() ?? Data()
    } catch {
      throw InputError(description: "Cannot read the \(kind) '\(path)': \((error as NSError).localizedDescription)")
    }
  }

  /// The text of the file at `path`, which must be UTF-8; `-` reads standard input.
  /// - Parameters:
  ///   - path: The path as the user gave it.
  ///   - kind: What the file is, for messages.
  /// - Returns: The file's text.
  /// - Throws: ``InputError`` as ``data(at:kind:)`` does, and when the bytes are not UTF-8.
  static func text(at path: String, kind: String) throws(InputError) -> String {
    let data = try data(at: path, kind: kind)
    guard let text = String(data: data, encoding: .utf8) else {
      throw InputError(description: "The \(kind) '\(path)' is not UTF-8 text; save it as UTF-8")
    }
    return text
  }
}
