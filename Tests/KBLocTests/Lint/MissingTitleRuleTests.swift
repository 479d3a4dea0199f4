import KBLoc
import Testing

extension LintTests {
  struct MissingTitleRuleTests {
    let rule = MissingTitleRule()

    @Test func reportsAShortcutWithoutTitle() throws {
      let findings = try LintFixture.findings(rule, [FixtureShortcut("clearLog", nil, "Command-K")])
      let finding = try #require(findings.first)
      #expect(findings.count == 1)
      #expect(finding.severity == .warning)
      #expect(
        finding.message
          == "'Command-K' has no title, so people cannot find it in menus or in the list shown while holding Command")
      #expect(finding.fix == #"add a "title" naming the command, such as its menu item"#)
    }

    @Test(arguments: ["", "   "])
    func reportsATitleOfOnlySpaces(_ title: String) throws {
      #expect(try LintFixture.findings(rule, [FixtureShortcut("x", title, "Command-K")]).count == 1)
    }

    @Test func reportsANullTitle() throws {
      let file = try ShortcutFile(
        parsing: #"[{"id": "x", "title": null, "keys": "Command-K"}]"#, fileName: "shortcuts.json")
      #expect(rule.check(file, context: LintContext()).map(\.shortcutID) == ["x"])
    }

    /// A VS Code `contributes.keybindings` entry has a command and no title: the command is its title.
    @Test func acceptsAKeymapBindingNamedByItsCommand() throws {
      let file = try ShortcutFile(
        parsing: #"""
          [{"id": "extension.vim_escape", "keys": "Esc", "action": "extension.vim_escape",
            "scope": {"context": "condition", "name": "editorTextFocus", "element": "binding"}},
           {"id": "x", "keys": "Command-K", "scope": {"context": "main-menu", "element": "menu-item"}}]
          """#, fileName: "shortcuts.json")
      #expect(rule.check(file, context: LintContext()).map(\.shortcutID) == ["x"])
    }

    @Test func acceptsATitledShortcut() throws {
      #expect(try LintFixture.findings(rule, [FixtureShortcut("clearLog", "Clear Log", "Command-K")]).isEmpty)
    }
  }
}
