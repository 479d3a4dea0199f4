/// A JSON value whose objects keep their keys in the order they were written, so kbloc's output
/// reads in the order docs/commands.md documents.
enum JSON: Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.rendered() == rhs.rendered() }

  /// A string, or `null` when there is none.
  static func string(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }

  /// The value as JSON text, indented by two spaces per level, ending without a newline.
  func rendered(indent: Int = 0) -> String {
    var text = ""
    render(into: &text, indent: indent)
    return text
  }

  /// The value as JSON text on one line, a space after each `{`, `[` and comma.
  ///
  /// Strings escape their line breaks, so the line breaks of ``rendered(indent:)`` are all
  /// layout, and go with the indentation after them.
  var renderedOnOneLine: String {
    rendered().split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
  }

  /// Renders `items` as an array, each element made by `element` only when its turn comes.
  ///
  /// A long list is thus never held as one `JSON` value. The text is that of
  /// `.array(items.map(element))` rendered by ``render(into:indent:)``, written as UTF-8 bytes
  /// and made a `String` once.
  static func renderArray<Items: Sequence>(
    _ items: Items, into text: inout String, indent: Int, element: (Items.Element) -> JSON
  ) {
    renderArray(items, into: &text, indent: indent) { item, output, indent in
      element(item).render(into: &output, indent: indent)
    }
  }

  /// Renders `items` as an array, each element written by `write` straight into the output at
  /// the indent it is given, as ``render(into:indent:)`` would write its value.
  static func renderArray<Items: Sequence>(
    _ items: Items, into text: inout String, indent: Int, write: (Items.Element, inout Output, Int) -> Void
  ) {
    text += String(decoding: arrayBytes(items, indent: indent, write: write), as: UTF8.self)
  }

  /// The UTF-8 bytes of what ``renderArray(_:into:indent:write:)`` appends, in an array made
  /// with room for `capacity` bytes (a guess of the length saves growing it on the way).
  static func arrayBytes<Items: Sequence>(
    _ items: Items, indent: Int, reservingCapacity capacity: Int = 0, write: (Items.Element, inout Output, Int) -> Void
  ) -> [UInt8] {
    var output = Output()
    output.bytes.reserveCapacity(capacity)
    var isEmpty = true
    output.bytes.append(UInt8(ascii: "["))
    for item in items {
      output.appendLineBreak(comma: !isEmpty, indent: indent + 2)
      write(item, &output, indent + 2)
      isEmpty = false
    }
    if !isEmpty { output.appendLineBreak(indent: indent) }
    output.bytes.append(UInt8(ascii: "]"))
    return output.bytes
  }

  /// Appends the value as JSON text to `text`, in one pass: nested levels are written in place
  /// rather than rendered apart and joined.
  ///
  /// The text is written as UTF-8 bytes and made a `String` once. Complexity: O(*n*), where *n*
  /// is the length of the text written.
  /// - Parameters:
  ///   - text: The text to append to.
  ///   - indent: How many spaces the value's own line is indented by; members get two more.
  func render(into text: inout String, indent: Int = 0) {
    var output = Output()
    render(into: &output, indent: indent)
    text += String(decoding: output.bytes, as: UTF8.self)
  }

  /// JSON text being written, as UTF-8 bytes: appending bytes is much cheaper than appending many
  /// small strings.
  ///
  /// A renderer of many values of one shape writes them with ``beginObject()``,
  /// ``member(_:first:indent:)``, the value methods and ``endObject(indent:)``, in the text
  /// ``JSON/render(into:indent:)`` gives the same values, without making them `JSON` values first.
  struct Output {
    var bytes: [UInt8] = []

    /// Opens an object.
    mutating func beginObject() {
      bytes.append(UInt8(ascii: "{"))
    }

    /// Starts a member of an object whose own line is indented by `indent`: its line, its quoted
    /// name (which needs no escape) and the colon.
    mutating func member(_ name: StaticString, first: Bool = false, indent: Int) {
      // Written in one append (an object of many members is mostly these): the comma, the line
      // break and indent, the quoted name and `: `.
      let count = (first ? 1 : 2) + indent + 2 + name.utf8CodeUnitCount + 4
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { text in
        var position = 0
        func put(_ byte: UInt8) {
          text[position] = byte
          position += 1
        }
        if !first { put(UInt8(ascii: ",")) }
        put(UInt8(ascii: "\n"))
        for _ in 0..<(indent + 2) { put(UInt8(ascii: " ")) }
        put(UInt8(ascii: "\""))
        name.withUTF8Buffer { name in
          for byte in name { put(byte) }
        }
        for byte in "\": ".utf8 { put(byte) }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[..<position]))
      }
    }

    /// Closes an object whose own line is indented by `indent`, after at least one member.
    mutating func endObject(indent: Int) {
      appendLineBreak(indent: indent)
      bytes.append(UInt8(ascii: "}"))
    }

    /// A string, or `null`.
    mutating func string(_ value: String?) {
      if let value { JSON.appendQuoted(value, to: &bytes) } else { append("null") }
    }

    /// A number.
    mutating func int(_ value: Int) {
      bytes.append(contentsOf: String(value).utf8)
    }

    /// `true` or `false`.
    mutating func bool(_ value: Bool) {
      append(value ? "true" : "false")
    }

    /// An array of strings, on one line.
    mutating func strings<Strings: Sequence<String>>(_ values: Strings) {
      var isEmpty = true
      bytes.append(UInt8(ascii: "["))
      for value in values {
        if !isEmpty { append(", ") }
        JSON.appendQuoted(value, to: &bytes)
        isEmpty = false
      }
      bytes.append(UInt8(ascii: "]"))
    }

    /// Appends the UTF-8 of a literal.
    mutating func append(_ literal: StaticString) {
      JSON.append(literal, to: &bytes)
    }

    /// Appends a line break and `indent` spaces, after a comma when `comma` is true.
    mutating func appendLineBreak(comma: Bool = false, indent: Int) {
      // One copy for any indent up to 64: a slice of a comma, a line break and 64 spaces.
      let breaks: StaticString = ",\n                                                                "
      breaks.withUTF8Buffer { breaks in
        let start = comma ? 0 : 1
        if 2 + indent <= breaks.count {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: breaks[start..<(2 + indent)]))
        } else {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: breaks[start..<2]))
          bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        }
      }
    }
  }

  /// Appends the value to `output`, its own line indented by `indent`.
  func render(into output: inout Output, indent: Int) {
    switch self {
    case .null: output.append("null")
    case .bool(let value): output.append(value ? "true" : "false")
    case .int(let value): output.bytes.append(contentsOf: String(value).utf8)
    case .double(let value):
      if value.isFinite {
        output.bytes.append(contentsOf: String(value).utf8)
      } else {
        output.append("null")
      }
    case .string(let value): JSON.appendQuoted(value, to: &output.bytes)
    case .array(let items):
      guard !items.isEmpty else {
        output.append("[]")
        return
      }
      output.bytes.append(UInt8(ascii: "["))
      if items.allSatisfy({ $0.isScalar }) {
        for index in items.indices {
          if index > 0 { output.append(", ") }
          items[index].render(into: &output, indent: 0)
        }
      } else {
        for index in items.indices {
          output.appendLineBreak(comma: index > 0, indent: indent + 2)
          items[index].render(into: &output, indent: indent + 2)
        }
        output.appendLineBreak(indent: indent)
      }
      output.bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else {
        output.append("{}")
        return
      }
      output.bytes.append(UInt8(ascii: "{"))
      for index in members.indices {
        output.appendLineBreak(comma: index > 0, indent: indent + 2)
        JSON.appendQuoted(members[index].0, to: &output.bytes)
        output.append(": ")
        members[index].1.render(into: &output, indent: indent + 2)
      }
      output.appendLineBreak(indent: indent)
      output.bytes.append(UInt8(ascii: "}"))
    }
  }

  /// Appends the UTF-8 of a literal to `bytes`, without making a `String` of it.
  private static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: return false
    default: return true
    }
  }

  /// A JSON string literal, escaping quotes, backslashes and control characters.
  static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    appendQuoted(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `value` to `bytes` as a JSON string literal in UTF-8, escaping quotes, backslashes
  /// and control characters.
  ///
  /// `"` and `\` get a backslash; line feed, carriage return and tab are written `\n`, `\r` and
  /// `\t`, the other characters below U+0020 `\u00XX` in lowercase hexadecimal, and everything
  /// else as it is. Every byte of a multi-byte UTF-8 sequence is 0x80 or more, so a scan of the
  /// bytes finds exactly the characters to escape. Complexity: O(*n*), where *n* is the length of
  /// `value` in UTF-8; the runs between escapes are copied whole.
  static func appendQuoted(_ value: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var value = value  // `withUTF8` is mutating: it makes the storage native and contiguous if it is not
    value.withUTF8 { utf8 in
      var runStart = 0
      for position in utf8.indices {
        let byte = utf8[position]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position]))
        runStart = position + 1
        switch byte {
        case UInt8(ascii: "\""): append(#"\""#, to: &bytes)
        case UInt8(ascii: "\\"): append(#"\\"#, to: &bytes)
        case UInt8(ascii: "\n"): append(#"\n"#, to: &bytes)
        case UInt8(ascii: "\r"): append(#"\r"#, to: &bytes)
        case UInt8(ascii: "\t"): append(#"\t"#, to: &bytes)
        default:
          append(#"\u00"#, to: &bytes)
          let digits: StaticString = "0123456789abcdef"
          digits.withUTF8Buffer { digits in
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0xF)])
          }
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
