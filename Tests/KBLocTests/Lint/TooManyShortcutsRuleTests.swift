import KBLoc
import Testing

extension LintTests {
  struct TooManyShortcutsRuleTests {
    /// `count` (at most 52) custom shortcuts on Control-Option-Shift-Command and
    /// Control-Option-Command letters, none of them standard.
    static func custom(_ count: Int) -> [FixtureShortcut] {
      let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
      let keys = letters.map { "Control-Option-Shift-Command-\($0)" } + letters.map { "Control-Option-Command-\($0)" }
      return (0..<count).map { FixtureShortcut("c\($0 + 1)", "Command \($0 + 1)", keys[$0]) }
    }

    @Test func reportsOnceAtTheFirstShortcutOverTheThreshold() throws {
      let findings = try LintFixture.findings(TooManyShortcutsRule(), Self.custom(52))
      let finding = try #require(findings.first)
      #expect(findings.count == 1)
      #expect(finding.shortcutID == "c51")
      #expect(finding.position.line == 52)
      #expect(finding.severity == .warning)
      #expect(
        finding.message
          == "'Control-Option-Command-Y' is custom shortcut 51 of 52, more than the 50 people can be expected to learn")
      #expect(finding.fix == "keep shortcuts for the most frequent commands and leave the rest to menus")
    }

    @Test func acceptsFiftyCustomShortcuts() throws {
      #expect(try LintFixture.findings(TooManyShortcutsRule(), Self.custom(50)).isEmpty)
    }

    @Test func doesNotCountStandardShortcuts() throws {
      let standard = [
        FixtureShortcut("copy", "Copy", "Command-C"), FixtureShortcut("paste", "Paste", "Command-V"),
        FixtureShortcut("help", "Help", "Shift-Command-/"),
      ]
      #expect(try LintFixture.findings(TooManyShortcutsRule(), Self.custom(50) + standard).isEmpty)
    }

    @Test func takesAnotherMaximum() throws {
      let rule = TooManyShortcutsRule(maximum: 2)
      #expect(try LintFixture.findings(rule, Self.custom(3)).map(\.shortcutID) == ["c3"])
      #expect(rule.summary.contains("more than 2 custom shortcuts"))
    }
  }
}
