import KBLoc
import KBLocTestSupport
import KBLocXKB
import Testing

/// docs/policies.md: every key combination a table claims is checked by typing it.
///
/// "Every result that claims a key combination must be true: typing that key with those modifiers
/// through libxkbcommon's `xkb_state` must produce the character (or keysym) the result says."
///
/// Each test compiles the real xkeyboard-config layout once, reads its table, then types what the
/// table claims with `Keymap.type(_:)`, which holds the keymap's own Shift, Control, level-3 and
/// level-5 keys in an `xkb_state` and reads back the keysym and the character.
struct TruthByTypingTests {
  /// Compiles a fixture's keymap once and reads its table.
  private static func load(_ fixture: LayoutFixture) throws -> (Keymap, Layout) {
    let keymap = try Keymap(spec: fixture.layoutSpec(), platform: fixture.platform)
    return (keymap, keymap.layout())
  }

  /// `Layout.levels(of:activeGroup:)` follows XKB's group wrapping: for every key the table has, in
  /// every group of a multi-group keymap, the levels it gives type, through `xkb_state` with that
  /// group locked, the keysyms they name.
  @Test(
    "Levels in an active group are what xkb_state types, keys of fewer groups included",
    arguments: ["us,ru", "us,ru,de"])
  func activeGroupLevelsAreWhatXKBTypes(_ spec: String) throws {
    let keymap = try Keymap(spec: LayoutSpec(spec), platform: .pc)
    let layout = keymap.layout()
    var wrapped = 0
    var mismatches: [String] = []
    for key in Set(layout.keys.map(\.key)) {
      for group in 1...layout.groupNames.count {
        let levels = try #require(layout.levels(of: key, activeGroup: group), "\(key) in group \(group)")
        if layout.levels(of: key, group: group) == nil { wrapped += 1 }
        for level in levels.levels {
          let stroke = Stroke(
            key: key, group: group, level: level.level, modifiers: level.modifiers, isDead: level.isDead)
          let typed = keymap.type(stroke)
          if typed?.keysym != level.keysym {
            mismatches.append(
              "\(key) group \(group) \(level.modifiers): typed \(typed?.keysym ?? "nothing"), table \(level.keysym)")
          }
        }
      }
    }
    #expect(wrapped > 10, "only \(wrapped) key/group pairs needed wrapping; the test would not see it")
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10).joined(separator: "\n"))")
  }

  @Test("Every level of every key types the keysym and character the table claims", arguments: LayoutFixtures.sweep)
  func everyLevelTypesWhatTheTableClaims(_ fixture: LayoutFixture) throws {
    let (keymap, layout) = try Self.load(fixture)
    var mismatches: [String] = []
    var typedLevels = 0
    for entry in layout.keys {
      for level in entry.levels {
        let stroke = Stroke(
          key: entry.key, group: entry.group, level: level.level, modifiers: level.modifiers, isDead: level.isDead)
        guard let typed = keymap.type(stroke) else {
          mismatches.append("\(stroke) level \(level.level): cannot be typed (missing key or modifier key)")
          continue
        }
        typedLevels += 1
        if typed.keysym != level.keysym || typed.character != level.character || typed.isDead != level.isDead {
          mismatches.append(
            "\(stroke) level \(level.level): table says \(level.keysym) \(String(reflecting: level.character))"
              + " dead=\(level.isDead), typing gives \(typed.keysym) \(String(reflecting: typed.character))"
              + " dead=\(typed.isDead)")
        }
      }
    }
    #expect(
      mismatches.isEmpty,
      "\(layout.name): \(mismatches.count) mismatches:\n\(mismatches.prefix(40).joined(separator: "\n"))")
    // A table of a real layout has at least the 47 keys of the typing block, most with two levels.
    #expect(typedLevels >= 90, "\(layout.name): only \(typedLevels) levels in the table")
  }

  @Test("Every group has the letter and digit keys, and level 1 needs no modifier", arguments: LayoutFixtures.sweep)
  func everyGroupHasTheLetterAndDigitKeys(_ fixture: LayoutFixture) throws {
    let spec = try fixture.layoutSpec()
    let layout = try Layout.xkb(spec, platform: fixture.platform)
    #expect(layout.groupNames.count == spec.groups.count)
    // Every pc105 layout puts something typeable on the digit row and the three letter rows, in
    // every group. (Keys such as the space bar are defined in group 1 only and wrap: see
    // `keysDefinedInGroupOneOnlyTypeTheSameInLaterGroups`.)
    let letterAndDigitKeys = Key.catalog.filter { key in
      ["AE", "AD", "AC", "AB"].contains(key.name.prefix(2))
        && !["AE11", "AE12", "AE13", "AD11", "AD12", "AC10", "AC11", "AB08", "AB09", "AB10", "AB11"].contains(key.name)
    }
    #expect(letterAndDigitKeys.count == 36)
    for group in 1...spec.groups.count {
      for key in letterAndDigitKeys {
        guard let entry = layout.levels(of: key, group: group) else {
          Issue.record("\(layout.name): no \(key) in group \(group)")
          continue
        }
        #expect(entry.levels.contains { $0.character != nil }, "\(layout.name): \(key) in group \(group) types nothing")
      }
    }
    #expect(
      layout.strokes(for: " ").contains { $0.key.name == "SPCE" && $0.modifiers.isEmpty }, "\(layout.name): no Space")
    for entry in layout.keys {
      #expect(
        entry.levels.map(\.level) == entry.levels.map(\.level).sorted(),
        "\(layout.name): \(entry.key) levels out of order")
      #expect(
        Set(entry.levels.map(\.level)).count == entry.levels.count, "\(layout.name): \(entry.key) repeats a level")
      if let first = entry.levels.first, first.level == 1 {
        #expect(first.modifiers.isEmpty, "\(layout.name): \(entry.key) level 1 needs \(first.modifiers)")
      }
    }
  }

  /// libxkbcommon wraps the group of a key that defines fewer groups than the keymap (the space
  /// bar, Escape, the keypad of `us,ru`): in group 2 it types what it types in group 1.
  ///
  /// The table lists such a key under group 1 only; this pins that typing it in a later group is
  /// the same.
  @Test(
    "Keys defined in group 1 only type the same in later groups",
    arguments: LayoutFixtures.sweep.filter { $0.spec.contains(",") })
  func keysDefinedInGroupOneOnlyTypeTheSameInLaterGroups(_ fixture: LayoutFixture) throws {
    let keymap = try Keymap(spec: fixture.layoutSpec(), platform: fixture.platform)
    let layout = keymap.layout()
    let groupCount = layout.groupNames.count
    #expect(groupCount >= 2)
    let groupOneOnly = layout.keys.filter { entry in
      entry.group == 1 && (2...groupCount).allSatisfy { layout.levels(of: entry.key, group: $0) == nil }
    }
    #expect(groupOneOnly.contains { $0.key.name == "SPCE" }, "\(layout.name): the space bar has its own later groups")
    for entry in groupOneOnly {
      for level in entry.levels {
        for group in 2...groupCount {
          let stroke = Stroke(
            key: entry.key, group: group, level: level.level, modifiers: level.modifiers, isDead: level.isDead)
          let typed = try #require(keymap.type(stroke), "\(layout.name): \(stroke) cannot be typed")
          #expect(
            typed.keysym == level.keysym,
            "\(layout.name): \(stroke) types \(typed.keysym), group 1 types \(level.keysym)")
        }
      }
    }
  }

  @Test("Level 3 is Option on mac and AltGr on pc, never the other", arguments: LayoutFixtures.sweep)
  func levelThreeModifierIsNamedForThePlatform(_ fixture: LayoutFixture) throws {
    let layout = try Layout.xkb(fixture.layoutSpec(), platform: fixture.platform)
    #expect(layout.platform == fixture.platform)
    let wrong: Modifiers = fixture.platform == .mac ? .altGr : .option
    let right: Modifiers = fixture.platform == .mac ? .option : .altGr
    let levels = layout.keys.flatMap { entry in entry.levels.map { (entry.key, $0) } }
    let misnamed = levels.filter { !$0.1.modifiers.isDisjoint(with: wrong) }
    #expect(
      misnamed.isEmpty, "\(layout.name): \(misnamed.prefix(5).map { "\($0.0) level \($0.1.level) \($0.1.modifiers)" })")
    // Any level 3 reached through the level-3 key says so with the platform's name.
    let levelThree = levels.filter { $0.1.level == 3 && $0.0.isMain }
    if !levelThree.isEmpty {
      #expect(
        levelThree.contains { $0.1.modifiers.contains(right) }, "\(layout.name): no main key's level 3 uses \(right)")
    }
  }

  @Test("Every stroke in the reverse index types its character", arguments: LayoutFixtures.sweep)
  func everyIndexedStrokeTypesItsCharacter(_ fixture: LayoutFixture) throws {
    let (keymap, layout) = try Self.load(fixture)
    var mismatches: [String] = []
    var strokeCount = 0
    for character in layout.characters {
      let strokes = layout.strokes(for: character)
      if strokes.isEmpty { mismatches.append("\(String(reflecting: character)) is indexed with no stroke") }
      for stroke in strokes {
        strokeCount += 1
        guard let typed = keymap.type(stroke) else {
          mismatches.append("\(String(reflecting: character)) via \(stroke): cannot be typed")
          continue
        }
        if typed.character != character || typed.isDead != stroke.isDead {
          mismatches.append(
            "\(String(reflecting: character)) via \(stroke) level \(stroke.level): typing gives \(typed.keysym)"
              + " \(String(reflecting: typed.character)) dead=\(typed.isDead)")
        }
      }
    }
    #expect(
      mismatches.isEmpty,
      "\(layout.name): \(mismatches.count) mismatches:\n\(mismatches.prefix(40).joined(separator: "\n"))")
    #expect(strokeCount >= 90, "\(layout.name): only \(strokeCount) strokes indexed")
  }

  @Test(
    "The reverse index lists every level of the table that types a character, and nothing else",
    arguments: LayoutFixtures.sweep)
  func reverseIndexMatchesTheTable(_ fixture: LayoutFixture) throws {
    let layout = try Layout.xkb(fixture.layoutSpec(), platform: fixture.platform)
    var fromTable: [Character: Set<Stroke>] = [:]
    for entry in layout.keys {
      for level in entry.levels {
        guard let character = level.character else { continue }
        fromTable[character, default: []].insert(
          Stroke(
            key: entry.key, group: entry.group, level: level.level, modifiers: level.modifiers, isDead: level.isDead))
      }
    }
    #expect(Set(layout.characters) == Set(fromTable.keys))
    for (character, strokes) in fromTable {
      let indexed = layout.strokes(for: character)
      #expect(
        indexed.count == Set(indexed).count, "\(layout.name): \(String(reflecting: character)) lists a stroke twice")
      #expect(
        Set(indexed) == strokes,
        "\(layout.name): \(String(reflecting: character)) indexed \(indexed), table has \(strokes)")
    }
  }

  /// The documented order (`Stroke.costKey`, `Layout.strokes(for:)`): main keys, then other
  /// keys, then the keypad; then fewer modifiers (by `Modifiers.cost`: Shift before Option);
  /// then earlier groups; then live keys before dead keys; then keyboard order.
  @Test("Strokes for a character come cheapest first", arguments: LayoutFixtures.sweep)
  func strokesAreInCostOrder(_ fixture: LayoutFixture) throws {
    let layout = try Layout.xkb(fixture.layoutSpec(), platform: fixture.platform)
    func rank(_ stroke: Stroke) -> (Int, Int, Int, Int, Int) {
      let section = stroke.key.isMain ? 0 : stroke.key.isKeypad ? 2 : 1
      return (section, stroke.modifiers.cost, stroke.group, stroke.isDead ? 1 : 0, stroke.key.order)
    }
    var disorders: [String] = []
    var multiStrokeCharacters = 0
    for character in layout.characters {
      let strokes = layout.strokes(for: character)
      if strokes.count > 1 { multiStrokeCharacters += 1 }
      for (earlier, later) in zip(strokes, strokes.dropFirst()) where rank(later) < rank(earlier) {
        disorders.append("\(String(reflecting: character)): \(earlier) listed before \(later)")
      }
    }
    #expect(disorders.isEmpty, "\(layout.name):\n\(disorders.prefix(20).joined(separator: "\n"))")
    #expect(multiStrokeCharacters > 0, "\(layout.name): no character has two strokes, the order is untested")
  }

  @Test("Modifier costs follow the documented order: none, Shift, Option, Shift+Option, Level5, Control")
  func modifierCostsFollowTheDocumentedOrder() {
    let documented: [Modifiers] = [[], [.shift], [.option], [.option, .shift], [.level5], [.control]]
    let costs = documented.map(\.cost)
    #expect(costs == costs.sorted() && Set(costs).count == costs.count, "costs \(costs)")
    #expect(Modifiers.altGr.cost == Modifiers.option.cost)
  }
}
