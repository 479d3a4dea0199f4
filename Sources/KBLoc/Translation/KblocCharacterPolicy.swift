/// The `kbloc` policy's character step (step 4 of docs/policies.md): the cheapest stroke that types
/// the character, and when it needs Option, or is missing, the key at the character's reference
/// position.
struct KblocCharacterPolicy: CharacterPolicy {
  func decide(
    _ shortcut: Shortcut, written: Character, character: Character, on localizer: ShortcutLocalizer,
    allowFallback: Bool
  ) -> ShortcutLocalizer.Decision {
    let referenceStroke = localizer.referenceStroke(for: character)
    guard let stroke = localizer.targetStroke(for: character) else {
      return missing(
        shortcut, character: character, referenceStroke: referenceStroke, on: localizer, allowFallback: allowFallback)
    }
    let cost = localizer.cost(of: stroke, against: referenceStroke)
    var refusal: Shortcut?
    switch cost {
    case .extraShift where character.isASCIIDigit:
      if let remapped = digitRemapped(shortcut, written: written, stroke: stroke, on: localizer) { return remapped }
    case .extraOption:
      if allowFallback, let referenceStroke,
        let fallback = localizer.positionPress(of: referenceStroke, shortcut: shortcut, rejectingLettersAndDigits: true)
      {
        if let standard = localizer.standardTaking(fallback.press, besides: shortcut) {
          refusal = standard.shortcut
        } else {
          return ShortcutLocalizer.Decision(
            .remapped, fallback.shortcut, press: fallback.press, label: fallback.press.character,
            because: .optionFallback(written, needs: stroke.modifiers, typed: fallback.press.character),
            isFallback: true)
        }
      }
    default:
      break
    }
    return localizer.keptCharacter(
      shortcut, written: written, character: character, stroke: stroke, cost: cost, refusal: refusal)
  }

  /// A digit that needs Shift takes the unshifted character of its key, as macOS remaps digits
  /// (⌘1 is ⌘& on French); `nil` when that level types nothing.
  func digitRemapped(_ shortcut: Shortcut, written: Character, stroke: MainStroke, on localizer: ShortcutLocalizer)
    -> ShortcutLocalizer.Decision?
  {
    let level = stroke.modifiers.subtracting(.shift)
    guard let found = localizer.layout.level(at: stroke.key, group: 1, modifiers: level), let base = found.character
    else { return nil }
    let remapped = Shortcut(.character(base.isLetter ? base.uppercasedIfSingle : base), modifiers: shortcut.modifiers)
    return ShortcutLocalizer.Decision(
      .remapped, remapped,
      press: localizer.press(
        stroke.key, group: 1, shortcut: shortcut.modifiers, level: level, character: base, isDead: found.isDead),
      label: base, because: .digitRemapped(written, base: base))
  }

  /// A character the target layout cannot type: a Latin letter falls back to the layout's Latin
  /// group or the reference position; anything else to the reference position.
  func missing(
    _ shortcut: Shortcut, character: Character, referenceStroke: MainStroke?, on localizer: ShortcutLocalizer,
    allowFallback: Bool
  ) -> ShortcutLocalizer.Decision {
    if character.isASCIILetter, !localizer.latinGroups.contains(1) {
      if let fallback = localizer.latinFallback(shortcut, character: character, referenceStroke: referenceStroke) {
        return fallback
      }
    } else if allowFallback, let referenceStroke,
      let fallback = localizer.positionPress(of: referenceStroke, shortcut: shortcut, rejectingLettersAndDigits: true)
    {
      if let standard = localizer.standardTaking(fallback.press, besides: shortcut) {
        return .unreachable(
          because: .missingBesideStandard(character, standard: standard.shortcut))
      }
      return ShortcutLocalizer.Decision(
        .remapped, fallback.shortcut, press: fallback.press, label: fallback.press.character,
        because: .missingFallback(character, typed: fallback.press.character),
        isFallback: true)
    }
    return .unreachable(because: .missing(character))
  }
}
