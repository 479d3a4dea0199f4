import KBLoc

/// The names code gives key codes: Carbon's `kVK_…` constants for macOS virtual key codes, UIKit's
/// `UIKeyboardHIDUsage` and GameController's `GCKeyCode` for USB HID usages.
///
/// A name gives the number the app compares; ``KeyCode`` makes it a physical key on each keyboard.
/// The names of modifier keys (`kVK_Option`, `keyboardLeftGUI`) are known, and name no shortcut.
///
/// ```swift
/// KeyCodeNames.carbon["kVK_ANSI_W"]            // 0x0D
/// KeyCodeNames.keyCode(named: "keyboardW", in: .hid)   // hid:0x1A
/// KeyCodeNames.keyCode(named: "kVK_Option", in: .mac)  // mac:0x3A, a modifier key
/// ```
enum KeyCodeNames {
  /// Carbon's macOS virtual key codes (`HIToolbox/Events.h`), by name.
  static let carbon: [String: UInt16] = {
    var table: [String: UInt16] = [:]
    let letters: [(Character, UInt16)] = [
      ("A", 0x00), ("S", 0x01), ("D", 0x02), ("F", 0x03), ("H", 0x04), ("G", 0x05), ("Z", 0x06), ("X", 0x07),
      ("C", 0x08), ("V", 0x09), ("B", 0x0B), ("Q", 0x0C), ("W", 0x0D), ("E", 0x0E), ("R", 0x0F), ("Y", 0x10),
      ("T", 0x11), ("O", 0x1F), ("U", 0x20), ("I", 0x22), ("P", 0x23), ("L", 0x25), ("J", 0x26), ("K", 0x28),
      ("N", 0x2D), ("M", 0x2E), ("1", 0x12), ("2", 0x13), ("3", 0x14), ("4", 0x15), ("6", 0x16), ("5", 0x17),
      ("9", 0x19), ("7", 0x1A), ("8", 0x1C), ("0", 0x1D),
    ]
    for (name, code) in letters { table["kVK_ANSI_\(name)"] = code }
    let ansi: [(String, UInt16)] = [
      ("Equal", 0x18), ("Minus", 0x1B), ("RightBracket", 0x1E), ("LeftBracket", 0x21), ("Quote", 0x27),
      ("Semicolon", 0x29), ("Backslash", 0x2A), ("Comma", 0x2B), ("Slash", 0x2C), ("Period", 0x2F),
      ("Grave", 0x32), ("KeypadDecimal", 0x41), ("KeypadMultiply", 0x43), ("KeypadPlus", 0x45),
      ("KeypadClear", 0x47), ("KeypadDivide", 0x4B), ("KeypadEnter", 0x4C), ("KeypadMinus", 0x4E),
      ("KeypadEquals", 0x51), ("Keypad0", 0x52), ("Keypad1", 0x53), ("Keypad2", 0x54), ("Keypad3", 0x55),
      ("Keypad4", 0x56), ("Keypad5", 0x57), ("Keypad6", 0x58), ("Keypad7", 0x59), ("Keypad8", 0x5B),
      ("Keypad9", 0x5C),
    ]
    for (name, code) in ansi { table["kVK_ANSI_\(name)"] = code }
    let other: [(String, UInt16)] = [
      ("Return", 0x24), ("Tab", 0x30), ("Space", 0x31), ("Delete", 0x33), ("Escape", 0x35),
      ("RightCommand", 0x36), ("Command", 0x37), ("Shift", 0x38), ("CapsLock", 0x39), ("Option", 0x3A),
      ("Control", 0x3B), ("RightShift", 0x3C), ("RightOption", 0x3D), ("RightControl", 0x3E), ("Function", 0x3F),
      ("F17", 0x40), ("VolumeUp", 0x48), ("VolumeDown", 0x49), ("Mute", 0x4A), ("F18", 0x4F), ("F19", 0x50),
      ("F20", 0x5A), ("F5", 0x60), ("F6", 0x61), ("F7", 0x62), ("F3", 0x63), ("F8", 0x64), ("F9", 0x65),
      ("F11", 0x67), ("F13", 0x69), ("F16", 0x6A), ("F14", 0x6B), ("F10", 0x6D), ("ContextualMenu", 0x6E),
      ("F12", 0x6F), ("F15", 0x71), ("Help", 0x72), ("Home", 0x73), ("PageUp", 0x74), ("ForwardDelete", 0x75),
      ("F4", 0x76), ("End", 0x77), ("F2", 0x78), ("PageDown", 0x79), ("F1", 0x7A), ("LeftArrow", 0x7B),
      ("RightArrow", 0x7C), ("DownArrow", 0x7D), ("UpArrow", 0x7E), ("ISO_Section", 0x0A), ("JIS_Yen", 0x5D),
      ("JIS_Underscore", 0x5E), ("JIS_KeypadComma", 0x5F), ("JIS_Eisu", 0x66), ("JIS_Kana", 0x68),
    ]
    for (name, code) in other { table["kVK_\(name)"] = code }
    return table
  }()

