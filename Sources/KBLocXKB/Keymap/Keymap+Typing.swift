internal import CXKBCommon
public import KBLoc

/// What a key typed: the keysym's name and the character, read back from libxkbcommon.
public struct TypedKey: Sendable, Equatable, CustomStringConvertible {
  /// The keysym's name, such as `braceleft` or `dead_circumflex`.
  public let keysym: String
  /// The character typed (the spacing form for a dead key), or `nil`.
  public let character: Character?
  /// Whether the keysym is a dead key.
  public let isDead: Bool

  /// The character, or the keysym's name when it types nothing.
  public var description: String { character.map { String($0) } ?? keysym }
}

extension Keymap {
  /// Types a stroke the way a person would: locks its group, holds the keys that produce its
  /// modifiers (Shift, Control, the level-3 and level-5 keys of the keymap), presses its key, and
  /// reads back what libxkbcommon says it types.
  ///
  /// This is the truth kbloc's tables are checked against.
  /// - Returns: What the key typed, or `nil` when the keymap lacks the key or one of the
  ///   modifier keys.
  /// - The corresponding C functions are `xkb_state_update_key`, `xkb_state_key_get_one_sym` and
  ///   `xkb_state_key_get_utf32`.
  public func type(_ stroke: Stroke) -> TypedKey? {
    guard let keycode = keycode(of: stroke.key), stroke.group >= 1, stroke.group <= modifierKeys.count,
      let state = XKBState(keymap: handle, lockedGroup: UInt32(stroke.group - 1))
    else { return nil }
    let keys = modifierKeys[stroke.group - 1]
    for modifier in Modifiers.ordered.map(\.modifier) where stroke.modifiers.contains(modifier) {
      let held: Modifiers = (modifier == .altGr) ? .option : modifier
      guard let modifierKeycode = keys.keycodes[held] else { return nil }
      state.press(modifierKeycode)
    }
    let symbol = KeysymName(state.keysym(of: keycode))
    let character = symbol.isDead ? symbol.character : KeysymName.printable(state.utf32(of: keycode))
    return TypedKey(keysym: symbol.name, character: character, isDead: symbol.isDead)
  }
}
