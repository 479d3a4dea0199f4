import KBLoc
import Testing

/// Hostile input is refused, or read in time proportional to its size.
///
/// Issue 13, findings 5, 6 and 9. Each test is a guard, not a benchmark: its bound is many times what the work takes
/// in a debug build on a busy machine, and far below what the quadratic or per-character paths
/// the issue found took (10 to 30 s).
struct HostileInputCostTests {
  /// Runs `work` and returns how long it took.
  private func time(_ work: () throws -> Void) rethrows -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    try work()
    return start.duration(to: clock.now)
  }

  @Test func megabyteLongPhysicalKeyIsRefusedBeforeAnySearch() {
    let text = "code:" + String(repeating: "K", count: 1 << 20)
    let elapsed = time {
      #expect(throws: ShortcutParseError.tooLong(byteCount: text.utf8.count)) { try Shortcut(parsing: text) }
    }
    #expect(elapsed < .seconds(1))
  }

  @Test func letterWithHalfAMillionCombiningAccentsIsRefusedBeforeAnySearch() {
    let text = "Command-Z" + String(repeating: "\u{301}", count: 512 * 1024)
    let elapsed = time {
      #expect(throws: ShortcutParseError.tooLong(byteCount: text.utf8.count)) { try Shortcut(parsing: text) }
    }
    #expect(elapsed < .seconds(1))
  }

  @Test func longestAcceptedShortcutTextIsStillParsed() throws {
    let padding = String(repeating: " ", count: Shortcut.maximumTextLength - "Command-Z".utf8.count)
    #expect(try Shortcut(parsing: "Command-Z" + padding) == Shortcut(.character("Z"), modifiers: .command))
    #expect(throws: ShortcutParseError.tooLong(byteCount: Shortcut.maximumTextLength + 1)) {
      try Shortcut(parsing: "Command-Z " + padding)
    }
  }

  @Test func suggestionsForAHugeNameCostNothing() {
    let name = String(repeating: "lv3:ralt_switch", count: 7_000)  // 105 kB, like the issue's option
    let candidates = (0..<2_000).map { "group\($0):option_\($0)" }
    let elapsed = time { #expect(Suggestions.closest(to: name, among: candidates).isEmpty) }
    #expect(elapsed < .seconds(1))
  }

  @Test func tenThousandUnknownNamesGetTheirSuggestionsInTime() {
    let candidates = (0..<1_000).map { "layout\($0)" }
    let elapsed = time {
      for index in 0..<10_000 { _ = Suggestions.closest(to: "unknown-name-\(index)", among: candidates) }
    }
    #expect(elapsed < .seconds(20))
  }

  @Test func objectWithFiftyThousandMembersIsReadInLinearTime() throws {
    let members = (0..<50_000).map { "\"key\($0)\": \($0)" }.joined(separator: ", ")
    var document: JSONDocument?
    let elapsed = try time { document = try JSONDocument(parsing: "{" + members + "}") }
    #expect(document?.root.members?.count == 50_000)
    #expect(elapsed < .seconds(5))
  }

  @Test func duplicateKeyIsFoundInALargeObject() {
    let members = (0..<1_000).map { "\"key\($0)\": \($0)" }.joined(separator: ", ")
    #expect(throws: JSONParseError.self) { try JSONDocument(parsing: "{" + members + ", \"key500\": 0}") }
  }

  @Test func stringOfFourHundredThousandEscapesIsReadInLinearTime() throws {
    let text = "\"" + String(repeating: "\\u00e9", count: 400_000) + "\""
    var document: JSONDocument?
    let elapsed = try time { document = try JSONDocument(parsing: text) }
    #expect(document?.root.string == String(repeating: "é", count: 400_000))
    #expect(elapsed < .seconds(5))
  }

  @Test func fourThousandCopiesOfOneShortcutLintInLinearTimeAndText() throws {
    let entries = (0..<4_000).map { #"{"id": "c\#($0)", "title": "Command \#($0)", "keys": "Command-Z"}"# }
    let file = try ShortcutFile(parsing: "[" + entries.joined(separator: ",\n") + "]", fileName: "same.json")
    var findings: [LintFinding] = []
    let elapsed = try time { findings = try Linter().lint(file) }
    let duplicates = findings.filter { $0.ruleID == "duplicate-shortcut" }
    #expect(duplicates.count == 4_000)
    // Each finding names its group compactly: two others and a count, not 3,999 names.
    #expect(duplicates.allSatisfy { $0.message.utf8.count < 200 })
    #expect(
      duplicates.first?.message == "'Command-Z' is also the shortcut of 'c1' (line 2), 'c2' (line 3) and 3997 more")
    #expect(elapsed < .seconds(10))
  }

  @Test func badKeyNearTheTopOfAHugeFileIsReportedWithoutReadingTheRest() {
    var lines = (0..<100_000).map { #"{"id": "c\#($0)", "keys": "Command-\#($0 % 10)"}"# }
    lines[10] = #"{"id": "bad", "keys": "Command-Nope"}"#
    let text = "[\n" + lines.joined(separator: ",\n") + "\n]"
    var caught: ShortcutFileError?
    let elapsed = time {
      do throws(ShortcutFileError) {
        _ = try ShortcutFile(parsing: text, fileName: "big.json")
      } catch {
        caught = error
      }
    }
    #expect(caught?.position.line == 12)
    #expect(caught?.shortcutID == "bad")
    #expect(elapsed < .seconds(5))
  }
}
