import Testing

@testable import KBLoc

/// The ASCII and Latin-1 fast paths of `Character+Classification` give what Unicode's own
/// properties give, for every scalar they cover.
struct CharacterClassificationTests {
  /// U+0000 to U+00FF, each a character of its own.
  static let covered = (0...0xFF).compactMap(Unicode.Scalar.init).map(Character.init)

  @Test func letterTestAgreesWithUnicodeOnASCIIAndLatin1() {
    for character in Self.covered {
      #expect(
        character.isLetterQuickly == character.isLetter,
        "U+\(String(character.unicodeScalars.first?.value ?? 0, radix: 16))")
    }
  }

  @Test func lookupFormIsTheSingleLowercaseOfLettersOnASCIIAndLatin1() {
    for character in Self.covered {
      let lower = character.lowercased()
      let expected = character.isLetter && lower.count == 1 ? Character(lower) : character
      #expect(character.lookupForm == expected, "U+\(String(character.unicodeScalars.first?.value ?? 0, radix: 16))")
    }
  }

  @Test func asciiCharactersFromTheTableAreTheScalarsCharacters() {
    for byte in UInt8(0)..<0x80 {
      #expect(Character(asciiByte: byte) == Character(Unicode.Scalar(byte)), "byte \(byte)")
    }
  }

  @Test func quickEqualityIsCharacterEquality() {
    // Canonical equivalence across the ASCII line: U+037E is `;`, and `é` is `e` with a mark.
    let samples: [Character] = [";", "\u{037E}", "e", "é", "e\u{301}", "Z", "z", "ß", "\r\n", "\r"]
    for left in samples {
      for right in samples {
        #expect(left.isQuicklyEqual(to: right) == (left == right), "'\(left)' '\(right)'")
      }
    }
  }
}
