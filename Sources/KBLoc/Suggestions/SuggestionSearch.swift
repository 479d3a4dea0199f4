/// The state of one `suggest` run: the shortcuts as they stand (first choices get applied), each
/// one's result on every target layout, and the results of the candidates tried so far.
///
/// Collisions are found by key combination: a candidate is translated on its own (as coverage
/// translates a shortcut with nothing on its keys), and only when other shortcuts press the same
/// combination is it translated again among them with ``ShortcutLocalizer/localize(_:)-([ShortcutDefinition])``,
/// which applies the scopes (``ShortcutScope``) and the position fallbacks' yielding as a
/// coverage run does.
struct SuggestionSearch {
  let suggester: ShortcutSuggester
  /// The shortcuts as they stand.
  private(set) var definitions: [ShortcutDefinition]
  /// For each layout, each shortcut's result translated on its own.
  private var alone: [[LocalizedShortcut]]
  /// For each layout, the shortcuts on each key combination (by ``alone``'s presses).
  private var byPress: [[LocalizedShortcut.Press.Combination: [Int]]]
  /// For each candidate tried, its result on each layout translated on its own, filled as needed.
  private var candidates: [CandidateKey: [LocalizedShortcut?]] = [:]
  /// The order layouts are tried in: the one that last rejected a candidate first; the layouts
  /// left out are not in it.
  private var layoutOrder: [Int]
  /// The layouts on which no letter with Command is covered (braille layouts, say): no
  /// alternative can be covered there, so they are left out of what alternatives must meet.
  private(set) var leftOut: [Int] = []
  /// The lint findings of ``definitions`` that a change of keys can remove, as pairs of rule and
  /// shortcut id, each with how many times it is found.
  private var findingCounts: [FindingKey: Int] = [:]
  /// The shortcuts in each lint family (``lintFamily(of:)``), in file order.
  private var lintFamilies: [Shortcut: [Int]] = [:]
  /// The shortcuts with each id, in file order.
  private let indicesByID: [String: [Int]]
  /// Each shortcut's ``ShortcutDefinition/commandKeys``, made once: they do not depend on its keys,
  /// so a candidate has those of the shortcut it replaces.
  private let commandKeys: [[String]]
  /// For each layout, the results of the shortcuts on one key combination translated together
  /// (as they stand, without a candidate), by their indices; emptied when keys change.
  private var groupResults: [[[Int]: [LocalizedShortcut]]]
  /// The conflict sets of the groups of shortcuts as they stand, which no layout changes.
  ///
  /// A definition's token is its index; emptied when keys change. A candidate's groups have a
  /// memo of their own, for the one candidate (``coverage(of:replacing:rejectingFallbacks:)``).
  private let memo = ConflictSetsMemo()
  /// The rules turned off: the options' and the file's.
  private let disabledRules: [String]

  /// A candidate as it is translated: its shortcut and the settings of the definition it replaces.
  struct CandidateKey: Hashable {
    var shortcut: Shortcut
    var match: ShortcutDefinition.Match
    var mirror: Bool
    var localize: Bool
  }

  /// A lint finding as compared before and after a change: its rule and its shortcut.
  struct FindingKey: Hashable {
    var rule: String
    var shortcut: String
  }

