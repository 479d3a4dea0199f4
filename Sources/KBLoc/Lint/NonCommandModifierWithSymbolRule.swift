/// `non-command-modifier-with-symbol` (warning): a modifier other than Command with a character
/// that is not a letter.
///
/// **Why.** Apple's Human Interface Guidelines: avoid Option, Shift or Control with a symbol
/// character. Many keyboards type symbols only with modifiers of their own — `@` is Option-L on a
/// German Mac keyboard, `{` is Option-5 on a French one — so a shortcut that adds Option or Shift
/// to such a character cannot be pressed there, or collides with typing. Command alone with a
/// symbol is safe: kbloc (like macOS) finds the character's key on each layout.
///
/// The shortcut is checked as pressed on the reference layout, so `Shift-Command-/` (which is
/// `Command-?`, left to `shift-with-upper-character`) is not reported here. Digits are not
/// symbols for this rule: every layout has them on the number row, and macOS and kbloc press them
/// by position (`Shift-Command-3` is a standard shortcut). Named keys (arrows, Space, F-keys) are
/// not characters and are not reported.
///
/// **Example.** `"keys": "Option-@"` → `'Option-@' uses Option with '@', which some keyboards type
/// only with modifiers of their own; use Command alone with a symbol, or a letter`.
///
/// **Fix.** Use Command alone with the symbol, or a letter.
public struct NonCommandModifierWithSymbolRule: LintRule {
  /// `non-command-modifier-with-symbol`.
  public let id = "non-command-modifier-with-symbol"
  /// Warning: the shortcut works on the reference layout but may be impossible on others.
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public let summary = "A modifier other than Command is used with a symbol, which some keyboards cannot type with it."
  /// The rule's documentation.
  public let help = """
    Many keyboards type symbols only with modifiers of their own (@ is Option-L on a German Mac \
    keyboard, { is Option-5 on a French one), so a shortcut that adds Option, Shift or Control \
    to a symbol cannot be pressed there or collides with typing. Command alone with a symbol is \
    safe: the character is found on each layout. The shortcut is checked as pressed on the \
    reference layout (Shift-Command-/ is Command-?); digits, which every layout has on the \
    number row, and named keys are not reported. Fix: use Command alone with the symbol, or a \
    letter.
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
