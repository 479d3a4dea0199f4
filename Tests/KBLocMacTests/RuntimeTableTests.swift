import KBLoc
import KBLocMac
import KBLocTestSupport
import Testing

/// The table made at run time from a key-translation function
/// (`Layout(translatingKeysWith:name:groupName:keyboard:source:)`), fed by a reading of
/// `.keylayout` files written from Apple's Technical Note TN2056 on its own
/// (``KeylayoutTranslator``): it must equal `Layout(keylayout:)`'s table cell for cell, Command
/// level and dead keys included, on every keyboard.
struct RuntimeTableTests {
  /// A keyboard and a physical keyboard type (Gestalt's) of it: ANSI and ISO Apple Adjustable
  /// keyboards, a USB Pro JIS keyboard.
  static let keyboards: [(type: KeyboardType, physical: Int)] = [(.ansi, 15), (.iso, 16), (.jis, 206)]

  /// The fixtures: the importer tests' `.keylayout`, and Dvorak with and without QWERTY on ⌘.
  static func fixtures() throws -> [(name: String, text: String)] {
    [
      (LayoutFileFixtures.keylayout, try LayoutFileFixtures.text(LayoutFileFixtures.keylayout)),
      ("Dvorak", DvorakKeylayout.text(qwertyWithCommand: false)),
      ("Dvorak – QWERTY ⌘", DvorakKeylayout.text(qwertyWithCommand: true)),
    ]
  }

  /// The run-time table of `text` on a keyboard.
  static func runtimeTable(
    _ text: String, on keyboard: (type: KeyboardType, physical: Int),
    deadKeys: KeylayoutTranslator.IgnoredDeadKey = .terminator
  ) throws -> Layout {
    let translator = try KeylayoutTranslator(
      keylayout: text, keyboardType: keyboard.physical, deadKeysIgnoredType: deadKeys)
    return Layout(
      translatingKeysWith: translator, name: "runtime", groupName: "Runtime", keyboard: keyboard.type,
      source: .connected("a test"))
  }

  @Test(arguments: 0..<3, 0..<3)
  func theRuntimeTableEqualsTheImportedOneCellForCell(fixture: Int, keyboard: Int) throws {
    let (name, text) = try Self.fixtures()[fixture]
    let board = Self.keyboards[keyboard]
    let imported = try Layout(keylayout: text, name: name, keyboard: board.type)
    for deadKeys in [KeylayoutTranslator.IgnoredDeadKey.terminator, .nothing] {
      let runtime = try Self.runtimeTable(text, on: board, deadKeys: deadKeys)
      #expect(runtime.keys == imported.keys, "\(name) on \(board.type), dead keys \(deadKeys)")
      #expect(runtime.commandLevels == imported.commandLevels, "\(name) on \(board.type)")
      #expect(runtime.keyboardType == board.type)
    }
    #expect(imported.keys.count > 10)
  }

  /// The comparison can fail: the tables have dead keys, a Command level and, on JIS, keys of
  /// their own, so a builder that missed any would differ.
  @Test func theFixturesHaveWhatTheComparisonChecks() throws {
    let jis = try Self.runtimeTable(try LayoutFileFixtures.text(LayoutFileFixtures.keylayout), on: (.jis, 206))
    #expect(jis.character(at: Key(name: "AE13"), group: 1, modifiers: []) == "¥")
    #expect(jis.level(at: Key(name: "AD03"), group: 1, modifiers: .option)?.isDead == true)
    #expect(jis.level(at: Key(name: "AD03"), group: 1, modifiers: .option)?.character == "´")
    #expect(jis.commandLevels(of: Key(name: "AC01"))?.levels.map(\.character) == ["q", "Q"])
    let ansi = try Self.runtimeTable(try LayoutFileFixtures.text(LayoutFileFixtures.keylayout), on: (.ansi, 15))
    #expect(ansi.character(at: Key(name: "AE13"), group: 1, modifiers: []) == nil)
    #expect(ansi.character(at: Key(name: "AD11"), group: 1, modifiers: []) == "ü")
  }

