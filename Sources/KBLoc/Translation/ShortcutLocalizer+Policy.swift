extension ShortcutLocalizer {
  /// Translates one shortcut by DESIGN §4 steps 1 to 4 and 6; conflicts (step 5) come after.
  func translate(
    _ original: Shortcut, id: String, input: String, match: ShortcutDefinition.Match, mirror: Bool, localize: Bool,
    allowFallback: Bool = true
  ) -> LocalizedShortcut {
    if localize, mirror, direction == .rightToLeft, let mirrored = original.mirrored {
      var result = translateTrigger(
        mirrored, id: id, input: input, match: match, localize: localize, allowFallback: allowFallback)
      result.flags = ([.mirrored] + result.flags).sorted()
      result.reason += " (mirrored from '\(original)' for a right-to-left interface)"
      flagShadowedCharacter(&result)
      return result
    }
    var result = translateTrigger(
      original, id: id, input: input, match: match, localize: localize, allowFallback: allowFallback)
    flagShadowedCharacter(&result)
    return result
  }

  /// Steps 2 to 4 for the shortcut as it stands (mirrored already where it applies).
  func translateTrigger(
    _ shortcut: Shortcut, id: String, input: String, match: ShortcutDefinition.Match, localize: Bool,
    allowFallback: Bool
  ) -> LocalizedShortcut {
    switch shortcut.trigger {
    case .named(let named):
      return make(
        id, input, .unchanged, shortcut,
        press(named.key, group: 1, shortcut: shortcut.modifiers, level: [], character: nil, isDead: false),
        .namedKey(named.name))
    case .physical(let key):
      return pressPhysical(key, shortcut: shortcut, id: id, input: input)
    case .character(let character):
      let normalized = normalizedOnReference(shortcut, character: character)
      if !localize {
        return keepAsWritten(normalized, id: id, input: input)
      } else if (preference ?? (match == .position ? .position : .character)) == .position {
        return pressAtReferencePosition(normalized, id: id, input: input)
      } else {
        return translateCharacter(normalized, id: id, input: input, allowFallback: allowFallback)
      }
    }
  }

  /// `Shift-Command-/` is `Command-?` on a US keyboard: Shift with a non-letter is folded into the
  /// character the reference layout's key types with Shift.
  ///
  /// Digits keep their Shift (`Shift-Command-3` is how Apple writes the screenshot shortcut), and
  /// a Shift the character already needs is dropped (`Shift-Command-{` is `Command-{`).
  func normalizedOnReference(_ shortcut: Shortcut, character: Character) -> Shortcut {
    guard shortcut.modifiers.contains(.shift), !character.isLetterQuickly, !character.isASCIIDigit else {
      return shortcut
    }
    let strokes = mainStrokes(for: character, on: reference)
    guard let stroke = strokes.first else { return shortcut }
    if strokes.contains(where: { $0.modifiers == .shift }) {
      return Shortcut(.character(character), modifiers: shortcut.modifiers.subtracting(.shift))
    }
    guard stroke.modifiers.isEmpty,
      let shifted = reference.character(at: stroke.key, group: stroke.group, modifiers: [.shift])
    else { return shortcut }
    return Shortcut(.character(shifted), modifiers: shortcut.modifiers.subtracting(.shift))
  }

  /// The shortcut as the policy sees it: a character trigger normalized on the reference layout.
  func normalized(_ shortcut: Shortcut) -> Shortcut {
    guard case .character(let character) = shortcut.trigger else { return shortcut }
    return normalizedOnReference(shortcut, character: character)
  }

  /// Step 4: the cheapest stroke that types the character on the target layout, with its fallbacks.
  func translateCharacter(_ shortcut: Shortcut, id: String, input: String, allowFallback: Bool) -> LocalizedShortcut {
    guard case .character(let written) = shortcut.trigger else {
      return unreachable(shortcut, id: id, input: input, why: "it has no character")
    }
    let character = written.lookupForm
    let referenceStroke = reference.strokes(for: character).first { $0.key.isMain }
    guard let stroke = layout.strokes(for: character).first(where: { $0.key.isMain && $0.group == 1 }) else {
      return translateMissing(
        shortcut, character: character, referenceStroke: referenceStroke, id: id, input: input,
        allowFallback: allowFallback)
    }
    let typed = press(
      stroke.key, group: 1, shortcut: shortcut.modifiers, level: stroke.modifiers, character: character,
      isDead: stroke.isDead)
    let optionLike = stroke.modifiers.intersection(.levelSelectors)
    let extraShift = stroke.modifiers.contains(.shift) && !(referenceStroke?.modifiers.contains(.shift) ?? false)
    let flags: [LocalizedShortcut.Flag] = stroke.isDead ? [.deadKey] : []
    if let referenceStroke, referenceStroke.key == stroke.key, referenceStroke.modifiers == stroke.modifiers {
      return make(
        id, input, .unchanged, shortcut, typed, .sameKey(written, reference: reference.name), flags: flags)
    } else if optionLike.isEmpty, !extraShift {
      return make(
        id, input, .moved, shortcut, typed, .moved(written, key: stroke.key.name, layout: layout.name), flags: flags)
    } else if optionLike.isEmpty, character.isASCIIDigit,
      let base = layout.character(at: stroke.key, group: 1, modifiers: stroke.modifiers.subtracting(.shift))
    {
      let remapped = Shortcut(.character(base.isLetter ? base.uppercasedIfSingle : base), modifiers: shortcut.modifiers)
      return make(
        id, input, .remapped, remapped,
        press(
          stroke.key, group: 1, shortcut: shortcut.modifiers, level: stroke.modifiers.subtracting(.shift),
          character: base, isDead: false),
        .digitRemapped(written, base: base, layout: layout.name), label: base, flags: flags)
    } else if optionLike.isEmpty {
      return make(
        id, input, .shifted, shortcut, typed, .shifted(written, key: stroke.key.name, layout: layout.name),
        flags: flags)
    }
    var refusal: Shortcut?
    if allowFallback, let referenceStroke,
      let fallback = positionPress(of: referenceStroke, shortcut: shortcut, rejectingLettersAndDigits: true)
    {
      if let standard = standardTaking(fallback.press, besides: shortcut) {
        refusal = standard.shortcut
      } else {
        return make(
          id, input, .remapped, fallback.shortcut, fallback.press,
          .optionFallback(
            written, needs: stroke.modifiers, layout: layout.name, reference: reference.name,
            typed: fallback.press.character),
          label: fallback.press.character, flags: fallback.flags, isFallback: true)
      }
    }
    if layout.platform == .pc, typed.modifiers.contains(.control), typed.modifiers.contains(.altGr) {
      let because = refusal.map { "; the key where \(reference.name) has it would be the standard \($0)" } ?? ""
      return unreachable(
        shortcut, id: id, input: input,
        why: "'\(written)' needs AltGr on \(layout.name), and Control with AltGr is unusable on Windows" + because)
    }
    let explanation: Explanation =
      if let refusal {
        .needsOptionBesideStandard(
          written, needs: stroke.modifiers, layout: layout.name, reference: reference.name, standard: refusal)
      } else {
        .needsOption(written, needs: stroke.modifiers, layout: layout.name)
      }
    return make(id, input, .needsOption, shortcut, typed, explanation, flags: flags)
  }

  /// A character the target layout cannot type: a Latin letter falls back to the layout's Latin
  /// group or the reference position; anything else to the reference position.
  func translateMissing(
    _ shortcut: Shortcut, character: Character, referenceStroke: Stroke?, id: String, input: String, allowFallback: Bool
  ) -> LocalizedShortcut {
    let shown = "'\(character)'"
    if character.isASCIILetter, !latinGroups.contains(1) {
      if let stroke = mainStrokes(for: character, on: layout).first(where: { latinGroups.contains($0.group) }) {
        return make(
          id, input, .latinFallback, shortcut,
          press(
            stroke.key, group: stroke.group, shortcut: shortcut.modifiers, level: stroke.modifiers,
            character: character, isDead: stroke.isDead),
          .text(
            "\(layout.name) has no \(shown) in its first group; press it in group \(stroke.group), the layout's own Latin letters"
          ))
      }
      if let referenceStroke,
        let fallback = positionPress(of: referenceStroke, shortcut: shortcut, rejectingLettersAndDigits: false)
      {
        return make(
          id, input, .latinFallback, shortcut, fallback.press,
          .text("\(layout.name) has no Latin letters; press the key where \(reference.name) has \(shown)"),
          label: character, flags: fallback.flags, isFallback: true)
      }
    } else if allowFallback, let referenceStroke,
      let fallback = positionPress(of: referenceStroke, shortcut: shortcut, rejectingLettersAndDigits: true)
    {
      if let standard = standardTaking(fallback.press, besides: shortcut) {
        return unreachable(
          shortcut, id: id, input: input,
          why:
            "\(shown) cannot be typed on \(layout.name), and the key where \(reference.name) has it would be the standard \(standard.shortcut)"
        )
      }
      return make(
        id, input, .remapped, fallback.shortcut, fallback.press,
        .text(
          "\(shown) cannot be typed on \(layout.name); the key where \(reference.name) has it types '\(fallback.press.character.map { String($0) } ?? "?")'"
        ),
        label: fallback.press.character, flags: fallback.flags, isFallback: true)
    }
    return unreachable(
      shortcut, id: id, input: input,
      why: "\(shown) cannot be typed on \(layout.name) and its \(reference.name) key has nothing usable")
  }

  /// Steps 3 and the position fallback: the key that types the character on the reference
  /// layout, pressed on the target layout, showing what it types there.
  func pressAtReferencePosition(_ shortcut: Shortcut, id: String, input: String) -> LocalizedShortcut {
    guard case .character(let written) = shortcut.trigger else {
      return unreachable(shortcut, id: id, input: input, why: "it has no character")
    }
    let character = written.lookupForm
    guard let referenceStroke = mainStrokes(for: character, on: reference).first,
      var result = pressAtPosition(
        of: referenceStroke, shortcut: shortcut, id: id, input: input, rejectingLettersAndDigits: false)
    else {
      return unreachable(
        shortcut, id: id, input: input, why: "'\(written)' has no key on \(reference.name) to take the position of")
    }
    let typed = result.press?.character
    if typed == character {
      result.status = .unchanged
      result.reason = "the \(referenceStroke.key.name) key types '\(written)' on both layouts"
    } else {
      result.status = .positional
      result.reason =
        "bound by position: the \(referenceStroke.key.name) key, which types '\(typed.map { String($0) } ?? "?")' on \(layout.name)"
    }
    return result
  }

  /// The reference stroke's key and level modifiers pressed on the target layout, as a shortcut
  /// on the character found there; `nil` when the key types nothing usable there (or, when
  /// `rejectingLettersAndDigits`, an ASCII letter or digit that other commands use).
  func pressAtPosition(
    of referenceStroke: Stroke, shortcut: Shortcut, id: String, input: String, rejectingLettersAndDigits: Bool
  ) -> LocalizedShortcut? {
    guard
      let found = positionPress(
        of: referenceStroke, shortcut: shortcut, rejectingLettersAndDigits: rejectingLettersAndDigits)
    else { return nil }
    return make(
      id, input, .remapped, found.shortcut, found.press, .text(""), label: found.press.character, flags: found.flags)
  }

  /// The parts of a ``pressAtPosition(of:shortcut:id:input:rejectingLettersAndDigits:)`` result,
  /// so that a caller builds its result once.
  struct PositionPress {
    /// The shortcut on the character the key types on the target layout.
    let shortcut: Shortcut
    /// The key and modifiers; its character is the one found.
    let press: LocalizedShortcut.Press
    /// `dead-key` when the key is dead at that level.
    var flags: [LocalizedShortcut.Flag] { press.isDead ? [.deadKey] : [] }
  }

  /// The shortcut and press of
  /// ``pressAtPosition(of:shortcut:id:input:rejectingLettersAndDigits:)``, or `nil`.
  func positionPress(of referenceStroke: Stroke, shortcut: Shortcut, rejectingLettersAndDigits: Bool)
    -> PositionPress?
  {
    let level = referenceStroke.modifiers
    guard level.isDisjoint(with: .levelSelectors),
      let found = layout.level(at: referenceStroke.key, group: 1, modifiers: level), let character = found.character
    else {
      return nil
    }
    if rejectingLettersAndDigits, character.isASCIILetter || character.isASCIIDigit { return nil }
    let isLetter = character.isLetterQuickly
    let shown: Character = isLetter ? character.uppercasedIfSingle : character
    let modifiers = isLetter ? shortcut.modifiers.union(level.intersection(.shift)) : shortcut.modifiers
    return PositionPress(
      shortcut: Shortcut(.character(shown), modifiers: modifiers),
      press: press(
        referenceStroke.key, group: 1, shortcut: shortcut.modifiers, level: level, character: character,
        isDead: found.isDead))
  }

  /// A physical-key trigger: the key itself, showing what it types on the target layout.
  func pressPhysical(_ key: Key, shortcut: Shortcut, id: String, input: String) -> LocalizedShortcut {
    let found = layout.level(at: key, group: 1, modifiers: [])
    return make(
      id, input, .unchanged, shortcut,
      press(
        key, group: 1, shortcut: shortcut.modifiers, level: [], character: found?.character,
        isDead: found?.isDead ?? false),
      .text(
        "a physical key stays in place; it types '\(found?.character.map { String($0) } ?? "nothing")' on \(layout.name)"
      ),
      label: found?.character)
  }

  /// `localize: false`: the shortcut is kept as written, pressed where the target layout types it.
  func keepAsWritten(_ shortcut: Shortcut, id: String, input: String) -> LocalizedShortcut {
    var result = translateCharacter(shortcut, id: id, input: input, allowFallback: false)
    if result.status != .unreachable, result.status != .needsOption {
      result.status = .unchanged
      result.shortcut = shortcut
    }
    result.reason = "kept as written (localize is false): " + result.reason
    return result
  }

  /// Step 6: a shortcut that takes a key combination people type characters with.
  func flagShadowedCharacter(_ result: inout LocalizedShortcut) {
    guard let press = result.press else { return }
    let levelThree = Modifiers.levelThree(on: layout.platform)
    let typingModifiers: Modifiers
    switch layout.platform {
    case .mac:
      guard press.modifiers.contains(.option), press.modifiers.isDisjoint(with: [.command, .control]) else { return }
      typingModifiers = press.modifiers.intersection([.option, .shift])
    case .pc:
      let ctrlAlt = press.modifiers.isSuperset(of: [.control, .option])
      guard ctrlAlt || press.modifiers.contains(.altGr) else { return }
      typingModifiers = press.modifiers.intersection(.shift).union(levelThree)
    }
    guard let lost = layout.character(at: press.key, group: press.group, modifiers: typingModifiers) else { return }
    result.flags = (result.flags + [.shadowsCharacter]).sorted()
    result.reason +=
      "; it takes \(typingModifiers.names.joined(separator: "+")) with \(press.key.name), which types '\(lost)'"
  }

  // MARK: - Building results

  func mainStrokes(for character: Character, on layout: Layout) -> [Stroke] {
    layout.strokes(for: character).filter { $0.key.isMain }
  }

  /// A press: the shortcut's modifiers (Command is Control on `pc`) plus the level's.
  func press(
    _ key: Key, group: Int, shortcut modifiers: Modifiers, level: Modifiers, character: Character?, isDead: Bool
  ) -> LocalizedShortcut.Press {
    var held = modifiers
    if layout.platform == .pc, held.contains(.command) {
      held.remove(.command)
      held.insert(.control)
    }
    return LocalizedShortcut.Press(
      key: key, group: group, modifiers: held.union(level), levelModifiers: level, character: character, isDead: isDead)
  }

  func make(
    _ id: String, _ input: String, _ status: LocalizedShortcut.Status, _ shortcut: Shortcut,
    _ press: LocalizedShortcut.Press,
    _ explanation: Explanation, flags: [LocalizedShortcut.Flag] = []
  ) -> LocalizedShortcut {
    make(
      id, input, status, shortcut, press, explanation,
      label: layout.character(at: press.key, group: press.group, modifiers: []) ?? press.character, flags: flags)
  }

  /// A result whose key shows `label`.
  func make(
    _ id: String, _ input: String, _ status: LocalizedShortcut.Status, _ shortcut: Shortcut,
    _ press: LocalizedShortcut.Press, _ explanation: Explanation, label: Character?,
    flags: [LocalizedShortcut.Flag] = [], isFallback: Bool = false
  ) -> LocalizedShortcut {
    LocalizedShortcut(
      id: id, input: input, status: status, flags: flags, shortcut: shortcut, press: press, explanation: explanation,
      platform: layout.platform, labelCharacter: label, isFallback: isFallback)
  }

  func unreachable(_ shortcut: Shortcut, id: String, input: String, why: String) -> LocalizedShortcut {
    LocalizedShortcut(
      id: id, input: input, status: .unreachable, shortcut: nil, press: nil, reason: why, platform: layout.platform)
  }
}

