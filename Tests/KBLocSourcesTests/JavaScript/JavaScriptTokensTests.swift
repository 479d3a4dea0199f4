import Testing

@testable import KBLocSources

/// The JavaScript lexer: strings, comments, regular expressions and templates are told apart, so
/// that nothing inside them is taken for code, and one stray quote costs one line.
struct JavaScriptTokensTests {
  /// Each token as `KIND:TEXT`, strings as their decoded value.
  static func described(_ text: String) -> [String] {
    let tokens = JavaScriptTokens(text)
    return tokens.tokens.indices.map { index in
      switch tokens.tokens[index].kind {
      case .identifier: return "id:\(tokens.text(index))"
      case .number: return "num:\(tokens.text(index))"
      case .string(let value): return "str:\(value)"
      case .templatePart(let value, let part): return "tpl-\(part):\(value)"
      case .regularExpression: return "re:\(tokens.text(index))"
      case .punctuator: return String(tokens.text(index))
      }
    }
  }

  @Test func commentsAndStringsHideWhatTheyHold() {
    #expect(
      Self.described(#"a /* accelerator: 'x' */ + 'it\'s // not' // accelerator"#) == [
        "id:a", "+", "str:it's // not",
      ])
    #expect(Self.described(#"x = "\u0041\x42\u{1F600}\n""#) == ["id:x", "=", "str:AB😀\n"])
  }

  @Test func aSlashAfterAValueDividesAndElsewhereStartsARegularExpression() {
    #expect(Self.described("a / b / c") == ["id:a", "/", "id:b", "/", "id:c"])
    #expect(Self.described("x = /'[/]'/g.test(y)") == ["id:x", "=", "re:/'[/]'/g", ".", "id:test", "(", "id:y", ")"])
    #expect(Self.described("return /a/") == ["id:return", "re:/a/"])
    #expect(Self.described("(a) / 2") == ["(", "id:a", ")", "/", "num:2"])
  }

  @Test func templatesKeepTheirSubstitutionsAsTokens() {
    #expect(Self.described("`plain ${'no'}`") == ["tpl-head:plain ", "${", "str:no", "tpl-tail:"])
    #expect(
      Self.described("`${a ? `x${b}` : 'c'}+S`") == [
        "tpl-head:", "${", "id:a", "?", "tpl-head:x", "${", "id:b", "tpl-tail:", ":", "str:c", "tpl-tail:+S",
      ])
    #expect(Self.described("`one ${ {a: 1}.a } two`").last == "tpl-tail: two")
    let tokens = JavaScriptTokens("f(`a${x}b`)")
    #expect(tokens.partner[1] == 6)
    #expect(tokens.partner[2] == 5)
  }

  @Test func aStrayQuoteEndsAtTheLineBreak() {
    let text = "<p>Don't</p>\nconst a = { label: 'Undo' }"
    let described = Self.described(text)
    #expect(described.suffix(6) == ["id:a", "=", "{", "id:label", ":", "str:Undo", "}"].suffix(6))
    let tokens = JavaScriptTokens(text)
    let brace = tokens.tokens.firstIndex { tokens.text(tokens.tokens.firstIndex(of: $0) ?? 0) == "{" }
    #expect(brace.map { tokens.partner[$0] } == tokens.tokens.count - 1)
  }

  @Test func bracketsPairAndKnowWhatHoldsThem() {
    let tokens = JavaScriptTokens("[{ a: (1) }, ]")
    #expect(tokens.partner == [9, 7, -1, -1, 6, -1, 4, 1, -1, 0])
    #expect(tokens.enclosing[4] == 1)
    #expect(tokens.enclosing[9] == -1)
    // An unmatched closer pairs with nothing and breaks nothing.
    #expect(JavaScriptTokens(") ( ]").partner == [-1, -1, -1])
  }
}
