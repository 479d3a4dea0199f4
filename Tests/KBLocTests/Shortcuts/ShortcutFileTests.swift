import KBLoc
import Testing

struct ShortcutFileTests {
  static let designExample = """
    { "shortcuts": [
      { "id": "back",  "title": "Go Back", "keys": "Command-[", "category": "Navigate" },
      { "id": "alignLeft", "title": "Align Left", "keys": "Command-{", "mirror": false },
      { "id": "forward", "title": "Move Forward", "keys": "W", "match": "position" }
    ] }
    """

  private static func fileError(_ text: String) throws -> ShortcutFileError {
    try #require(throws: ShortcutFileError.self) { try ShortcutFile(parsing: text, fileName: "shortcuts.json") }
  }

  // MARK: - Shapes

  @Test func readsAnObjectWithAShortcutsArray() throws {
    let file = try ShortcutFile(parsing: Self.designExample, fileName: "shortcuts.json")
    #expect(file.fileName == "shortcuts.json")
    #expect(file.definitions.map(\.id) == ["back", "alignLeft", "forward"])
    #expect(file.definitions.map(\.keys) == ["Command-[", "Command-{", "W"])
    #expect(file.definitions.map(\.shortcut.symbols) == ["⌘[", "⌘{", "W"])
    #expect(file.definitions.map(\.title) == ["Go Back", "Align Left", "Move Forward"])
    #expect(file.definitions.map(\.category) == ["Navigate", nil, nil])
    #expect(file.definitions.map(\.match) == [.character, .character, .position])
    #expect(file.definitions.map(\.mirror) == [true, false, true])
    #expect(file.definitions.map(\.localize) == [true, true, true])
    #expect(file.disabledLintRules.isEmpty)
  }

