/// One token of Objective-C text: a name, an `@` directive, a string or character literal, a
/// number, or a punctuation mark, with the byte offsets it spans.
struct ObjectiveCToken: Equatable {
  enum Kind: Equatable {
    /// A name or keyword: `NSMenuItem`, `self`, `if`.
    case identifier
    /// An `@` word: `selector`, `interface`, `end`, `property` (the text without its `@`).
    case directive
    /// A C or Objective-C string literal, `"…"` or `@"…"`; the text is its value, escapes decoded.
    case string
    /// A C character literal, `'a'`; the text is its value.
    case character
    /// A number, as written.
    case number
    /// One punctuation mark (`[`, `:`, `|`), or an operator of more (`->`, `==`, `|=`).
    case punctuation
  }

  var kind: Kind
  /// The name, the literal's value, the number or the mark.
  var text: String
  /// Where the token starts, in bytes of UTF-8.
  var start: Int
  /// Where it ends, in bytes of UTF-8.
  var end: Int
  /// Whether a literal's escapes all decode (`\xZZ` does not); always true for other tokens.
  var isWellFormed = true

  /// Whether the token is the punctuation mark `mark`.
  func isMark(_ mark: String) -> Bool { kind == .punctuation && text == mark }

  /// Whether the token is the name `name`.
  func isName(_ name: String) -> Bool { kind == .identifier && text == name }
}

/// Splits Objective-C text into tokens: what a reader of shortcut declarations needs, and no
/// compiler.
///
/// Comments and preprocessor lines (`#import`, `#define`, with their `\` continuations) are left
/// out. Strings know C's escapes: `\n`, `\r`, `\t`, `\e`, `\\`, `\"`, octal `\033`, hexadecimal
/// `\x1b` and `\u`/`\U` scalars; a string cut by the end of its line ends there.
///
/// ```swift
/// ObjectiveCLexer.tokens(in: Array(#"[item setKeyEquivalent:@"\r"];"#.utf8)).map(\.text)
/// // ["[", "item", "setKeyEquivalent", ":", "\r", "]", ";"]
/// ```
enum ObjectiveCLexer {
  /// The tokens of `bytes`, UTF-8 text.
  /// - Complexity: O(*n*) in the number of bytes.
  static func tokens(in bytes: [UInt8]) -> [ObjectiveCToken] {
    var macros: [ObjectiveCMacro] = []
    return tokens(in: bytes, macros: &macros)
  }

