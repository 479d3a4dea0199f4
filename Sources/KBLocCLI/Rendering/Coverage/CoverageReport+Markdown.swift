import KBLoc
import KBLocSources

extension CoverageReport {
  /// How many problems the Markdown lists before saying how many more there are.
  static let markdownListedProblems = 300

  /// A summary that fits a pull-request comment: headline, worst layouts and shortcuts, and the
  /// problems folded in a `<details>` block.
  func markdown(file: String) -> String {
    var out = "### kbloc layout coverage: \(percent?.formattedPercent ?? "no percentage, no layout loaded")\n\n"
    out += "`\(file.markdownCode)` — \(scope)"
    out += (failedCount > 0 ? " (\(failedCount) failed to load)" : "") + ", platform `\(platform.rawValue)`.\n\n"
    if isPerApp { out += appsMarkdown }
    out += "| Layout | Coverage | Covered | Description |\n| --- | ---: | ---: | --- |\n"
    for row in rowsWorstFirst.prefix(CoverageReport.listedLimit) {
      let cells = CoverageReport.summaryCells(of: row)
      out +=
        "| `\(row.displayName.markdownCode)` | \(cells.percent) | \(cells.covered) | \(cells.description.markdownCell) |\n"
    }
    if rows.count > CoverageReport.listedLimit {
      out += "\n… and \(rows.count - CoverageReport.listedLimit) more layouts.\n"
    }
    if !isPerApp { out += shortcutsMarkdown(shortcutSummaries) }
    let problemCount = problemCount
    if problemCount > 0 {
      out +=
        "\n<details><summary>\(problemCount) problem(s)</summary>\n\n\(isPerApp ? "| App " : "")| Layout | Shortcut | Status | Press | Reason |\n\(isPerApp ? "| --- " : "")| --- | --- | --- | --- | --- |\n"
      let labels = labelsByID
      for problem in problems(first: CoverageReport.markdownListedProblems) {
        switch problem {
        case .uncovered(let layout, let result, let index):
          if isPerApp { out += "| \(appName(holding: index).markdownCell) " }
          out +=
            "| `\(layout.markdownCode)` | `\((labels[result.id] ?? result.id).markdownCode)` | \(result.statusAndFlags) | \((result.display ?? "—").markdownCell) | \(result.reason.markdownCell) |\n"
        case .failed(let failure):
          if isPerApp { out += "| — " }
          out +=
            "| `\(failure.requested.markdownCode)` | — | error | — | \(failure.message.summaryLine.markdownCell) |\n"
        }
      }
      let listed = CoverageReport.markdownListedProblems
      if problemCount > listed { out += "\n… and \(problemCount - listed) more.\n" }
      out += "\n</details>\n"
    }
    out += "\n" + totalsLine + "\n"
    return out
  }

  /// The table of shortcuts not covered everywhere, worst first, after a blank line; empty when
  /// every one is.
  func shortcutsMarkdown(_ summaries: [ShortcutSummary]) -> String {
    let weak = summaries.filter { $0.covered < $0.total }
    guard !weak.isEmpty else { return "" }
    let declared = definitions.contains { $0.declaration != nil }
    var out = "\n| Shortcut | Keys | Coverage |" + (declared ? " Declared at |" : "")
    out += "\n| --- | --- | ---: |" + (declared ? " --- |" : "") + "\n"
    for summary in weak {
      out +=
        "| `\(summary.definition.name.markdownCode)` | `\(summary.definition.keys.markdownCode)` | \(summary.percent.formattedPercent) (\(summary.covered)/\(summary.total)) |"
      if declared { out += " \(summary.definition.declaration.map { "`\($0.description.markdownCode)`" } ?? "—") |" }
      out += "\n"
    }
    return out
  }

  /// Each app's figure in a table with the total, then a section per app with its shortcuts not
  /// covered everywhere.
  var appsMarkdown: String {
    var out = "| App | Kind | Coverage | Covered | Shortcuts |\n| --- | --- | ---: | ---: | ---: |\n"
    for app in apps {
      out += "| \(app.displayName.markdownCell) | \(app.target?.kind.rawValue ?? "") | "
      out +=
        "\(app.percent?.formattedPercent ?? "—") | \(app.totals.covered)/\(app.totals.results) | \(app.range.count) |\n"
    }
    out += "| **Total** | | **\(percent?.formattedPercent ?? "—")** | \(totals.covered)/\(totals.results) | "
    out += "\(definitions.count) |\n"
    for app in apps {
      out += "\n#### \(appHeadline(app).markdownCell)\n" + shortcutsMarkdown(app.shortcutSummaries)
    }
    return out + "\n#### All apps\n\n"
  }
}

extension String {
  /// The text safe inside a Markdown table cell: pipes escaped, newlines as spaces.
  var markdownCell: String {
    replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }

  /// The text safe inside inline code in a table: backticks and pipes replaced.
  var markdownCode: String {
    replacingOccurrences(of: "`", with: "ˋ").replacingOccurrences(of: "|", with: "\\|")
  }
}
