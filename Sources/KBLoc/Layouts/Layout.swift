/// A keyboard layout as a table: what every key types at every level of every group, and which
/// modifiers select each level.
///
/// A `Layout` is an immutable value, built once from a keymap (by `KBLocXKB`) or from a bundled
/// snapshot, then queried with table and dictionary lookups only. Levels that only Caps Lock or
/// Num Lock reach, and levels whose modifier no key of the keymap produces, are left out: they are
/// of no use for shortcuts.
///
/// ```swift
/// let french = try Layout.xkb("fr")           // KBLocXKB
/// french.name                                 // "fr(mac)"
/// french.strokes(for: "{").first?.key.name    // "AE05"
/// french.strokes(for: "{").first?.modifiers   // [.option]
/// ```
public struct Layout: Sendable {
  /// The layout spec that was compiled, such as `fr(mac)` or `us,ru`.
  public let name: String
  /// The human name of each group, from the keymap (`French (Macintosh)`).
  public let groupNames: [String]
  /// The platform whose modifier names the table uses (level 3 is `option` on `mac`, `altGr` on `pc`).
  public let platform: Platform
  /// Every key of the layout in keyboard order, one entry per key and group.
  public let keys: [KeyLevels]
  /// The writing direction of the layout's script.
  public let direction: WritingDirection
  /// Where the table came from: compiled names, a keymap text, a bundled snapshot, or the
  /// connected keyboard's configuration.
  public var source: LayoutSource
  /// The macOS input source the layout was loaded for (`com.apple.keylayout.German`), or `nil`
  /// when it was loaded by its XKB name.
  ///
  /// Set by ``bundled(inputSource:)`` and by the CLI's `--layout com.apple.keylayout.…`; the
  /// `apple` policy looks up what macOS was observed to do on that input source.
  public var inputSource: String?
  /// The keyboard the table's keys sit on (ANSI, ISO or JIS), for an Apple input source or a
  /// layout file made on a Mac; `nil` for an XKB layout, which keeps its XKB model.
  ///
  /// The keys of a table with a keyboard type are the keys that type, on that keyboard: see
  /// ``KeyboardType`` for how the key left of 1 and the key beside left Shift are placed.
  public let keyboardType: KeyboardType?
  /// What keys type while Command is held, where that differs from what they type without it:
  /// one group-1 entry per such key, in keyboard order, whose levels are ⌘ (level 1, modifiers
  /// `.command`) and, where it types something, ⇧⌘ (level 2, `[.shift, .command]`).
  ///
  /// Empty for nearly every layout. A `.keylayout` whose `keyMap` for ⌘ types other characters
  /// ("Dvorak – QWERTY ⌘", which types QWERTY while ⌘ is down), a table made on a Mac at run time
  /// from the system's key layout data (`KBLocMac`) and the bundled Dvorak – QWERTY ⌘ have
  /// entries. ``keys`` stay what the keys type; ``ShortcutLocalizer`` matches shortcuts through
  /// the Command level, as macOS matches key equivalents against what a key types with ⌘ held
  /// (docs/layout-files.md). No snapshot or cache holds it.
  public var commandLevels: [KeyLevels]

  /// Characters other than U+0000 to U+00FF to the strokes that type them, cheapest first.
  let index: [Character: [Stroke]]
  /// The position in ``keys`` of each catalog key's entry in groups 2 to ``indexedGroups``, by
  /// group (from 2) and ``Key/order``; -1 where the layout lacks the key.
  let otherGroupPositions: [[Int]]
  /// The entries ``groupOnePositions`` and ``otherGroupPositions`` do not hold (keys outside the
  /// catalog, such as vendor and media keys, and groups outside 1 to ``indexedGroups``), with
  /// their positions in ``keys``, sorted by name, group and position.
  ///
  /// Arrays rather than a `[KeyGroup: Int]`: a process's first dictionary of a key type makes
  /// the Swift runtime scan every protocol conformance of the process for its `Hashable`.
  let otherPositions: [(key: Key, name: String, group: Int, position: Int)]
  /// The groups whose catalog keys are found by an array lookup: XKB's most (`XKB_MAX_GROUPS`).
  static let indexedGroups = 4
  /// The strokes of each character U+0000 to U+00FF (ASCII and Latin-1), by code point, cheapest
  /// first: the common lookups, and most of a layout's levels, skip hashing a `Character`.
  let latin1Index: [[Stroke]]
  /// For each character U+0000 to U+00FF (ASCII and Latin-1), by code point, its cheapest stroke
  /// on a main key in group 1 (``mainStroke(for:inGroupOne:)``): the localizer's usual
  /// lookups, without hashing a `Character` or retaining an array.
  let latin1GroupOneMainStrokes: [MainStroke?]
  /// For each character U+0000 to U+00FF, by code point, its cheapest stroke on a main key in any
  /// group.
  let latin1MainStrokes: [MainStroke?]
  /// The position in ``keys`` of each catalog key's group-1 entry, by ``Key/order``; -1 where the
  /// layout lacks the key.
  let groupOnePositions: [Int]

