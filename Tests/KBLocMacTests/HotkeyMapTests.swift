import KBLoc
import KBLocMac
import Testing

/// Hotkeys by character (`HotkeyMap`): the key code and modifiers that press a shortcut written by
/// character on a layout, and the shortcut to show for a key code and modifiers.
struct HotkeyMapTests {
  /// A bundled input source's hotkey map.
  static func map(_ inputSource: String, policy: TranslationPolicy = .kbloc) throws -> HotkeyMap {
    HotkeyMap(layout: try Layout.bundled(inputSource: inputSource), policy: policy)
  }

  /// The hotkey map of a Dvorak `.keylayout` made at run time, on an ANSI keyboard.
  static func runtimeDvorak(qwertyWithCommand: Bool) throws -> HotkeyMap {
    HotkeyMap(
      layout: try RuntimeTableTests.runtimeTable(
        DvorakKeylayout.text(qwertyWithCommand: qwertyWithCommand), on: (.ansi, 15)))
  }

  // MARK: - Ground truth

  /// Dvorak types `,` on the key of `kVK_ANSI_W` (0x0D).
  @Test func dvorakCommandCommaIsOnTheWKey() throws {
    for map in [try Self.map("com.apple.keylayout.Dvorak"), try Self.runtimeDvorak(qwertyWithCommand: false)] {
      #expect(try map.hotkey(for: "Command-,") == Hotkey(keyCode: 0x0D, modifiers: .command))
      #expect(map.shortcut(for: Hotkey(keyCode: 0x0D, modifiers: .command)) == (try Shortcut(parsing: "Command-,")))
      #expect(map.display(Hotkey(keyCode: 0x0D, modifiers: .command)) == "⌘,")
      // ⇧⌘V, registered on Dvorak: the key of kVK_ANSI_Period (0x2F), where Dvorak types v.
      #expect(try map.hotkey(for: "Shift-Command-V") == Hotkey(keyCode: 0x2F, modifiers: [.shift, .command]))
    }
  }

  /// German types `/` with Shift on the key of 7 (`kVK_ANSI_7`, 0x1A).
  ///
  /// Under the `apple` policy, the hotkey presses what macOS registers for ⌘/ in a menu instead:
  /// ⌘ß.
  @Test func germanSlashIsShiftSeven() throws {
    let map = try Self.map("com.apple.keylayout.German")
    let hotkey = try #require(try map.hotkey(for: "Command-/"))
    #expect(hotkey == Hotkey(keyCode: 0x1A, modifiers: [.shift, .command]))
    #expect(map.shortcut(for: hotkey) == (try Shortcut(parsing: "Command-/")))
    #expect(map.display(hotkey) == "⇧⌘7")
    #expect(map.display(hotkey) == map.localize(try Shortcut(parsing: "Command-/")).display)
    let apple = try Self.map("com.apple.keylayout.German", policy: .apple)
    let registered = try #require(try apple.hotkey(for: "Command-/"))
    #expect(registered == Hotkey(keyCode: 0x1B, modifiers: .command))  // kVK_ANSI_Minus, German's ß
    #expect(apple.display(registered) == "⌘ß")
  }

  /// On an ISO keyboard, German's `<` key, beside left Shift, sends 0x32 (`kVK_ANSI_Grave`).
  @Test func isoGermanLessThanIsOnKeyCode0x32() throws {
    let map = try Self.map("com.apple.keylayout.German")
    #expect(map.keyboard == .iso)
    #expect(try map.hotkey(for: "Command-<") == Hotkey(keyCode: 0x32, modifiers: .command))
    #expect(map.shortcut(for: Hotkey(keyCode: 0x32, modifiers: .command)) == (try Shortcut(parsing: "Command-<")))
    // And the key left of 1 sends 0x0A (kVK_ISO_Section): ^, a dead key, on German.
    #expect(map.display(Hotkey(keyCode: 0x0A, modifiers: .command)) == "⌘^")
    // On ANSI, German's table has no key beside left Shift: `<` goes to the key left of 1, 0x32.
    let ansi = HotkeyMap(layout: try Layout.bundled(inputSource: "com.apple.keylayout.German", keyboard: .ansi))
    #expect(try ansi.hotkey(for: "Command-<") == Hotkey(keyCode: 0x32, modifiers: .command))
    #expect(ansi.display(Hotkey(keyCode: 0x0A, modifiers: .command)) == nil)
  }