  @Test func recordsWhereEachShortcutIsWritten() throws {
    let file = try ShortcutFile(parsing: Self.designExample, fileName: "shortcuts.json")
    #expect(
      file.definitions.map(\.position) == [
        SourcePosition(line: 2, column: 48), SourcePosition(line: 3, column: 55), SourcePosition(line: 4, column: 55),
      ])
    #expect(
      file.definitions.map(\.entryPosition) == [
        SourcePosition(line: 2, column: 3), SourcePosition(line: 3, column: 3), SourcePosition(line: 4, column: 3),
      ])
  }

  @Test func readsABareArray() throws {
    let file = try ShortcutFile(
      parsing: #"[{"id": "undo", "keys": "cmd+z"}, {"id": "redo", "keys": "⇧⌘Z"}]"#, fileName: "list.json")
    #expect(file.definitions.map(\.shortcut.description) == ["Command-Z", "Shift-Command-Z"])
    #expect(file.definitions.map(\.keys) == ["cmd+z", "⇧⌘Z"])
    #expect(file.definitions.first?.position == SourcePosition(line: 1, column: 25))
    #expect(file.definition(withID: "redo")?.shortcut == Shortcut(.character("Z"), modifiers: [.shift, .command]))
    #expect(file.definition(withID: "missing") == nil)
  }

  @Test func localizeFalseTurnsMirroringOff() throws {
    let file = try ShortcutFile(
      parsing:
        #"[{"id": "a", "keys": "Command-[", "localize": false, "mirror": true}, {"id": "b", "keys": "Command-]", "localize": true}]"#,
      fileName: "f.json")
    #expect(file.definitions.map(\.localize) == [false, true])
    #expect(file.definitions.map(\.mirror) == [false, true])
  }

  @Test func nullMeansTheSameAsLeavingAFieldOut() throws {
    let file = try ShortcutFile(
      parsing:
        #"[{"id": "a", "keys": "W", "title": null, "category": null, "match": null, "mirror": null, "localize": null}]"#,
      fileName: "f.json")
    let definition = try #require(file.definitions.first)
    #expect(definition.title == nil)
    #expect(definition.category == nil)
    #expect(definition.match == .character)
    #expect(definition.mirror)
    #expect(definition.localize)
  }

  @Test func keepsUnknownFields() throws {
    let file = try ShortcutFile(
      parsing: #"[{"id": "a", "keys": "W", "when": "editorFocus", "weight": 2, "tags": ["x"]}]"#, fileName: "f.json")
    let extra = try #require(file.definitions.first?.extra)
    #expect(Set(extra.keys) == ["when", "weight", "tags"])
    #expect(extra["when"]?.string == "editorFocus")
    #expect(extra["weight"]?.number == 2)
    #expect(extra["tags"]?.array?.first?.string == "x")
  }

  @Test func readsDisabledLintRules() throws {
    let text = """
      {"shortcuts": [{"id": "a", "keys": "Control-A"}],
       "lint": {"disable": ["control-modifier", "missing-title"], "future": 1}}
      """
    let file = try ShortcutFile(parsing: text, fileName: "f.json")
    #expect(file.disabledLintRules == ["control-modifier", "missing-title"])
    #expect(file.lintSettings.disabledRulePositions["control-modifier"] == SourcePosition(line: 2, column: 23))
    #expect(file.lintSettings.disabledRulePositions["missing-title"] == SourcePosition(line: 2, column: 43))
  }

  @Test func ignoresUnknownTopLevelFields() throws {
    let file = try ShortcutFile(
      parsing: #"{"$schema": "x", "version": 2, "shortcuts": [{"id": "a", "keys": "W"}]}"#, fileName: "f.json")
    #expect(file.definitions.count == 1)
  }

  @Test func definitionMadeInCodeWritesItsKeysCanonically() throws {
    let definition = ShortcutDefinition(
      id: "back", shortcut: try Shortcut(parsing: "cmd+["), title: "Go Back", localize: false)
    #expect(definition.keys == "Command-[")
    #expect(definition.mirror == false)
    #expect(definition.match == .character)
    #expect(definition.entryPosition == definition.position)
    let file = ShortcutFile(fileName: "code", definitions: [definition])
    #expect(file.definition(withID: "back")?.title == "Go Back")
    #expect(file.disabledLintRules.isEmpty)
  }

  // MARK: - Line ends and byte-order marks

  static let variants: [(String, String)] = [
    ("LF", designExample),
    ("CRLF", designExample.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")),
    ("CR", designExample.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r")),
    ("BOM", "\u{FEFF}" + designExample),
    (
      "BOM and CRLF",
      "\u{FEFF}" + designExample.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    ),
  ]

  @Test(arguments: variants)
  func lineEndsAndByteOrderMarkDoNotMovePositions(name: String, text: String) throws {
    let reference = try ShortcutFile(parsing: Self.designExample, fileName: "f.json")
    let fromText = try ShortcutFile(parsing: text, fileName: "f.json")
    let fromBytes = try ShortcutFile(parsing: Array(text.utf8), fileName: "f.json")
    #expect(fromText.definitions == reference.definitions, "\(name)")
    #expect(fromBytes.definitions == reference.definitions, "\(name)")
  }

  @Test(arguments: variants)
  func lineEndsAndByteOrderMarkDoNotMoveErrors(name: String, text: String) throws {
    let broken = text.replacingFirst("\"Command-{\"", with: "\"Command-Lef\"")
    let error = try Self.fileError(broken)
    #expect(error.position == SourcePosition(line: 3, column: 55), "\(name)")
    #expect(
      error.description
        == "shortcuts.json:3:55: error: unknown key 'Lef' in 'Command-Lef' (shortcut 'alignLeft'); did you mean 'Left Arrow'?"
    )
  }

  @Test func rejectsBytesThatAreNotUTF8() throws {
    let bytes = Array(#"[{"id": "a", "keys": "Command-"#.utf8) + [0xFF] + Array(#""}]"#.utf8)
    let error = try #require(throws: ShortcutFileError.self) { try ShortcutFile(parsing: bytes, fileName: "f.json") }
    #expect(error.description == "f.json:1:31: error: bytes that are not UTF-8; save the text as UTF-8")
  }

  // MARK: - Errors

  static let errors: [(String, String)] = [
    ("", #"1:1: error: the file is empty; write {"shortcuts": [{"id": "undo", "keys": "Command-Z"}]}"#),
    ("\n  \n", #"1:1: error: the file is empty; write {"shortcuts": [{"id": "undo", "keys": "Command-Z"}]}"#),
    (
      #"{"shortcuts": [{"id": "a", "keys": "W"},]}"#,
      "1:40: error: trailing comma before ']'; remove it, JSON allows none"
    ),
    // Entries are read as they are parsed: the first problem in the file is the one reported.
    (
      #"{"shortcuts": [1,]}"#,
      "1:16: error: shortcut 1 is a number, not an object; write each shortcut as an object, such as {\"id\": \"undo\", \"keys\": \"Command-Z\"}"
    ),
    (
      "{\"shortcuts\": [\n  {\"id\": \"a\" \"keys\": \"W\"}\n]}",
      "2:14: error: expected ',' or '}', found '\"'"
    ),
    (
      #"[{"id": "a", "id": "b", "keys": "W"}]"#,
      "1:14: error: duplicate key 'id'; the object has it already at line 1, column 3; keep one"
    ),
    ("{}", #"1:1: error: no 'shortcuts' in the file; add "shortcuts": [...] with one object per shortcut"#),
    (
      #"{"shortcuts": {}}"#,
      #"1:15: error: 'shortcuts' is an object, not an array; write "shortcuts": [...] with one object per shortcut"#
    ),
    ("[]", #"1:1: error: no shortcuts in the file; add one, such as {"id": "undo", "keys": "Command-Z"}"#),
    (
      #"{"shortcuts": []}"#,
      #"1:15: error: no shortcuts in the file; add one, such as {"id": "undo", "keys": "Command-Z"}"#
    ),
    (
      #""Command-Z""#,
      #"1:1: error: the file holds a string, not shortcuts; write an object with a "shortcuts" array, or an array of shortcuts"#
    ),
    (
      #"[{"id": "a", "keys": "W"}, "Command-Z"]"#,
      #"1:28: error: shortcut 2 is a string, not an object; write each shortcut as an object, such as {"id": "undo", "keys": "Command-Z"}"#
    ),
    (#"[{"keys": "Command-Z"}]"#, #"1:2: error: shortcut 1 has no 'id'; add a unique "id", such as "undo""#),
    (
      #"[{"id": 5, "keys": "Command-Z"}]"#,
      "1:9: error: 'id' of shortcut 1 is a number, not a string; write the id in double quotes"
    ),
    (#"[{"id": "", "keys": "Z"}]"#, "1:9: error: empty 'id' in shortcut 1; give the shortcut a unique name"),
    (
      #"[{"id": "undo"}]"#,
      #"1:2: error: no 'keys' (shortcut 'undo'); add the keys to press, such as "keys": "Command-Z""#
    ),
    (
      #"[{"id": "undo", "keys": ["Command-Z"]}]"#,
      #"1:25: error: 'keys' is an array, not a string (shortcut 'undo'); write one shortcut in double quotes, such as "Command-Z""#
    ),
    (
      #"[{"id": "moveLeft", "keys": "Option-Lef"}]"#,
      "1:29: error: unknown key 'Lef' in 'Option-Lef' (shortcut 'moveLeft'); did you mean 'Left Arrow'?"
    ),
    (
      #"[{"id": "undo", "keys": ""}]"#,
      "1:25: error: empty shortcut (shortcut 'undo'); write one such as 'Shift-Command-Z', '⇧⌘Z' or 'cmd+shift+z'"
    ),
    (
      #"[{"id": "undo", "keys": "Comand-Z"}]"#,
      "1:25: error: unknown modifier 'Comand' in 'Comand-Z' (shortcut 'undo'); did you mean 'Command'?"
    ),
    (
      "[\n  {\"id\": \"undo\", \"keys\": \"Command-Z\"},\n  {\"id\": \"undo\", \"keys\": \"Shift-Command-Z\"}\n]",
      "3:10: error: duplicate id 'undo', first used at line 2 (shortcut 'undo'); give each shortcut its own id"
    ),
    (
      #"[{"id": "a", "keys": "W"}, {"id": "a", "keys": "Q"}]"#,
      "1:35: error: duplicate id 'a', first used at line 1, column 9 (shortcut 'a'); give each shortcut its own id"
    ),
    ("\u{FEFF}", #"1:1: error: the file is empty; write {"shortcuts": [{"id": "undo", "keys": "Command-Z"}]}"#),
    (
      #"[{"id": "a", "keys": "W", "match": "positon"}]"#,
      "1:36: error: unknown match 'positon' (shortcut 'a'); did you mean 'position'?"
    ),
    (
      #"[{"id": "a", "keys": "W", "match": "physical"}]"#,
      "1:36: error: unknown match 'physical' (shortcut 'a'); write 'character' or 'position'"
    ),
    (
      #"[{"id": "a", "keys": "W", "match": 1}]"#,
      #"1:36: error: 'match' is a number, not a string (shortcut 'a'); write "character" or "position""#
    ),
    (
      #"[{"id": "a", "keys": "W", "mirror": "no"}]"#,
      "1:37: error: 'mirror' is a string, not a boolean (shortcut 'a'); write true or false, without quotes"
    ),
    (
      #"[{"id": "a", "keys": "W", "localize": 0}]"#,
      "1:39: error: 'localize' is a number, not a boolean (shortcut 'a'); write true or false, without quotes"
    ),
    (
      #"[{"id": "a", "keys": "W", "title": 1}]"#,
      "1:36: error: 'title' is a number, not a string (shortcut 'a'); write it in double quotes"
    ),
    (
      #"[{"id": "a", "keys": "W", "category": ["x"]}]"#,
      "1:39: error: 'category' is an array, not a string (shortcut 'a'); write it in double quotes"
    ),
    (
      "{\"shortcuts\": [{\"id\": \"a\", \"keys\": \"W\"}],\n \"lint\": [\"x\"]}",
      #"2:10: error: 'lint' is an array, not an object; write "lint": {"disable": ["rule-name"]}"#
    ),
    (
      "{\"shortcuts\": [{\"id\": \"a\", \"keys\": \"W\"}],\n \"lint\": {\"disable\": \"x\"}}",
      #"2:22: error: 'disable' is a string, not an array; write "lint": {"disable": ["rule-name"]}"#
    ),
    (
      "{\"shortcuts\": [{\"id\": \"a\", \"keys\": \"W\"}],\n \"lint\": {\"disable\": [\"a\", 1]}}",
      #"2:28: error: lint rule name is a number, not a string; write "lint": {"disable": ["rule-name"]}"#
    ),
  ]

  @Test(arguments: errors)
  func reportsEveryProblemWithFileLineAndColumn(text: String, expected: String) throws {
    let error = try Self.fileError(text)
    #expect(error.description == "shortcuts.json:" + expected)
    #expect(error.fileName == "shortcuts.json")
    #expect("\(error.line):\(error.column)" == expected.prefix { $0 != " " }.dropLast())
  }

  @Test func errorKeepsItsPartsSeparately() throws {
    let error = try Self.fileError(#"[{"id": "moveLeft", "keys": "Option-Lef"}]"#)
    #expect(error.shortcutID == "moveLeft")
    #expect(error.message == "Unknown key 'Lef' in 'Option-Lef'")
    #expect(error.fix == "did you mean 'Left Arrow'?")
    #expect(error.position == SourcePosition(line: 1, column: 29))
  }

  @Test(arguments: [
    ("Unknown key", "unknown key"), ("JSON is strict", "JSON is strict"), ("'id' is empty", "'id' is empty"),
    ("A", "a"),
  ])
  func lowercasesTheFirstWordOfMessagesUnlessAnAcronym(message: String, shown: String) {
    let error = ShortcutFileError(fileName: "f", position: SourcePosition(line: 1, column: 1), message: message)
    #expect(error.description == "f:1:1: error: \(shown)")
  }

  @Test func stopsAtTheFirstErrorInFileOrder() throws {
    let text = """
      [
        {"id": "a", "keys": "Command-"},
        {"id": "b", "keys": "Comand-Z"}
      ]
      """
    let error = try Self.fileError(text)
    #expect(error.line == 2)
    #expect(error.shortcutID == "a")
  }

  @Test func aParsedDocumentReportsTheProblemTheStreamingReaderReportsFirst() throws {
    let text = """
      {
        "lint": {"disable": "all"},
        "shortcuts": [{"id": "a", "keys": "Command-"}]
      }
      """
    let streamed = try Self.fileError(text)
    let parsed = try #require(throws: ShortcutFileError.self) {
      try ShortcutFile(document: JSONDocument(parsing: text), fileName: "shortcuts.json")
    }
    #expect(parsed == streamed)
    #expect(streamed.line == 3)
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = firstRange(of: target) else { return self }
    var result = self
    result.replaceSubrange(range, with: replacement)
    return result
  }
}
