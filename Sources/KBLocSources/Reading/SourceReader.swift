import KBLoc

/// Reads shortcuts from the text of one file in any ``SourceFormat``.
///
/// ```swift
/// let reading = try SourceReader.read(#"[{"key": "cmd+k", "command": "clear"}]"#, format: .vscode, file: "keybindings.json")
/// reading.definitions.first?.keys   // "cmd+k"
/// ```
public enum SourceReader {
  /// Reads the text of `file` as `format`.
  /// - Parameters:
  ///   - text: The file's text.
  ///   - format: What the file is (``SourceFormat/init(detectingFrom:text:)`` tells).
  ///   - file: The file's name, for positions and messages.
  /// - Returns: The shortcuts the file declares and the declarations it could not read.
  /// - Throws: ``SourceReadError`` for a file that is not what `format` says: Swift that does not
  ///   parse (at the parser's position), malformed JSON, a keymap of the wrong shape.
  /// - Complexity: O(*n*) in the length of `text`.
  public static func read(_ text: String, format: SourceFormat, file: String) throws(SourceReadError)
    -> SourceReading
  {
    try read(text, format: format, document: nil, file: file)
  }

  /// Reads the text of `file` as `format`, taking `document` for its JSON when telling the format
  /// parsed it already.
  ///
  /// So no file is parsed twice (see ``SourceFormat/detect(path:text:)``). `localizations` is a
  /// VS Code manifest's `package.nls.json`, for its `%name%` titles.
  static func read(
    _ text: String, format: SourceFormat, document: JSONDocument?, file: String, localizations: JSONDocument? = nil
  ) throws(SourceReadError) -> SourceReading {
    switch format {
    case .swift:
      return try SwiftShortcutReader.read(text, file: file)
    case .objectiveC:
      return ObjectiveCShortcutReader.read(text, file: file)
    case .vscode:
      let parsed: JSONDocument
      if let document { parsed = document } else { parsed = try JSONCText.document(parsing: text, file: file) }
      return try VSCodeKeybindingsReader.read(parsed, file: file, localizations: localizations)
    case .zed, .sublime:
      guard let document else {
        return try KeymapReader.read(JSONCText.document(parsing: text, file: file), format: format, file: file)
      }
      return try KeymapReader.read(document, format: format, file: file)
    case .kbloc:
      do {
        let shortcuts =
          if let document {
            try ShortcutFile(document: document, fileName: file)
          } else {
            try ShortcutFile(parsing: JSONCText.blanking(text), fileName: file)
          }
        return SourceReading(file: file, format: .kbloc, definitions: shortcuts.definitions)
      } catch {
        throw SourceReadError(
          file: file, position: error.position, message: error.message + (error.fix.map { "; \($0)" } ?? ""))
      }
    case .interfaceBuilder:
      return try InterfaceBuilderReader.read(text, file: file)
    case .jetbrains:
      return try JetBrainsKeymapReader.read(text, file: file)
    case .qt:
      return try QtDesignerReader.read(text, file: file)
    case .gtk:
      return try GtkBuilderReader.read(text, file: file)
    case .userKeyEquivalents:
      return try UserKeyEquivalentsReader.read(text, file: file)
    case .electron:
      // A file with menus may hold an editor's or a page's key bindings too.
      var reading = ElectronMenuReader.read(text, file: file)
      if WebKeymapReader.mentions(text) { WebKeymapReader.read(text, file: file, into: &reading) }
      return reading
    case .webKeymap:
      return WebKeymapReader.read(text, file: file)
    case .plistKeyMap:
      return try PlistKeyMapReader.read(text, file: file)
    case .hotkeyTable:
      if let document { return HotkeyTableReader.read(document.root, file: file) }
      return try HotkeyTableReader.read(text, file: file)
    }
  }
}
