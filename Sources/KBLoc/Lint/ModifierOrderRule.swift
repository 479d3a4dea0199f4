/// `modifier-order` (warning): modifiers written out of the order Control, Option, Shift, Command.
///
/// **Why.** Apple's Human Interface Guidelines list modifiers in one order — Control, Option,
/// Shift, Command (⌃⌥⇧⌘) — and menus display them that way. A file that writes them in the same
/// order reads like the menus people see, and two spellings of one shortcut cannot hide each
/// other in a review. The order is checked in every notation (`Command-Shift-Z`, `⌘⇧Z` and
/// `cmd+shift+z` are all out of order); the fix gives the canonical HIG form.
///
/// **Example.** `"keys": "Command-Shift-Z"` → `'Command-Shift-Z' lists its modifiers out of the
/// order Control, Option, Shift, Command; write 'Shift-Command-Z'`.
///
/// **Fix.** Write the modifiers in the order Control, Option, Shift, Command.
public struct ModifierOrderRule: LintRule {
  /// `modifier-order`.
  public let id = "modifier-order"
  /// Warning: a matter of reading, not of behaviour.
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public let summary = "Modifiers are written out of the order Control, Option, Shift, Command."
  /// The rule's documentation.
  public let help = """
    Apple's Human Interface Guidelines list modifiers in the order Control, Option, Shift, Command \
    (⌃⌥⇧⌘), the order menus display them in. Writing them in that order makes the file read like \
    the menus and makes two spellings of one shortcut easy to spot. Fix: write the modifiers in \
    the order Control, Option, Shift, Command, as in 'Shift-Command-Z'.
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
