extension Layout {
  /// Builds the map from characters to the strokes that type them, cheapest first.
  /// - Complexity: O(*n* log *n*) in the number of levels.
  static func reverseIndex(of keys: [KeyLevels]) -> [Character: [Stroke]] {
    var typed: [(cost: (Int, Int, Int, Int, Int), character: Character, stroke: Stroke)] = []
    for entry in keys {
      let place = entry.key.isMain ? 0 : entry.key.isKeypad ? 2 : 1
      for level in entry.levels {
        guard let character = level.character else { continue }
        let stroke = Stroke(
          key: entry.key, group: entry.group, level: level.level, modifiers: level.modifiers,
          isDead: level.isDead)
        typed.append(
          ((place, level.modifiers.cost, entry.group, level.isDead ? 1 : 0, entry.key.order), character, stroke))
      }
    }
    typed.sort { $0.cost < $1.cost }
    var index: [Character: [Stroke]] = Dictionary(minimumCapacity: typed.count)
    for item in typed { index[item.character, default: []].append(item.stroke) }
    return index
  }
}

extension Stroke {
  /// Whether `lhs` is easier to press than `rhs`: main keys before keypad and others, fewer
  /// modifiers first (Shift before Option), earlier groups first, live keys before dead keys, then
  /// keyboard order.
  static func isCheaper(_ lhs: Stroke, _ rhs: Stroke) -> Bool {
    let left = (
      lhs.key.isMain ? 0 : lhs.key.isKeypad ? 2 : 1, lhs.modifiers.cost, lhs.group, lhs.isDead ? 1 : 0, lhs.key.order
    )
    let right = (
      rhs.key.isMain ? 0 : rhs.key.isKeypad ? 2 : 1, rhs.modifiers.cost, rhs.group, rhs.isDead ? 1 : 0, rhs.key.order
    )
    return left < right
  }
}
