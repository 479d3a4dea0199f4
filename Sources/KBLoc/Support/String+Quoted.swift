extension StringProtocol {
  /// The text in single quotes, safe to echo in a one-line message: control, format and
  /// separator characters escaped (`\n`, `\t`, `\u{7}`), and a text longer than 80 characters cut
  /// in the middle with `…`, keeping its start and its end.
  ///
  /// Every message that echoes what a user gave (a key name, a layout, a value read from a file)
  /// quotes it this way, so a 1 MB key name or a name with a newline in it still makes a short
  /// message of one line. A path is quoted with ``quotedPath`` instead, whole.
  ///
  /// ```swift
  /// "fx".quoted               // "'fx'"
  /// "a\nb".quoted             // "'a\\nb'"
  /// ```
  /// - Complexity: O(1) in the length of the text: at most about 80 characters are read.
  public var quoted: String { "'" + escapedForMessage + "'" }

  /// The text escaped and cut as ``quoted`` does, without the quotes.
  /// - Complexity: O(1) in the length of the text.
  public var escapedForMessage: String { escaped(cutBeyond: quotedLimit) }

  /// The path in single quotes, escaped as ``quoted`` escapes and shown whole, so it can be read
  /// and copied from the message: only a text longer than any real path (4,096 characters,
  /// Linux's `PATH_MAX`) is cut, in the middle as ``quoted`` cuts.
  ///
  /// ```swift
  /// "/tmp/a\nb/shortcuts.json".quotedPath   // "'/tmp/a\\nb/shortcuts.json'"
  /// ```
  /// - Complexity: O(1) in the length of the text: at most about 4,096 characters are read.
  public var quotedPath: String { "'" + escaped(cutBeyond: quotedPathLimit) + "'" }

  /// The whole text with every character that would break or hide a line escaped as ``quoted``
  /// escapes it, and nothing cut: for a message kbloc does not own, such as a library's.
  /// - Complexity: O(*n*) in the length of the text.
  public var escapingControlCharacters: String {
    unicodeScalars.map(Self.shown).joined()
  }

  /// The text escaped, and when that makes more than `limit` characters, cut in the middle: the
  /// first five eighths of `limit` from its start, `…`, and the rest from its end.
  /// - Complexity: O(`limit`): the text is read from each end only as far as is shown.
  private func escaped(cutBeyond limit: Int) -> String {
    let scalars = unicodeScalars
    var whole = ""
    var length = 0
    var index = scalars.startIndex
    while index != scalars.endIndex {
      let shown = Self.shown(scalars[index])
      length += shown.unicodeScalars.count
      guard length <= limit else { break }
      whole += shown
      index = scalars.index(after: index)
    }
    guard index != scalars.endIndex else { return whole }
    // Too long: the start, `…`, and the end.
    let headLimit = limit * 5 / 8
    var head = ""
    var headLength = 0
    for scalar in scalars {
      let shown = Self.shown(scalar)
      headLength += shown.unicodeScalars.count
      guard headLength <= headLimit else { break }
      head += shown
    }
    var tail: [String] = []
    var tailLength = 0
    for scalar in scalars.reversed() {
      let shown = Self.shown(scalar)
      tailLength += shown.unicodeScalars.count
      guard tailLength <= limit - headLimit - 1 else { break }
      tail.append(shown)
    }
    return head + "…" + tail.reversed().joined()
  }

  /// How a scalar is shown in a message: itself, or escaped when it would break or hide the line.
  private static func shown(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    default:
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
        return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default:
        return String(scalar)
      }
    }
  }
}

/// The most characters a message shows of an input, escapes and `…` included.
let quotedLimit = 80
/// The most characters a message shows of a path: Linux's `PATH_MAX`, which no path a system
/// call accepts reaches.
let quotedPathLimit = 4096
