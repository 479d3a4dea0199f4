import KBLoc
import KBLocSources
import Testing

/// Global hotkeys in Swift, each form written from its API's documentation: Carbon's
/// `RegisterEventHotKey`, KeyboardShortcuts, HotKey, MASShortcut, ShortcutRecorder, Magnet and
/// defaults dictionaries.
struct SwiftHotkeyReaderTests {
  static func read(_ text: String) throws -> SourceReading {
    try SourceReader.read(text, format: .swift, file: "Hotkeys.swift")
  }

  static func shortcuts(_ text: String) throws -> [Shortcut] {
    try read(text).definitions.map(\.shortcut)
  }

  static let global = ShortcutScope(context: ShortcutScope.Context(kind: .global), element: .globalHotkey)

  @Test func readsCarbonRegistrations() throws {
    let text = """
      import Carbon
      func register() {
        var ref: EventHotKeyRef?
        RegisterEventHotKey(UInt32(kVK_ANSI_V), UInt32(cmdKey | shiftKey), id, GetApplicationEventTarget(), 0, &ref)
        RegisterEventHotKey(46, 0x1000 | 0x800, id, target, 0, &ref)
        RegisterEventHotKey(UInt32(kVK_Return), UInt32(optionKey), id, target, 0, &ref)
        RegisterEventHotKey(keyCode, modifiers, id, target, 0, &ref)
      }
      """
    let reading = try Self.read(text)
    #expect(
      reading.definitions.map(\.shortcut) == [
        try Shortcut(parsing: "Shift-Command-code:KeyV"), try Shortcut(parsing: "Control-Option-code:KeyM"),
        try Shortcut(parsing: "Option-Return"),
      ])
    #expect(reading.definitions.allSatisfy { $0.scope == Self.global })
    #expect(reading.definitions.first?.position.line == 4)
    #expect(reading.unread.map(\.reason) == [.notLiteral("key", "keyCode")])
    #expect(reading.unread.first?.position.line == 7)
  }

  @Test func readsKeyboardShortcutsNames() throws {
    let text = """
      import KeyboardShortcuts
      extension KeyboardShortcuts.Name {
        static let toggleUnicornMode = Self("toggleUnicornMode", default: .init(.k, modifiers: [.command, .option]))
        static let showPanel = Self("showPanel", default: Shortcut(.space, modifiers: [.control]))
        static let recorded = Self("recordedOnly")
      }
      """
    let reading = try Self.read(text)
    #expect(
      reading.definitions.map(\.shortcut) == [
        try Shortcut(parsing: "Option-Command-code:KeyK"), try Shortcut(parsing: "Control-Space"),
      ])
    #expect(reading.definitions.map(\.title) == ["Toggle Unicorn Mode", "Show Panel"])
    #expect(reading.definitions.map(\.action) == ["toggleUnicornMode", "showPanel"])
    #expect(reading.unread.map(\.reason) == [.recordedByUser("recordedOnly")])
  }

  @Test func readsHotKeyAndMASShortcut() throws {
    let text = """
      let hotKey = HotKey(key: .r, modifiers: [.command, .option])
      let combo = KeyCombo(key: .leftArrow, modifiers: [.control])
      let shortcut = MASShortcut(keyCode: kVK_ANSI_J, modifierFlags: [.command, .shift])
      let saved = HotKey(keyCombo: savedCombo)
      """
    let reading = try Self.read(text)
    #expect(
      reading.definitions.map(\.shortcut) == [
        try Shortcut(parsing: "Option-Command-code:KeyR"), try Shortcut(parsing: "Control-Left Arrow"),
        try Shortcut(parsing: "Shift-Command-code:KeyJ"),
      ])
    #expect(reading.unread.map(\.reason) == [.notLiteral("key", "savedCombo")])
  }

  @Test func readsMagnetAsCharacters() throws {
    let text = """
      import Magnet
      let main = KeyCombo(key: .v, cocoaModifiers: [.command, .shift])
      let history = KeyCombo(QWERTYKeyCode: 9, carbonModifiers: 4352)
      let defaults: [String: Any] = ["history": ["keyCode": 11, "modifiers": 768]]
      """
    let reading = try Self.read(text)
    #expect(
      reading.definitions.map(\.shortcut) == [
        try Shortcut(parsing: "Shift-Command-V"), try Shortcut(parsing: "Control-Command-V"),
        try Shortcut(parsing: "Shift-Command-B"),
      ])
    #expect(reading.definitions.last?.title == "History")
  }

  @Test func readsDefaultsDictionariesAsKeys() throws {
    let text = """
      let defaults: [String: Any] = [
        "toggleWindow": ["keyCode": 49, "modifierFlags": 1_572_864],
      ]
      """
    #expect(try Self.shortcuts(text) == [try Shortcut(parsing: "Option-Command-Space")])
  }

  @Test func readsShortcutRecorder() throws {
    let text = """
      let defaults = [
        "cancel": Shortcut(keyEquivalent: "⎋"),
        "next": Shortcut(keyEquivalent: "⌥⇥"),
        "close": Shortcut(keyEquivalent: "W"),
        "find": Shortcut(code: .ansiF, modifierFlags: [.command], characters: nil, charactersIgnoringModifiers: nil),
        "hold": Shortcut(keyEquivalent: "⌥"),
      ]
      """
    let reading = try Self.read(text)
    #expect(
      reading.definitions.map(\.shortcut) == [
        try Shortcut(parsing: "Escape"), try Shortcut(parsing: "Option-Tab"), try Shortcut(parsing: "W"),
        try Shortcut(parsing: "Command-code:KeyF"),
      ])
    #expect(reading.unread.map(\.reason) == [.unsupportedModifier("⌥")])
  }

  @Test func leavesOtherCallsAlone() throws {
    let text = """
      let name = Notification.Name("didChange")
      let other = Name("plain")
      let shortcut = Shortcut(title: "x")
      """
    let reading = try Self.read(text)
    #expect(reading.definitions.isEmpty)
    #expect(reading.unread.isEmpty)
  }
}

