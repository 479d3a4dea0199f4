/// `shift-with-upper-character` (warning): Shift written with the upper character of a
/// two-character key.
///
/// What it checks, why, an example and the fix are in ``documentation``, the one text
/// `docs/lint.md` and SARIF's help are made from.
public struct ShiftWithUpperCharacterRule: LintRule {
  /// `shift-with-upper-character`.
  public let id = "shift-with-upper-character"
  /// Warning: the shortcut works, but is written in a way menus and other layouts do not show.
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public let summary = "Shift is written with the upper character of a two-character key (Shift-Command-/)."
  /// Why the rule matters, how it decides, an example finding and the fix, in Markdown: the
  /// rule's section of `docs/lint.md`.
  public let documentation = """
    When a shortcut uses the upper character of a two-character key, the guidelines write
    that character without Shift: `Command-?`, not `Shift-Command-/`. Menus show ⌘?, and kbloc finds
    `?` on every layout — where it may not be above `/`. Both Shift with the lower character
    (`Shift-Command-/`) and Shift with the upper character itself (`Shift-Command-?`) are reported.
    Letters and digits keep their Shift. The two-character keys are the reference layout's (`--from`).

    ```
    shortcuts.json:10:53: warning: 'Shift-Command-/' writes Shift with the upper character of a key; write 'Command-?' [shift-with-upper-character]
    ```

    *Fix:* write the upper character without Shift.
    """

  /// Creates the rule.
  public init() {}

  /// Reports each shortcut that writes Shift with a two-character key's character.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    file.definitions.compactMap { definition in
      let folded = context.folded(definition.shortcut)
      guard folded != definition.shortcut else { return nil }
      return finding(
        definition, "\(definition.keys.quoted) writes Shift with the upper character of a key", fix: "write '\(folded)'"
      )
    }
  }
}
