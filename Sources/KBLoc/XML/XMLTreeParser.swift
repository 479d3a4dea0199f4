/// The reader behind ``XMLTree``: one pass over Unicode scalars with an explicit stack of the
/// elements open, so that nesting costs no recursion.
struct XMLTreeParser {
  /// An element whose start tag has been read and whose end tag has not.
  struct Frame {
    var element: XMLTree.Element
    /// The element's character data so far, as UTF-8.
    var text: [UInt8] = []
  }

  let scalars: [Unicode.Scalar]
  let maximumDepth: Int
  var index = 0
  var line = 1
  var lineStart = 0

  init(scalars: [Unicode.Scalar], maximumDepth: Int) {
    self.scalars = scalars
    self.maximumDepth = maximumDepth
  }

  var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  var position: SourcePosition { SourcePosition(line: line, column: index - lineStart + 1) }

  /// Whether the text at `index` starts with `prefix` (ASCII).
  func looksAt(_ prefix: String) -> Bool {
    var at = index
    for scalar in prefix.unicodeScalars {
      guard at < scalars.count, scalars[at] == scalar else { return false }
      at += 1
    }
    return true
  }

  /// Moves past one scalar, counting lines (LF, CR LF and a lone CR end a line).
  mutating func advance() {
    let scalar = scalars[index]
    index += 1
    if scalar == "\n" {
      if index < 2 || scalars[index - 2] != "\r" { line += 1 }
      lineStart = index
    } else if scalar == "\r" {
      line += 1
      lineStart = index
    }
  }

  /// Moves past `count` scalars that hold no line break.
  mutating func skip(_ count: Int) { index += count }

  mutating func skipWhitespace() {
    while let scalar = current, scalar.isXMLWhitespace { advance() }
  }

  // MARK: - Document

  mutating func parseDocument() throws(XMLParseError) -> XMLTree.Element {
    if current == "\u{FEFF}" {
      index = 1
      lineStart = 1
    }
    try skipMisc(allowingDoctype: true)
    guard current == "<", index + 1 < scalars.count, scalars[index + 1].isNameStart else {
      if current == nil { throw .noRootElement(at: position) }
      throw .unexpected(expected: "the root element's '<'", found: found(), at: position)
    }
    let root = try parseElement()
    try skipMisc(allowingDoctype: false)
    guard current == nil else {
      let what = current == "<" ? "markup \(found())" : "text \(found())"
      throw .contentAfterRootElement(found: what, at: position)
    }
    return root
  }

  /// Skips what may stand around the root element: white space, processing instructions,
  /// comments and, before it, one DOCTYPE.
  mutating func skipMisc(allowingDoctype: Bool) throws(XMLParseError) {
    var allowsDoctype = allowingDoctype
    while true {
      skipWhitespace()
      if looksAt("<?") {
        try skipProcessingInstruction()
      } else if looksAt("<!--") {
        try skipComment()
      } else if allowsDoctype, looksAt("<!DOCTYPE") {
        try skipDoctype()
        allowsDoctype = false
      } else {
        return
      }
    }
  }

