extension CoverageReport {
  /// Counts over results: how many, how many covered, of each status, in conflict.
  ///
  /// One per loaded layout, and the report's totals.
  public struct Tally: Sendable, Equatable {
    /// How many results.
    public private(set) var results = 0
    /// How many results are covered.
    public private(set) var covered = 0
    /// How many results have the `conflict` flag.
    public private(set) var conflicts = 0
    /// How many misses a baseline accepted (``Cell/isBaselined``): left out of every other count.
    public private(set) var baselined = 0
    /// How many results have each status, indexed as `Status.allCases`.
    private var statuses = [Int](repeating: 0, count: LocalizedShortcut.Status.allCases.count)

    /// An empty tally.
    public init() {}

    /// The tally of some cells.
    init(_ cells: some Sequence<Cell>) {
      for cell in cells {
        if cell.isBaselined {
          baselined += 1
          continue
        }
        results += 1
        if cell.isCovered { covered += 1 }
        if cell.has(.conflict) { conflicts += 1 }
        statuses[LocalizedShortcut.Status.allCases.firstIndex(of: cell.status) ?? 0] += 1
      }
    }

    /// Adds another tally's counts.
    mutating func add(_ other: Tally) {
      results += other.results
      covered += other.covered
      conflicts += other.conflicts
      baselined += other.baselined
      for index in statuses.indices { statuses[index] += other.statuses[index] }
    }

    /// How many results are not covered.
    public var uncovered: Int { results - covered }

    /// How many results have `status`.
    public func count(of status: LocalizedShortcut.Status) -> Int {
      statuses[LocalizedShortcut.Status.allCases.firstIndex(of: status) ?? 0]
    }

    /// The share of covered results, 0–100, one decimal (100 when there are none).
    public var percent: Double { Tally.percent(covered, of: results) }

    /// `part / whole` as a percentage with one decimal, 100 when `whole` is 0.
    static func percent(_ part: Int, of whole: Int) -> Double {
      whole == 0 ? 100 : (Double(part) * 1000 / Double(whole)).rounded() / 10
    }
  }
}