  /// USB HID usages (page 0x07) by UIKit's `UIKeyboardHIDUsage` names (`keyboardW`,
  /// `keyboardReturnOrEnter`, `keypadEnter`) and GameController's `GCKeyCode` names (`keyW`,
  /// `returnOrEnter`, `one`).
  static let hid: [String: UInt16] = {
    var table: [String: UInt16] = [:]
    for (offset, letter) in "ABCDEFGHIJKLMNOPQRSTUVWXYZ".enumerated() {
      table["keyboard\(letter)"] = 0x04 + UInt16(offset)
      table["key\(letter)"] = 0x04 + UInt16(offset)
    }
    let digitWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "zero"]
    for (offset, word) in digitWords.enumerated() {
      let digit = (offset + 1) % 10
      table["keyboard\(digit)"] = 0x1E + UInt16(offset)
      table[word] = 0x1E + UInt16(offset)
      table["keypad\(digit)"] = 0x59 + UInt16(offset)
    }
    for number in 1...24 {
      let usage = number <= 12 ? 0x3A + UInt16(number - 1) : 0x68 + UInt16(number - 13)
      table["keyboardF\(number)"] = usage
      table["F\(number)"] = usage
    }
    let named: [(String, UInt16)] = [
      ("ReturnOrEnter", 0x28), ("Escape", 0x29), ("DeleteOrBackspace", 0x2A), ("Tab", 0x2B), ("Spacebar", 0x2C),
      ("Hyphen", 0x2D), ("EqualSign", 0x2E), ("OpenBracket", 0x2F), ("CloseBracket", 0x30), ("Backslash", 0x31),
      ("NonUSPound", 0x32), ("Semicolon", 0x33), ("Quote", 0x34), ("GraveAccentAndTilde", 0x35), ("Comma", 0x36),
      ("Period", 0x37), ("Slash", 0x38), ("CapsLock", 0x39), ("PrintScreen", 0x46), ("ScrollLock", 0x47),
      ("Pause", 0x48), ("Insert", 0x49), ("Home", 0x4A), ("PageUp", 0x4B), ("DeleteForward", 0x4C), ("End", 0x4D),
      ("PageDown", 0x4E), ("RightArrow", 0x4F), ("LeftArrow", 0x50), ("DownArrow", 0x51), ("UpArrow", 0x52),
      ("NonUSBackslash", 0x64), ("Application", 0x65), ("International1", 0x87), ("International3", 0x89),
      ("LANG1", 0x90), ("LANG2", 0x91), ("LeftControl", 0xE0), ("LeftShift", 0xE1), ("LeftAlt", 0xE2),
      ("LeftGUI", 0xE3), ("RightControl", 0xE4), ("RightShift", 0xE5), ("RightAlt", 0xE6), ("RightGUI", 0xE7),
    ]
    for (name, usage) in named {
      table["keyboard\(name)"] = usage
      table[name.prefix(1).lowercased() + name.dropFirst()] = usage
    }
    table["LANG1"] = 0x90
    table["LANG2"] = 0x91
    let keypad: [(String, UInt16)] = [
      ("NumLock", 0x53), ("Slash", 0x54), ("Asterisk", 0x55), ("Hyphen", 0x56), ("Plus", 0x57), ("Enter", 0x58),
      ("Period", 0x63), ("EqualSign", 0x67), ("Comma", 0x85),
    ]
    for (name, usage) in keypad { table["keypad\(name)"] = usage }
    return table
  }()

  /// The key code a name gives in `numbering`: a `kVK_…` name for macOS virtual key codes, a name
  /// of ``hid`` for HID usages; `nil` for another name.
  static func keyCode(named name: some StringProtocol, in numbering: KeyCode.Numbering) -> KeyCode? {
    switch numbering {
    case .mac: return carbon[String(name)].map { KeyCode(.mac, $0) }
    case .hid: return hid[String(name)].map { KeyCode(.hid, $0) }
    }
  }

  /// The modifier keys, which name no shortcut when tested alone (`event.keyCode == kVK_Option`):
  /// Shift, Control, Option, Command on either side, Caps Lock and Fn.
  static func isModifierKey(_ code: KeyCode) -> Bool {
    switch code.numbering {
    case .mac: return (0x36...0x3F).contains(code.value)
    case .hid: return code.value == 0x39 || (0xE0...0xE7).contains(code.value)
    }
  }
}
