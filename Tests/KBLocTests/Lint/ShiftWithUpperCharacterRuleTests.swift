import KBLoc
import Testing

extension LintTests {
  struct ShiftWithUpperCharacterRuleTests {
    let rule = ShiftWithUpperCharacterRule()

    @Test func reportsShiftWithTheLowerCharacterOfATwoCharacterKey() throws {
      let findings = try LintFixture.findings(rule, [FixtureShortcut("help", "Help", "Shift-Command-/")])
      let finding = try #require(findings.first)
      #expect(findings.count == 1)
      #expect(finding.severity == .warning)
      #expect(finding.message == "'Shift-Command-/' writes Shift with the upper character of a key")
      #expect(finding.fix == "write 'Command-?'")
    }

    @Test(arguments: [
      ("Shift-Command-?", "Command-?"), ("Shift-Command-[", "Command-{"), ("cmd+shift+=", "Command-+"),
      ("Shift-Option-Command-;", "Option-Command-:"), ("⇧⌘!", "Command-!"),
    ])
    func reportsShiftWithEitherCharacter(_ keys: String, _ fix: String) throws {
      let findings = try LintFixture.findings(rule, [FixtureShortcut("x", "X", keys)])
      #expect(findings.map(\.fix) == ["write '\(fix)'"])
    }

    @Test(arguments: [
      "Command-?", "Command-/", "Shift-Command-Z", "Shift-Command-3", "Shift-Command-Left Arrow", "Shift-Command-€",
      "Shift-Tab",
    ])
    func acceptsLettersDigitsNamedKeysAndUpperCharactersWithoutShift(_ keys: String) throws {
      #expect(try LintFixture.findings(rule, [FixtureShortcut("x", "X", keys)]).isEmpty)
    }

    @Test func usesTheReferenceLayoutsKeysWhenGiven() throws {
      let slashColon = KeyLevels(
        key: Key(name: "AB10"), group: 1,
        levels: [
          Level(level: 1, modifiers: [], keysym: "slash", character: "/", isDead: false),
          Level(level: 2, modifiers: .shift, keysym: "colon", character: ":", isDead: false),
        ])
      let reference = Layout(name: "test", groupNames: ["Test"], platform: .mac, keys: [slashColon])
      let context = LintContext(reference: reference)
      #expect(context.twoCharacterKeys == [TwoCharacterKey(unshifted: "/", shifted: ":")])
      let findings = try LintFixture.findings(rule, [FixtureShortcut("x", "X", "Shift-Command-/")], context: context)
      #expect(findings.map(\.fix) == ["write 'Command-:'"])
      #expect(try LintFixture.findings(rule, [FixtureShortcut("x", "X", "Shift-Command-[")], context: context).isEmpty)
    }
  }
}
