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
    // One pass over the C tables into flat arrays, then the keysyms named in one batch (most were
    // named before, by an earlier layout), then the entries in keyboard order.
    var found: [(key: Key, keycode: UInt32, group: Int, levels: Range<Int>)] = []
    var levels: [(level: Int, modifiers: Modifiers)] = []
    var keysyms: [UInt32] = []
    found.reserveCapacity(256)
    levels.reserveCapacity(1024)
    keysyms.reserveCapacity(1024)
    var masks = [xkb_mod_mask_t](repeating: 0, count: 16)
    for keycode in xkb_keymap_min_keycode(handle)...xkb_keymap_max_keycode(handle) {
      let groupCount = xkb_keymap_num_layouts_for_key(handle, keycode)
      guard groupCount > 0, let cName = xkb_keymap_key_get_name(handle, keycode) else { continue }
      let key = Key(name: String(cString: cName))
      for group in 0..<groupCount where Int(group) < modifierKeys.count {
        // A key outside the catalog is kept only when it types a character: one that types none
        // (most of a keymap's media and vendor keys) is read no further.
        if key.code == nil, !typesCharacter(keycode, group: group) { continue }
        let modifierKeys = self.modifierKeys[Int(group)]
        let first = levels.count
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
          levels.append((Int(level) + 1, modifiers))
          keysyms.append(keysym)
        }
        if levels.count > first { found.append((key, keycode, Int(group) + 1, first..<levels.count)) }
      }
    }
    let symbols = KeysymName.names(of: keysyms)
    let order = found.indices.sorted { lhs, rhs in
      (found[lhs].key.order, found[lhs].keycode, found[lhs].group)
        < (found[rhs].key.order, found[rhs].keycode, found[rhs].group)
    }
    var entries: [KeyLevels] = []
    entries.reserveCapacity(found.count)
    for index in order {
      let entry = found[index]
      let keyLevels = entry.levels.map { offset in
        Level(
          level: levels[offset].level, modifiers: levels[offset].modifiers, keysym: symbols[offset].name,
          character: symbols[offset].character, isDead: symbols[offset].isDead)
      }
      guard entry.key.code != nil || keyLevels.contains(where: { $0.character != nil }) else { continue }
      entries.append(KeyLevels(key: entry.key, group: entry.group, levels: keyLevels))
    }
    return Layout(name: name, groupNames: groupNames, platform: platform, keys: entries, source: source)
  }

  /// Whether a level of `keycode` in `group` has a single keysym with a character (a dead key's
  /// spacing form included): what ``layout()`` keeps a key outside the catalog for.
  private func typesCharacter(_ keycode: UInt32, group: UInt32) -> Bool {
    for level in 0..<xkb_keymap_num_levels_for_key(handle, keycode, group) {
      var syms: UnsafePointer<xkb_keysym_t>?
      guard xkb_keymap_key_get_syms_by_level(handle, keycode, group, level, &syms) == 1, let keysym = syms?.pointee,
        keysym != 0
      else { continue }
      if KeysymName.typesCharacter(keysym) { return true }
    }
    return false
  }
}
