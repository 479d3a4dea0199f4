extension CoverageRun {
  /// What the shortcuts come to on the reference layout itself: which are in conflict there.
  ///
  /// A conflict on the reference layout is the app's own (two main-menu items on ⌘0), found by
  /// `lint` (`duplicate-shortcut`, `standard-shortcut-redefined`); a coverage run measures what
  /// layouts do, so such a conflict is no miss on any layout, and the report lists it once
  /// (``CoverageReport/referenceConflicts``). A conflict a layout creates (⌘Q and ⌘, on one key)
  /// stays a miss there.
  struct ReferenceConflicts: Sendable {
    /// For each of the run's entries, the number of its group of shortcuts in conflict on one key
    /// combination of the reference layout, or -1 when it is in conflict with no other entry there.
    let group: [Int]
    /// For each entry, the standard shortcuts it lands on on the reference layout.
    let standards: [[String]]
    /// The entries in conflict on the reference layout, in order.
    let conflicts: [CoverageReport.ReferenceConflict]

    /// No conflict on the reference layout: nothing a layout does is inherited.
    var isEmpty: Bool { conflicts.isEmpty }

    /// Finds the conflicts of `results`, the run's entries translated on the reference layout.
    init(_ results: [LocalizedShortcut]) {
      var group = [Int](repeating: -1, count: results.count)
      for (number, members) in ShortcutLocalizer.groupsByPress(results).enumerated() {
        for index in members where results[index].flags.contains(.conflict) { group[index] = number }
      }
      self.group = group
      standards = results.map(\.conflicts.standards)
      conflicts = results.indices.filter { results[$0].flags.contains(.conflict) }.map { index in
        CoverageReport.ReferenceConflict(
          index: index, conflictsWith: results[index].conflicts.prefix(CoverageReport.ReferenceConflict.nameLimit),
          count: results[index].conflicts.count)
      }
    }

    /// `results` on a layout, each conflict the reference layout already has forgotten: a result
    /// whose every partner there was its partner on the reference layout too.
    ///
    /// - Complexity: O(*n* log *n*) in the results: groups whose members were all one group on the
    ///   reference layout are settled as a whole; only a group that mixes them compares partners.
    func forgettingInherited(_ results: [LocalizedShortcut], ids: [String]) -> [LocalizedShortcut] {
      guard !isEmpty else { return results }
      var results = results
      var othersInherited = [Bool](repeating: true, count: results.count)
      var indexOfID: [String: Int]?
      for members in ShortcutLocalizer.groupsByPress(results) {
        let first = group[members[0]]
        if first >= 0, members.allSatisfy({ group[$0] == first }) { continue }
        // A group the reference layout did not have: a partner of another group there is new.
        if indexOfID == nil {
          indexOfID = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        }
        for index in members where results[index].flags.contains(.conflict) {
          othersInherited[index] = results[index].conflicts.others.all.allSatisfy { id in
            guard let other = indexOfID?[id] else { return false }
            return group[index] >= 0 && group[other] == group[index]
          }
        }
      }
      for index in results.indices where results[index].flags.contains(.conflict) && othersInherited[index] {
        let standards = results[index].conflicts.standards
        guard standards.allSatisfy(self.standards[index].contains) else { continue }
        results[index].forgetConflicts()
      }
      return results
    }
  }
}

extension CoverageReport {
  /// A shortcut in conflict on the reference layout itself: `lint`'s finding, no coverage miss.
  public struct ReferenceConflict: Sendable, Equatable {
    /// The most partners a report names, as every report names them
    /// (``LocalizedShortcut/namedConflictLimit``); ``count`` says how many there are.
    public static let nameLimit = LocalizedShortcut.namedConflictLimit
    /// The shortcut's index in the report's ``CoverageReport/definitions``.
    public let index: Int
    /// The ids (or `standard:` names) it is in conflict with there, the first ``nameLimit``.
    public let conflictsWith: [String]
    /// How many it is in conflict with.
    public let count: Int
  }
}