  /// Reads the element whose `<` is at `index`, and everything inside it.
  mutating func parseElement() throws(XMLParseError) -> XMLTree.Element {
    var stack: [Frame] = []
    while true {
      // At the '<' of a start tag.
      guard stack.count < maximumDepth else { throw .tooDeep(limit: maximumDepth, at: position) }
      let (element, isEmpty) = try readStartTag()
      if isEmpty {
        if stack.isEmpty { return element }
        stack[stack.count - 1].element.children.append(element)
      } else {
        stack.append(Frame(element: element))
      }
      // Content until the next start tag, or until the root element closes.
      content: while let top = stack.indices.last {
        try readText(into: &stack[top].text)
        guard current != nil else {
          throw .unclosedElement(stack[top].element.name, at: stack[top].element.position)
        }
        if looksAt("</") {
          let endPosition = position
          skip(2)
          let name = try readName(what: "the element name after '</'")
          skipWhitespace()
          guard current == ">" else {
            throw .unexpected(expected: "'>' to end </\(name)>", found: found(), at: position)
          }
          skip(1)
          var frame = stack.removeLast()
          guard frame.element.name == name else {
            throw .mismatchedEndTag(
              found: name, open: frame.element.name, openedAt: frame.element.position, at: endPosition)
          }
          frame.element.text = String(decoding: frame.text, as: UTF8.self)
          if stack.isEmpty { return frame.element }
          stack[stack.count - 1].element.children.append(frame.element)
        } else if looksAt("<!--") {
          try skipComment()
        } else if looksAt("<![CDATA[") {
          try readCDATA(into: &stack[top].text)
        } else if looksAt("<?") {
          try skipProcessingInstruction()
        } else if index + 1 < scalars.count, scalars[index + 1].isNameStart {
          break content
        } else {
          skip(1)
          throw .unexpected(
            expected: "an element name, '/', '!--' or '![CDATA[' after '<'", found: found(), at: position)
        }
      }
    }
  }

  // MARK: - Tags

  /// Reads `<name attr="value" …>` or `<name …/>`; `isEmpty` is whether it ends with `/>`.
  mutating func readStartTag() throws(XMLParseError) -> (element: XMLTree.Element, isEmpty: Bool) {
    let start = position
    skip(1)
    let name = try readName(what: "an element name after '<'")
    var element = XMLTree.Element(name: name, position: start)
    // Attribute names seen, once there are enough for a linear search to cost more than hashing.
    var seen: [String: SourcePosition] = [:]
    while true {
      let hadSpace = current?.isXMLWhitespace == true
      skipWhitespace()
      guard let scalar = current else {
        throw .unexpected(expected: "'>' to end the start tag <\(name)>", found: found(), at: position)
      }
      if scalar == ">" {
        skip(1)
        return (element, false)
      }
      if scalar == "/" {
        skip(1)
        guard current == ">" else {
          throw .unexpected(expected: "'>' after '/' in <\(name)>", found: found(), at: position)
        }
        skip(1)
        return (element, true)
      }
      guard scalar.isNameStart, hadSpace else {
        throw .unexpected(
          expected: hadSpace ? "an attribute name, '>' or '/>' in <\(name)>" : "a space, '>' or '/>' in <\(name)>",
          found: found(), at: position)
      }
      let attributePosition = position
      let attributeName = try readName(what: "an attribute name")
      if element.attributes.count < 8 {
        if let first = element.attribute(attributeName) {
          throw .duplicateAttribute(attributeName, firstAt: first.position, at: attributePosition)
        }
      } else {
        if seen.isEmpty {
          for attribute in element.attributes { seen[attribute.name] = attribute.position }
        }
        if let first = seen.updateValue(attributePosition, forKey: attributeName) {
          throw .duplicateAttribute(attributeName, firstAt: first, at: attributePosition)
        }
      }
      skipWhitespace()
      guard current == "=" else {
        throw .unexpected(
          expected: "'=' after the attribute name \(attributeName.quoted)", found: found(), at: position)
      }
      skip(1)
      skipWhitespace()
      guard let quote = current, quote == "\"" || quote == "'" else {
        throw .unexpected(
          expected: "a quoted value for the attribute \(attributeName.quoted)", found: found(), at: position)
      }
      let quotePosition = position
      skip(1)
      let valuePosition = position
      let value = try readAttributeValue(quote: quote, openedAt: quotePosition, name: attributeName)
      element.attributes.append(
        XMLTree.Attribute(
          name: attributeName, value: value, position: attributePosition, valuePosition: valuePosition))
    }
  }

  /// Reads an XML name at `index`; `what` says what was expected, for the error.
  mutating func readName(what: String) throws(XMLParseError) -> String {
    guard let first = current, first.isNameStart else {
      throw .unexpected(expected: what, found: found(), at: position)
    }
    let start = index
    skip(1)
    while let scalar = current, scalar.isNameCharacter { skip(1) }
    return string(start..<index)
  }