  /// The human description: the group names joined with `, `.
  public var description: String { groupNames.joined(separator: ", ") }

  /// Creates a layout from its key table, building the reverse index and inferring the direction.
  ///
  /// - Parameters:
  ///   - name: The layout spec the table was made from.
  ///   - groupNames: The human name of each group.
  ///   - platform: The platform whose modifier names `keys` uses.
  ///   - keys: Every key and group with its levels.
  ///   - source: Where the table came from.
  ///   - keyboardType: The keyboard the keys sit on, or `nil` for an XKB layout.
  ///   - commandLevels: What keys type while Command is held, where that differs from `keys`
  ///     (see ``commandLevels``).
  /// - Complexity: O(*n* log *n*) in the number of levels.
  public init(
    name: String, groupNames: [String], platform: Platform, keys: [KeyLevels], source: LayoutSource = .names,
    keyboardType: KeyboardType? = nil, commandLevels: [KeyLevels] = []
  ) {
    self.name = name
    self.commandLevels = commandLevels
    self.source = source
    self.keyboardType = keyboardType
    self.groupNames = groupNames
    self.platform = platform
    self.keys = keys
    let (latin1, index) = Layout.reverseIndex(of: keys)
    self.index = index
    self.latin1Index = latin1
    self.latin1GroupOneMainStrokes = latin1.map { strokes in
      MainStroke(strokes.first { $0.key.isMain && $0.group == 1 })
    }
    self.latin1MainStrokes = latin1.map { strokes in MainStroke(strokes.first { $0.key.isMain }) }
    let catalogCount = Key.catalog.count
    var groupOne = [Int](repeating: -1, count: catalogCount)
    var otherGroups: [[Int]] = []
    var others: [(key: Key, name: String, group: Int, position: Int)] = []
    for (offset, entry) in keys.enumerated() {
      let order = entry.key.order
      if order >= catalogCount || !(1...Layout.indexedGroups).contains(entry.group) {
        others.append((entry.key, entry.key.name, entry.group, offset))
      } else if entry.group == 1 {
        if groupOne[order] < 0 { groupOne[order] = offset }
      } else {
        while otherGroups.count < entry.group - 1 { otherGroups.append([Int](repeating: -1, count: catalogCount)) }
        if otherGroups[entry.group - 2][order] < 0 { otherGroups[entry.group - 2][order] = offset }
      }
    }
    self.groupOnePositions = groupOne
    self.otherGroupPositions = otherGroups
    others.stableSort { ($0.name, $0.group) < ($1.name, $1.group) }  // positions ascend within a name and group
    self.otherPositions = others
    self.direction = WritingDirection.inferred(fromLettersOf: keys)
  }

  /// Every stroke that types `character`, cheapest first: main keys before others (keypad last),
  /// then fewer modifiers (Shift before Option), earlier groups, live keys before dead keys, and
  /// keyboard order.
  ///
  /// Dead-key strokes are listed under the dead key's spacing form (`^` for `dead_circumflex`).
  /// - Complexity: O(1).
  public func strokes(for character: Character) -> [Stroke] {
    if let code = character.asciiByte ?? character.latin1Scalar { return latin1Index[Int(code)] }
    if let strokes = index[character] { return strokes }
    return Layout.latin1Code(of: character).map { latin1Index[$0] } ?? []
  }

  /// The levels of `key` in `group` (1-based), or `nil` when the layout does not have that key.
  /// - Complexity: O(1).
  public func levels(of key: Key, group: Int = 1) -> KeyLevels? {
    position(of: key, group: group).map { keys[$0] }
  }

