/// A JSON text parsed strictly, as RFC 8259 defines it, with the line and column of every value.
///
/// The parser accepts exactly RFC 8259 JSON: one value of any kind, strings with every escape
/// (surrogate pairs included), numbers with JSON's grammar, `true`, `false` and `null`, separated
/// by spaces, tabs and line breaks. It rejects what lenient readers let through — trailing commas,
/// comments, single quotes, unquoted keys, control characters in strings, unpaired surrogates,
/// duplicate keys in one object — each with an error that says where and what was expected.
///
/// A UTF-8 byte-order mark at the start is skipped and takes no column. Columns count Unicode
/// scalars (see ``SourcePosition``). Nesting is limited (``defaultMaximumDepth`` unless told
/// otherwise) and parsing does not recurse, so hostile input cannot exhaust the stack.
///
/// ```swift
/// let document = try JSONDocument(parsing: """
///   {"shortcuts": [
///     {"id": "undo", "keys": "Command-Z"}
///   ]}
///   """)
/// document.root["shortcuts"]?.array?.first?["keys"]?.position   // 2:26
/// ```
package struct JSONDocument: Hashable, Sendable {
  /// The one value the text holds.
  package var root: JSONValue

  /// How deeply arrays and objects may nest unless told otherwise: 512 levels.
  package static let defaultMaximumDepth = 512

  /// A document of a value read elsewhere (a YAML document's, converted).
  package init(root: JSONValue) {
    self.root = root
  }

  /// Parses a JSON text.
  ///
  /// - Parameters:
  ///   - text: The JSON text.
  ///   - maximumDepth: How deeply arrays and objects may nest; deeper input is rejected with
  ///     ``JSONParseError/Reason/tooDeep``.
  /// - Throws: ``JSONParseError`` at the first problem, with its line and column.
  /// - Complexity: O(*n*) in the length of the text.
  package init(parsing text: String, maximumDepth: Int = JSONDocument.defaultMaximumDepth) throws(JSONParseError) {
    var parser = JSONParser(scalars: Array(text.unicodeScalars), maximumDepth: maximumDepth)
    root = try parser.parseDocument()
  }

  /// Parses a JSON text from its UTF-8 bytes, rejecting bytes that are not UTF-8.
  ///
  /// - Parameters:
  ///   - bytes: The JSON text as UTF-8, with or without a byte-order mark.
  ///   - maximumDepth: How deeply arrays and objects may nest.
  /// - Throws: ``JSONParseError`` at the first problem: ``JSONParseError/Reason/invalidUTF8``
  ///   where the bytes are not UTF-8 (UTF-16 and UTF-32 text included), or any parse error.
  /// - Complexity: O(*n*) in the number of bytes.
  package init(parsing bytes: some Collection<UInt8>, maximumDepth: Int = JSONDocument.defaultMaximumDepth)
    throws(JSONParseError)
  {
    var parser = JSONParser(scalars: try JSONParser.decodeUTF8(bytes), maximumDepth: maximumDepth)
    root = try parser.parseDocument()
  }
}

/// The parser behind ``JSONDocument``: a loop over Unicode scalars with an explicit stack of the
/// arrays and objects being read.
struct JSONParser {
  /// An array or object being read.
  struct Frame {
    var isObject: Bool
    var start: SourcePosition
    var elements: [JSONValue] = []
    var members: [JSONMember] = []
    /// The position of each key of a large object; `nil` while the object is small enough for
    /// a search of ``members`` to be cheaper than a dictionary.
    var keyPositions: [String: SourcePosition]?
    var key = ""
    var keyPosition = SourcePosition(line: 1, column: 1)

    /// How many members an object has before its keys are indexed.
    static let indexedKeyCount = 16

    /// Where `key` was first written in this object, or `nil`.
    /// - Complexity: O(1) for a large object, O(*n*) under ``indexedKeyCount`` members.
    func position(ofKey key: String) -> SourcePosition? {
      if let keyPositions { return keyPositions[key] }
      return members.first { $0.key == key }?.keyPosition
    }

    /// Records that `key`, new in this object, is written at `position`.
    mutating func noteKey(_ key: String, at position: SourcePosition) {
      if keyPositions == nil, members.count >= Self.indexedKeyCount {
        keyPositions = Dictionary(members.map { ($0.key, $0.keyPosition) }, uniquingKeysWith: { first, _ in first })
      }
      keyPositions?[key] = position
    }
  }

