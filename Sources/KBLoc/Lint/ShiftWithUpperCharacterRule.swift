/// `shift-with-upper-character` (warning): Shift written with the upper character of a
/// two-character key.
///
/// **Why.** Apple's Human Interface Guidelines: when a shortcut uses the upper character of a
/// two-character key, write that character and not Shift — `Command-?`, not `Shift-Command-/`.
/// Menus show `⌘?`, people read the character they see on the key, and kbloc translates the
/// character to other layouts, where `?` may not be above `/`. Both spellings are reported:
/// Shift with the key's lower character (`Shift-Command-/`, which means `?`) and Shift with the
/// upper character itself (`Shift-Command-?`, where Shift is already implied). Letters and digits
/// keep their Shift, as Apple writes `Shift-Command-Z` and `Shift-Command-3`. The two-character
/// keys are the reference layout's (``LintContext/twoCharacterKeys``).
///
/// **Example.** `"keys": "Shift-Command-/"` → `'Shift-Command-/' writes Shift with the upper
/// character of a key; write 'Command-?'`.
///
/// **Fix.** Write the upper character without Shift.
public struct ShiftWithUpperCharacterRule: LintRule {
  /// `shift-with-upper-character`.
  public let id = "shift-with-upper-character"
  /// Warning: the shortcut works, but is written in a way menus and other layouts do not show.
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public let summary = "Shift is written with the upper character of a two-character key (Shift-Command-/)."
  /// The rule's documentation.
  public let help = """
    When a shortcut uses the upper character of a two-character key, Apple's Human Interface \
    Guidelines write the character without Shift: Command-?, not Shift-Command-/. Menus show ⌘?, \
    and other keyboard layouts may put ? on another key, which kbloc finds from the character. \
    Both Shift with the lower character (Shift-Command-/) and Shift with the upper character \
    (Shift-Command-?) are reported; letters and digits keep their Shift (Shift-Command-Z, \
    Shift-Command-3). Fix: write the upper character without Shift, as in 'Command-?'.
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
