import KBLoc
import Testing

/// The Command level (`Layout.commandLevels`) of the input sources that type another layout while
/// ⌘ is held, and how the localizer matches shortcuts through it.
struct CommandLevelTests {
  static let dvorakQWERTY = "com.apple.keylayout.DVORAK-QWERTYCMD"

  /// Dvorak – QWERTY ⌘'s table types Dvorak; its Command level is QWERTY, `us(mac)`, on every
  /// key where the two differ.
  @Test(arguments: KeyboardType.allCases)
  func dvorakQWERTYCommandTypesQWERTYWithCommand(keyboard: KeyboardType) throws {
    let layout = try Layout.bundled(inputSource: Self.dvorakQWERTY, keyboard: keyboard)
    #expect(AppleInputSource.named(Self.dvorakQWERTY)?.commandLayoutName == "us(mac)")
    #expect(layout.character(at: Key(name: "AB04"), group: 1, modifiers: []) == "k")
    #expect(layout.commandLevels(of: Key(name: "AB04"))?.levels.map(\.character) == ["v", "V"])
    #expect(layout.commandLevels(of: Key(name: "AB04"))?.levels.map(\.modifiers) == [.command, [.shift, .command]])
    #expect(layout.commandLevels(of: Key(name: "AD01"))?.levels.map(\.character) == ["q", "Q"])
    // Dvorak types a and the digits where QWERTY does: no Command level there.
    #expect(layout.commandLevels(of: Key(name: "AC01")) == nil)
    #expect(layout.commandLevels(of: Key(name: "AE05")) == nil)
    let us = Layout.usReference(for: .mac)
    for entry in layout.commandLevels {
      #expect(entry.levels.first?.character == us.character(at: entry.key, group: 1, modifiers: []), "\(entry.key)")
    }
    #expect(layout.commandLevels.count > 25)
  }

  /// Shortcuts go through the Command level: ⌘V on the key QWERTY types v on.
  @Test func theLocalizerMatchesShortcutsThroughTheCommandLevel() throws {
    let layout = try Layout.bundled(inputSource: Self.dvorakQWERTY)
    let localizer = ShortcutLocalizer(layout: layout)
    #expect(try localizer.localize("Command-V").press?.key.name == "AB04")
    #expect(try localizer.localize("Command-[").press?.key.name == "AD11")
    let dvorak = ShortcutLocalizer(layout: try Layout.bundled(inputSource: "com.apple.keylayout.Dvorak"))
    #expect(try dvorak.localize("Command-V").press?.key.name == "AB09")
  }

  /// No other input source kbloc knows has a Command level.
  @Test func noOtherInputSourceHasACommandLevel() throws {
    for entry in AppleInputSource.all where entry.identifier != Self.dvorakQWERTY {
      #expect(entry.commandLayoutName == nil, "\(entry.identifier)")
      #expect(try Layout.bundled(inputSource: entry.identifier).commandLevels.isEmpty, "\(entry.identifier)")
    }
  }

  /// Placing a table on a keyboard places its Command level with it; folding a table without one
  /// changes nothing.
  @Test func placingMovesTheCommandLevelAndFoldingWithoutOneIsTheTable() throws {
    let iso = try Layout.bundled(inputSource: Self.dvorakQWERTY, keyboard: .iso)
    let command = try #require(iso.commandLevels(of: Key(name: "AB04")))
    let placed = Layout(
      name: "x", groupNames: ["X"], platform: .mac, keys: iso.keys, keyboardType: nil,
      commandLevels: [KeyLevels(key: Key(name: "TLDE"), group: 1, levels: command.levels)]
    ).placed(on: .iso, keysNamedBy: .macKeyCode)
    #expect(placed.commandLevels.map(\.key.name) == ["LSGT"])
    let german = try Layout.bundled(inputSource: "com.apple.keylayout.German")
    #expect(german.foldingCommandLevels().keys == german.keys)
  }
}
