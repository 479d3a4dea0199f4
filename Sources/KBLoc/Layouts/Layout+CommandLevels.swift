extension Layout {
  /// The table as key equivalents see it: each key of ``commandLevels`` types its ⌘ level at
  /// level 1 and its ⇧⌘ level at level 2, its other levels (Option) kept; the layout itself when
  /// it has no Command level.
  ///
  /// macOS matches a key equivalent against what the key types while ⌘ is held, so
  /// ``ShortcutLocalizer`` translates through this table. It keeps ``commandLevels``, so folding
  /// it again changes nothing.
  ///
  /// ```swift
  /// let layout = try Layout(keylayout: dvorakQwertyCommand, name: "DQ.keylayout")
  /// layout.character(at: Key(name: "AB04"), group: 1, modifiers: [])   // "k", as Dvorak types
  /// layout.foldingCommandLevels().character(at: Key(name: "AB04"), group: 1, modifiers: [])   // "v"
  /// ```
  /// - Complexity: O(1) without a Command level; otherwise O(*n* log *n*) in the number of
  ///   levels, as the reverse index is built again.
  public func foldingCommandLevels() -> Layout {
    guard !commandLevels.isEmpty else { return self }
    var folded = keys
    var added = false
    for entry in commandLevels where entry.group == 1 {
      let commandLevels = entry.levels.map { level in
        Level(
          level: level.level, modifiers: level.modifiers.subtracting(.command), keysym: level.keysym,
          character: level.character, isDead: level.isDead)
      }
      guard let position = position(of: entry.key, group: 1) else {
        folded.append(KeyLevels(key: entry.key, group: 1, levels: commandLevels))
        added = true
        continue
      }
      let kept = folded[position].levels.filter { $0.modifiers != [] && $0.modifiers != .shift }
      var levels = commandLevels + kept
      levels.stableSort { $0.level < $1.level }
      folded[position] = KeyLevels(key: entry.key, group: 1, levels: levels)
    }
    if added { folded.sortNearlySorted { ($0.key.order, $0.group) < ($1.key.order, $1.group) } }
    var layout = Layout(
      name: name, groupNames: groupNames, platform: platform, keys: folded, source: source, keyboardType: keyboardType,
      commandLevels: commandLevels)
    layout.inputSource = inputSource
    return layout
  }

  /// The Command level of `key` (group 1): what it types with ⌘ and with ⇧⌘ where that differs
  /// from what it types without, or `nil` where it does not.
  /// - Complexity: O(log *c*) in the number of keys with a Command level.
  public func commandLevels(of key: Key) -> KeyLevels? {
    // In keyboard order (``Key/order``), as ``placed(on:keysNamedBy:)`` and the importers leave it.
    let order = key.order
    var index = commandLevels.partitionPoint { $0.key.order >= order }
    while index < commandLevels.endIndex, commandLevels[index].key.order == key.order {
      if commandLevels[index].key == key, commandLevels[index].group == 1 { return commandLevels[index] }
      index += 1
    }
    return nil
  }

  /// The table with the Command level that `other` types: for each main key of group 1 whose
  /// level-1 character `other` types otherwise, ⌘ and ⇧⌘ are `other`'s levels 1 and 2 there.
  ///
  /// For an input source that types another layout with ⌘ held (Dvorak – QWERTY ⌘ types U.S.).
  /// Both tables name keys alike (placed on the same keyboard).
  /// - Complexity: O(*n* log *n*) in the number of levels.
  func withCommandLevels(typedBy other: Layout) -> Layout {
    var command: [KeyLevels] = []
    for entry in keys where entry.group == 1 && entry.key.isMain {
      guard let theirs = other.levels(of: entry.key)?.levels else { continue }
      let typed = theirs.first { $0.modifiers == [] }
      guard let typed, typed.character != nil,
        typed.character != entry.levels.first(where: { $0.modifiers == [] })?.character
      else { continue }
      let shifted = theirs.first { $0.modifiers == .shift }
      let levels = [typed, shifted].enumerated().compactMap { offset, level in
        level.map {
          Level(
            level: offset + 1, modifiers: offset == 0 ? .command : [.shift, .command], keysym: $0.keysym,
            character: $0.character, isDead: $0.isDead)
        }
      }
      command.append(KeyLevels(key: entry.key, group: 1, levels: levels))
    }
    var layout = Layout(
      name: name, groupNames: groupNames, platform: platform, keys: keys, source: source, keyboardType: keyboardType,
      commandLevels: command)
    layout.inputSource = inputSource
    return layout
  }
}
