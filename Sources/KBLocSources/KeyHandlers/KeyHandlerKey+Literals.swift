import KBLoc

extension KeyHandlerKey {
  /// The key whose character is `scalar`, as an event's `characters` hold it.
  ///
  /// A letter, a digit or a symbol is itself (an upper-case letter typed with Shift), control characters as the keys
  /// that type them (`\r` Return, `\u{1b}` Esc, `\u{7f}` Delete), AppKit's private-use function
  /// keys (`NSLeftArrowFunctionKey`, U+F702) as the keys they name, `NSEnterCharacter` (U+0003) as
  /// the keypad's Enter, the only key that types it, and `NSBackTabCharacter` (U+0019) as Shift-Tab.
  /// Another control or private-use character is a key kbloc has no name for.
  static func typing(_ scalar: Unicode.Scalar) -> KeyHandlerKey {
    switch scalar.value {
    case 0x03: return .physical(Key(name: "KPEN"))
    case 0x19: return .character(.named(.tab), impliesShift: true)
    default: break
    }
    let character = Character(scalar)
    let trigger = Shortcut(KeyEquivalent.trigger(for: character)).trigger
    if case .character = trigger,
      scalar.properties.generalCategory == .control || (0xE000...0xF8FF).contains(scalar.value)
    {
      return .unknown(Self.unicodeName(scalar.value))
    }
    return .character(trigger, impliesShift: KeyEquivalent.impliesShift(character))
  }

  /// The key an AppKit name gives: a function-key or control-character constant as Objective-C
  /// and Swift write it (`NSLeftArrowFunctionKey`, `NSCarriageReturnCharacter`), or with
  /// `appKit`, a member of `NSEvent.SpecialKey` (`.leftArrow`, `.deleteForward`); `nil` for any
  /// other name.
  static func appKitName(_ name: String, specialKey: Bool = false) -> KeyHandlerKey? {
    switch (name, specialKey) {
    case ("NSEnterCharacter", false), ("enter", true): return .physical(Key(name: "KPEN"))
    case ("NSBackTabCharacter", false), ("backTab", true): return .character(.named(.tab), impliesShift: true)
    default: break
    }
    guard let trigger = (specialKey ? KeyNotation.appKit : KeyNotation.appKitConstants).key(named: name) else {
      return nil
    }
    return .character(trigger, impliesShift: false)
  }

  /// `U+F727`: a scalar's value as Unicode writes it.
  static func unicodeName(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// The key of a key code: a modifier key alone is ``modifierKey``, a code of no key kbloc knows
  /// ``unknown(_:)``.
  static func forCode(_ code: KeyCode, name: String? = nil) -> KeyHandlerKey {
    if KeyCodeNames.isModifierKey(code) { return .modifierKey }
    guard code.key != nil else { return .unknown(name ?? "key code \(code)") }
    return .keyCode(code)
  }
}
