extension AppleKeyEquivalentMap {
  /// The remaps the apple rule gives on `layout` (`docs/apple-rule.md`): those of the observed
  /// input sources whose layouts type the same characters, or else the rule's own.
  /// - Parameters:
  ///   - layout: The layout the key equivalents are registered on.
  ///   - heldOut: An input source whose observations must not be used (the layout's own, for the
  ///     `apple-rule` policy).
  /// - Returns: The US characters the rule changes, with what it changes them to.
  static func ruleRemaps(for layout: Layout, excluding heldOut: String?) -> [Character: Character] {
    let signature = AppleRule.signature(of: layout)
    let twins = observedSignatures.filter { $0.inputSource != heldOut && $0.signature == signature }
    if !twins.isEmpty { return lentRemaps(from: twins.map(\.inputSource)) }
    return AppleRule(layout: layout).remaps()
  }

  /// The observed input sources with the signature of their layout, in identifier order.
  static let observedSignatures: [(inputSource: String, signature: [Character?])] = observations.keys.sorted()
    .compactMap { identifier in
      guard let layout = try? Layout.bundled(inputSource: identifier) else { return nil }
      return (identifier, AppleRule.signature(of: layout))
    }

  /// The remaps the twins agree on: for each character, the answer most of them give (the first
  /// twin's on a tie).
  static func lentRemaps(from twins: [String]) -> [Character: Character] {
    let tables = twins.compactMap { observations[$0] }
    var characters: [Character] = []
    var seen: Set<Character> = []
    for table in tables {
      for character in table.keys.sorted() where seen.insert(character).inserted { characters.append(character) }
    }
    var remaps: [Character: Character] = [:]
    for character in characters {
      var votes: [(answer: Character, count: Int)] = []
      for table in tables {
        let answer = table[character] ?? character
        if let index = votes.firstIndex(where: { $0.answer == answer }) {
          votes[index].count += 1
        } else {
          votes.append((answer, 1))
        }
      }
      guard let first = votes.first else { continue }
      let best = votes.reduce(first) { $1.count > $0.count ? $1 : $0 }
      if best.answer != character { remaps[character] = best.answer }
    }
    return remaps
  }
}

/// The apple rule on one layout: what macOS registers for a key equivalent written with a US
/// character, inferred from the observations (`docs/apple-rule.md`).
///
/// The rule reads the layout as macOS does, by virtual key code: the US `` ` `` key is the key
/// that sends 0x32, beside left Shift on an ISO keyboard (``KeyboardType``). Every key name below
/// is the US key of a virtual key code.
struct AppleRule {
  /// The layout the key equivalents are registered on.
  let layout: Layout
  /// The keyboard the layout sits on: its own, or for a table without one, ISO when it has a key
  /// beside left Shift and ANSI otherwise.
  let keyboard: KeyboardType
  /// Whether the US `[ ] ;` keys move to the layout's `; ' [` keys.
  ///
  /// They do where the layout types letters, not punctuation, on the US `[`, `;` and `'` keys and
  /// punctuation on the US `]` key.
  let movesBrackets: Bool
  /// Whether Z is beside T.
  let isQWERTZ: Bool
  /// The keys the digit row and the moved US keys take.
  private(set) var takenKeys: Set<String> = []

  /// Prepares the rule for `layout`.
  init(layout: Layout) {
    self.layout = layout
    keyboard = layout.keyboardType ?? (layout.levels(of: Key(name: "LSGT")) != nil ? .iso : .ansi)
    let keyboard = keyboard
    let holdsLetter = { (key: String) -> Bool in
      guard let character = AppleRule.character(on: key, modifiers: [], in: layout, keyboard: keyboard) else {
        return false
      }
      return character.isLetter && !character.isASCII
    }
    movesBrackets = holdsLetter("AD11") && holdsLetter("AC10") && holdsLetter("AC11") && !holdsLetter("AD12")
    isQWERTZ = AppleRule.character(on: "AD06", modifiers: [], in: layout, keyboard: keyboard) == "z"
    // The U.S. `` ` `` key's characters are read by position (step 7), so its key is taken too.
    var taken = AppleRule.digitRow.union(["TLDE"])
    for key in ["AD11", "AD12", "AC10", "AC11", "AE12"] where target(of: key) != key {
      taken.insert(target(of: key))
    }
    takenKeys = taken
  }

