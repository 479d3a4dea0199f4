import Testing

@testable import KBLocSources

/// The old-style property lists of Xcode projects: every value kind, comments, escapes, and
/// errors with their place.
struct OldStylePropertyListTests {
  @Test func readsEveryKindOfValueAmongComments() throws {
    let text = """
      // !$*UTF8*$!
      { /* a comment */
        name = "Hex Fiend"; path = ../sample_code/Demo; empty = ""; list = (a, "b c", ); nested = { key = value; };
        data = <0fbd 7A>; escaped = "tab\\there \\"quoted\\" \\U00e9 \\101"; 'single' = x;
      }
      """
    let list = try OldStylePropertyList(parsing: text)
    #expect(list["name"]?.string == "Hex Fiend")
    #expect(list["path"]?.string == "../sample_code/Demo")
    #expect(list["empty"]?.string == "")
    #expect(list["list"]?.strings == ["a", "b c"])
    #expect(list["nested"]?["key"]?.string == "value")
    #expect(list["data"] == .data([0x0F, 0xBD, 0x7A]))
    #expect(list["escaped"]?.string == "tab\there \"quoted\" é A")
    #expect(list["single"]?.string == "x")
  }

  @Test(arguments: [
    ("{ a = b; } c", "1:12", "Unexpected text after the property list"),
    ("{ a = b }", "1:9", "Expected ';' after the value of 'a'"),
    ("{ a b; }", "1:5", "Expected '=' after the key 'a'"),
    ("{ a = ; }", "1:7", "Unexpected ';' where a value should be"),
    ("{ a = <0g>; }", "1:9", "Data holds a character that is not hexadecimal"),
    ("/* open", "1:1", "A comment is not closed with '*/'"),
    ("", "1:1", "The property list ends where a value should be"),
  ])
  func reportsWhereTheTextGoesWrong(_ text: String, _ place: String, _ message: String) {
    let error = #expect(throws: OldStylePropertyList.ParseError.self) { try OldStylePropertyList(parsing: text) }
    #expect(error.map { "\($0.position)" } == place)
    #expect(error?.message == message)
  }

  @Test func stopsAtTheDepthLimitInsteadOfRecursingWithoutEnd() {
    let text = String(repeating: "(", count: 100_000)
    let error = #expect(throws: OldStylePropertyList.ParseError.self) { try OldStylePropertyList(parsing: text) }
    #expect(error?.message == "The property list nests deeper than 64 levels")
  }
}
