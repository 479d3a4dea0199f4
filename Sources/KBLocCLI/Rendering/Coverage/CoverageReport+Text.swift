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
    /// A result that is not covered, on the named layout, and its shortcut's index in
    /// ``definitions``.
    case uncovered(layout: String, result: LocalizedShortcut, index: Int)
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
        // The problems are the uncovered cells' results, less the baselined, in the same order.
        let indices = layout.cells.indices.lazy.filter { !layout.cells[$0].isCovered && !layout.cells[$0].isBaselined }
        for (result, index) in zip(layout.problems.prefix(limit - problems.count), indices) {
          problems.append(.uncovered(layout: layout.displayName, result: result, index: index))
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

  /// A person's summary: headline, then, for more than one app, each app's figure, worst layouts
  /// and worst shortcuts; the worst layouts and shortcuts over all, the problems, totals.
  func text(file: String) -> String {
    var out = headline(file: file) + "\n\n"
    if isPerApp { out += appsText }
    var layoutTable = TextTable(header: ["Layout", "Coverage", "Covered", "Description"])
    for row in rowsWorstFirst.prefix(CoverageReport.listedLimit) {
      let cells = CoverageReport.summaryCells(of: row)
      layoutTable.rows.append([row.displayName, cells.percent, cells.covered, cells.description])
    }
    out +=
      (isPerApp ? "Layouts, worst first, all apps:\n" : "Layouts, worst first:\n") + layoutTable.rendered().indented
      + "\n"
    if rows.count > CoverageReport.listedLimit { out += "  … and \(rows.count - CoverageReport.listedLimit) more\n" }
    if !isPerApp {
      out += "\nShortcuts not covered everywhere, worst first:\n" + shortcutsText(shortcutSummaries)
    }
    let problemCount = problemCount
    if problemCount > 0 {
      var table = TextTable(header: (isPerApp ? ["App"] : []) + ["Layout", "Shortcut", "Status", "Press", "Reason"])
      let labels = labelsByID
      for problem in problems(first: CoverageReport.textListedProblems) {
        switch problem {
        case .uncovered(let layout, let result, let index):
          table.rows.append(
            (isPerApp ? [appName(holding: index)] : []) + [
              layout, labels[result.id] ?? result.id, result.statusAndFlags, result.display ?? "—", result.reason,
            ])
        case .failed(let failure):
          table.rows.append(
            (isPerApp ? ["—"] : []) + [failure.requested, "—", "error", "—", failure.message.summaryLine])
        }
      }
      out += "\nProblems:\n" + table.rendered().indented + "\n"
      let listed = CoverageReport.textListedProblems
      if problemCount > listed { out += "  … and \(problemCount - listed) more (see --format json)\n" }
    }
    out += "\nTotals: " + totalsLine + "\n"
    if !referenceConflicts.isEmpty {
      let count = referenceConflicts.count
      out +=
        "\(count) shortcut\(count == 1 ? " is" : "s are") in conflict on the reference layout already: "
        + "kbloc lint reports \(count == 1 ? "it" : "them"); no miss on any layout\n"
    }
    return out
  }

  /// The table of shortcuts not covered everywhere, worst first, indented; `  none` when every
  /// one is.
  ///
  /// Shortcuts read from an app's files name their declaration, FILE:LINE:COLUMN.
  func shortcutsText(_ summaries: [ShortcutSummary]) -> String {
    let declared = definitions.contains { $0.declaration != nil }
    var table = TextTable(header: ["Shortcut", "Keys", "Coverage", "Covered"] + (declared ? ["Declared at"] : []))
    for summary in summaries where summary.covered < summary.total {
      table.rows.append(
        [
          summary.definition.name, summary.definition.keys, summary.percent.formattedPercent,
          "\(summary.covered)/\(summary.total)",
        ] + (declared ? [summary.definition.declaration?.description ?? "—"] : []))
    }
    return table.rows.isEmpty ? "  none\n" : table.rendered().indented + "\n"
  }

  /// How many of an app's worst layouts its section lists.
  static let appListedLayouts = 5

  /// Each app's figure in a table with the total, then a section per app: its headline, its worst
  /// layouts and its shortcuts not covered everywhere.
  var appsText: String {
    var table = TextTable(header: ["App", "Kind", "Coverage", "Covered", "Shortcuts"])
    for app in apps {
      table.rows.append([
        app.displayName, app.target?.kind.rawValue ?? "", app.percent?.formattedPercent ?? "—",
        "\(app.totals.covered)/\(app.totals.results)", "\(app.range.count)",
      ])
    }
    table.rows.append([
      "Total", "", percent?.formattedPercent ?? "—", "\(totals.covered)/\(totals.results)", "\(definitions.count)",
    ])
    var out = "Apps:\n" + table.rendered().indented + "\n"
    for app in apps {
      out += "\n" + appHeadline(app) + "\n"
      var layouts = TextTable(header: ["Layout", "Coverage", "Covered"])
      for index in app.worstFirst.prefix(Self.appListedLayouts) {
        let tally = app.layoutTallies[index]
        layouts.rows.append([
          rows[index].displayName, tally?.percent.formattedPercent ?? "error",
          tally.map { "\($0.covered)/\($0.results)" } ?? "—",
        ])
      }
      out += "  Layouts, worst first:\n" + layouts.rendered().indented.indented + "\n"
      if rows.count > Self.appListedLayouts { out += "    … and \(rows.count - Self.appListedLayouts) more\n" }
      out += "  Shortcuts not covered everywhere, worst first:\n"
      out += String(shortcutsText(app.shortcutSummaries).dropLast()).indented + "\n"
    }
    return out + "\n"
  }

  /// `App 'Editor' (app): 94.6% covered — 80 shortcuts on 99 layouts`.
  func appHeadline(_ app: App) -> String {
    let count = app.range.count
    return "\(app.target == nil ? "Shortcuts with no app" : "App \(app.name.quoted)")"
      + (app.target.map { " (\($0.kind.rawValue))" } ?? "")
      + ": \(app.percent.map { "\($0.formattedPercent) covered" } ?? "no percentage, no layout loaded")"
      + " — \(count) shortcut\(count == 1 ? "" : "s") on \(loadedCount) layout\(loadedCount == 1 ? "" : "s")"
  }

  /// The name of the app holding the shortcut at `index` of ``definitions``.
  func appName(holding index: Int) -> String {
    app(holding: index)?.displayName ?? ""
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

extension CoverageReport.App {
  /// What reports call the app: its name, or `(no app)` for shortcuts read with none.
  var displayName: String { target?.name ?? "(no app)" }
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