extension Layout {
  /// The level of `key` in `group` that exactly `modifiers` select, or `nil`.
  /// - Complexity: O(1).
  public func level(at key: Key, group: Int, modifiers: Modifiers) -> Level? {
    guard let position = position(of: key, group: group) else { return nil }
    return keys[position].levels.first { $0.modifiers == modifiers }
  }

  /// The character `key` types in `group` with exactly `modifiers`, or `nil`.
  public func character(at key: Key, group: Int, modifiers: Modifiers) -> Character? {
    guard let position = position(of: key, group: group) else { return nil }
    for level in keys[position].levels where level.modifiers == modifiers { return level.character }
    return nil
  }
}

extension Character {
  /// Whether the character is an ASCII letter, `a`–`z` or `A`–`Z`.
  var isASCIILetter: Bool {
    guard let ascii = asciiByte else { return false }
    return (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii)
  }

  /// Whether the character is a letter, without a Unicode property lookup for ASCII.
  var isLetterQuickly: Bool {
    guard let ascii = asciiByte else { return isLetter }
    return (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii)
  }

  /// The character a shortcut's trigger is looked up as: letters lowercase (`Z` is the z key).
  ///
  /// ASCII takes a fast path: this runs on every translation.
  var lookupForm: Character {
    if let ascii = asciiByte {
      return (65...90).contains(ascii) ? Character(Unicode.Scalar(ascii + 32)) : self
    }
    return isLetter ? lowercasedIfSingle : self
  }
  /// Whether the character is an ASCII digit, `0`–`9`.
  var isASCIIDigit: Bool {
    guard let ascii = asciiByte else { return false }
    return (0x30...0x39).contains(ascii)
  }
}
