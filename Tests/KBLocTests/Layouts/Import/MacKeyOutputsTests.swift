import KBLoc
import Testing

/// `MacKeyOutputs` and `Layout(macKeys:name:groupName:keyboard:source:)`: the one place where the
/// `.keylayout` importer and the table made at run time on a Mac shape a key's outputs.
struct MacKeyOutputsTests {
  static let a = MacKeyOutputs.Output("a")

  @Test func levelsOneToFourAreTheTypingLevels() {
    let key = MacKeyOutputs(keyCode: 0x00, levels: [.init("a"), .init("A"), .init("´", isDead: true), nil])
    let levels = key.typingLevels()
    #expect(levels.map(\.modifiers) == [[], .shift, .option])
    #expect(levels.map(\.character) == ["a", "A", "´"])
    #expect(levels.map(\.isDead) == [false, false, true])
    #expect(levels[2].keysym == "dead_acute")
  }

  /// The Command level rule: none where ⌘ types level 1 or nothing; ⇧⌘ its own where it differs
  /// from ⌘, else the ⌘ character's uppercase form, else nothing.
  @Test func theCommandLevelRule() {
    let typing: [MacKeyOutputs.Output?] = [.init("k"), .init("K")]
    func command(_ command: MacKeyOutputs.Output?, _ shift: MacKeyOutputs.Output?) -> [Character?] {
      MacKeyOutputs(keyCode: 0x09, levels: typing, command: command, shiftCommand: shift).commandLevels()
        .map(\.character)
    }
    #expect(command(nil, nil) == [])
    #expect(command(.init("k"), .init("K")) == [], "⌘ types level 1")
    #expect(command(.init(""), .init("V")) == [], "⌘ types nothing")
    #expect(command(.init("v"), .init("V")) == ["v", "V"])
    #expect(command(.init("v"), .init("v")) == ["v", "V"], "⇧⌘ as ⌘: the uppercase form")
    #expect(command(.init("1"), .init("1")) == ["1"], "no uppercase form")
    #expect(command(.init("v"), nil) == ["v"])
    #expect(command(.init("v"), .init("")) == ["v"])
    let levels = MacKeyOutputs(keyCode: 0x09, levels: typing, command: .init("v"), shiftCommand: .init("V"))
      .commandLevels()
    #expect(levels.map(\.modifiers) == [.command, [.shift, .command]])
    #expect(levels.map(\.level) == [1, 2])
  }

  /// Keys are placed on the keyboard by virtual key code; codes outside the catalog, keys the
  /// keyboard lacks and a code given twice (the second time) are left out.
  @Test func tablesArePlacedByKeyCode() {
    let keys = [
      MacKeyOutputs(keyCode: 0x32, levels: [.init("<"), .init(">")], command: .init("x"), shiftCommand: .init("X")),
      MacKeyOutputs(keyCode: 0x0A, levels: [.init("^")]),
      MacKeyOutputs(keyCode: 0x34, levels: [.init("\u{3}")]),
      MacKeyOutputs(keyCode: 0x00, levels: [Self.a]),
      MacKeyOutputs(keyCode: 0x00, levels: [.init("b")]),
    ]
    let iso = Layout(macKeys: keys, name: "t", groupName: "T", keyboard: .iso, source: .imported(.keylayout))
    #expect(iso.keys.map(\.key.name) == ["TLDE", "AC01", "LSGT"])
    #expect(iso.character(at: Key(name: "AC01"), group: 1, modifiers: []) == "a")
    #expect(iso.commandLevels.map(\.key.name) == ["LSGT"])
    #expect(iso.groupNames == ["T"])
    #expect(iso.keyboardType == .iso)
    let jis = Layout(macKeys: keys, name: "t", groupName: "T", keyboard: .jis, source: .imported(.keylayout))
    #expect(jis.keys.map(\.key.name) == ["AC01"])
    #expect(jis.commandLevels.isEmpty)
  }
}
