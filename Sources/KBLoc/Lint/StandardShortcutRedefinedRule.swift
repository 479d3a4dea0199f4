/// `standard-shortcut-redefined` (error): a shortcut people know as a standard one, used for a
/// different command.
///
/// What it checks, why, an example and the fix are in ``documentation``, the one text
/// `docs/lint.md` and SARIF's help are made from.
public struct StandardShortcutRedefinedRule: LintRule {
  /// `standard-shortcut-redefined`.
  public let id = "standard-shortcut-redefined"
  /// Error: the shortcut does something other than what people expect.
  public let defaultSeverity = LintSeverity.error
  /// One sentence saying what the rule finds.
  public let summary = "A standard shortcut, such as Command-Q, is used for a different command."
  /// Why the rule matters, how it decides, an example finding and the fix, in Markdown: the
  /// rule's section of `docs/lint.md`.
  public let documentation = """
    People expect standard shortcuts to do the same thing in every app; using one for another
    command surprises them and can lose their work. The standard shortcuts are Apple's table
    (`Layouts/apple-standard-shortcuts.tsv`).

    *How the title is compared with the standard action.* The shortcut is fine when its title shares a
    meaning-bearing word with the action:

    1. Words are runs of letters and digits, lowercased (`Save As…` → `save`, `as`).
    2. Words every command uses are dropped: articles, prepositions, conjunctions, and `show`,
       `display`, `toggle`, `current`, `selected`, `app`, `document`, …
    3. Each word is reduced to a crude stem (`saving`, `saved`, `save` → `sav`).
    4. Two words match when their stems are equal, when one stem of four letters or more begins the
       other (`italic` / `italicize`), or when they are in one group of a short synonym list (`quit`
       / `exit`, `settings` / `preferences` / `options`, `find` / `search`, `cut` / `remove`, `zoom` /
       `size` / `bigger` / `smaller`, `info` / `inspector`, `help` / `documentation`, `previous` /
       `back`, `next` / `forward`, …).

    ⌘S titled "Save" or "Save File" matches "Save a new document…"; ⌘, titled "Preferences…" matches
    "Open the app's settings window"; ⌘+ titled "Zoom In" matches "Increase the size of the selection";
    ⌘Q titled "Run Query" shares nothing with "Quit the app" and is reported. The comparison errs
    towards silence — a title sharing any such word passes — because a false error is worse than a
    missed one. Shortcuts the table marks `Varies.` (F8–F10, Shift-Command-Space) are reserved by the
    system and reported whatever their title. A shortcut without a title is left to `missing-title`.

    ```
    shortcuts.json:8:15: error: 'Command-Q' is the standard shortcut to quit the app, not to 'Run Query'; choose another shortcut for 'Run Query' [standard-shortcut-redefined]
    ```

    *Fix:* choose a shortcut that is not standard, or use the standard one for its standard command.
    """

  /// Creates the rule.
  public init() {}

  /// Reports each titled shortcut that is a standard shortcut used for a different command.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    file.definitions.compactMap { definition in
      let uses = context.standardUses(of: definition)
      guard !uses.isEmpty, let title = definition.meaningfulTitle else { return nil }
      let fix = "choose another shortcut for \(title.quoted)"
      if uses.contains(where: { $0.standard.isReservedForVaryingUses }) {
        let keys = LintText.keys(of: definition, context: context)
        return finding(definition, "\(keys) is reserved by the system, whose use of it varies", fix: fix)
      }
      guard !uses.contains(where: \.namesItsAction) else { return nil }
      let actions = uses.map { "to " + $0.standard.actionPhrase }.joined(separator: " or ")
      let keys = LintText.keys(of: definition, context: context)
      return finding(definition, "\(keys) is the standard shortcut \(actions), not to \(title.quoted)", fix: fix)
    }
  }
}

extension LintContext {
  /// The standard shortcuts pressed like `definition`, each with whether the definition's title
  /// names its action (shares a meaning-bearing word with it, ``TitleWords``); empty for a
  /// definition without a meaningful title.
  /// - Complexity: O(*w*) for *w* words of the title and of the matching actions.
  func standardUses(of definition: ShortcutDefinition) -> [(standard: StandardShortcut, namesItsAction: Bool)] {
    let standards = standardShortcuts(matching: definition.shortcut)
    guard !standards.isEmpty, let title = definition.meaningfulTitle else { return [] }
    let words = TitleWords(title)
    return standards.map { standard in
      (standard, words.sharesMeaning(with: actionWords[standard.action] ?? TitleWords(standard.action)))
    }
  }

  /// Whether `definition` is a standard shortcut used for its standard command: its title shares a
  /// meaning-bearing word with the standard action (⌃⌘F titled "Enter Full Screen").
  func usesStandardShortcut(_ definition: ShortcutDefinition) -> Bool {
    standardUses(of: definition).contains { $0.namesItsAction && !$0.standard.isReservedForVaryingUses }
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
