extension LocalizedShortcut {
  /// What a result collides with (DESIGN §4 step 5): the other shortcuts ending on the same key
  /// combination, and the standard shortcuts it lands on.
  ///
  /// The shortcuts of a group of *k* on one key combination share one array of their *k* ids, so
  /// a group costs O(*k*) however large it is, not *k*·(*k* − 1) names.
  ///
  /// ```swift
  /// let results = localizer.localize(file.definitions)  // a, b and c all press ⌘Z
  /// results[1].conflicts.count        // 2
  /// results[1].conflicts.prefix(16)   // ["a", "c"]
  /// ```
  public struct Conflicts: Sendable, Equatable {
    /// The ids of every shortcut of the group, this one included, in file order.
    ///
    /// Empty when the result shares its key combination with no other. One buffer shared by the
    /// whole group.
    let group: [String]
    /// This result's place in ``group``.
    let position: Int
    /// The standard shortcuts the result lands on, as `standard:NAME`.
    var standards: [String]

    /// No conflict.
    init() {
      self.group = []
      self.position = 0
      self.standards = []
    }

    /// The conflicts of the result at `position` in a group of shortcuts on one key combination.
    init(group: [String], position: Int) {
      self.group = group
      self.position = position
      self.standards = []
    }

    /// How many shortcuts the result collides with: the others of its group and the standard ones.
    /// - Complexity: O(1).
    public var count: Int { max(0, group.count - 1) + standards.count }

    /// Whether the result collides with nothing.
    public var isEmpty: Bool { count == 0 }

    /// The first `limit` names of ``all``, in the same order.
    /// - Complexity: O(`limit`), whatever the size of the group.
    public func prefix(_ limit: Int) -> [String] {
      var names: [String] = []
      names.reserveCapacity(Swift.min(Swift.max(0, limit), count))
      for index in group.indices where index != position {
        guard names.count < limit else { return names }
        names.append(group[index])
      }
      for standard in standards {
        guard names.count < limit else { return names }
        names.append(standard)
      }
      return names
    }

    /// Every name: the other shortcuts of the group in file order, then the standard shortcuts.
    /// - Complexity: O(*k*) for a group of *k*.
    public var all: [String] { prefix(count) }
  }

  /// How many conflicting shortcuts a report names for one result before saying how many more
  /// there are: enough for every real file, where groups hold two or three shortcuts, while a
  /// group of *k* costs O(*k*) to render instead of *k*·(*k* − 1) names.
  public static let namedConflictLimit = 16
}
