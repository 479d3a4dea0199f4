internal import CXKBCommon
public import KBLoc

extension Keymap {
  /// Reads the keymap into a layout table: every key, group and usable level.
  ///
  /// A level is kept when some combination of Shift, Control, level-3 and level-5 selects it, each
  /// produced by a key of the group; levels that need Caps Lock, Num Lock or a modifier no key
  /// produces are dropped. Keys outside ``KBLoc/Key/catalog`` are kept only when they type a
  /// character.
  /// - Complexity: O(*k* · *l*) for *k* keys of *l* levels: a few thousand C calls.
  public func layout() -> Layout {
    let levelThree = Modifiers.levelThree(on: platform)
    var entries: [(order: (Int, UInt32, Int), entry: KeyLevels)] = []
    var masks = [xkb_mod_mask_t](repeating: 0, count: 16)
    for (keycode, name) in namedKeycodes {
      let key = Key(name: name)
      for group in 0..<xkb_keymap_num_layouts_for_key(handle, keycode) {
        guard Int(group) < modifierKeys.count else { continue }
        let modifierKeys = self.modifierKeys[Int(group)]
        var levels: [Level] = []
        for level in 0..<xkb_keymap_num_levels_for_key(handle, keycode, group) {
          var syms: UnsafePointer<xkb_keysym_t>?
          guard xkb_keymap_key_get_syms_by_level(handle, keycode, group, level, &syms) == 1,
            let keysym = syms?.pointee, keysym != 0
          else { continue }
          let maskCount = masks.withUnsafeMutableBufferPointer { buffer in
            xkb_keymap_key_get_mods_for_level(handle, keycode, group, level, buffer.baseAddress, buffer.count)
          }
          let choices = masks.prefix(maskCount).compactMap(modifierKeys.modifiers(forMask:))
          guard var modifiers = choices.min(by: { $0.cost < $1.cost }) else { continue }
          if modifiers.contains(.option), levelThree != .option {
            modifiers.remove(.option)
            modifiers.insert(levelThree)
          }
          let symbol = KeysymName(keysym)
          levels.append(
            Level(
              level: Int(level) + 1, modifiers: modifiers, keysym: symbol.name,
              character: symbol.character, isDead: symbol.isDead))
        }
        guard !levels.isEmpty, key.code != nil || levels.contains(where: { $0.character != nil }) else { continue }
        entries.append(((key.order, keycode, Int(group)), KeyLevels(key: key, group: Int(group) + 1, levels: levels)))
      }
    }
    entries.sort { $0.order < $1.order }
    return Layout(name: name, groupNames: groupNames, platform: platform, keys: entries.map(\.entry))
  }
}

/// A keysym with its name and the character it types, as kbloc shows them.
struct KeysymName {
  /// The keysym's name, such as `braceleft`; `0x…` for a keysym with no name.
  let name: String
  /// The character typed; the spacing form for a dead key; `nil` for control characters and
  /// keysyms that type nothing.
  let character: Character?
  /// Whether the keysym is a dead key.
  let isDead: Bool

  /// Names a keysym. The corresponding C functions are `xkb_keysym_get_name` and
  /// `xkb_keysym_to_utf32`.
  init(_ keysym: UInt32) {
    var buffer = [CChar](repeating: 0, count: 64)
    let length = buffer.withUnsafeMutableBufferPointer { xkb_keysym_get_name(keysym, $0.baseAddress, $0.count) }
    name = length > 0 ? String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self) : "0x\(String(keysym, radix: 16))"
    isDead = name.hasPrefix("dead_")
    if isDead {
      character = DeadKeys.spacingForm(ofKeysymNamed: name)
    } else {
      character = Self.printable(xkb_keysym_to_utf32(keysym))
    }
  }

  /// The character for a Unicode scalar value, or `nil` for 0 and control characters.
  static func printable(_ value: UInt32) -> Character? {
    guard value >= 0x20, !(0x7F...0x9F).contains(value), let scalar = Unicode.Scalar(value) else { return nil }
    return Character(scalar)
  }
}
