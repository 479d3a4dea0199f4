/// `duplicate-shortcut` (error): two shortcuts with the same keys.
///
/// What it checks, why, an example and the fix are in ``documentation``, the one text
/// `docs/lint.md` and SARIF's help are made from.
public struct DuplicateShortcutRule: LintRule {
  /// `duplicate-shortcut`.
  public let id = "duplicate-shortcut"
  /// Error: one of the commands can never be run from the keyboard.
  public let defaultSeverity = LintSeverity.error
  /// One sentence saying what the rule finds.
  public let summary = "Two shortcuts have the same keys; both are reported."
  /// Why the rule matters, how it decides, an example finding and the fix, in Markdown: the
  /// rule's section of `docs/lint.md`.
  public let documentation = """
    One key press runs one command: of two shortcuts on the same keys, one never runs.
    Compared as pressed on the reference layout (`Shift-Command-/` and `Command-?`, `cmd+shift+z` and
    `⇧⌘Z` are duplicates). Every shortcut of a group is reported, each naming the others, so the fix
    can be made on either side.

    ```
    shortcuts.json:13:9: error: 'cmd+k' (Command-K) is also the shortcut of 'clearAll' (line 14); give each command its own shortcut [duplicate-shortcut]
    shortcuts.json:14:55: error: '⌘K' (Command-K) is also the shortcut of 'clear' (line 13); give each command its own shortcut [duplicate-shortcut]
    ```

    *Fix:* give each command its own shortcut.
    """

  /// Creates the rule.
  public init() {}

  /// Reports every shortcut that shares its keys with another.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    var groups: [Shortcut: [Int]] = [:]
    for (index, definition) in file.definitions.enumerated() {
      groups[context.folded(definition.shortcut), default: []].append(index)
    }
    return file.definitions.enumerated().compactMap { index, definition in
      guard let group = groups[context.folded(definition.shortcut)], group.count > 1 else { return nil }
      let others = group.filter { $0 != index }.map { file.definitions[$0] }
      let names = others.map { "'\($0.id)' (line \($0.position.line))" }
      let list = LintText.list(names)
      return finding(
        definition, "\(LintText.keys(of: definition, context: context)) is also the shortcut of \(list)",
        fix: "give each command its own shortcut")
    }
  }
}
