import KBLoc
import Testing

extension LintTests {
  struct StandardShortcutRedefinedRuleTests {
    let rule = StandardShortcutRedefinedRule()

    @Test func reportsCommandQTitledRunQuery() throws {
      let findings = try LintFixture.findings(rule, [FixtureShortcut("runQuery", "Run Query", "Command-Q")])
      let finding = try #require(findings.first)
      #expect(findings.count == 1)
      #expect(finding.shortcutID == "runQuery")
      #expect(finding.ruleID == "standard-shortcut-redefined")
      #expect(finding.severity == .error)
      #expect(finding.message == "'Command-Q' is the standard shortcut to quit the app, not to 'Run Query'")
      #expect(finding.fix == "choose another shortcut for 'Run Query'")
      #expect(finding.position == SourcePosition(line: 2, column: 52))
    }

    static let redefined: [FixtureShortcut] = [
      FixtureShortcut("a", "Run Query", "Command-S"),
      FixtureShortcut("b", "Delete Everything", "Command-N"),
      FixtureShortcut("c", "Toggle Comment", "Shift-Command-/"),  // Command-?, the Help menu
      FixtureShortcut("d", "Show Previous Tab", "Shift-Command-["),  // Command-{, left-align
      FixtureShortcut("e", "New Tab", "cmd+t"),  // the Fonts window
      FixtureShortcut("f", "Copy Path", "Command-X"),
    ]

    @Test(arguments: redefined)
    func reportsAStandardShortcutUsedForAnotherCommand(_ shortcut: FixtureShortcut) throws {
      let findings = try LintFixture.findings(rule, [shortcut])
      #expect(findings.map(\.shortcutID) == [shortcut.id])
    }

    @Test func reportsAShortcutReservedForVaryingUsesWhateverItsTitle() throws {
      let findings = try LintFixture.findings(rule, [FixtureShortcut("step", "Step Over", "F8")])
      #expect(findings.map(\.message) == ["'F8' is reserved by the system, whose use of it varies"])
    }

    @Test func namesBothActionsOfAShortcutWithTwo() throws {
      let findings = try LintFixture.findings(rule, [FixtureShortcut("indent", "Indent", "Command-I")])
      #expect(
        findings.map(\.message) == [
          "'Command-I' is the standard shortcut to italicize the selected text or toggle italic text on or off"
            + " or to display an Info window, not to 'Indent'"
        ])
    }

    static let sameMeaning: [FixtureShortcut] = [
      FixtureShortcut("save", "Save", "Command-S"),
      FixtureShortcut("saveFile", "Save File", "Command-S"),
      FixtureShortcut("quit", "Quit Scribe", "Command-Q"),
      FixtureShortcut("exit", "Exit", "Command-Q"),
      FixtureShortcut("settings", "Preferences…", "Command-,"),
      FixtureShortcut("cut", "Cut", "Command-X"),
      FixtureShortcut("zoomIn", "Zoom In", "Command-+"),
      FixtureShortcut("zoomOut", "Zoom Out", "Command--"),
      FixtureShortcut("redo", "Redo", "Shift-Command-Z"),
      FixtureShortcut("saveAs", "Save As…", "Shift-Command-S"),
      FixtureShortcut("help", "Scribe Help", "Shift-Command-/"),
      FixtureShortcut("replace", "Find and Replace…", "Option-Command-F"),
      FixtureShortcut("italic", "Italic", "Command-I"),
      FixtureShortcut("info", "Get Info", "Command-I"),
      FixtureShortcut("open", "Open…", "Command-O"),
      FixtureShortcut("new", "New File", "Command-N"),
      // AppKit's own menu template (Xcode's MainMenu), as real apps ship it.
      FixtureShortcut("checkDocument", "Check Document Now", "Command-;"),
      FixtureShortcut("copyRuler", "Copy Ruler", "Control-Command-C"),
      FixtureShortcut("pasteRuler", "Paste Ruler", "Control-Command-V"),
      FixtureShortcut("fullScreen", "Enter Full Screen", "Control-Command-F"),
    ]

    @Test(arguments: sameMeaning)
    func acceptsAStandardShortcutTitledForItsStandardAction(_ shortcut: FixtureShortcut) throws {
      #expect(try LintFixture.findings(rule, [shortcut]).isEmpty)
    }

    @Test func ignoresShortcutsThatAreNotStandard() throws {
      let shortcuts = [
        FixtureShortcut("clear", "Clear Log", "Command-K"),
        FixtureShortcut("comment", "Toggle Comment", "Command-/"),
        FixtureShortcut("back", "Go Back", "Command-["),
      ]
      #expect(try LintFixture.findings(rule, shortcuts).isEmpty)
    }

    @Test func leavesEscOnAWindowsButtonWhateverItsTitleButNotOnAMenuItem() throws {
      func escape(_ title: String, _ element: ShortcutScope.Element) throws -> ShortcutDefinition {
        try ShortcutDefinition(
          id: title, shortcut: Shortcut(parsing: "Esc"), title: title,
          scope: ShortcutScope(context: .window("Crash Log Reporter"), element: element))
      }
      let file = ShortcutFile(
        fileName: "App",
        definitions: [
          try escape("Don’t Send", .button), try escape("Remind Me Later", .button), try escape("Delete", .menuItem),
        ]
      )
      let findings = try Linter().lint(file).filter { $0.ruleID == rule.id }
      #expect(findings.map(\.shortcutID) == ["Delete"])
    }

    @Test func leavesAnUntitledStandardShortcutToMissingTitle() throws {
      #expect(try LintFixture.findings(rule, [FixtureShortcut("q", nil, "Command-Q")]).isEmpty)
    }
  }
}
