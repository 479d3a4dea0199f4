import KBLoc
import KBLocTestSupport
import Testing

struct JSONDocumentTests {
  // MARK: - Helpers

  /// A JSON value without positions, to compare structure.
  private indirect enum Plain: Equatable {
    case object([(String, Plain)])
    case array([Plain])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    init(_ value: JSONValue) {
      switch value.kind {
      case .object(let members): self = .object(members.map { ($0.key, Plain($0.value)) })
      case .array(let elements): self = .array(elements.map(Plain.init))
      case .string(let text): self = .string(text)
      case .number(let literal): self = .number(literal)
      case .bool(let flag): self = .bool(flag)
      case .null: self = .null
      }
    }

    static func == (lhs: Plain, rhs: Plain) -> Bool {
      switch (lhs, rhs) {
      case (.object(let a), .object(let b)):
        return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
      case (.array(let a), .array(let b)): return a == b
      case (.string(let a), .string(let b)): return a == b
      case (.number(let a), .number(let b)): return a == b
      case (.bool(let a), .bool(let b)): return a == b
      case (.null, .null): return true
      default: return false
      }
    }
  }

  /// Writes a value back as JSON, escaping what must be escaped.
  private static func serialize(_ value: JSONValue) -> String {
    switch value.kind {
    case .object(let members):
      return "{" + members.map { quote($0.key) + ":" + serialize($0.value) }.joined(separator: ",") + "}"
    case .array(let elements):
      return "[" + elements.map(serialize).joined(separator: ",") + "]"
    case .string(let text): return quote(text)
    case .number(let literal): return literal
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    }
  }

  private static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func parseError(_ text: String) throws -> JSONParseError {
    try #require(throws: JSONParseError.self) { try JSONDocument(parsing: text) }
  }

  private static func parseError(bytes: [UInt8]) throws -> JSONParseError {
    try #require(throws: JSONParseError.self) { try JSONDocument(parsing: bytes) }
  }

  // MARK: - Values

  @Test func readsEveryKindOfValue() throws {
    let document = try JSONDocument(
      parsing: #"{"s": "x", "n": -1.5e3, "t": true, "f": false, "z": null, "a": [1, [2]], "o": {"k": {}}}"#)
    let root = document.root
    #expect(root["s"]?.string == "x")
    #expect(root["n"]?.kind == .number("-1.5e3"))
    #expect(root["n"]?.number == -1500)
    #expect(root["t"]?.bool == true)
    #expect(root["f"]?.bool == false)
    #expect(root["z"]?.isNull == true)
    #expect(root["a"]?.array?.count == 2)
    #expect(root["o"]?["k"]?.members?.isEmpty == true)
    #expect(root.members?.map(\.key) == ["s", "n", "t", "f", "z", "a", "o"])
    #expect(root["missing"] == nil)
    #expect(root["s"]?["x"] == nil)
  }

  @Test(arguments: ["0", "-0", "1", "-1", "10", "1.5", "-0.25", "1e5", "1E5", "1e+5", "1e-5", "123.456e-78", "1e400"])
  func keepsNumberLiteralsAsWritten(literal: String) throws {
    #expect(try JSONDocument(parsing: literal).root.kind == .number(literal))
  }

  @Test(arguments: ["\"\"", "true", "false", "null", "[]", "{}", " 1 ", "\"x\""])
  func acceptsAnyValueAtTheTop(text: String) throws {
    let root = try JSONDocument(parsing: text).root
    #expect(root.position == SourcePosition(line: 1, column: text.hasPrefix(" ") ? 2 : 1))
  }

  @Test func decodesEveryEscape() throws {
    let text = #""\"\\\/\b\f\n\r\t\u0041\u00e9\u00E9\uD83D\uDE00\u0000""#
    #expect(try JSONDocument(parsing: text).root.string == "\"\\/\u{8}\u{C}\n\r\tAéé😀\u{0}")
  }

  @Test func keepsNonASCIITextAsIs() throws {
    #expect(
      try JSONDocument(parsing: #"["é", "日本", "👍🏽", "e\#u{301}"]"#).root.array?.compactMap(\.string) == [
        "é", "日本", "👍🏽", "e\u{301}",
      ])
  }

  // MARK: - Positions