  /// Dvorak – QWERTY ⌘'s Command level is QWERTY: ⇧⌘ selects a map of its own.
  @Test func dvorakQWERTYCommandTypesQWERTYWithCommand() throws {
    let layout = try Self.runtimeTable(DvorakKeylayout.text(qwertyWithCommand: true), on: (.ansi, 15))
    #expect(layout.character(at: Key(name: "AB04"), group: 1, modifiers: []) == "k")
    #expect(layout.commandLevels(of: Key(name: "AB04"))?.levels.map(\.character) == ["v", "V"])
    #expect(layout.commandLevels(of: Key(name: "AE11"))?.levels.map(\.character) == ["-", "_"])
    // Where Dvorak types what QWERTY types, there is no Command level.
    #expect(layout.commandLevels(of: Key(name: "AC01")) == nil)
    #expect(layout.commandLevels(of: Key(name: "AE01")) == nil)
    let plain = try Self.runtimeTable(DvorakKeylayout.text(qwertyWithCommand: false), on: (.ansi, 15))
    #expect(plain.commandLevels.isEmpty)
  }

  /// A dead key's accent: with the translator's own ``KeyTranslationOptions/noDeadKeys``
  /// answer, or, when that types nothing, from Space in the dead-key state less the space.
  @Test(arguments: [KeylayoutTranslator.IgnoredDeadKey.terminator, .nothing])
  func deadKeysAreTheirAccent(ignored: KeylayoutTranslator.IgnoredDeadKey) throws {
    let layout = try Self.runtimeTable(
      DvorakKeylayout.text(qwertyWithCommand: false), on: (.ansi, 15), deadKeys: ignored)
    let acute = try #require(layout.level(at: Key(name: "AC03"), group: 1, modifiers: .option))
    #expect(acute.isDead)
    #expect(acute.character == "´")
    #expect(acute.keysym == "dead_acute")
  }

  /// On ISO, the key sending 0x32 is beside left Shift and the one sending 0x0A left of 1.
  @Test func onISOTheTwoSwappedKeysSwap() throws {
    let text = try LayoutFileFixtures.text(LayoutFileFixtures.keylayout)
    let iso = try Self.runtimeTable(text, on: (.iso, 16))
    #expect(iso.character(at: Key(name: "LSGT"), group: 1, modifiers: []) == "<")
    #expect(iso.character(at: Key(name: "TLDE"), group: 1, modifiers: []) == "§")
    let ansi = try Self.runtimeTable(text, on: (.ansi, 15))
    #expect(ansi.character(at: Key(name: "TLDE"), group: 1, modifiers: []) == "<")
    #expect(ansi.levels(of: Key(name: "LSGT")) == nil)
  }

  /// Every key is asked from no dead-key state; a state is passed on only to Space, to read a dead
  /// key's accent when the translator types nothing for it with ``KeyTranslationOptions/noDeadKeys``.
  @Test(arguments: [KeylayoutTranslator.IgnoredDeadKey.terminator, .nothing])
  func keysAreAskedFromNoDeadKeyState(ignored: KeylayoutTranslator.IgnoredDeadKey) throws {
    let translator = Recording(
      inner: try KeylayoutTranslator(
        keylayout: try LayoutFileFixtures.text(LayoutFileFixtures.keylayout), keyboardType: 16,
        deadKeysIgnoredType: ignored))
    let layout = Layout(
      translatingKeysWith: translator, name: "t", groupName: "T", keyboard: .iso, source: .connected("a test"))
    let calls = translator.calls.calls
    let withState = calls.filter { $0.state != 0 }
    #expect(withState.allSatisfy { $0.keyCode == 0x31 && $0.modifiers == [] && $0.options == [] })
    #expect(withState.isEmpty == (ignored == .terminator))
    // Six modifier levels for each catalog key with a key code.
    #expect(
      calls.filter { $0.state == 0 && $0.options == [] }.count == 6 * Key.catalog.filter { $0.macKeyCode != nil }.count)
    #expect(layout.character(at: Key(name: "AD03"), group: 1, modifiers: []) == "e")
    #expect(layout.source == .connected("a test"))
    #expect(layout.platform == .mac)
  }

  /// A translator that records what it is asked.
  struct Recording: KeyTranslator {
    final class Calls {
      var calls: [(keyCode: UInt16, modifiers: CarbonModifiers, state: UInt32, options: KeyTranslationOptions)] = []
    }

    let inner: KeylayoutTranslator
    let calls = Calls()

    func translate(
      keyCode: UInt16, modifiers: CarbonModifiers, deadKeyState: UInt32, options: KeyTranslationOptions
    ) -> KeyTranslation? {
      calls.calls.append((keyCode, modifiers, deadKeyState, options))
      return inner.translate(keyCode: keyCode, modifiers: modifiers, deadKeyState: deadKeyState, options: options)
    }
  }
}
