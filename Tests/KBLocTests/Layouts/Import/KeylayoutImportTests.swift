import KBLoc
import KBLocTestSupport
import Testing

struct KeylayoutImportTests {
  /// The fixture's table, worked out by hand from `Test.keylayout`.
  ///
  /// KeyMap 0 for no modifier, 1 for Shift, 3 for Option, 4 (3 with four keys overridden) for
  /// Shift-Option. On an ISO keyboard (the default for a file that names no input source), key
  /// code 10 (`§`) is the key left of 1 and key code 50 (`<`) the key beside left Shift.
  static let expected: [TableRow] = [
    row("TLDE", ["§", "±", "¶", "¶"]),
    row("AE01", ["1", "!", "¡", "¡"]),
    row("AE02", ["2", "@", "™", "™"]),
    row("AD01", ["q", "Q", "œ", "Œ"]),
    row("AD02", ["w", "W", "∑", "∑"]),
    row("AD03", ["e", "E", "´", "´"], dead: [3, 4]),
    row("AD11", ["ü", "Ü", "`", "`"], dead: [3, 4]),
    row("AC01", ["a", "A", "å", "Å"]),
    row("AC02", ["s", "S", "ß", "ß"]),
    row("AC11", ["'", "\"", "æ", "Æ"]),
    row("LSGT", ["<", ">", "≤", "≥"]),
    row("SPCE", [" ", " ", "\u{A0}", "\u{A0}"]),
    TableRow(
      key: "RTRN",
      levels: [
        LevelRow(level: 1, modifiers: [], character: nil), LevelRow(level: 2, modifiers: .shift, character: nil),
      ]),
  ]

  /// The fixture's Command level: ⌘ selects map 5 (⇧⌘ too), which types `q` on the A key and `a`
  /// on the Q key; ⇧⌘ types what ⌘ does, so its level is the uppercase form.
  static let expectedCommandLevels: [TableRow] = [
    TableRow(
      key: "AD01",
      levels: [
        LevelRow(level: 1, modifiers: .command, character: "a"),
        LevelRow(level: 2, modifiers: [.shift, .command], character: "A"),
      ]),
    TableRow(
      key: "AC01",
      levels: [
        LevelRow(level: 1, modifiers: .command, character: "q"),
        LevelRow(level: 2, modifiers: [.shift, .command], character: "Q"),
      ]),
  ]

  static func layout() throws -> Layout {
    try Layout(keylayout: LayoutFileFixtures.text(LayoutFileFixtures.keylayout), name: "Test.keylayout")
  }

  /// The error importing `text` throws.
  static func error(importing text: String) throws -> LayoutImportError {
    do {
      _ = try Layout(keylayout: text, name: "bad.keylayout")
    } catch {
      return error
    }
    Issue.record("'\(text.prefix(80))' was imported")
    throw LayoutImportError.invalid("imported", at: SourcePosition(line: 1, column: 1))
  }

  // MARK: - The table

  @Test func importsTheFixturesTableExactly() throws {
    let layout = try Self.layout()
    #expect(layout.rows == Self.expected)
    #expect(layout.commandRows == Self.expectedCommandLevels)
    #expect(layout.name == "Test.keylayout")
    #expect(layout.groupNames == ["kbloc Test"])
    #expect(layout.platform == .mac)
    #expect(layout.source == .imported(.keylayout))
  }

  /// On ANSI, key code 50 is the key left of 1, and there is no key for code 10.
  @Test func onAnANSIKeyboardKeyCode50IsLeftOfOneAndCode10IsNotThere() throws {
    let layout = try Layout(
      keylayout: LayoutFileFixtures.text(LayoutFileFixtures.keylayout), name: "Test.keylayout", keyboard: .ansi)
    #expect(layout.keyboardType == .ansi)
    #expect(layout.rows.first == row("TLDE", ["<", ">", "≤", "≥"]))
    #expect(layout.levels(of: Key(name: "LSGT")) == nil)
    #expect(layout.strokes(for: "§").isEmpty)
    #expect(try Self.layout().keyboardType == .iso)
  }