  @Test func recordsTheLineAndColumnOfEveryValueAndKey() throws {
    let text = """
      {
        "shortcuts": [
          {"id": "undo", "keys": "Command-Z"},
          {"id": "redo", "keys": true}
        ],
        "n": -3
      }
      """
    let root = try JSONDocument(parsing: text).root
    #expect(root.position == SourcePosition(line: 1, column: 1))
    let shortcuts = try #require(root.member("shortcuts"))
    #expect(shortcuts.keyPosition == SourcePosition(line: 2, column: 3))
    #expect(shortcuts.value.position == SourcePosition(line: 2, column: 16))
    let entries = try #require(shortcuts.value.array)
    #expect(entries[0].position == SourcePosition(line: 3, column: 5))
    #expect(entries[0].member("keys")?.keyPosition == SourcePosition(line: 3, column: 20))
    #expect(entries[0]["keys"]?.position == SourcePosition(line: 3, column: 28))
    #expect(entries[1]["keys"]?.position == SourcePosition(line: 4, column: 28))
    #expect(root["n"]?.position == SourcePosition(line: 6, column: 8))
  }

  @Test func countsColumnsInUnicodeScalars() throws {
    // "é" precomposed is one scalar; "e" + U+0301 is two; "👍🏽" is two (emoji + skin tone).
    let precomposed = try JSONDocument(parsing: #"["é", 1]"#).root.array
    let decomposed = try JSONDocument(parsing: "[\"e\u{301}\", 1]").root.array
    let emoji = try JSONDocument(parsing: #"["👍🏽", 1]"#).root.array
    #expect(precomposed?[1].position.column == 7)
    #expect(decomposed?[1].position.column == 8)
    #expect(emoji?[1].position.column == 8)
  }

  @Test(arguments: [
    ("[\n1,\nx]", 3, 1), ("[\r\n1,\r\nx]", 3, 1), ("[\r1,\rx]", 3, 1), ("[\r\n\r\n  x]", 3, 3), ("[\n\r  x]", 3, 3),
  ])
  func countsLinesEndedByLFCRLFAndCR(text: String, line: Int, column: Int) throws {
    let error = try Self.parseError(text)
    #expect(error.reason == .invalidLiteral)
    #expect(error.position == SourcePosition(line: line, column: column))
  }

  @Test func byteOrderMarkTakesNoColumn() throws {
    let document = try JSONDocument(parsing: "\u{FEFF}[1, 2]")
    #expect(document.root.position == SourcePosition(line: 1, column: 1))
    #expect(document.root.array?[1].position == SourcePosition(line: 1, column: 5))
    let error = try Self.parseError("\u{FEFF}[x]")
    #expect(error.position == SourcePosition(line: 1, column: 2))
  }

  @Test func byteOrderMarkInBytesTakesNoColumn() throws {
    let document = try JSONDocument(parsing: [0xEF, 0xBB, 0xBF] + Array("[1, 2]".utf8))
    #expect(document.root.array?[1].position == SourcePosition(line: 1, column: 5))
  }

  @Test func byteOrderMarkElsewhereIsAnError() throws {
    let error = try Self.parseError("[1, \u{FEFF}2]")
    #expect(error.reason == .unexpectedCharacter)
    #expect(error.position == SourcePosition(line: 1, column: 5))
    #expect(error.message == "Expected a value, found U+FEFF")
  }

  // MARK: - Errors

  static let errors: [(String, JSONParseError.Reason, Int, Int, String)] = [
    ("", .empty, 1, 1, "1:1: No JSON value in the text; write one, such as {}"),
    ("  \n ", .empty, 2, 2, "2:2: No JSON value in the text; write one, such as {}"),
    ("[1, 2,]", .trailingComma, 1, 6, "1:6: Trailing comma before ']'; remove it, JSON allows none"),
    ("{\"a\": 1,\n}", .trailingComma, 1, 8, "1:8: Trailing comma before '}'; remove it, JSON allows none"),
    ("[1 2]", .unexpectedCharacter, 1, 4, "1:4: Expected ',' or ']', found '2'"),
    ("{\"a\": 1 \"b\": 2}", .unexpectedCharacter, 1, 9, "1:9: Expected ',' or '}', found '\"'"),
    ("{\"a\" 1}", .unexpectedCharacter, 1, 6, "1:6: Expected ':' after the key, found '1'"),
    ("[1,,2]", .unexpectedCharacter, 1, 4, "1:4: Expected a value, found ','"),
    ("{\"a\":}", .unexpectedCharacter, 1, 6, "1:6: Expected a value, found '}'"),
    ("{1: 2}", .unquotedKey, 1, 2, "1:2: Key '1' without quotes; write it in double quotes, \"1\""),
    ("{[]: 2}", .unexpectedCharacter, 1, 2, "1:2: Expected a key in double quotes, found '['"),
    ("+1", .unexpectedCharacter, 1, 1, "1:1: Expected a value, found '+'"),
    (".5", .unexpectedCharacter, 1, 1, "1:1: Expected a value, found '.'"),
    (
      "[\u{A0}1]", .unexpectedCharacter, 1, 2,
      "1:2: Expected a value, found U+00A0; only spaces, tabs and line breaks may separate JSON tokens"
    ),
    ("{a: 1}", .unquotedKey, 1, 2, "1:2: Key 'a' without quotes; write it in double quotes, \"a\""),
    ("{'a': 1}", .singleQuotes, 1, 2, "1:2: String in single quotes; use double quotes"),
    ("['a']", .singleQuotes, 1, 2, "1:2: String in single quotes; use double quotes"),
    ("// note\n[]", .comment, 1, 1, "1:1: Comment in JSON; remove it, JSON has no comments"),
    ("[1, /* two */ 2]", .comment, 1, 5, "1:5: Comment in JSON; remove it, JSON has no comments"),
    ("[1 // one\n]", .comment, 1, 4, "1:4: Comment in JSON; remove it, JSON has no comments"),
    ("[True]", .invalidLiteral, 1, 2, "1:2: Unexpected 'True'; write 'true' in lowercase"),
    (
      "[nul]", .invalidLiteral, 1, 2,
      "1:2: Unexpected 'nul'; write a string in double quotes, a number, true, false or null"
    ),
    (
      "[undefined]", .invalidLiteral, 1, 2,
      "1:2: Unexpected 'undefined'; write a string in double quotes, a number, true, false or null"
    ),
    (
      "NaN", .invalidLiteral, 1, 1,
      "1:1: Unexpected 'NaN'; write a string in double quotes, a number, true, false or null"
    ),
    (
      "truex", .invalidLiteral, 1, 1,
      "1:1: Unexpected 'truex'; write a string in double quotes, a number, true, false or null"
    ),
    ("[\"abc", .unterminatedString, 1, 2, "1:2: Unterminated string; close it with '\"'"),
    ("\"ab\\", .unterminatedString, 1, 1, "1:1: Unterminated string; close it with '\"'"),
    (
      "\"a\nb\"", .controlCharacter, 1, 3,
      "1:3: Line break in a string; close the string on the line it starts, or write '\\n'"
    ),
    ("\"a\tb\"", .controlCharacter, 1, 3, "1:3: Control character U+0009 in a string; write it escaped, as '\\t'"),
    (
      "\"a\u{1}b\"", .controlCharacter, 1, 3,
      "1:3: Control character U+0001 in a string; write it escaped, as '\\u0001'"
    ),
    (
      "\"a\\\nb\"", .controlCharacter, 1, 4,
      "1:4: Line break in a string; close the string on the line it starts, or write '\\n'"
    ),
    (
      "\"\\q\"", .invalidEscape, 1, 2,
      "1:2: Invalid escape '\\q' in a string; JSON's escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
    ),
    (
      "\"\\u12G4\"", .invalidEscape, 1, 2,
      "1:2: Invalid escape '\\u12G' in a string; write four hexadecimal digits after '\\u'"
    ),
    (
      "\"\\u12\"", .invalidEscape, 1, 2,
      "1:2: Invalid escape '\\u12' in a string; write four hexadecimal digits after '\\u'"
    ),
    (
      "\"\\uD800\"", .unpairedSurrogate, 1, 2,
      "1:2: Unpaired surrogate '\\uD800' in a string; follow a high surrogate \\uD800–\\uDBFF with a low surrogate \\uDC00–\\uDFFF"
    ),
    (
      "\"x\\udc00\"", .unpairedSurrogate, 1, 3,
      "1:3: Unpaired surrogate '\\uDC00' in a string; follow a high surrogate \\uD800–\\uDBFF with a low surrogate \\uDC00–\\uDFFF"
    ),
    (
      "\"\\uD800\\u0041\"", .unpairedSurrogate, 1, 2,
      "1:2: Unpaired surrogate '\\uD800' in a string; follow a high surrogate \\uD800–\\uDBFF with a low surrogate \\uDC00–\\uDFFF"
    ),
    (
      "\"\\uD800\\u00\"", .invalidEscape, 1, 8,
      "1:8: Invalid escape '\\u00' in a string; write four hexadecimal digits after '\\u'"
    ),
    ("01", .invalidNumber, 1, 1, "1:1: Invalid number '01'; remove the leading zero"),
    ("[-01]", .invalidNumber, 1, 2, "1:2: Invalid number '-01'; remove the leading zero"),
    ("[1.]", .invalidNumber, 1, 2, "1:2: Invalid number '1.'; write a digit after the decimal point"),
    ("-", .invalidNumber, 1, 1, "1:1: Invalid number '-'; write a digit after '-'"),
    ("-x", .invalidNumber, 1, 1, "1:1: Invalid number '-'; write a digit after '-'"),
    ("1e", .invalidNumber, 1, 1, "1:1: Invalid number '1e'; write the exponent's digits"),
    ("1e+", .invalidNumber, 1, 1, "1:1: Invalid number '1e+'; write the exponent's digits"),
    (
      "{\"a\": 1,\n \"a\": 2}", .duplicateKey, 2, 2,
      "2:2: Duplicate key 'a'; the object has it already at line 1, column 2; keep one"
    ),
    (
      "[1] [2]", .trailingContent, 1, 5,
      "1:5: Unexpected '[' after the JSON value; remove it, or put the values in an array"
    ),
    (
      "{} x", .trailingContent, 1, 4,
      "1:4: Unexpected 'x' after the JSON value; remove it, or put the values in an array"
    ),
    (
      "[1,", .unexpectedEnd, 1, 4,
      "1:4: Expected a value, found the end of the text; close the array opened at line 1, column 1"
    ),
    (
      "[1", .unexpectedEnd, 1, 3,
      "1:3: Expected ',' or ']', found the end of the text; close the array opened at line 1, column 1"
    ),
    (
      "{\"a\":", .unexpectedEnd, 1, 6,
      "1:6: Expected a value, found the end of the text; close the object opened at line 1, column 1"
    ),
    (
      "{\"a\"", .unexpectedEnd, 1, 5,
      "1:5: Expected ':' after the key, found the end of the text; close the object opened at line 1, column 1"
    ),
    (
      "{", .unexpectedEnd, 1, 2,
      "1:2: Expected a key in double quotes, found the end of the text; close the object opened at line 1, column 1"
    ),
    (
      "[{\"a\": [1]},\n", .unexpectedEnd, 2, 1,
      "2:1: Expected a value, found the end of the text; close the array opened at line 1, column 1"
    ),
  ]

  @Test(arguments: errors)
  func reportsEveryErrorWithItsPlaceAndAFix(
    text: String, reason: JSONParseError.Reason, line: Int, column: Int, description: String
  ) throws {
    let error = try Self.parseError(text)
    #expect(error.reason == reason)
    #expect(error.position == SourcePosition(line: line, column: column))
    #expect(error.description == description)
  }

  @Test func errorTableCoversEveryReason() {
    let covered = Set(Self.errors.map(\.1)).union([.tooDeep, .invalidUTF8])
    #expect(covered == Set(JSONParseError.Reason.allCases))
  }

  @Test func rejectsUTF16() throws {
    let error = try Self.parseError(bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00])
    #expect(error.reason == .invalidUTF8)
    #expect(error.description == "1:1: The text is UTF-16, not UTF-8; save it as UTF-8")
  }

  @Test(arguments: [
    ([0x5B, 0x31, 0x2C, 0x0A, 0x20, 0x32, 0x2C, 0x20, 0xFF, 0x5D] as [UInt8], 2, 5),
    ([0x22, 0xC3, 0xA9, 0xC3, 0x22] as [UInt8], 1, 3),
    ([0xC0, 0x80] as [UInt8], 1, 1),
    ([0x5B, 0x0D, 0x0A, 0xED, 0xA0, 0x80, 0x5D] as [UInt8], 2, 1),
  ])
  func rejectsBytesThatAreNotUTF8AtTheirPlace(bytes: [UInt8], line: Int, column: Int) throws {
    let error = try Self.parseError(bytes: bytes)
    #expect(error.reason == .invalidUTF8)
    #expect(error.position == SourcePosition(line: line, column: column))
    #expect(error.message == "Bytes that are not UTF-8")
  }

  @Test func bytesAndTextGiveTheSameDocument() throws {
    let text = "{\r\n  \"é\": [1, \"👍🏽\", {\"k\": null}]\r\n}"
    #expect(try JSONDocument(parsing: Array(text.utf8)) == JSONDocument(parsing: text))
  }

  // MARK: - Depth

  @Test func acceptsNestingUpToTheLimit() throws {
    let depth = JSONDocument.defaultMaximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var value = try JSONDocument(parsing: text).root
    var levels = 1
    while let inner = value.array?.first {
      value = inner
      levels += 1
    }
    #expect(levels == depth)
  }

  @Test func rejectsNestingBeyondTheLimit() throws {
    let depth = JSONDocument.defaultMaximumDepth + 1
    let error = try Self.parseError(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
    #expect(error.reason == .tooDeep)
    #expect(error.position == SourcePosition(line: 1, column: depth))
    #expect(error.description == "1:513: Arrays and objects nested deeper than 512 levels; flatten the data")
  }

  @Test func hostileNestingFailsFastWithoutExhaustingTheStack() throws {
    let error = try Self.parseError(String(repeating: "[{\"a\":", count: 200_000))
    #expect(error.reason == .tooDeep)
  }

  @Test func honoursACustomDepthLimit() throws {
    #expect(throws: JSONParseError.self) { try JSONDocument(parsing: "[[[1]]]", maximumDepth: 2) }
    #expect(try JSONDocument(parsing: "[[1]]", maximumDepth: 2).root.array?.count == 1)
  }

  @Test func objectsAndArraysCountTowardTheSameDepth() throws {
    let error = try #require(throws: JSONParseError.self) {
      try JSONDocument(parsing: #"{"a": [{"b": [1]}]}"#, maximumDepth: 3)
    }
    #expect(error.reason == .tooDeep)
    #expect(error.position == SourcePosition(line: 1, column: 14))
  }

  // MARK: - Fuzzing

  /// Checks the property every input must have: it parses to a value that survives writing and
  /// reading back, or it throws an error placed inside the text.
  private static func checkParsesOrThrowsInside(_ bytes: [UInt8]) -> Bool {
    let lines = 1 + bytes.filter { $0 == 0x0A || $0 == 0x0D }.count
    do {
      let document = try JSONDocument(parsing: bytes)
      let again = try JSONDocument(parsing: serialize(document.root))
      #expect(Plain(again.root) == Plain(document.root), "\(bytes)")
      return true
    } catch {
      #expect(error.position.line >= 1 && error.position.line <= lines, "\(bytes): \(error)")
      #expect(error.position.column >= 1 && error.position.column <= bytes.count + 1, "\(bytes): \(error)")
      #expect(!error.message.isEmpty)
      return false
    }
  }

  @Test func randomBytesParseOrThrowWithAPlace() {
    let alphabet =
      Array(#"{}[]:,"\ -+.0123456789eEtruefalsnul/*'x"#.utf8) + [0x0A, 0x0D, 0x09, 0x00, 0xC3, 0xA9, 0xFF, 0xED]
    var generator = SplitMix64(state: 42)
    var parsed = 0
    for _ in 0..<4_000 {
      let length = Int.random(in: 0...24, using: &generator)
      let bytes = (0..<length).map { _ in
        Bool.random(using: &generator)
          ? alphabet.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
      }
      if Self.checkParsesOrThrowsInside(bytes) { parsed += 1 }
    }
    #expect(parsed > 0)
  }

  @Test func mutatedDocumentsParseOrThrowWithAPlace() {
    let seeds = [
      #"{"shortcuts": [{"id": "undo", "keys": "Command-Z", "mirror": false}, {"id": "é", "keys": "⌘\u00e9"}]}"#,
      "[1, -2.5e+3, true, false, null, \"\\uD83D\\uDE00\", {\"a\": [[], {}]}]",
      "{\r\n  \"lint\": {\"disable\": [\"a\", \"b\"]},\r\n  \"n\": 0.0\r\n}",
    ].map { Array($0.utf8) }
    var generator = SplitMix64(state: 7)
    var parsed = 0
    var failed = 0
    let interesting = Array(#"{}[]:,"\0-e."#.utf8) + [0x0A, 0x80, 0xFF]
    for round in 0..<6_000 {
      var bytes = seeds[round % seeds.count]
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        guard !bytes.isEmpty else { break }
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        let byte =
          Bool.random(using: &generator)
          ? interesting.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(byte, at: at)
        case 2: bytes[at] = byte
        default:
          let end = min(bytes.count, at + Int.random(in: 1...8, using: &generator))
          bytes.insert(contentsOf: bytes[at..<end], at: at)
        }
      }
      if Self.checkParsesOrThrowsInside(bytes) { parsed += 1 } else { failed += 1 }
    }
    #expect(parsed > 100)
    #expect(failed > 100)
  }

  @Test func serializedDocumentsReadBackEqual() throws {
    let text = #"{"a": [1, "x\n\u0001\"", {"b": null}], "c": {"d": [true, false]}, "é": -0.5E-7}"#
    let document = try JSONDocument(parsing: text)
    #expect(Plain(try JSONDocument(parsing: Self.serialize(document.root)).root) == Plain(document.root))
  }
}
