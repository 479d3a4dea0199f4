/// The tokens of a JavaScript or TypeScript file, with each bracket's partner: enough to find
/// object literals, their properties and their values, not a parser.
///
/// The lexer knows strings (single, double, template literals, with their escapes decoded),
/// comments, regular-expression literals (told from division by the token before, as engines
/// do), numbers, identifiers and punctuators. A string or regular expression that a line break
/// ends before its closing quote ends there, so one stray quote (an apostrophe in JSX text)
/// derails one line, never the file. Template literals keep their substitutions as tokens
/// between a head and a tail. Brackets are matched with a stack; nesting deeper than
/// ``maximumDepth`` is not matched.
///
/// ```swift
/// let tokens = JavaScriptTokens(#"{ label: 'Undo', accelerator: 'CmdOrCtrl+Z' }"#)
/// tokens.tokens.count        // 9
/// tokens.partner[0]          // 8: the closing brace
/// ```
///
/// - Complexity: O(*n*) in the length of the text, in time and memory.
struct JavaScriptTokens {
  /// What a token is.
  enum Kind: Equatable {
    /// A name or a keyword: `accelerator`, `process`, `const`.
    case identifier
    /// A number literal.
    case number
    /// A string literal, or a template literal without substitutions, decoded.
    case string(String)
    /// The text of a template literal up to its first `${` (`head`), between two substitutions
    /// (`middle`), or after the last one (`tail`).
    case templatePart(String, TemplatePart)
    /// A regular-expression literal.
    case regularExpression
    /// Punctuation: `{`, `===`, `?.`, `=>`, `...`.
    case punctuator
  }

  /// Where a piece of a template literal with substitutions stands.
  enum TemplatePart: Equatable {
    case head
    case middle
    case tail
  }

  /// One token: its kind and its bytes.
  struct Token: Equatable {
    var kind: Kind
    /// The offset of its first byte.
    var start: Int
    /// The offset just past its last byte.
    var end: Int
    /// Whether a line break stands between it and the token before.
    var followsLineBreak: Bool
  }

  /// The deepest bracket nesting matched: far more than any menu template.
  static let maximumDepth = 1_000

  /// The file's bytes.
  let bytes: [UInt8]
  /// The tokens, in order.
  private(set) var tokens: [Token] = []
  /// For each token, the index of its partner bracket (`{` ↔ `}`, a template's head ↔ its
  /// tail); `-1` for other tokens and unmatched brackets.
  private(set) var partner: [Int] = []
  /// For each token, the index of the innermost open bracket holding it, `-1` at the top.
  private(set) var enclosing: [Int] = []

  /// Tokenizes `text`.
  init(_ text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// Tokenizes UTF-8 `bytes`.
  init(bytes: [UInt8]) {
    self.bytes = bytes
    var lexer = Lexer(bytes: bytes)
    tokens = lexer.run()
    match()
  }

  /// The text of token `index` as written.
  func text(_ index: Int) -> Substring {
    let token = tokens[index]
    return Substring(decoding: bytes[token.start..<token.end], as: UTF8.self)
  }

  /// Whether token `index` is the punctuator or identifier `text`.
  func token(_ index: Int, is text: String) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    guard token.kind == .punctuator || token.kind == .identifier, token.end - token.start == text.utf8.count else {
      return false
    }
    return bytes[token.start..<token.end].elementsEqual(text.utf8)
  }

  /// The source text from token `first` through token `last`, white space folded to single spaces.
  func source(from first: Int, through last: Int) -> String {
    guard first <= last, first >= 0, last < tokens.count else { return "" }
    var text = ""
    for index in first...last {
      if index > first, tokens[index].start > tokens[index - 1].end { text += " " }
      text += self.text(index)
    }
    return text
  }

  /// Pairs brackets with a stack and records each token's innermost enclosing bracket.
  private mutating func match() {
    partner = Array(repeating: -1, count: tokens.count)
    enclosing = Array(repeating: -1, count: tokens.count)
    var stack: [Int] = []
    for index in tokens.indices {
      enclosing[index] = stack.last ?? -1
      let token = tokens[index]
      switch token.kind {
      case .punctuator:
        // A template's `${` is no bracket: its head and tail are.
        guard token.end - token.start == 1 else { continue }
        switch bytes[token.start] {
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
          if stack.count < Self.maximumDepth { stack.append(index) }
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
          if let open = stack.last, Self.closes(bytes[tokens[open].start], bytes[token.start]) {
            stack.removeLast()
            partner[open] = index
            partner[index] = open
            enclosing[index] = stack.last ?? -1
          }
        default: break
        }
      case .templatePart(_, .head):
        if stack.count < Self.maximumDepth { stack.append(index) }
      case .templatePart(_, .tail):
        if let open = stack.last, case .templatePart(_, .head) = tokens[open].kind {
          stack.removeLast()
          partner[open] = index
          partner[index] = open
          enclosing[index] = stack.last ?? -1
        }
      default: break
      }
    }
  }