  /// On JIS, the `<layout>` for keyboard types 206–207 (listed before the one from 0) is read.
  ///
  /// It names the JIS `keyMapSet`, which inherits every map and adds the ¥ and _ keys and `@` on
  /// code 33. JIS has neither the key left of 1 nor the key beside left Shift.
  @Test func onAJISKeyboardTheJISLayoutElementIsRead() throws {
    let layout = try Layout(
      keylayout: LayoutFileFixtures.text(LayoutFileFixtures.keylayout), name: "Test.keylayout", keyboard: .jis)
    #expect(layout.keyboardType == .jis)
    let byKey = Dictionary(layout.rows.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    #expect(byKey["AE13"] == row("AE13", ["¥", "|", "\\", "|"]))
    #expect(byKey["AB11"] == row("AB11", ["_", "_", nil, nil]))
    #expect(byKey["AD11"] == row("AD11", ["@", "`", "`", "`"], dead: [3, 4]))
    #expect(byKey["TLDE"] == nil)
    #expect(byKey["LSGT"] == nil)
    // Everything else is the other set's, inherited.
    #expect(byKey["AC01"] == row("AC01", ["a", "A", "å", "Å"]))
    #expect(layout.commandRows == Self.expectedCommandLevels)
    // The ISO table is not the JIS one.
    #expect(try Self.layout().levels(of: Key(name: "AE13")) == nil)
  }

  @Test func deadKeysAreTheirTerminatorsAndNameXKBsKeysym() throws {
    let layout = try Self.layout()
    let acute = try #require(layout.levels(of: Key(name: "AD03"))?.levels.first { $0.level == 3 })
    #expect(acute.isDead)
    #expect(acute.character == "´")
    #expect(acute.keysym == "dead_acute")
    let grave = try #require(layout.levels(of: Key(name: "AD11"))?.levels.first { $0.level == 3 })
    #expect(grave.keysym == "dead_grave")
  }

  @Test func levelsNameTheirKeysymsTheXKBWay() throws {
    let layout = try Self.layout()
    #expect(layout.levels(of: Key(name: "AD11"))?.levels.first?.keysym == "U00FC")
    #expect(layout.levels(of: Key(name: "AC11"))?.levels.map(\.keysym).prefix(2) == ["apostrophe", "quotedbl"])
    #expect(layout.levels(of: Key(name: "RTRN"))?.levels.first?.keysym == "Return")
    #expect(layout.levels(of: Key(name: "AC01"))?.levels.first?.keysym == "a")
    #expect(layout.commandLevels(of: Key(name: "AC01"))?.levels.first?.keysym == "q")
  }

  @Test func legacyKeyCodesOutsideTheCatalogAreSkipped() throws {
    // Code 52 (0x34, an old PowerBook Enter) types U+0003 in the fixture; no catalog key has it.
    let layout = try Self.layout()
    #expect(Key.catalog.contains { $0.macKeyCode == 52 } == false)
    #expect(layout.keys.count == Self.expected.count)
  }

  /// Truth: the first stroke `type` gives for every character the fixture types is, in the
  /// hand-written table, a key and level that types that character.
  @Test func everyStrokeTypesItsCharacterThroughTheImportedTable() throws {
    let layout = try Self.layout()
    var checked = 0
    for expectedRow in Self.expected {
      for level in expectedRow.levels {
        guard let character = level.character else { continue }
        let stroke = try #require(layout.strokes(for: character).first, "no stroke for '\(character)'")
        let typed = Self.expected.first { $0.key == stroke.key.name }?.levels.first { $0.level == stroke.level }
        #expect(typed?.character == character, "\(stroke) for '\(character)'")
        #expect(typed?.modifiers == stroke.modifiers)
        #expect(typed?.isDead == stroke.isDead)
        checked += 1
      }
    }
    #expect(checked == 48)
  }

  @Test func translatesThroughTheCommandMap() throws {
    let layout = try Self.layout()
    let localizer = ShortcutLocalizer(layout: layout)
    let result = try localizer.localize("Command-Q")
    #expect(result.press?.key.name == "AC01")
    #expect(try localizer.localize("Shift-Command-A").press?.key.name == "AD01")
    // The localizer's table is the one ⌘ sees; the layout's own keys are what the keys type.
    #expect(localizer.layout.character(at: Key(name: "AC01"), group: 1, modifiers: []) == "q")
    #expect(layout.character(at: Key(name: "AC01"), group: 1, modifiers: []) == "a")
    #expect(layout.strokes(for: "q").first?.key.name == "AD01")
  }

  /// Folding keeps the Option levels of a key, and folding twice is folding once.
  @Test func foldingTheCommandLevelKeepsOptionAndIsIdempotent() throws {
    let folded = try Self.layout().foldingCommandLevels()
    #expect(folded.rows.first { $0.key == "AC01" } == row("AC01", ["q", "Q", "å", "Å"]))
    #expect(folded.rows.first { $0.key == "AD01" } == row("AD01", ["a", "A", "œ", "Œ"]))
    #expect(folded.foldingCommandLevels().rows == folded.rows)
    #expect(folded.commandRows == Self.expectedCommandLevels)
  }

  /// ⇧⌘ in a map of its own types that map's character; in none, no level.
  @Test func shiftCommandInAMapOfItsOwnIsRead() throws {
    let modifiers = """
      <modifierMap id="m" defaultIndex="0">
        <keyMapSelect mapIndex="1"><modifier keys="anyShift"/></keyMapSelect>
        <keyMapSelect mapIndex="2"><modifier keys="command"/></keyMapSelect>
        <keyMapSelect mapIndex="3"><modifier keys="anyShift command"/></keyMapSelect>
      </modifierMap>
      """
    let layout = try Layout(
      keylayout: Self.document(
        modifierMap: modifiers,
        keyMaps: """
          <keyMap index="0"><key code="0" output="b"/><key code="1" output="c"/></keyMap>
          <keyMap index="1"><key code="0" output="B"/><key code="1" output="C"/></keyMap>
          <keyMap index="2"><key code="0" output="x"/><key code="1" output="y"/></keyMap>
          <keyMap index="3"><key code="0" output="!"/></keyMap>
          """),
      name: "small")
    #expect(
      layout.commandRows == [
        TableRow(
          key: "AC01",
          levels: [
            LevelRow(level: 1, modifiers: .command, character: "x"),
            LevelRow(level: 2, modifiers: [.shift, .command], character: "!"),
          ]),
        TableRow(key: "AC02", levels: [LevelRow(level: 1, modifiers: .command, character: "y")]),
      ])
  }

