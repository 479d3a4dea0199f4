extension ShortcutFile {
  /// For each shortcut that shares its key press with shortcuts declared before it that kbloc does
  /// not report as a conflict with it, those pairs and why (``RuledOutPair``): what `kbloc extract`
  /// says of each pair, at the later declaration.
  ///
  /// Shortcuts are compared as `lint` compares them: as pressed on the reference layout
  /// (``LintContext/folded(_:)``). A pair is reported when `lint` reports it, as a conflict
  /// (``ConflictSets``) or as one taking the other's key (``KeyOrder``, `shadowed-shortcut`);
  /// every other pair is ruled out, by the first rule that holds of
  /// ``RuledOutPair/Reason``'s.
  ///
  /// ```swift
  /// file.ruledOutPartners(limit: 10)[7]?.pairs.map(\.reason)   // [.neverLive]: two sheets' Return
  /// ```
  /// - Parameters:
  ///   - limit: The most pairs given per shortcut; ``RuledOutPartners/count`` says how many there
  ///     are.
  ///   - context: The reference layout's keys, as for `lint`.
  /// - Returns: Definition index → its ruled-out pairs; shortcuts with none are left out.
  /// - Complexity: O(*n*) for shortcuts on distinct key presses; O(*k*²) for a key press of *k*
  ///   shortcuts some of which are not in conflict with each other (the pairs are classified
  ///   once), O(*k*) for one whose shortcuts all conflict.
  public func ruledOutPartners(limit: Int, context: LintContext = LintContext()) -> [Int: RuledOutPartners] {
    var groups: [Shortcut: [Int]] = [:]
    for (index, definition) in definitions.enumerated() {
      groups[context.folded(definition.shortcut), default: []].append(index)
    }
    var found: [Int: RuledOutPartners] = [:]
    for members in groups.values where members.count > 1 {
      Self.ruledOut(members: members, definitions: definitions, limit: limit, into: &found)
    }
    return found
  }

  /// Adds the ruled-out pairs of `members`, indices of `definitions` on one key press in file
  /// order, to `found`.
  private static func ruledOut(
    members: [Int], definitions: [ShortcutDefinition], limit: Int, into found: inout [Int: RuledOutPartners]
  ) {
    let sets = ConflictSets(members: members, definitions: definitions)
    var shadows = [[Int]](repeating: [], count: members.count)
    for pair in KeyOrder.pairs(members: members, definitions: definitions) where pair.outcome == .shadows {
      shadows[pair.first].append(members[pair.second])
      shadows[pair.second].append(members[pair.first])
    }
    var commands: ConflictSets.Commands?
    for position in members.indices.dropFirst() {
      // A shortcut in conflict with every other has nothing ruled out.
      guard sets.count(at: position) + shadows[position].count < members.count - 1 else { continue }
      let reported = Set(sets.members(at: position)).union(shadows[position])
      let known = commands ?? ConflictSets.Commands(members: members, definitions: definitions)
      commands = known
      var pairs: [(reason: RuledOutPair.Reason, position: Int)] = []
      for earlier in 0..<position where !reported.contains(members[earlier]) {
        pairs.append((reason(earlier, position, members: members, definitions: definitions, commands: known), earlier))
      }
      guard !pairs.isEmpty else { continue }
      let later = definitions[members[position]]
      let listed = pairs.sorted { ($0.reason, $0.position) < ($1.reason, $1.position) }.prefix(limit).map { pair in
        let earlier = definitions[members[pair.position]]
        return RuledOutPair(
          other: members[pair.position], reason: pair.reason,
          detail: RuledOutPair.detail(pair.reason, earlier: earlier, later: later))
      }
      found[members[position]] = RuledOutPartners(pairs: listed, count: pairs.count)
    }
  }

  /// Why the members at positions `a` and `b` (`a` first), which `lint` does not report, are no
  /// conflict: the first rule of ``RuledOutPair/Reason``'s that holds.
  private static func reason(
    _ a: Int, _ b: Int, members: [Int], definitions: [ShortcutDefinition], commands: ConflictSets.Commands
  ) -> RuledOutPair.Reason {
    let (first, second) = (definitions[members[a]], definitions[members[b]])
    if first.ignoresConflict(with: second) { return .ignored }
    if commands.command[a] == commands.command[b] {
      if first.alternateOf == second.id || second.alternateOf == first.id { return .alternate }
      if first.oneCommandWith.contains(second.id) || second.oneCommandWith.contains(first.id) { return .projectFile }
      if let action = first.actionKey, action == second.actionKey { return .sameAction }
      return .oneCommand
    }
    if commands.mirror[a] == commands.mirror[b] { return .mirror }
    if !first.scope.canBeLive(with: second.scope) { return .neverLive }
    let (earlier, later) = first.stage <= second.stage ? (first, second) : (second, first)
    if earlier.stage != later.stage, earlier.isDialogButton, later.stage >= .menuBar { return .dialogButton }
    // A focused editor's binding with a menu item's title runs its command (``KeyOrder``).
    return .mirror
  }
}