  /// The tokens of `bytes[range]` (all of `bytes` by default), offsets in `bytes`; each
  /// object-like `#define NAME value` found is added to `macros`, its value as tokens.
  /// - Complexity: O(*n*) in the number of bytes.
  static func tokens(
    in bytes: [UInt8], range: Range<Int>? = nil, macros: inout [ObjectiveCMacro]
  ) -> [ObjectiveCToken] {
    var tokens: [ObjectiveCToken] = []
    var index = range?.lowerBound ?? 0
    // A macro's value is no line of its own: a `#` in it is an operator.
    var lineStart = range == nil
    let count = min(range?.upperBound ?? bytes.count, bytes.count)
    while index < count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        lineStart = true
        index += 1
        continue
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        index += 1
        continue
      case UInt8(ascii: "#") where lineStart:
        let end = min(endOfPreprocessorLine(bytes, from: index), count)
        if let (name, value) = definedName(bytes, from: index + 1, to: end), range == nil {
          var inner: [ObjectiveCMacro] = []
          macros.append(ObjectiveCMacro(name: name, tokens: Self.tokens(in: bytes, range: value, macros: &inner)))
        }
        index = end
        continue
      case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
        while index < count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
        continue
      case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
        index = endOfBlockComment(bytes, from: index)
        continue
      default:
        break
      }
      lineStart = false
      let start = index
      if byte == UInt8(ascii: "@"), index + 1 < count {
        let next = bytes[index + 1]
        if next == UInt8(ascii: "\"") {
          var token = string(bytes, quoteAt: index + 1)
          token.start = start
          index = token.end
          tokens.append(token)
          continue
        }
        if isNameStart(next) {
          index += 1
          while index < count, isNameContinuation(bytes[index]) { index += 1 }
          tokens.append(
            ObjectiveCToken(kind: .directive, text: text(bytes, start + 1, index), start: start, end: index))
          continue
        }
      }
      if byte == UInt8(ascii: "\"") {
        let token = string(bytes, quoteAt: index)
        index = token.end
        tokens.append(token)
      } else if byte == UInt8(ascii: "'") {
        let token = character(bytes, quoteAt: index)
        index = token.end
        tokens.append(token)
      } else if isNameStart(byte) {
        while index < count, isNameContinuation(bytes[index]) { index += 1 }
        // A C prefix on a literal (`L"…"`, `u8"…"`) belongs to the literal.
        if index < count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'"),
          ["L", "u", "U", "u8"].contains(text(bytes, start, index))
        {
          var token =
            bytes[index] == UInt8(ascii: "\"") ? string(bytes, quoteAt: index) : character(bytes, quoteAt: index)
          token.start = start
          index = token.end
          tokens.append(token)
          continue
        }
        tokens.append(ObjectiveCToken(kind: .identifier, text: text(bytes, start, index), start: start, end: index))
      } else if isDigit(byte) || (byte == UInt8(ascii: ".") && index + 1 < count && isDigit(bytes[index + 1])) {
        index += 1
        while index < count, isNameContinuation(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
        tokens.append(ObjectiveCToken(kind: .number, text: text(bytes, start, index), start: start, end: index))
      } else if let mark = operatorMark(bytes, at: index) {
        index += mark.utf8.count
        tokens.append(ObjectiveCToken(kind: .punctuation, text: mark, start: start, end: index))
      } else {
        // One mark; any other byte (of a non-ASCII character outside a literal) is one too.
        index += 1
        while index < count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        tokens.append(ObjectiveCToken(kind: .punctuation, text: text(bytes, start, index), start: start, end: index))
      }
    }
    return tokens
  }

  /// C's operators of more than one character, longest first.
  static let operators = [
    "<<=", ">>=", "...", "->", "==", "!=", "<=", ">=", "&&", "||", "<<", ">>", "++", "--", "|=", "&=", "+=", "-=",
    "*=", "/=", "%=", "^=", "::",
  ].map { Array($0.utf8) }

  /// The operator of more than one character that starts at `index`, if one does.
  private static func operatorMark(_ bytes: [UInt8], at index: Int) -> String? {
    for mark in operators where index + mark.count <= bytes.count && bytes[index] == mark[0] {
      if bytes[index..<index + mark.count].elementsEqual(mark) { return String(decoding: mark, as: UTF8.self) }
    }
    return nil
  }

  /// Where the `/* … */` comment that starts at `start` ends (the end of the text if it does not).
  private static func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start + 2
    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
      index += 1
    }
    return min(bytes.count, index + 2)
  }

  /// The longest value of a `#define` kept: longer ones (code, not a constant) are passed over.
  static let maximumMacroLength = 512

  /// The name and value of an object-like `#define NAME value` whose text after `#` runs from
  /// `start` to `end`; `nil` for another directive, a function-like macro (`NAME(`) or a value
  /// longer than ``maximumMacroLength``.
  private static func definedName(_ bytes: [UInt8], from start: Int, to end: Int) -> (String, Range<Int>)? {
    var index = start
    func skipSpaces() {
      while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    }
    skipSpaces()
    let word = Array("define".utf8)
    guard index + word.count < end, Array(bytes[index..<(index + word.count)]) == word else { return nil }
    index += word.count
    let afterWord = index
    skipSpaces()
    guard index > afterWord, index < end, isNameStart(bytes[index]) else { return nil }
    let nameStart = index
    while index < end, isNameContinuation(bytes[index]) { index += 1 }
    guard index < end, bytes[index] != UInt8(ascii: "("), end - index <= maximumMacroLength else { return nil }
    return (text(bytes, nameStart, index), index..<end)
  }

  /// Where a preprocessor line that starts at `index` ends, past its `\` continuations and any
  /// `/* … */` comment that runs on from it.
  private static func endOfPreprocessorLine(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), index + 1 < count,
        bytes[index + 1] == UInt8(ascii: "\n") || bytes[index + 1] == UInt8(ascii: "\r")
      {
        index += 2
        if index < count, bytes[index - 1] == UInt8(ascii: "\r"), bytes[index] == UInt8(ascii: "\n") { index += 1 }
        continue
      }
      if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
        index = endOfBlockComment(bytes, from: index)
        continue
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return index }
      index += 1
    }
    return index
  }

  /// The string literal whose opening quote is at `quote`, up to its closing quote or the end
  /// of its line.
  private static func string(_ bytes: [UInt8], quoteAt quote: Int) -> ObjectiveCToken {
    let (value, end, wellFormed) = literal(bytes, from: quote + 1, closing: UInt8(ascii: "\""))
    return ObjectiveCToken(
      kind: .string, text: String(decoding: value, as: UTF8.self), start: quote, end: end, isWellFormed: wellFormed)
  }

  /// The character literal whose opening quote is at `quote`.
  private static func character(_ bytes: [UInt8], quoteAt quote: Int) -> ObjectiveCToken {
    let (value, end, wellFormed) = literal(bytes, from: quote + 1, closing: UInt8(ascii: "'"))
    return ObjectiveCToken(
      kind: .character, text: String(decoding: value, as: UTF8.self), start: quote, end: end,
      isWellFormed: wellFormed)
  }

  /// The bytes of a literal's value from `start` to its `closing` quote (not included), escapes
  /// decoded; the offset past the quote (or the end of the line); whether every escape decoded.
  private static func literal(_ bytes: [UInt8], from start: Int, closing: UInt8) -> ([UInt8], Int, Bool) {
    var value: [UInt8] = []
    var index = start
    var wellFormed = true
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == closing { return (value, index + 1, wellFormed) }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return (value, index, false) }
      guard byte == UInt8(ascii: "\\"), index + 1 < count else {
        value.append(byte)
        index += 1
        continue
      }
      index += 1
      if !StringEscape.decode(bytes, at: &index, onto: &value, dialect: .c) { wellFormed = false }
    }
    return (value, index, false)
  }

  private static func text(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
  }

  static func isNameContinuation(_ byte: UInt8) -> Bool { isNameStart(byte) || isDigit(byte) }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

/// An object-like macro, `#define GET_INFO_MASK (NSCommandKeyMask | NSShiftKeyMask)`: its name
/// and its value's tokens, at their places in the file.
struct ObjectiveCMacro {
  var name: String
  var tokens: [ObjectiveCToken]
}
