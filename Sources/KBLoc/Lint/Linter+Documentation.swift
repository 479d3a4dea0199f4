extension Linter {
  /// The line before the rules' part of `docs/lint.md`, which ``documentation(of:)`` writes.
  package static let documentationStart =
    "<!-- The rules: generated from each rule's summary and documentation by `swift run kbloc-lint-docs`; edit the rules, not this. -->"
  /// The line after the rules' part of `docs/lint.md`.
  package static let documentationEnd = "<!-- End of the generated rules. -->"

  /// The rules' part of `docs/lint.md`: a table of the rules (id, severity, summary), then one
  /// section per rule with its severity and its ``LintRule/documentation``.
  ///
  /// As swift-format's `RuleDocumentationGenerator` does: each rule carries its description, the
  /// `kbloc-lint-docs` tool writes the page, and a test fails when the committed page is stale.
  /// - Parameter rules: The rules, in the order the page lists them.
  /// - Returns: The Markdown, between ``documentationStart`` and ``documentationEnd`` (not
  ///   included), ending with a newline.
  package static func documentation(of rules: [any LintRule] = Linter.standardRules) -> String {
    var out = "| rule | severity | finds |\n| --- | --- | --- |\n"
    for rule in rules {
      out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.summary) |\n"
    }
    for rule in rules {
      let severity = rule.defaultSeverity.rawValue.prefix(1).uppercased() + rule.defaultSeverity.rawValue.dropFirst()
      out += "\n### `\(rule.id)`\n\n**\(severity).** \(rule.documentation)\n"
    }
    return out
  }
}
