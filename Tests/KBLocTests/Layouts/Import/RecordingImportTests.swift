import KBLoc
import KBLocTestSupport
import Testing

struct RecordingImportTests {
  /// `de-linux.json`, by hand: level 3 is AltGr; the mask 4 makes BracketLeft's AltGr level
  /// dead, the mask 1 Backquote's first level; ShiftLeft types nothing, NumpadParenLeft and
  /// AudioVolumeUp are outside the catalog.
  static let linuxExpected: [TableRow] = [
    row("TLDE", ["^", "°", "′", "″"], dead: [1], levelThree: .altGr),
    row("AE07", ["7", "/", "{", "⅞"], levelThree: .altGr),
    row("AE08", ["8", "(", "[", "™"], levelThree: .altGr),
    row("AE11", ["ß", "?", "\\", "¿"], levelThree: .altGr),
    row("AD01", ["q", "Q", "@", "Ω"], levelThree: .altGr),
    row("AD03", ["e", "E", "€", "€"], levelThree: .altGr),
    row("AD06", ["z", "Z", "←", "¥"], levelThree: .altGr),
    row("AD11", ["ü", "Ü", "¨", "°"], dead: [3], levelThree: .altGr),
    row("AC01", ["a", "A", "æ", "Æ"], levelThree: .altGr),
    row("LSGT", ["<", ">", "|", "¦"], levelThree: .altGr),
    row("AB01", ["y", "Y", "»", "›"], levelThree: .altGr),
    row("SPCE", [" ", " ", " ", " "], levelThree: .altGr),
    TableRow(
      key: "RTRN",
      levels: [
        LevelRow(level: 1, modifiers: [], character: nil), LevelRow(level: 2, modifiers: .shift, character: nil),
        LevelRow(level: 3, modifiers: .altGr, character: nil),
        LevelRow(level: 4, modifiers: [.altGr, .shift], character: nil),
      ]),
  ]

  /// `de-mac.json`, by hand: level 3 is Option; Digit5's Shift-Option level is empty.
  ///
  /// The file names no input source, so it sits on an ISO keyboard: as on Apple's German keyboard,
  /// `^ °` left of 1 (the recording's `IntlBackslash`), `< >` beside left Shift (its `Backquote`).
  static let macExpected: [TableRow] = [
    row("TLDE", ["^", "°", "„", "“"], dead: [1]),
    row("AE05", ["5", "%", "[", nil]),
    row("AE12", ["´", "`", "'", "˙"], dead: [1, 2]),
    row("AC01", ["a", "A", "å", "Å"]),
    row("AC09", ["l", "L", "@", "ﬂ"]),
    row("LSGT", ["<", ">", "≤", "≥"]),
    row("AB06", ["n", "N", "~", "‘"], dead: [3]),
    row("SPCE", [" ", " ", " ", " "]),
  ]

  static func layout(_ fixture: String) throws -> Layout {
    try Layout(recording: LayoutFileFixtures.text(fixture), name: fixture)
  }

  static func error(importing text: String) throws -> LayoutImportError {
    do {
      _ = try Layout(recording: text, name: "bad.json")
    } catch {
      return error
    }
    Issue.record("'\(text.prefix(80))' was imported")
    throw LayoutImportError.invalid("imported", at: SourcePosition(line: 1, column: 1))
  }

  // MARK: - Tables

  @Test func importsTheLinuxRecordingExactly() throws {
    let layout = try Self.layout(LayoutFileFixtures.linuxRecording)
    #expect(layout.rows == Self.linuxExpected)
    #expect(layout.platform == .pc)
    #expect(layout.groupNames == ["de"])
    #expect(layout.source == .imported(.recording))
  }

  @Test func importsTheMacRecordingExactly() throws {
    let layout = try Self.layout(LayoutFileFixtures.macRecording)
    #expect(layout.rows == Self.macExpected)
    #expect(layout.platform == .mac)
    #expect(layout.groupNames == [LayoutFileFixtures.macRecording])
  }

  @Test func aMacInputSourceIdMakesAMacLayout() throws {
    let layout = try Layout(
      recording:
        #"{"layout": {"id": "com.apple.keylayout.German", "localizedName": "German"}, "mapping": {"KeyA": ["a", "A", "å", "Å", 0]}}"#,
      name: "x")
    #expect(layout.platform == .mac)
    #expect(layout.groupNames == ["German"])
    #expect(layout.rows == [row("AC01", ["a", "A", "å", "Å"])])
  }

