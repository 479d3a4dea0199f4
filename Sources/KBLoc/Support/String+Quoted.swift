extension StringProtocol {
  /// The text in single quotes, safe to echo in a one-line message: control, format and
  /// separator characters escaped (`\n`, `\t`, `\u{7F}`), the whole cut to 80 characters and `…`.
  ///
  /// Every message that echoes what a user gave (a key name, a layout, a path, a value read from
  /// a file) quotes it this way, so a 1 MB key name or a name with a newline in it still makes a
  /// short message of one line.
  ///
  /// ```swift
  /// "fx".quoted               // "'fx'"
  /// "a\nb".quoted             // "'a\\nb'"
  /// ```
  /// - Complexity: O(1) in the length of the text: at most 80 characters are read.
  public var quoted: String { "'" + escapedForMessage + "'" }

  /// The text escaped and cut as ``quoted`` does, without the quotes.
  /// - Complexity: O(1) in the length of the text.
  public var escapedForMessage: String {
    var result = ""
    var length = 0
    for scalar in unicodeScalars {
      let shown: String
      switch scalar {
      case "\n": shown = "\\n"
      case "\r": shown = "\\r"
      case "\t": shown = "\\t"
      default:
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
          shown = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
          shown = String(scalar)
        }
      }
      length += shown.unicodeScalars.count
      guard length <= quotedLimit else {
        result += "…"
        break
      }
      result += shown
    }
    return result
  }
}

/// The most Unicode scalars a message shows of an input, escapes included; the rest is cut with `…`.
let quotedLimit = 80
