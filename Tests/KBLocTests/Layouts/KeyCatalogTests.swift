import KBLoc
import Testing

/// Pins the key catalog row by row.
///
/// The table below is written out independently of `Key+Catalog.swift`, from the sources that file
/// names: xkeyboard-config's `keycodes/evdev` for the XKB names, the W3C "UI Events KeyboardEvent
/// code Values" for `code`, the USB HID Usage Tables (Keyboard/Keypad page 0x07) for the usages, and
/// Carbon's `HIToolbox/Events.h` for the macOS virtual key codes (`kVK_…`). Changing a row of the
/// catalog means changing it here too, on purpose.
struct KeyCatalogTests {
  struct Row: CustomStringConvertible, Sendable {
    let name: String
    let code: String
    let hid: UInt16
    let mac: UInt16?
    let section: Key.Section

    var description: String { name }
  }

  /// Every catalog key in keyboard order: XKB name, `KeyboardEvent.code`, HID usage, `kVK_…`.
  static let pinned: [Row] = [
    // Typing block.
    Row(name: "TLDE", code: "Backquote", hid: 0x35, mac: 0x32, section: .alphanumeric),  // kVK_ANSI_Grave
    Row(name: "AE01", code: "Digit1", hid: 0x1E, mac: 0x12, section: .alphanumeric),  // kVK_ANSI_1
    Row(name: "AE02", code: "Digit2", hid: 0x1F, mac: 0x13, section: .alphanumeric),
    Row(name: "AE03", code: "Digit3", hid: 0x20, mac: 0x14, section: .alphanumeric),
    Row(name: "AE04", code: "Digit4", hid: 0x21, mac: 0x15, section: .alphanumeric),
    Row(name: "AE05", code: "Digit5", hid: 0x22, mac: 0x17, section: .alphanumeric),  // kVK_ANSI_5
    Row(name: "AE06", code: "Digit6", hid: 0x23, mac: 0x16, section: .alphanumeric),  // kVK_ANSI_6
    Row(name: "AE07", code: "Digit7", hid: 0x24, mac: 0x1A, section: .alphanumeric),
    Row(name: "AE08", code: "Digit8", hid: 0x25, mac: 0x1C, section: .alphanumeric),
    Row(name: "AE09", code: "Digit9", hid: 0x26, mac: 0x19, section: .alphanumeric),
    Row(name: "AE10", code: "Digit0", hid: 0x27, mac: 0x1D, section: .alphanumeric),
    Row(name: "AE11", code: "Minus", hid: 0x2D, mac: 0x1B, section: .alphanumeric),
    Row(name: "AE12", code: "Equal", hid: 0x2E, mac: 0x18, section: .alphanumeric),
    Row(name: "AE13", code: "IntlYen", hid: 0x89, mac: 0x5D, section: .alphanumeric),  // kVK_JIS_Yen
    Row(name: "AD01", code: "KeyQ", hid: 0x14, mac: 0x0C, section: .alphanumeric),
    Row(name: "AD02", code: "KeyW", hid: 0x1A, mac: 0x0D, section: .alphanumeric),
    Row(name: "AD03", code: "KeyE", hid: 0x08, mac: 0x0E, section: .alphanumeric),
    Row(name: "AD04", code: "KeyR", hid: 0x15, mac: 0x0F, section: .alphanumeric),
    Row(name: "AD05", code: "KeyT", hid: 0x17, mac: 0x11, section: .alphanumeric),
    Row(name: "AD06", code: "KeyY", hid: 0x1C, mac: 0x10, section: .alphanumeric),
    Row(name: "AD07", code: "KeyU", hid: 0x18, mac: 0x20, section: .alphanumeric),
    Row(name: "AD08", code: "KeyI", hid: 0x0C, mac: 0x22, section: .alphanumeric),
    Row(name: "AD09", code: "KeyO", hid: 0x12, mac: 0x1F, section: .alphanumeric),
    Row(name: "AD10", code: "KeyP", hid: 0x13, mac: 0x23, section: .alphanumeric),
    Row(name: "AD11", code: "BracketLeft", hid: 0x2F, mac: 0x21, section: .alphanumeric),
    Row(name: "AD12", code: "BracketRight", hid: 0x30, mac: 0x1E, section: .alphanumeric),
    Row(name: "AC01", code: "KeyA", hid: 0x04, mac: 0x00, section: .alphanumeric),
    Row(name: "AC02", code: "KeyS", hid: 0x16, mac: 0x01, section: .alphanumeric),
    Row(name: "AC03", code: "KeyD", hid: 0x07, mac: 0x02, section: .alphanumeric),
    Row(name: "AC04", code: "KeyF", hid: 0x09, mac: 0x03, section: .alphanumeric),
    Row(name: "AC05", code: "KeyG", hid: 0x0A, mac: 0x05, section: .alphanumeric),
    Row(name: "AC06", code: "KeyH", hid: 0x0B, mac: 0x04, section: .alphanumeric),
    Row(name: "AC07", code: "KeyJ", hid: 0x0D, mac: 0x26, section: .alphanumeric),
    Row(name: "AC08", code: "KeyK", hid: 0x0E, mac: 0x28, section: .alphanumeric),
    Row(name: "AC09", code: "KeyL", hid: 0x0F, mac: 0x25, section: .alphanumeric),
    Row(name: "AC10", code: "Semicolon", hid: 0x33, mac: 0x29, section: .alphanumeric),
    Row(name: "AC11", code: "Quote", hid: 0x34, mac: 0x27, section: .alphanumeric),
    // evdev has one keycode (51) for both US Backslash (HID 0x31) and ISO Non-US # (HID 0x32).
    Row(name: "BKSL", code: "Backslash", hid: 0x31, mac: 0x2A, section: .alphanumeric),
    Row(name: "LSGT", code: "IntlBackslash", hid: 0x64, mac: 0x0A, section: .alphanumeric),  // kVK_ISO_Section
    Row(name: "AB01", code: "KeyZ", hid: 0x1D, mac: 0x06, section: .alphanumeric),
    Row(name: "AB02", code: "KeyX", hid: 0x1B, mac: 0x07, section: .alphanumeric),
    Row(name: "AB03", code: "KeyC", hid: 0x06, mac: 0x08, section: .alphanumeric),
    Row(name: "AB04", code: "KeyV", hid: 0x19, mac: 0x09, section: .alphanumeric),
    Row(name: "AB05", code: "KeyB", hid: 0x05, mac: 0x0B, section: .alphanumeric),
    Row(name: "AB06", code: "KeyN", hid: 0x11, mac: 0x2D, section: .alphanumeric),
    Row(name: "AB07", code: "KeyM", hid: 0x10, mac: 0x2E, section: .alphanumeric),
    Row(name: "AB08", code: "Comma", hid: 0x36, mac: 0x2B, section: .alphanumeric),
    Row(name: "AB09", code: "Period", hid: 0x37, mac: 0x2F, section: .alphanumeric),
    Row(name: "AB10", code: "Slash", hid: 0x38, mac: 0x2C, section: .alphanumeric),
    Row(name: "AB11", code: "IntlRo", hid: 0x87, mac: 0x5E, section: .alphanumeric),  // kVK_JIS_Underscore
    Row(name: "SPCE", code: "Space", hid: 0x2C, mac: 0x31, section: .alphanumeric),
    // Control keys.
    Row(name: "ESC", code: "Escape", hid: 0x29, mac: 0x35, section: .control),
    Row(name: "TAB", code: "Tab", hid: 0x2B, mac: 0x30, section: .control),
    Row(name: "BKSP", code: "Backspace", hid: 0x2A, mac: 0x33, section: .control),  // kVK_Delete
    Row(name: "RTRN", code: "Enter", hid: 0x28, mac: 0x24, section: .control),  // kVK_Return
    Row(name: "CAPS", code: "CapsLock", hid: 0x39, mac: 0x39, section: .control),
    Row(name: "LFSH", code: "ShiftLeft", hid: 0xE1, mac: 0x38, section: .control),
    Row(name: "RTSH", code: "ShiftRight", hid: 0xE5, mac: 0x3C, section: .control),
    Row(name: "LCTL", code: "ControlLeft", hid: 0xE0, mac: 0x3B, section: .control),
    Row(name: "RCTL", code: "ControlRight", hid: 0xE4, mac: 0x3E, section: .control),
    Row(name: "LALT", code: "AltLeft", hid: 0xE2, mac: 0x3A, section: .control),  // kVK_Option
    Row(name: "RALT", code: "AltRight", hid: 0xE6, mac: 0x3D, section: .control),  // kVK_RightOption
    Row(name: "LWIN", code: "MetaLeft", hid: 0xE3, mac: 0x37, section: .control),  // kVK_Command
    Row(name: "RWIN", code: "MetaRight", hid: 0xE7, mac: 0x36, section: .control),  // kVK_RightCommand
    Row(name: "COMP", code: "ContextMenu", hid: 0x65, mac: 0x6E, section: .control),  // kVK_ContextualMenu
    // Function row.
    Row(name: "FK01", code: "F1", hid: 0x3A, mac: 0x7A, section: .function),
    Row(name: "FK02", code: "F2", hid: 0x3B, mac: 0x78, section: .function),
    Row(name: "FK03", code: "F3", hid: 0x3C, mac: 0x63, section: .function),
    Row(name: "FK04", code: "F4", hid: 0x3D, mac: 0x76, section: .function),
    Row(name: "FK05", code: "F5", hid: 0x3E, mac: 0x60, section: .function),
    Row(name: "FK06", code: "F6", hid: 0x3F, mac: 0x61, section: .function),
    Row(name: "FK07", code: "F7", hid: 0x40, mac: 0x62, section: .function),
    Row(name: "FK08", code: "F8", hid: 0x41, mac: 0x64, section: .function),
    Row(name: "FK09", code: "F9", hid: 0x42, mac: 0x65, section: .function),
    Row(name: "FK10", code: "F10", hid: 0x43, mac: 0x6D, section: .function),
    Row(name: "FK11", code: "F11", hid: 0x44, mac: 0x67, section: .function),
    Row(name: "FK12", code: "F12", hid: 0x45, mac: 0x6F, section: .function),
    Row(name: "FK13", code: "F13", hid: 0x68, mac: 0x69, section: .function),
    Row(name: "FK14", code: "F14", hid: 0x69, mac: 0x6B, section: .function),
    Row(name: "FK15", code: "F15", hid: 0x6A, mac: 0x71, section: .function),
    Row(name: "FK16", code: "F16", hid: 0x6B, mac: 0x6A, section: .function),
    Row(name: "FK17", code: "F17", hid: 0x6C, mac: 0x40, section: .function),
    Row(name: "FK18", code: "F18", hid: 0x6D, mac: 0x4F, section: .function),
    Row(name: "FK19", code: "F19", hid: 0x6E, mac: 0x50, section: .function),
    Row(name: "FK20", code: "F20", hid: 0x6F, mac: 0x5A, section: .function),
    Row(name: "FK21", code: "F21", hid: 0x70, mac: nil, section: .function),
    Row(name: "FK22", code: "F22", hid: 0x71, mac: nil, section: .function),
    Row(name: "FK23", code: "F23", hid: 0x72, mac: nil, section: .function),
    Row(name: "FK24", code: "F24", hid: 0x73, mac: nil, section: .function),
    // Navigation block.
    Row(name: "PRSC", code: "PrintScreen", hid: 0x46, mac: nil, section: .navigation),
    Row(name: "SCLK", code: "ScrollLock", hid: 0x47, mac: nil, section: .navigation),
    Row(name: "PAUS", code: "Pause", hid: 0x48, mac: nil, section: .navigation),
    Row(name: "INS", code: "Insert", hid: 0x49, mac: 0x72, section: .navigation),  // kVK_Help sits there
    Row(name: "HOME", code: "Home", hid: 0x4A, mac: 0x73, section: .navigation),
    Row(name: "PGUP", code: "PageUp", hid: 0x4B, mac: 0x74, section: .navigation),
    Row(name: "DELE", code: "Delete", hid: 0x4C, mac: 0x75, section: .navigation),  // kVK_ForwardDelete
    Row(name: "END", code: "End", hid: 0x4D, mac: 0x77, section: .navigation),
    Row(name: "PGDN", code: "PageDown", hid: 0x4E, mac: 0x79, section: .navigation),
    Row(name: "UP", code: "ArrowUp", hid: 0x52, mac: 0x7E, section: .navigation),
    Row(name: "LEFT", code: "ArrowLeft", hid: 0x50, mac: 0x7B, section: .navigation),
    Row(name: "DOWN", code: "ArrowDown", hid: 0x51, mac: 0x7D, section: .navigation),
    Row(name: "RGHT", code: "ArrowRight", hid: 0x4F, mac: 0x7C, section: .navigation),
    // Keypad.
    Row(name: "NMLK", code: "NumLock", hid: 0x53, mac: 0x47, section: .keypad),  // kVK_ANSI_KeypadClear
    Row(name: "KPDV", code: "NumpadDivide", hid: 0x54, mac: 0x4B, section: .keypad),
    Row(name: "KPMU", code: "NumpadMultiply", hid: 0x55, mac: 0x43, section: .keypad),
    Row(name: "KPSU", code: "NumpadSubtract", hid: 0x56, mac: 0x4E, section: .keypad),
    Row(name: "KP7", code: "Numpad7", hid: 0x5F, mac: 0x59, section: .keypad),
    Row(name: "KP8", code: "Numpad8", hid: 0x60, mac: 0x5B, section: .keypad),
    Row(name: "KP9", code: "Numpad9", hid: 0x61, mac: 0x5C, section: .keypad),
    Row(name: "KPAD", code: "NumpadAdd", hid: 0x57, mac: 0x45, section: .keypad),
    Row(name: "KP4", code: "Numpad4", hid: 0x5C, mac: 0x56, section: .keypad),
    Row(name: "KP5", code: "Numpad5", hid: 0x5D, mac: 0x57, section: .keypad),
    Row(name: "KP6", code: "Numpad6", hid: 0x5E, mac: 0x58, section: .keypad),
    Row(name: "KP1", code: "Numpad1", hid: 0x59, mac: 0x53, section: .keypad),
    Row(name: "KP2", code: "Numpad2", hid: 0x5A, mac: 0x54, section: .keypad),
    Row(name: "KP3", code: "Numpad3", hid: 0x5B, mac: 0x55, section: .keypad),
    Row(name: "KPEN", code: "NumpadEnter", hid: 0x58, mac: 0x4C, section: .keypad),
    Row(name: "KP0", code: "Numpad0", hid: 0x62, mac: 0x52, section: .keypad),
    Row(name: "KPDL", code: "NumpadDecimal", hid: 0x63, mac: 0x41, section: .keypad),
    Row(name: "KPEQ", code: "NumpadEqual", hid: 0x67, mac: 0x51, section: .keypad),
    Row(name: "I129", code: "NumpadComma", hid: 0x85, mac: 0x5F, section: .keypad),  // kVK_JIS_KeypadComma
    // Language keys.
    Row(name: "HENK", code: "Convert", hid: 0x8A, mac: nil, section: .other),  // International4
    Row(name: "MUHE", code: "NonConvert", hid: 0x8B, mac: nil, section: .other),  // International5
    Row(name: "HKTG", code: "KanaMode", hid: 0x88, mac: nil, section: .other),  // International2
    Row(name: "HNGL", code: "Lang1", hid: 0x90, mac: 0x68, section: .other),  // kVK_JIS_Kana
    Row(name: "HJCV", code: "Lang2", hid: 0x91, mac: 0x66, section: .other),  // kVK_JIS_Eisu
  ]

