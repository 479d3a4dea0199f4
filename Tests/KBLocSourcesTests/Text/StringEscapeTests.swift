import Testing

@testable import KBLocSources

/// The one backslash-escape decoder that Objective-C strings and old-style property lists share,
/// and the escapes on which the two dialects differ.
struct StringEscapeTests {
  /// The text of `escapes` (each written without its backslash) decoded one after another, and
  /// whether every escape decoded.
  static func decode(_ escapes: String, _ dialect: StringEscape.Dialect) -> (String, Bool) {
    let bytes = Array(escapes.utf8)
    var value: [UInt8] = []
    var index = 0
    var wellFormed = true
    while index < bytes.count {
      wellFormed = StringEscape.decode(bytes, at: &index, onto: &value, dialect: dialect) && wellFormed
    }
    return (String(decoding: value, as: UTF8.self), wellFormed)
  }

  @Test func bothDialectsShareCsSimpleAndOctalEscapes() {
    for dialect in [StringEscape.Dialect.c, .propertyList] {
      #expect(Self.decode(#"ntr\"101u00e9"#, dialect) == ("\n\t\r\\\"Aé", true))
    }
  }

  @Test func onlyCKnowsEscapeHexadecimalAndLineContinuation() {
    #expect(Self.decode("exA\n", .c) == ("\u{1B}\n", true))
    #expect(Self.decode("exA\n", .propertyList) == ("exA\n", true))
  }

  @Test func aPropertyListsCapitalUTakesFourDigitsWhereCsTakesEight() {
    #expect(Self.decode("U0001FAFF", .c) == ("\u{1FAFF}", true))
    #expect(Self.decode("U0001FAFF", .propertyList) == ("\u{1}FAFF", true))
  }

  @Test func aNumberThatIsNoScalarIsMalformedInCAndReplacedInAPropertyList() {
    #expect(Self.decode("uD800", .c) == ("", false))
    #expect(Self.decode("uD800", .propertyList) == ("\u{FFFD}", false))
    #expect(Self.decode("x", .c) == ("\0", false))
  }
}
