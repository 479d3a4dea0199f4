extension LocalizedShortcut {
  /// What a result collides with (step 5 of docs/policies.md): the other shortcuts ending on the
  /// same key combination that can be live at the same time (``ShortcutScope``), and the standard
  /// shortcuts it lands on.
  ///
  /// The shortcuts of a group of *k* on one key combination share their lists of ids
  /// (``ConflictingShortcuts``), so a group costs O(*k*) however large it is, not *k*·(*k* − 1)
  /// names.
  ///
  /// ```swift
  /// let results = localizer.localize(file.definitions)  // a, b and c all press ⌘Z
  /// results[1].conflicts.count        // 2
  /// results[1].conflicts.prefix(16)   // ["a", "c"]
  /// ```
  public struct Conflicts: Sendable, Equatable {
    /// The other shortcuts the result collides with, as slices of lists its group shares.
    ///
    /// Those on its key combination that can be live with it, less its own command declared
    /// elsewhere.
    var others: ConflictingShortcuts
    /// The standard shortcuts the result lands on, as `standard:NAME`.
    var standards: [String]

    /// No conflict.
    init() {
      self.others = ConflictingShortcuts()
      self.standards = []
    }

    /// The conflicts with `others`, before the standard shortcuts are checked.
    init(others: ConflictingShortcuts) {
      self.others = others
      self.standards = []
    }

    /// How many shortcuts the result collides with: the others of its group and the standard ones.
    /// - Complexity: O(1).
    public var count: Int { others.count + standards.count }

    /// Whether the result collides with nothing.
    public var isEmpty: Bool { count == 0 }

    /// The first `limit` names of ``all``, in the same order.
    /// - Complexity: O(`limit`), whatever the size of the group.
    public func prefix(_ limit: Int) -> [String] {
      var names = others.prefix(limit)
      for standard in standards {
        guard names.count < limit else { return names }
        names.append(standard)
      }
      return names
    }

    /// Every name: the other shortcuts that can be live with this one (those in its own window,
    /// view or menu first, each list in file order), then the standard shortcuts.
    /// - Complexity: O(*k*) for a group of *k*.
    public var all: [String] { prefix(count) }
  }

  /// How many conflicting shortcuts a report names for one result before saying how many more
  /// there are: enough for every real file, where groups hold two or three shortcuts, while a
  /// group of *k* costs O(*k*) to render instead of *k*·(*k* − 1) names.
  public static let namedConflictLimit = 16
}

extension LocalizedShortcut {
  /// Takes away the result's conflicts.
  ///
  /// That is the `conflict` flag, the shortcuts it names and the reason's words about a standard
  /// shortcut it lands on. A coverage run does so for a conflict the reference layout has already
  /// (``CoverageReport/referenceConflicts``).
  mutating func forgetConflicts() {
    conflicts = Conflicts()
    decision.flags.remove(.conflict)
    explanation.remarks.removeAll { remark in
      if case .landsOnStandard = remark { return true }
      return false
    }
  }
}
