import KBLoc
import KBLocTestSupport
import Testing

/// The `apple` and `apple-rule` policies (docs/policies.md; issue 10) on the snapshots
/// bundled with kbloc: what macOS registers for a key equivalent written on US, pressed where the
/// layout types it.
///
/// The exact answers are what macOS was observed to show on real Macs (`Layouts/apple-key-equivalents.tsv`),
/// and the keys are where each layout types the registered character.
struct ApplePolicyTests {
  // MARK: - Defaults

  @Test func theDefaultPolicyIsAppleOnMacAndKblocOnPC() throws {
    #expect(TranslationPolicy.default(for: .mac) == .apple)
    #expect(TranslationPolicy.default(for: .pc) == .kbloc)
    let mac = ShortcutLocalizer(layout: try Layouts.layout("de(mac)"))
    #expect(mac.policy == .apple)
    #expect(mac.keyEquivalentMap?.source == .observed(inputSource: "com.apple.keylayout.German"))
    let pc = ShortcutLocalizer(layout: try Layouts.layout("de"))
    #expect(pc.policy == .kbloc)
    #expect(pc.keyEquivalentMap == nil)
    #expect(
      ShortcutLocalizer(layout: try Layouts.layout("de(mac)"), policy: .appleRule).keyEquivalentMap?.source == .rule)
    #expect(TranslationPolicy.allCases.map(\.rawValue) == ["apple", "apple-rule", "kbloc"])
  }

  // MARK: - Observed layouts: exact answers

  @Test func germanBracketsAndSlashAreWhatMacOSRegisters() throws {
    let german = try Layouts.localizer(inputSource: "com.apple.keylayout.German")
    let open = try german.localize("Command-[")
    #expect(open.status == .remapped)
    #expect(open.shortcut?.description == "Command-Ö")
    #expect(open.display == "⌘Ö")
    #expect(open.press?.key.name == "AC10")
    #expect(open.press?.modifiers == [.command])
    #expect(open.reason == "'[' becomes 'ö' as macOS remaps it on German (observed)")
    #expect(open.keyCommand?.input == "ö")

    let close = try german.localize("Command-]")
    #expect(close.shortcut?.description == "Command-Ä")
    #expect(close.press?.key.name == "AC11")
    #expect(close.press?.modifiers == [.command])

    let comment = try german.localize("Command-/")
    #expect(comment.status == .remapped)
    #expect(comment.shortcut?.description == "Command-ß")
    #expect(comment.display == "⌘ß")
    #expect(comment.press?.key.name == "AE11")
  }

  /// macOS registers ⌘( as ⌘) on German; `)` is Shift-9 there, so the press holds Shift.
  @Test func germanParenthesisIsRegisteredAsTheClosingOneWithShift() throws {
    let german = try Layouts.localizer(inputSource: "com.apple.keylayout.German")
    let open = try german.localize("Command-(")
    #expect(open.status == .remapped)
    #expect(open.shortcut?.description == "Command-)")
    #expect(open.press?.key.name == "AE09")
    #expect(open.press?.modifiers == [.shift, .command])
    #expect(open.press?.character == ")")
    #expect(open.display == "⇧⌘9")
    let at = try german.localize("Command-@")
    #expect(at.shortcut?.description == "Command-\"")
    #expect(at.press?.key.name == "AE02")
    #expect(at.press?.modifiers == [.shift, .command])
    // A remap to an uppercase letter shows its Shift in the shortcut.
    let brace = try german.localize("Shift-Command-[")
    #expect(brace.shortcut?.description == "Shift-Command-Ö")
    #expect(brace.press?.key.name == "AC10")
    #expect(brace.press?.modifiers == [.shift, .command])
  }

  /// macOS shows ⌘ę for ⌘" on Polish (QWERTZ): `ę` is a lowercase letter, typed with Shift on the
  /// `ą` key; the shortcut shows no Shift, the press holds it.
  @Test func aLowercaseLetterOnAShiftLevelShowsNoShift() throws {
    let polish = try Layouts.localizer(inputSource: "com.apple.keylayout.Polish")
    let quote = try polish.localize("Command-\"")
    #expect(quote.status == .remapped)
    #expect(quote.shortcut?.description == "Command-Ę")
    #expect(quote.shortcut?.modifiers == .command)
    #expect(quote.press?.key.name == "AC11")
    #expect(quote.press?.modifiers == [.shift, .command])
    #expect(quote.press?.character == "ę")
    // An uppercase letter keeps its Shift: ⌘: is ⇧⌘Ł.
    let colon = try polish.localize("Command-:")
    #expect(colon.shortcut?.description == "Shift-Command-Ł")
  }

  @Test func frenchDigitsAndLettersAreWhatMacOSRegisters() throws {
    let french = try Layouts.localizer(inputSource: "com.apple.keylayout.French")
    let first = try french.localize("Command-1")
    #expect(first.status == .remapped)
    #expect(first.shortcut?.description == "Command-&")
    #expect(first.press?.key.name == "AE01")
    #expect(first.press?.modifiers == [.command])
    let undo = try french.localize("Command-Z")
    #expect(undo.status == .moved)
    #expect(undo.press?.key.name == "AD02")
    #expect(
      undo.reason == "'Z' is on the AD02 key of com.apple.keylayout.French; kept as macOS does on French (observed)")
  }

  @Test func swissGermanAndSpanishBracketsAreWhatMacOSRegisters() throws {
    let swiss = try Layouts.localizer(inputSource: "com.apple.keylayout.SwissGerman")
    #expect(try swiss.localize("Command-[").shortcut?.description == "Command-Ö")
    // macOS registers `é`, a lowercase letter on the Shift level of the ö key: no Shift shown.
    let brace = try swiss.localize("Shift-Command-[")
    #expect(brace.shortcut?.description == "Command-É")
    #expect(brace.press?.key.name == "AC10")
    #expect(brace.press?.modifiers == [.shift, .command])
    let spanish = try Layouts.localizer(inputSource: "com.apple.keylayout.Spanish-ISO")
    let open = try spanish.localize("Command-[")
    #expect(open.shortcut?.description == "Command-Ñ")
    #expect(open.press?.key.name == "AC10")
    #expect(open.reason == "'[' becomes 'ñ' as macOS remaps it on Spanish-ISO (observed)")
  }

  /// macOS shows Shift with a letter key as that letter's uppercase, whatever the key types with
  /// Shift: ⌘{ is ⇧⌘Ú on Czech, whose ú key types `/` with Shift (its recording says so).
  @Test func anUppercaseLetterTheLayoutLacksIsShiftWithItsLowercaseKey() throws {
    let czech = try Layouts.localizer(inputSource: "com.apple.keylayout.Czech")
    #expect(czech.layout.level(at: Key(name: "AD11"), group: 1, modifiers: .shift)?.character == "/")
    let brace = try czech.localize("Shift-Command-[")
    #expect(brace.status == .remapped)
    #expect(brace.shortcut?.description == "Shift-Command-Ú")
    #expect(brace.press?.key.name == "AD11")
    #expect(brace.press?.modifiers == [.shift, .command])
    #expect(brace.press?.levelModifiers == [])
    #expect(brace.press?.character == "ú")
    #expect(brace.reason.hasSuffix("; macOS shows Shift with the 'ú' key as 'Ú', whatever that key types with Shift"))
    let slovak = try Layouts.localizer(inputSource: "com.apple.keylayout.Slovak")
    #expect(try slovak.localize("Command-~").shortcut?.description == "Shift-Command-Ň")
  }

  /// A character the stand-in writes otherwise is pressed where the stand-in types it: Finnish –
  /// Extended's ⌘" is ⌘ˆ, the `^` of `fi(mac)`; French – PC's ⌘| is ⌘μ, the micro sign of `fr(basic)`.
  @Test func aCharacterTheTableWritesOtherwiseIsPressedWhereItTypesIt() throws {
    let finnish = try Layouts.localizer(inputSource: "com.apple.keylayout.FinnishExtended")
    let quote = try finnish.localize("Shift-Command-'")
    #expect(quote.shortcut?.description == "Command-ˆ")
    #expect(quote.press?.key.name == "AD12")
    #expect(quote.press?.character == "^")
    #expect(quote.reason.hasSuffix("; fi(mac) types it as '^', which macOS writes 'ˆ'"), "\(quote.reason)")
    let french = try Layouts.localizer(inputSource: "com.apple.keylayout.French-PC")
    let bar = try french.localize("Shift-Command-\\")
    #expect(bar.shortcut?.description == "Command-Μ")
    #expect(bar.press?.character == "µ")
    #expect(bar.reason.hasSuffix("; fr(basic) types it as 'µ', which macOS writes 'μ'"), "\(bar.reason)")
  }

  /// ABC – AZERTY: observed on real Macs; kbloc's table for it is `fr(mac)`, the closest XKB has.
  @Test func abcAzertyIsWhatMacOSRegisters() throws {
    let azerty = try Layouts.localizer(inputSource: "com.apple.keylayout.ABC-AZERTY")
    #expect(azerty.keyEquivalentMap?.source == .observed(inputSource: "com.apple.keylayout.ABC-AZERTY"))
    let expected: [(written: String, registered: String, key: String)] = [
      ("Command-[", "Command-^", "AD11"), ("Command-2", "Command-É", "AE02"), ("Command-/", "Command-:", "AB09"),
      ("Command-.", "Command-;", "AB08"),
    ]
    for (written, registered, key) in expected {
      let result = try azerty.localize(written)
      #expect(result.status == .remapped, "\(written)")
      #expect(result.shortcut?.description == registered, "\(written)")
      #expect(result.press?.key.name == key, "\(written)")
      #expect(result.press?.modifiers == [.command], "\(written)")
    }
  }

  /// Russian was not observed; issue 10 reports macOS showing ⌘Х for ⌘[, the letter on the US `[` key.
  @Test func russianBracketIsTheLetterOnItsKeyByTheRule() throws {
    let russian = try Layouts.localizer(inputSource: "com.apple.keylayout.Russian")
    let open = try russian.localize("Command-[")
    #expect(open.status == .remapped)
    #expect(open.shortcut?.description == "Command-Х")
    #expect(open.display == "⌘Х")
    #expect(open.press?.key.name == "AD11")
    #expect(open.press?.modifiers == [.command])
    #expect(open.reason == "'[' becomes 'х' by the apple rule")
  }

  // MARK: - The rule

  @Test func theRuleAnswersForLayoutsMacOSWasNotObservedOn() throws {
    let russian = ShortcutLocalizer(layout: try Layouts.layout("ru(mac)"))
    #expect(russian.keyEquivalentMap?.source == .rule)
    let copy = try russian.localize("Command-C")
    #expect(copy.status == .latinFallback)
    #expect(copy.press?.key.name == "AB03")
    #expect(copy.reason == "ru(mac) has no Latin letters; press the key where us(mac) has 'c'; kept by the apple rule")
    let open = try russian.localize("Command-[")
    #expect(open.reason.hasSuffix(" by the apple rule"), "\(open.reason)")
  }

  @Test func appleRuleIgnoresTheObservations() throws {
    let german = try Layouts.localizer(inputSource: "com.apple.keylayout.German", policy: .appleRule)
    #expect(german.policy == .appleRule)
    #expect(german.keyEquivalentMap?.source == .rule)
    for text in ["Command-[", "Command-/", "Command-(", "Command-Z"] {
      let result = try german.localize(text)
      #expect(result.reason.hasSuffix("by the apple rule"), "\(text): \(result.reason)")
      #expect(!result.reason.contains("observed"), "\(text): \(result.reason)")
    }
  }

  // MARK: - Switches, conflicts and shadows on the result

  /// Apple's switches: turning localization off keeps the shortcut as written and turns
  /// mirroring off too; mirroring comes first.
  @Test func localizeFalseKeepsAsWrittenAndMirroringComesFirst() throws {
    let german = try Layouts.localizer(inputSource: "com.apple.keylayout.German", direction: .rightToLeft)
    let bracket = try Shortcut(parsing: "Command-[")
    let kept = german.localize(bracket, localize: false)
    #expect(kept.status == .needsOption)
    #expect(kept.shortcut == bracket)
    #expect(kept.press?.key.name == "AE05")
    #expect(kept.press?.modifiers == [.option, .command])
    #expect(!kept.flags.contains(.mirrored))
    let mirrored = german.localize(bracket)
    #expect(mirrored.flags.contains(.mirrored))
    #expect(mirrored.shortcut?.description == "Command-Ä", "⌘[ mirrors to ⌘], which macOS registers as ⌘Ä")
  }

  @Test func conflictsAreComputedOnTheRegisteredShortcut() throws {
    let german = try Layouts.localizer(inputSource: "com.apple.keylayout.German", standardShortcuts: [])
    let results = german.localize([
      ShortcutDefinition(id: "outdent", shortcut: try Shortcut(parsing: "Command-[")),
      ShortcutDefinition(id: "umlaut", shortcut: try Shortcut(parsing: "Command-ö")),
    ])
    #expect(results.map(\.conflictsWith) == [["umlaut"], ["outdent"]])
    #expect(results.allSatisfy { $0.flags.contains(.conflict) })
  }

  /// macOS takes no position fallback, so nothing yields: the kbloc policy's "would collide"
  /// remark never appears.
  @Test func nothingYieldsUnderTheApplePolicy() throws {
    let definitions = [
      ShortcutDefinition(id: "copy", shortcut: try Shortcut(parsing: "Command-C")),
      ShortcutDefinition(id: "cyrillic", shortcut: try Shortcut(parsing: "Command-с")),
    ]
    let apple = ShortcutLocalizer(layout: try Layouts.layout("ru(mac)")).localize(definitions)
    #expect(apple.map(\.press?.key.name) == ["AB03", "AB03"])
    #expect(apple.allSatisfy { $0.flags.contains(.conflict) })
    #expect(apple.allSatisfy { !$0.reason.contains("would collide") })
    let kbloc = ShortcutLocalizer(layout: try Layouts.layout("ru(mac)"), policy: .kbloc).localize(definitions)
    #expect(kbloc.first?.reason.contains("would collide with 'cyrillic'") == true, "\(kbloc.first?.reason ?? "")")
  }

  @Test func aRemapWithOptionShadowsTheCharacterItTakes() throws {
    let german = try Layouts.localizer(inputSource: "com.apple.keylayout.German")
    let at = try german.localize("Option-@")
    #expect(at.shortcut?.description == "Option-\"")
    #expect(at.flags.contains(.shadowsCharacter))
  }

  /// Every reason of a character shortcut says where its answer came from.
  @Test(arguments: ["de(mac)", "fr(mac)", "ch(de_mac)", "es(mac)", "ru(mac)", "se(mac)", "it(mac)"])
  func everyCharacterReasonNamesItsSource(_ name: String) throws {
    let localizer = ShortcutLocalizer(layout: try Layouts.layout(name))
    let file = try ExampleFiles.shortcutFile("shortcuts.json")
    var named = 0
    for (result, definition) in zip(localizer.localize(file.definitions), file.definitions) {
      guard case .character = definition.shortcut.trigger, definition.match == .character else { continue }
      named += 1
      #expect(
        result.reason.contains("(observed)") || result.reason.contains("by the apple rule"),
        "\(name) \(result.id): \(result.reason)")
    }
    #expect(named > 20)
  }
}

/// The bundled layouts the tests use, each decoded once per test process.
private enum Layouts {
  private static let cache = TestLayoutCache()

  static func layout(_ name: String) throws -> Layout {
    try cache.layout(name, platform: .mac) { name, _ in try Layout.bundled(name) }
  }

  static func localizer(
    inputSource: String, direction: WritingDirection? = nil, policy: TranslationPolicy? = nil,
    standardShortcuts: [StandardShortcut] = StandardShortcut.apple
  ) throws -> ShortcutLocalizer {
    ShortcutLocalizer(
      layout: try Layout.bundled(inputSource: inputSource), reference: Layout.usReference(for: .mac),
      direction: direction, policy: policy, standardShortcuts: standardShortcuts)
  }
}
