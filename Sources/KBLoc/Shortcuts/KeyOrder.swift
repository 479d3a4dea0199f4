/// What two shortcuts on one key press, taken at different stages of the key's way, come to when
/// both are live: the platform's key order (docs/scopes.md, "The key order").
///
/// Shortcuts at one stage that are live together are in conflict (``ConflictSets``). At two
/// stages, the earlier one takes the key while it is live, and the later one never sees it:
///
/// - a dialog's cancel or default button (``ShortcutDefinition/isDialogButton``) against a menu
///   item or a key handler: the platform's design, nothing to report;
/// - one command declared twice (the same action, or a mirror of a main-menu item; a keymap's
///   binding with the title of a menu item): nothing;
/// - a global hotkey against anything of its app: a conflict — the app's own declaration never
///   runs while the hotkey is registered;
/// - a focused editor's or page's binding against a menu item: a conflict — the menu item never
///   runs from the keyboard while the editor has focus —, unless the menu item sends its command
///   to the page (``ShortcutDefinition/sentCommand``): the same command's words are one command,
///   words shared in part cannot be decided, and the binding shadows the item (a warning);
/// - anything else (a window's control that takes a menu item's key while its window is key, an
///   event monitor, a key handler that a menu item or control takes the key from): the earlier one
///   *shadows* the later one, which `lint` reports as a warning (`shadowed-shortcut`) naming both
///   and which one the user gets.
///
/// ```swift
/// KeyOrder.outcome(first: findButton, second: findMenuItem)   // .shadows
/// KeyOrder.outcome(first: cancelButton, second: zoomOutItem)  // .none
/// ```
public enum KeyOrder {
  /// What a pair of shortcuts at two stages comes to.
  public enum Outcome: Sendable, Equatable {
    /// Nothing to report: the platform's design, or one command.
    case none
    /// A conflict, as two shortcuts at one stage are: one of them never runs.
    case conflict
    /// The first takes the key from the second while both are live, on purpose or not: a warning.
    case shadows
  }

  /// What `first` and `second`, on one key press and live together, come to; `first` is at the
  /// earlier stage.
  ///
  /// On a target layout (`translate`, `coverage`), a pair of which exactly one is matched by key
  /// code is a conflict where the earlier one would shadow the later: the code is a place, the
  /// other a character, so the layout put them on one press and one of them never runs there (a
  /// handler's ⌘ with the key of `kVK_ANSI_W` and the menu's ⌘, on Dvorak), not an app's choice
  /// to take a key on purpose.
  /// - Parameters:
  ///   - first: The shortcut at the earlier stage.
  ///   - second: The shortcut at the later stage.
  ///   - onTargetLayout: Whether the two are compared as pressed on a target layout rather than
  ///     on the reference (`lint`).
  /// - Returns: The outcome.
  public static func outcome(
    first: ShortcutDefinition, second: ShortcutDefinition, onTargetLayout: Bool = false
  ) -> Outcome {
    if first.isDialogButton && second.stage >= .menuBar { return .none }
    // A binding with a menu-bar item's title is that item's command, whichever gets the key first.
    if isCommand(of: first, boundBy: second) || isCommand(of: second, boundBy: first) { return .none }
    switch first.stage {
    case .system: return .conflict
    case .keyWindow where first.scope?.element == .binding && second.stage == .menuBar:
      // An item that sends a command to the page whose words the binding's share in part: kbloc
      // cannot tell whether the page runs the item's command.
      return second.sentCommand?.match(binding: first.commandName) == .related ? .shadows : .conflict
    default:
      return onTargetLayout && (first.keyCode == nil) != (second.keyCode == nil) ? .conflict : .shadows
    }
  }

  /// Whether `binding`, a keymap's binding, runs the command of `item`, a menu-bar item: it has
  /// its title, or the item sends the page a command of the binding's words
  /// (``SentCommand/match(binding:)``).
  private static func isCommand(of item: ShortcutDefinition, boundBy binding: ShortcutDefinition) -> Bool {
    guard binding.scope?.element == .binding, item.stage == .menuBar else { return false }
    if let title = binding.titleKey, title == item.titleKey { return true }
    return item.sentCommand?.match(binding: binding.commandName) == .same
  }

  /// A pair of members of a group on one key press, taken at two stages, live together and not one
  /// command.
  struct Pair: Sendable, Equatable {
    /// The position in the group of the member at the earlier stage.
    var first: Int
    /// The position of the member at the later stage.
    var second: Int
    /// What the pair comes to.
    var outcome: Outcome
  }

  /// The pairs of `members` (indices of `definitions` on one key press) taken at two different
  /// stages that are live together (``ShortcutScope/canBeLive(with:)``), not one command declared
  /// twice and not a pair the project file says to ignore, with their outcomes; pairs that come to
  /// nothing are left out.
  ///
  /// `commandKeys`, when given, holds each definition's ``ShortcutDefinition/commandKeys``.
  /// - Complexity: O(*a* · *b*) for *a* and *b* members at two stages, and O(*k*) for a group whose
  ///   members are at one stage, as every group of a plain shortcuts file is.
  static func pairs(
    members: [Int], definitions: [ShortcutDefinition], commandKeys: [[String]]? = nil, onTargetLayout: Bool = false
  ) -> [Pair] {
    let stages = members.map { definitions[$0].stage }
    guard let firstStage = stages.first, stages.contains(where: { $0 != firstStage }) else { return [] }
    let commands = ConflictSets.Commands(members: members, definitions: definitions, commandKeys: commandKeys)
    var pairs: [Pair] = []
    for a in members.indices {
      for b in members.indices where stages[a] < stages[b] {
        let (first, second) = (definitions[members[a]], definitions[members[b]])
        guard commands.mirror[a] != commands.mirror[b], first.scope.canBeLive(with: second.scope),
          !first.ignoresConflict(with: second)
        else { continue }
        let outcome = outcome(first: first, second: second, onTargetLayout: onTargetLayout)
        if outcome != .none { pairs.append(Pair(first: a, second: b, outcome: outcome)) }
      }
    }
    return pairs
  }
}
