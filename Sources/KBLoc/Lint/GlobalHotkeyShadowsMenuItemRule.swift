/// `global-hotkey-shadows-menu-item` (warning): a default global hotkey that is also the shortcut
/// of one of the app's own menu items, which then never runs from the keyboard.
///
/// What it checks, why, an example and the fix are in ``documentation``, the one text
/// `docs/lint.md` and SARIF's help are made from.
public struct GlobalHotkeyShadowsMenuItemRule: LintRule {
  /// `global-hotkey-shadows-menu-item`.
  public let id = "global-hotkey-shadows-menu-item"
  /// Warning: the menu item's shortcut never reaches it.
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public let summary = "A global hotkey is the shortcut of one of the app's own menu items, which it takes first."
  /// Why the rule matters, how it decides, an example finding and the fix, in Markdown: the
  /// rule's section of `docs/lint.md`.
  public let documentation = """
    The system delivers a global hotkey before the active app sees the key (docs/scopes.md, "The
    key order": stage 1, before the menu bar's stage 4). When an app's default global hotkey is
    also the key equivalent of one of its own menu items, pressing it runs the hotkey, even while
    the app is active, and the menu item shows a shortcut that never runs it.

    The rule reports each shortcut declared as a global hotkey (scope element `global-hotkey`)
    pressed like a menu item (element `menu-item`, or in the main menu) of the same app (the same
    targets, or both without targets) that runs another command (another action, or another title
    when neither names an action). Shift written with a character is folded; a hotkey on a physical
    key (`code:KeyM`) is compared as the key a US keyboard has there.

    ```
    shortcuts.json:12:15: warning: the global hotkey 'Option-Command-N' takes the shortcut of the menu item 'New Window' before the app sees it [global-hotkey-shadows-menu-item]
    ```

    *Fix:* give the hotkey or the menu item another shortcut, or make the menu item run the same
    command as the hotkey.
    """

  /// Creates the rule.
  public init() {}

  /// Reports each global hotkey pressed like a menu item of its app that runs another command.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    var menuItems: [Shortcut: [ShortcutDefinition]] = [:]
    for definition in file.definitions where !definition.isGlobalHotkey {
      guard definition.scope?.element == .menuItem || definition.scope?.context.kind == .mainMenu else { continue }
      menuItems[context.folded(definition.shortcut.onUSKeyboard), default: []].append(definition)
    }
    guard !menuItems.isEmpty else { return [] }
    return file.definitions.compactMap { hotkey in
      guard hotkey.isGlobalHotkey else { return nil }
      let items = (menuItems[context.folded(hotkey.shortcut.onUSKeyboard)] ?? []).filter { item in
        item.targetKeys == hotkey.targetKeys && !Self.sameCommand(item, hotkey)
      }
      guard let item = items.first else { return nil }
      let keys = LintText.keys(of: hotkey, context: context)
      return finding(
        hotkey,
        "the global hotkey \(keys) takes the shortcut of the menu item \(item.name.quoted) before the app sees it",
        fix: "give the hotkey or the menu item \(item.name.quoted) another shortcut")
    }
  }

  /// Whether two declarations run one command: the same action, else the same title.
  static func sameCommand(_ first: ShortcutDefinition, _ second: ShortcutDefinition) -> Bool {
    if let action = first.action, let other = second.action { return action == other }
    guard let title = first.meaningfulTitle, let other = second.meaningfulTitle else { return false }
    return title == other
  }
}
