import KBLoc
import Testing

extension LintTests {
  struct UnrelatedShiftVariantRuleTests {
    let rule = UnrelatedShiftVariantRule()

    @Test func reportsShiftAddedToAShortcutOfTheFileForAnUnrelatedCommand() throws {
      let findings = try LintFixture.findings(
        rule,
        [FixtureShortcut("new", "New", "Command-N"), FixtureShortcut("nuke", "Delete Everything", "Shift-Command-N")])
      let finding = try #require(findings.first)
      #expect(findings.count == 1)
      #expect(finding.shortcutID == "nuke")
      #expect(finding.severity == .warning)
      #expect(
        finding.message
          == "'Shift-Command-N' ('Delete Everything') adds Shift to 'Command-N' ('New'), an unrelated command")
      #expect(finding.fix == "choose a shortcut that is not a variant of 'Command-N'")
    }

    @Test func comparesWithTheStandardShortcutWhenTheFileDoesNotDefineTheBase() throws {
      let findings = try LintFixture.findings(rule, [FixtureShortcut("nuke", "Delete Everything", "Shift-Command-N")])
      #expect(
        findings.map(\.message) == [
          "'Shift-Command-N' ('Delete Everything') adds Shift to the standard 'Command-N' (open a new document), an unrelated command"
        ])
    }

    @Test func treatsTheUpperCharacterOfAKeyAsItsShiftVariant() throws {
      let findings = try LintFixture.findings(
        rule,
        [FixtureShortcut("outdent", "Shift Left", "Command-["), FixtureShortcut("tab", "Previous Tab", "Command-{")])
      #expect(findings.map(\.shortcutID) == ["tab"])
      #expect(findings.map(\.fix) == ["choose a shortcut that is not a variant of 'Command-['"])
    }

    static let related: [(FixtureShortcut, FixtureShortcut)] = [
      (FixtureShortcut("undo", "Undo", "Command-Z"), FixtureShortcut("redo", "Redo", "Shift-Command-Z")),
      (FixtureShortcut("save", "Save", "Command-S"), FixtureShortcut("saveAs", "Save As…", "Shift-Command-S")),
      (
        FixtureShortcut("next", "Find Next", "Command-G"),
        FixtureShortcut("previous", "Find Previous", "Shift-Command-G")
      ),
      (FixtureShortcut("open", "Open…", "Command-O"), FixtureShortcut("quickOpen", "Quick Open", "Shift-Command-O")),
      (FixtureShortcut("in", "Zoom In", "Command-="), FixtureShortcut("reset", "Actual Size", "Command-+")),
      (FixtureShortcut("show", "Show Sidebar", "Command-K"), FixtureShortcut("hide", "Hide Panel", "Shift-Command-K")),
      (FixtureShortcut("comment", "Toggle Comment", "Command-/"), FixtureShortcut("help", "Scribe Help", "Command-?")),
      (FixtureShortcut("next", "Next Tab", "Command-]"), FixtureShortcut("last", "Previous Tab", "Shift-Command-]")),
    ]

    @Test(arguments: related)
    func acceptsShiftForARelatedCommand(_ base: FixtureShortcut, _ variant: FixtureShortcut) throws {
      #expect(try LintFixture.findings(rule, [base, variant]).isEmpty)
    }

    @Test func ignoresShiftVariantsWithoutABaseOrWithoutTitles() throws {
      let shortcuts = [
        FixtureShortcut("alone", "Format Document", "Shift-Command-K"),
        FixtureShortcut("base", nil, "Command-J"),
        FixtureShortcut("variant", "Delete Everything", "Shift-Command-J"),
        FixtureShortcut("untitled", nil, "Shift-Command-N"),
      ]
      #expect(try LintFixture.findings(rule, shortcuts).isEmpty)
    }
  }
}