  /// Reads an attribute value up to its closing quote, which it moves past.
  mutating func readAttributeValue(quote: Unicode.Scalar, openedAt: SourcePosition, name: String)
    throws(XMLParseError) -> String
  {
    var value: [UInt8] = []
    var runStart = index
    while let scalar = current {
      switch scalar {
      case quote:
        appendUTF8(runStart..<index, to: &value)
        skip(1)
        return String(decoding: value, as: UTF8.self)
      case "<":
        throw .unexpected(
          expected: "'&lt;' instead of '<' in the value of \(name.quoted)", found: "'<'", at: position)
      case "&":
        appendUTF8(runStart..<index, to: &value)
        Self.appendUTF8(try readReference(), to: &value)
        runStart = index
      case "\t", "\n", "\r":
        appendUTF8(runStart..<index, to: &value)
        if scalar != "\n" || index == 0 || scalars[index - 1] != "\r" { value.append(0x20) }
        advance()
        runStart = index
      default:
        skip(1)
      }
    }
    throw .unterminated("the value of the attribute \(name.quoted)", at: openedAt)
  }

  // MARK: - Character data

  /// Reads character data up to the next `<` or the end of the text, decoding references and
  /// writing line breaks as `\n`.
  mutating func readText(into text: inout [UInt8]) throws(XMLParseError) {
    var runStart = index
    while let scalar = current {
      switch scalar {
      case "<":
        appendUTF8(runStart..<index, to: &text)
        return
      case "&":
        appendUTF8(runStart..<index, to: &text)
        Self.appendUTF8(try readReference(), to: &text)
        runStart = index
      case "\r":
        appendUTF8(runStart..<index, to: &text)
        advance()
        if current == "\n" { advance() }
        text.append(0x0A)
        runStart = index
      case "\n":
        advance()
      default:
        skip(1)
      }
    }
    appendUTF8(runStart..<index, to: &text)
  }

  /// Reads `&name;`, `&#NN;` or `&#xNN;` at `index` and returns the scalar it stands for.
  mutating func readReference() throws(XMLParseError) -> Unicode.Scalar {
    let start = position
    let startIndex = index
    skip(1)
    var end = index
    while end < scalars.count, end - index < 32, scalars[end] != ";", !scalars[end].isXMLWhitespace,
      scalars[end] != "<", scalars[end] != "&", scalars[end] != "\"", scalars[end] != "'"
    {
      end += 1
    }
    guard end < scalars.count, scalars[end] == ";" else {
      let written = string(startIndex..<end)
      throw .unknownEntity(written, at: start)
    }
    let body = string(index..<end)
    let written = "&\(body);"
    index = end + 1
    switch body {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard body.hasPrefix("#") else { throw .unknownEntity(written, at: start) }
      let digits = body.dropFirst()
      let value: UInt32?
      if digits.first == "x" {
        value = digits.count > 1 ? UInt32(digits.dropFirst(), radix: 16) : nil
      } else {
        value = UInt32(digits, radix: 10)
      }
      guard let value, let scalar = Unicode.Scalar(value) else {
        throw .invalidCharacterReference(written, at: start)
      }
      return scalar
    }
  }

  /// Reads `<![CDATA[…]]>` at `index`, appending its contents as they are.
  mutating func readCDATA(into text: inout [UInt8]) throws(XMLParseError) {
    let start = position
    skip(9)
    while current != nil {
      if looksAt("]]>") {
        skip(3)
        return
      }
      if current == "\r" {
        advance()
        if current == "\n" { advance() }
        text.append(0x0A)
      } else {
        if let scalar = current { Self.appendUTF8(scalar, to: &text) }
        advance()
      }
    }
    throw .unterminated("the CDATA section", at: start)
  }

  // MARK: - Skipped markup

  /// Skips `<!--…-->`.
  mutating func skipComment() throws(XMLParseError) {
    try skip(opening: 4, through: "-->", "the comment")
  }

