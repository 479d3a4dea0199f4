extension ShortcutLocalizer {
  /// Translates one shortcut by steps 1 to 4 and 6 of docs/policies.md; conflicts (step 5) come
  /// after.
  ///
  /// Each step returns a ``Decision``; the shortcut's id and input (`text`) are attached here, once.
  func translate(
    _ original: Shortcut, text: LocalizedShortcut.Text, match: ShortcutDefinition.Match, mirror: Bool,
    localize: Bool, allowFallback: Bool = true
  ) -> LocalizedShortcut {
    let normalizedInput = normalized(original)
    var decision: Decision
    if localize, mirror, direction == .rightToLeft, let mirrored = original.mirrored {
      decision = decide(normalized(mirrored), match: match, localize: localize, allowFallback: allowFallback)
      decision.flags.insert(.mirrored)
      decision.explanation.remarks.append(.mirrored(from: original))
    } else {
      decision = decide(normalizedInput, match: match, localize: localize, allowFallback: allowFallback)
    }
    flagShadowedCharacter(&decision)
    noteStandInKey(&decision)
    if explanationContext.inputMethod != nil, case .character = original.trigger {
      decision.explanation.remarks.append(.inputMethod)
    }
    return LocalizedShortcut(
      text: text, decision: consume decision, normalizedInput: normalizedInput, platform: layout.platform,
      context: explanationContext)
  }

  /// Steps 2 to 4 for the shortcut as it stands: normalized on the reference layout, and mirrored
  /// already where that applies.
  func decide(_ shortcut: Shortcut, match: ShortcutDefinition.Match, localize: Bool, allowFallback: Bool) -> Decision {
    switch shortcut.trigger {
    case .named(let named):
      let press = press(named.key, group: 1, shortcut: shortcut.modifiers, level: [], character: nil, isDead: false)
      return Decision(.unchanged, shortcut, press: press, label: baseLabel(of: press), because: .namedKey(named))
    case .physical(let key):
      return pressPhysical(key, shortcut: shortcut)
    case .character(let written):
      if !localize {
        return keepAsWritten(shortcut, written: written)
      } else if (preference ?? (match == .position ? .position : .character)) == .position {
        return pressAtReferencePosition(shortcut, written: written)
      } else {
        return characterPolicy.decide(
          shortcut, written: written, character: written.lookupForm, on: self, allowFallback: allowFallback)
      }
    }
  }

  /// `Shift-Command-/` is `Command-?` on a US keyboard: Shift with a non-letter is folded into the
  /// character the reference layout's key types with Shift.
  ///
  /// Digits keep their Shift (`Shift-Command-3` is how Apple writes the screenshot shortcut), and
  /// a Shift the character already needs is dropped (`Shift-Command-{` is `Command-{`). Applying
  /// it twice gives the same shortcut.
  func normalized(_ shortcut: Shortcut) -> Shortcut {
    Self.normalized(shortcut, on: reference)
  }

  /// `shortcut` normalized on the reference layout `reference`: see ``normalized(_:)``.
  static func normalized(_ shortcut: Shortcut, on reference: Layout) -> Shortcut {
    // Shift first: most shortcuts have none, and reading it copies nothing.
    guard shortcut.modifiers.contains(.shift), case .character(let character) = shortcut.trigger,
      !character.isLetterQuickly, !character.isASCIIDigit
    else {
      return shortcut
    }
    guard let stroke = reference.mainStroke(for: character, inGroupOne: false) else { return shortcut }
    if reference.strokes(for: character).contains(where: { $0.key.isMain && $0.modifiers == .shift }) {
      return Shortcut(.character(character), modifiers: shortcut.modifiers.subtracting(.shift))
    }
    guard stroke.modifiers.isEmpty,
      let shifted = reference.character(at: stroke.key, group: stroke.group, modifiers: [.shift])
    else { return shortcut }
    return Shortcut(.character(shifted), modifiers: shortcut.modifiers.subtracting(.shift))
  }

  // MARK: - Steps every policy shares

  /// Step 3: the key that types the character on the reference layout, pressed on the target
  /// layout, showing what it types there.
  func pressAtReferencePosition(_ shortcut: Shortcut, written: Character) -> Decision {
    let character = written.lookupForm
    guard let referenceStroke = referenceStroke(for: character),
      let found = positionPress(of: referenceStroke, shortcut: shortcut, rejectingLettersAndDigits: false)
    else {
      return .unreachable(because: .noReferenceKey(written))
    }
    let typed = found.press.character
    if typed == character {
      return Decision(
        .unchanged, found.shortcut, press: found.press, label: typed,
        because: .samePosition(written, key: referenceStroke.key))
    }
    return Decision(
      .positional, found.shortcut, press: found.press, label: typed,
      because: .position(key: referenceStroke.key, typed: typed))
  }

  /// A physical-key trigger: the key itself, showing what it types on the target layout.
  func pressPhysical(_ key: Key, shortcut: Shortcut) -> Decision {
    let found = layout.level(at: key, group: 1, modifiers: [])
    // A key the keyboard lacks, or a typing key the layout has nothing on, is not there to press.
    if layout.keyboardType?.lacks(key) == true || (key.isMain && layout.levels(of: key) == nil) {
      return .unreachable(because: .keyMissing(key, keyboard: layout.keyboardType))
    }
    let press = press(
      key, group: 1, shortcut: shortcut.modifiers, level: [], character: found?.character,
      isDead: found?.isDead ?? false)
    var decision = Decision(
      .unchanged, shortcut, press: press, label: found?.character,
      because: .physicalKey(typed: found?.character))
    // Bound to the key, not to what it types: a dead key there takes nothing from the shortcut.
    decision.flags = []
    return decision
  }

  /// A shortcut matched by key code: the physical key of `code` on the layout's keyboard
  /// (``KeyCode/key(on:)``: on ISO, macOS codes 0x32 and 0x0A are swapped), showing what it types
  /// there; unreachable where no key sends the code.
  func translateKeyCode(_ code: KeyCode, _ original: Shortcut, text: LocalizedShortcut.Text) -> LocalizedShortcut {
    var decision: Decision
    if let key = code.key(on: layout.keyboardType) {
      var shortcut = original
      shortcut.trigger = .physical(key)
      decision = pressPhysical(key, shortcut: shortcut)
      if decision.status != .unreachable {
        decision.explanation.base = .keyCode(code, key: key, typed: decision.label)
      }
    } else {
      decision = .unreachable(because: .keyCodeMissing(code, keyboard: layout.keyboardType))
    }
    return LocalizedShortcut(
      text: text, decision: decision, normalizedInput: original, platform: layout.platform,
      context: explanationContext)
  }

  /// `localize: false`: the shortcut is kept as written, pressed where the target layout types it,
  /// whatever the policy.
  func keepAsWritten(_ shortcut: Shortcut, written: Character) -> Decision {
    var decision = KblocCharacterPolicy().decide(
      shortcut, written: written, character: written.lookupForm, on: self, allowFallback: false)
    if decision.status != .unreachable, decision.status != .needsOption {
      decision.status = .unchanged
      decision.shortcut = shortcut
    }
    decision.explanation.base = .keptAsWritten(decision.explanation.base)
    return decision
  }

  /// How much more than on the reference layout a stroke asks for.
  enum StrokeCost {
    /// The same key and modifiers as on the reference layout.
    case sameStroke
    /// Another key, or the same one, with no extra modifier.
    case noExtraModifier
    /// Shift, which the reference stroke does not need.
    case extraShift
    /// Option (AltGr) or Level5.
    case extraOption
  }

  /// What `stroke` asks for beyond `referenceStroke`.
  func cost(of stroke: MainStroke, against referenceStroke: MainStroke?) -> StrokeCost {
    if let referenceStroke, referenceStroke.keyOrder == stroke.keyOrder, referenceStroke.modifiers == stroke.modifiers {
      return .sameStroke
    }
    if !stroke.modifiers.isDisjoint(with: .levelSelectors) { return .extraOption }
    let extraShift = stroke.modifiers.contains(.shift) && !(referenceStroke?.modifiers.contains(.shift) ?? false)
    return extraShift ? .extraShift : .noExtraModifier
  }

  /// The cheapest stroke of the first group's main keys that types `character` on the target.
  func targetStroke(for character: Character) -> MainStroke? {
    layout.mainStroke(for: character, inGroupOne: true)
  }

  /// The cheapest stroke on a main key that types `character` on the reference layout.
  func referenceStroke(for character: Character) -> MainStroke? {
    reference.mainStroke(for: character, inGroupOne: false)
  }

  /// The character kept, pressed where the target layout types it: `unchanged`, `moved`,
  /// `shifted`, or with Option `needs-option` (on `pc`, Control with AltGr is `unreachable`).
  ///
  /// `character` is `written` as it is looked up (``Character/lookupForm``); `refusal` is the
  /// standard shortcut the reference position would have been, when a policy refused it for that
  /// reason.
  func keptCharacter(
    _ shortcut: Shortcut, written: Character, character: Character, stroke: MainStroke, cost: StrokeCost,
    refusal: Shortcut? = nil
  ) -> Decision {
    let typed = press(
      stroke.key, group: 1, shortcut: shortcut.modifiers, level: stroke.modifiers, character: character,
      isDead: stroke.isDead)
    let base: Explanation.Base
    let status: LocalizedShortcut.Status
    switch cost {
    case .sameStroke:
      (status, base) = (.unchanged, .sameKey(written))
    case .noExtraModifier:
      (status, base) = (.moved, .moved(written, key: stroke.key))
    case .extraShift:
      (status, base) = (.shifted, .shifted(written, key: stroke.key))
    case .extraOption:
      if layout.platform == .pc, typed.modifiers.contains(.control), typed.modifiers.contains(.altGr) {
        return .unreachable(
          because: .controlWithAltGr(written, standard: refusal))
      }
      status = .needsOption
      base =
        if let refusal {
          .needsOptionBesideStandard(written, needs: stroke.modifiers, standard: refusal)
        } else {
          .needsOption(written, needs: stroke.modifiers)
        }
    }
    return Decision(status, shortcut, press: typed, label: baseLabel(of: typed), because: base)
  }

  /// A Latin letter on a layout whose first group has none: pressed in the layout's own Latin
  /// group, else at the reference position, the display keeping the letter; `nil` when neither
  /// exists.
  func latinFallback(_ shortcut: Shortcut, character: Character, referenceStroke: MainStroke?) -> Decision? {
    if let stroke = layout.strokes(for: character).first(where: { $0.key.isMain && latinGroups.contains($0.group) }) {
      let press = press(
        stroke.key, group: stroke.group, shortcut: shortcut.modifiers, level: stroke.modifiers,
        character: character, isDead: stroke.isDead)
      return Decision(
        .latinFallback, shortcut, press: press, label: baseLabel(of: press),
        because: .latinGroup(character, group: stroke.group))
    }
    guard let referenceStroke,
      let fallback = positionPress(of: referenceStroke, shortcut: shortcut, rejectingLettersAndDigits: false)
    else { return nil }
    return Decision(
      .latinFallback, shortcut, press: fallback.press, label: character,
      because: .latinPosition(character), isFallback: true)
  }

  /// The press of the reference stroke's key and level modifiers on the target layout, and the
  /// shortcut on the character found there.
  struct PositionPress {
    /// The shortcut on the character the key types on the target layout.
    let shortcut: Shortcut
    /// The key and modifiers; its character is the one found.
    let press: LocalizedShortcut.Press
  }

  /// The reference stroke's key and level modifiers pressed on the target layout; `nil` when the
  /// key types nothing usable there (or, when `rejectingLettersAndDigits`, an ASCII letter or
  /// digit that other commands use).
  func positionPress(of referenceStroke: MainStroke, shortcut: Shortcut, rejectingLettersAndDigits: Bool)
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

  /// A press on a key a recorded table takes from its XKB stand-in: the reason says so.
  func noteStandInKey(_ decision: inout Decision) {
    // The source first: only a recorded table has a stand-in, and checking it copies nothing.
    guard case .recorded(let table) = layout.source, decision.hasPress, decision.pressed.character != nil,
      table.takes(decision.pressed.key)
    else { return }
    decision.explanation.remarks.append(.standInKey(decision.pressed.key))
  }

  /// Step 6: a shortcut that takes a key combination people type characters with.
  func flagShadowedCharacter(_ decision: inout Decision) {
    // The press read in place (``Decision/pressed``), the modifiers first: most presses shadow
    // nothing, and copying the press would retain its character.
    guard decision.hasPress else { return }
    let modifiers = decision.pressed.modifiers
    let levelThree = Modifiers.levelThree(on: layout.platform)
    let typingModifiers: Modifiers
    switch layout.platform {
    case .mac:
      guard modifiers.contains(.option), modifiers.isDisjoint(with: [.command, .control]) else { return }
      typingModifiers = modifiers.intersection([.option, .shift])
    case .pc:
      let ctrlAlt = modifiers.isSuperset(of: [.control, .option])
      guard ctrlAlt || modifiers.contains(.altGr) else { return }
      typingModifiers = modifiers.intersection(.shift).union(levelThree)
    }
    guard
      let lost = layout.character(
        at: decision.pressed.key, group: decision.pressed.group, modifiers: typingModifiers)
    else { return }
    decision.flags.insert(.shadowsCharacter)
    decision.explanation.remarks.append(.shadows(modifiers: typingModifiers, key: decision.pressed.key, lost: lost))
  }

  // MARK: - Presses

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
}

extension Layout {
  /// The level of `key` in `group` that exactly `modifiers` select, or `nil`.
  /// - Complexity: O(1).
  public func level(at key: Key, group: Int, modifiers: Modifiers) -> Level? {
    guard let position = position(of: key, group: group) else { return nil }
    let levels = keys[position].levels
    for index in levels.indices where levels[index].modifiers == modifiers { return levels[index] }
    return nil
  }

  /// The character `key` types in `group` with exactly `modifiers`, or `nil`.
  public func character(at key: Key, group: Int, modifiers: Modifiers) -> Character? {
    guard let position = position(of: key, group: group) else { return nil }
    // By index: a loop over the levels would copy each one, retaining its strings.
    let levels = keys[position].levels
    for index in levels.indices where levels[index].modifiers == modifiers { return levels[index].character }
    return nil
  }
}
