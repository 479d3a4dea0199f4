import Testing

@testable import KBLoc

/// The tables that make a localization a few array lookups give the answers of the general
/// lookups they stand for, over their whole domain: the cheapest main stroke of every character
/// U+0000 to U+00FF (the ``MainStroke`` the policies read), the standard shortcuts of every key
/// combination, every set of flags, and a result's id and input made when read.
struct LocalizeFastPathTests {
  /// Layouts of several scripts and both platforms: Latin with dead keys, Cyrillic, Greek,
  /// Hebrew, and eight-level keys.
  private static let layouts = ["de(mac)", "fr(mac)", "cz", "ru", "gr", "il", "ca(multix)", "fi(kotoistus)", "us"]

  @Test(arguments: layouts)
  func mainStrokeIsTheFirstMainStrokeForEveryLatin1Character(_ name: String) throws {
    let layout = try Layout.bundled(name)
    let probes = (0..<256).map { Character(Unicode.Scalar(UInt8($0))) } + ["ж", "ω", "ש", "€", "o\u{308}", "ẞ"]
    var found = 0
    for character in probes {
      for inGroupOne in [true, false] {
        let stroke = layout.strokes(for: character).first { $0.key.isMain && (!inGroupOne || $0.group == 1) }
        let main = layout.mainStroke(for: character, inGroupOne: inGroupOne)
        let label = "U+\(character.unicodeScalars.map { String($0.value, radix: 16) }) on \(name)"
        #expect((main == nil) == (stroke == nil), "\(label)")
        guard let stroke, let main else { continue }
        found += 1
        #expect(main.key == stroke.key, "\(label)")
        #expect(main.keyOrder == stroke.key.order, "\(label)")
        #expect(main.group == stroke.group, "\(label)")
        #expect(main.modifiers == stroke.modifiers, "\(label)")
        #expect(main.isDead == stroke.isDead, "\(label)")
      }
    }
    #expect(found > 50, "\(name)")
  }

  @Test func strokesOfEveryLatin1CodePointAreTheEqualCharactersHoweverTheLevelsWriteThem() {
    // Levels written as one Latin-1 scalar, as a letter and a combining mark, and as a scalar
    // that decomposes to a Latin-1 one (U+0387 is `·`, U+212B is `Å`); one table each, and all
    // together, some characters on several keys written differently.
    let tables: [[Character]] = [
      ["é", "ж", "a"],
      ["e\u{301}", "ß"],
      ["\u{387}"],
      ["\u{212B}", "ö"],
      ["é", "o\u{308}", "\u{387}", "€", "e\u{301}", "·", "Å", "\u{212B}", "ö"],
    ]
    for characters in tables {
      let keys = characters.enumerated().map { offset, character in
        KeyLevels(
          key: Key.catalog[offset + 20], group: 1,
          levels: [
            Level(level: 1, modifiers: [], keysym: "x", character: character, isDead: false),
            Level(level: 2, modifiers: .shift, keysym: "y", character: character, isDead: false),
          ])
      }
      let layout = Layout(name: "test", groupNames: ["Test"], platform: .pc, keys: keys)
      let probes = (0..<256).map { Character(Unicode.Scalar(UInt8($0))) } + characters
      for probe in probes {
        // What one dictionary keyed by `Character` holds: every stroke of an equal character.
        var expected: [Stroke] = []
        for entry in keys {
          for level in entry.levels where level.character == probe {
            expected.append(
              Stroke(key: entry.key, group: 1, level: level.level, modifiers: level.modifiers, isDead: false))
          }
        }
        expected.stableSort { $0.costKey < $1.costKey }
        #expect(layout.strokes(for: probe) == expected, "\(probe.unicodeScalars.map(\.value)) in \(characters)")
      }
      #expect(Set(layout.characters) == Set(characters))
    }
  }

