/// The character step (DESIGN §4 step 4) of one translation policy: what a shortcut on a
/// character becomes on the target layout.
///
/// Every other step (mirroring, named keys, `match: position`, `localize: false`, shadowed
/// characters, conflicts) is the same for every policy; a policy is one type conforming to this
/// protocol.
protocol CharacterPolicy: Sendable {
  /// What `shortcut`, whose trigger is the character `written`, becomes on the localizer's layout.
  /// - Parameters:
  ///   - shortcut: The shortcut, normalized on the reference layout (and mirrored where that applies).
  ///   - written: The shortcut's character, as written.
  ///   - localizer: The localizer, for its layouts and shared steps.
  ///   - allowFallback: Whether the reference position may be taken; `false` when a position
  ///     fallback yields to a shortcut typing its character directly.
  /// - Returns: The step's decision, which the localizer completes with flags and conflicts.
  func decide(_ shortcut: Shortcut, written: Character, on localizer: ShortcutLocalizer, allowFallback: Bool)
    -> ShortcutLocalizer.Decision
}
