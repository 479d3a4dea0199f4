package import Foundation
import KBLoc
internal import KBLocFiles

/// One file to read shortcuts from, whether the user named it or a folder scan found it: its
/// text, when it is UTF-8 text, and the format its name and content tell.
///
/// Telling the format of a JSON file whose name does not say it (`default.json`) parses the
/// text; the document is kept and handed to the reader, so that every file is parsed once.
///
/// ```swift
/// let file = SourceFile(path: "default.json", data: Data(#"[{"key": "cmd+k", "command": "clear"}]"#.utf8))
/// file.format                            // .vscode
/// try file.read().definitions.first?.id   // "clear"
/// ```
package struct SourceFile: Sendable {
  /// The path, as the user named it or as found under a folder they named.
  package let path: String
  /// The text, or why the bytes are not text: a NUL byte, or not UTF-8.
  let content: Result<String, SourceReadError>
  /// The format asked for, or the one the name and text tell; `nil` when neither tells one.
  package let format: SourceFormat?
  /// The text read as JSON with comments, when telling the format took reading it.
  let document: JSONDocument?

  /// Takes a file's bytes and tells its format.
  /// - Parameters:
  ///   - path: The path, for telling the format by name and for positions and messages.
  ///   - data: The file's bytes.
  ///   - format: The format to read it in, or `nil` to tell it from the name and text.
  /// - Complexity: O(*n*) in the size of `data`.
  package init(path: String, data: Data, format: SourceFormat? = nil) {
    self.path = path
    let isBinaryPropertyList = data.starts(with: Array("bplist00".utf8))
    if isBinaryPropertyList {
      content = .failure(
        SourceReadError(
          file: path,
          message: "It is a binary property list; read a copy converted with 'plutil -convert xml1 -o COPY.plist FILE'")
      )
    } else if data.withUnsafeBytes({ $0.firstIndex(of: 0) != nil }) {
      // Through the bytes: `Data`'s own iterator cost an eighth of a large repository's scan.
      content = .failure(SourceReadError(file: path, message: "It is a binary file, not text"))
    } else if let text = String(data: data, encoding: .utf8) {
      content = .success(text)
    } else {
      content = .failure(SourceReadError(file: path, message: "It is not UTF-8 text; save it as UTF-8"))
    }
    if let format {
      self.format = format
      document = nil
    } else if isBinaryPropertyList {
      // Told by name and content as a text property list would be, so that one holding App
      // Shortcuts says why it is not read.
      let mentions = data.firstRange(of: Data(UserKeyEquivalentsReader.key.utf8)) != nil
      self.format = path.lowercased().hasSuffix(".plist") && mentions ? .userKeyEquivalents : nil
      document = nil
    } else {
      let detected = SourceFormat.detect(path: path, text: try? content.get())
      self.format = detected?.format
      document = detected?.document
    }
  }

  /// The text; `nil` when the bytes hold a NUL byte or are not UTF-8.
  package var text: String? { try? content.get() }

  /// Reads the shortcuts the file declares, in its ``format``.
  /// - Throws: ``SourceReadError`` when the file is not text, is no file kbloc reads, or does not
  ///   parse as its format.
  /// - Complexity: O(*n*) in the length of the text.
  package func read() throws(SourceReadError) -> SourceReading {
    let text = try content.get()
    guard let format else {
      if path.split(separator: "/").last == "package.json" {
        throw SourceReadError(
          file: path, message: "No 'contributes.keybindings' in the file; it is no VS Code extension's")
      }
      throw SourceReadError(
        file: path,
        message:
          "Not a file kbloc reads shortcuts from; give Swift, Objective-C, a keymap, a .xib, .storyboard or .ui, or use '--input-format'"
      )
    }
    return try SourceReader.read(
      text, format: format, document: document, file: path,
      localizations: format == .vscode && text.contains("\"%") ? Self.localizations(besides: path) : nil)
  }

  /// The `package.nls.json` beside a VS Code manifest, which holds the text of its `%name%`
  /// titles; `nil` when there is none, or it is not JSON.
  static func localizations(besides path: String) -> JSONDocument? {
    let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    let sibling = (path.contains("/") ? folder + "/" : "") + "package.nls.json"
    guard case .regularFile(let size) = FileKind(at: sibling), size <= InputLimits.fileSize,
      let data = try? GuardedFile.contents(of: sibling, limit: InputLimits.fileSize).bytes,
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    return try? JSONCText.document(parsing: text)
  }
}
