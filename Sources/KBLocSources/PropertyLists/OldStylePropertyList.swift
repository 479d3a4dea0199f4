import KBLoc

/// A value of an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`:
/// strings, arrays `( a, b, )`, dictionaries `{ key = value; }` and data `<0fbd 7a>`.
///
/// ```swift
/// let list = try OldStylePropertyList(parsing: #"{ objects = { A = { isa = PBXGroup; children = (B, ); }; }; }"#)
/// list["objects"]?["A"]?["isa"]?.string   // "PBXGroup"
/// ```
///
/// Read by a small parser of its own, rather than Foundation's, so that every error has a line and
/// column and the work is bounded on any input: one pass over the bytes, nesting at most
/// ``maximumDepth`` deep.
indirect enum OldStylePropertyList: Sendable, Equatable {
  case string(String)
  case array([OldStylePropertyList])
  case dictionary([String: OldStylePropertyList])
  case data([UInt8])

  /// The deepest nesting the parser follows: far more than any project file uses.
  static let maximumDepth = 64

  /// The string, or `nil` for another kind of value.
  var string: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }

  /// The elements of an array, or `nil`.
  var array: [OldStylePropertyList]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }

  /// The members of a dictionary, or `nil`.
  var dictionary: [String: OldStylePropertyList]? {
    guard case .dictionary(let members) = self else { return nil }
    return members
  }

  /// The value for `key` in a dictionary; `nil` for another kind of value or a missing key.
  subscript(key: String) -> OldStylePropertyList? { dictionary?[key] }

  /// The strings of an array, other values left out; empty when the value is no array.
  var strings: [String] { array?.compactMap(\.string) ?? [] }

  /// Parses `text`, which holds one value (usually a dictionary) and nothing after it but
  /// comments and white space.
  /// - Throws: ``ParseError`` at the first problem, with its line and column.
  /// - Complexity: O(*n*) in the length of `text`.
  init(parsing text: String) throws(ParseError) {
    var parser = Parser(bytes: Array(text.utf8))
    let value = try parser.parseValue(depth: 0)
    try parser.skipTrivia()
    guard parser.index == parser.bytes.count else { throw parser.error("Unexpected text after the property list") }
    self = value
  }

  /// Where and why a property list does not parse.
  struct ParseError: Error, Sendable, Equatable {
    /// Where the problem is.
    var position: SourcePosition
    /// What is wrong, in sentence case.
    var message: String
  }

  /// Reads one value at a time from UTF-8 bytes.
  struct Parser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    func error(_ message: String, at offset: Int? = nil) -> ParseError {
      ParseError(position: LineTable(bytes).position(ofOffset: offset ?? index), message: message)
    }

    /// Passes over white space, `/* … */` and `// …` comments.
    mutating func skipTrivia() throws(ParseError) {
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
          index += 1
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
          let start = index
          index += 2
          while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
            index += 1
          }
          guard index + 1 < bytes.count else { throw error("A comment is not closed with '*/'", at: start) }
          index += 2
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
          while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        } else {
          return
        }
      }
    }

    mutating func parseValue(depth: Int) throws(ParseError) -> OldStylePropertyList {
      try skipTrivia()
      guard index < bytes.count else { throw error("The property list ends where a value should be") }
      guard depth < OldStylePropertyList.maximumDepth else {
        throw error("The property list nests deeper than \(OldStylePropertyList.maximumDepth) levels")
      }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try parseDictionary(depth: depth)
      case UInt8(ascii: "("): return try parseArray(depth: depth)
      case UInt8(ascii: "<"): return try parseData()
      default: return .string(try parseString())
      }
    }

    mutating func parseDictionary(depth: Int) throws(ParseError) -> OldStylePropertyList {
      index += 1
      var members: [String: OldStylePropertyList] = [:]
      while true {
        try skipTrivia()
        guard index < bytes.count else { throw error("A dictionary is not closed with '}'") }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .dictionary(members)
        }
        let key = try parseString()
        try expect("=", after: "the key '\(key)'")
        let value = try parseValue(depth: depth + 1)
        try expect(";", after: "the value of '\(key)'")
        members[key] = value
      }
    }

    mutating func parseArray(depth: Int) throws(ParseError) -> OldStylePropertyList {
      index += 1
      var elements: [OldStylePropertyList] = []
      while true {
        try skipTrivia()
        guard index < bytes.count else { throw error("An array is not closed with ')'") }
        if bytes[index] == UInt8(ascii: ")") {
          index += 1
          return .array(elements)
        }
        elements.append(try parseValue(depth: depth + 1))
        try skipTrivia()
        guard index < bytes.count else { throw error("An array is not closed with ')'") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] != UInt8(ascii: ")") {
          throw error("Expected ',' or ')' in an array")
        }
      }
    }

    mutating func expect(_ character: Character, after what: String) throws(ParseError) {
      try skipTrivia()
      guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else {
        throw error("Expected '\(character)' after \(what)")
      }
      index += 1
    }

    mutating func parseData() throws(ParseError) -> OldStylePropertyList {
      let start = index
      index += 1
      var data: [UInt8] = []
      var high: UInt8?
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
        let byte = bytes[index]
        index += 1
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
        guard let nibble = StringEscape.digit(byte, radix: 16).map(UInt8.init) else {
          throw error("Data holds a character that is not hexadecimal", at: index - 1)
        }
        if let first = high {
          data.append(first << 4 | nibble)
          high = nil
        } else {
          high = nibble
        }
      }
      guard index < bytes.count else { throw error("Data is not closed with '>'", at: start) }
      guard high == nil else { throw error("Data holds an odd number of hexadecimal digits", at: start) }
      index += 1
      return .data(data)
    }

    /// Whether `byte` may appear in an unquoted string: letters, digits and `_$+/:.-`.
    static func isUnquoted(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
      case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
        UInt8(ascii: "."), UInt8(ascii: "-"):
        return true
      default:
        return byte >= 0x80
      }
    }

    mutating func parseString() throws(ParseError) -> String {
      guard index < bytes.count else { throw error("The property list ends where a string should be") }
      let quote = bytes[index]
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
        let start = index
        while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
        guard index > start else {
          throw error("Unexpected '\(Unicode.Scalar(bytes[index]).escaped(asASCII: true))' where a value should be")
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
      }
      let start = index
      index += 1
      var text: [UInt8] = []
      while index < bytes.count, bytes[index] != quote {
        guard bytes[index] == UInt8(ascii: "\\") else {
          text.append(bytes[index])
          index += 1
          continue
        }
        index += 1
        guard index < bytes.count else { break }
        _ = StringEscape.decode(bytes, at: &index, onto: &text, dialect: .propertyList)
      }
      guard index < bytes.count else { throw error("A string is not closed with its quote", at: start) }
      index += 1
      return String(decoding: text, as: UTF8.self)
    }
  }
}
