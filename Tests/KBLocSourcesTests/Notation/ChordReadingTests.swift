import KBLoc
import KBLocSources
import Testing

/// Every reader reads a chord the same way: whole, one definition per stroke, or, when one stroke
/// cannot be read, not at all, with one note at that stroke.
struct ChordReadingTests {
  @Test func aVSCodeChordWithAnUnknownStrokeIsOneNote() throws {
    let text = #"[{"key": "ctrl+k ctrl+bogus", "command": "x"}, {"key": "ctrl+k ctrl+c", "command": "y"}]"#
    let reading = try SourceReader.read(text, format: .vscode, file: "keybindings.json")
    #expect(reading.definitions.map(\.id) == ["y", "y (stroke 2)"])
    #expect(
      reading.unread.map(\.description) == [
        "keybindings.json:1:10: note: not read: no keyboard has the key 'bogus'"
      ])
  }

  @Test func zedAndSublimeChordsAreReadWholeOrNotAtAll() throws {
    let zed = try SourceReader.read(
      #"[{"bindings": {"cmd-k cmd-bogus": "x"}}]"#, format: .zed, file: "keymap.json")
    #expect(zed.definitions.isEmpty)
    #expect(zed.unread.map(\.position.description) == ["1:16"])
    let sublime = try SourceReader.read(
      #"[{"keys": ["primary+k", "primary+bogus"], "command": "x"}]"#, format: .sublime, file: "a.sublime-keymap")
    #expect(sublime.definitions.isEmpty)
    #expect(sublime.unread.map(\.position.description) == ["1:12"])
  }

  @Test func aJetBrainsChordIsOneNoteAtTheFirstStrokeNotRead() throws {
    let text = """
      <keymap>
        <action id="A"><keyboard-shortcut first-keystroke="ctrl K" second-keystroke="ctrl NUMPAD5"/></action>
        <action id="B"><keyboard-shortcut first-keystroke="ctrl INSERT" second-keystroke="ctrl NUMPAD5"/></action>
      </keymap>
      """
    let reading = try SourceReader.read(text, format: .jetbrains, file: "keymap.xml")
    #expect(reading.definitions.isEmpty)
    #expect(
      reading.unread.map(\.description) == [
        "keymap.xml:2:80: note: not read: no keyboard has the key 'NUMPAD5'",
        "keymap.xml:3:54: note: not read: no keyboard has the key 'INSERT'",
      ])
  }

  @Test func aQtKeySequenceWithAnUnknownKeyIsOneNote() throws {
    let text =
      #"<ui><action name="a"><property name="shortcut"><string>Ctrl+K, Ctrl+Print</string></property></action></ui>"#
    let reading = try SourceReader.read(text, format: .qt, file: "form.ui")
    #expect(reading.definitions.isEmpty)
    #expect(reading.unread.map(\.description) == ["form.ui:1:48: note: not read: no keyboard has the key 'Print'"])
  }
}
