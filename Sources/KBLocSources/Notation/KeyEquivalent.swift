import KBLoc

/// What a key-equivalent character means to Apple's frameworks (their names for keys and
/// modifiers are columns of ``KeyNotation``'s table).
enum KeyEquivalent {
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
