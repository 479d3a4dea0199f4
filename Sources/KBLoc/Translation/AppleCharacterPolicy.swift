/// The `apple` and `apple-rule` policies' character step: the key equivalent macOS registers for
/// a character written on US, pressed where the target layout types it.
///
/// macOS either keeps the character, and the shortcut is pressed where the layout types it (with
/// Shift, or Option, as it needs), or registers another one (⌘[ is ⌘Ö on German), pressed where
/// the layout types that one (⌘( is ⌘), pressed ⇧⌘0 on German). macOS takes no position
/// fallback, so nothing here yields to another shortcut.
struct AppleCharacterPolicy: CharacterPolicy {
  /// What macOS registers on the target layout.
  let map: AppleKeyEquivalentMap
  /// Where the map's answers come from, as the reasons say it (`German`, without the
  /// `com.apple.keylayout.` of its input source).
  let answer: Explanation.AppleAnswer

  /// Creates the step for the layout `map` was made for.
  init(map: AppleKeyEquivalentMap) {
    self.map = map
    switch map.source {
    case .observed(let inputSource):
      let prefix = "com.apple.keylayout."
      answer = .observed(inputSource.hasPrefix(prefix) ? String(inputSource.dropFirst(prefix.count)) : inputSource)
    case .rule:
      answer = .rule
    }
  }

  func decide(
    _ shortcut: Shortcut, written: Character, character: Character, on localizer: ShortcutLocalizer,
    allowFallback: Bool
  ) -> ShortcutLocalizer.Decision {
    let registered = map.keyEquivalent(for: character)
    if registered.isQuicklyEqual(to: character) {
      return kept(shortcut, written: written, character: character, on: localizer)
    }
    return remapped(shortcut, written: written, to: registered, on: localizer)
  }

  /// macOS keeps the character: pressed where the layout types it; a Latin letter the layout
  /// lacks is pressed in its Latin group or at the US position, as macOS matches it there.
  ///
  /// `character` is `written` as it is looked up (``Character/lookupForm``).
  func kept(_ shortcut: Shortcut, written: Character, character: Character, on localizer: ShortcutLocalizer)
    -> ShortcutLocalizer.Decision
  {
    let referenceStroke = localizer.referenceStroke(for: character)
    var decision: ShortcutLocalizer.Decision
    if let stroke = localizer.targetStroke(for: character) {
      decision = localizer.keptCharacter(
        shortcut, written: written, character: character, stroke: stroke,
        cost: localizer.cost(of: stroke, against: referenceStroke))
    } else if character.isASCIILetter, !localizer.latinGroups.contains(1),
      let fallback = localizer.latinFallback(shortcut, character: character, referenceStroke: referenceStroke)
    {
      decision = fallback
      decision.isFallback = false
    } else {
      decision = .unreachable(because: .cannotBeTyped(written))
    }
    decision.explanation.remarks.append(.appleKept)
    return decision
  }

  /// macOS registers `registered` instead: pressed where the layout types it, with the
  /// modifiers its level needs.
  ///
  /// The shortcut is the character macOS shows, Shift only where it is an uppercase letter the
  /// layout types with Shift (`Shift-Command-Ö` for `Ö` on German); a lowercase letter on a Shift
  /// level is shown without (`Command-Ę` for Polish `ę`, pressed ⇧ with the ą key), as macOS does.
  /// Where the layout cannot type `registered` itself, see ``registeredStroke(for:on:)``.
  func remapped(
    _ shortcut: Shortcut, written: Character, to registered: Character, on localizer: ShortcutLocalizer
  ) -> ShortcutLocalizer.Decision {
    let layout = localizer.layout
    guard let (stroke, typing) = registeredStroke(for: registered, on: localizer) else {
      return .unreachable(
        because: .appleRemappedUntypable(written, to: registered))
    }
    let isLetter = registered.isLetterQuickly
    let isUppercase = isLetter && registered.lookupForm != registered
    var modifiers = shortcut.modifiers
    if case .shiftedLetter = typing {
      modifiers.insert(.shift)
    } else if isUppercase {
      modifiers.formUnion(stroke.modifiers.intersection(.shift))
    }
    let target = Shortcut(.character(isLetter ? registered.uppercasedIfSingle : registered), modifiers: modifiers)
    let typed = layout.character(at: stroke.key, group: stroke.group, modifiers: stroke.modifiers) ?? registered
    let press = localizer.press(
      stroke.key, group: 1, shortcut: typing == .itself ? shortcut.modifiers : modifiers, level: stroke.modifiers,
      character: typed, isDead: stroke.isDead)
    let needsOption = !stroke.modifiers.isDisjoint(with: .levelSelectors)
    if needsOption, layout.platform == .pc, press.modifiers.contains(.control), press.modifiers.contains(.altGr) {
      return .unreachable(
        because: .controlWithAltGr(registered, standard: nil))
    }
    var decision = ShortcutLocalizer.Decision(
      needsOption ? .needsOption : .remapped, target, press: press, label: localizer.baseLabel(of: press),
      because: .appleRemapped(written, to: registered))
    switch typing {
    case .itself: break
    case .spelledOtherwise(let character):
      decision.explanation.remarks.append(.appleSpelledOtherwise(registered, typed: character))
    case .shiftedLetter(let character):
      decision.explanation.remarks.append(.appleShiftedLetter(registered, key: character))
    }
    return decision
  }

