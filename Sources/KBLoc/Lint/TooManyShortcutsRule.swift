/// `too-many-shortcuts` (warning): more custom shortcuts than people can learn.
///
/// What it checks, why, an example and the fix are in ``documentation``, the one text
/// `docs/lint.md` and SARIF's help are made from.
public struct TooManyShortcutsRule: LintRule {
  /// `too-many-shortcuts`.
  public let id = "too-many-shortcuts"
  /// Warning: a design concern for the whole file, not a broken shortcut.
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public var summary: String { "The file defines more than \(maximum) custom shortcuts, more than people can learn." }
  /// Why the rule matters, how it decides, an example finding and the fix, in Markdown: the
  /// rule's section of `docs/lint.md`.
  public let documentation = """
    Custom shortcuts are for the commands people use most; the rest belong in menus, where
    they can be found. People remember a few dozen shortcuts at most, and every custom shortcut takes a
    key combination from other apps, the system and other keyboard layouts (each one is one more
    shortcut for `kbloc coverage` to place).

    *Threshold:* more than **50** custom shortcuts, where custom means not one of the standard
    shortcuts (⌘C, ⌘V, ⌘Z cost nothing to learn). 50 is a judgement, not a measurement: well beyond
    what anyone memorizes, so a file above it almost certainly has shortcuts for commands that are not
    the most frequent, yet a large app that keeps to the guidelines stays under it. Reported once, at
    the first shortcut over the threshold; for shortcuts read from an app's files, once per app or
    target, buttons in windows not counted. The library's `TooManyShortcutsRule(maximum:)` takes another
    threshold; apps with a real need (a professional editor) can also disable the rule.

    ```
    shortcuts.json:52:59: warning: 'Control-Option-Command-Y' is custom shortcut 51 of 52, more than the 50 people can be expected to learn; keep shortcuts for the most frequent commands and leave the rest to menus [too-many-shortcuts]
    ```

    *Fix:* keep shortcuts for the most frequent commands and leave the rest to menus.
    """

  /// The most custom shortcuts a file may define without a finding.
  public let maximum: Int

  /// Creates the rule.
  /// - Parameter maximum: The most custom shortcuts a file may define; 50 by default.
  public init(maximum: Int = 50) {
    self.maximum = maximum
  }

  /// Reports each app or target (the whole file, for a plain shortcuts file) with more than
  /// ``maximum`` custom shortcuts, once, at the first shortcut over the threshold; buttons in
  /// windows are not counted.
  /// - Complexity: O(*n*) in the number of shortcuts in one target each.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    var customByTarget: [ShortcutScope.Target: [ShortcutDefinition]] = [:]
    var order: [ShortcutScope.Target] = []
    for definition in file.definitions where !definition.isButton {
      guard context.standardShortcuts(matching: definition.shortcut).isEmpty else { continue }
      for target in definition.targetKeys {
        if customByTarget[target] == nil { order.append(target) }
        customByTarget[target, default: []].append(definition)
      }
    }
    return order.compactMap { target in
      guard let custom = customByTarget[target], custom.count > maximum else { return nil }
      let first = custom[maximum]
      let whose = target.name.isEmpty ? "" : " in \(target.name.quoted)"
      return finding(
        first,
        "\(first.keys.quoted) is custom shortcut \(maximum + 1) of \(custom.count)\(whose), more than the \(maximum) people can be expected to learn",
        fix: "keep shortcuts for the most frequent commands and leave the rest to menus")
    }
  }
}
