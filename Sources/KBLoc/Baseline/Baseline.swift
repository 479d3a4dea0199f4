/// The findings a project accepts for now, so that a run reports only the ones that are new.
///
/// `kbloc lint --write-baseline FILE` records a run's findings; `kbloc lint --baseline FILE`
/// reports only those not in it. For `kbloc coverage` an entry is a miss, one shortcut on one
/// layout. An entry is keyed by the shortcut's title (its id when it has none), its keys, the rule
/// (or the kind of miss), its scope and, for coverage, the layout: never by a line number, so that
/// edits that move lines keep it.
///
/// Entries are a multiset: a baseline with two entries of one key accepts two findings of that
/// key. When a run has more findings of a key than the baseline, nothing tells which of them is
/// new, so all of them are reported.
///
/// ```swift
/// let baseline = Baseline(command: .lint, entries: old)
/// let comparison = baseline.compare(with: current)
/// comparison.new      // the indices in `current` of the findings to report
/// comparison.fixed    // the entries no longer found
/// ```
public struct Baseline: Sendable, Hashable {
  /// The command whose findings a baseline records.
  public enum Command: String, Sendable, CaseIterable {
    /// `kbloc lint`: an entry per finding.
    case lint
    /// `kbloc coverage`: an entry per shortcut × layout miss.
    case coverage
  }

  /// The version of the file format ``init(parsing:fileName:command:)`` reads and the CLI writes.
  public static let formatVersion = 1

  /// The command the entries are findings of.
  public var command: Command
  /// The entries, sorted, so that a baseline is written the same way whatever order the findings
  /// came in.
  public private(set) var entries: [Entry]
  /// How many entries there are of each key.
  private let counts: [Entry: Int]

  /// Creates a baseline from findings, in any order.
  /// - Complexity: O(*n* log *n*) for *n* entries.
  public init(command: Command, entries: [Entry]) {
    self.command = command
    self.entries = entries.sorted()
    self.counts = Self.counts(of: entries)
  }

  /// How a run's findings compare with a baseline.
  public struct Comparison: Sendable, Hashable {
    /// The indices, ascending, of the findings the baseline does not accept: the ones to report.
    public var new: [Int]
    /// How many findings the baseline accepts.
    public var known: Int
    /// The entries no finding matches any more, sorted: problems fixed since the baseline was
    /// written.
    public var fixed: [Entry]
  }

  /// Compares a run's findings with the baseline.
  ///
  /// - Parameters:
  ///   - current: The run's findings as entries, in report order.
  ///   - layouts: For coverage, the layouts the run checked: an entry of another layout is not
  ///     fixed, only not checked. `nil` checks every entry.
  /// - Returns: Which findings are new, and which entries are fixed.
  /// - Complexity: O(*n* + *m* log *m*) for *n* findings and *m* entries.
  public func compare(with current: [Entry], layouts: Set<String>? = nil) -> Comparison {
    let found = Self.counts(of: current)
    let new = current.indices.filter { (counts[current[$0]] ?? 0) < (found[current[$0]] ?? 0) }
    var fixed: [Entry] = []
    for (entry, count) in counts {
      if let layouts, let layout = entry.layout, !layouts.contains(layout) { continue }
      let left = count - (found[entry] ?? 0)
      if left > 0 { fixed += repeatElement(entry, count: left) }
    }
    return Comparison(new: new, known: current.count - new.count, fixed: fixed.sorted())
  }

  /// Whether the baseline accepts all `count` findings of `entry`'s key.
  func accepts(_ entry: Entry, count: Int) -> Bool {
    (counts[entry] ?? 0) >= count
  }

  private static func counts(of entries: [Entry]) -> [Entry: Int] {
    var counts: [Entry: Int] = [:]
    for entry in entries { counts[entry, default: 0] += 1 }
    return counts
  }
}
