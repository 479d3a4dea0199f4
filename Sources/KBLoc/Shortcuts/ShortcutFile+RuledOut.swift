extension ShortcutFile {
  /// For each shortcut that shares its key press with shortcuts declared before it that kbloc does
  /// not report as a conflict with it, those pairs and why (``RuledOutPair``): what `kbloc extract`
  /// says of each pair, at the later declaration.
  ///
  /// Shortcuts are compared as `lint` compares them: as pressed on the reference layout
  /// (``LintContext/folded(_:)``). A pair is reported when `lint` reports it, as a conflict
  /// (``ConflictSets``) or as one taking the other's key (``KeyOrder``, `shadowed-shortcut`);
  /// every other pair is ruled out, by the first rule that holds of ``RuledOutPair/Reason``'s.
  /// Two shortcuts that share no target (two apps of one repository, an app and a tool) are never
  /// compared: each app is checked on its own, so they are no pair at all, and left out.
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
    // Each member's targets, to leave out the pairs of different apps; `nil` for no scope, which
    // shares every target.
    let targets: [Set<ShortcutScope.Target>?] = members.map { definitions[$0].scope.map { Set($0.targetKeys) } }
    for position in members.indices.dropFirst() {
      // A shortcut in conflict with every other has nothing ruled out.
      guard sets.count(at: position) + shadows[position].count < members.count - 1 else { continue }
      let reported = Set(sets.members(at: position)).union(shadows[position])
      let known = commands ?? ConflictSets.Commands(members: members, definitions: definitions)
      commands = known
      // By reason, each in file order: the first `limit` without sorting them all.
      var byReason = [[Int]](repeating: [], count: RuledOutPair.Reason.allCases.count)
      var count = 0
      for earlier in 0..<position where !reported.contains(members[earlier]) {
        if let own = targets[position], let other = targets[earlier], own.isDisjoint(with: other) { continue }
        let reason = reason(earlier, position, members: members, definitions: definitions, commands: known)
        byReason[reason.order].append(members[earlier])
        count += 1
      }
      guard count > 0 else { continue }
      var listed: [RuledOutPair] = []
      for (order, others) in byReason.enumerated() where listed.count < limit {
        let reason = RuledOutPair.Reason.allCases[order]
        listed += others.prefix(limit - listed.count).map { RuledOutPair(other: $0, reason: reason) }
      }
      found[members[position]] = RuledOutPartners(pairs: listed, count: count)
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
      if let action = first.action, !action.isEmpty, action == second.action { return .sameAction }
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
