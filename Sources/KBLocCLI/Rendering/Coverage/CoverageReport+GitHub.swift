import KBLoc
import KBLocSources

extension CoverageReport {
  /// How many layouts an annotation names before saying how many more there are.
  static let githubListedLayouts = 10

  /// The report for GitHub Actions: a `::error` per layout that failed to load; a `::warning` per
  /// shortcut not covered everywhere, at its declaration (or its entry in the shortcuts file)
  /// relative to the repository, naming the layouts where it is not covered and why; then a
  /// `::notice` with the headline.
  ///
  /// Annotations come worst first, shortcuts as ``shortcutSummaries`` orders them: GitHub shows a
  /// limited number of each kind per step, and the job summary has the rest.
  /// - Parameters:
  ///   - input: The file or folder the run read, as reports name it (``ReportPath``).
  ///   - name: What the headline calls it.
  /// - Returns: The lines, each ending with a line break.
  func github(input: String, name: String) -> String {
    var lines: [String] = []
    for case .failed(let failure) in rows {
      lines.append(
        GitHubAnnotation(
          level: .error, title: "kbloc coverage: \(failure.requested)",
          message: "The layout \(failure.requested.quoted) failed to load: \(failure.message)"
        ).rendered)
    }
    for summary in shortcutSummaries where summary.covered < summary.total {
      let definition = summary.definition
      let app = isPerApp ? appName(holding: summary.index) + ": " : ""
      var annotation = GitHubAnnotation(
        level: .warning, title: "\(app)\(definition.name) (\(definition.keys))",
        message: uncoveredMessage(for: definition, at: summary.index, summary: summary))
      annotation.place(at: definition.declaration ?? Declaration(file: input, position: definition.position))
      lines.append(annotation.rendered)
    }
    let figures = isPerApp ? apps.map { "\n" + appHeadline($0) }.joined() : ""
    lines.append(
      GitHubAnnotation(level: .notice, title: "kbloc coverage", message: headline(file: name) + figures).rendered)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `'Command-+' is not covered on 1 of 3 layouts (66.7% covered):`, then a line per layout
  /// where it is not, worst layouts first: its statuses, and the result's reason when the run
  /// kept it.
  private func uncoveredMessage(for definition: ShortcutDefinition, at index: Int, summary: ShortcutSummary)
    -> String
  {
    let missed = summary.total - summary.covered
    var lines = [
      "\(definition.keys.quoted) is not covered on \(missed) of \(summary.total) layout\(summary.total == 1 ? "" : "s") (\(summary.percent.formattedPercent) covered):"
    ]
    var listed = 0
    for row in rowsWorstFirst {
      guard case .loaded(let layout) = row, index < layout.cells.count, !layout.cells[index].isCovered,
        !layout.cells[index].isBaselined
      else { continue }
      guard listed < Self.githubListedLayouts else { break }
      listed += 1
      let cell = layout.cells[index]
      let statuses = ([cell.status.rawValue] + cell.flags.map(\.rawValue)).joined(separator: ", ")
      // The problems are the uncovered cells' results, less the baselined, in the same order.
      let problem = layout.cells[..<index].lazy.filter { !$0.isCovered && !$0.isBaselined }.count
      let reason = problem < layout.problems.count ? ": " + layout.problems[problem].reason : ""
      lines.append("\(layout.displayName) (\(statuses))\(reason)")
    }
    if missed > listed { lines.append("… and \(missed - listed) more") }
    return lines.joined(separator: "\n")
  }
}
