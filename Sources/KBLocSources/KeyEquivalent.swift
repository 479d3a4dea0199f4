import KBLoc

/// The names Apple's frameworks give keys and modifiers in source, and what kbloc calls them.
enum KeyEquivalent {
  /// SwiftUI's `KeyEquivalent` constants (`.upArrow`, `.delete`…); `.clear` has no key kbloc knows.
  static let swiftUIKeys: [String: NamedKey] = [
    "upArrow": .upArrow, "downArrow": .downArrow, "leftArrow": .leftArrow, "rightArrow": .rightArrow,
    "escape": .escape, "delete": .delete, "deleteForward": .forwardDelete, "home": .home, "end": .end,
    "pageUp": .pageUp, "pageDown": .pageDown, "tab": .tab, "space": .space, "return": .return,
  ]

  /// UIKit's `UIKeyCommand.input…` constants.
  static let uiKitInputs: [String: NamedKey] = {
    var inputs: [String: NamedKey] = [
      "inputUpArrow": .upArrow, "inputDownArrow": .downArrow, "inputLeftArrow": .leftArrow,
      "inputRightArrow": .rightArrow, "inputEscape": .escape, "inputPageUp": .pageUp, "inputPageDown": .pageDown,
      "inputHome": .home, "inputEnd": .end, "inputDelete": .forwardDelete,
    ]
    for number in 1...12 { inputs["inputF\(number)"] = .function(number) }
    return inputs
  }()

  /// SwiftUI's `EventModifiers`; `nil` marks those with no place in a shortcut.
  static let swiftUIModifiers: [String: Modifiers?] = [
    "command": .command, "shift": .shift, "option": .option, "control": .control, "capsLock": nil,
    "numericPad": nil, "function": nil, "all": nil,
  ]

  /// UIKit's `UIKeyModifierFlags`.
  static let uiKitModifiers: [String: Modifiers?] = [
    "command": .command, "shift": .shift, "alternate": .option, "control": .control, "alphaShift": nil,
    "numericPad": nil,
  ]

  /// AppKit's `NSEvent.ModifierFlags`.
  static let appKitModifiers: [String: Modifiers?] = [
    "command": .command, "shift": .shift, "option": .option, "control": .control, "capsLock": nil,
    "numericPad": nil, "function": nil, "help": nil, "deviceIndependentFlagsMask": nil,
  ]

  /// The trigger a key-equivalent character stands for: control characters as the keys that type
  /// them (Delete, Esc, Return, Tab), anything else as itself (``Shortcut`` turns AppKit's
  /// private-use function keys, U+F700 and on, into named keys).
  static func trigger(for character: Character) -> Shortcut.Trigger {
    switch character {
    case "\u{8}", "\u{7F}": return .named(.delete)
    case "\r", "\n", "\r\n", "\u{3}": return .named(.return)
    case "\u{1B}": return .named(.escape)
    case "\t", "\u{19}": return .named(.tab)
    default: return .character(character)
    }
  }

  /// Whether AppKit reads `character` as asking for Shift: an upper-case letter.
  static func impliesShift(_ character: Character) -> Bool {
    character.isUppercase && character.lowercased() != String(character)
  }
}
