extension Character {
  /// How the character is shown to a person, in tables and on keycaps alike: a combining mark on
  /// a dotted circle (`◌́`), a space by its name (`Space`, `No-Break Space`), another character
  /// that shows nothing (a control or format character, an unassigned code point) as its code
  /// point (`U+200D`), anything else as itself.
  var displayed: String {
    switch self {
    case " ": return "Space"
    case "\u{A0}": return "No-Break Space"
    default: break
    }
    guard let first = unicodeScalars.first else { return "" }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark:
      return "\u{25CC}" + String(self)
    case _ where isInvisible:
      return "U+" + String(first.value, radix: 16, uppercase: true).leftPadded(to: 4)
    default:
      return String(self)
    }
  }

  /// Whether the character shows nothing by itself, so that a keycap leaves it blank.
  ///
  /// Spaces, line and paragraph separators, control and format characters, unassigned and
  /// private-use code points.
  var isInvisible: Bool {
    guard let first = unicodeScalars.first else { return true }
    switch first.properties.generalCategory {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .unassigned, .privateUse, .surrogate:
      return true
    default:
      return false
    }
  }
}

extension String {
  /// The text with zeros in front up to `length` characters.
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: Swift.max(0, length - count)) + self
  }
}
