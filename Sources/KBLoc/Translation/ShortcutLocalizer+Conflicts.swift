extension ShortcutLocalizer {
  /// A position fallback never silently takes a key combination that another shortcut types
  /// directly, when both can be live at once: it yields, keeping its character with the extra
  /// modifiers (`needs-option`).
  /// - Complexity: O(*n*): the results are grouped by key combination once, and each group split
  ///   by scope (``ConflictSets``).
  /// `commandKeys`, when given, holds each definition's ``ShortcutDefinition/commandKeys``.
  func yieldFallbacks(
    _ results: inout [LocalizedShortcut], definitions: [ShortcutDefinition], commandKeys: [[String]]? = nil
  ) {
    guard results.contains(where: \.isFallback) else { return }
    var owners: [Int: Int] = [:]
    for members in Self.groupsByPress(results) where members.contains(where: { results[$0].isFallback }) {
      guard members.contains(where: { !results[$0].isFallback }) else { continue }
      let sets = ConflictSets(members: members, definitions: definitions, commandKeys: commandKeys, byKeyOrder: false)
      // Where the direct results are in each list, to find a fallback's first owner in O(log k).
      let direct = sets.lists.map { list in list.indices.filter { !results[list[$0]].isFallback } }
      for (position, index) in members.enumerated() where results[index].isFallback {
        for slice in sets.slices[position] {
          let places = direct[slice.list]
          let before = places.first.flatMap { $0 < slice.skipped.lowerBound ? $0 : nil }
          let after = places.partitionPoint(where: { $0 >= slice.skipped.upperBound })
          if let place = before ?? (after < places.count ? places[after] : nil) {
            owners[index] = sets.lists[slice.list][place]
            break
          }
        }
      }
    }
    for (index, owner) in owners {
      let definition = definitions[index]
      var yielded = translate(
        definition.shortcut, text: .definition(id: definition.id, input: definition.keys), match: definition.match,
        mirror: definition.mirror, localize: definition.localize, allowFallback: false)
      yielded.explanation.remarks.append(.wouldCollide(owner: definitions[owner].reference))
      results[index] = yielded
    }
  }

  /// Step 5: results ending on the same key combination that can be live at once (and are not one
  /// command declared twice), and results landing on a standard shortcut they are not, are
  /// flagged `conflict`.
  /// - Complexity: O(*n*) in the number of results: the members of a group of shortcuts on one key
  ///   combination share lists of the group's ids (``ConflictingShortcuts``).
  ///
  /// `commandKeys`, when given, holds each definition's ``ShortcutDefinition/commandKeys``; `memo`
  /// the sets of groups met before, each definition named by its token.
  func flagConflicts(
    _ results: inout [LocalizedShortcut], definitions: [ShortcutDefinition], commandKeys: [[String]]? = nil,
    memo: (ConflictSetsMemo, tokens: [Int])? = nil
  ) {
    // For each result in a group on one key combination, what its group declares: a standard
    // shortcut the app declares itself is named by that declaration, not as a standard one.
    var declaredInGroup: [Int: Set<Shortcut>] = [:]
    for members in Self.groupsByPress(results) {
      let declared = Set(members.map { results[$0].normalizedInput })
      for index in members { declaredInGroup[index] = declared }
      let make = {
        ConflictSets(members: members, definitions: definitions, commandKeys: commandKeys, onTargetLayout: true)
      }
      // The sets name members by their places in `definitions`: a group is known by its tokens
      // and their places.
      let sets =
        memo.map { memo, tokens in memo.sets(for: members.flatMap { [tokens[$0], $0] }, making: make) } ?? make()
      let idLists = sets.lists.map { $0.map { results[$0].id } }
      for (position, index) in members.enumerated() where !sets.slices[position].isEmpty {
        results[index].conflicts = LocalizedShortcut.Conflicts(
          others: ConflictingShortcuts(sets, at: position, idLists: idLists))
        results[index].decision.flags.insert(.conflict)
      }
    }
    for index in results.indices {
      flagStandardConflicts(&results[index], declaredBesides: declaredInGroup[index] ?? [])
    }
  }

  /// The indices of the results on each key combination that more than one result presses, in
  /// file order; the groups in no particular order.
  /// - Complexity: O(*n* log *n*) in the number of results: their packed key combinations
  ///   (``LocalizedShortcut/Press/Combination/packed``) are sorted, which hashes nothing; the
  ///   rare combination that does not pack goes through a dictionary.
  static func groupsByPress(_ results: [LocalizedShortcut]) -> [[Int]] {
    var packed: [(packed: Int, index: Int)] = []
    packed.reserveCapacity(results.count)
    var unpacked: [LocalizedShortcut.Press.Combination: [Int]] = [:]
    for index in results.indices {
      // Read in place: `press` would copy the press through `Optional`, retaining its strings.
      guard results[index].decision.hasPress else { continue }
      let combination = results[index].decision.pressed.combination
      if let value = combination.packed {
        packed.append((value, index))
      } else {
        unpacked[combination, default: []].append(index)
      }
    }
    packed.sort { ($0.packed, $0.index) < ($1.packed, $1.index) }
    var groups: [[Int]] = []
    var start = 0
    while start < packed.count {
      var end = start + 1
      while end < packed.count, packed[end].packed == packed[start].packed { end += 1 }
      if end - start > 1 { groups.append(packed[start..<end].map(\.index)) }
      start = end
    }
    return groups + unpacked.values.filter { $0.count > 1 }
  }

  /// The standard shortcut, other than `shortcut` itself (normalized on the reference layout),
  /// whose key combination `press` is.
  func standardTaking(_ press: LocalizedShortcut.Press?, besides shortcut: Shortcut) -> StandardShortcut? {
    guard let press, let standards = standards(pressedAs: press.combination) else { return nil }
    return standards.first { $0.shortcut != shortcut }
  }

  /// Flags a result whose key combination is a standard shortcut other than the one it was
  /// written as, and other than those `declared` besides it on that combination: the app's own
  /// declaration of a standard shortcut (its Quit item on ⌘Q) is its partner there, named by its
  /// id among the result's conflicts, not as `standard:Command-Q`.
  func flagStandardConflicts(_ result: inout LocalizedShortcut, declaredBesides declared: Set<Shortcut> = []) {
    // The combination read in place (``Decision/pressed``), and the standards by position in the
    // list: copying a press or a standard shortcut would retain its strings.
    guard result.decision.hasPress else { return }
    let combination = result.decision.pressed.combination
    guard let range = packedStandards(pressedAs: combination) else {
      for offset in unpackedStandardPresses[combination] ?? [] {
        flagStandardConflict(at: offset, on: &result, declared: declared)
      }
      return
    }
    for position in range {
      flagStandardConflict(at: standardOffsetsOfPackedPresses[position], on: &result, declared: declared)
    }
  }

  /// Flags `result` as landing on the standard shortcut at `offset` of ``standardShortcutList``,
  /// unless it is that standard shortcut or one of `declared`.
  private func flagStandardConflict(at offset: Int, on result: inout LocalizedShortcut, declared: Set<Shortcut>) {
    guard standardShortcutList[offset].shortcut != result.normalizedInput,
      !declared.contains(standardShortcutList[offset].shortcut)
    else { return }
    let standard = standardShortcutList[offset]
    result.conflicts.standards.append("standard:\(standard.shortcut)")
    result.decision.flags.insert(.conflict)
    result.explanation.remarks.append(.landsOnStandard(standard))
  }
}

extension LocalizedShortcut.Press {
  /// The key, group and modifiers: what two presses must share to collide, the one definition of
  /// "the same key combination".
  struct Combination: Hashable {
    let key: Key
    let group: Int
    let modifiers: Modifiers

    /// A catalog key's combination as one integer, distinct for distinct combinations; `nil` for
    /// a key outside the catalog or a group beyond 65,535.
    var packed: Int? {
      guard (0..<(1 << 32)).contains(key.order), (0..<(1 << 16)).contains(group) else { return nil }
      return key.order << 24 | group << 8 | Int(modifiers.rawValue)
    }

    /// Hashes a catalog key's combination as one packed integer.
    func hash(into hasher: inout Hasher) {
      if let packed {
        hasher.combine(packed)
      } else {
        hasher.combine(key)
        hasher.combine(group)
        hasher.combine(modifiers)
      }
    }
  }

  var combination: Combination { Combination(key: key, group: group, modifiers: modifiers) }
}

extension String {
  /// The string without the given characters at either end.
  func trimmingCharacters(in set: String) -> String {
    var text = Substring(self)
    while let first = text.first, set.contains(first) { text.removeFirst() }
    while let last = text.last, set.contains(last) { text.removeLast() }
    return String(text)
  }
}
