import KBLoc
import Testing

extension LintTests {
  struct NonCommandModifierWithSymbolRuleTests {
    let rule = NonCommandModifierWithSymbolRule()

    @Test func reportsOptionWithASymbol() throws {
      let findings = try LintFixture.findings(rule, [FixtureShortcut("mention", "Insert Mention", "Option-@")])
      let finding = try #require(findings.first)
      #expect(findings.count == 1)
      #expect(finding.severity == .warning)
      #expect(
        finding.message
          == "'Option-@' uses Option with '@', which some keyboards type only with modifiers of their own")
      #expect(finding.fix == "use Command alone with a symbol, or a letter")
    }

    @Test(arguments: [
      ("Control-Command-€", "Control with '€'"), ("Shift-Command-€", "Shift with '€'"),
      ("Shift-Option-Command-;", "Option with ':'"), ("Control-Option-[", "Control and Option with '['"),
      ("alt+/", "Option with '/'"),
    ])
    func reportsTheModifiersAndTheCharacterAsPressed(_ keys: String, _ phrase: String) throws {
      let findings = try LintFixture.findings(rule, [FixtureShortcut("x", "X", keys)])
      #expect(findings.count == 1)
      #expect(findings.first?.message.contains("uses \(phrase),") == true)
    }

    @Test(arguments: [
      "Command-/", "Command-?", "Shift-Command-/", "Option-Command-K", "Shift-Command-3", "Option-Left Arrow",
      "Option-Command-é", "Control-Space",
    ])
    func acceptsCommandAloneWithASymbolAndOtherModifiersWithLettersDigitsOrNamedKeys(_ keys: String) throws {
      #expect(try LintFixture.findings(rule, [FixtureShortcut("x", "X", keys)]).isEmpty)
    }
  }
}
