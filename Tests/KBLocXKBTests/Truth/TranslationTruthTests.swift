import Foundation
import KBLoc
import KBLocTestSupport
import KBLocXKB
import Testing

/// Every translated press types what its result claims (the truth invariant of docs/policies.md).
///
/// The invariant, as docs/policies.md states it: every result that claims a key combination is true;
/// typing that key with those modifiers through libxkbcommon's `xkb_state` on the target layout
/// produces the character (or keysym) the result says.
///
/// For each layout the real xkeyboard-config keymap is compiled once; every shortcut of the
/// example files and of a generated set (every printable ASCII character with Command, and with
/// Shift-Command) is localized against US on the same platform, by every policy (`kbloc`,
/// `apple`, `apple-rule`); then every press is typed with
/// `Keymap.type(_:)`, which holds the keymap's own modifier keys in an `xkb_state`. The typed
/// character must be the press's character, and the press's character must be the one the result
/// claims for its status.
struct TranslationTruthTests {
  /// The US reference layout of each platform, compiled once per test process.
  private static let references: [Platform: Result<Layout, KeymapError>] = Dictionary(
    uniqueKeysWithValues: Platform.allCases.map { platform in
      (platform, Result { () throws(KeymapError) in try Layout.xkb("us", platform: platform) })
    })

  /// A fixture's keymap (to type through) and its table (to translate with), compiled once.
  private struct Target {
    let keymap: Keymap
    let layout: Layout
    let reference: Layout
    /// A localizer for each policy, in `TranslationPolicy.allCases` order.
    let localizers: [ShortcutLocalizer]

    init(_ fixture: LayoutFixture) throws {
      keymap = try Keymap(spec: fixture.layoutSpec(), platform: fixture.platform)
      layout = keymap.layout()
      let reference = try #require(TranslationTruthTests.references[fixture.platform]).get()
      self.reference = reference
      localizers = TranslationPolicy.allCases.map { [layout] policy in
        ShortcutLocalizer(layout: layout, reference: reference, policy: policy)
      }
    }
  }

  /// The generated shortcuts: every printable ASCII character with Command, and with
  /// Shift-Command (letters once, as the parser stores them uppercase).
  private static let generated: [ShortcutDefinition] = {
    var seen = Set<Shortcut>()
    var definitions: [ShortcutDefinition] = []
    for modifiers: Modifiers in [[.command], [.shift, .command]] {
      for character in LayoutFixtures.printableASCII {
        let shortcut = Shortcut(.character(character), modifiers: modifiers)
        guard seen.insert(shortcut).inserted else { continue }
        definitions.append(ShortcutDefinition(id: "generated-\(definitions.count + 1)", shortcut: shortcut))
      }
    }
    return definitions
  }()

  @Test("The generated set covers every printable ASCII character with Command and with Shift-Command")
  func generatedSetCoversPrintableASCII() {
    // 95 printable characters, 26 of them lowercase letters that are the same shortcut as the
    // uppercase ones: 69 shortcuts per modifier set.
    #expect(Self.generated.count == 2 * 69)
    #expect(Self.generated.contains { $0.shortcut == Shortcut(.named(.space), modifiers: [.command]) })
    #expect(Self.generated.contains { $0.shortcut == Shortcut(.character("?"), modifiers: [.shift, .command]) })
  }

  @Test(
    "Every press of the example files types the character its result claims", arguments: LayoutFixtures.translationSweep
  )
  func exampleFilePressesTypeTheClaimedCharacter(_ fixture: LayoutFixture) throws {
    let target = try Target(fixture)
    var definitions: [ShortcutDefinition] = []
    for name in ExampleFiles.names {
      let file = try ExampleFiles.shortcutFile(name)
      for localizer in target.localizers {
        // Each file is localized as a whole, as `kbloc translate` does (yielding and conflicts).
        let results = localizer.localize(file.definitions)
        try #require(results.count == file.definitions.count)
        try checkTruth(results, file.definitions, by: localizer, on: target)
      }
      definitions += file.definitions
    }
    #expect(definitions.count == 35 + 14)
  }

