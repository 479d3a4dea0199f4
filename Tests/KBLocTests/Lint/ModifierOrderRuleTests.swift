import KBLoc
import Testing

extension LintTests {
  struct ModifierOrderRuleTests {
    let rule = ModifierOrderRule()

    @Test func reportsModifiersOutOfOrderWithTheCanonicalFix() throws {
      let findings = try LintFixture.findings(rule, [FixtureShortcut("redo", "Redo", "Command-Shift-Z")])
      let finding = try #require(findings.first)
      #expect(findings.count == 1)
      #expect(finding.severity == .warning)
      #expect(
        finding.message == "'Command-Shift-Z' lists its modifiers out of the order Control, Option, Shift, Command")
      #expect(finding.fix == "write 'Shift-Command-Z'")
    }

    @Test(arguments: ["Command-Shift-Z", "⌘⇧Z", "cmd+shift+z", "Command-Option-K", "Shift-Control-F2"])
    func reportsEveryNotation(_ keys: String) throws {
      #expect(try LintFixture.findings(rule, [FixtureShortcut("x", "X", keys)]).count == 1)
    }

    @Test(arguments: [
      "Shift-Command-Z", "⇧⌘Z", "shift+cmd+z", "Command-K", "Control-Option-Shift-Command-K", "Option-Left Arrow", "F5",
    ])
    func acceptsModifiersInCanonicalOrder(_ keys: String) throws {
      #expect(try LintFixture.findings(rule, [FixtureShortcut("x", "X", keys)]).isEmpty)
    }
  }
}
