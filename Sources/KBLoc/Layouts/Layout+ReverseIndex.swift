extension Layout {
  /// The map from characters to the strokes that type them, cheapest first, in two parts: the
  /// strokes of each character U+0000 to U+00FF by code point (`latin1`, 256 entries), and a
  /// dictionary of every other character (`others`).
  ///
  /// Each character's strokes are gathered in the order of `keys`, then sorted by
  /// ``Stroke/costKey``, one integer each; ties keep the order of `keys`. A character has few
  /// strokes, so each list is sorted on its own by insertion, rather than every level of the
  /// layout at once. Most levels of most layouts type ASCII or Latin-1 characters: those are
  /// placed by code point, without hashing a `Character`. A character written otherwise that
  /// `Character` equality takes for one of them (a letter and a combining mark, `Å` as U+212B)
  /// joins that character's strokes, as it would in one dictionary.
  /// - Complexity: O(*n*) in the number of levels, plus O(*k*²) for a character of *k* strokes
  ///   (O(*k* log *k*) once they are far from their order).
  static func reverseIndex(of keys: [KeyLevels]) -> (latin1: [[Stroke]], others: [Character: [Stroke]]) {
    // At most this many characters go to the dictionary: those not written as one scalar up to
    // U+00FF.
    var otherCount = 0
    for entry in keys {
      for level in entry.levels {
        if let character = level.character, character.asciiByte == nil, character.latin1Scalar == nil {
          otherCount += 1
        }
      }
    }
    var latin1 = [[Stroke]](repeating: [], count: 256)
    var others: [Character: [Stroke]] = Dictionary(minimumCapacity: otherCount)
    for entry in keys {
      for level in entry.levels {
        guard let character = level.character else { continue }
        let stroke = Stroke(
          key: entry.key, group: entry.group, level: level.level, modifiers: level.modifiers, isDead: level.isDead)
        if let code = latin1Code(of: character) {
          latin1[code].append(stroke)
        } else {
          others[character, default: []].append(stroke)
        }
      }
    }
    for code in latin1.indices where latin1[code].count > 1 {
      latin1[code].sortNearlySorted { $0.costKey < $1.costKey }
    }
    for index in others.values.indices where others.values[index].count > 1 {
      others.values[index].sortNearlySorted { $0.costKey < $1.costKey }
    }
    return (latin1, others)
  }

  /// The code point U+0000 to U+00FF that `character` equals (``Character`` equality, canonical
  /// equivalence), or `nil` when it equals none.
  /// - Complexity: O(1) for a character written as one scalar, which is the common case; a
  ///   comparison with each of the 256 otherwise.
  static func latin1Code(of character: Character) -> Int? {
    if let code = character.asciiByte ?? character.latin1Scalar { return Int(code) }
    guard mayEqualALatin1Scalar(character) else { return nil }
    return (0..<256).first { Character(Unicode.Scalar(UInt8($0))) == character }
  }

  /// Whether `character`, not written as a single scalar up to U+00FF, could still equal one: it
  /// has several scalars, or is a scalar whose canonical decomposition is one of them.
  private static func mayEqualALatin1Scalar(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, scalars.count == 1 else { return true }
    switch first.value {
    case 0x037E, 0x0387, 0x1FEF, 0x1FFD, 0x212A, 0x212B: return true
    default: return false
    }
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