  /// The levels XKB uses for `key` when `group` (1-based) is active.
  ///
  /// Those are the key's own levels in that group, or, for a key defined in fewer groups, those of
  /// the group XKB wraps to (XKB's default "wrap" rule: group 3 of a key with two groups is its
  /// group 1); `nil` when the layout does not have the key at all.
  ///
  /// The space bar of `us,ru` is defined in group 1 only; in group 2 it types group 1's space.
  public func levels(of key: Key, activeGroup group: Int) -> KeyLevels? {
    if let own = levels(of: key, group: group) { return own }
    let defined = (1...max(1, groupNames.count)).prefix { levels(of: key, group: $0) != nil }.count
    guard defined > 0, group >= 1 else { return nil }
    return levels(of: key, group: (group - 1) % defined + 1)
  }

  /// The position of the entry of `key` in `group` in ``keys``, or `nil`.
  /// - Complexity: O(1) for catalog keys in groups 1 to ``indexedGroups`` (an array lookup);
  ///   O(log *u*) in the number of other entries for others.
  func position(of key: Key, group: Int) -> Int? {
    let order = key.order
    if order < groupOnePositions.count, (1...Layout.indexedGroups).contains(group) {
      guard group - 2 < otherGroupPositions.count else { return nil }
      let position = group == 1 ? groupOnePositions[order] : otherGroupPositions[group - 2][order]
      return position < 0 ? nil : position
    }
    let name = key.name
    var found = otherPositions.partitionPoint { ($0.name, $0.group) >= (name, group) }
    // Entries of one name and group are of one key but where a key outside the catalog bears a
    // catalog key's name.
    while found < otherPositions.endIndex, otherPositions[found].name == name, otherPositions[found].group == group {
      if otherPositions[found].key == key { return otherPositions[found].position }
      found += 1
    }
    return nil
  }

  /// Every character the layout can type, in no particular order.
  /// - Complexity: O(*n*) in the number of characters the layout types.
  public var characters: [Character] {
    latin1Index.indices.filter { !latin1Index[$0].isEmpty }.map { Character(Unicode.Scalar(UInt8($0))) }
      + index.keys
  }
}

/// One key in one group of a layout, with the levels it types.
public struct KeyLevels: Sendable, Equatable {
  /// The physical key.
  public let key: Key
  /// The group (1-based): the second layout of `us,ru` is group 2.
  public let group: Int
  /// The usable levels, in level order.
  public let levels: [Level]

  /// Creates an entry from its parts.
  public init(key: Key, group: Int, levels: [Level]) {
    self.key = key
    self.group = group
    self.levels = levels
  }
}

/// One shift level of a key: its keysym, what it types and the modifiers that select it.
public struct Level: Sendable, Equatable {
  /// The level number (1-based) as XKB counts it.
  public let level: Int
  /// The cheapest modifiers that select the level, without Caps Lock or Num Lock.
  public let modifiers: Modifiers
  /// The keysym's name, such as `braceleft` or `dead_circumflex`.
  public let keysym: String
  /// The character the level types; for a dead key its spacing form; `nil` for keysyms that type
  /// nothing (function keys, modifiers, control characters).
  public let character: Character?
  /// Whether the keysym is a dead key, which types nothing itself but changes the next character.
  public let isDead: Bool

  /// Creates a level from its parts.
  public init(level: Int, modifiers: Modifiers, keysym: String, character: Character?, isDead: Bool) {
    self.level = level
    self.modifiers = modifiers
    self.keysym = keysym
    self.character = character
    self.isDead = isDead
  }
}

/// A way to type a character: a key pressed in a group with the modifiers of a level.
public struct Stroke: Sendable, Hashable, CustomStringConvertible {
  /// The physical key.
  public let key: Key
  /// The group (1-based) that must be active.
  public let group: Int
  /// The level (1-based) the modifiers select.
  public let level: Int
  /// The modifiers to hold.
  public let modifiers: Modifiers
  /// Whether the key is a dead key (the character appears only after a following key).
  public let isDead: Bool

  /// Creates a stroke from its parts.
  public init(key: Key, group: Int, level: Int, modifiers: Modifiers, isDead: Bool) {
    self.key = key
    self.group = group
    self.level = level
    self.modifiers = modifiers
    self.isDead = isDead
  }

  /// `AE05+Option`, with `(group 2)` and `(dead)` where they apply.
  public var description: String {
    var text = modifiers.isEmpty ? key.name : "\(modifiers)+\(key.name)"
    if group != 1 { text += " (group \(group))" }
    if isDead { text += " (dead)" }
    return text
  }
}
