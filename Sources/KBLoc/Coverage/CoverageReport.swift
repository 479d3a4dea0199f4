/// The matrix of shortcuts × layouts a coverage run produces, with per-layout, per-shortcut and
/// overall coverage.
///
/// A result is *covered* when its status is neither `unreachable` nor `needs-option` and it has
/// no `conflict` flag. Layouts that failed to load are error rows: they are listed, counted in
/// ``errorCount``, and left out of the percentages.
public struct CoverageReport: Sendable {
  /// One layout's row: its results, or the error that stopped it from loading.
  public struct Row: Sendable {
    /// The spec as the set or the user wrote it.
    public let requested: String
    /// The layout that was used (`fr(mac)` for `fr` on `mac`), or the spec when it failed.
    public let name: String
    /// The layout's human description; empty for an error row.
    public let description: String
    /// The interface direction the shortcuts were translated for.
    public let direction: WritingDirection?
    /// Why the layout could not be loaded, or `nil`.
    public let error: String?
    /// One result per shortcut, in file order; empty for an error row.
    public let results: [LocalizedShortcut]
    /// The layout's table, kept for reports that draw the keyboard; `nil` for an error row or
    /// when the row was made without it.
    public let layout: Layout?

    /// Creates a row for a layout that loaded.
    ///
    /// - Parameters:
    ///   - requested: The spec as the set or the user wrote it.
    ///   - name: The layout that was used, such as `fr(mac)` for `fr` on `mac`.
    ///   - description: The layout's human description.
    ///   - direction: The interface direction the shortcuts were translated for.
    ///   - results: One result per shortcut, in file order.
    ///   - layout: The layout's table, for reports that draw the keyboard.
    public init(
      requested: String, name: String, description: String, direction: WritingDirection, results: [LocalizedShortcut],
      layout: Layout? = nil
    ) {
      self.requested = requested
      self.name = name
      self.description = description
      self.direction = direction
      self.error = nil
      self.results = results
      self.layout = layout
    }

    /// Creates an error row for a layout that failed to load.
    public init(requested: String, error: String) {
      self.requested = requested
      self.name = requested
      self.description = ""
      self.direction = nil
      self.error = error
      self.results = []
      self.layout = nil
    }

    /// How many results are covered.
    public var coveredCount: Int { results.filter(CoverageReport.isCovered).count }

    /// The share of covered results, 0–100; `nil` for an error row.
    public var percent: Double? {
      error == nil ? CoverageReport.percent(coveredCount, of: results.count) : nil
    }
  }

  /// How one shortcut fares across the layouts that loaded.
  public struct ShortcutSummary: Sendable {
    /// The shortcut's definition.
    public let definition: ShortcutDefinition
    /// On how many layouts it is covered.
    public let covered: Int
    /// On how many layouts it was translated.
    public let total: Int
    /// The share of layouts where it is covered, 0–100.
    public var percent: Double { CoverageReport.percent(covered, of: total) }
  }

  /// The shortcuts, in file order.
  public let definitions: [ShortcutDefinition]
  /// The layouts, in the order they were asked for.
  public let rows: [Row]
  /// The platform the run followed.
  public let platform: Platform

  /// Creates a report from its rows.
  public init(definitions: [ShortcutDefinition], rows: [Row], platform: Platform) {
    self.definitions = definitions
    self.rows = rows
    self.platform = platform
  }

  /// Whether a result counts as covered: neither unreachable nor needing Option, and no conflict.
  public static func isCovered(_ result: LocalizedShortcut) -> Bool {
    result.status.isCovered && !result.flags.contains(.conflict)
  }

  /// The rows of layouts that loaded.
  public var loadedRows: [Row] { rows.filter { $0.error == nil } }

  /// How many layouts failed to load.
  public var errorCount: Int { rows.count - loadedRows.count }

  /// Covered results over all results of the layouts that loaded, 0–100; `nil` when no layout
  /// loaded: coverage over no layout has no percentage (and passes no threshold).
  public var percent: Double? {
    let loaded = loadedRows
    guard !loaded.isEmpty else { return nil }
    return CoverageReport.percent(loaded.map(\.coveredCount).reduce(0, +), of: loaded.map(\.results.count).reduce(0, +))
  }

  /// Every shortcut with its coverage across layouts, worst first (ties in file order).
  public var shortcutSummaries: [ShortcutSummary] {
    let loaded = loadedRows
    let summaries = definitions.enumerated().map { index, definition in
      let results = loaded.compactMap { index < $0.results.count ? $0.results[index] : nil }
      return (
        index,
        ShortcutSummary(
          definition: definition, covered: results.filter(CoverageReport.isCovered).count, total: results.count)
      )
    }
    return summaries.sorted { ($0.1.percent, $0.0) < ($1.1.percent, $1.0) }.map(\.1)
  }

  /// The rows worst first: error rows, then by coverage, ties in the order asked for.
  public var rowsWorstFirst: [Row] {
    rows.enumerated().sorted { lhs, rhs in
      (lhs.element.percent ?? -1, lhs.offset) < (rhs.element.percent ?? -1, rhs.offset)
    }.map(\.element)
  }

  /// How many results have each status, over the layouts that loaded.
  public var statusCounts: [LocalizedShortcut.Status: Int] {
    var counts: [LocalizedShortcut.Status: Int] = [:]
    for row in loadedRows {
      for result in row.results { counts[result.status, default: 0] += 1 }
    }
    return counts
  }

  /// The results (layout name, result) that match any of the given problems, for `--fail-on`.
  public func matches(_ problems: Set<CoverageProblem>) -> [(layout: String, result: LocalizedShortcut?)] {
    var found: [(String, LocalizedShortcut?)] = []
    for row in rows {
      if row.error != nil {
        if problems.contains(.error) { found.append((row.name, nil)) }
        continue
      }
      for result in row.results where problems.contains(where: { $0.matches(result) }) {
        found.append((row.name, result))
      }
    }
    return found
  }

  static func percent(_ part: Int, of whole: Int) -> Double {
    whole == 0 ? 100 : (Double(part) * 1000 / Double(whole)).rounded() / 10
  }
}

/// A problem a team can make a coverage run fail on (`--fail-on`): a status, a flag, or a layout
/// that failed to load.
public enum CoverageProblem: Hashable, Sendable, CustomStringConvertible {
  /// Results with this status.
  case status(LocalizedShortcut.Status)
  /// Results with this flag.
  case flag(LocalizedShortcut.Flag)
  /// Layouts that failed to load.
  case error

  /// Parses a status or flag name as the contract writes it (`unreachable`, `conflict`,
  /// `needs-option`…) or `error`; `nil` for anything else.
  public init?(name: String) {
    if name == "error" {
      self = .error
    } else if let status = LocalizedShortcut.Status(rawValue: name) {
      self = .status(status)
    } else if let flag = LocalizedShortcut.Flag(rawValue: name) {
      self = .flag(flag)
    } else {
      return nil
    }
  }

  /// Every name ``init(name:)`` accepts.
  public static var names: [String] {
    LocalizedShortcut.Status.allCases.map(\.rawValue) + LocalizedShortcut.Flag.allCases.map(\.rawValue) + ["error"]
  }

  /// The name as written on the command line.
  public var description: String {
    switch self {
    case .status(let status): return status.rawValue
    case .flag(let flag): return flag.rawValue
    case .error: return "error"
    }
  }

  func matches(_ result: LocalizedShortcut) -> Bool {
    switch self {
    case .status(let status): return result.status == status
    case .flag(let flag): return result.flags.contains(flag)
    case .error: return false
    }
  }
}
