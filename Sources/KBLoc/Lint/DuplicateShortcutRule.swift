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
    can be made on either side; in a group of more than four, each finding names two others and says
    how many more there are (`'a' (line 3), 'b' (line 4) and 3997 more`).

    ```
    shortcuts.json:13:9: error: 'cmd+k' (Command-K) is also the shortcut of 'clearAll' (line 14); give each command its own shortcut [duplicate-shortcut]
    shortcuts.json:14:55: error: '⌘K' (Command-K) is also the shortcut of 'clear' (line 13); give each command its own shortcut [duplicate-shortcut]
    ```

    *Fix:* give each command its own shortcut.
    """

  /// Creates the rule.
  public init() {}

  /// The most shortcuts of a group a finding names; a larger group is named by its first
  /// shortcuts and a count, so that a group of *n* costs O(*n*) text, not O(*n*²).
  public static let namedShortcutLimit = 3

  /// Reports every shortcut that shares its keys with another.
  ///
  /// - Complexity: O(*n*) in the number of shortcuts: one pass groups them by key combination,
  ///   and each finding names at most ``namedShortcutLimit`` others.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    let definitions = file.definitions
    let combinations = definitions.map { context.folded($0.shortcut) }
    var groups: [Shortcut: [Int]] = [:]
    for (index, combination) in combinations.enumerated() {
      groups[combination, default: []].append(index)
    }
    var findings: [LintFinding] = []
    for (index, definition) in definitions.enumerated() {
      guard let group = groups[combinations[index]], group.count > 1 else { continue }
      findings.append(
        finding(
          definition,
          "\(LintText.keys(of: definition, context: context)) is also the shortcut of \(Self.others(of: index, in: group, definitions))",
          fix: "give each command its own shortcut"))
    }
    return findings
  }

  /// The shortcuts of `group` other than the one at `index`, as an English list: every one up to
  /// ``namedShortcutLimit``, else the first two and how many more.
  static func others(of index: Int, in group: [Int], _ definitions: [ShortcutDefinition]) -> String {
    let count = group.count - 1
    let named = count <= namedShortcutLimit ? count : namedShortcutLimit - 1
    let names = group.lazy.filter { $0 != index }.prefix(named).map { other in
      "\(definitions[other].id.quoted) (line \(definitions[other].position.line))"
    }
    guard count > named else { return LintText.list(Array(names)) }
    return names.joined(separator: ", ") + " and \(count - named) more"
  }
}
