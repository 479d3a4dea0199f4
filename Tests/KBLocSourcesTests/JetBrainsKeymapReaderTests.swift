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

  static func position(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

  @Test func keyboardShortcutsGiveDefinitionsWithPositions() throws {
    let reading = try SourceReader.read(Self.keymap, format: .jetbrains, file: "keymap.xml")
    #expect(
      reading.definitions.map(\.id) == [
        "GotoFile", "CommentByLineComment", "CommentByLineComment (stroke 2)", "EditorDeleteLine", "EditorDeleteLine",
      ])
    #expect(
      reading.definitions.map(\.keys) == [
        "Shift-Command-O", "Control-K", "Control-C", "Command-Delete", "Option-[",
      ])
    #expect(
      reading.definitions.map(\.position) == [
        Self.position(3, 41), Self.position(7, 41), Self.position(7, 41), Self.position(10, 41), Self.position(11, 41),
      ])
    #expect(
      reading.definitions.map(\.entryPosition) == [
        Self.position(3, 5), Self.position(7, 5), Self.position(7, 5), Self.position(10, 5), Self.position(11, 5),
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
      reading.unread == [
        UnreadDeclaration(file: "keymap.xml", position: Self.position(14, 41), reason: .unknownKey("NUMPAD5")),
        UnreadDeclaration(
          file: "keymap.xml", position: Self.position(15, 41), reason: .unsupportedModifier("altGraph")),
      ])
  }

  @Test func aWordThatIsNotAModifierIsNotRead() throws {
    let text = #"<keymap><action id="A"><keyboard-shortcut first-keystroke="hyper A"/></action></keymap>"#
    let reading = try SourceReader.read(text, format: .jetbrains, file: "keymap.xml")
    #expect(reading.definitions.isEmpty)
    #expect(
      reading.unread == [
        UnreadDeclaration(
          file: "keymap.xml", position: Self.position(1, 60),
          reason: .unreadableKeys("'hyper' in the keystroke 'hyper A' is not a modifier"))
      ])
  }

  @Test func brokenXMLIsAnErrorAtItsPosition() {
    #expect(throws: SourceReadError.self) {
      try SourceReader.read("<keymap>\n  <action id=\"x\">\n</keymap>", format: .jetbrains, file: "keymap.xml")
    }
  }
}
