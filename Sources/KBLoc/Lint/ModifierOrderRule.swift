/// `modifier-order` (warning): modifiers written out of the order Control, Option, Shift, Command.
///
/// What it checks, why, an example and the fix are in ``documentation``, the one text
/// `docs/lint.md` and SARIF's help are made from.
public struct ModifierOrderRule: LintRule {
  /// `modifier-order`.
  public let id = "modifier-order"
  /// Warning: a matter of reading, not of behaviour.
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public let summary = "Modifiers are written out of the order Control, Option, Shift, Command."
  /// Why the rule matters, how it decides, an example finding and the fix, in Markdown: the
  /// rule's section of `docs/lint.md`.
  public let documentation = """
    The guidelines list modifiers in one order — Control, Option, Shift, Command (⌃⌥⇧⌘) —
    the order menus show. A file written in that order reads like the menus, and two spellings of one
    shortcut are easy to spot. Checked in every notation (`Command-Shift-Z`, `⌘⇧Z`, `cmd+shift+z`).

    ```
    shortcuts.json:11:46: warning: 'Command-Shift-Z' lists its modifiers out of the order Control, Option, Shift, Command; write 'Shift-Command-Z' [modifier-order]
    ```

    *Fix:* write the modifiers in canonical order; the fix gives the HIG form.
    """

  /// Creates the rule.
  public init() {}

  /// Reports each shortcut whose modifiers are written out of the canonical order.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    file.definitions.compactMap { definition in
      guard !Shortcut.modifiersAreInCanonicalOrder(in: definition.keys) else { return nil }
      return finding(
        definition, "\(definition.keys.quoted) lists its modifiers out of the order Control, Option, Shift, Command",
        fix: "write '\(definition.shortcut)'")
    }
  }
}
