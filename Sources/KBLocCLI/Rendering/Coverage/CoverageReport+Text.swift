import Foundation
import KBLoc
import KBLocSources

extension CoverageReport {
  /// How many layouts the summaries list in full before eliding.
  static let listedLimit = 25

  /// `35 shortcuts on 1 layout`: what the coverage was measured over, in every format.
  var scope: String {
    "\(definitions.count) shortcut\(definitions.count == 1 ? "" : "s") on \(loadedCount) layout"
      + (loadedCount == 1 ? "" : "s")
  }

  /// The headline: overall coverage and what it was measured over.
  func headline(file: String) -> String {
    "Coverage of \(file): \(percent.map { "\($0.formattedPercent) covered" } ?? "no percentage, no layout loaded") — \(scope)"
      + (failedCount > 0 ? " (\(failedCount) failed to load)" : "") + ", platform \(platform.rawValue)"
  }

  /// A problem of the report: a result that is not covered, or a layout that failed to load.
  enum Problem {
    /// A result that is not covered, on the named layout.
    case uncovered(layout: String, result: LocalizedShortcut)
    /// A layout that failed to load.
    case failed(FailedLayout)
  }

  /// How many problems the text lists before saying how many more there are.
  static let textListedProblems = 200

  /// How many problems the report has: results that are not covered, and layouts that failed to load.
  var problemCount: Int {
    rows.reduce(0) { count, row in count + (row.loaded?.tally.uncovered ?? 1) }
  }

  /// The first `limit` problems, layouts worst first: results that are not covered, and layouts
  /// that failed to load.
  /// - Complexity: O(`limit` + layouts): a summary never copies every problem of a big run.
  func problems(first limit: Int) -> [Problem] {
    var problems: [Problem] = []
    for row in rowsWorstFirst {
      guard problems.count < limit else { break }
      switch row {
      case .failed(let failure):
        problems.append(.failed(failure))
      case .loaded(let layout):
        for result in layout.problems.prefix(limit - problems.count) {
          problems.append(.uncovered(layout: layout.name, result: result))
        }
      }
    }
    return problems
  }

  /// A layout's cells in the summaries' tables: coverage, covered count, description (or the
  /// first line of why it failed).
  static func summaryCells(of row: Row) -> (percent: String, covered: String, description: String) {
    switch row {
    case .loaded(let layout):
      return (layout.percent.formattedPercent, "\(layout.tally.covered)/\(layout.tally.results)", layout.description)
    case .failed(let failure):
      return ("error", "—", failure.message.summaryLine)
    }
  }

  /// What a problem's row calls each shortcut, by id: its ``KBLoc/ShortcutDefinition/label``
  /// (a title and where it is declared, for a shortcut read from an app's files).
  var labelsByID: [String: String] {
    Dictionary(definitions.map { ($0.id, $0.label) }, uniquingKeysWith: { first, _ in first })
  }

  /// A person's summary: headline, worst layouts, worst shortcuts, the problems, totals.
  func text(file: String) -> String {
    var out = headline(file: file) + "\n\n"
    var layoutTable = TextTable(header: ["Layout", "Coverage", "Covered", "Description"])
    for row in rowsWorstFirst.prefix(CoverageReport.listedLimit) {
      let cells = CoverageReport.summaryCells(of: row)
      layoutTable.rows.append([row.name, cells.percent, cells.covered, cells.description])
    }
    out += "Layouts, worst first:\n" + layoutTable.rendered().indented + "\n"
    if rows.count > CoverageReport.listedLimit { out += "  … and \(rows.count - CoverageReport.listedLimit) more\n" }
    // Shortcuts read from an app's files name their declaration, FILE:LINE:COLUMN.
    let declared = definitions.contains { $0.declaration != nil }
    var shortcutTable = TextTable(
      header: ["Shortcut", "Keys", "Coverage", "Covered"] + (declared ? ["Declared at"] : []))
    for summary in shortcutSummaries where summary.covered < summary.total {
      shortcutTable.rows.append(
        [
          summary.definition.name, summary.definition.keys, summary.percent.formattedPercent,
          "\(summary.covered)/\(summary.total)",
        ] + (declared ? [summary.definition.declaration?.description ?? "—"] : []))
    }
    out += "\nShortcuts not covered everywhere, worst first:\n"
    out += shortcutTable.rows.isEmpty ? "  none\n" : shortcutTable.rendered().indented + "\n"
    let problemCount = problemCount
    if problemCount > 0 {
      var table = TextTable(header: ["Layout", "Shortcut", "Status", "Press", "Reason"])
      let labels = labelsByID
      for problem in problems(first: CoverageReport.textListedProblems) {
        switch problem {
        case .uncovered(let layout, let result):
          table.rows.append([
            layout, labels[result.id] ?? result.id, result.statusAndFlags, result.display ?? "—", result.reason,
          ])
        case .failed(let failure):
          table.rows.append([failure.requested, "—", "error", "—", failure.message.summaryLine])
        }
      }
      out += "\nProblems:\n" + table.rendered().indented + "\n"
      let listed = CoverageReport.textListedProblems
      if problemCount > listed { out += "  … and \(problemCount - listed) more (see --format json)\n" }
    }
    out += "\nTotals: " + totalsLine + "\n"
    return out
  }

  /// `1050 results: 600 unchanged, …; 12 in conflict`.
  var totalsLine: String {
    let parts = LocalizedShortcut.Status.allCases.compactMap { status in
      totals.count(of: status) > 0 ? "\(totals.count(of: status)) \(status.rawValue)" : nil
    }
    return "\(totals.results) results: " + parts.joined(separator: ", ")
      + (totals.conflicts > 0 ? "; \(totals.conflicts) in conflict" : "")
  }
}

extension String {
  /// Every line indented by two spaces.
  var indented: String {
    split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
  }
}

extension String {
  /// A multi-line message on one line: the first line, and the second when the first ends with
  /// a colon (libxkbcommon's first message).
  var summaryLine: String {
    let lines = split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    guard let first = lines.first else { return "" }
    return first.hasSuffix(":") && lines.count > 1 ? "\(first) \(lines[1])" : first
  }
}
