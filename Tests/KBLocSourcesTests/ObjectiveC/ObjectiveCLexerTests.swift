import Testing

@testable import KBLocSources

/// Objective-C text split into tokens: strings with C's escapes, comments and preprocessor lines
/// left out, `@` directives, operators, and byte offsets that point at each token.
struct ObjectiveCLexerTests {
  static func tokens(_ text: String) -> [ObjectiveCToken] { ObjectiveCLexer.tokens(in: Array(text.utf8)) }

  @Test func stringsDecodeCsEscapes() {
    let cases: [(String, String)] = [
      (#"@"\r""#, "\r"), (#"@"\033""#, "\u{1B}"), (#"@"\x1b""#, "\u{1B}"), (#"@"\e""#, "\u{1B}"),
      (#"@"\177""#, "\u{7F}"), (#"@"\uF700""#, "\u{F700}"), (#"@"\"""#, "\""), (#"@"\\""#, "\\"),
      (#""\t""#, "\t"), (#"@"…""#, "…"), ("@\"a\\\nb\"", "ab"),
    ]
    for (source, value) in cases {
      let found = Self.tokens(source)
      #expect(found.count == 1, "\(source)")
      #expect(found.first?.kind == .string, "\(source)")
      #expect(found.first?.text == value, "\(source)")
      #expect(found.first?.isWellFormed == true, "\(source)")
    }
  }

  @Test func aStringCutByItsLineOrABadEscapeIsNotWellFormed() {
    #expect(Self.tokens("@\"abc\nx").first?.isWellFormed == false)
    #expect(Self.tokens(#"@"\u12""#).first?.isWellFormed == false)
    #expect(Self.tokens(#"@"\UFFFFFFFF""#).first?.isWellFormed == false)
  }

  @Test func commentsAndPreprocessorLinesAreLeftOut() {
    let text = """
      #import <Cocoa/Cocoa.h>
      #define KEY @"k" \\
        @"continued"
      // [item setKeyEquivalent:@"x"];
      /* [item setKeyEquivalent:@"y"]; */ a # b
      """
    #expect(Self.tokens(text).map(\.text) == ["a", "#", "b"])
  }

  @Test func directivesOperatorsAndOffsets() {
    let text = #"[m addItemWithTitle:@"Up" action:@selector(up:) keyEquivalent:@"\r"]; x->y |= z;"#
    let found = Self.tokens(text)
    #expect(
      found.map(\.text) == [
        "[", "m", "addItemWithTitle", ":", "Up", "action", ":", "selector", "(", "up", ":", ")", "keyEquivalent", ":",
        "\r", "]", ";", "x", "->", "y", "|=", "z", ";",
      ])
    #expect(found[7].kind == .directive)
    let key = found[14]
    #expect(key.kind == .string)
    #expect(Array(Array(text.utf8)[key.start..<key.end]) == Array(#"@"\r""#.utf8))
  }

  @Test func anyBytesGiveTokensWithoutEndlessLoops() {
    for text in ["@", "\"", "'", "/*", "#", "@\"\\", "'\\x", "\u{FEFF}é[", "\\\n#"] {
      let found = Self.tokens(text)
      #expect(found.allSatisfy { $0.start < $0.end && $0.end <= text.utf8.count }, "\(text.debugDescription)")
    }
  }
}
