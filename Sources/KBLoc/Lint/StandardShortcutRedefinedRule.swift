/// `standard-shortcut-redefined` (error): a shortcut people know as a standard one, used for a
/// different command.
///
/// **Why.** People expect Command-Q to quit, Command-S to save and Command-Z to undo in every app
/// (Apple Human Interface Guidelines, "Keyboards": "Don't use standard shortcuts for custom
/// commands"). A different command on one of those keys surprises them, and can lose their work:
/// someone reaching for Command-Q to quit runs a query instead. The standard shortcuts are Apple's
/// table (``StandardShortcut/apple``); shortcuts are compared as pressed on the reference layout,
/// so `Shift-Command-/` is the standard `Command-?`.
///
/// **How the title is compared with the standard action.** The shortcut is fine when its title
/// shares a meaning-bearing word with the standard action, up to simple stems, prefixes and a
/// short synonym list (`TitleWords`): Command-S titled "Save" or "Save File" matches "Save a new
/// document…", Command-, titled "Preferences…" matches "Open the app's settings window", Command-X
/// titled "Cut" matches "Remove the selection…". Command-Q titled "Run Query" shares nothing with
/// "Quit the app" and is reported. The comparison errs towards silence: a title that shares any
/// such word passes. A shortcut the table marks `Varies.` (F8, Shift-Command-Space…) is reserved
/// by the system and reported whatever its title. A shortcut with no title is left to
/// `missing-title`.
///
/// **Example.** `{"id": "runQuery", "title": "Run Query", "keys": "Command-Q"}` →
/// `'Command-Q' is the standard shortcut to quit the app, not to 'Run Query'; choose another
/// shortcut for 'Run Query'`. A shortcut written otherwise is named in both forms:
/// `'Shift-Command-[' (Command-{) is the standard shortcut to left-align a selection, …`.
///
/// **Fix.** Choose a shortcut that is not standard, or use the standard one for its standard
/// command.
public struct StandardShortcutRedefinedRule: LintRule {
  /// `standard-shortcut-redefined`.
  public let id = "standard-shortcut-redefined"
  /// Error: the shortcut does something other than what people expect.
  public let defaultSeverity = LintSeverity.error
  /// One sentence saying what the rule finds.
  public let summary = "A standard shortcut, such as Command-Q, is used for a different command."
  /// The rule's documentation.
  public let help = """
    People expect standard shortcuts (Command-Q quits, Command-S saves, Command-Z undoes) to do \
    the same thing in every app; using one for another command surprises them and can lose their \
    work. A shortcut is reported when it is one of Apple's standard shortcuts (as pressed on the \
    reference layout: Shift-Command-/ is Command-?) and its title shares no meaning-bearing word \
    with the standard action, up to simple stems and a short synonym list (Command-S titled \
    'Save File' is fine; Command-Q titled 'Run Query' is not). Shortcuts the system reserves for \
    varying uses (F8, Shift-Command-Space) are reported whatever their title. Fix: choose a \
    shortcut that is not standard, or use the standard shortcut for its standard command.
    """

  /// Creates the rule.
  public init() {}

  /// Reports each titled shortcut that is a standard shortcut used for a different command.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    // Each standard action taken apart once, however many shortcuts are compared with it.
    var wordsOfAction: [String: TitleWords] = [:]
    func actionWords(_ standard: StandardShortcut) -> TitleWords {
      if let known = wordsOfAction[standard.action] { return known }
      let words = TitleWords(standard.action)
      wordsOfAction[standard.action] = words
      return words
    }
    return file.definitions.compactMap { definition in
      let standards = context.standardShortcuts(matching: definition.shortcut)
      guard !standards.isEmpty, let title = definition.meaningfulTitle else { return nil }
      let fix = "choose another shortcut for '\(title)'"
      if standards.contains(where: { $0.isReservedForVaryingUses }) {
        let keys = LintText.keys(of: definition, context: context)
        return finding(definition, "\(keys) is reserved by the system, whose use of it varies", fix: fix)
      }
      let words = TitleWords(title)
      guard !standards.contains(where: { words.sharesMeaning(with: actionWords($0)) }) else { return nil }
      let actions = standards.map { "to " + $0.actionPhrase }.joined(separator: " or ")
      let keys = LintText.keys(of: definition, context: context)
      return finding(definition, "\(keys) is the standard shortcut \(actions), not to '\(title)'", fix: fix)
    }
  }
}

extension StandardShortcut {
  /// Whether the table marks the shortcut `Varies.`: reserved by the system for varying uses.
  var isReservedForVaryingUses: Bool { action.hasPrefix("Varies") }

  /// The action as a phrase to follow "to": first letter lowercased, final period dropped
  /// (`quit the app`).
  var actionPhrase: String {
    var phrase = action
    while phrase.last == "." { phrase.removeLast() }
    guard let first = phrase.first, first.isUppercase else { return phrase }
    if let second = phrase.dropFirst().first, second.isUppercase { return phrase }
    return first.lowercased() + phrase.dropFirst()
  }
}