  /// evdev's aliases for catalog keys (`keycodes/evdev`, `keycodes/aliases`).
  static let aliases: [(alias: String, key: String)] = [
    ("AC12", "BKSL"), ("MENU", "COMP"), ("LMTA", "LWIN"), ("RMTA", "RWIN"), ("HZTG", "TLDE"),
    ("I125", "KPEQ"), ("I130", "HNGL"), ("I131", "HJCV"), ("I132", "AE13"),
  ]

  @Test("The catalog lists exactly the pinned keys, in keyboard order")
  func catalogListsThePinnedKeysInOrder() {
    #expect(Key.catalog.map(\.name) == Self.pinned.map(\.name))
    #expect(Key.catalog.map(\.order) == Array(Key.catalog.indices))
  }

  @Test("Every catalog row has the pinned code, HID usage, Mac key code and section", arguments: KeyCatalogTests.pinned)
  func catalogRowMatchesThePin(_ row: Row) throws {
    let key = try #require(Key.named(row.name), "\(row.name) is not in the catalog")
    #expect(key.name == row.name)
    #expect(key.code == row.code)
    #expect(key.hidUsage == row.hid)
    #expect(key.macKeyCode == row.mac)
    #expect(key.section == row.section)
  }

  @Test("Names, codes, HID usages and Mac key codes are each unique")
  func identifiersAreUnique() {
    func duplicates<T: Hashable>(_ values: [T]) -> [T] {
      Dictionary(grouping: values, by: { $0 }).filter { $0.value.count > 1 }.map(\.key)
    }
    #expect(duplicates(Key.catalog.map(\.name)).isEmpty)
    #expect(duplicates(Key.catalog.compactMap(\.code)).isEmpty)
    #expect(duplicates(Key.catalog.compactMap(\.hidUsage)).isEmpty)
    #expect(duplicates(Key.catalog.compactMap(\.macKeyCode)).isEmpty)
    // Every catalog key has a code and a HID usage; only Mac codes may be missing.
    #expect(Key.catalog.allSatisfy { $0.code != nil && $0.hidUsage != nil })
  }

