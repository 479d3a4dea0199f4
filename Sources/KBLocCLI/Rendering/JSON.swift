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

  static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.rendered() == rhs.rendered() }

  /// A string, or `null` when there is none.
  static func string(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }

  /// The value as JSON text, indented by two spaces per level, ending without a newline.
  func rendered(indent: Int = 0) -> String {
    let padding = String(repeating: " ", count: indent + 2)
    let closing = String(repeating: " ", count: indent)
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .double(let value):
      return value.isFinite ? String(value) : "null"
    case .string(let value): return JSON.quoted(value)
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      if items.allSatisfy(\.isScalar) {
        return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
      }
      return "[\n" + items.map { padding + $0.rendered(indent: indent + 2) }.joined(separator: ",\n") + "\n\(closing)]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      return "{\n"
        + members.map { padding + JSON.quoted($0.0) + ": " + $0.1.rendered(indent: indent + 2) }.joined(
          separator: ",\n")
        + "\n\(closing)}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: return false
    default: return true
    }
  }

  /// A JSON string literal, escaping quotes, backslashes and control characters.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
