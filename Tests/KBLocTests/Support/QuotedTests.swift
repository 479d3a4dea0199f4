import KBLoc
import Testing

/// `quoted` and `quotedPath`: the one way messages echo input — one line, at most 80 characters inside
/// the quotes, and paths whole.
struct QuotedTests {
  @Test("A short, plain text is only quoted")
  func shortTextIsQuoted() {
    #expect("fx".quoted == "'fx'")
    #expect("Command-Ü".quoted == "'Command-Ü'")
  }

  @Test(
    "Control, format and separator characters are escaped",
    arguments: [
      ("a\nb", "'a\\nb'"), ("a\tb", "'a\\tb'"), ("a\rb", "'a\\rb'"), ("\u{7}", "'\\u{7}'"),
      ("a\u{2028}b", "'a\\u{2028}b'"), ("\u{200B}", "'\\u{200B}'"), ("\u{7F}", "'\\u{7F}'"),
    ])
  func controlCharactersAreEscaped(text: String, expected: String) {
    #expect(text.quoted == expected)
  }

  @Test("A text of exactly 80 characters is kept whole; one more is cut")
  func limitIsEightyCharacters() {
    let eighty = String(repeating: "a", count: 80)
    #expect(eighty.quoted == "'" + eighty + "'")
    let cut = (eighty + "b").quoted
    #expect(cut.count == 82, "\(cut)")
    #expect(cut.contains("…"))
    #expect(cut.hasSuffix("b'"))
  }

  @Test("A huge text with line breaks makes one short line, keeping its start and its end")
  func hugeTextIsCutInTheMiddle() {
    let text = "start" + String(repeating: "x\n", count: 500_000) + "end"
    let quoted = text.quoted
    #expect(quoted.count <= 82, "\(quoted.count) characters")
    #expect(!quoted.contains("\n"))
    #expect(quoted.hasPrefix("'startx\\nx\\n"))
    #expect(quoted.hasSuffix("x\\nend'"))
    #expect(quoted.contains("…"))
  }

  @Test("A long text keeps its start and its end")
  func longTextKeepsItsStartAndEnd() {
    let path = "/home/runner/work/project/project/" + String(repeating: "nested/", count: 10) + "shortcuts.json"
    let quoted = path.quoted
    #expect(quoted.hasPrefix("'/home/runner/work/"))
    #expect(quoted.hasSuffix("/shortcuts.json'"))
    #expect(quoted.count <= 82)
  }

  @Test("A path is shown whole, escaped as quoted escapes")
  func pathIsShownWhole() {
    let path = "/home/runner/work/project/project/" + String(repeating: "nested/", count: 500) + "shortcuts.json"
    #expect(path.count > 3_500)
    #expect(path.quotedPath == "'" + path + "'")
    #expect("/tmp/a\nb\u{7}/x.json".quotedPath == "'/tmp/a\\nb\\u{7}/x.json'")
  }

  @Test("A path of 4,096 characters is kept whole; a longer text is cut in the middle")
  func pathLimitIsPathMax() {
    let longest = "/" + String(repeating: "a", count: 4_095)
    #expect(longest.quotedPath == "'" + longest + "'")
    let cut = (longest + "/shortcuts.json").quotedPath
    #expect(cut.count == 4_098, "\(cut.count) characters")
    #expect(cut.hasPrefix("'/aaa"))
    #expect(cut.hasSuffix("a/shortcuts.json'"))
    #expect(cut.contains("…"))
    let huge = String(repeating: "x\n", count: 500_000).quotedPath
    #expect(huge.count <= 4_098)
    #expect(!huge.contains("\n"))
  }
}
