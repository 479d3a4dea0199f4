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
    var press: LocalizedShortcut.Press?
    /// The character shown on the key.
    var label: Character?
    /// Remarks on top of the status, as a set: always in the contract's order, without repeats.
    var flags: LocalizedShortcut.FlagSet
    /// Why, as data.
    var explanation: Explanation
    /// Whether the press is the reference position taken because the character needs Option or
    /// is missing: such a result yields to shortcuts that type their character directly.
    var isFallback: Bool

    /// A decision to press `press` for `shortcut`; `flags` is `dead-key` when the press is dead.
    init(
      _ status: LocalizedShortcut.Status, _ shortcut: Shortcut, press: LocalizedShortcut.Press, label: Character?,
      because base: Explanation.Base, isFallback: Bool = false
    ) {
      self.status = status
      self.shortcut = shortcut
      self.press = press
      self.label = label
      self.flags = press.isDead ? [.deadKey] : []
      self.explanation = Explanation(base)
      self.isFallback = isFallback
    }

    /// Nothing usable: no shortcut, no press.
    static func unreachable(because base: Explanation.Base) -> Decision {
      Decision(status: .unreachable, because: base)
    }

    private init(status: LocalizedShortcut.Status, because base: Explanation.Base) {
      self.status = status
      self.shortcut = nil
      self.press = nil
      self.label = nil
      self.flags = []
      self.explanation = Explanation(base)
      self.isFallback = false
    }
  }

  /// The character a press's key shows: what it types at its base level, else the press's own.
  func baseLabel(of press: LocalizedShortcut.Press) -> Character? {
    layout.character(at: press.key, group: press.group, modifiers: []) ?? press.character
  }
}
