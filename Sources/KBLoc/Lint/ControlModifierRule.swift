/// `control-modifier` (warning): Control used as a modifier.
///
/// **Why.** Apple's Human Interface Guidelines: avoid Control as a modifier, because the system
/// uses it for many features of its own — full keyboard access (Control-F1 to Control-F7), Mission
/// Control and Spaces (Control-arrows), input sources (Control-Space) — and people do not expect
/// app commands there. Command is the main modifier for app shortcuts; Shift and Option
/// complement it.
///
/// **Example.** `"keys": "Control-`"` → `` 'Control-`' uses Control, which the system uses for
/// features of its own; use Command, adding Shift or Option when needed ``.
///
/// **Fix.** Use Command, adding Shift or Option when needed.
public struct ControlModifierRule: LintRule {
  /// `control-modifier`.
  public let id = "control-modifier"
  /// Warning: some apps have good reasons (terminal emulators, editors with Emacs bindings).
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public let summary = "Control is used as a modifier, which the system uses for features of its own."
  /// The rule's documentation.
  public let help = """
    Apple's Human Interface Guidelines advise against Control as a modifier: the system uses it \
    for full keyboard access (Control-F1 to Control-F7), Mission Control and Spaces \
    (Control-arrows) and input sources (Control-Space), and people do not look for app commands \
    there. Fix: use Command as the main modifier, adding Shift or Option when needed; disable the \
    rule for apps whose users expect Control (terminals, Emacs-style editors).
    """

  /// Creates the rule.
  public init() {}

  /// Reports each shortcut that holds Control.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    file.definitions.compactMap { definition in
      guard definition.shortcut.modifiers.contains(.control) else { return nil }
      return finding(
        definition, "\(definition.keys.quoted) uses Control, which the system uses for features of its own",
        fix: "use Command, adding Shift or Option when needed")
    }
  }
}
