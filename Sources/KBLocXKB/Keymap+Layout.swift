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
    for keycode in xkb_keymap_min_keycode(handle)...xkb_keymap_max_keycode(handle) {
      let groupCount = xkb_keymap_num_layouts_for_key(handle, keycode)
      guard groupCount > 0, let cName = xkb_keymap_key_get_name(handle, keycode) else { continue }
      let key = Key(name: String(cString: cName))
      for group in 0..<groupCount {
        guard Int(group) < modifierKeys.count else { continue }
        let modifierKeys = self.modifierKeys[Int(group)]
        var levels: [Level] = []
        levels.reserveCapacity(Int(xkb_keymap_num_levels_for_key(handle, keycode, group)))
        for level in 0..<xkb_keymap_num_levels_for_key(handle, keycode, group) {
          var syms: UnsafePointer<xkb_keysym_t>?
          guard xkb_keymap_key_get_syms_by_level(handle, keycode, group, level, &syms) == 1,
            let keysym = syms?.pointee, keysym != 0
          else { continue }
          let maskCount = masks.withUnsafeMutableBufferPointer { buffer in
            xkb_keymap_key_get_mods_for_level(handle, keycode, group, level, buffer.baseAddress, buffer.count)
          }
          var best: Modifiers?
          for mask in masks.prefix(maskCount) {
            guard let choice = modifierKeys.modifiers(forMask: mask) else { continue }
            if best.map({ choice.cost < $0.cost }) ?? true { best = choice }
          }
          guard var modifiers = best else { continue }
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
    return Layout(name: name, groupNames: groupNames, platform: platform, keys: entries.map(\.entry), source: source)
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

  /// Names a keysym.
  ///
  /// The corresponding C functions are `xkb_keysym_get_name` and `xkb_keysym_to_utf32`.
  init(_ keysym: UInt32) {
    let decoded = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer -> String? in
      let length = Int(xkb_keysym_get_name(keysym, buffer.baseAddress, buffer.count))
      guard length > 0 else { return nil }
      return UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[..<min(length, buffer.count - 1)])
        .withMemoryRebound(to: UInt8.self) { String(decoding: $0, as: UTF8.self) }
    }
    name = decoded ?? "0x\(String(keysym, radix: 16))"
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
