/// `control-modifier` (warning): Control used as a modifier.
///
/// What it checks, why, an example and the fix are in ``documentation``, the one text
/// `docs/lint.md` and SARIF's help are made from.
public struct ControlModifierRule: LintRule {
  /// `control-modifier`.
  public let id = "control-modifier"
  /// Warning: some apps have good reasons (terminal emulators, editors with Emacs bindings).
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public let summary = "Control is used as a modifier, which the system uses for features of its own."
  /// Why the rule matters, how it decides, an example finding and the fix, in Markdown: the
  /// rule's section of `docs/lint.md`.
  public let documentation = """
    The guidelines advise against Control as a modifier: the system uses it for full
    keyboard access (Control-F1 to Control-F7), Mission Control and Spaces (Control-arrows) and input
    sources (Control-Space), and people do not look for app commands there.

    ```
    shortcuts.json:31:61: warning: 'Control-`' uses Control, which the system uses for features of its own; use Command, adding Shift or Option when needed [control-modifier]
    ```

    A standard shortcut used for its standard command, such as Control-Command-F titled "Enter
    Full Screen", is not reported.

    *Fix:* use Command as the main modifier, adding Shift or Option when needed. Terminals and
    Emacs-style editors, whose users expect Control, disable the rule in their file.
    """

  /// Creates the rule.
  public init() {}

  /// Reports each shortcut that holds Control.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    file.definitions.compactMap { definition in
      // A standard shortcut used for its own command (⌃⌘F, Enter Full Screen) is the system's choice.
      guard definition.shortcut.modifiers.contains(.control), !context.usesStandardShortcut(definition) else {
        return nil
      }
      return finding(
        definition, "\(definition.keys.quoted) uses Control, which the system uses for features of its own",
        fix: "use Command, adding Shift or Option when needed")
    }
  }
}