  let scalars: [Unicode.Scalar]
  let maximumDepth: Int
  /// The UTF-8 of the string being read, kept between strings for its capacity.
  var utf8: [UInt8] = []
  var index = 0
  var line = 1
  var lineStart = 0

  init(scalars: [Unicode.Scalar], maximumDepth: Int) {
    self.scalars = scalars
    self.maximumDepth = maximumDepth
  }

  /// The position of `index`, which must be on the current line.
  var position: SourcePosition { position(of: index) }

  func position(of index: Int) -> SourcePosition {
    SourcePosition(line: line, column: index - lineStart + 1)
  }

  var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    // The consumer takes every element, so the parse runs to the end and returns the root.
    let root = try parseDocument(streamingListNamed: nil) { _ in true }
    return root ?? JSONValue(.null, at: SourcePosition(line: 1, column: 1))
  }

  /// Parses the text, handing each element of one list to `consume` as soon as it is read.
  ///
  /// The list is the root array, or the array that is the root object's member `listName`; its
  /// elements are not kept in the tree, and it is left empty in the returned root.
  ///
  /// A consumer that reads each element as it comes stops at the first bad one without reading
  /// the rest of the text, and the elements are never all held at once.
  /// - Parameters:
  ///   - listName: The root object's member whose array is streamed; `nil` streams nothing.
  ///   - consume: Takes an element; returns `false` to stop the parse.
  /// - Returns: The root value, or `nil` when `consume` stopped the parse.
  /// - Throws: ``JSONParseError`` at the first problem in the text read before any stop.
  mutating func parseDocument(streamingListNamed listName: String?, _ consume: (JSONValue) -> Bool)
    throws(JSONParseError) -> JSONValue?
  {
    if current == "\u{FEFF}" {
      index = 1
      lineStart = 1
    }
    skipWhitespace()
    guard current != nil else {
      throw JSONParseError(.empty, at: position, message: "No JSON value in the text", fix: "write one, such as {}")
    }
    var stack: [Frame] = []
    while true {
      skipWhitespace()
      var value: JSONValue
      let start = position
      guard let scalar = current else {
        throw endError(expected: "a value", stack: stack)
      }
      switch scalar {
      case "{", "[":
        guard stack.count < maximumDepth else {
          throw JSONParseError(
            .tooDeep, at: start, message: "Arrays and objects nested deeper than \(maximumDepth) levels",
            fix: "flatten the data")
        }
        index += 1
        skipWhitespace()
        let isObject = scalar == "{"
        if current == (isObject ? "}" : "]") {
          index += 1
          value = JSONValue(isObject ? .object([]) : .array([]), at: start)
        } else {
          var frame = Frame(isObject: isObject, start: start)
          if isObject { try readKey(into: &frame) }
          stack.append(frame)
          continue
        }
      case "\"":
        value = JSONValue(.string(try readString()), at: start)
      case "-", "0"..."9":
        value = JSONValue(.number(try readNumber()), at: start)
      default:
        value = try readLiteral(stack: stack)
      }

      // Attach the value to the containers it completes.
      while true {
        guard let top = stack.indices.last else {
          skipWhitespace()
          if current != nil {
            throw JSONParseError(
              .trailingContent, at: position, message: "Unexpected \(found()) after the JSON value",
              fix: "remove it, or put the values in an array")
          }
          return value
        }
        let isObject = stack[top].isObject
        if isObject {
          stack[top].members.append(JSONMember(key: stack[top].key, keyPosition: stack[top].keyPosition, value: value))
        } else if let listName, Self.isStreamedList(at: top, in: stack, named: listName) {
          guard consume(value) else { return nil }
        } else {
          stack[top].elements.append(value)
        }
        skipWhitespace()
        let closing: Unicode.Scalar = isObject ? "}" : "]"
        guard let next = current else {
          throw endError(expected: "',' or '\(closing)'", stack: stack)
        }
        if next == "," {
          let comma = position
          index += 1
          skipWhitespace()
          if current == closing {
            throw JSONParseError(
              .trailingComma, at: comma, message: "Trailing comma before '\(closing)'",
              fix: "remove it, JSON allows none")
          }
          if isObject { try readKey(into: &stack[top]) }
          break
        } else if next == closing {
          index += 1
          let frame = stack.removeLast()
          value = JSONValue(isObject ? .object(frame.members) : .array(frame.elements), at: frame.start)
        } else {
          throw unexpected(expected: "',' or '\(closing)'")
        }
      }
    }
  }

  /// Whether the array at `top` of `stack` is the streamed list: the root array, or the array
  /// member `listName` of the root object.
  static func isStreamedList(at top: Int, in stack: [Frame], named listName: String) -> Bool {
    switch top {
    case 0: return true
    case 1: return stack[0].isObject && stack[0].key == listName
    default: return false
    }
  }

  // MARK: - Tokens

  mutating func skipWhitespace() {
    while let scalar = current {
      switch scalar {
      case " ", "\t":
        index += 1
      case "\n":
        index += 1
        newLine()
      case "\r":
        index += 1
        if current == "\n" { index += 1 }
        newLine()
      default:
        return
      }
    }
  }

  mutating func newLine() {
    line += 1
    lineStart = index
  }

  /// Reads `"key" :` into `frame`, checking that the key is new in its object.
  ///
  /// Takes nothing but the frame it fills: a copy of the stack of open containers alongside an
  /// `inout` element of it would make every key copy the object's members (O(*n*²) for an object
  /// of *n* members).
  mutating func readKey(into frame: inout Frame) throws(JSONParseError) {
    skipWhitespace()
    let start = position
    guard let scalar = current else {
      throw endError(expected: "a key in double quotes", innermost: frame)
    }
    let key: String
    switch scalar {
    case "\"":
      key = try readString()
    case "'":
      throw singleQuotes()
    case _ where scalar.isWordScalar:
      let word = self.word(at: index)
      throw JSONParseError(
        .unquotedKey, at: start, message: "Key \(word.quoted) without quotes",
        fix: "write it in double quotes, \"\(word)\"")
    default:
      throw unexpected(expected: "a key in double quotes")
    }
    if let first = frame.position(ofKey: key) {
      throw JSONParseError(
        .duplicateKey, at: start, message: "Duplicate key \(key.quoted)",
        fix: "the object has it already at line \(first.line), column \(first.column); keep one")
    }
    frame.noteKey(key, at: start)
    skipWhitespace()
    guard current == ":" else {
      if current == nil { throw endError(expected: "':' after the key", innermost: frame) }
      throw unexpected(expected: "':' after the key")
    }
    index += 1
    frame.key = key
    frame.keyPosition = start
  }

  /// Reads a string, from its opening quote to past its closing quote.
  ///
  /// The string is built as UTF-8 in a buffer the parser reuses, then made a `String` once.
  /// - Complexity: O(*n*) in the length of the string, escapes included.
  mutating func readString() throws(JSONParseError) -> String {
    let open = index
    index += 1
    utf8.removeAll(keepingCapacity: true)
    while true {
      guard let scalar = current else {
        throw JSONParseError(
          .unterminatedString, at: position(of: open), message: "Unterminated string", fix: "close it with '\"'")
      }
      switch scalar {
      case "\"":
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      case "\\":
        appendUTF8(try readEscape(open: open))
      case _ where scalar.value < 0x20:
        throw controlCharacter(scalar)
      default:
        appendUTF8(scalar)
        index += 1
      }
    }
  }

  /// Appends a scalar's UTF-8 to the string being read.
  mutating func appendUTF8(_ scalar: Unicode.Scalar) {
    if scalar.isASCII {
      utf8.append(UInt8(truncatingIfNeeded: scalar.value))
    } else {
      UTF8.encode(scalar) { utf8.append($0) }
    }
  }

  /// Reads one escape at `index` (a backslash) and returns the scalar it stands for.
  mutating func readEscape(open: Int) throws(JSONParseError) -> Unicode.Scalar {
    let start = index
    index += 1
    guard let letter = current else {
      throw JSONParseError(
        .unterminatedString, at: position(of: open), message: "Unterminated string", fix: "close it with '\"'")
    }
    index += 1
    switch letter {
    case "\"": return "\""
    case "\\": return "\\"
    case "/": return "/"
    case "b": return "\u{08}"
    case "f": return "\u{0C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "u":
      let high = try readHex(escapeStart: start)
      if (0xDC00...0xDFFF).contains(high) {
        throw unpairedSurrogate(high, at: start)
      }
      if (0xD800...0xDBFF).contains(high) {
        guard current == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" else {
          throw unpairedSurrogate(high, at: start)
        }
        let lowStart = index
        index += 2
        let low = try readHex(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(low) else { throw unpairedSurrogate(high, at: start) }
        let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        guard let scalar = Unicode.Scalar(combined) else { throw unpairedSurrogate(high, at: start) }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else { throw unpairedSurrogate(high, at: start) }
      return scalar
    default:
      if letter.value < 0x20 {
        index -= 1
        throw controlCharacter(letter)
      }
      throw JSONParseError(
        .invalidEscape, at: position(of: start), message: "Invalid escape '\\\(Character(letter))' in a string",
        fix: #"JSON's escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#)
    }
  }

  /// Reads the four hexadecimal digits after `\u`.
  mutating func readHex(escapeStart: Int) throws(JSONParseError) -> UInt32 {
    var value: UInt32 = 0
    for offset in 0..<4 {
      guard index < scalars.count, let digit = scalars[index].hexDigitValue else {
        let end = min(scalars.count, escapeStart + 2 + offset + 1)
        let written = String(
          String.UnicodeScalarView(scalars[escapeStart..<end].prefix { $0 != "\"" && $0.value >= 0x20 }))
        throw JSONParseError(
          .invalidEscape, at: position(of: escapeStart), message: "Invalid escape \(written.quoted) in a string",
          fix: "write four hexadecimal digits after '\\u'")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  /// Reads a number and returns its literal text.
  mutating func readNumber() throws(JSONParseError) -> String {
    let start = index
    if current == "-" { index += 1 }
    guard let first = current, first.isDigit else {
      throw invalidNumber(from: start, fix: "write a digit after '-'")
    }
    index += 1
    if first == "0", let next = current, next.isDigit {
      throw invalidNumber(from: start, fix: "remove the leading zero")
    }
    while current?.isDigit == true { index += 1 }
    if current == "." {
      index += 1
      guard current?.isDigit == true else {
        throw invalidNumber(from: start, fix: "write a digit after the decimal point")
      }
      while current?.isDigit == true { index += 1 }
    }
    if current == "e" || current == "E" {
      index += 1
      if current == "+" || current == "-" { index += 1 }
      guard current?.isDigit == true else {
        throw invalidNumber(from: start, fix: "write the exponent's digits")
      }
      while current?.isDigit == true { index += 1 }
    }
    return String(String.UnicodeScalarView(scalars[start..<index]))
  }

  /// Reads `true`, `false` or `null`, or throws for whatever else stands where a value should.
  mutating func readLiteral(stack: [Frame]) throws(JSONParseError) -> JSONValue {
    let start = position
    guard let scalar = current else { throw endError(expected: "a value", stack: stack) }
    if scalar == "'" { throw singleQuotes() }
    guard scalar.isWordScalar else { throw unexpected(expected: "a value") }
    let word = self.word(at: index)
    let value: JSONValue.Kind
    switch word {
    case "true": value = .bool(true)
    case "false": value = .bool(false)
    case "null": value = .null
    default:
      let lowered = word.lowercased()
      let fix =
        ["true", "false", "null"].contains(lowered)
        ? "write '\(lowered)' in lowercase"
        : "write a string in double quotes, a number, true, false or null"
      throw JSONParseError(.invalidLiteral, at: start, message: "Unexpected \(word.quoted)", fix: fix)
    }
    index += word.unicodeScalars.count
    return JSONValue(value, at: start)
  }

  // MARK: - Errors

  /// The word (letters, digits, `_`, `$`) starting at `index`.
  func word(at index: Int) -> String {
    var end = index
    while end < scalars.count, scalars[end].isWordScalar, end - index < 40 { end += 1 }
    return String(String.UnicodeScalarView(scalars[index..<end]))
  }

  /// What stands at `index`, for messages: `'x'`, `'word'`, `U+00A0` or `the end of the text`.
  func found() -> String {
    guard let scalar = current else { return "the end of the text" }
    if scalar.isWordScalar { return word(at: index).quoted }
    if scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.properties.generalCategory == .format
      || scalar.value == 0x7F
    {
      return scalar.codePointName
    }
    return String(Character(scalar)).quoted
  }

  func unexpected(expected: String) -> JSONParseError {
    if current == "/", index + 1 < scalars.count, scalars[index + 1] == "/" || scalars[index + 1] == "*" {
      return JSONParseError(.comment, at: position, message: "Comment in JSON", fix: "remove it, JSON has no comments")
    }
    let fix: String? =
      current.map { $0.properties.isWhitespace } == true
      ? "only spaces, tabs and line breaks may separate JSON tokens" : nil
    return JSONParseError(
      .unexpectedCharacter, at: position, message: "Expected \(expected), found \(found())", fix: fix)
  }

  func endError(expected: String, stack: [Frame]) -> JSONParseError {
    endError(expected: expected, innermost: stack.last)
  }

  /// The error for a text that ends where `expected` should stand, inside `innermost`.
  func endError(expected: String, innermost: Frame?) -> JSONParseError {
    let fix = innermost.map { frame in
      "close the \(frame.isObject ? "object" : "array") opened at line \(frame.start.line), column \(frame.start.column)"
    }
    return JSONParseError(
      .unexpectedEnd, at: position, message: "Expected \(expected), found the end of the text", fix: fix)
  }

  func singleQuotes() -> JSONParseError {
    JSONParseError(.singleQuotes, at: position, message: "String in single quotes", fix: "use double quotes")
  }

  func controlCharacter(_ scalar: Unicode.Scalar) -> JSONParseError {
    if scalar == "\n" || scalar == "\r" {
      return JSONParseError(
        .controlCharacter, at: position, message: "Line break in a string",
        fix: "close the string on the line it starts, or write '\\n'")
    }
    let escape: String
    switch scalar {
    case "\t": escape = "\\t"
    case "\u{08}": escape = "\\b"
    case "\u{0C}": escape = "\\f"
    default: escape = "\\u" + scalar.hex4
    }
    return JSONParseError(
      .controlCharacter, at: position, message: "Control character \(scalar.codePointName) in a string",
      fix: "write it escaped, as '\(escape)'")
  }

  func unpairedSurrogate(_ value: UInt32, at start: Int) -> JSONParseError {
    JSONParseError(
      .unpairedSurrogate, at: position(of: start),
      message: "Unpaired surrogate '\\u\(Unicode.Scalar.hex4(value))' in a string",
      fix: "follow a high surrogate \\uD800–\\uDBFF with a low surrogate \\uDC00–\\uDFFF")
  }

  func invalidNumber(from start: Int, fix: String) -> JSONParseError {
    var end = start
    while end < scalars.count, end - start < 40, "0123456789+-.eE".unicodeScalars.contains(scalars[end]) { end += 1 }
    if end == start { end = start + 1 }
    let literal = String(String.UnicodeScalarView(scalars[start..<min(end, scalars.count)]))
    return JSONParseError(
      .invalidNumber, at: position(of: start), message: "Invalid number \(literal.quoted)", fix: fix)
  }

  // MARK: - UTF-8

  /// Decodes UTF-8 bytes to scalars, rejecting anything that is not UTF-8 with its position.
  static func decodeUTF8(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> [Unicode.Scalar] {
    if let encoding = ByteOrderMark.encoding(of: bytes) {
      throw JSONParseError(
        .invalidUTF8, at: SourcePosition(line: 1, column: 1), message: "The text is \(encoding), not UTF-8",
        fix: "save it as UTF-8")
    }
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(bytes.count)
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var line = 1
    var lineStart = 0
    var previous: Unicode.Scalar?
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalars.isEmpty, scalar == "\u{FEFF}" { lineStart = 1 }
        scalars.append(scalar)
        if scalar == "\r" || (scalar == "\n" && previous != "\r") {
          line += 1
          lineStart = scalars.count
        } else if scalar == "\n" {
          lineStart = scalars.count
        }
        previous = scalar
      case .emptyInput:
        return scalars
      case .error:
        throw JSONParseError(
          .invalidUTF8, at: SourcePosition(line: line, column: scalars.count - lineStart + 1),
          message: "Bytes that are not UTF-8", fix: "save the text as UTF-8")
      }
    }
  }
}

extension Unicode.Scalar {
  /// Whether the scalar can be part of a bare word (`true`, `undefined`, an unquoted key).
  fileprivate var isWordScalar: Bool {
    properties.isAlphabetic || ("0"..."9").contains(self) || self == "_" || self == "$"
  }

  fileprivate var isDigit: Bool { ("0"..."9").contains(self) }

  /// The value of a hexadecimal digit, or `nil`.
  fileprivate var hexDigitValue: UInt32? {
    switch self {
    case "0"..."9": return value - 0x30
    case "a"..."f": return value - 0x61 + 10
    case "A"..."F": return value - 0x41 + 10
    default: return nil
    }
  }
}
