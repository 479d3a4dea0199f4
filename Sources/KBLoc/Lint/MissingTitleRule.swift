/// `missing-title` (warning): a shortcut with no title.
///
/// What it checks, why, an example and the fix are in ``documentation``, the one text
/// `docs/lint.md` and SARIF's help are made from.
public struct MissingTitleRule: LintRule {
  /// `missing-title`.
  public let id = "missing-title"
  /// Warning: the shortcut works, but few people will find it.
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public let summary = "A shortcut has no title, so it is not listed where people discover shortcuts."
  /// Why the rule matters, how it decides, an example finding and the fix, in Markdown: the
  /// rule's section of `docs/lint.md`.
  public let documentation = """
    People discover shortcuts through their titles: in menus, and in the list iPadOS shows
    while they hold Command. A shortcut with no title (or only spaces) is left out and cannot be found;
    the other rules also need the title to tell what the shortcut does. A button in a window (a
    dialog's default button, read from an app's files) is left out: it shows what it does where it is.
    So is an editor keymap's or extension manifest's binding: the command it runs (its id,
    `editor.action.formatDocument`) is its title, as the editor's keyboard shortcuts list shows it.
    So is a global hotkey: it is in no menu, and the app's settings name it where people change it.

    ```
    shortcuts.json:13:9: warning: 'cmd+k' has no title, so people cannot find it in menus or in the list shown while holding Command; add a "title" naming the command, such as its menu item [missing-title]
    ```

    *Fix:* add a `title` naming the command, as its menu item does.
    """

  /// Creates the rule.
  public init() {}

  /// Reports each shortcut whose title is missing or only spaces, buttons in windows and keymap
  /// bindings (titled by their command) left out.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    file.definitions.compactMap { definition in
      guard definition.meaningfulTitle == nil, !definition.isButton, definition.scope?.element != .binding,
        !definition.isGlobalHotkey
      else {
        return nil
      }
      return finding(
        definition,
        "\(definition.keys.quoted) has no title, so people cannot find it in menus or in the list shown while holding Command",
        fix: #"add a "title" naming the command, such as its menu item"#)
    }
  }
}
