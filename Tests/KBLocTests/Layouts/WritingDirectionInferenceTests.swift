import Testing

@testable import KBLoc

/// `WritingDirection.inferred(fromLettersOf:)` on hand-made tables: each group is judged by the
/// letters its main keys type on levels 1 and 2; a layout is right-to-left when any group mostly
/// types letters of a right-to-left script.
struct WritingDirectionInferenceTests {
  /// One key of a table typing `characters` on levels 1, 2, 3… of `group`.
  static func key(
    _ name: String, _ characters: [Character], group: Int = 1, dead: Bool = false
  ) -> KeyLevels {
    KeyLevels(
      key: Key(name: name), group: group,
      levels: characters.enumerated().map { index, character in
        Level(
          level: index + 1, modifiers: index == 0 ? [] : index == 1 ? [.shift] : [.option],
          keysym: "U\(String(character.unicodeScalars.first?.value ?? 0, radix: 16))", character: character,
          isDead: dead)
      })
  }

  static let latin = [key("AC01", ["a", "A"]), key("AC02", ["s", "S"]), key("AC03", ["d", "D"])]
  static let hebrew = [key("AC01", ["ש"]), key("AC02", ["ד"]), key("AC03", ["ג"])]

  @Test("No letters at all is left to right")
  func emptyTableIsLeftToRight() {
    #expect(WritingDirection.inferred(fromLettersOf: []) == .leftToRight)
    #expect(WritingDirection.inferred(fromLettersOf: [Self.key("AE01", ["1", "!"])]) == .leftToRight)
  }

  @Test("Latin letters are left to right; Hebrew, Arabic, Syriac, Thaana and N'Ko letters are right to left")
  func scriptsDecide() {
    #expect(WritingDirection.inferred(fromLettersOf: Self.latin) == .leftToRight)
    #expect(WritingDirection.inferred(fromLettersOf: [Self.key("AC01", ["ф", "Ф"])]) == .leftToRight)
    #expect(WritingDirection.inferred(fromLettersOf: Self.hebrew) == .rightToLeft)
    for letter: Character in ["ش", "ܫ", "ހ", "ߊ", "ﺵ"] {
      #expect(WritingDirection.inferred(fromLettersOf: [Self.key("AC01", [letter])]) == .rightToLeft, "\(letter)")
    }
  }

  @Test("Any right-to-left group makes the layout right to left")
  func anyGroupDecides() {
    let hebrewSecond = Self.hebrew.map { KeyLevels(key: $0.key, group: 2, levels: $0.levels) }
    #expect(WritingDirection.inferred(fromLettersOf: Self.latin + hebrewSecond) == .rightToLeft)
  }

  @Test("Groups past XKB's four, and group numbers below 1, are judged like the others")
  func unusualGroupsDecide() {
    for group in [0, 5, 1_000_000_000] {
      let hebrew = Self.hebrew.map { KeyLevels(key: $0.key, group: group, levels: $0.levels) }
      #expect(WritingDirection.inferred(fromLettersOf: Self.latin + hebrew) == .rightToLeft, "group \(group)")
      let latin = Self.latin.map { KeyLevels(key: $0.key, group: group, levels: $0.levels) }
      #expect(WritingDirection.inferred(fromLettersOf: latin) == .leftToRight, "group \(group)")
    }
  }

  @Test("A group is right to left only when most of its letters are")
  func majorityDecides() {
    let mostlyLatin = Self.latin + [Self.key("AC04", ["ש"]), Self.key("AC05", ["ד"])]
    #expect(WritingDirection.inferred(fromLettersOf: mostlyLatin) == .leftToRight)
    let half = [Self.key("AC01", ["a"]), Self.key("AC02", ["ש"])]
    #expect(WritingDirection.inferred(fromLettersOf: half) == .leftToRight)
    let mostlyHebrew = Self.hebrew + [Self.key("AC04", ["a"])]
    #expect(WritingDirection.inferred(fromLettersOf: mostlyHebrew) == .rightToLeft)
  }

  @Test("Only main keys, levels 1 and 2, and live keys count")
  func onlyMainLiveLowerLevelsCount() {
    // Hebrew on the keypad, on level 3, or as dead keys does not make a Latin layout RTL.
    let keypad = [Self.key("KP1", ["ש"]), Self.key("KP2", ["ד"]), Self.key("KP3", ["ג"]), Self.key("KP4", ["ה"])]
    #expect(WritingDirection.inferred(fromLettersOf: Self.latin + keypad) == .leftToRight)
    let levelThree = ["AC01", "AC02", "AC03", "AC04"].map { Self.key($0, ["x", "X", "ש"]) }
    #expect(WritingDirection.inferred(fromLettersOf: levelThree) == .leftToRight)
    let dead = ["AD01", "AD02", "AD03", "AD04"].map { Self.key($0, ["ש"], dead: true) }
    #expect(WritingDirection.inferred(fromLettersOf: Self.latin + dead) == .leftToRight)
    // The same Hebrew letters on main keys' level 1 do.
    #expect(
      WritingDirection.inferred(fromLettersOf: ["AC01", "AC02", "AC03", "AC04"].map { Self.key($0, ["ש"]) })
        == .rightToLeft)
  }

  @Test("Right-to-left punctuation and digits are not letters")
  func nonLettersDoNotCount() {
    // Arabic comma and Arabic-Indic digits are in the Arabic block but are not alphabetic.
    let arabicPunctuation = [Self.key("AB08", ["،"]), Self.key("AE01", ["١"]), Self.key("AE02", ["٢"])]
    #expect(WritingDirection.inferred(fromLettersOf: Self.latin + arabicPunctuation) == .leftToRight)
    #expect(WritingDirection.inferred(fromLettersOf: arabicPunctuation) == .leftToRight)
  }
}
