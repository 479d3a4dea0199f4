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

  func decide(_ shortcut: Shortcut, written: Character, on localizer: ShortcutLocalizer, allowFallback: Bool)
    -> ShortcutLocalizer.Decision
  {
    let character = written.lookupForm
    let registered = map.keyEquivalent(for: character)
    if registered == character {
      return kept(shortcut, written: written, on: localizer)
    }
    return remapped(shortcut, written: written, to: registered, on: localizer)
  }

  /// macOS keeps the character: pressed where the layout types it; a Latin letter the layout
  /// lacks is pressed in its Latin group or at the US position, as macOS matches it there.
  func kept(_ shortcut: Shortcut, written: Character, on localizer: ShortcutLocalizer) -> ShortcutLocalizer.Decision {
    let character = written.lookupForm
    let referenceStroke = localizer.referenceStroke(for: character)
    var decision: ShortcutLocalizer.Decision
    if let stroke = localizer.targetStroke(for: character) {
      decision = localizer.keptCharacter(
        shortcut, written: written, stroke: stroke, cost: localizer.cost(of: stroke, against: referenceStroke))
    } else if character.isASCIILetter, !localizer.latinGroups.contains(1),
      let fallback = localizer.latinFallback(shortcut, character: character, referenceStroke: referenceStroke)
    {
      decision = fallback
      decision.isFallback = false
    } else {
      decision = .unreachable(because: .cannotBeTyped(written, layout: localizer.layout.name))
    }
    decision.explanation.remarks.append(.appleKept(answer))
    return decision
  }

  /// macOS registers `registered` instead: pressed where the layout types it, with the
  /// modifiers its level needs.
  ///
  /// The shortcut is the character macOS shows, Shift only where it is an uppercase letter the
  /// layout types with Shift (`Shift-Command-Ö` for `Ö` on German); a lowercase letter on a Shift
  /// level is shown without (`Command-Ę` for Polish `ę`, pressed ⇧ with the ą key), as macOS does.
  func remapped(
    _ shortcut: Shortcut, written: Character, to registered: Character, on localizer: ShortcutLocalizer
  ) -> ShortcutLocalizer.Decision {
    let layout = localizer.layout
    guard let stroke = localizer.targetStroke(for: registered) ?? deadStroke(spelledOtherwise: registered, on: layout)
    else {
      return .unreachable(
        because: .appleRemappedUntypable(written, to: registered, source: answer, layout: layout.name))
    }
    let isLetter = registered.isLetterQuickly
    let isUppercase = isLetter && registered.lookupForm != registered
    let target = Shortcut(
      .character(isLetter ? registered.uppercasedIfSingle : registered),
      modifiers: isUppercase ? shortcut.modifiers.union(stroke.modifiers.intersection(.shift)) : shortcut.modifiers)
    let typed = layout.character(at: stroke.key, group: stroke.group, modifiers: stroke.modifiers) ?? registered
    let press = localizer.press(
      stroke.key, group: 1, shortcut: shortcut.modifiers, level: stroke.modifiers, character: typed,
      isDead: stroke.isDead)
    let needsOption = !stroke.modifiers.isDisjoint(with: .levelSelectors)
    if needsOption, layout.platform == .pc, press.modifiers.contains(.control), press.modifiers.contains(.altGr) {
      return .unreachable(
        because: .controlWithAltGr(registered, layout: layout.name, reference: localizer.reference.name, standard: nil))
    }
    return ShortcutLocalizer.Decision(
      needsOption ? .needsOption : .remapped, target, press: press, label: localizer.baseLabel(of: press),
      because: .appleRemapped(written, to: registered, source: answer))
  }

  /// A dead key whose spacing form is `character` written otherwise: macOS writes a dead
  /// circumflex or tilde `ˆ` `˜` where XKB tables write `^` `~`; both are the same dead key.
  func deadStroke(spelledOtherwise character: Character, on layout: Layout) -> Stroke? {
    guard let twin = AppleCharacterPolicy.deadKeySpellings[character] else { return nil }
    return layout.strokes(for: twin).first { $0.isDead && $0.key.isMain && $0.group == 1 }
  }

  /// The two spellings of the spacing forms of the dead circumflex and tilde.
  static let deadKeySpellings: [Character: Character] = ["ˆ": "^", "^": "ˆ", "˜": "~", "~": "˜"]
}
