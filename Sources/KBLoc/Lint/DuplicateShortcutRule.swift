/// `duplicate-shortcut` (error): two shortcuts with the same keys that can be live at once.
///
/// What it checks, why, an example and the fix are in ``documentation``, the one text
/// `docs/lint.md` and SARIF's help are made from.
public struct DuplicateShortcutRule: LintRule {
  /// `duplicate-shortcut`.
  public let id = "duplicate-shortcut"
  /// Error: one of the commands can never be run from the keyboard.
  public let defaultSeverity = LintSeverity.error
  /// One sentence saying what the rule finds.
  public let summary = "Two shortcuts that can be live at once have the same keys; both are reported."
  /// Why the rule matters, how it decides, an example finding and the fix, in Markdown: the
  /// rule's section of `docs/lint.md`.
  public let documentation = """
    One key press runs one command: of two shortcuts on the same keys that are live at the same time,
    one never runs. Compared as pressed on the reference layout (`Shift-Command-/` and `Command-?`,
    `cmd+shift+z` and `⇧⌘Z` are duplicates). Every shortcut of a group is reported, each naming the
    others, so the fix can be made on either side; in a group of more than four, each finding names two
    others and says how many more there are (`'a' (line 3), 'b' (line 4) and 3997 more`); JSON lists
    them all. A shortcut read from an app's files is named by its title and declaration
    (`'Paste' (Mac/Base.lproj/Main.storyboard:152)`), one of a shortcuts file by its id and line.

    *When both are live:* every entry of a plain shortcuts file can be live with every other. A
    shortcut read from an app's files has a scope (`docs/scopes.md`): two conflict only when they
    ship in the same app or target, and both are in the main menu, or in the same window or view, or
    one in a window or view and the other in the main menu; a menu that opens on demand (a context
    menu, the Dock menu) only with itself. So the default buttons of two sheets, two apps of one
    repository, or a test target's fixtures never conflict. One command declared twice is not a
    conflict: two declarations with the same action (`paste:`), a main-menu item and a
    context-menu, Dock-menu or toolbar item with the same title that mirrors it, an alternate menu
    item (`isAlternate`) and the item before it that it stands in for, a menu item and a focused
    page's binding when the item has its title or sends the page a command of the binding's words
    (`paste-as-plain` and `pasteAsPlain`), two declarations the project file says are one command
    (`conflicts.one-command`). Two main-menu items with the same title and keys are a real
    duplicate, and so are two buttons of one window. A pair the project file ignores
    (`conflicts.ignore`) is not reported; `kbloc extract` says why each pair on one key press is not.

    ```
    shortcuts.json:13:9: error: 'cmd+k' (Command-K) is also the shortcut of 'clearAll' (line 14); give each command its own shortcut [duplicate-shortcut]
    shortcuts.json:14:55: error: '⌘K' (Command-K) is also the shortcut of 'clear' (line 13); give each command its own shortcut [duplicate-shortcut]
    ```

    *Fix:* give each command its own shortcut.
    """

  /// Creates the rule.
  public init() {}

  /// The most shortcuts of a group a finding's message names.
  ///
  /// A larger group is named by its first shortcuts and a count, so that a group of *n* costs
  /// O(*n*) text, not O(*n*²). The finding's ``LintFinding/conflictingShortcuts`` holds them all.
  public static let namedShortcutLimit = 3

  /// Reports every shortcut that shares its keys with another that can be live at the same time
  /// (``ShortcutScope/canBeLive(with:)``), unless both are one command declared twice: the same
  /// action, or a main-menu item and an item with its title that mirrors it (``ConflictSets``).
  ///
  /// - Complexity: O(*n*) in the number of shortcuts in one target each: one pass groups them by
  ///   key combination, each group is split by scope in proportion to its size
  ///   (``ConflictingShortcuts``), and each message names at most ``namedShortcutLimit`` others.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    let definitions = file.definitions
    var groups: [Shortcut: [Int]] = [:]
    for (index, definition) in definitions.enumerated() {
      groups[context.folded(definition.shortcut), default: []].append(index)
    }
    var found: [(index: Int, finding: LintFinding)] = []
    for members in groups.values where members.count > 1 {
      let sets = ConflictSets(members: members, definitions: definitions)
      let idLists = sets.lists.map { $0.map { definitions[$0].id } }
      for (position, index) in members.enumerated() where !sets.slices[position].isEmpty {
        let definition = definitions[index]
        var finding = finding(
          definition,
          "\(LintText.keys(of: definition, context: context)) is also the shortcut of \(Self.others(sets, at: position, definitions))",
          fix: "give each command its own shortcut")
        finding.conflictingShortcuts = ConflictingShortcuts(sets, at: position, idLists: idLists)
        found.append((index, finding))
      }
    }
    return found.sorted { $0.index < $1.index }.map(\.finding)
  }

  /// The shortcuts the member at `position` of `sets` conflicts with, as an English list: every
  /// one up to ``namedShortcutLimit``, else the first two and how many more; those in its own
  /// window, view or menu first.
  static func others(_ sets: ConflictSets, at position: Int, _ definitions: [ShortcutDefinition]) -> String {
    let count = sets.count(at: position)
    let named = count <= namedShortcutLimit ? count : namedShortcutLimit - 1
    let names = sets.members(at: position, limit: named).map { definitions[$0].nameAndPlace }
    guard count > named else { return LintText.list(names) }
    return names.joined(separator: ", ") + " and \(count - named) more"
  }
}

extension ShortcutDefinition {
  /// The shortcut as a message names another one: its title and declaration for a shortcut read
  /// from an app's files (`'Paste' (Mac/Main.storyboard:152)`; its id when it has no title, unless
  /// the id is only its place: `an untitled shortcut (Menu.swift:12)`), its id and line for a
  /// shortcuts file's entry (`'paste' (line 12)`).
  var nameAndPlace: String {
    guard let file = extra["file"]?.string, let line = extra["line"]?.number.flatMap({ Int(exactly: $0) }) else {
      return "\(id.quoted) (line \(position.line))"
    }
    if let title = meaningfulTitle { return "\(title.quoted) (\(file):\(line))" }
    return isPlaceInFile(id) ? "an untitled shortcut (\(file):\(line))" : "\(id.quoted) (\(file):\(line))"
  }
}
