import KBLoc
import Testing

extension LintTests {
  struct DuplicateShortcutRuleTests {
    let rule = DuplicateShortcutRule()

    @Test func reportsBothShortcutsOfAPair() throws {
      let findings = try LintFixture.findings(
        rule,
        [
          FixtureShortcut("find", "Find", "Command-F"), FixtureShortcut("other", "Other", "Command-K"),
          FixtureShortcut("findInFiles", "Find in Files", "Command-F"),
        ])
      #expect(findings.map(\.shortcutID) == ["find", "findInFiles"])
      #expect(findings.allSatisfy { $0.severity == .error && $0.fix == "give each command its own shortcut" })
      #expect(
        findings.map(\.message) == [
          "'Command-F' is also the shortcut of 'findInFiles' (line 4)",
          "'Command-F' is also the shortcut of 'find' (line 2)",
        ])
    }

    @Test func namesEveryOtherShortcutOfAGroup() throws {
      let findings = try LintFixture.findings(
        rule,
        [FixtureShortcut("a", "A", "Command-K"), FixtureShortcut("b", "B", "⌘K"), FixtureShortcut("c", "C", "cmd+k")])
      #expect(findings.first?.message == "'Command-K' is also the shortcut of 'b' (line 3) and 'c' (line 4)")
      #expect(findings.count == 3)
    }

    @Test(arguments: [("Shift-Command-/", "Command-?"), ("cmd+shift+z", "⇧⌘Z"), ("Shift-Command-[", "Command-{")])
    func comparesShortcutsAsPressedOnTheReferenceLayout(_ first: String, _ second: String) throws {
      let findings = try LintFixture.findings(
        rule, [FixtureShortcut("a", "A", first), FixtureShortcut("b", "B", second)])
      #expect(findings.count == 2)
    }

    @Test func acceptsDistinctShortcuts() throws {
      let shortcuts = [
        FixtureShortcut("find", "Find", "Command-F"), FixtureShortcut("findAll", "Find in Files", "Shift-Command-F"),
        FixtureShortcut("one", "First", "Command-1"), FixtureShortcut("bang", "Bang", "Command-!"),
        FixtureShortcut("slash", "Comment", "Command-/"), FixtureShortcut("help", "Help", "Command-?"),
      ]
      #expect(try LintFixture.findings(rule, shortcuts).isEmpty)
    }
  }
}
