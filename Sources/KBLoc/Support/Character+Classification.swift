/// The character tests and case mappings kbloc runs on every translation, in one place.
///
/// Each takes an ASCII (or Latin-1) fast path before any Unicode property lookup: these run once
/// or more per localized shortcut.
extension Character {
  /// The character's byte when it is a single ASCII byte; `nil` otherwise, `"\r\n"` included.
  ///
  /// Cheaper than `asciiValue`, which compares with `"\r\n"` first: this runs on every translation.
  @inline(__always)
  var asciiByte: UInt8? {
    var bytes = utf8.makeIterator()
    guard let first = bytes.next(), first < 0x80, bytes.next() == nil else { return nil }
    return first
  }

  /// The scalar, U+0080 to U+00FF, when the character is that one Latin-1 scalar alone; `nil`
  /// otherwise.
  @inline(__always)
  var latin1Scalar: UInt8? {
    var bytes = utf8.makeIterator()
    guard let lead = bytes.next(), lead == 0xC2 || lead == 0xC3, let trail = bytes.next(), bytes.next() == nil
    else { return nil }
    return (lead & 0x03) << 6 | (trail & 0x3F)
  }

  /// Whether the character is one scalar from U+0080 to U+07FF alone (two UTF-8 bytes), a range
  /// with no key-naming character.
  @inline(__always)
  var isTwoByteScalar: Bool {
    var bytes = utf8.makeIterator()
    guard let lead = bytes.next(), (0xC2...0xDF).contains(lead), bytes.next() != nil else { return false }
    return bytes.next() == nil
  }

  /// The character of the ASCII byte `byte` (below 0x80), taken from a table: making it from
  /// its scalar builds a string, on every translation.
  @inline(__always)
  init(asciiByte byte: UInt8) {
    self = Character.asciiCharacters[Int(byte & 0x7F)]
  }

  /// The 128 ASCII characters, by byte.
  private static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

  /// Whether the character equals `other` (``Character`` equality, canonical equivalence), two
  /// ASCII characters compared by their bytes without a call into the string comparison.
  @inline(__always)
  func isQuicklyEqual(to other: Character) -> Bool {
    if let byte = asciiByte, let otherByte = other.asciiByte { return byte == otherByte }
    return self == other
  }

  /// Whether the character is an ASCII letter, `a`–`z` or `A`–`Z`.
  var isASCIILetter: Bool {
    guard let ascii = asciiByte else { return false }
    return (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii)
  }

  /// Whether the character is an ASCII digit, `0`–`9`.
  var isASCIIDigit: Bool {
    guard let ascii = asciiByte else { return false }
    return (0x30...0x39).contains(ascii)
  }

  /// Whether the character is a letter, without a Unicode property lookup for ASCII.
  var isLetterQuickly: Bool {
    if let ascii = asciiByte { return (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii) }
    // Latin-1: ª, µ, º and À to ÿ but × and ÷.
    if let latin1 = latin1Scalar {
      return latin1 == 0xAA || latin1 == 0xB5 || latin1 == 0xBA || (latin1 >= 0xC0 && latin1 != 0xD7 && latin1 != 0xF7)
    }
    return isLetter
  }

  /// The character a shortcut's trigger is looked up as: letters lowercase (`Z` is the z key).
  ///
  /// ASCII takes a fast path: this runs on every translation.
  var lookupForm: Character {
    if let ascii = asciiByte {
      return (65...90).contains(ascii) ? Character(asciiByte: ascii + 32) : self
    }
    if let latin1 = latin1Scalar {
      // À to Þ (but ×) have their small letter 0x20 above; the rest of U+0080 to U+00FF is
      // lowercase already or caseless.
      return (0xC0...0xDE).contains(latin1) && latin1 != 0xD7 ? Character(Unicode.Scalar(latin1 + 0x20)) : self
    }
    return isLetter ? lowercasedIfSingle : self
  }

  /// The uppercase form when it is a single character (`ü` → `Ü`; `ß` stays `ß`).
  var uppercasedIfSingle: Character {
    if let ascii = asciiByte {
      return (0x61...0x7A).contains(ascii) ? Character(asciiByte: ascii - 0x20) : self
    }
    if let latin1 = latin1Scalar, latin1 != 0xFF {
      // à to þ (but ÷) have their capital 0x20 below; the rest of U+0080 to U+00FE is already
      // uppercase, caseless, or (ß, µ) has no single-character capital that lowercases back.
      return (0xE0...0xFE).contains(latin1) && latin1 != 0xF7 ? Character(Unicode.Scalar(latin1 - 0x20)) : self
    }
    let upper = uppercased()
    return upper.count == 1 && upper.lowercased() == String(self) ? Character(upper) : self
  }

  /// The lowercase form when it is a single character.
  var lowercasedIfSingle: Character {
    let lower = lowercased()
    return lower.count == 1 ? Character(lower) : self
  }
}
