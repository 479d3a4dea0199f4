import Testing

@testable import KBLoc

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

    // MARK: Scopes

    func findings(_ definitions: [ShortcutDefinition]) -> [LintFinding] {
      rule.check(ShortcutFile(fileName: "Reader", definitions: definitions), context: LintContext())
    }

    static func declared(
      _ id: String, _ title: String, _ keys: String, _ context: ShortcutScope.Context,
      element: ShortcutScope.Element = .menuItem, line: Int
    ) throws -> ShortcutDefinition {
      try DuplicateShortcutRuleTests.declared(id, title, keys, context, element: element, line: line)
    }

    @Test func takesNoBaseFromAWindowThatIsNeverLiveWithTheVariant() throws {
      let findings = findings([
        try Self.declared("replace", "Replace", "Command-R", .window("Export Alert"), element: .button, line: 10),
        try Self.declared("auto", "Auto Refresh", "Shift-Command-R", .window("Processes"), element: .button, line: 20),
      ])
      #expect(findings.isEmpty)
    }

    @Test func takesTheBaseLiveWithTheVariantOverAnEarlierOneThatIsNot() throws {
      let findings = findings([
        try Self.declared("replace", "Replace", "Command-R", .window("Export Alert"), element: .button, line: 10),
        try Self.declared("refresh", "Refresh List", "Command-R", .window("Processes"), element: .button, line: 15),
        try Self.declared("auto", "Auto Refresh", "Shift-Command-R", .window("Processes"), element: .button, line: 20),
        try Self.declared("nuke", "Drop Table", "Shift-Command-R", .window("Export Alert"), element: .button, line: 30),
      ])
      #expect(findings.map(\.shortcutID) == ["nuke"])
      #expect(
        findings.map(\.message) == [
          "'Shift-Command-R' ('Drop Table') adds Shift to 'Command-R' ('Replace'), an unrelated command"
        ])
    }

    @Test func reportsAnUnrelatedVariantInTheMainMenuOfTheSameApp() throws {
      let findings = findings([
        try Self.declared("reload", "Reload", "Command-R", .mainMenu, line: 10),
        try Self.declared("reader", "Show Reader View", "Shift-Command-R", .mainMenu, line: 20),
      ])
      #expect(findings.map(\.shortcutID) == ["reader"])
    }

    @Test func reportsAMainMenuVariantOfAWindowsShortcutSinceBothAreLiveWhileTheWindowIs() throws {
      let findings = findings([
        try Self.declared("replace", "Replace", "Command-R", .window("Find"), element: .button, line: 10),
        try Self.declared("databases", "Refresh Databases", "Shift-Command-R", .mainMenu, line: 20),
      ])
      #expect(
        findings.map(\.message) == [
          "'Shift-Command-R' ('Refresh Databases') adds Shift to 'Command-R' ('Replace'), an unrelated command"
        ])
    }

    @Test func checksEachBaseLiveWithTheVariantNotOnlyTheFirst() throws {
      // ⌘[ is Back in one pane and Shift Left in the other: the variant is unrelated to Shift Left.
      let findings = findings([
        try Self.declared(
          "back", "Back", "Command-[", ShortcutScope.Context(kind: .mainMenu, panes: ["if"]), line: 10),
        try Self.declared(
          "left", "Shift Left", "Command-[", ShortcutScope.Context(kind: .mainMenu, panes: ["else"]), line: 11),
        try Self.declared("previous", "Show Previous Tab", "Shift-Command-[", .mainMenu, line: 20),
      ])
      #expect(
        findings.map(\.message) == [
          "'Shift-Command-[' ('Show Previous Tab') adds Shift to 'Command-[' ('Shift Left'), an unrelated command"
        ])
    }

    @Test func takesNoBaseFromAnotherAppButStillTheStandardShortcut() throws {
      let other = [ShortcutScope.Target(name: "Other", kind: .app)]
      let findings = findings([
        try DuplicateShortcutRuleTests.declared("new", "New", "Command-N", .mainMenu, targets: other, line: 10),
        try DuplicateShortcutRuleTests.declared("reload", "Reload", "Command-R", .mainMenu, targets: other, line: 11),
        try Self.declared("nuke", "Delete Everything", "Shift-Command-N", .window("Sheet"), element: .button, line: 20),
        try Self.declared("reader", "Show Reader View", "Shift-Command-R", .mainMenu, line: 21),
      ])
      #expect(
        findings.map(\.message) == [
          "'Shift-Command-N' ('Delete Everything') adds Shift to the standard 'Command-N' (open a new document), an unrelated command"
        ])
    }

    @Test func takesNoBaseFromAMenuThatOpensOnDemandForTheMainMenu() throws {
      let findings = findings([
        try Self.declared("replace", "Replace", "Command-R", .menu("Row"), line: 10),
        try Self.declared("reader", "Show Reader View", "Shift-Command-R", .mainMenu, line: 20),
      ])
      #expect(findings.isEmpty)
    }

    /// Every declaration with no scope is live with a scoped variant, not only the first.
    @Test func findsEveryUnscopedBaseForAScopedVariant() throws {
      let window = ShortcutScope(targets: [ShortcutScope.Target(name: "A", kind: .app)], context: .window("W"))
      let definitions = try [nil, nil, window].enumerated().map { position, scope in
        ShortcutDefinition(
          id: "d\(position)", shortcut: try Shortcut(parsing: "Command-R"), title: "T", scope: scope)
      }
      var bases = UnrelatedShiftVariantRule.Bases()
      for (index, definition) in definitions.enumerated() { bases.add(index, scope: definition.scope) }
      #expect(bases.all(liveWith: window, in: definitions) == [0, 1, 2])
    }

    /// The lists of ``UnrelatedShiftVariantRule/Bases`` find the declarations a scan of every one
    /// with ``ShortcutScope/canBeLive(with:)`` finds, for scopes in every kind of place.
    @Test func findsTheBasesAScanOfEveryDeclarationFinds() throws {
      let targets = [ShortcutScope.Target(name: "A", kind: .app), ShortcutScope.Target(name: "B", kind: .app)]
      let contexts: [ShortcutScope.Context] = [
        .mainMenu, .anywhere, .window("W"), .window("W", panes: ["1"]), .window("W", panes: ["2"]),
        .window("V"), .view("List"), .menu("Row"), .menu("Dock"), .condition("focus"),
        ShortcutScope.Context(kind: .mainMenu, panes: ["if"]), ShortcutScope.Context(kind: .mainMenu, panes: ["else"]),
      ]
      let targetSets = [[targets[0]], [targets[1]], targets, []]
      var scopes: [ShortcutScope?] = [nil]
      for context in contexts {
        for targetSet in targetSets { scopes.append(ShortcutScope(targets: targetSet, context: context)) }
      }
      // A fixed pseudo-random order of declarations, the same on every run.
      var state: UInt64 = 42
      func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
      }
      for _ in 0..<200 {
        let definitions = try (0..<next(6)).map { position in
          ShortcutDefinition(
            id: "d\(position)", shortcut: try Shortcut(parsing: "Command-R"), title: "T",
            scope: scopes[next(scopes.count)])
        }
        var bases = UnrelatedShiftVariantRule.Bases()
        for (index, definition) in definitions.enumerated() { bases.add(index, scope: definition.scope) }
        for scope in scopes {
          #expect(
            bases.all(liveWith: scope, in: definitions)
              == definitions.indices.filter { definitions[$0].scope.canBeLive(with: scope) })
        }
      }
    }
  }
}
