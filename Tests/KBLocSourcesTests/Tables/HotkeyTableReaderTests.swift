import KBLoc
import KBLocSources
import Testing

/// Hotkey tables an app ships, in JSON and YAML: entries naming a key and a modifier group or
/// modifiers, told by their content whatever the file's name.
struct HotkeyTableReaderTests {
  /// A table written from the shape the reader documents: two modifier groups, entries using
  /// them, modifiers as a list and as joined text, a key it does not know.
  static let json = """
    {
      "layouts": ["tall", "wide"],
      "hyper": ["control", "option"],
      "meh": ["option", "shift"],
      "toggle-float": {
        "mod": "meh",
        "key": "t"
      },
      "focus-main": {"mods": ["cmd", "ctrl"], "key": "enter"},
      "throw-left": {"modifiers": "hyper+shift", "key": "left"},
      "open-thing": {"mod": "hyper", "key": "no-such-key"},
      "window-margins": false
    }
    """

  @Test func readsEntriesWithGroupsAndModifiers() throws {
    let reading = try SourceReader.read(Self.json, format: .hotkeyTable, file: "default.myapp")
    #expect(
      reading.definitions.map(\.shortcut) == [
        try Shortcut(parsing: "Option-Shift-T"), try Shortcut(parsing: "Control-Command-Return"),
        try Shortcut(parsing: "Control-Option-Shift-Left Arrow"),
      ])
    #expect(reading.definitions.map(\.title) == ["Toggle Float", "Focus Main", "Throw Left"])
    #expect(reading.definitions.map(\.action) == ["toggle-float", "focus-main", "throw-left"])
    #expect(reading.definitions.first?.position == SourcePosition(line: 7, column: 12))
    #expect(reading.unread.map(\.reason) == [.unknownKey("no-such-key")])
  }

  @Test func isToldByContentWhateverTheName() throws {
    #expect(SourceFormat(detectingFrom: "Resources/default.myapp", text: Self.json) == .hotkeyTable)
    #expect(SourceFormat(detectingFrom: "settings.json", text: Self.json) == .hotkeyTable)
    // One entry is a coincidence, not a table.
    #expect(SourceFormat(detectingFrom: "a.json", text: #"{"x": {"key": "a", "mod": "cmd"}}"#) == nil)
    // Objects with a key but no modifier field are not entries.
    #expect(SourceFormat(detectingFrom: "b.json", text: #"{"a": {"key": "a"}, "b": {"key": "b"}}"#) == nil)
  }

  static let yaml = """
    # Groups of modifiers.
    mod1:
      - option
      - shift
    # Move to the next layout.
    cycle-layout:
      mod: mod1
      key: space
    shrink-main:
      mod: mod1
      key: ","
    hotkeys:
      relaunch-app:
        mods: [command, option, control]
        key: z
    """

  @Test func readsYAML() throws {
    #expect(SourceFormat(detectingFrom: "sample.yml", text: Self.yaml) == .hotkeyTable)
    let reading = try SourceReader.read(Self.yaml, format: .hotkeyTable, file: "sample.yml")
    #expect(
      reading.definitions.map(\.shortcut) == [
        try Shortcut(parsing: "Option-Shift-Space"), try Shortcut(parsing: "Option-Shift-,"),
        try Shortcut(parsing: "Control-Option-Command-Z"),
      ])
    #expect(reading.definitions.map(\.title) == ["Cycle Layout", "Shrink Main", "Relaunch App"])
    #expect(reading.definitions.first?.position.line == 8)
  }

  @Test func leavesOtherYAMLAlone() {
    #expect(SourceFormat(detectingFrom: ".github/workflows/ci.yml", text: "on: push\njobs:\n  build: {}\n") == nil)
    #expect(SourceFormat(detectingFrom: "bad.yml", text: "key: [\nmod") == nil)
  }
}