  /// Truth: the first stroke for every character each recording types is, in the hand-written
  /// table, a key and level that types it.
  @Test(arguments: [
    (LayoutFileFixtures.linuxRecording, RecordingImportTests.linuxExpected),
    (LayoutFileFixtures.macRecording, RecordingImportTests.macExpected),
  ])
  func everyStrokeTypesItsCharacterThroughTheImportedTable(fixture: String, expected: [TableRow]) throws {
    let layout = try Self.layout(fixture)
    for expectedRow in expected {
      for level in expectedRow.levels {
        guard let character = level.character else { continue }
        let stroke = try #require(layout.strokes(for: character).first, "no stroke for '\(character)'")
        let typed = expected.first { $0.key == stroke.key.name }?.levels.first { $0.level == stroke.level }
        #expect(typed?.character == character, "\(stroke) for '\(character)'")
        #expect(typed?.modifiers == stroke.modifiers)
        #expect(typed?.isDead == stroke.isDead)
      }
    }
  }

  @Test func translatesOnTheImportedLayout() throws {
    let localizer = ShortcutLocalizer(layout: try Self.layout(LayoutFileFixtures.linuxRecording))
    // On German, Z and Y swap places: Command-Z is pressed on the key XKB calls AB01.
    #expect(try localizer.localize("Command-Z").press?.key.name == "AD06")
    #expect(try localizer.localize("Command-Y").press?.key.name == "AB01")
  }

  // MARK: - Bad input

  /// A key must say what it types unshifted, and an array gives the four levels or none.
  @Test func missingLevelsAreErrors() throws {
    let object = try Self.error(importing: "{\n  \"KeyA\": {\"withShift\": \"A\", \"withAltGr\": \"æ\"}\n}")
    #expect(object == .missingLevel(code: "KeyA", level: "value", at: SourcePosition(line: 2, column: 11)))
    #expect(
      object.description
        == "2:11: The key 'KeyA' has no 'value'; a recording gives value, withShift, withAltGr and withShiftAltGr")
    let array = try Self.error(importing: #"{"KeyA": ["a", "A"]}"#)
    #expect(array == .missingLevel(code: "KeyA", level: "withAltGr", at: SourcePosition(line: 1, column: 10)))
  }

  /// Theia's recordings leave out the levels that type nothing; VS Code writes `[]` for such a key.
  @Test func levelsLeftOutTypeNothing() throws {
    let layout = try Layout(
      recording: #"{"KeyA": {"value": "a", "withShift": "A"}, "Enter": [], "KeyB": ["b", "B", "", "", 0]}"#,
      name: "x.json")
    #expect(
      layout.rows == [row("AC01", ["a", "A", nil, nil], levelThree: .altGr), row("AB05", ["b", "B", nil, nil])])
  }

  @Test func unknownCodesAreErrorsWithSuggestions() throws {
    let error = try Self.error(importing: #"{"KeyA": ["a", "A", "", "", 0], "Keya": ["a", "A", "", "", 0]}"#)
    #expect(error.position == SourcePosition(line: 1, column: 33))
    #expect(error.message == "Unknown key code 'Keya'; did you mean 'KeyA'?")
  }

  @Test func wrongShapesAreErrors() throws {
    #expect(
      try Self.error(importing: "[1, 2]").message
        == "Not a keyboard recording: the JSON is an array, not an object of KeyboardEvent.code values")
    #expect(try Self.error(importing: "{}").message == "Not a keyboard recording: the object names no key")
    #expect(
      try Self.error(importing: #"{"KeyA": ["a", "A", 3, ""]}"#)
        == .invalid("'withAltGr' of 'KeyA' is a number, not a string", at: SourcePosition(line: 1, column: 21)))
    #expect(
      try Self.error(importing: #"{"KeyA": ["a", "A", "", "", 16]}"#).message
        == "The dead-key mask of 'KeyA' is '16', not a whole number from 0 to 15")
    #expect(try Self.error(importing: #"{"KeyA": "a"}"#).position == SourcePosition(line: 1, column: 10))
  }

  @Test func malformedJSONIsPositioned() throws {
    let error = try Self.error(importing: "{\n  \"KeyA\": [\"a\", \"A\",]\n}")
    #expect(error.description == "2:20: Trailing comma before ']'; remove it, JSON allows none")
  }
}