  init(suggester: ShortcutSuggester) throws(LintRuleNameError) {
    self.suggester = suggester
    self.definitions = suggester.file.definitions
    self.disabledRules = suggester.options.disabledRules
    self.indicesByID = Dictionary(grouping: definitions.indices, by: { suggester.file.definitions[$0].id })
    self.commandKeys = definitions.map(\.commandKeys)
    self.groupResults = Array(repeating: [:], count: suggester.layouts.count)
    try suggester.linter.validate(ruleNames: disabledRules)
    _ = try suggester.linter.lint(suggester.file, disabling: disabledRules)
    let definitions = definitions
    alone = suggester.localizers.map { localizer in
      definitions.map { definition in
        localizer.localize(
          definition.shortcut, id: definition.id, match: definition.match, mirror: definition.mirror,
          localize: definition.localize)
      }
    }
    byPress = alone.map { results in
      var groups: [LocalizedShortcut.Press.Combination: [Int]] = [:]
      for (index, result) in results.enumerated() {
        if let press = result.press { groups[press.combination, default: []].append(index) }
      }
      return groups
    }
    layoutOrder = []
    for (index, definition) in definitions.enumerated() {
      lintFamilies[lintFamily(of: definition.shortcut), default: []].append(index)
    }
    count(lintFindings(of: definitions), by: 1)
    for layout in suggester.layouts.indices {
      let hostsLetters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".contains { letter in
        let key = CandidateKey(
          shortcut: Shortcut(.character(letter), modifiers: .command), match: .character, mirror: true, localize: true)
        return result(of: key, on: layout).map(isClean) ?? false
      }
      if hostsLetters { layoutOrder.append(layout) } else { leftOut.append(layout) }
    }
  }

  /// The layouts alternatives must be covered on, in run order.
  var consideredLayouts: [Int] { layoutOrder.sorted() }

  // MARK: - Problems

  /// The problems of every shortcut that has one, by index, as a coverage run over the layouts and
  /// a lint of the file find them.
  func problemsAsFound() -> [Int: [ShortcutSuggestion.Problem]] {
    typealias Kind = ShortcutSuggestion.Problem.Kind
    var layoutsOf: [Int: [Kind: [Int]]] = [:]
    var conflictsOf: [Int: [String]] = [:]
    for layout in consideredLayouts {
      for (index, result) in suggester.localizers[layout].localize(definitions, commandKeys: commandKeys).enumerated() {
        var kinds: [Kind] = []
        if result.status == .unreachable { kinds.append(.unreachable) }
        if result.status == .needsOption || result.status == .shifted { kinds.append(.extraModifiers) }
        if result.flags.contains(.conflict) {
          kinds.append(.conflict)
          if conflictsOf[index] == nil {
            conflictsOf[index] = result.conflicts.prefix(LocalizedShortcut.namedConflictLimit)
          }
        }
        if result.flags.contains(.shadowsCharacter) { kinds.append(.shadowsCharacter) }
        for kind in kinds { layoutsOf[index, default: [:]][kind, default: []].append(layout) }
      }
    }
    var rulesOf: [String: [String]] = [:]
    for finding in lintFindingList(of: definitions)
    where !ShortcutSuggester.rulesKeysCannotSatisfy.contains(finding.ruleID) {
      if !(rulesOf[finding.shortcutID]?.contains(finding.ruleID) ?? false) {
        rulesOf[finding.shortcutID, default: []].append(finding.ruleID)
      }
    }
    var problems: [Int: [ShortcutSuggestion.Problem]] = [:]
    for (index, definition) in definitions.enumerated() {
      var found: [ShortcutSuggestion.Problem] = []
      for kind in Kind.allCases {
        if kind == .lint {
          if let rules = rulesOf[definition.id] { found.append(.init(kind: .lint, layouts: [], with: rules)) }
        } else if let layouts = layoutsOf[index]?[kind] {
          found.append(
            .init(
              kind: kind, layouts: layouts.map { suggester.layouts[$0].name },
              with: kind == .conflict ? conflictsOf[index] ?? [] : []))
        }
      }
      if !found.isEmpty { problems[index] = found }
    }
    return problems
  }

  /// Whether the shortcut at `index` has a problem in the set as it stands, the shortcuts at
  /// `ignored` left out.
  func hasProblems(_ index: Int, ignoring ignored: Set<Int> = []) -> Bool {
    let definition = definitions[index]
    let families = Set((indicesByID[definition.id] ?? []).map { lintFamily(of: definitions[$0].shortcut) })
    if lintFindings(inFamilies: families, ignoring: ignored).contains(where: { $0.shortcut == definition.id }) {
      return true
    }
    for layout in layoutOrder {
      let result = alone[layout][index]
      guard isClean(result), let press = result.press else { return true }
      let others = (byPress[layout][press.combination] ?? []).filter { $0 != index && !ignored.contains($0) }
      guard !others.isEmpty else { continue }
      let together = suggester.localizers[layout].localize(
        [definition] + others.map { definitions[$0] },
        commandKeys: [commandKeys[index]] + others.map { commandKeys[$0] })
      if !isClean(together[0]) { return true }
    }
    return false
  }

  // MARK: - Alternatives

  /// Up to `limit` alternatives for the shortcut at `index` in the set as it stands, best first:
  /// those typing the same character on every layout, then the others, each group in mnemonic
  /// order.
  mutating func alternatives(for index: Int, limit: Int) -> [ShortcutSuggestion.Alternative] {
    guard limit > 0 else { return [] }
    let definition = definitions[index]
    var same: [ShortcutSuggestion.Alternative] = []
    var others: [ShortcutSuggestion.Alternative] = []
    let written = suggester.linter.context.folded(definition.shortcut)
    for (shortcut, mnemonic) in ShortcutSuggester.candidates(for: definition, context: suggester.linter.context)
    where shortcut != written {
      guard same.count < limit else { break }
      let rejectsFallbacks = suggester.options.strict || others.count >= limit
      guard let fallbacks = coverage(of: shortcut, replacing: index, rejectingFallbacks: rejectsFallbacks),
        lintsClean(shortcut, replacing: index)
      else { continue }
      let alternative = ShortcutSuggestion.Alternative(
        shortcut: shortcut, mnemonic: mnemonic, fallbackLayouts: fallbacks.map { suggester.layouts[$0].name },
        layoutCount: layoutOrder.count)
      if fallbacks.isEmpty { same.append(alternative) } else { others.append(alternative) }
    }
    return Array((same + others).prefix(limit))
  }

  /// The layouts on which `shortcut`, replacing the shortcut at `index`, is pressed as another
  /// character or by position, in run order; `nil` when some layout rejects it (or, with
  /// `rejectingFallbacks`, presses it so).
  private mutating func coverage(of shortcut: Shortcut, replacing index: Int, rejectingFallbacks: Bool) -> [Int]? {
    let definition = definitions[index]
    let key = CandidateKey(
      shortcut: shortcut, match: definition.match, mirror: definition.mirror, localize: definition.localize)
    var fallbacks: [Int] = []
    // The candidate's groups, met again on layout after layout; the candidate is token -1.
    let candidateMemo = ConflictSetsMemo()
    for position in layoutOrder.indices {
      let layout = layoutOrder[position]
      guard let result = result(of: key, on: layout), isClean(result), let press = result.press,
        rejectingFallbacks ? isSameCharacter(result, match: definition.match) : true
      else {
        layoutOrder.insert(layoutOrder.remove(at: position), at: 0)
        return nil
      }
      if !isSameCharacter(result, match: definition.match) { fallbacks.append(layout) }
      let others = (byPress[layout][press.combination] ?? []).filter { $0 != index }
      guard !others.isEmpty else { continue }
      let localizer = suggester.localizers[layout]
      let otherDefinitions = others.map { definitions[$0] }
      let otherKeys = others.map { commandKeys[$0] }
      let before =
        groupResults[layout][others]
        ?? localizer.localize(otherDefinitions, commandKeys: otherKeys, memo: (memo, tokens: others))
      groupResults[layout][others] = before
      let after = localizer.localize(
        [definition.replacingShortcut(with: shortcut)] + otherDefinitions,
        commandKeys: [commandKeys[index]] + otherKeys,
        memo: (candidateMemo, tokens: [-1] + others))
      guard isClean(after[0]),
        zip(before, after.dropFirst()).allSatisfy({ CoverageReport.Cell($0) == CoverageReport.Cell($1) })
      else {
        layoutOrder.insert(layoutOrder.remove(at: position), at: 0)
        return nil
      }
    }
    return fallbacks.sorted()
  }

  /// Whether the set with `shortcut` at `index` has no lint finding on it, and none on another
  /// shortcut that the set as it stands does not have, the rules no keys satisfy aside.
  ///
  /// Only the lint families the change touches are linted — the shortcut's old and new ones, and
  /// those of the shortcuts that share its id — since no other shortcut's findings can change.
  /// - Complexity: O(*f*) for *f* shortcuts in those families, not the whole file.
  private mutating func lintsClean(_ shortcut: Shortcut, replacing index: Int) -> Bool {
    let id = definitions[index].id
    let saved = definitions[index]
    let families = Set((indicesByID[id] ?? []).map { lintFamily(of: definitions[$0].shortcut) })
    move(index, to: shortcut)
    // Findings of the rules no keys satisfy are left out wherever they fall: `too-many-shortcuts`
    // moves to another shortcut when a standard shortcut becomes a custom one.
    let clean = lintFindings(inFamilies: families.union([lintFamily(of: shortcut)])).allSatisfy { finding in
      finding.shortcut != id && findingCounts[finding] != nil
    }
    move(index, to: saved.shortcut)
    // As it was, its keys as written included.
    definitions[index] = saved
    return clean
  }

  /// Gives the shortcut at `index` new keys.
  mutating func apply(_ shortcut: Shortcut, to index: Int) {
    let definition = definitions[index]
    let key = CandidateKey(
      shortcut: shortcut, match: definition.match, mirror: definition.mirror, localize: definition.localize)
    for layout in suggester.layouts.indices {
      if let press = alone[layout][index].press {
        byPress[layout][press.combination]?.removeAll { $0 == index }
      }
      let localizer = suggester.localizers[layout]
      let result =
        self.result(of: key, on: layout)
        ?? localizer.localize(shortcut, id: definition.id, match: key.match, mirror: key.mirror, localize: key.localize)
      alone[layout][index] = result
      if let press = result.press { byPress[layout][press.combination, default: []].append(index) }
    }
    // The groups on the old and new combinations changed.
    groupResults = Array(repeating: [:], count: suggester.layouts.count)
    memo.removeAll()
    let families: Set = [lintFamily(of: definition.shortcut), lintFamily(of: shortcut)]
    count(lintFindings(inFamilies: families), by: -1)
    move(index, to: shortcut)
    count(lintFindings(inFamilies: families), by: 1)
  }

  /// Gives the shortcut at `index` other keys in ``definitions`` and ``lintFamilies``.
  private mutating func move(_ index: Int, to shortcut: Shortcut) {
    let old = lintFamily(of: definitions[index].shortcut)
    let new = lintFamily(of: shortcut)
    definitions[index] = definitions[index].replacingShortcut(with: shortcut)
    guard old != new else { return }
    lintFamilies[old]?.removeAll { $0 == index }
    var members = lintFamilies[new] ?? []
    members.insert(index, at: members.firstIndex { $0 > index } ?? members.endIndex)
    lintFamilies[new] = members
  }

  // MARK: - Measures

  /// A candidate's result on a layout, translated on its own, once.
  private mutating func result(of key: CandidateKey, on layout: Int) -> LocalizedShortcut? {
    if let known = candidates[key]?[layout] { return known }
    let result = suggester.localizers[layout].localize(
      key.shortcut, match: key.match, mirror: key.mirror, localize: key.localize)
    candidates[key, default: Array(repeating: nil, count: suggester.layouts.count)][layout] = result
    return result
  }

  /// Whether a result has none of the problems `suggest` replaces: covered (coverage's measure),
  /// no extra Shift, no shadowed character.
  private func isClean(_ result: LocalizedShortcut) -> Bool {
    result.isCovered && result.status != .shifted && !result.flags.contains(.shadowsCharacter)
  }

  /// Whether a result types the character it was written with (or, bound by position, presses
  /// the reference position), rather than another character, a position or a Latin fallback.
  private func isSameCharacter(_ result: LocalizedShortcut, match: ShortcutDefinition.Match) -> Bool {
    switch result.status {
    case .unchanged, .moved: return true
    case .positional: return match == .position
    default: return false
    }
  }

  /// The lint findings of `definitions`, in the linter's order.
  private func lintFindingList(of definitions: [ShortcutDefinition]) -> [LintFinding] {
    let file = ShortcutFile(
      fileName: suggester.file.fileName, definitions: definitions, lintSettings: suggester.file.lintSettings)
    // The rule names were checked when the search began.
    return (try? suggester.linter.lint(file, disabling: disabledRules)) ?? []
  }

  /// The lint findings of `definitions` that a change of keys can remove, as rule and shortcut.
  private func lintFindings(of definitions: [ShortcutDefinition]) -> [FindingKey] {
    lintFindingList(of: definitions).compactMap { finding in
      ShortcutSuggester.rulesKeysCannotSatisfy.contains(finding.ruleID)
        ? nil : FindingKey(rule: finding.ruleID, shortcut: finding.shortcutID)
    }
  }

  /// The findings ``lintFindings(of:)`` gives the shortcuts of `families`, those at `ignored`
  /// left out: the findings these shortcuts have in the whole set, since a shortcut's findings
  /// depend only on the shortcuts of its family.
  private func lintFindings(inFamilies families: Set<Shortcut>, ignoring ignored: Set<Int> = []) -> [FindingKey] {
    let indices = families.flatMap { lintFamilies[$0] ?? [] }.filter { !ignored.contains($0) }.sorted()
    return lintFindings(of: indices.map { definitions[$0] })
  }

  /// Adds `amount` to the count of each of `findings`.
  private mutating func count(_ findings: [FindingKey], by amount: Int) {
    for finding in findings {
      let count = (findingCounts[finding] ?? 0) + amount
      findingCounts[finding] = count > 0 ? count : nil
    }
  }

  /// The key combination a shortcut's lint family is named by: its base without Shift (or on the
  /// lower character of a two-character key), else the shortcut as pressed on the reference
  /// layout.
  ///
  /// Every lint rule compares a shortcut only with those on the same keys (`duplicate-shortcut`)
  /// and with its Shift variant or base (`unrelated-shift-variant`), all in its family; so a
  /// change of keys changes the findings of the two families it leaves and joins only, and those
  /// families lint alone as they lint in the whole file (the file-wide `too-many-shortcuts` is a
  /// rule no keys satisfy, left out).
  private func lintFamily(of shortcut: Shortcut) -> Shortcut {
    let context = suggester.linter.context
    return UnrelatedShiftVariantRule.base(of: shortcut, context: context) ?? context.folded(shortcut)
  }
}
