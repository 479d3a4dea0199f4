/// `global-hotkey-takes-shortcut` (warning): a default global hotkey that is a standard app
/// shortcut or a shortcut macOS takes, which it breaks in every app while the app runs.
///
/// What it checks, why, an example and the fix are in ``documentation``, the one text
/// `docs/lint.md` and SARIF's help are made from.
public struct GlobalHotkeyTakesShortcutRule: LintRule {
  /// `global-hotkey-takes-shortcut`.
  public let id = "global-hotkey-takes-shortcut"
  /// Warning: the hotkey works, but every other app loses the shortcut.
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public let summary = "A global hotkey is a standard or system shortcut, which it takes from every app."
  /// Why the rule matters, how it decides, an example finding and the fix, in Markdown: the
  /// rule's section of `docs/lint.md`.
  public let documentation = """
    A global hotkey (Carbon's `RegisterEventHotKey` and the libraries on it: KeyboardShortcuts,
    HotKey, MASShortcut, ShortcutRecorder, Magnet) reaches its app before any app sees the key
    (docs/scopes.md, "The key order"): while the app runs, the shortcut no longer works anywhere
    else. A default hotkey that is a shortcut people use every day takes it from every app.

    The rule looks at each shortcut declared as a global hotkey (scope element `global-hotkey`)
    and reports it when it is pressed like

    1. one of Apple's standard app shortcuts (`Layouts/apple-standard-shortcuts.tsv`, as
       `standard-shortcut-redefined` reads it: ⌘C, ⌘Space, ⇧⌘3…), or
    2. a shortcut macOS itself takes and has on by default: Mission Control ⌃↑, Spaces ⌃← and ⌃→,
       the input sources ⌃Space and ⌃⌥Space, the screenshots ⇧⌘3, ⇧⌘4 and ⇧⌘5, Spotlight ⌘Space,
       Finder's search ⌥⌘Space… (`SystemShortcut.macOS`, each with its source: Apple's "Mac
       keyboard shortcuts", HT201236, and the defaults of System Settings › Keyboard › Keyboard
       Shortcuts). A system shortcut that is off by default (Switch to Desktop ⌃1) is left alone,
       unless the standard table has it (zoom ⌥⌘8). A shortcut in both is named as macOS names it.

    A hotkey on a physical key (`code:KeyM`) is compared as the key a US keyboard has there.
    Shift written with a character is folded as for the standard shortcuts.

    ```
    shortcuts.json:4:15: warning: the global hotkey 'Control-Space' takes the shortcut of macOS's 'Select the previous input source' in every app while this app runs [global-hotkey-takes-shortcut]
    ```

    *Fix:* choose a default hotkey that neither macOS nor apps use (three modifiers, or ⌃⌥ with a
    letter), or ship none and let people record their own.
    """

  /// Creates the rule.
  public init() {}

  /// Reports each global hotkey pressed like a standard or an on-by-default system shortcut.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    var system: [Shortcut: [SystemShortcut]] = [:]
    for row in SystemShortcut.macOS where row.isOnByDefault {
      system[context.folded(row.shortcut), default: []].append(row)
    }
    return file.definitions.compactMap { definition in
      guard definition.isGlobalHotkey else { return nil }
      let pressed = context.folded(definition.shortcut.onUSKeyboard)
      // macOS's own name for a shortcut it takes says more than the standard table's.
      var taken = (system[pressed] ?? []).map { "macOS's \($0.name.quoted)" }
      if taken.isEmpty {
        taken = context.standardShortcuts(matching: pressed).map { "the standard shortcut to \($0.actionPhrase)" }
      }
      guard !taken.isEmpty else { return nil }
      let keys = LintText.keys(of: definition, context: context)
      return finding(
        definition,
        "the global hotkey \(keys) takes \(LintText.list(taken)) in every app while this app runs",
        fix: "choose a hotkey no app and not macOS uses, or ship none by default")
    }
  }
}

extension ShortcutDefinition {
  /// Whether the shortcut is a global hotkey: declared as one, or live over every app.
  var isGlobalHotkey: Bool { scope?.element == .globalHotkey || scope?.context.kind == .global }
}
