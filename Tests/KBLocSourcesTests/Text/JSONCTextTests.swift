import Testing

@testable import KBLocSources

/// Comments and trailing commas are blanked out without moving anything else.
struct JSONCTextTests {
  @Test func commentsAndTrailingCommasBecomeSpacesKeepingLineBreaks() {
    let text = "[1, // one é\n/* two\nlines */ 2,]"
    let blanked = JSONCText.blanking(text)
    let spaces = { (count: Int) in String(repeating: " ", count: count) }
    #expect(blanked == "[1," + spaces(9) + "\n" + spaces(6) + "\n" + spaces(9) + "2 ]")
    #expect(blanked.unicodeScalars.count == text.unicodeScalars.count)
  }

  @Test func commentMarkersInsideStringsAreText() {
    let text = #"{"url": "http://x/*y*/", "s": "a\"//b",}"#
    #expect(JSONCText.blanking(text) == #"{"url": "http://x/*y*/", "s": "a\"//b" }"#)
  }

  @Test func positionsAfterACommentAreThoseOfTheOriginalText() throws {
    let document = try JSONCText.document(parsing: "/* é */ [\n  // c\n  \"x\",\n]")
    let element = try #require(document.root.array?.first)
    #expect(element.position.line == 3)
    #expect(element.position.column == 3)
  }
}