  // MARK: - Small documents

  /// A minimal keylayout with one keyMap per modifier combination given.
  static func document(modifierMap: String, keyMaps: String, extra: String = "") -> String {
    """
    <keyboard group="0" id="1" name="Small">
      <layouts><layout first="0" last="0" modifiers="m" mapSet="s"/></layouts>
      \(modifierMap)
      <keyMapSet id="s">\(keyMaps)</keyMapSet>
      \(extra)
    </keyboard>
    """
  }

  static let plainModifiers = """
    <modifierMap id="m" defaultIndex="0">
      <keyMapSelect mapIndex="0"><modifier keys="command?"/></keyMapSelect>
      <keyMapSelect mapIndex="1"><modifier keys="anyShift command?"/></keyMapSelect>
    </modifierMap>
    """

  @Test func withoutACommandMapOfItsOwnTheTableIsTheTypingTable() throws {
    let layout = try Layout(
      keylayout: Self.document(
        modifierMap: Self.plainModifiers,
        keyMaps:
          #"<keyMap index="0"><key code="0" output="b"/></keyMap><keyMap index="1"><key code="0" output="B"/></keyMap>"#
      ),
      name: "small")
    // No keyMapSelect matches Option, so the default index selects keyMap 0 for it, as on a Mac.
    #expect(layout.rows == [row("AC01", ["b", "B", "b", "b"])])
  }