  @Test("Key.named finds every catalog key, and nothing else")
  func namedFindsCatalogKeys() {
    for key in Key.catalog {
      #expect(Key.named(key.name) == key)
      #expect(Key.named(key.name)?.code == key.code)
    }
    #expect(Key.named("I999") == nil)
    #expect(Key.named("ad11") == nil, "XKB key names are case-sensitive")
    #expect(Key.named("") == nil)
    #expect(Key.named("AD111") == nil, "XKB key names have at most four characters")
    #expect(Key.named("AD1é") == nil)
    #expect(Key.named("\u{0}UP") == nil, "a NUL byte is part of the name, not padding")
    #expect(Key.named("UP\u{0}") == nil)
    #expect(Key(name: "AD111").name == "AD111", "a longer name is a key outside the catalog")
  }

  @Test("Key.withCode finds every catalog key by its KeyboardEvent.code")
  func withCodeFindsEveryKey() throws {
    for row in Self.pinned {
      let key = try #require(Key.withCode(row.code), "no key for code \(row.code)")
      #expect(key.name == row.name)
    }
    #expect(Key.withCode("KeyÜ") == nil)
    #expect(Key.withCode("bracketleft") == nil, "codes are case-sensitive")
  }

  @Test("Key.withMacKeyCode and Key.withHIDUsage find every catalog key by its pinned codes")
  func macKeyCodesAndHIDUsagesFindEveryKey() throws {
    for row in Self.pinned {
      #expect(Key.withHIDUsage(row.hid)?.name == row.name, "HID usage \(row.hid)")
      guard let mac = row.mac else { continue }
      #expect(Key.withMacKeyCode(mac)?.name == row.name, "Mac key code \(mac)")
    }
    // Codes no catalog key has: an old PowerBook Enter (0x34), beyond 127, an empty HID usage.
    #expect(Key.withMacKeyCode(0x34) == nil)
    #expect(Key.withMacKeyCode(0x80) == nil)
    #expect(Key.withMacKeyCode(.max) == nil)
    #expect(Key.withHIDUsage(0x00) == nil)
    #expect(Key.withHIDUsage(.max) == nil)
  }