  /// Skips `<?…?>`, the XML declaration included.
  mutating func skipProcessingInstruction() throws(XMLParseError) {
    try skip(opening: 2, through: "?>", "the processing instruction")
  }

  /// Skips markup that opens with `opening` scalars and ends at the first `terminator`.
  /// - Throws: ``XMLParseError`` naming `what`, at its start, when the text ends first.
  private mutating func skip(opening: Int, through terminator: String, _ what: String) throws(XMLParseError) {
    let start = position
    skip(opening)
    while current != nil {
      if looksAt(terminator) {
        skip(terminator.unicodeScalars.count)
        return
      }
      advance()
    }
    throw .unterminated(what, at: start)
  }

  /// Skips `<!DOCTYPE …>`, with its internal subset in `[…]` and the quoted strings, comments
  /// and declarations inside it.
  mutating func skipDoctype() throws(XMLParseError) {
    let start = position
    skip(9)
    var bracketDepth = 0
    while let scalar = current {
      switch scalar {
      case "\"", "'":
        advance()
        while let inner = current, inner != scalar { advance() }
        guard current != nil else { throw .unterminated("the DOCTYPE", at: start) }
        advance()
      case "[":
        bracketDepth += 1
        advance()
      case "]":
        bracketDepth = max(0, bracketDepth - 1)
        advance()
      case "<" where looksAt("<!--"):
        try skipComment()
      case ">" where bracketDepth == 0:
        advance()
        return
      default:
        advance()
      }
    }
    throw .unterminated("the DOCTYPE", at: start)
  }

  // MARK: - Strings

  /// The scalars in `range` as a string.
  func string(_ range: Range<Int>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(range.count)
    appendUTF8(range, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the scalars in `range` to `bytes` as UTF-8: the standard library's generic appends
  /// of scalars cost several times more.
  func appendUTF8(_ range: Range<Int>, to bytes: inout [UInt8]) {
    for offset in range { Self.appendUTF8(scalars[offset], to: &bytes) }
  }

  /// Appends one scalar to `bytes` as UTF-8.
  @inline(__always)
  static func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
    let value = scalar.value
    switch value {
    case 0..<0x80:
      bytes.append(UInt8(value))
    case 0x80..<0x800:
      bytes.append(UInt8(0xC0 | value >> 6))
      bytes.append(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x10000:
      bytes.append(UInt8(0xE0 | value >> 12))
      bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | value & 0x3F))
    default:
      bytes.append(UInt8(0xF0 | value >> 18))
      bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
      bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | value & 0x3F))
    }
  }

  // MARK: - Messages

  /// What stands at `index`, for messages: `'x'`, `'name'`, `U+0009` or `the end of the text`.
  func found() -> String {
    guard let scalar = current else { return "the end of the text" }
    if scalar.isNameStart {
      var end = index
      while end < scalars.count, scalars[end].isNameCharacter, end - index < 40 { end += 1 }
      return string(index..<end).quoted
    }
    if scalar.value < 0x21 || scalar.value == 0x7F || scalar.properties.isWhitespace {
      return scalar.codePointName
    }
    return String(Character(scalar)).quoted
  }
}

extension Unicode.Scalar {
  /// Space, tab, line feed or carriage return: what XML calls white space.
  fileprivate var isXMLWhitespace: Bool {
    self == " " || self == "\t" || self == "\n" || self == "\r"
  }

  /// Whether the scalar can start an XML name: a letter, `_`, `:` or anything beyond ASCII.
  fileprivate var isNameStart: Bool {
    switch self {
    case "a"..."z", "A"..."Z", "_", ":": return true
    default: return value >= 0xC0 && !properties.isWhitespace
    }
  }

  /// Whether the scalar can be part of an XML name.
  fileprivate var isNameCharacter: Bool {
    switch self {
    case "a"..."z", "A"..."Z", "0"..."9", "_", ":", "-", ".", "\u{B7}": return true
    default: return value >= 0xC0 && !properties.isWhitespace
    }
  }
}
