import KBLoc
import KBLocSources
import Testing

/// Editors' keymaps, JSON with comments and trailing commas: VS Code, an extension's
/// `package.json`, Zed and Sublime Text, with the positions of their keys.
struct KeymapReaderTests {
  static let vscode = """
    // Place your key bindings in this file
    [
      { "key": "ctrl+k ctrl+c", "command": "editor.action.addCommentLine", "when": "editorTextFocus" },
      /* a scan code: the key in Slash's place */
      { "key": "cmd+[Slash]", "command": "toggleComment", },
      { "key": "ctrl+shift+p", "mac": "cmd+shift+p", "command": "workbench.action.showCommands" },
      { "key": "cmd+bogus", "command": "broken" },
      { "key": "cmd+k", "command": "-removed" },
    ]
    """

  static func position(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

  @Test func vsCodeKeybindingsGiveEachStrokeOfAChordAndScanCodes() throws {
    let reading = try SourceReader.read(Self.vscode, format: .vscode, file: "keybindings.json")
    #expect(
      reading.definitions.map(\.id) == [
        "editor.action.addCommentLine", "editor.action.addCommentLine (stroke 2)", "toggleComment",
        "workbench.action.showCommands",
      ])
    #expect(
      reading.definitions.map(\.shortcut.description) == [
        "Control-K", "Control-C", "Command-key:AB10", "Shift-Command-P",
      ])
    #expect(
      reading.definitions.map(\.position) == [
        Self.position(3, 12), Self.position(3, 12), Self.position(5, 12), Self.position(6, 35),
      ])
    #expect(
      reading.definitions.map(\.entryPosition) == [
        Self.position(3, 3), Self.position(3, 3), Self.position(5, 3), Self.position(6, 3),
      ])
    #expect(reading.definitions[0].extra["chord"]?.string == "ctrl+k ctrl+c")
    #expect(reading.definitions[0].extra["when"]?.string == "editorTextFocus")
    #expect(
      reading.unread == [
        UnreadDeclaration(
          file: "keybindings.json", position: Self.position(7, 12),
          reason: .unreadableKeys("unknown key 'bogus' in 'cmd+bogus'"))
      ])
  }

  @Test func anExtensionsPackageJSONContributesKeybindings() throws {
    let text = """
      {
        "name": "sample",
        "contributes": {
          "keybindings": [{ "command": "sample.run", "key": "ctrl+f1", "mac": "cmd+f1" }]
        }
      }
      """
    let reading = try SourceReader.read(text, format: .vscode, file: "package.json")
    #expect(reading.definitions.map(\.id) == ["sample.run"])
    #expect(reading.definitions.map(\.shortcut.description) == ["Command-F1"])
    #expect(reading.definitions.map(\.position) == [Self.position(4, 73)])
  }

  @Test func zedKeymapsReadDashesChordsAndActionsWithArguments() throws {
    let text = """
      [
        // Zed
        {
          "context": "Editor",
          "bindings": {
            "cmd-shift-[": "pane::ActivatePrevItem",
            "ctrl--": ["editor::Fold", {}],
            "cmd-k cmd-s": "zed::OpenKeymap",
            "alt-x": null,
          },
        },
      ]
      """
    let reading = try SourceReader.read(text, format: .zed, file: "keymap.json")
    #expect(
      reading.definitions.map(\.id) == [
        "pane::ActivatePrevItem", "editor::Fold", "zed::OpenKeymap", "zed::OpenKeymap (stroke 2)",
      ])
    #expect(
      reading.definitions.map(\.shortcut.description) == [
        "Shift-Command-[", "Control--", "Command-K", "Command-S",
      ])
    #expect(
      reading.definitions.map(\.position) == [
        Self.position(6, 7), Self.position(7, 7), Self.position(8, 7), Self.position(8, 7),
      ])
    #expect(reading.definitions[0].extra["context"]?.string == "Editor")
  }

  @Test func sublimeKeymapsReadTheirKeyNames() throws {
    let text = """
      [
        { "keys": ["super+shift+forward_slash"], "command": "toggle_comment" },
        { "keys": ["primary+k", "primary+u"], "command": "upper_case" }, // a chord
      ]
      """
    let reading = try SourceReader.read(text, format: .sublime, file: "Default.sublime-keymap")
    #expect(reading.definitions.map(\.id) == ["toggle_comment", "upper_case", "upper_case (stroke 2)"])
    #expect(reading.definitions.map(\.shortcut.description) == ["Shift-Command-/", "Command-K", "Command-U"])
    #expect(reading.definitions.map(\.position) == [Self.position(2, 14), Self.position(3, 14), Self.position(3, 14)])
  }

  @Test func malformedKeymapsSayWhere() {
    do {
      _ = try SourceReader.read("[\n  { \"key\": \"cmd+k\" \"command\": \"x\" }\n]", format: .vscode, file: "k.json")
      Issue.record("malformed JSON was read")
    } catch {
      #expect(error.file == "k.json")
      #expect(error.position == Self.position(2, 20))
    }
    #expect(throws: SourceReadError.self) { try SourceReader.read("{}", format: .sublime, file: "a.sublime-keymap") }
  }
}