  @Test("An alias names its catalog key", arguments: KeyCatalogTests.aliases.map(\.alias))
  func aliasNamesItsKey(_ alias: String) throws {
    let target = try #require(Self.aliases.first { $0.alias == alias }?.key)
    let key = try #require(Key.named(alias), "alias \(alias) is not known")
    #expect(key.name == target)
    #expect(Key(name: alias).name == target)
    #expect(Key(name: alias) == Key(name: target))
  }

  @Test("A key outside the catalog keeps its name and has no codes")
  func unknownKeyHasNoCodes() {
    let key = Key(name: "I248")
    #expect(key.name == "I248")
    #expect(key.code == nil && key.hidUsage == nil && key.macKeyCode == nil)
    #expect(key.section == .other)
    #expect(key.order == Int.max)
    #expect(!key.isMain && !key.isKeypad)
    #expect(key != Key(name: "I249"))
  }

  @Test("Sections classify keys: the typing block is main, the keypad is keypad")
  func sectionsClassifyKeys() throws {
    #expect(try #require(Key.named("AD11")).isMain)
    #expect(try #require(Key.named("SPCE")).isMain)
    #expect(try #require(Key.named("KPMU")).isKeypad)
    #expect(!(try #require(Key.named("KPMU")).isMain))
    #expect(!(try #require(Key.named("ESC")).isMain))
    #expect(Key.catalog.filter(\.isMain).count == 51)
    #expect(Key.catalog.filter(\.isKeypad).count == 19)
  }
}
