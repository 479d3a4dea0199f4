extension Layout {
  /// Builds the map from characters to the strokes that type them, cheapest first.
  ///
  /// Levels are ordered by ``Stroke/costKey``, one integer
  /// each, so the sort moves integers rather than strokes; ties keep the order of `keys`.
  /// - Complexity: O(*n* log *n*) in the number of levels.
  static func reverseIndex(of keys: [KeyLevels]) -> [Character: [Stroke]] {
    var typed: [(character: Character, stroke: Stroke)] = []
    var order: [(cost: UInt64, offset: Int)] = []
    let levelCount = keys.reduce(0) { $0 + $1.levels.count }
    typed.reserveCapacity(levelCount)
    order.reserveCapacity(levelCount)
    for entry in keys {
      for level in entry.levels {
        guard let character = level.character else { continue }
        let stroke = Stroke(
          key: entry.key, group: entry.group, level: level.level, modifiers: level.modifiers, isDead: level.isDead)
        order.append((stroke.costKey, typed.count))
        typed.append((character, stroke))
      }
    }
    // Offsets ascend, so a stable sort by cost keeps ties in the order of `keys`.
    order.stableSort { $0.cost < $1.cost }
    var index: [Character: [Stroke]] = Dictionary(minimumCapacity: typed.count)
    for (_, offset) in order { index[typed[offset].character, default: []].append(typed[offset].stroke) }
    return index
  }
}

extension Stroke {
  /// The stroke's effort as one integer, smaller is easier: main keys before other keys and the
  /// keypad last, then fewer modifiers (Shift before Option), earlier groups, live keys before
  /// dead keys, then keyboard order.
  var costKey: UInt64 {
    let place: UInt64 = key.isMain ? 0 : key.isKeypad ? 2 : 1
    let cost = UInt64(clamping: min(modifiers.cost, 0xFF))
    let group = UInt64(clamping: min(group, 0xFF))
    let order = UInt64(clamping: min(key.order, 0xFF_FFFF))
    return place << 48 | cost << 40 | group << 32 | (isDead ? 1 : 0) << 24 | order
  }
}
