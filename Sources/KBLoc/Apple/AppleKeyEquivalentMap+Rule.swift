extension AppleKeyEquivalentMap {
  /// The remaps the apple rule gives on `layout` (see `docs/apple-rule.md`).
  ///
  /// For each character of the U.S. layout typed without Option:
  /// 1. on the digit row, the character at the same key and shift level;
  /// 2. otherwise the character itself, where the layout types it without Option at the same
  ///    shift level;
  /// 3. otherwise the character at the U.S. key and shift level, with the U.S. `` ` `` key taken
  ///    as the key beside left Shift on an ISO keyboard, and the U.S. `[ ] ;` keys as the layout's
  ///    `; ' [` keys on QWERTZ and Nordic layouts.
  static func ruleRemaps(for layout: Layout) -> [Character: Character] {
    let reference = Layout.usReference(for: .mac)
    let movesBrackets = isQWERTZOrNordic(layout)
    var remaps: [Character: Character] = [:]
    for entry in reference.keys where entry.group == 1 && entry.key.isMain {
      for level in entry.levels where level.modifiers == [] || level.modifiers == .shift {
        guard let character = level.character, character.isASCII, !character.isLetter, character != " " else {
          continue
        }
        let answer = ruleAnswer(
          for: character, on: entry.key, modifiers: level.modifiers, in: layout, movesBrackets: movesBrackets)
        if answer != character { remaps[character] = answer }
      }
    }
    return remaps
  }

  /// The rule's answer for the US `character` typed on `key` with `modifiers`.
  private static func ruleAnswer(
    for character: Character, on key: Key, modifiers: Modifiers, in layout: Layout, movesBrackets: Bool
  ) -> Character {
    if digitRow.contains(key.name) {
      return self.character(on: key, modifiers: modifiers, in: layout) ?? character
    }
    if layout.strokes(for: character).contains(where: { $0.group == 1 && $0.modifiers == modifiers }) {
      return character
    }
    var target = key
    if key.name == "TLDE", let beside = Key.named("LSGT"), self.character(on: beside, modifiers: [], in: layout) != nil
    {
      target = beside
    } else if movesBrackets, let moved = bracketMoves[key.name].flatMap(Key.named) {
      target = moved
    }
    return self.character(on: target, modifiers: modifiers, in: layout) ?? character
  }

  /// The character `key` types in group 1 with exactly `modifiers`, or `nil`.
  private static func character(on key: Key, modifiers: Modifiers, in layout: Layout) -> Character? {
    layout.levels(of: key)?.levels.first { $0.modifiers == modifiers }?.character
  }

  /// Whether the layout is QWERTZ (Z beside T) or Nordic (a letter on the U.S. `[` key).
  private static func isQWERTZOrNordic(_ layout: Layout) -> Bool {
    let lower = { (name: String) in Key.named(name).flatMap { character(on: $0, modifiers: [], in: layout) } }
    return lower("AD06") == "z" || (lower("AD11")?.isLetter ?? false) && (lower("AC10")?.isLetter ?? false)
  }

  /// The keys of the digit row, `1` to `0`.
  private static let digitRow: Set<String> = [
    "AE01", "AE02", "AE03", "AE04", "AE05", "AE06", "AE07", "AE08", "AE09", "AE10",
  ]

  /// Where the U.S. `[ ] ;` keys go on QWERTZ and Nordic layouts.
  private static let bracketMoves: [String: String] = ["AD11": "AC10", "AD12": "AC11", "AC10": "AD11"]
}
