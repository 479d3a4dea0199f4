/// `missing-title` (warning): a shortcut with no title.
///
/// **Why.** People discover shortcuts through their titles: in menus next to the command, and in
/// the list of shortcuts iPadOS shows while they hold Command, which lists a shortcut by its
/// title. A shortcut with no title is left out of that list and cannot be found; a title of only
/// spaces counts as none. The title also lets the other
/// rules tell what the shortcut does (`standard-shortcut-redefined`, `unrelated-shift-variant`).
///
/// **Example.** `{"id": "clearLog", "keys": "Command-K"}` → `'Command-K' has no title, so people
/// cannot find it in menus or in the list shown while holding Command; add a "title" naming the
/// command, such as its menu item`.
///
/// **Fix.** Add a `title` naming the command, as its menu item does.
public struct MissingTitleRule: LintRule {
  /// `missing-title`.
  public let id = "missing-title"
  /// Warning: the shortcut works, but few people will find it.
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public let summary = "A shortcut has no title, so it is not listed where people discover shortcuts."
  /// The rule's documentation.
  public let help = """
    People discover shortcuts through their titles: in menus, and in the list iPadOS shows while \
    they hold Command. A shortcut with no title (or a title of only spaces) is left out and \
    cannot be found; other rules also need the title to tell what the shortcut does. Fix: add a \
    "title" naming the command, as its menu item does.
    """

  /// Creates the rule.
  public init() {}

  /// Reports each shortcut whose title is missing or only spaces.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    file.definitions.compactMap { definition in
      guard definition.meaningfulTitle == nil else { return nil }
      return finding(
        definition,
        "\(definition.keys.quoted) has no title, so people cannot find it in menus or in the list shown while holding Command",
        fix: #"add a "title" naming the command, such as its menu item"#)
    }
  }
}
