extension ShortcutLocalizer {
  /// What one step of a policy decided for a shortcut: everything a ``LocalizedShortcut`` holds
  /// but its id and input, which ``translate(_:text:match:mirror:localize:allowFallback:)``
  /// attaches once.
  ///
  /// The result holds its decision whole, so making a result moves the decision rather than
  /// copying it field by field: each field holding a reference would cost a retain and a release
  /// on every localization.
  struct Decision: Sendable, Equatable {
    /// How the shortcut was translated.
    var status: LocalizedShortcut.Status
    /// The shortcut to register; `nil` when unreachable.
    var shortcut: Shortcut?
    /// The key and modifiers to press; `nil` when unreachable.
    var press: LocalizedShortcut.Press? {
      get { hasPress ? pressed : nil }
      set {
        hasPress = newValue != nil
        pressed = newValue ?? Self.noPress
      }
    }
    /// The press when ``hasPress``, else ``noPress``.
    ///
    /// Held without `Optional`: Swift copies and drops a `Press?` through the metadata of
    /// `Optional`, and a result's press is read on every localization (by the conflict checks,
    /// and by an app registering it); a `Press` is copied by its own code.
    /// Set only through ``press`` (and the two initializers below), which keep it ``noPress``
    /// without a press, so that equal decisions compare equal.
    private(set) var pressed: LocalizedShortcut.Press
    /// Whether the decision presses ``pressed``.
    private(set) var hasPress: Bool
    /// The character shown on the key.
    var label: Character?
    /// Remarks on top of the status, as a set: always in the contract's order, without repeats.
    var flags: LocalizedShortcut.FlagSet
    /// Why, as data.
    var explanation: Explanation
    /// Whether the press is the reference position taken because the character needs Option or
    /// is missing: such a result yields to shortcuts that type their character directly.
    var isFallback: Bool

    /// What ``pressed`` holds when there is no press.
    static let noPress = LocalizedShortcut.Press(
      key: Key(catalogIndex: 0), group: 1, modifiers: [], levelModifiers: [], character: nil, isDead: false)
  }
}

extension ShortcutLocalizer.Decision {
  // The initializers are out of the type's body, so that they can end in its memberwise
  // initializer: a decision built by assigning each field of `self` in turn is built twice and
  // copied once (each character and key retained and released again), and every step of every
  // policy ends by making one.

  /// A decision to press `press` for `shortcut`; `flags` is `dead-key` when the press is dead.
  init(
    _ status: LocalizedShortcut.Status, _ shortcut: Shortcut, press: LocalizedShortcut.Press, label: Character?,
    because base: Explanation.Base, isFallback: Bool = false
  ) {
    self.init(
      status: status, shortcut: shortcut, pressed: press, hasPress: true, label: label,
      flags: press.isDead ? [.deadKey] : [], explanation: Explanation(base), isFallback: isFallback)
  }

  /// Nothing usable: no shortcut, no press.
  static func unreachable(because base: Explanation.Base) -> ShortcutLocalizer.Decision {
    ShortcutLocalizer.Decision(
      status: .unreachable, shortcut: nil, pressed: noPress, hasPress: false, label: nil, flags: [],
      explanation: Explanation(base), isFallback: false)
  }
}

extension ShortcutLocalizer {
  /// The character a press's key shows: what it types at its base level, else the press's own.
  func baseLabel(of press: LocalizedShortcut.Press) -> Character? {
    layout.character(at: press.key, group: press.group, modifiers: []) ?? press.character
  }
}
