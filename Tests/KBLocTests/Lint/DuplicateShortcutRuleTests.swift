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

    // MARK: Scopes

    static let app = [ShortcutScope.Target(name: "Reader", kind: .app)]

    /// A shortcut read from an app's files: scoped, declared at `file:line`.
    static func declared(
      _ id: String, _ title: String?, _ keys: String, _ context: ShortcutScope.Context,
      targets: [ShortcutScope.Target] = app, element: ShortcutScope.Element = .menuItem, action: String? = nil,
      file: String = "Mac/Main.storyboard", line: Int
    ) throws -> ShortcutDefinition {
      var definition = ShortcutDefinition(
        id: id, shortcut: try Shortcut(parsing: keys), title: title, position: SourcePosition(line: line, column: 9),
        scope: ShortcutScope(targets: targets, context: context, element: element), action: action)
      definition.extra["file"] = JSONValue(.string(file), at: definition.position)
      definition.extra["line"] = JSONValue(.number(String(line)), at: definition.position)
      return definition
    }

    func findings(_ definitions: [ShortcutDefinition]) -> [LintFinding] {
      rule.check(ShortcutFile(fileName: "Reader", definitions: definitions), context: LintContext())
    }

    /// What `shadowed-shortcut` finds in the same definitions: the pairs at two stages of the key's
    /// way that are no conflict.
    func shadows(_ definitions: [ShortcutDefinition]) -> [LintFinding] {
      ShadowedShortcutRule().check(ShortcutFile(fileName: "Reader", definitions: definitions), context: LintContext())
    }

    @Test func namesTheOtherSideByTitleAndDeclaration() throws {
      let findings = findings([
        try Self.declared("gVA-U4-sdL", "Paste", "Command-V", .mainMenu, action: "paste:", line: 152),
        try Self.declared(
          "WeT-3V-zwk", "Paste and Match Style", "Command-V", .mainMenu, action: "pasteAsPlainText:", line: 157),
      ])
      #expect(
        findings.map(\.message) == [
          "'Command-V' is also the shortcut of 'Paste and Match Style' (Mac/Main.storyboard:157)",
          "'Command-V' is also the shortcut of 'Paste' (Mac/Main.storyboard:152)",
        ])
      #expect(findings.map { $0.conflictingShortcuts.all } == [["WeT-3V-zwk"], ["gVA-U4-sdL"]])
    }

    @Test func anUntitledShortcutIsNamedByItsPlaceOnceWhereverItsIdStartsFrom() throws {
      // A reader's id is its place relative to the scanned folder; reports name the file from
      // the current folder.
      let first = try Self.declared(
        "Untitled.m:3:21", nil, "Command-K", .menu("menus of Menus"), file: "Sources/App/Untitled.m", line: 3)
      let second = try Self.declared(
        "./Sources/App/Untitled.m:4:21", nil, "Command-K", .menu("menus of Menus"),
        file: "Sources/App/Untitled.m", line: 4)
      #expect(
        findings([first, second]).map(\.message) == [
          "'Command-K' is also the shortcut of an untitled shortcut (Sources/App/Untitled.m:4)",
          "'Command-K' is also the shortcut of an untitled shortcut (Sources/App/Untitled.m:3)",
        ])
      #expect(first.label == "Untitled.m:3:21")
      #expect(second.label == "./Sources/App/Untitled.m:4:21")
      let elsewhere = try Self.declared(
        "Other.m:3:21", nil, "Command-K", .menu("menus of Menus"), file: "Sources/App/Untitled.m", line: 3)
      #expect(elsewhere.label == "Other.m:3:21 (Sources/App/Untitled.m:3)")
    }

    @Test func defaultButtonsOfTwoSheetsDoNotConflictButTwoInOneSheetDo() throws {
      let findings = findings([
        try Self.declared("add", "Add", "Return", .window("Add Feed"), element: .button, file: "AddFeed.xib", line: 10),
        try Self.declared(
          "rename", "Rename", "Return", .window("Rename"), element: .button, file: "Rename.xib", line: 10),
        try Self.declared(
          "cancel", "Cancel", "Escape", .window("Rename"), element: .button, file: "Rename.xib", line: 20),
        try Self.declared(
          "close", "Close", "Escape", .window("Rename"), element: .button, file: "Rename.xib", line: 30),
      ])
      #expect(findings.map(\.shortcutID) == ["cancel", "close"])
    }

    /// A sheet's button takes the menu bar's key while the sheet is key (the key order): no
    /// conflict, a warning of `shadowed-shortcut` on each button, naming the menu item.
    @Test func aSheetsButtonShadowsTheMenuBarItemInsteadOfConflictingWithIt() throws {
      let definitions = [
        try Self.declared("refresh", "Refresh", "Command-R", .mainMenu, line: 5),
        try Self.declared(
          "retry", "Retry", "Command-R", .window("Error"), element: .button, file: "Error.xib", line: 9),
        try Self.declared(
          "reload", "Reload", "Command-R", .window("Other"), element: .button, file: "Other.xib", line: 9),
      ]
      #expect(findings(definitions).isEmpty)
      let shadows = shadows(definitions)
      #expect(shadows.map(\.shortcutID) == ["retry", "reload"])
      #expect(shadows.map { $0.conflictingShortcuts.all } == [["refresh"], ["refresh"]])
      #expect(shadows.allSatisfy { $0.severity == .warning && $0.ruleID == "shadowed-shortcut" })
      #expect(
        shadows.first?.message
          == "'Retry' ('Command-R') takes the key of 'Refresh' (Mac/Main.storyboard:5) while its window is key: "
          + "there the user gets 'Retry', not the menu bar's")
    }

    @Test func twoAppsOfARepositoryDoNotConflict() throws {
      let sample = [ShortcutScope.Target(name: "Sample", kind: .app)]
      let findings = findings([
        try Self.declared("open", "Open", "Command-O", .mainMenu, line: 5),
        try Self.declared(
          "openSample", "Open Sample", "Command-O", .mainMenu, targets: sample, file: "Sample.xib", line: 5),
      ])
      #expect(findings.isEmpty)
    }

    @Test func aContextMenuMirroringTheMenuBarIsOneCommand() throws {
      let findings = findings([
        try Self.declared("close", "Close Tab", "Command-W", .mainMenu, line: 5),
        try Self.declared("tabClose", "Close Tab", "Command-W", .menu("Tab"), file: "Tab.swift", line: 45),
        try Self.declared(
          "toolbar", "Close Tab…", "Command-W", .view("Toolbar"), element: .toolbarItem, file: "Bar.swift", line: 3),
        try Self.declared("sameAction", "Dismiss", "Command-W", .mainMenu, action: "performClose:", line: 8),
        try Self.declared(
          "sameAction2", "Close Window", "Command-W", .view("Toolbar"), action: "performClose:", line: 9),
      ])
      #expect(findings.map(\.shortcutID) == ["close", "toolbar", "sameAction", "sameAction2"])
      // 'Close Window' is in a view, the key window's: it takes the key before the menu bar's
      // 'Close Tab' (a warning of shadowed-shortcut), and conflicts with the toolbar item beside it.
      #expect(findings.first?.message == "'Command-W' is also the shortcut of 'Dismiss' (Mac/Main.storyboard:8)")
      #expect(
        findings.map { $0.conflictingShortcuts.all } == [["sameAction"], ["sameAction2"], ["close"], ["toolbar"]])
    }

    @Test func twoMainMenuItemsWithTheSameTitleAndKeysAreARealDuplicate() throws {
      let findings = findings([
        try Self.declared("export1", "Export", "Command-E", .mainMenu, action: "exportPDF:", line: 5),
        try Self.declared("export2", "Export", "Command-E", .mainMenu, action: "exportHTML:", line: 9),
        try Self.declared("export3", "Export…", "Command-E", .mainMenu, line: 12),
        // A context menu's item mirrors them: no finding of its own.
        try Self.declared("contextExport", "Export", "Command-E", .menu("Document"), file: "Doc.xib", line: 4),
      ])
      #expect(findings.map(\.shortcutID) == ["export1", "export2", "export3"])
      #expect(
        findings.map { $0.conflictingShortcuts.all } == [
          ["export2", "export3"], ["export1", "export3"], ["export1", "export2"],
        ])
    }

    @Test func aWindowsButtonWithAMenuItemsTitleIsNoMirrorUnlessItIsAToolbarItemOrRunsTheSameAction() throws {
      let definitions = [
        try Self.declared("find", "Find", "Command-F", .mainMenu, action: "performFind:", line: 5),
        try Self.declared("button", "Find", "Command-F", .window("Search"), element: .button, file: "S.xib", line: 7),
        try Self.declared(
          "toolbar", "Find", "Command-F", .window("Document"), element: .toolbarItem, file: "D.xib", line: 3),
        try Self.declared(
          "sameAction", "Search", "Command-F", .window("Inspector"), element: .button, action: "performFind:",
          file: "I.xib", line: 8),
      ]
      let findings = findings(definitions)
      #expect(findings.isEmpty, "the window's controls are earlier on the key's way than the menu bar")
      let shadows = shadows(definitions)
      #expect(shadows.map(\.shortcutID) == ["button"], "the toolbar item mirrors 'Find'; 'Search' runs its action")
      #expect(shadows.map { $0.conflictingShortcuts.all } == [["find"]])
    }

    @Test func twoEntriesOfAShortcutsFileWithTheSameTitleAreADuplicate() throws {
      let k = try Shortcut(parsing: "Command-K")
      let findings = findings([
        ShortcutDefinition(id: "clear", shortcut: k, title: "Clear"),
        ShortcutDefinition(id: "clearAgain", shortcut: k, title: "Clear"),
      ])
      #expect(findings.map(\.shortcutID) == ["clear", "clearAgain"])
    }

    @Test func aShortcutsFileEntryWithoutAScopeConflictsWithEveryScope() throws {
      var plain = ShortcutDefinition(id: "plain", shortcut: try Shortcut(parsing: "Command-T"), title: "Plain")
      plain.position = SourcePosition(line: 3, column: 1)
      let findings = findings([
        plain, try Self.declared("tab", "New Tab", "Command-T", .menu("Tab"), file: "Tab.swift", line: 4),
      ])
      #expect(
        findings.map(\.message) == [
          "'Command-T' is also the shortcut of 'New Tab' (Tab.swift:4)",
          "'Command-T' is also the shortcut of 'plain' (line 3)",
        ])
    }

    @Test func aLargeGroupNamesItsOwnPlaceFirstAndListsEveryMember() throws {
      var definitions = try (1...5).map {
        try Self.declared("menu\($0)", "Menu \($0)", "Command-K", .mainMenu, line: $0)
      }
      // An editor's bindings, which take the key before the menu bar while the editor has focus.
      definitions.append(
        try Self.declared("sheet", "Sheet", "Command-K", .view("S"), element: .binding, file: "S.xib", line: 1))
      definitions.append(
        try Self.declared("sheet2", "Sheet 2", "Command-K", .view("S"), element: .binding, file: "S.xib", line: 2))
      let sheet = try #require(findings(definitions).first { $0.shortcutID == "sheet" })
      #expect(
        sheet.message
          == "'Command-K' is also the shortcut of 'Sheet 2' (S.xib:2), 'Menu 1' (Mac/Main.storyboard:1) and 4 more")
      #expect(sheet.conflictingShortcuts.all == ["sheet2", "menu1", "menu2", "menu3", "menu4", "menu5"])
    }
  }
}
