/// `shadowed-shortcut` (warning): a shortcut that takes the key of another while both are live,
/// because it is earlier on the key's way.
///
/// What it checks, why, an example and the fix are in ``documentation``, the one text
/// `docs/lint.md` and SARIF's help are made from.
public struct ShadowedShortcutRule: LintRule {
  /// `shadowed-shortcut`.
  public let id = "shadowed-shortcut"
  /// Warning: often on purpose (a panel's button that takes an app-wide key while the panel is
  /// key), never wrong to read.
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public let summary =
    "A shortcut takes the key of another that is live at the same time, because it gets the key first."
  /// Why the rule matters, how it decides, an example finding and the fix, in Markdown: the
  /// rule's section of `docs/lint.md`.
  public let documentation = """
    A key press goes its way through an app in a fixed order (`docs/scopes.md`, "The key order"): a
    global hotkey, then local event monitors, then the key window's views and controls (and a focused
    web page or editor), then the menu bar, then the first responder's own `keyDown(with:)`. Of two
    shortcuts on the same keys that are live at once, the earlier one takes the key and the later one
    never sees it there. That is often on purpose — a panel's or a sheet's button that takes an
    app-wide menu item's key while it is key —, and sometimes a bug: a menu item that cannot be run
    from the keyboard while a window is up, a key handler whose case never runs. The finding names
    both, their places, and which one the user gets; it is made once per pair, on the one that takes
    the key, or on the key handler that never gets it.

    Not reported: a dialog's cancel or default button (Esc, ⌘., Return, Enter) against a menu item,
    which is the platform's design; one command declared twice (the same action, a toolbar item
    with a menu item's title, an alternate item and its primary, the project file's `one-command`);
    two shortcuts that are never live together (`docs/scopes.md`); a pair the project file ignores. A
    focused editor's binding that takes a menu item's key, and a global hotkey that takes its own
    app's, are conflicts (`duplicate-shortcut`), not warnings — but for a menu item that sends its
    command to the page (Electron's `webContents.send`) whose words the binding's share in part
    (`delete-file` and `deleteLineBoundaryBackward`): kbloc cannot tell whether the page runs the
    item's command, and reports the binding taking the item's key here.

    ```
    Filter.xib:222:17: warning: 'Filter' (Command-F) takes the key of 'Find…' (MainMenu.xib:375) while its window is key: there the user gets 'Filter', not the menu bar's item; if that is not on purpose, give one of them another shortcut [shadowed-shortcut]
    ```

    *Fix:* if it is on purpose, nothing (or disable the rule for that shortcut in the baseline); if not,
    give one of them another shortcut, or remove the key handler's case that never runs.
    """

  /// Creates the rule.
  public init() {}

  /// Reports each pair of shortcuts on one key press, taken at two stages of the key's way, that
  /// are live together and where the earlier one shadows the later one (``KeyOrder``).
  ///
  /// - Complexity: O(*n*) for shortcuts at one stage per key press (every plain shortcuts file);
  ///   O(*a* · *b*) for a key press with *a* and *b* shortcuts at two stages.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    let definitions = file.definitions
    var groups: [Shortcut: [Int]] = [:]
    for (index, definition) in definitions.enumerated() where definition.scope != nil {
      groups[context.folded(definition.shortcut), default: []].append(index)
    }
    var found: [(index: Int, finding: LintFinding)] = []
    for members in groups.values where members.count > 1 {
      for pair in KeyOrder.pairs(members: members, definitions: definitions) where pair.outcome == .shadows {
        let (winner, loser) = (definitions[members[pair.first]], definitions[members[pair.second]])
        let onLoser = loser.stage == .firstResponder
        let keys = LintText.keys(of: onLoser ? loser : winner, context: context)
        var finding: LintFinding
        if onLoser {
          finding = self.finding(
            loser,
            "\(loser.name.quoted) (\(keys), a key handler) never gets the key while \(winner.nameAndPlace) is live: "
              + "the \(winner.stage) takes it first",
            fix: "remove the handler's case, or give one of them another shortcut")
        } else {
          finding = self.finding(
            winner,
            "\(winner.name.quoted) (\(keys)) takes the key of \(loser.nameAndPlace) \(Self.while(winner)): "
              + "there the user gets \(winner.name.quoted), not the \(loser.stage)'s",
            fix: "if that is not on purpose, give one of them another shortcut")
        }
        finding.conflictingShortcuts = ConflictingShortcuts(slices: [
          .init(ids: [(onLoser ? winner : loser).id], skipped: 0..<0)
        ])
        found.append((members[onLoser ? pair.second : pair.first], finding))
      }
    }
    return found.sorted { $0.index < $1.index }.map(\.finding)
  }

  /// When the shortcut takes the key: `while its window is key`, `while its view has focus`, `while
  /// the monitor takes it`.
  static func `while`(_ definition: ShortcutDefinition) -> String {
    switch (definition.stage, definition.scope?.context.kind) {
    case (.monitor, _): "while the event monitor takes it"
    case (_, .view?): "while its view is in the key window"
    case (_, .condition?): "while its condition holds"
    default: "while its window is key"
    }
  }
}