  @Test func inlineActionsAndMissingTerminatorsAreRead() throws {
    let layout = try Layout(
      keylayout: Self.document(
        modifierMap: Self.plainModifiers,
        keyMaps: """
          <keyMap index="0"><key code="0"><action id="x"><when state="none" next="d"/></action></key></keyMap>
          <keyMap index="1"><key code="0"><action id="y"><when state="none" output="Y"/></action></key></keyMap>
          """),
      name: "small")
    let levels = try #require(layout.levels(of: Key(name: "AC01"))?.levels)
    #expect(levels.map(\.isDead) == [true, false, true, true])
    #expect(levels.map(\.character) == [nil, "Y", nil, nil])
  }

  // MARK: - Bad input

  @Test func xmlThatIsNotAKeylayout() throws {
    let error = try Self.error(importing: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>")
    #expect(error == .notAKeylayout(root: "plist", at: SourcePosition(line: 2, column: 1)))
    #expect(error.description == "2:1: Not an Apple keyboard layout: the root element is <plist>, not <keyboard>")
  }

  @Test func malformedXMLIsPositioned() throws {
    let error = try Self.error(importing: "<keyboard>\n  <layouts>\n</keyboard>")
    #expect(
      error.description == "3:1: End tag </keyboard> does not match <layouts> opened at line 2, column 3")
  }

  @Test func unknownKeyCodeNamesItsPlace() throws {
    let error = try Self.error(
      importing: Self.document(
        modifierMap: Self.plainModifiers,
        keyMaps: "<keyMap index=\"0\">\n  <key code=\"200\" output=\"x\"/></keyMap><keyMap index=\"1\"/>"))
    #expect(error == .unknownKeyCode("200", suggestions: [], at: SourcePosition(line: 8, column: 14)))
    #expect(error.message == "Unknown key code '200'")
  }

  @Test func unknownModifierIsAnError() throws {
    let error = try Self.error(
      importing: Self.document(
        modifierMap:
          #"<modifierMap id="m" defaultIndex="0"><keyMapSelect mapIndex="0"><modifier keys="anyShift hyper?"/></keyMapSelect></modifierMap>"#,
        keyMaps: #"<keyMap index="0"/>"#))
    #expect(error == .unknownModifier("hyper?", at: SourcePosition(line: 3, column: 83)))
  }

  @Test func missingPartsAreNamed() throws {
    let noKeyMap = try Self.error(
      importing: Self.document(modifierMap: Self.plainModifiers, keyMaps: #"<keyMap index="0"/>"#))
    #expect(noKeyMap.message == #"Missing <keyMap index="1"> in <keyMapSet id="s">"#)
    let noModifierMap = try Self.error(importing: Self.document(modifierMap: "", keyMaps: ""))
    #expect(noModifierMap.message == #"Missing <modifierMap id="m">, which <layout> names"#)
    #expect(noModifierMap.position == SourcePosition(line: 2, column: 50))
    let noAction = try Self.error(
      importing: Self.document(
        modifierMap: Self.plainModifiers,
        keyMaps: #"<keyMap index="0"><key code="0" action="nowhere"/></keyMap><keyMap index="1"/>"#))
    #expect(noAction.message == #"Missing <action id="nowhere">, which this key names"#)
    let noLayouts = try Self.error(importing: "<keyboard/>")
    #expect(noLayouts.message == "Missing <layouts> in <keyboard>")
  }

  @Test func inheritanceCyclesAreErrors() throws {
    let error = try Self.error(
      importing: Self.document(
        modifierMap: Self.plainModifiers,
        keyMaps: #"<keyMap index="0" baseMapSet="s" baseIndex="1"/><keyMap index="1" baseMapSet="s" baseIndex="0"/>"#))
    #expect(error.message.contains("is its own base"))
  }

  @Test func nonNumericIndexesAreErrors() throws {
    let error = try Self.error(
      importing: Self.document(
        modifierMap: #"<modifierMap id="m" defaultIndex="zero"/>"#, keyMaps: #"<keyMap index="0"/>"#))
    #expect(error.message == "The attribute 'defaultIndex' of <modifierMap> is 'zero', not a whole number")
  }
}