  /// Dvorak – QWERTY ⌘ types QWERTY with ⌘ held: ⌘V on the key of `kVK_ANSI_V` (0x09), ⌃V on
  /// Dvorak's V key (0x2F).
  @Test func dvorakQWERTYCommandPressesCommandVOnTheVKey() throws {
    for map in [try Self.map("com.apple.keylayout.DVORAK-QWERTYCMD"), try Self.runtimeDvorak(qwertyWithCommand: true)] {
      #expect(try map.hotkey(for: "Command-V") == Hotkey(keyCode: 0x09, modifiers: .command))
      #expect(try map.hotkey(for: "Shift-Command-V") == Hotkey(keyCode: 0x09, modifiers: [.shift, .command]))
      #expect(try map.hotkey(for: "Control-V") == Hotkey(keyCode: 0x2F, modifiers: .control))
      #expect(map.display(Hotkey(keyCode: 0x09, modifiers: .command)) == "⌘V")
      #expect(map.display(Hotkey(keyCode: 0x09, modifiers: .control)) == "⌃K")
      #expect(map.shortcut(for: Hotkey(keyCode: 0x2F, modifiers: .control)) == (try Shortcut(parsing: "Control-V")))
    }
  }

  // MARK: - Every layout kbloc knows

  /// Truth, for every input source kbloc knows: each character a main key types with no modifier
  /// or with Shift, as a ⌘ shortcut and a ⌃⌥ one, gives a hotkey whose shortcut is the localized
  /// shortcut (the one written, where the layout types its character), displayed as the localized
  /// result is.
  @Test(arguments: AppleInputSource.all.map(\.identifier))
  func everyTypedCharacterRoundTrips(inputSource: String) throws {
    let map = try Self.map(inputSource)
    var checked = 0
    for entry in map.layout.keys where entry.group == 1 && entry.key.isMain && entry.key.name != "SPCE" {
      for level in entry.levels where level.modifiers == [] || level.modifiers == .shift {
        guard let character = level.character, !(level.modifiers == .shift && character.isLetter) else { continue }
        for modifiers in [Modifiers.command, [.control, .option]] {
          let shortcut = Shortcut(.character(character), modifiers: modifiers)
          let hotkey = try #require(map.hotkey(for: shortcut), "\(inputSource): \(shortcut)")
          if modifiers.contains(.command), map.layout.commandLevels(of: entry.key) != nil { continue }
          let localized = map.localize(shortcut)
          #expect(
            map.shortcut(for: hotkey).map(Self.uppercased) == localized.shortcut.map(Self.uppercased),
            "\(inputSource): \(shortcut) → \(hotkey)")
          if [.unchanged, .moved, .shifted].contains(localized.status), !localized.flags.contains(.mirrored) {
            #expect(localized.shortcut == shortcut, "\(inputSource): \(shortcut)")
          }
          #expect(map.display(hotkey) == map.localize(shortcut).display, "\(inputSource): \(shortcut)")
          checked += 1
        }
      }
    }
    #expect(checked > 40, "\(inputSource)")
  }

  /// `shortcut` with a letter trigger uppercased: results write letters other than ASCII in
  /// either case (`Command-ü` kept, `Command-É` on the digit row of French).
  static func uppercased(_ shortcut: Shortcut) -> Shortcut {
    guard case .character(let character) = shortcut.trigger, character.isLetter,
      let upper = character.uppercased().first, character.uppercased().count == 1,
      character.uppercased().lowercased() == String(character)
    else { return shortcut }
    return Shortcut(.character(upper), modifiers: shortcut.modifiers)
  }

  // MARK: - Named keys, policies

  @Test func namedKeysKeepTheirCodes() throws {
    let map = try Self.map("com.apple.keylayout.French")
    #expect(try map.hotkey(for: "Command-Left Arrow") == Hotkey(keyCode: 0x7B, modifiers: .command))
    #expect(try map.hotkey(for: "Control-Option-F5") == Hotkey(keyCode: 0x60, modifiers: [.control, .option]))
    #expect(map.shortcut(for: Hotkey(keyCode: 0x24, modifiers: .shift)) == (try Shortcut(parsing: "Shift-Return")))
    #expect(map.display(Hotkey(keyCode: 0x33, modifiers: .command)) == "⌘⌫")
  }

  /// `kbloc` presses ⌘[ at the reference position on German (Option types `[` there); `apple`
  /// where macOS registers it, ⌘Ö.
  @Test func thePolicyDecidesWhereACharacterNeedingOptionGoes() throws {
    let kbloc = try Self.map("com.apple.keylayout.German")
    let apple = try Self.map("com.apple.keylayout.German", policy: .apple)
    let us = try #require(try kbloc.hotkey(for: "Command-["))
    let macOS = try #require(try apple.hotkey(for: "Command-["))
    #expect(us.keyCode == 0x21)  // kVK_ANSI_LeftBracket, where German types ü
    #expect(kbloc.display(us) == "⌘Ü")
    #expect(apple.display(macOS) == "⌘Ö")
    #expect(kbloc.policy == .kbloc)
  }

  @Test func unreachableShortcutsAndUnknownCodesHaveNoHotkey() throws {
    let map = try Self.map("com.apple.keylayout.US")
    #expect(try map.hotkey(for: "Command-ж") == nil)
    #expect(map.shortcut(for: Hotkey(keyCode: 0x7F, modifiers: .command)) == nil)
    #expect(map.display(Hotkey(keyCode: 0x0A, modifiers: .command)) == nil)  // ANSI has no key 0x0A
  }
}