  /// Whether the bracket `close` closes `open` (`${` closes with `}`).
  private static func closes(_ open: UInt8, _ close: UInt8) -> Bool {
    switch open {
    case UInt8(ascii: "{"), UInt8(ascii: "$"): return close == UInt8(ascii: "}")
    case UInt8(ascii: "("): return close == UInt8(ascii: ")")
    default: return close == UInt8(ascii: "]")
    }
  }
}

/// Reads tokens from bytes, one pass.
private struct Lexer {
  let bytes: [UInt8]
  var index = 0
  var tokens: [JavaScriptTokens.Token] = []
  var lineBreak = false
  /// What each open `{` (or `${`) started: `true` for a template substitution, whose `}` resumes
  /// the template.
  var braces: [Bool] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func run() -> [JavaScriptTokens.Token] {
    // A hashbang line is a comment.
    if bytes.starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) { skipLine() }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        lineBreak = true
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        index += 1
      case UInt8(ascii: "/"):
        if peek(1) == UInt8(ascii: "/") {
          skipLine()
        } else if peek(1) == UInt8(ascii: "*") {
          skipBlockComment()
        } else if regularExpressionAllowed() {
          readRegularExpression()
        } else {
          readPunctuator()
        }
      case UInt8(ascii: "'"), UInt8(ascii: "\""):
        readString(quote: byte)
      case UInt8(ascii: "`"):
        index += 1
        readTemplate(start: index - 1, first: true)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        readNumber()
      case UInt8(ascii: "."):
        if let next = peek(1), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
          readNumber()
        } else {
          readPunctuator()
        }
      case UInt8(ascii: "}"):
        if braces.popLast() == true {
          // The end of a template substitution: the template goes on.
          index += 1
          readTemplate(start: index - 1, first: false)
        } else {
          readPunctuator()
        }
      default:
        if Self.startsIdentifier(byte) || (byte == UInt8(ascii: "#") && peek(1).map(Self.startsIdentifier) == true) {
          readIdentifier()
        } else {
          if byte == UInt8(ascii: "{") { braces.append(false) }
          readPunctuator()
        }
      }
    }
    return tokens
  }

  func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  mutating func append(_ kind: JavaScriptTokens.Kind, from start: Int) {
    tokens.append(JavaScriptTokens.Token(kind: kind, start: start, end: index, followsLineBreak: lineBreak))
    lineBreak = false
  }

  static func startsIdentifier(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }

  static func continuesIdentifier(_ byte: UInt8) -> Bool {
    startsIdentifier(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  mutating func skipLine() {
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
  }

  mutating func skipBlockComment() {
    index += 2
    while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
      if bytes[index] == UInt8(ascii: "\n") { lineBreak = true }
      index += 1
    }
    index = min(index + 2, bytes.count)
  }

  mutating func readIdentifier() {
    let start = index
    index += 1
    while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
    append(.identifier, from: start)
  }

  mutating func readNumber() {
    let start = index
    index += 1
    while index < bytes.count, Self.continuesIdentifier(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
      index += 1
    }
    append(.number, from: start)
  }

  /// The punctuators of more than one byte, longest first.
  static let punctuators: [[UInt8]] = [
    ">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=", "=>", "==", "!=", "<=", ">=",
    "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>", "**",
  ].map { Array($0.utf8) }

  mutating func readPunctuator() {
    let start = index
    for punctuator in Self.punctuators where bytes[index...].starts(with: punctuator) {
      // `a?.5:b` is a conditional, not optional chaining.
      if punctuator == Array("?.".utf8), let digit = peek(2), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) {
        continue
      }
      index += punctuator.count
      append(.punctuator, from: start)
      return
    }
    index += 1
    append(.punctuator, from: start)
  }

  /// Whether a `/` here starts a regular expression: not after a value (a name, a number, a
  /// string, `)`, `]` or `}`), except after a keyword that takes an expression.
  func regularExpressionAllowed() -> Bool {
    guard let last = tokens.last else { return true }
    switch last.kind {
    case .number, .string, .regularExpression, .templatePart(_, .tail): return false
    case .templatePart: return true
    case .identifier:
      let word = String(decoding: bytes[last.start..<last.end], as: UTF8.self)
      return Self.expressionKeywords.contains(word)
    case .punctuator:
      let byte = bytes[last.start]
      return
        !(last.end - last.start == 1
        && (byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")))
    }
  }

  static let expressionKeywords: Set<String> = [
    "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield",
    "await",
  ]

  /// Reads `/…/flags`; a line break before the closing `/` makes the `/` a punctuator after all.
  mutating func readRegularExpression() {
    let start = index
    var scan = index + 1
    var inClass = false
    while scan < bytes.count {
      let byte = bytes[scan]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
      if byte == UInt8(ascii: "\\") {
        scan += 2
        continue
      }
      if byte == UInt8(ascii: "[") { inClass = true }
      if byte == UInt8(ascii: "]") { inClass = false }
      if byte == UInt8(ascii: "/"), !inClass {
        index = scan + 1
        while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
        append(.regularExpression, from: start)
        return
      }
      scan += 1
    }
    readPunctuator()
  }

  /// Reads a quoted string; an unescaped line break ends it (the quote was stray).
  mutating func readString(quote: UInt8) {
    let start = index
    index += 1
    let value = readText { byte, _ in byte == quote || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
    if index < bytes.count, bytes[index] == quote { index += 1 }
    append(.string(value), from: start)
  }

  /// Reads a template literal's text from `index` (just past a backquote or a substitution's
  /// `}`) to the next `${` or the closing backquote; with no closing backquote, to the end.
  mutating func readTemplate(start: Int, first: Bool) {
    let value = readText { byte, next in
      byte == UInt8(ascii: "`") || (byte == UInt8(ascii: "$") && next == UInt8(ascii: "{"))
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "$") else {
      if index < bytes.count { index += 1 }
      append(first ? .string(value) : .templatePart(value, .tail), from: start)
      return
    }
    append(.templatePart(value, first ? .head : .middle), from: start)
    let open = index
    index += 2
    braces.append(true)
    append(.punctuator, from: open)
  }

  /// Reads text from `index`, escapes decoded, up to the byte (and the one after it) `stops`
  /// says ends it, or the end of the file; `index` is left at that byte.
  mutating func readText(stoppingAt stops: (UInt8, UInt8?) -> Bool) -> String {
    var value = String.UnicodeScalarView()
    var run = index
    while index < bytes.count, !stops(bytes[index], peek(1)) {
      guard bytes[index] == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      value.append(contentsOf: String(decoding: bytes[run..<index], as: UTF8.self).unicodeScalars)
      index += 1
      readEscape(into: &value)
      run = index
    }
    value.append(contentsOf: String(decoding: bytes[run..<index], as: UTF8.self).unicodeScalars)
    return String(value)
  }

  /// Decodes the escape whose letter is at `index`, moving past it.
  mutating func readEscape(into value: inout String.UnicodeScalarView) {
    guard index < bytes.count else { return }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "n"): value.append("\n")
    case UInt8(ascii: "t"): value.append("\t")
    case UInt8(ascii: "r"): value.append("\r")
    case UInt8(ascii: "b"): value.append("\u{8}")
    case UInt8(ascii: "f"): value.append("\u{C}")
    case UInt8(ascii: "v"): value.append("\u{B}")
    case UInt8(ascii: "0"): value.append("\u{0}")
    case UInt8(ascii: "\r"):
      if peek(0) == UInt8(ascii: "\n") { index += 1 }
    case UInt8(ascii: "\n"): break
    case UInt8(ascii: "x"):
      let number = StringEscape.number(bytes, at: &index, radix: 16, digits: 2)
      if let scalar = Unicode.Scalar(number.value) { value.append(scalar) }
    case UInt8(ascii: "u"):
      var number: (value: UInt32, digits: Int)
      if peek(0) == UInt8(ascii: "{") {
        index += 1
        number = StringEscape.number(bytes, at: &index, radix: 16, digits: 6)
        if peek(0) == UInt8(ascii: "}") { index += 1 }
      } else {
        number = StringEscape.number(bytes, at: &index, radix: 16, digits: 4)
      }
      if let scalar = Unicode.Scalar(number.value) { value.append(scalar) }
    default:
      // Any other character stands for itself; a multi-byte one is kept whole.
      var end = index
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      value.append(contentsOf: String(decoding: bytes[(index - 1)..<end], as: UTF8.self).unicodeScalars)
      index = end
    }
  }
}
