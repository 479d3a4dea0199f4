/// How shortcuts are translated for a layout (docs/policies.md): what macOS registers, or
/// kbloc's own character-first policy.
///
/// ```swift
/// let german = try Layout.bundled("de(mac)")
/// TranslationPolicy.default(for: german.platform)                 // .apple
/// try ShortcutLocalizer(layout: german).localize("Command-[").display   // "⌘Ö", as macOS registers it
/// try ShortcutLocalizer(layout: german, policy: .kbloc).localize("Command-[").display   // "⌘Ü"
/// ```
public enum TranslationPolicy: String, Sendable, CaseIterable {
  /// What macOS and iOS register for a key equivalent written on a US keyboard (automatic
  /// key-equivalent localization, on by default since macOS 12): the remaps observed on real Macs
  /// where the layout's input source was observed, the apple rule elsewhere.
  case apple
  /// The apple rule alone, ignoring observations: for layouts macOS was never observed on, and to
  /// measure the rule.
  case appleRule = "apple-rule"
  /// kbloc's own policy: the cheapest stroke that types the character, falling back to the
  /// reference position when it needs Option. Right wherever the platform does not remap
  /// shortcuts itself (Linux, Windows, games, apps that opt out).
  case kbloc

  /// The policy for a platform when none is asked for: `apple` on `mac`, `kbloc` on `pc`.
  public static func `default`(for platform: Platform) -> TranslationPolicy {
    platform == .mac ? .apple : .kbloc
  }

  /// The policy's character step on `layout`.
  func characterStep(on layout: Layout) -> CharacterStep {
    switch self {
    case .kbloc:
      return .kbloc(KblocCharacterPolicy())
    case .apple, .appleRule:
      return .apple(AppleCharacterPolicy(map: AppleKeyEquivalentMap(layout: layout, ruleOnly: self == .appleRule)))
    }
  }
}