  /// How a layout types the character macOS registers.
  enum Typing: Equatable {
    /// The layout types the character itself.
    case itself
    /// The layout types the same key equivalent written otherwise (``spells(_:as:)``).
    case spelledOtherwise(Character)
    /// An uppercase letter the layout does not type, whose lowercase it types without Shift:
    /// macOS shows Shift with that key as the uppercase letter, whatever the key types with Shift
    /// (⌘{ is ⇧⌘Ú on Czech, whose ú key types `/` with Shift).
    case shiftedLetter(Character)
  }

  /// The stroke that gives the key equivalent macOS registers, and how it gives it: the character
  /// itself; else the same key equivalent written otherwise (``spells(_:as:)``); else, for an
  /// uppercase letter, Shift with the key that types its lowercase without Shift.
  /// - Complexity: O(1) when the layout types `registered`; otherwise O(*k*) in the number of
  ///   levels, once.
  func registeredStroke(for registered: Character, on localizer: ShortcutLocalizer) -> (MainStroke, Typing)? {
    if let stroke = localizer.targetStroke(for: registered) { return (stroke, .itself) }
    for twin in Self.spellings(of: registered, on: localizer.layout) {
      if let stroke = localizer.targetStroke(for: twin) { return (stroke, .spelledOtherwise(twin)) }
    }
    let lower = registered.lookupForm
    guard registered.isLetterQuickly, lower != registered,
      let stroke = localizer.targetStroke(for: lower), !stroke.modifiers.contains(.shift)
    else { return nil }
    return (stroke, .shiftedLetter(lower))
  }

  /// The characters `layout` types that are `registered` written otherwise, the spacing form of
  /// its accent first.
  static func spellings(of registered: Character, on layout: Layout) -> [Character] {
    var twins = spacingForms[registered].map { [$0] } ?? []
    for entry in layout.keys where entry.group == 1 && entry.key.isMain {
      for level in entry.levels {
        if let character = level.character, spells(registered, as: character), !twins.contains(character) {
          twins.append(character)
        }
      }
    }
    return twins
  }

  /// Whether `typed` is the key equivalent `registered` written otherwise: the other spacing form
  /// of the same accent (macOS writes `ˆ` and `˜`, U+02C6 and U+02DC, where XKB tables and some
  /// Mac layouts write `^` and `~`), or the same letter under Unicode case folding that is not its
  /// other case (the micro sign `µ`, U+00B5, for the Greek `μ`, U+03BC).
  static func spells(_ registered: Character, as typed: Character) -> Bool {
    guard typed != registered else { return false }
    if spacingForms[registered] == typed { return true }
    return typed.uppercased() == registered.uppercased() && typed.lowercased() != registered.lowercased()
  }

  /// The two spacing forms of the circumflex and the tilde, each to the other.
  static let spacingForms: [Character: Character] = ["ˆ": "^", "^": "ˆ", "˜": "~", "~": "˜"]
}
