/// A JSON value whose objects keep their keys in the order they were written, so kbloc's output
/// reads in the order DESIGN §5 documents.
enum JSON: Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])
  /// JSON text already rendered at the indent where it is placed, written as is; lets a large
  /// document be rendered in parts, in parallel.
  case verbatim(String)

  static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.rendered() == rhs.rendered() }

  /// A string, or `null` when there is none.
  static func string(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }

  /// The value as JSON text, indented by two spaces per level, ending without a newline.
  func rendered(indent: Int = 0) -> String {
    var text = ""
    render(into: &text, indent: indent)
    return text
  }

  /// Appends the value as JSON text to `text`, in one pass: nested levels are written in place
  /// rather than rendered apart and joined.
  /// - Parameters:
  ///   - text: The text to append to.
  ///   - indent: How many spaces the value's own line is indented by; members get two more.
  func render(into text: inout String, indent: Int = 0) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .int(let value): text += String(value)
    case .double(let value): text += value.isFinite ? String(value) : "null"
    case .string(let value): JSON.appendQuoted(value, to: &text)
    case .verbatim(let value): text += value
    case .array(let items):
      guard !items.isEmpty else {
        text += "[]"
        return
      }
      if items.allSatisfy(\.isScalar) {
        text += "["
        for (position, item) in items.enumerated() {
          if position > 0 { text += ", " }
          item.render(into: &text)
        }
        text += "]"
        return
      }
      text += "[\n"
      for (position, item) in items.enumerated() {
        if position > 0 { text += ",\n" }
        JSON.appendSpaces(indent + 2, to: &text)
        item.render(into: &text, indent: indent + 2)
      }
      text += "\n"
      JSON.appendSpaces(indent, to: &text)
      text += "]"
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      text += "{\n"
      for (position, member) in members.enumerated() {
        if position > 0 { text += ",\n" }
        JSON.appendSpaces(indent + 2, to: &text)
        JSON.appendQuoted(member.0, to: &text)
        text += ": "
        member.1.render(into: &text, indent: indent + 2)
      }
      text += "\n"
      JSON.appendSpaces(indent, to: &text)
      text += "}"
    }
  }

  /// Runs of spaces for the usual indents, so indenting a line is one append.
  private static let spaces = (0...32).map { String(repeating: " ", count: $0) }

  /// Appends `count` spaces to `text`.
  private static func appendSpaces(_ count: Int, to text: inout String) {
    text += count < spaces.count ? spaces[count] : String(repeating: " ", count: count)
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object, .verbatim: return false
    default: return true
    }
  }

  /// A JSON string literal, escaping quotes, backslashes and control characters.
  static func quoted(_ text: String) -> String {
    var result = ""
    appendQuoted(text, to: &result)
    return result
  }

  /// Appends `value` to `text` as a JSON string literal, escaping quotes, backslashes and control
  /// characters.
  static func appendQuoted(_ value: String, to text: inout String) {
    text += "\""
    defer { text += "\"" }
    guard value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
      text += value
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
  }
}
