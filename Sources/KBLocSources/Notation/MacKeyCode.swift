import KBLoc

/// Mac virtual key codes and modifier masks, as global hotkey APIs take them: Carbon's
/// `RegisterEventHotKey` and the libraries on it (KeyboardShortcuts, HotKey, MASShortcut,
/// ShortcutRecorder, Magnet).
///
/// A key code is a physical key: a letter, digit or punctuation key is read as that key
/// (`code:KeyV`), which types another character on another layout; a key that has a name (Return,
/// an arrow, F5) is that named key. The key codes are the catalog's (``Key/macKeyCode``), each
/// code taken as the key of its ANSI position.
///
/// ```swift
/// MacKeyCode.trigger(code: 9)                  // .physical(code:KeyV)
/// MacKeyCode.trigger(constant: "kVK_Return")   // .named(.return)
/// MacKeyCode.modifiers(mask: 768)              // [.shift, .command]: Carbon's cmdKey | shiftKey
/// ```
enum MacKeyCode {
  /// The trigger of a virtual key code, or `nil` for a code no catalog key has.
  static func trigger(code: Int) -> Shortcut.Trigger? {
    guard let value = UInt16(exactly: code), let key = Key.withMacKeyCode(value) else { return nil }
    return trigger(of: key)
  }

  /// The trigger of a Carbon `kVK_…` constant (`kVK_ANSI_V`, `kVK_Return`, `kVK_F5`), or `nil`:
  /// the key of its code (``KeyCodeNames/carbon``).
  static func trigger(constant name: some StringProtocol) -> Shortcut.Trigger? {
    KeyCodeNames.carbon[String(name)].flatMap { trigger(code: Int($0)) }
  }

  /// The trigger of a key a hotkey library names by an enum case, or `nil`.
  ///
  /// `.k`, `.return`, `.leftArrow`, `.zero`, `.f5`, `.comma`: KeyboardShortcuts' and HotKey's
  /// `Key`, Sauce's in Magnet; each is a key code, a physical key.
  static func trigger(caseName name: some StringProtocol) -> Shortcut.Trigger? {
    let name = String(name)
    if name.count == 1, let character = name.first, character.isASCII, character.isLetter, character.isLowercase {
      return key(code: "Key\(character.uppercased())").map(trigger(of:))
    }
    if let digit = digitNames.firstIndex(of: name) { return key(code: "Digit\(digit)").map(trigger(of:)) }
    if name.count > 1, name.first == "f", let number = Int(name.dropFirst()), (1...20).contains(number) {
      return .named(.function(number))
    }
    if let named = caseNames[name] { return .named(named) }
    if let code = punctuationCaseNames[name] { return key(code: code).map(trigger(of:)) }
    if name.hasPrefix("keypad") {
      let suffix = name.dropFirst(6)
      let code = suffix.count == 1 ? "Numpad\(suffix)" : keypadNames[suffix.prefix(1).uppercased() + suffix.dropFirst()]
      return code.flatMap(key(code:)).map(trigger(of:))
    }
    return nil
  }

  /// The modifiers of a Carbon or AppKit modifier mask, or `nil` for a mask with other bits.
  ///
  /// Carbon's (`cmdKey` 0x100, `shiftKey` 0x200, `optionKey` 0x800, `controlKey` 0x1000) and
  /// `NSEvent.ModifierFlags`' (shift 0x20000, control 0x40000, option 0x80000, command 0x100000)
  /// never share a bit, so the mask tells which it is. Other bits: Caps Lock, Fn, device bits.
  static func modifiers(mask: Int) -> Modifiers? {
    var modifiers: Modifiers = []
    var rest = mask
    for (bit, modifier) in carbonBits + cocoaBits where rest & bit != 0 {
      modifiers.insert(modifier)
      rest &= ~bit
    }
    return rest == 0 ? modifiers : nil
  }

  /// The modifier a Carbon or AppKit modifier constant names (`cmdKey`, `shiftKey`,
  /// `NSEventModifierFlagCommand`), with its mask; `nil` for another name.
  static func modifier(constant name: some StringProtocol) -> Modifiers? {
    constantModifiers[String(name)]
  }

