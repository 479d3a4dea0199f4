import KBLoc
import Testing

/// Shortcuts matched by key code (issue 30, item 2), translated on the keyboards recorded on Macs
/// (Layouts/Recorded) placed on ANSI, ISO and JIS keyboards: the key is the place the code names,
/// and what it types is the layout's.
struct KeyCodeTranslationTests {
  static func definition(_ id: String, _ keys: String, code: KeyCode?, scope: ShortcutScope? = nil) throws
    -> ShortcutDefinition
  {
    ShortcutDefinition(id: id, shortcut: try Shortcut(parsing: keys), keys: keys, scope: scope, keyCode: code)
  }

  static func localize(_ definitions: [ShortcutDefinition], on inputSource: String, keyboard: KeyboardType? = nil)
    throws -> [LocalizedShortcut]
  {
    let layout = try Layout.bundled(inputSource: inputSource, keyboard: keyboard)
    return ShortcutLocalizer(layout: layout).localize(definitions)
  }

  @Test func onDvorakTheKeyInWsPlaceTypesAComma() throws {
    let close = try Self.definition("close", "Command-code:KeyW", code: KeyCode(.mac, 0x0D))
    let result = try #require(try Self.localize([close], on: "com.apple.keylayout.Dvorak").first)
    #expect(result.status == .unchanged)
    #expect(result.press?.key.name == "AD02")
    #expect(result.press?.character == ",")
    #expect(result.reason.contains("key code mac:0x0D"))
  }

  /// kVK_ANSI_Grave is the key left of 1 on an ANSI keyboard, beside left Shift on an ISO one.
  ///
  /// A Mac layout is keyed by virtual key code too, so German types `<` with it on both:
  /// the key moves, the character does not.
  @Test(arguments: [(KeyboardType.iso, "LSGT"), (.ansi, "TLDE")])
  func theGraveKeyCodeMovesOnAnISOKeyboard(_ keyboard: KeyboardType, _ key: String) throws {
    let grave = try Self.definition("grave", "Command-code:Backquote", code: KeyCode(.mac, 0x32))
    let result = try #require(try Self.localize([grave], on: "com.apple.keylayout.German", keyboard: keyboard).first)
    #expect(result.press?.key.name == key)
    #expect(result.press?.character == "<")
  }

  /// `code:Backquote` is the key left of 1, whatever the keyboard: `^` on German on ISO.
  @Test func aPhysicalKeyWithoutAKeyCodeDoesNotMove() throws {
    let grave = try Self.definition("grave", "Command-code:Backquote", code: nil)
    let result = try #require(try Self.localize([grave], on: "com.apple.keylayout.German", keyboard: .iso).first)
    #expect(result.press?.key.name == "TLDE")
    #expect(result.press?.character == "^")
  }

  /// kVK_JIS_Yen is on JIS keyboards only, kVK_ISO_Section on ISO and JIS ones: elsewhere no key
  /// sends them, and the result says so.
  @Test(
    arguments: [
      (KeyCode(.mac, 0x5D), "Command-code:IntlYen", KeyboardType.ansi),
      (KeyCode(.mac, 0x5D), "Command-code:IntlYen", .iso),
      (KeyCode(.mac, 0x0A), "Command-code:IntlBackslash", .ansi), (KeyCode(.mac, 0x32), "Command-code:Backquote", .jis),
    ] as [(KeyCode, String, KeyboardType)])
  func aKeyCodeNoKeySendsIsUnreachable(_ code: KeyCode, _ keys: String, _ keyboard: KeyboardType) throws {
    let definition = try Self.definition("missing", keys, code: code)
    let result = try #require(try Self.localize([definition], on: "com.apple.keylayout.US", keyboard: keyboard).first)
    #expect(result.status == .unreachable)
    #expect(
      result.reason.contains("no key sends key code \(code) on \(keyboard == .jis ? "a" : "an") \(keyboard) keyboard"))
  }

  @Test func aJISKeyIsOnAJISKeyboard() throws {
    let yen = try Self.definition("yen", "Command-code:IntlYen", code: KeyCode(.mac, 0x5D))
    let result = try #require(try Self.localize([yen], on: "com.apple.keylayout.US", keyboard: .jis).first)
    #expect(result.press?.key.name == "AE13")
  }

  /// A key handler's ⌘W by key code and a menu item's ⌘, are one press on Dvorak, not on US.
  @Test func aKeyCodeAndACharacterConflictWhereTheyAreOnePress() throws {
    let app = [ShortcutScope.Target(name: "Editor", kind: .app)]
    let close = try Self.definition(
      "close", "Command-code:KeyW", code: KeyCode(.mac, 0x0D),
      scope: ShortcutScope(targets: app, context: .view("EditorView"), element: .keyHandler))
    let settings = try Self.definition(
      "settings", "Command-,", code: nil, scope: ShortcutScope(targets: app, context: .mainMenu, element: .menuItem))
    let dvorak = try Self.localize([close, settings], on: "com.apple.keylayout.Dvorak")
    #expect(dvorak[0].conflictsWith.contains("settings"))
    #expect(dvorak[1].conflictsWith.contains("close"))
    let us = try Self.localize([close, settings], on: "com.apple.keylayout.US")
    #expect(!us[0].conflictsWith.contains("settings"))
    #expect(!us[1].conflictsWith.contains("close"))
  }
}
