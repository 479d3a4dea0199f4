/// Why a layout file (an Apple `.keylayout` or a keyboard recording) could not be imported, and
/// where.
///
/// Every case carries the ``SourcePosition`` of the problem in the file; ``message`` says what is
/// wrong in words. The description is `LINE:COLUMN: MESSAGE`, to which a caller that knows the
/// file's path prefixes it, as compilers do.
///
/// ```swift
/// do { _ = try Layout(keylayout: "<plist/>", name: "x") } catch {
///   error.description   // "1:1: Not an Apple keyboard layout: the root element is <plist>, not <keyboard>"
/// }
/// ```
public enum LayoutImportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is neither XML nor a JSON object, so neither a `.keylayout` nor a recording.
  case unknownFormat(at: SourcePosition)
  /// The text is not well-formed XML or JSON; the message is the reader's.
  case malformed(String, at: SourcePosition)
  /// The XML is well-formed but not a keyboard layout: its root element is the one named.
  case notAKeylayout(root: String, at: SourcePosition)
  /// The JSON is well-formed but not a keyboard recording; the message says why.
  case notARecording(String, at: SourcePosition)
  /// A part the format requires is missing: the message names it and where it should be.
  case missing(String, at: SourcePosition)
  /// A key code that no keyboard has: a `.keylayout` code beyond 127 or not a number, or a
  /// `KeyboardEvent.code` that is not one (with close codes, best first).
  case unknownKeyCode(String, suggestions: [String], at: SourcePosition)
  /// A `modifierMap` modifier name that Apple's format does not have.
  case unknownModifier(String, at: SourcePosition)
  /// A recorded key without one of the four levels (`withShift`, …).
  case missingLevel(code: String, level: String, at: SourcePosition)
  /// A value that is there but wrong; the message says what was expected.
  case invalid(String, at: SourcePosition)

  /// Where the problem is in the file.
  public var position: SourcePosition {
    switch self {
    case .unknownFormat(let at), .malformed(_, let at), .notAKeylayout(_, let at), .notARecording(_, let at),
      .missing(_, let at),
      .unknownKeyCode(_, _, let at), .unknownModifier(_, let at), .missingLevel(_, _, let at), .invalid(_, let at):
      return at
    }
  }

  /// What is wrong, in sentence case, without the position.
  public var message: String {
    switch self {
    case .unknownFormat:
      return
        "Not a layout file: expected an Apple .keylayout (XML, '<keyboard') or a keyboard recording (a JSON object)"
    case .malformed(let message, _):
      return message
    case .notAKeylayout(let root, _):
      return "Not an Apple keyboard layout: the root element is <\(root.escapedForMessage)>, not <keyboard>"
    case .notARecording(let message, _):
      return "Not a keyboard recording: \(message)"
    case .missing(let what, _):
      return "Missing \(what)"
    case .unknownKeyCode(let code, let suggestions, _):
      return "Unknown key code \(code.quoted)" + (Suggestions.didYouMean(suggestions).map { "; \($0)" } ?? "")
    case .unknownModifier(let name, _):
      return
        "Unknown modifier \(name.quoted); a .keylayout names shift, rightShift, anyShift, option, rightOption, anyOption, "
        + "control, rightControl, anyControl, command and caps, each optionally followed by '?'"
    case .missingLevel(let code, let level, _):
      return
        "The key \(code.quoted) has no \(level.quoted); a recording gives value, withShift, withAltGr and withShiftAltGr"
    case .invalid(let message, _):
      return message
    }
  }

  /// The position of the first character that is not white space or a byte-order mark.
  static func firstCharacterPosition(in text: String) -> SourcePosition {
    var line = 1
    var column = 1
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\u{FEFF}" where previous == nil:
        break
      case "\n" where previous == "\r":
        break
      case "\n", "\r":
        line += 1
        column = 1
      case _ where scalar.properties.isWhitespace:
        column += 1
      default:
        return SourcePosition(line: line, column: column)
      }
      previous = scalar
    }
    return SourcePosition(line: line, column: column)
  }

  /// `LINE:COLUMN: MESSAGE`.
  public var description: String { "\(position): \(message)" }
}
