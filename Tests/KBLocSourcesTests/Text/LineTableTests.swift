import KBLoc
import Testing

@testable import KBLocSources

struct LineTableTests {
  @Test func everyByteStandsAtALineAndColumnOfTheText() {
    // Lines end at LF, CR LF or a lone CR; columns count scalars; a place is at most one past a
    // line's last character (found by make fuzz: the LF of a CR LF was one column further).
    let text = "a\r\n\u{e9}b\rc\n \r\n"
    let bytes = Array(text.utf8)
    let table = LineTable(bytes)
    let lengths = [1, 2, 1, 1, 0]
    for offset in 0...bytes.count {
      let place = table.position(ofOffset: offset)
      #expect(place.line >= 1 && place.line <= lengths.count, "offset \(offset): line \(place.line)")
      if place.line >= 1 && place.line <= lengths.count {
        #expect(place.column >= 1 && place.column <= lengths[place.line - 1] + 1, "offset \(offset): \(place)")
      }
    }
    #expect(table.position(ofOffset: 1) == SourcePosition(line: 1, column: 2))
    #expect(table.position(ofOffset: 2) == SourcePosition(line: 1, column: 2))
    #expect(table.position(ofOffset: 3) == SourcePosition(line: 2, column: 1))
    #expect(table.position(ofOffset: 5) == SourcePosition(line: 2, column: 2))
    #expect(table.position(ofOffset: bytes.count) == SourcePosition(line: 5, column: 1))
  }
}
