/// The ids of the shortcuts one shortcut conflicts with, stored as slices of lists that the
/// shortcuts of its key combination share.
///
/// Conflicts depend on scopes (``ShortcutScope``), so each shortcut has its own set, yet a group of
/// *k* shortcuts on one key combination costs O(*k*), not *k*·(*k* − 1) ids: each set is at most
/// three slices of shared lists for a shortcut in one target. The ids come in the order reports
/// name them: the shortcuts in the same window, view or menu first.
///
/// ```swift
/// let findings = try Linter().lint(file)
/// findings[0].conflictingShortcuts.count       // 2
/// findings[0].conflictingShortcuts.prefix(1)   // ["pasteAndMatchStyle"]
/// ```
public struct ConflictingShortcuts: Sendable, Hashable {
  /// One slice: a shared list of ids, less a range of it (the shortcut's own command).
  struct Slice: Sendable, Hashable {
    let ids: [String]
    let skipped: Range<Int>
  }

  /// The slices, in naming order.
  let slices: [Slice]

  /// No conflicting shortcut.
  public init() {
    slices = []
  }

  init(slices: [Slice]) {
    self.slices = slices
  }

  /// The ids of the member at `position` of `sets`, each list of `sets` mapped to ids by `idLists`.
  init(_ sets: ConflictSets, at position: Int, idLists: [[String]]) {
    slices = sets.slices[position].map { Slice(ids: idLists[$0.list], skipped: $0.skipped) }
  }

  /// How many shortcuts there are.
  /// - Complexity: O(1) for a shortcut in one target.
  public var count: Int { slices.reduce(0) { $0 + $1.ids.count - $1.skipped.count } }

  /// Whether there are none.
  public var isEmpty: Bool { count == 0 }

  /// The first `limit` ids, in naming order.
  /// - Complexity: O(`limit`), however large the group.
  public func prefix(_ limit: Int) -> [String] {
    var ids: [String] = []
    for slice in slices {
      for index in slice.ids.indices where !slice.skipped.contains(index) {
        guard ids.count < limit else { return ids }
        ids.append(slice.ids[index])
      }
    }
    return ids
  }

  /// Every id, in naming order.
  /// - Complexity: O(*k*) for *k* ids.
  public var all: [String] { prefix(count) }
}
