import KBLoc
import Testing

/// The lint tests, grouped so that `swift test --filter Lint` runs them all.
@Suite enum LintTests {}

/// One shortcut of a lint fixture: its id, title (or none) and keys.
struct FixtureShortcut: Sendable, CustomStringConvertible {
  let id: String
  let title: String?
  let keys: String

  init(_ id: String, _ title: String?, _ keys: String) {
    self.id = id
    self.title = title
    self.keys = keys
  }

  var description: String { "\(keys) '\(title ?? "—")'" }
}

/// Builds shortcuts files for the lint tests as JSON text, so that positions are real.
enum LintFixture {
  /// A shortcuts file with one shortcut per line, the first on line 2.
  ///
  /// ```json
  /// {"shortcuts": [
  ///   {"id": "undo", "title": "Undo", "keys": "Command-Z"},
  ///   …
  /// ], "lint": {"disable": [...]}}
  /// ```
  static func file(_ shortcuts: [FixtureShortcut], disable: [String]? = nil) throws -> ShortcutFile {
    try ShortcutFile(parsing: text(shortcuts, disable: disable), fileName: "shortcuts.json")
  }

  /// The JSON text of ``file(_:disable:)``.
  static func text(_ shortcuts: [FixtureShortcut], disable: [String]? = nil) -> String {
    let entries = shortcuts.map { shortcut in
      var members = ["\"id\": \(quoted(shortcut.id))"]
      if let title = shortcut.title { members.append("\"title\": \(quoted(title))") }
      members.append("\"keys\": \(quoted(shortcut.keys))")
      return "  {" + members.joined(separator: ", ") + "}"
    }
    var text = "{\"shortcuts\": [\n" + entries.joined(separator: ",\n") + "\n]"
    if let disable {
      text += ", \"lint\": {\"disable\": [" + disable.map(quoted).joined(separator: ", ") + "]}"
    }
    return text + "}\n"
  }

  /// What one rule finds in a file of the given shortcuts, with the built-in US keys.
  static func findings(
    _ rule: some LintRule, _ shortcuts: [FixtureShortcut], context: LintContext = LintContext()
  ) throws -> [LintFinding] {
    try rule.check(file(shortcuts), context: context)
  }

  /// A JSON string literal, escaping quotes and backslashes.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      if character == "\"" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }
}
