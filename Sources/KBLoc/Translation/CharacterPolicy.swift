/// The character step (step 4 of docs/policies.md) of one translation policy: what a shortcut on a
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
  ///   - character: `written` as it is looked up on the layouts (``Character/lookupForm``), made
  ///     once for every step.
  ///   - localizer: The localizer, for its layouts and shared steps.
  ///   - allowFallback: Whether the reference position may be taken; `false` when a position
  ///     fallback yields to a shortcut typing its character directly.
  /// - Returns: The step's decision, which the localizer completes with flags and conflicts.
  func decide(
    _ shortcut: Shortcut, written: Character, character: Character, on localizer: ShortcutLocalizer,
    allowFallback: Bool
  ) -> ShortcutLocalizer.Decision
}

/// The character step of a localizer's policy, one case per ``CharacterPolicy``.
///
/// An enum rather than `any CharacterPolicy`: each localization calls the step, and a call
/// through an existential can be neither inlined nor specialized.
enum CharacterStep: Sendable {
  /// The `kbloc` policy's step.
  case kbloc(KblocCharacterPolicy)
  /// The `apple` and `apple-rule` policies' step.
  case apple(AppleCharacterPolicy)

  /// The step's decision for `shortcut`
  /// (``CharacterPolicy/decide(_:written:character:on:allowFallback:)``).
  func decide(
    _ shortcut: Shortcut, written: Character, character: Character, on localizer: ShortcutLocalizer,
    allowFallback: Bool
  ) -> ShortcutLocalizer.Decision {
    switch self {
    case .kbloc(let step):
      return step.decide(shortcut, written: written, character: character, on: localizer, allowFallback: allowFallback)
    case .apple(let step):
      return step.decide(shortcut, written: written, character: character, on: localizer, allowFallback: allowFallback)
    }
  }

  /// The apple policies' step, or `nil` under `kbloc`.
  var apple: AppleCharacterPolicy? {
    if case .apple(let step) = self { return step }
    return nil
  }
}