  /// The characters the rule changes, with what it changes them to.
  func remaps() -> [Character: Character] {
    var remaps: [Character: Character] = [:]
    for (character, _) in AppleRule.usPositions {
      let answer = keyEquivalent(for: character, depth: 0)
      if answer != character { remaps[character] = answer }
    }
    return remaps
  }

  /// The rule's answer for the US `character`; `depth` bounds the look-ups of other characters.
  func keyEquivalent(for character: Character, depth: Int) -> Character {
    guard let (key, modifiers) = AppleRule.usPositions[character] else { return character }
    if character.isLetter { return letter(character, on: key, modifiers: modifiers) }
    // 1. The digit row goes by position, at both shift levels.
    if AppleRule.digitRow.contains(key) { return self.character(on: key, modifiers: modifiers) ?? character }
    let onMovedKey = movesBrackets && AppleRule.bracketKeys.contains(key)
    if !onMovedKey {
      // 2. `/` and `=` where the layout types them shifted: beside `?` and `+`.
      if character == "/", keys(typing: "/", with: []).isEmpty,
        let answer = neighbour(of: "?", at: .shift, reading: [], depth: depth)
      {
        return answer
      }
      if character == "=", keys(typing: "=", with: []).isEmpty,
        let answer = neighbour(of: "+", at: [], reading: .shift, depth: depth)
      {
        return answer
      }
      if character == "+", keys(typing: "+", with: []).contains(where: { !AppleRule.digitRow.contains($0) }) {
        return character
      }
    }
    // 3. The shifted character of a moved key follows its unshifted one.
    if modifiers == .shift, AppleRule.bracketKeys.contains(key),
      let unshifted = AppleRule.character(on: key, modifiers: [], in: Layout.usReference(for: .mac), keyboard: .ansi),
      case let moved = keyEquivalent(for: unshifted, depth: depth + 1), moved != unshifted,
      let home = keys(typing: moved, with: []).first
    {
      return self.character(on: home, modifiers: modifiers) ?? character
    }
    // 4. Kept where typed at the same shift level on a key no US key moved to.
    if !onMovedKey {
      let destination = target(of: key)
      if keys(typing: character, with: modifiers).contains(where: { !takenKeys.contains($0) || $0 == destination }) {
        return character
      }
    }
    // 5. Otherwise the character at the US key and shift level, after the moves.
    return self.character(on: target(of: key), modifiers: modifiers) ?? character
  }

  /// A Latin letter is kept where the layout types it; a layout without it registers the Latin
  /// letter at the same key and level.
  private func letter(_ letter: Character, on key: String, modifiers: Modifiers) -> Character {
    guard keys(typing: letter, with: modifiers).isEmpty, let there = character(on: key, modifiers: modifiers),
      there.isLetter, there.unicodeScalars.allSatisfy({ (0xC0...0x24F).contains($0.value) })
    else { return letter }
    return there
  }

  /// The character on the key that types `anchor` at `level`, read at `reading`; a key whose
  /// character the rule keeps for itself passes to the key on its right.
  private func neighbour(of anchor: Character, at level: Modifiers, reading: Modifiers, depth: Int) -> Character? {
    var key = keys(typing: anchor, with: level).first { !AppleRule.digitRow.contains($0) }
    while let current = key {
      if let answer = character(on: current, modifiers: reading) {
        let keptForItself =
          AppleRule.usPositions[answer] != nil && depth < 3 && keyEquivalent(for: answer, depth: depth + 1) == answer
        if !keptForItself { return answer }
      }
      key = AppleRule.rightNeighbour[current]
    }
    return nil
  }