  @Test(
    "Every press of the generated shortcuts types the character its result claims",
    arguments: LayoutFixtures.translationSweep)
  func generatedPressesTypeTheClaimedCharacter(_ fixture: LayoutFixture) throws {
    let target = try Target(fixture)
    for localizer in target.localizers {
      // One by one, as an app localizing a single shortcut would; checked against standard shortcuts.
      let results = Self.generated.map { definition in
        localizer.localize(definition.shortcut, id: definition.id)
      }
      try checkTruth(results, Self.generated, by: localizer, on: target)
    }
  }

  /// Types every press of `results` and checks it against what each result claims; records one
  /// issue listing every mismatch.
  private func checkTruth(
    _ results: [LocalizedShortcut], _ definitions: [ShortcutDefinition], by localizer: ShortcutLocalizer,
    on target: Target
  ) throws {
    let layout = target.layout
    let policy = localizer.policy
    var mismatches: [String] = []
    var typedCount = 0
    for (result, definition) in zip(results, definitions) {
      let context =
        "\(policy.rawValue): \(result.id) '\(definition.keys)' → \(result.status.rawValue) \(result.shortcut?.description ?? "nil")"
      guard let press = result.press else {
        if result.status != .unreachable { mismatches.append("\(context): \(result.status.rawValue) but no press") }
        if result.shortcut != nil { mismatches.append("\(context): no press but a shortcut") }
        continue
      }
      if result.status == .unreachable {
        mismatches.append("\(context): unreachable but has a press \(press.modifiers)+\(press.key)")
        continue
      }
      // Modifiers: the level's are held, and so are the shortcut's (Command is Control on pc).
      if !press.modifiers.isSuperset(of: press.levelModifiers) {
        mismatches.append("\(context): press holds \(press.modifiers), not all of its level's \(press.levelModifiers)")
      }
      if let shortcut = result.shortcut {
        var expected = shortcut.modifiers
        if layout.platform == .pc, expected.contains(.command) {
          expected.remove(.command)
          expected.insert(.control)
        }
        if !press.modifiers.isSuperset(of: expected) {
          mismatches.append("\(context): press holds \(press.modifiers), not all of the shortcut's \(expected)")
        }
      }
      if layout.platform == .pc, press.modifiers.contains(.command) {
        mismatches.append("\(context): on pc the press holds Command (\(press.modifiers)); Command presses Control")
      }
      if !press.levelModifiers.isDisjoint(with: [.command, .control]) {
        mismatches.append("\(context): level modifiers \(press.levelModifiers) hold a shortcut modifier")
      }

      // Typing: the level the press's level modifiers select on that key, typed through xkb_state.
      guard (1...max(1, layout.groupNames.count)).contains(press.group) else {
        mismatches.append("\(context): group \(press.group) of a layout with \(layout.groupNames.count)")
        continue
      }
      guard let level = layout.level(at: press.key, group: press.group, modifiers: press.levelModifiers) else {
        mismatches.append(
          "\(context): \(press.key) in group \(press.group) has no level selected by \(press.levelModifiers)")
        continue
      }
      let stroke = Stroke(
        key: press.key, group: press.group, level: level.level, modifiers: press.levelModifiers, isDead: press.isDead)
      guard let typed = target.keymap.type(stroke) else {
        mismatches.append("\(context): \(stroke) cannot be typed")
        continue
      }
      typedCount += 1

      if case .named(let named) = definition.shortcut.trigger {
        // A named key claims no character: it must be that key, typing that key's keysym.
        let expectedKey =
          (result.flags.contains(.mirrored) ? definition.shortcut.mirrored?.trigger : definition.shortcut.trigger)
        if case .named(let shown)? = expectedKey {
          if press.key != shown.key {
            mismatches.append("\(context): \(named) pressed on \(press.key), not \(shown.key)")
          }
          if let keysym = Self.keysyms[shown], typed.keysym != keysym {
            mismatches.append("\(context): \(press.key) types \(typed.keysym), not \(keysym)")
          }
        }
        if press.character != nil {
          mismatches.append("\(context): a named key claims \(String(reflecting: press.character))")
        }
        continue
      }

      // The typed character is the press's character (the spacing form for a dead key).
      if typed.character != press.character || typed.isDead != press.isDead {
        mismatches.append(
          "\(context): \(stroke) types \(typed.keysym) \(String(reflecting: typed.character)) dead=\(typed.isDead),"
            + " the press says \(String(reflecting: press.character)) dead=\(press.isDead)")
      }

      // The press's character is the one the status claims.
      guard let pressed = press.character else {
        mismatches.append("\(context): a character shortcut's press has no character")
        continue
      }
      switch result.status {
      case .unchanged, .moved, .shifted, .needsOption:
        let own = try #require(ownCharacter(of: definition, mirrored: result.flags.contains(.mirrored)), "\(context)")
        // Under the apple policies, a character macOS registers as one that needs Option is
        // `needs-option` on that character: the press types what the map registers.
        let registered = localizer.keyEquivalentMap?.keyEquivalent(for: own.lowercasedSingle)
        let claimed =
          result.status == .needsOption && registered.map { !sameCharacter($0, own) } == true
          ? registered ?? own : own
        if !sameCharacter(pressed, claimed), !(press.isDead && Self.spacingForms[claimed] == pressed) {
          mismatches.append("\(context): press types '\(pressed)', the result claims '\(claimed)'")
        }
      case .remapped, .positional:
        guard case .character(let shown)? = result.shortcut?.trigger else {
          mismatches.append("\(context): \(result.status.rawValue) with no character shortcut")
          continue
        }
        // macOS's character may be one the table writes otherwise (`ˆ` as `^`, `μ` as `µ`).
        if !sameCharacter(pressed, shown), Self.spacingForms[shown] != pressed {
          mismatches.append("\(context): press types '\(pressed)', the result shows '\(shown)'")
        }
        // Under the apple policies a remap is the map's: what macOS registers for the character.
        if result.status == .remapped, let map = localizer.keyEquivalentMap {
          let own = try #require(ownCharacter(of: definition, mirrored: result.flags.contains(.mirrored)), "\(context)")
          let registered = map.keyEquivalent(for: own.lowercasedSingle)
          if !sameCharacter(shown, registered) {
            mismatches.append("\(context): shows '\(shown)', macOS registers '\(registered)' for '\(own)'")
          }
        }
      case .latinFallback:
        let own = try #require(ownCharacter(of: definition, mirrored: false), "\(context)")
        if !sameCharacter(result.shortcut.flatMap(Self.character(of:)) ?? " ", own) {
          mismatches.append("\(context): a Latin fallback shows \(result.shortcut?.description ?? "nil"), not '\(own)'")
        }
        if press.group != 1 {
          // The layout's own Latin group: the Latin letter itself.
          if !sameCharacter(pressed, own) {
            mismatches.append("\(context): press in Latin group \(press.group) types '\(pressed)', not '\(own)'")
          }
        } else {
          // The reference position: the key where US has the letter.
          let usKey = target.reference.strokes(for: own.lowercasedSingle).first { $0.key.isMain }?.key
          if press.key != usKey {
            mismatches.append(
              "\(context): a position fallback on \(press.key), US has '\(own)' on \(usKey?.name ?? "no key")")
          }
        }
      case .unreachable:
        break
      }
    }
    #expect(
      mismatches.isEmpty,
      "\(layout.name): \(mismatches.count) untrue results:\n\(mismatches.prefix(40).joined(separator: "\n"))")
    // Not vacuous: most shortcuts of any layout are reachable.
    #expect(
      typedCount * 2 > definitions.count, "\(layout.name): only \(typedCount) of \(definitions.count) presses typed")
  }

  /// The character a shortcut names on the reference layout: mirrored when the result is, and
  /// `Shift` with an unshifted US punctuation key folded into the key's shifted character
  /// (`Shift-Command-/` is `Command-?`); digits and letters keep their Shift.
  private func ownCharacter(of definition: ShortcutDefinition, mirrored: Bool) -> Character? {
    var shortcut = definition.shortcut
    if mirrored, let flipped = shortcut.mirrored { shortcut = flipped }
    guard let character = Self.character(of: shortcut) else { return nil }
    if shortcut.modifiers.contains(.shift), let shifted = LayoutFixtures.usShiftedPunctuation[character] {
      return shifted
    }
    return character
  }

  private static func character(of shortcut: Shortcut) -> Character? {
    if case .character(let character) = shortcut.trigger { return character }
    return nil
  }

  /// The two spellings of the circumflex's and the tilde's spacing form.
  ///
  /// macOS writes `ˆ` and `˜` where XKB writes `^` and `~`.
  static let spacingForms: [Character: Character] = ["ˆ": "^", "˜": "~"]

  /// Equal under Unicode case folding (`Z` and `z`, `Ü` and `ü`, the micro sign `µ` and `μ`).
  private func sameCharacter(_ lhs: Character, _ rhs: Character) -> Bool {
    lhs == rhs || lhs.lowercased() == rhs.lowercased() || lhs.uppercased() == rhs.uppercased()
  }

  /// The keysym each named key types on a pc105 keymap.
  private static let keysyms: [NamedKey: String] = {
    var table: [NamedKey: String] = [
      .leftArrow: "Left", .rightArrow: "Right", .upArrow: "Up", .downArrow: "Down", .tab: "Tab", .escape: "Escape",
      .space: "space", .return: "Return", .delete: "BackSpace", .forwardDelete: "Delete", .home: "Home", .end: "End",
      .pageUp: "Prior", .pageDown: "Next",
    ]
    for number in 1...12 { table[.function(number)] = "F\(number)" }
    return table
  }()

  /// The hand-written oracle above (`LayoutFixtures.usShiftedPunctuation`) is itself checked
  /// against libxkbcommon: on each platform's US keymap, every main key is typed through
  /// `xkb_state` alone and with its Shift key held, and each pair the oracle lists must be a pair
  /// some key types.
  @Test("The US Shift oracle matches typing the US keymap through xkb_state", arguments: Platform.allCases)
  func usShiftOracleMatchesTyping(_ platform: Platform) throws {
    let keymap = try Keymap(spec: LayoutSpec("us"), platform: platform)
    var typedPairs: [Character: Character] = [:]
    for key in Key.catalog where key.isMain {
      let plain = keymap.type(Stroke(key: key, group: 1, level: 1, modifiers: [], isDead: false))
      let shifted = keymap.type(Stroke(key: key, group: 1, level: 2, modifiers: .shift, isDead: false))
      if let plain = plain?.character, let shifted = shifted?.character { typedPairs[plain] = shifted }
    }
    #expect(typedPairs.count >= 40, "only \(typedPairs.count) main keys typed a character")
    for (unshifted, shifted) in LayoutFixtures.usShiftedPunctuation {
      #expect(
        typedPairs[unshifted] == shifted,
        "\(platform): Shift with the key typing '\(unshifted)' types '\(typedPairs[unshifted].map { String($0) } ?? "nothing")', oracle says '\(shifted)'"
      )
    }
  }
}

extension Character {
  /// The lowercase form when it is one character.
  fileprivate var lowercasedSingle: Character {
    let lower = lowercased()
    return lower.count == 1 ? Character(lower) : self
  }
}