  @Test(arguments: TranslationPolicy.allCases)
  func standardsOfEveryKeyCombinationAreTheDictionarys(_ policy: TranslationPolicy) throws {
    for name in ["de(mac)", "fr", "ru"] {
      let layout = try Layout.bundled(name)
      let localizer = ShortcutLocalizer(layout: layout, policy: policy)
      // The dictionary the tables stand for, made here: each standard shortcut, normalized,
      // pressed on the layout as a localizer without standard shortcuts decides it, by key
      // combination.
      let plain = ShortcutLocalizer(
        layout: layout, reference: Layout.usReference(for: layout.platform), policy: policy, standardShortcuts: [])
      var standardPresses: [LocalizedShortcut.Press.Combination: [StandardShortcut]] = [:]
      for standard in StandardShortcut.apple {
        let normalized = plain.normalized(standard.shortcut)
        guard let press = plain.decide(normalized, match: .character, localize: true, allowFallback: true).press
        else { continue }
        standardPresses[press.combination, default: []].append(
          StandardShortcut(shortcut: normalized, action: standard.action))
      }
      #expect(!standardPresses.isEmpty)
      var found = 0
      for key in Key.catalog {
        for group in 1...2 {
          for raw in 0..<64 {
            let press = LocalizedShortcut.Press(
              key: key, group: group, modifiers: Modifiers(rawValue: UInt8(raw)), levelModifiers: [], character: nil,
              isDead: false)
            let expected = standardPresses[press.combination]
            #expect(
              localizer.standards(pressedAs: press.combination).map(Array.init) == expected,
              "\(press.combination) on \(name)")
            if expected != nil { found += 1 }
          }
        }
      }
      // Every standard press was among the combinations tried.
      #expect(found == standardPresses.count, "\(name)")
    }
  }

  @Test func everySetOfFlagsListsItsFlagsInContractOrder() {
    for raw in UInt8(0)..<16 {
      let set = LocalizedShortcut.FlagSet(rawValue: raw)
      let expected = LocalizedShortcut.Flag.allCases.filter { set.contains(LocalizedShortcut.FlagSet([$0])) }
      #expect(set.list == expected)
      #expect(set.list == set.list.sorted())
      #expect(LocalizedShortcut.FlagSet(set.list + set.list.reversed()) == set)
    }
  }

  @Test(arguments: layouts)
  func groupsByPressAreTheGroupsOfADictionaryByKeyCombination(_ name: String) throws {
    let layout = try Layout.bundled(name)
    // Many shortcuts on few keys, some twice, so that results share key combinations.
    let texts = [
      "Command-A", "Command-Q", "Command-1", "Command-[", "Command-]", "Command-/", "Command-;", "Command-'",
    ]
    let all = texts + texts.map { "Shift-" + $0 } + texts.map { "Option-" + $0 } + texts.prefix(4)
    let shortcuts = try all.map { try Shortcut(parsing: $0) }
    for policy in TranslationPolicy.allCases {
      let localizer = ShortcutLocalizer(
        layout: layout, reference: Layout.usReference(for: layout.platform), policy: policy, standardShortcuts: [])
      let results = shortcuts.map { localizer.localize($0) }
      var byPress: [LocalizedShortcut.Press.Combination: [Int]] = [:]
      for (index, result) in results.enumerated() {
        if let press = result.press { byPress[press.combination, default: []].append(index) }
      }
      let expected = Set(byPress.values.filter { $0.count > 1 })
      #expect(expected.count >= 4)
      let groups = ShortcutLocalizer.groupsByPress(results)
      #expect(groups.count == expected.count && Set(groups) == expected, "\(name), \(policy)")
      #expect(groups.allSatisfy { $0 == $0.sorted() })
    }
  }

  /// Results pressed on a key outside the catalog are grouped through the dictionary.
  ///
  /// Such a key has no packed combination: its results are grouped, and the standard shortcuts
  /// there looked up, through the dictionaries beside the packed tables. No policy presses such a
  /// key today (a shortcut's key is a catalog key), so the presses are set.
  @Test func aKeyOutsideTheCatalogIsGroupedAndCheckedThroughTheDictionary() throws {
    let layout = try Layout.bundled("us")
    let extra = Key(name: "I250")
    #expect(extra.code == nil, "a key outside the catalog")
    let localizer = ShortcutLocalizer(layout: layout, reference: layout, policy: .kbloc, standardShortcuts: [])
    var results = try ["Command-A", "Command-B", "Command-C", "Command-D"].map {
      localizer.localize(try Shortcut(parsing: $0))
    }
    for (index, modifiers) in [(0, Modifiers.command), (2, .command), (3, [.command, .shift])] {
      results[index].decision.press = LocalizedShortcut.Press(
        key: extra, group: 1, modifiers: modifiers, levelModifiers: [], character: "ø", isDead: false)
    }
    let combination = try #require(results[0].press).combination
    #expect(combination.packed == nil)
    #expect(ShortcutLocalizer.groupsByPress(results) == [[0, 2]])
    #expect(localizer.standards(pressedAs: combination) == nil, "no standard shortcut there")
  }

  @Test func everySetOfModifiersHasItsPCDisplayPrefix() {
    for raw in UInt8(0)..<64 {
      let modifiers = Modifiers(rawValue: raw)
      // How a `pc` result spells its modifiers: the names in canonical order, Control as Ctrl
      // and Option as Alt, each before a `+`.
      let names = modifiers.names.map { $0 == "Control" ? "Ctrl" : $0 == "Option" ? "Alt" : $0 }
      #expect(modifiers.pcPrefix + "K" == (names + ["K"]).joined(separator: "+"), "\(modifiers.names)")
    }
    #expect(Modifiers([.command, .shift]).pcPrefix == "Shift+Command+")
    #expect(Modifiers([.control, .option]).pcPrefix == "Ctrl+Alt+")
  }

  @Test func flagsSetOnAResultAreKeptInContractOrderOnce() throws {
    let localizer = ShortcutLocalizer(layout: try Layout.bundled("de(mac)"))
    var result = try localizer.localize("Command-Z")
    result.flags = [.shadowsCharacter, .conflict, .mirrored, .conflict]
    #expect(result.flags == [.mirrored, .conflict, .shadowsCharacter])
  }

  @Test func pressSetOnAResultReadsBackAndNoPressIsNil() throws {
    let localizer = ShortcutLocalizer(layout: try Layout.bundled("de(mac)"))
    var result = try localizer.localize("Command-Z")
    let press = try #require(result.press)
    #expect(press.key == Key(name: "AD06"))
    result.press = nil
    #expect(result.press == nil)
    #expect(result.display == nil)
    result.press = press
    #expect(result.press == press)
    #expect(try result == localizer.localize("Command-Z"))
    // A result with no press: nothing to flag, and equal to itself made again.
    let unreachable = ShortcutLocalizer(layout: try Layout.bundled("ru"), policy: .apple)
    let missing = try unreachable.localize("Command-§")
    #expect(missing.status == .unreachable)
    #expect(missing.press == nil)
    #expect(missing.flags.isEmpty)
    #expect(try missing == unreachable.localize("Command-§"))
  }

  @Test func idAndInputAreTheShortcutsTextWhenRead() throws {
    let localizer = ShortcutLocalizer(layout: try Layout.bundled("de(mac)"))
    let redo = try Shortcut(parsing: "cmd+shift+z")
    let plain = localizer.localize(redo)
    #expect(plain.id == "Shift-Command-Z")
    #expect(plain.input == "Shift-Command-Z")
    let named = localizer.localize(redo, id: "redo")
    #expect(named.id == "redo")
    #expect(named.input == "Shift-Command-Z")
    let parsed = try localizer.localize("cmd+shift+z")
    #expect(parsed.id == "cmd+shift+z")
    #expect(parsed.input == "cmd+shift+z")
    // Results with the same id, input and translation are equal however their texts are held.
    #expect(try localizer.localize("Shift-Command-Z") == plain)
    #expect(parsed != plain)
    #expect(plain.reason == parsed.reason)
  }
}
