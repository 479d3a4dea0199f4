/// `non-command-modifier-with-symbol` (warning): a modifier other than Command with a character
/// that is not a letter.
///
/// What it checks, why, an example and the fix are in ``documentation``, the one text
/// `docs/lint.md` and SARIF's help are made from.
public struct NonCommandModifierWithSymbolRule: LintRule {
  /// `non-command-modifier-with-symbol`.
  public let id = "non-command-modifier-with-symbol"
  /// Warning: the shortcut works on the reference layout but may be impossible on others.
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public let summary = "A modifier other than Command is used with a symbol, which some keyboards cannot type with it."
  /// Why the rule matters, how it decides, an example finding and the fix, in Markdown: the
  /// rule's section of `docs/lint.md`.
  public let documentation = """
    Many keyboards type symbols only with modifiers of their own — `@` is Option-L on a
    German Mac keyboard, `{` is Option-5 on a French one — so a shortcut adding Option, Shift or Control
    to a symbol cannot be pressed there, or collides with typing. Command alone with a symbol is safe:
    the character is found on each layout. Checked as pressed on the reference layout (so
    `Shift-Command-/`, which is `Command-?`, is left to `shift-with-upper-character`). Digits are not
    symbols here (every layout has them on the number row, and macOS presses them by position), and
    named keys (arrows, Space, F-keys) are not characters. A Control shortcut with a symbol is also a
    `control-modifier` finding: the two rules have different reasons and fixes.

    ```
    shortcuts.json:33:60: warning: 'Option-@' uses Option with '@', which some keyboards type only with modifiers of their own; use Command alone with a symbol, or a letter [non-command-modifier-with-symbol]
    ```

    *Fix:* use Command alone with the symbol, or a letter.
    """

  /// Creates the rule.
  public init() {}

  /// Reports each shortcut that holds Control, Option or Shift with a character other than a
  /// letter or a digit.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    file.definitions.compactMap { definition in
      let shortcut = context.folded(definition.shortcut)
      let others = shortcut.modifiers.subtracting(.command)
      guard case .character(let character) = shortcut.trigger, !others.isEmpty, !character.isLetter,
        !(character.isASCII && character.isNumber)
      else { return nil }
      let list = LintText.list(others.names)
      return finding(
        definition,
        "\(definition.keys.quoted) uses \(list) with '\(character)', which some keyboards type only with modifiers of their own",
        fix: "use Command alone with a symbol, or a letter")
    }
  }
}
