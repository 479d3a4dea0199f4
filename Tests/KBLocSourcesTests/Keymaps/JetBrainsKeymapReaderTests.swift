import KBLoc
import KBLocSources
import Testing

/// JetBrains keymaps: modifier words, `KeyEvent` key names, chords, mouse shortcuts ignored,
/// unknown words noted.
struct JetBrainsKeymapReaderTests {
  static let keymap = """
    <keymap version="1" name="Mac OS X 10.5+ copy" parent="Mac OS X 10.5+">
      <action id="GotoFile">
        <keyboard-shortcut first-keystroke="meta shift O"/>
        <mouse-shortcut keystroke="meta button1"/>
      </action>
      <action id="CommentByLineComment">
        <keyboard-shortcut first-keystroke="ctrl K" second-keystroke="ctrl C"/>
      </action>
      <action id="EditorDeleteLine">
        <keyboard-shortcut first-keystroke="meta BACK_SPACE"/>
        <keyboard-shortcut first-keystroke="alt OPEN_BRACKET"/>
      </action>
      <action id="Run">
        <keyboard-shortcut first-keystroke="ctrl NUMPAD5"/>
        <keyboard-shortcut first-keystroke="altGraph F5"/>
      </action>
    </keymap>
    """

  @Test func keyboardShortcutsGiveDefinitionsWithPositions() throws {
    let reading = try SourceReader.read(Self.keymap, format: .jetbrains, file: "keymap.xml")
    #expect(
      reading.declared == [
        "GotoFile: Shift-Command-O at 3:41, entry 3:5",
        "CommentByLineComment: Control-K at 7:41, entry 7:5",
        "CommentByLineComment (stroke 2): Control-C at 7:41, entry 7:5",
        "EditorDeleteLine: Command-Delete at 10:41, entry 10:5",
        "EditorDeleteLine: Option-[ at 11:41, entry 11:5",
      ])
    #expect(reading.definitions.allSatisfy { $0.title == nil })
  }

  @Test func aSecondKeystrokeKeepsTheWholeChord() throws {
    let reading = try SourceReader.read(Self.keymap, format: .jetbrains, file: "keymap.xml")
    #expect(
      reading.definitions.map { $0.extra["chord"]?.string } == [nil, "ctrl K, ctrl C", "ctrl K, ctrl C", nil, nil])
  }

  @Test func unknownKeysAndModifiersAreNotRead() throws {
    let reading = try SourceReader.read(Self.keymap, format: .jetbrains, file: "keymap.xml")
    #expect(
      reading.notes == [
        "keymap.xml:14:41: note: not read: no keyboard has the key 'NUMPAD5'",
        "keymap.xml:15:41: note: not read: the modifier 'altGraph' has no place in a shortcut",
      ])
  }

  @Test func aWordThatIsNotAModifierIsNotRead() throws {
    let text = #"<keymap><action id="A"><keyboard-shortcut first-keystroke="hyper A"/></action></keymap>"#
    let reading = try SourceReader.read(text, format: .jetbrains, file: "keymap.xml")
    #expect(reading.definitions.isEmpty)
    #expect(reading.notes == ["keymap.xml:1:60: note: not read: 'hyper' in the keystroke 'hyper A' is not a modifier"])
  }

  @Test func brokenXMLIsAnErrorAtItsPosition() {
    #expect(throws: SourceReadError.self) {
      try SourceReader.read("<keymap>\n  <action id=\"x\">\n</keymap>", format: .jetbrains, file: "keymap.xml")
    }
  }
}
