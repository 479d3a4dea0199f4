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

  @Test func vsCodeKeybindingsGiveEachStrokeOfAChordAndScanCodes() throws {
    let reading = try SourceReader.read(Self.vscode, format: .vscode, file: "keybindings.json")
    #expect(
      reading.declared == [
        "editor.action.addCommentLine: Control-K at 3:12, entry 3:3",
        "editor.action.addCommentLine (stroke 2): Control-C at 3:12, entry 3:3",
        "toggleComment: Command-key:AB10 at 5:12, entry 5:3",
        "workbench.action.showCommands: Shift-Command-P at 6:35, entry 6:3",
      ])
    #expect(reading.definitions[0].extra["chord"]?.string == "ctrl+k ctrl+c")
    #expect(reading.definitions[0].extra["when"]?.string == "editorTextFocus")
    #expect(reading.notes == ["keybindings.json:7:12: note: not read: unknown key 'bogus' in 'cmd+bogus'"])
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
    #expect(reading.declared == ["sample.run: Command-F1 at 4:73, entry 4:21"])
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
      reading.declared == [
        "pane::ActivatePrevItem: Shift-Command-[ at 6:7, entry 6:7",
        "editor::Fold: Control-- at 7:7, entry 7:7",
        "zed::OpenKeymap: Command-K at 8:7, entry 8:7",
        "zed::OpenKeymap (stroke 2): Command-S at 8:7, entry 8:7",
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
    #expect(
      reading.declared == [
        "toggle_comment: Shift-Command-/ at 2:14, entry 2:3",
        "upper_case: Command-K at 3:14, entry 3:3",
        "upper_case (stroke 2): Command-U at 3:14, entry 3:3",
      ])
  }

  @Test func malformedKeymapsSayWhere() {
    do {
      _ = try SourceReader.read("[\n  { \"key\": \"cmd+k\" \"command\": \"x\" }\n]", format: .vscode, file: "k.json")
      Issue.record("malformed JSON was read")
    } catch {
      #expect(error.file == "k.json")
      #expect(error.position?.description == "2:20")
    }
    #expect(throws: SourceReadError.self) { try SourceReader.read("{}", format: .sublime, file: "a.sublime-keymap") }
  }
}
