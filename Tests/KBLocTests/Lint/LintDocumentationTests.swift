import Foundation
import KBLoc
import KBLocTestSupport
import Testing

extension LintTests {
  /// `docs/lint.md` states the rules as the rules state themselves: its generated part is what
  /// `kbloc-lint-docs` writes from each rule's summary and documentation today.
  struct LintDocumentationTests {
    @Test func theCommittedPageIsWhatTheRulesGenerate() throws {
      let page = try String(contentsOf: PackageRoot.appending("docs/lint.md"), encoding: .utf8)
      let start = try #require(page.range(of: Linter.documentationStart + "\n"), "docs/lint.md lacks its start marker")
      let end = try #require(
        page.range(of: Linter.documentationEnd, range: start.upperBound..<page.endIndex),
        "docs/lint.md lacks its end marker")
      let committed = String(page[start.upperBound..<end.lowerBound])
      #expect(committed == Linter.documentation() + "\n", "docs/lint.md is stale: run 'swift run kbloc-lint-docs'")
    }

    @Test func everyRuleHasASectionAndATableRow() {
      let generated = Linter.documentation()
      for rule in Linter.standardRules {
        #expect(generated.contains("\n### `\(rule.id)`\n"), "\(rule.id)")
        #expect(generated.contains("| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) |"), "\(rule.id)")
      }
    }
  }
}
