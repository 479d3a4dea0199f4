import KBLoc
import Testing

extension LintTests {
  /// `global-hotkey-takes-shortcut` and `global-hotkey-shadows-menu-item`.
  struct GlobalHotkeyRuleTests {
    static let global = ShortcutScope(context: ShortcutScope.Context(kind: .global), element: .globalHotkey)
    static let menu = ShortcutScope(context: .mainMenu, element: .menuItem)

    static func definition(
      _ id: String, _ keys: String, scope: ShortcutScope, action: String? = nil, line: Int
    ) throws -> ShortcutDefinition {
      try ShortcutDefinition(
        id: id, shortcut: Shortcut(parsing: keys), title: id, position: SourcePosition(line: line, column: 1),
        scope: scope, action: action)
    }

    static func findings(_ rule: some LintRule, _ definitions: [ShortcutDefinition]) -> [LintFinding] {
      rule.check(ShortcutFile(fileName: "shortcuts.json", definitions: definitions), context: LintContext())
    }

    @Test func reportsSystemAndStandardShortcuts() throws {
      let definitions = [
        try Self.definition("Switch Input", "Control-Space", scope: Self.global, line: 1),
        try Self.definition("Grab", "Shift-Command-code:Digit4", scope: Self.global, line: 2),
        try Self.definition("Paste Clip", "Command-V", scope: Self.global, line: 3),
        try Self.definition("Desktop", "Control-2", scope: Self.global, line: 4),
        try Self.definition("Launcher", "Control-Option-Command-K", scope: Self.global, line: 5),
        try Self.definition("Menu Input", "Control-Space", scope: Self.menu, line: 6),
      ]
      let findings = Self.findings(GlobalHotkeyTakesShortcutRule(), definitions)
      #expect(findings.map(\.position.line) == [1, 2, 3])
      #expect(findings.allSatisfy { $0.severity == .warning && $0.ruleID == "global-hotkey-takes-shortcut" })
      #expect(
        findings.first?.message
          == "the global hotkey 'Control-Space' takes macOS's 'Select the previous input source' in every app while this app runs"
      )
      #expect(findings[2].message.contains("the standard shortcut to"))
    }

    @Test func keepsTheSystemTableWithSources() {
      #expect(SystemShortcut.macOS.count == 31)
      #expect(SystemShortcut.macOS.allSatisfy { !$0.source.isEmpty })
      #expect(SystemShortcut.macOS.contains { $0.name == "Mission Control" && $0.isOnByDefault })
    }

    @Test func reportsAHotkeyOnTheAppsOwnMenuItem() throws {
      let definitions = [
        try Self.definition("Show Window", "Option-Command-code:KeyN", scope: Self.global, action: "show", line: 1),
        try Self.definition("New Window", "Option-Command-N", scope: Self.menu, action: "newWindow:", line: 2),
        try Self.definition("Toggle", "Control-Option-T", scope: Self.global, action: "toggle", line: 3),
        try Self.definition("Toggle", "Control-Option-T", scope: Self.menu, action: "toggle", line: 4),
      ]
      let findings = Self.findings(GlobalHotkeyShadowsMenuItemRule(), definitions)
      #expect(findings.map(\.position.line) == [1])
      let message = try #require(findings.first?.message)
      #expect(message.hasPrefix("the global hotkey 'Option-Command-"))
      #expect(message.hasSuffix("takes the shortcut of the menu item 'New Window' before the app sees it"))
    }
  }
}
