/// `duplicate-shortcut` (error): two shortcuts with the same keys.
///
/// **Why.** One key press can run only one command: of two shortcuts on the same keys, one never
/// runs, and which one wins depends on the menu order or the framework. Shortcuts are compared as
/// pressed on the reference layout, so `Shift-Command-/` and `Command-?`, or `cmd+shift+z` and
/// `⇧⌘Z`, are duplicates. Every shortcut of a duplicate group is reported, each naming the
/// others, so the fix can be made on either side.
///
/// **Example.** `"find"` and `"findInFiles"` both on `Command-F` → `'Command-F' is also the
/// shortcut of 'findInFiles' (line 9); give each command its own shortcut`, and the same on
/// line 9 naming `find`.
///
/// **Fix.** Give each command its own shortcut.
public struct DuplicateShortcutRule: LintRule {
  /// `duplicate-shortcut`.
  public let id = "duplicate-shortcut"
  /// Error: one of the commands can never be run from the keyboard.
  public let defaultSeverity = LintSeverity.error
  /// One sentence saying what the rule finds.
  public let summary = "Two shortcuts have the same keys; both are reported."
  /// The rule's documentation.
  public let help = """
    One key press runs one command: of two shortcuts on the same keys, one never runs. Shortcuts \
    are compared as pressed on the reference layout (Shift-Command-/ is Command-?, cmd+shift+z is \
    Shift-Command-Z), and every shortcut of a duplicate group is reported, naming the others. \
    Fix: give each command its own shortcut.
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
      let names = others.map { "\($0.id.quoted) (line \($0.position.line))" }
      let list = LintText.list(names)
      return finding(
        definition, "\(LintText.keys(of: definition, context: context)) is also the shortcut of \(list)",
        fix: "give each command its own shortcut")
    }
  }
}
