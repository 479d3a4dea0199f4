import KBLoc
import KBLocSources
import Testing

/// Editors' keymaps, JSON with comments and trailing commas: Zed and Sublime Text, with the
/// positions of their keys (VS Code's: `VSCodeKeybindingsReaderTests`).
struct KeymapReaderTests {
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