  /// Carbon's modifier bits.
  static let carbonBits: [(Int, Modifiers)] = [
    (0x100, .command), (0x200, .shift), (0x800, .option), (0x1000, .control),
  ]
  /// `NSEvent.ModifierFlags`' bits.
  static let cocoaBits: [(Int, Modifiers)] = [
    (0x20000, .shift), (0x40000, .control), (0x80000, .option), (0x10_0000, .command),
  ]

  /// The named key a catalog key is, else the physical key.
  static func trigger(of key: Key) -> Shortcut.Trigger {
    guard let code = key.code else { return .physical(key) }
    if let named = namedByCode[code] { return .named(named) }
    if code.count > 1, code.first == "F", let number = Int(code.dropFirst()), (1...20).contains(number) {
      return .named(.function(number))
    }
    return .physical(key)
  }

  /// The catalog key of a W3C `KeyboardEvent.code`.
  static func key(code: String) -> Key? { keysByCode[code] }

  private static let keysByCode: [String: Key] = Dictionary(
    Key.catalog.compactMap { key in key.code.map { ($0, key) } }, uniquingKeysWith: { first, _ in first })

  private static let namedByCode: [String: NamedKey] = [
    "Enter": .return, "Tab": .tab, "Space": .space, "Backspace": .delete, "Escape": .escape, "Delete": .forwardDelete,
    "Home": .home, "End": .end, "PageUp": .pageUp, "PageDown": .pageDown, "ArrowLeft": .leftArrow,
    "ArrowRight": .rightArrow, "ArrowUp": .upArrow, "ArrowDown": .downArrow,
  ]

  private static let keypadNames: [String: String] = [
    "Decimal": "NumpadDecimal", "Multiply": "NumpadMultiply", "Plus": "NumpadAdd", "Clear": "NumLock",
    "Divide": "NumpadDivide", "Enter": "NumpadEnter", "Minus": "NumpadSubtract", "Equals": "NumpadEqual",
  ]

  private static let digitNames = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]

  private static let caseNames: [String: NamedKey] = [
    "return": .return, "enter": .return, "tab": .tab, "space": .space, "delete": .delete, "escape": .escape,
    "deleteForward": .forwardDelete, "forwardDelete": .forwardDelete, "home": .home, "end": .end,
    "pageUp": .pageUp, "pageDown": .pageDown, "leftArrow": .leftArrow, "rightArrow": .rightArrow,
    "upArrow": .upArrow, "downArrow": .downArrow,
  ]

  private static let punctuationCaseNames: [String: String] = [
    "comma": "Comma", "period": "Period", "slash": "Slash", "semicolon": "Semicolon", "quote": "Quote",
    "leftBracket": "BracketLeft", "rightBracket": "BracketRight", "backslash": "Backslash", "minus": "Minus",
    "equal": "Equal", "backtick": "Backquote", "grave": "Backquote",
  ]

  private static let constantModifiers: [String: Modifiers] = [
    "cmdKey": .command, "shiftKey": .shift, "optionKey": .option, "controlKey": .control,
    "NSEventModifierFlagCommand": .command, "NSEventModifierFlagShift": .shift,
    "NSEventModifierFlagOption": .option, "NSEventModifierFlagControl": .control, "NSCommandKeyMask": .command,
    "NSShiftKeyMask": .shift, "NSAlternateKeyMask": .option, "NSControlKeyMask": .control,
  ]
}

extension SourceReading {
  /// Gives each definition from `start` on whose key is a physical key the macOS virtual key code
  /// it is registered by, and writes its keys with the key's W3C code (`Option-Command-code:KeyK`),
  /// as key handlers' shortcuts matched by key code are: a hotkey names a place on the keyboard,
  /// which an ISO keyboard may move (``KeyCode/key(on:)``).
  mutating func recordMacKeyCodes(from start: Int) {
    for index in definitions.indices.dropFirst(start) {
      guard case .physical(let key) = definitions[index].shortcut.trigger, let code = key.macKeyCode else { continue }
      definitions[index].keyCode = KeyCode(.mac, code)
      definitions[index].keys = KeyHandlerWalk.Declaration.codeText(definitions[index].shortcut)
    }
  }
}