  /// Where the US key's characters are read on the layout.
  func target(of key: String) -> String {
    guard movesBrackets else { return key }
    switch key {
    case "AD11": return "AC10"
    case "AD12": return "AC11"
    case "AC10": return "AD11"
    case "AC11": return isQWERTZ ? "AE12" : "AD12"
    case "AE12": return isQWERTZ ? "AD12" : "AE12"
    default: return key
    }
  }

  /// The keys, as US keys of their virtual key codes, that type `character` in group 1 with exactly
  /// `modifiers`, cheapest first.
  private func keys(typing character: Character, with modifiers: Modifiers) -> [String] {
    layout.strokes(for: character).compactMap { stroke in
      guard stroke.group == 1, stroke.key.isMain, stroke.modifiers == modifiers else { return nil }
      // The keyboard's placing swaps at most two keys, so it is its own inverse.
      return keyboard.physicalKey(for: stroke.key, namedBy: .macKeyCode)?.name
    }
  }

  private func character(on key: String, modifiers: Modifiers) -> Character? {
    AppleRule.character(on: key, modifiers: modifiers, in: layout, keyboard: keyboard)
  }

  /// The character the key sending `key`'s virtual key code types in group 1 with exactly
  /// `modifiers` (a dead key's spacing form).
  static func character(on key: String, modifiers: Modifiers, in layout: Layout, keyboard: KeyboardType) -> Character? {
    guard let key = Key.named(key), let physical = keyboard.physicalKey(for: key, namedBy: .macKeyCode) else {
      return nil
    }
    return layout.levels(of: physical)?.levels.first { $0.modifiers == modifiers }?.character
  }

  /// The characters of the layout's main keys at their first two shift levels, Latin letters left
  /// out: two layouts with the same signature take the same remaps.
  static func signature(of layout: Layout) -> [Character?] {
    let keyboard = AppleRule(layout: layout).keyboard
    return signatureKeys.flatMap { key in
      [Modifiers(), .shift].map { modifiers in
        let character = AppleRule.character(on: key, modifiers: modifiers, in: layout, keyboard: keyboard)
        return character.map { $0.isASCII && $0.isLetter } == true ? nil : character
      }
    }
  }

  /// Each US character typed without Option, with its key and shift level on `us(mac)`.
  static let usPositions: [Character: (key: String, modifiers: Modifiers)] = {
    var positions: [Character: (key: String, modifiers: Modifiers)] = [:]
    for entry in Layout.usReference(for: .mac).keys where entry.group == 1 && entry.key.isMain {
      for level in entry.levels where level.modifiers == [] || level.modifiers == .shift {
        guard let character = level.character, character.isASCII, character != " ",
          positions[character] == nil
        else { continue }
        positions[character] = (entry.key.name, level.modifiers)
      }
    }
    return positions
  }()

  /// The keys a signature reads: every main key of `us(mac)` except the space bar.
  static let signatureKeys: [String] = Layout.usReference(for: .mac).keys.filter {
    $0.group == 1 && $0.key.isMain && $0.key.name != "SPCE"
  }.map(\.key.name)

  /// The keys of the digit row, `1` to `0`.
  static let digitRow: Set<String> = ["AE01", "AE02", "AE03", "AE04", "AE05", "AE06", "AE07", "AE08", "AE09", "AE10"]

  /// The US `[ ] ; '` keys.
  static let bracketKeys: Set<String> = ["AD11", "AD12", "AC10", "AC11"]

  /// Each main key's right-hand neighbour in its row.
  static let rightNeighbour: [String: String] = {
    let rows = [
      ["TLDE"] + (1...12).map { "AE" + ($0 < 10 ? "0\($0)" : "\($0)") },
      (1...12).map { "AD" + ($0 < 10 ? "0\($0)" : "\($0)") },
      (1...11).map { "AC" + ($0 < 10 ? "0\($0)" : "\($0)") } + ["BKSL"],
      ["LSGT"] + (1...10).map { "AB" + ($0 < 10 ? "0\($0)" : "\($0)") },
    ]
    var neighbours: [String: String] = [:]
    for row in rows {
      for (left, right) in zip(row, row.dropFirst()) { neighbours[left] = right }
    }
    return neighbours
  }()
}
