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
    out += "| Layout | Coverage | Covered | Description |\n| --- | ---: | ---: | --- |\n"
    for row in rowsWorstFirst.prefix(CoverageReport.listedLimit) {
      let cells = CoverageReport.summaryCells(of: row)
      out +=
        "| `\(row.name.markdownCode)` | \(cells.percent) | \(cells.covered) | \(cells.description.markdownCell) |\n"
    }
    if rows.count > CoverageReport.listedLimit {
      out += "\n… and \(rows.count - CoverageReport.listedLimit) more layouts.\n"
    }
    let weak = shortcutSummaries.filter { $0.covered < $0.total }
    if !weak.isEmpty {
      let declared = definitions.contains { $0.declaration != nil }
      out += "\n| Shortcut | Keys | Coverage |" + (declared ? " Declared at |" : "")
      out += "\n| --- | --- | ---: |" + (declared ? " --- |" : "") + "\n"
      for summary in weak {
        out +=
          "| `\(summary.definition.name.markdownCode)` | `\(summary.definition.keys.markdownCode)` | \(summary.percent.formattedPercent) (\(summary.covered)/\(summary.total)) |"
        if declared { out += " \(summary.definition.declaration.map { "`\($0.description.markdownCode)`" } ?? "—") |" }
        out += "\n"
      }
    }
    let problemCount = problemCount
    if problemCount > 0 {
      out +=
        "\n<details><summary>\(problemCount) problem(s)</summary>\n\n| Layout | Shortcut | Status | Press | Reason |\n| --- | --- | --- | --- | --- |\n"
      let labels = labelsByID
      for problem in problems(first: CoverageReport.markdownListedProblems) {
        switch problem {
        case .uncovered(let layout, let result):
          out +=
            "| `\(layout.markdownCode)` | `\((labels[result.id] ?? result.id).markdownCode)` | \(result.statusAndFlags) | \((result.display ?? "—").markdownCell) | \(result.reason.markdownCell) |\n"
        case .failed(let failure):
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
