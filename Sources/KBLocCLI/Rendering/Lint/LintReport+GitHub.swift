import KBLoc
import KBLocSources

extension LintReport {
  /// How many findings the job summary's table lists before saying how many more there are.
  static let markdownListedFindings = 300

  /// The report for GitHub Actions: one workflow command per finding (`::error` or `::warning`),
  /// at the file, line and column of the shortcut's declaration relative to the repository, titled
  /// with the shortcut's name and the rule; then a `::notice` with the summary.
  /// - Parameter names: What reports call each shortcut (its ``KBLoc/ShortcutDefinition/name``), by id.
  /// - Returns: The lines, each ending with a line break.
  func github(names: [String: String]) -> String {
    var lines = findings.map { finding in
      var annotation = GitHubAnnotation(
        level: finding.severity == .error ? .error : .warning,
        title: "\(names[finding.shortcutID] ?? finding.shortcutID) [\(finding.ruleID)]", message: finding.text)
      annotation.place(at: place(of: finding))
      return annotation.rendered
    }
    lines.append(GitHubAnnotation(level: .notice, title: "kbloc lint", message: summary).rendered)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The job summary: the summary as a heading, then a table of the findings, each shortcut by
  /// name and its declaration relative to the repository.
  /// - Parameter names: What reports call each shortcut, by id.
  /// - Returns: The Markdown, ending with a line break.
  func markdown(names: [String: String]) -> String {
    var out = "### kbloc lint: \(summary.markdownCell)\n"
    guard !findings.isEmpty else { return out }
    out += "\n| Severity | Shortcut | Rule | Finding | Declared at |\n| --- | --- | --- | --- | --- |\n"
    for finding in findings.prefix(Self.markdownListedFindings) {
      let place = place(of: finding)
      let shown =
        place.file == "-" ? "\(place.position)" : GitHubAnnotation.repositoryPath(of: place.file) + ":\(place.position)"
      out +=
        "| \(finding.severity) | \((names[finding.shortcutID] ?? finding.shortcutID).markdownCell) | `\(finding.ruleID)` | \(finding.text.markdownCell) | `\(shown.markdownCode)` |\n"
    }
    if findings.count > Self.markdownListedFindings {
      out += "\n… and \(findings.count - Self.markdownListedFindings) more.\n"
    }
    return out
  }
}
