/// The matrix of shortcuts × layouts a coverage run produces, with per-layout, per-shortcut and
/// overall coverage.
///
/// A result is *covered* (``LocalizedShortcut/isCovered``) when its status is neither
/// `unreachable` nor `needs-option` and it has no `conflict` flag. Layouts that failed to load are
/// failed rows: they are listed, counted in ``failedCount``, and left out of the percentages.
///
/// Everything a report shows is computed once, when it is made: the totals, the shortcuts' and
/// the layouts' orders worst first.
public struct CoverageReport: Sendable {
  /// How one shortcut fares across the layouts that loaded.
  public struct ShortcutSummary: Sendable {
    /// The shortcut's definition.
    public let definition: ShortcutDefinition
    /// Its index in the report's ``CoverageReport/definitions``: what tells apart the copies of a
    /// shortcut that ships in several apps.
    public let index: Int
    /// On how many layouts it is covered.
    public let covered: Int
    /// On how many layouts it was translated, its baselined misses left out.
    public let total: Int
    /// The share of layouts where it is covered, 0–100.
    public var percent: Double { Tally.percent(covered, of: total) }
  }

  /// The shortcuts, in file order.
  public let definitions: [ShortcutDefinition]
  /// The layouts, in the order they were asked for.
  public let rows: [Row]
  /// The platform the run followed.
  public let platform: Platform
  /// The counts over every layout that loaded.
  public let totals: Tally
  /// How many layouts failed to load.
  public let failedCount: Int
  /// Every shortcut with its coverage across layouts, worst first (ties in file order).
  public let shortcutSummaries: [ShortcutSummary]
  /// The indices in ``rows`` of the layouts, worst first: failed rows, then by coverage, ties in
  /// the order asked for.
  ///
  /// A row's index in ``rows`` names it for good: renderers that link rows use it, whatever order
  /// they list them in.
  public let worstFirst: [Int]
  /// The apps the shortcuts ship in, each with its figures (``App``), in the order of their
  /// ranges of ``definitions``: one app with no target for shortcuts read with none.
  public let apps: [App]
  /// The shortcuts in conflict on the reference layout itself, in order: `lint`'s findings, which
  /// are no misses on any layout (a coverage run measures what layouts do).
  public let referenceConflicts: [ReferenceConflict]

  /// Creates a report from its rows, and computes its totals, its apps' figures and orders.
  ///
  /// Complexity: O(*s* × *l*) for *s* shortcuts and *l* layouts, plus the sorts.
  /// - Parameters:
  ///   - definitions: The shortcuts, each app's together.
  ///   - rows: The layouts' rows, each with a cell per shortcut.
  ///   - platform: The platform the run followed.
  ///   - apps: Each app and its range of `definitions`, as ``apps(of:)`` makes them; `nil` for one
  ///     app with no target.
  ///   - referenceConflicts: The shortcuts in conflict on the reference layout.
  public init(
    definitions: [ShortcutDefinition], rows: [Row], platform: Platform,
    apps: [(ShortcutScope.Target?, Range<Int>)]? = nil, referenceConflicts: [ReferenceConflict] = []
  ) {
    self.definitions = definitions
    self.referenceConflicts = referenceConflicts
    self.rows = rows
    self.platform = platform
    var totals = Tally()
    var coveredByShortcut = [Int](repeating: 0, count: definitions.count)
    var baselinedByShortcut = [Int](repeating: 0, count: definitions.count)
    var loadedCount = 0
    for case .loaded(let layout) in rows {
      loadedCount += 1
      totals.add(layout.tally)
      for (index, cell) in layout.cells.enumerated() where index < coveredByShortcut.count {
        if cell.isCovered { coveredByShortcut[index] += 1 }
        if cell.isBaselined { baselinedByShortcut[index] += 1 }
      }
    }
    self.totals = totals
    self.failedCount = rows.count - loadedCount
    self.shortcutSummaries = definitions.indices.map { index in
      ShortcutSummary(
        definition: definitions[index], index: index, covered: coveredByShortcut[index],
        total: loadedCount - baselinedByShortcut[index])
    }.sorted { ($0.percent, $0.index) < ($1.percent, $1.index) }
    self.worstFirst = rows.indices.sorted { lhs, rhs in
      (rows[lhs].percent ?? -1, lhs) < (rows[rhs].percent ?? -1, rhs)
    }
    self.apps = Self.apps(
      apps ?? [(nil, 0..<definitions.count)], rows: rows, summaries: shortcutSummaries, loadedCount: loadedCount)
  }

  /// The rows of layouts that loaded, in the order asked for.
  public var loadedLayouts: [LoadedLayout] {
    rows.compactMap(\.loaded)
  }

  /// How many layouts loaded.
  public var loadedCount: Int { rows.count - failedCount }

  /// Covered results over all results of the layouts that loaded, 0–100; `nil` when no layout
  /// loaded: coverage over no layout has no percentage (and passes no threshold).
  public var percent: Double? { loadedCount == 0 ? nil : totals.percent }

  /// The rows worst first, as ``worstFirst`` orders them.
  public var rowsWorstFirst: [Row] {
    worstFirst.map { rows[$0] }
  }

  /// How many results match any of the given problems, plus one per failed layout when `error`
  /// is among them, for `--fail-on`.
  ///
  /// Complexity: O(*s* × *l*), over the status bytes.
  public func count(matching problems: Set<CoverageProblem>) -> Int {
    var found = 0
    for row in rows {
      switch row {
      case .failed:
        if problems.contains(.error) { found += 1 }
      case .loaded(let layout):
        found += layout.cells.filter { cell in !cell.isBaselined && problems.contains { $0.matches(cell) } }.count
      }
    }
    return found
  }
}
