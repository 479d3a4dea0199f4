import Foundation
import KBLoc
import KBLocSources

extension CoverageReport {
  /// How many layouts the summaries list in full before eliding.
  static let listedLimit = 25

  /// `35 shortcuts on 1 layout`: what the coverage was measured over, in every format.
  var scope: String {
    "\(definitions.count) shortcut\(definitions.count == 1 ? "" : "s") on \(loadedRows.count) layout"
      + (loadedRows.count == 1 ? "" : "s")
  }

  /// The headline: overall coverage and what it was measured over.
  func headline(file: String) -> String {
    "Coverage of \(file): \(percent.formattedPercent) covered — \(scope)"
      + (errorCount > 0 ? " (\(errorCount) failed to load)" : "") + ", platform \(platform.rawValue)"
  }

  /// The problems: every result that is not covered, and every layout that failed to load.
  var problems: [(layout: String, result: LocalizedShortcut?, error: String?)] {
    rowsWorstFirst.flatMap { row -> [(String, LocalizedShortcut?, String?)] in
      if let error = row.error { return [(row.name, nil, error)] }
      return row.results.filter { !CoverageReport.isCovered($0) }.map { (row.name, $0, nil) }
    }
  }

  /// A person's summary: headline, worst layouts, worst shortcuts, the problems, totals.
  func text(file: String) -> String {
    var out = headline(file: file) + "\n\n"
    var layoutTable = TextTable(header: ["Layout", "Coverage", "Covered", "Description"])
    for row in rowsWorstFirst.prefix(CoverageReport.listedLimit) {
      layoutTable.rows.append([
        row.name, row.percent?.formattedPercent ?? "error",
        row.error == nil ? "\(row.coveredCount)/\(row.results.count)" : "—",
        row.error.map(\.summaryLine) ?? row.description,
      ])
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
          summary.definition.id, summary.definition.keys, summary.percent.formattedPercent,
          "\(summary.covered)/\(summary.total)",
        ] + (declared ? [summary.definition.declaration?.description ?? "—"] : []))
    }
    out += "\nShortcuts not covered everywhere, worst first:\n"
    out += shortcutTable.rows.isEmpty ? "  none\n" : shortcutTable.rendered().indented + "\n"
    let problems = problems
    if !problems.isEmpty {
      var table = TextTable(header: ["Layout", "Shortcut", "Status", "Press", "Reason"])
      for problem in problems.prefix(200) {
        if let result = problem.result {
          table.rows.append([
            problem.layout, result.id,
            ([result.status.rawValue] + result.flags.map(\.rawValue)).joined(separator: ", "),
            result.display ?? "—", result.reason,
          ])
        } else {
          table.rows.append([problem.layout, "—", "error", "—", problem.error?.summaryLine ?? ""])
        }
      }
      out += "\nProblems:\n" + table.rendered().indented + "\n"
      if problems.count > 200 { out += "  … and \(problems.count - 200) more (see --format json)\n" }
    }
    out += "\nTotals: " + totalsLine + "\n"
    return out
  }

  /// `1050 results: 600 unchanged, …; 12 in conflict`.
  var totalsLine: String {
    let counts = statusCounts
    let results = loadedRows.map(\.results.count).reduce(0, +)
    let parts = LocalizedShortcut.Status.allCases.compactMap { status in
      counts[status].map { "\($0) \(status.rawValue)" }
    }
    let conflicts = loadedRows.flatMap(\.results).filter { $0.flags.contains(.conflict) }.count
    return "\(results) results: " + parts.joined(separator: ", ") + (conflicts > 0 ? "; \(conflicts) in conflict" : "")
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