extension SwiftHotkeyReaderTests {
  @Test func readsAnAppsOwnHotkeyDefault() throws {
    let text = """
      struct Config {
        static let defaults = Definition(
          theme: nil,
          mainWindowHotKey: .init(key: "M", modifiers: ["Shift", "Command", "Option"])
        )
        static let other = Item(key: "x", modifiers: ["Command"])
      }
      """
    let reading = try Self.read(text)
    #expect(reading.definitions.map(\.shortcut) == [try Shortcut(parsing: "Option-Shift-Command-code:KeyM")])
    #expect(reading.definitions.first?.title == "Main Window")
    #expect(reading.definitions.first?.position.line == 4)
  }

  @Test func readsShortcutRecorderValuesOnlyAsDefaults() throws {
    let text = """
      struct SystemShortcuts {
        static let forceQuit = Shortcut(code: .escape, modifierFlags: [.command, .option], characters: nil, charactersIgnoringModifiers: nil)
        static let defaultToggle = Shortcut(keyEquivalent: "⌃⌥T")
      }
      func defaultShortcuts() -> [Shortcut] {
        return [Shortcut(keyEquivalent: "⌘K")]
      }
      """
    #expect(
      try Self.shortcuts(text) == [try Shortcut(parsing: "Control-Option-T"), try Shortcut(parsing: "Command-K")])
  }

  @Test func notesARegistrationAtItsCall() throws {
    let text = """
      let status = RegisterEventHotKey(
        keyCode,
        UInt32(modifiers.rawValue),
        hotKeyID, GetEventDispatcherTarget(), 0, &ref)
      """
    #expect(try Self.read(text).unread.map(\.position.line) == [1])
  }
}

/// KeyboardShortcuts' names are values: global once the repository registers them
/// (`onKeyDown(for:)`, `events(for:)`, `enable(_:)`…, as its documentation registers them).
extension SwiftHotkeyReaderTests {
  static let names = """
    import KeyboardShortcuts
    extension KeyboardShortcuts.Name {
      static let toggleUnicornMode = Self("toggleUnicornMode", default: .init(.k, modifiers: [.command, .option]))
      static let showRainbow = Self("showRainbow", default: .init(.r, modifiers: [.command, .shift]))
      static let pin = Self("pin", default: .init(.p, modifiers: [.option]))
    }
    """

  static let appLocal = ShortcutScope(context: .anywhere, element: .keyHandler)

  static func scopes(_ files: [String]) throws -> [ShortcutScope?] {
    let readings = try files.enumerated().map { try SourceReader.read($1, format: .swift, file: "File\($0).swift") }
    return SourceScan(readings: readings, name: "App").readings.flatMap(\.definitions).map(\.scope)
  }

  @Test func aNameIsGlobalOnlyWhereTheRepositoryRegistersIt() throws {
    let app = """
      import KeyboardShortcuts
      func applicationDidFinishLaunching() {
        KeyboardShortcuts.onKeyDown(for: .toggleUnicornMode) { toggle() }
        Task { for await _ in KeyboardShortcuts.events(.keyUp, for: KeyboardShortcuts.Name("showRainbow")) {} }
        KeyboardShortcuts.disable(.pin)
      }
      """
    #expect(try Self.scopes([Self.names, app]) == [Self.global, Self.global, Self.appLocal])
    // Read alone, the file registers none of its names.
    #expect(try Self.read(Self.names).definitions.map(\.scope) == [Self.appLocal, Self.appLocal, Self.appLocal])
    #expect(try Self.scopes([Self.names, "KeyboardShortcuts.enable([.pin])"]).last == Self.global)
  }

  @Test func aRegistrationOfANameKblocCannotSpellRegistersEveryName() throws {
    let app = """
      import KeyboardShortcuts
      func install(_ names: [KeyboardShortcuts.Name]) {
        for name in names { KeyboardShortcuts.onKeyDown(for: name) { run(name) } }
      }
      """
    #expect(try Self.scopes([Self.names, app]) == [Self.global, Self.global, Self.global])
  }
}
