import KBLoc
import Testing

extension LintTests {
  struct ControlModifierRuleTests {
    let rule = ControlModifierRule()

    @Test func reportsControl() throws {
      let findings = try LintFixture.findings(rule, [FixtureShortcut("terminal", "Toggle Terminal", "Control-`")])
      let finding = try #require(findings.first)
      #expect(findings.count == 1)
      #expect(finding.severity == .warning)
      #expect(finding.message == "'Control-`' uses Control, which the system uses for features of its own")
      #expect(finding.fix == "use Command, adding Shift or Option when needed")
    }

    @Test(arguments: ["Control-Command-K", "ctrl+k", "⌃F2", "Control-Option-Shift-Command-K"])
    func reportsControlInEveryNotation(_ keys: String) throws {
      #expect(try LintFixture.findings(rule, [FixtureShortcut("x", "X", keys)]).count == 1)
    }

    @Test func acceptsAStandardShortcutUsedForItsStandardCommand() throws {
      // ⌃⌘F is Apple's Enter Full Screen: the template menu's own item is no finding, another
      // command on the same keys is.
      let findings = try LintFixture.findings(
        rule,
        [
          FixtureShortcut("full", "Enter Full Screen", "Control-Command-F"),
          FixtureShortcut("filter", "Filter Rows", "Control-Command-F"),
        ])
      #expect(findings.map(\.shortcutID) == ["filter"])
    }

    @Test(arguments: ["Command-K", "Option-Command-K", "Shift-Command-K", "cmd+alt+k", "F5"])
    func acceptsShortcutsWithoutControl(_ keys: String) throws {
      #expect(try LintFixture.findings(rule, [FixtureShortcut("x", "X", keys)]).isEmpty)
    }
  }
}
