internal import CXKBCommon

/// An owned `xkb_state`: the keyboard as it is while keys are held.
///
/// `~Copyable` because the state is exclusive to one owner, which frees it when it goes away.
struct XKBState: ~Copyable {
  private let handle: OpaquePointer

  /// Creates a state with no key held, in group `group` (0-based).
  ///
  /// The corresponding C functions are `xkb_state_new` and `xkb_state_update_mask`.
  init?(keymap: OpaquePointer, lockedGroup group: UInt32 = 0) {
    guard let handle = xkb_state_new(keymap) else { return nil }
    self.handle = handle
    _ = xkb_state_update_mask(handle, 0, 0, 0, 0, 0, group)
  }

  deinit { xkb_state_unref(handle) }

  /// Presses a key and keeps it held.
  ///
  /// The corresponding C function is `xkb_state_update_key`.
  func press(_ keycode: UInt32) {
    _ = xkb_state_update_key(handle, keycode, XKB_KEY_DOWN)
  }

  /// The single keysym `keycode` produces now, or 0 (`NoSymbol`) when it produces none or several.
  ///
  /// The corresponding C function is `xkb_state_key_get_one_sym`.
  func keysym(of keycode: UInt32) -> UInt32 {
    xkb_state_key_get_one_sym(handle, keycode)
  }

  /// The Unicode scalar `keycode` types now, or 0.
  ///
  /// The corresponding C function is `xkb_state_key_get_utf32`.
  func utf32(of keycode: UInt32) -> UInt32 {
    xkb_state_key_get_utf32(handle, keycode)
  }

  /// The real modifiers that held keys set.
  ///
  /// The corresponding C function is `xkb_state_serialize_mods` with `XKB_STATE_MODS_DEPRESSED`.
  var depressedModifiers: UInt32 {
    xkb_state_serialize_mods(handle, XKB_STATE_MODS_DEPRESSED)
  }

  /// The group (0-based) `keycode` reads its symbols from now, after wrapping.
  ///
  /// The corresponding C function is `xkb_state_key_get_layout`.
  func group(of keycode: UInt32) -> UInt32 {
    xkb_state_key_get_layout(handle, keycode)
  }
}
