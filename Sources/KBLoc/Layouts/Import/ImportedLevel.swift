/// Turns what an imported layout file says a key types into a table ``Level``.
///
/// Both importers go through here, so a `.keylayout` and a recording that type the same thing
/// make the same table: one character is a level with that character (control characters type
/// nothing printable: a level with no character, named like XKB's keysym, such as `Return`);
/// an empty output is no level; several characters (a ligature key) are no level either, since no
/// shortcut can name them. A dead key's character is its spacing form.
enum ImportedLevel {
  /// The level `number` (1–4) with `modifiers`, typing `output`; `nil` when it types nothing
  /// a table can hold.
  static func make(number: Int, modifiers: Modifiers, output: String, isDead: Bool) -> Level? {
    guard output.count == 1, let character = output.first, let first = output.unicodeScalars.first else {
      if isDead, output.isEmpty {
        return Level(level: number, modifiers: modifiers, keysym: "dead_key", character: nil, isDead: true)
      }
      return nil
    }
    if isDead {
      return Level(
        level: number, modifiers: modifiers, keysym: deadKeysym(for: character), character: character, isDead: true)
    }
    if first.value < 0x20 || first.value == 0x7F {
      return Level(
        level: number, modifiers: modifiers, keysym: controlKeysyms[first.value] ?? unicodeKeysym(first),
        character: nil, isDead: false)
    }
    return Level(
      level: number, modifiers: modifiers, keysym: keysym(for: first, in: character), character: character,
      isDead: false)
  }

  /// The modifiers of levels 1 to 4 on `platform`: none, Shift, Option or AltGr, and both.
  static func modifiers(ofLevel number: Int, on platform: Platform) -> Modifiers {
    let three = Modifiers.levelThree(on: platform)
    switch number {
    case 2: return .shift
    case 3: return three
    case 4: return three.union(.shift)
    default: return []
    }
  }

  /// XKB's name for the keysym typing `character`: ASCII letters and digits as themselves, ASCII
  /// punctuation by name (`bracketleft`), anything else `U` and its code point (`U00E9`).
  static func keysym(for scalar: Unicode.Scalar, in character: Character) -> String {
    if character.unicodeScalars.count == 1 {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9": return String(scalar)
      default:
        if let name = asciiKeysyms[scalar.value] { return name }
      }
    }
    return unicodeKeysym(scalar)
  }

  /// `U` and the scalar's code point, at least four hexadecimal digits: XKB's Unicode keysym name.
  static func unicodeKeysym(_ scalar: Unicode.Scalar) -> String {
    "U" + scalar.hex4
  }

  /// XKB's dead keysym for a dead key whose spacing form is `character` (Apple writes `ˆ` and `˜`,
  /// XKB layouts `^` and `~`); `dead_` and the code point for one XKB does not name.
  static func deadKeysym(for character: Character) -> String {
    deadKeysyms[character].map { "dead_" + $0 } ?? "dead_"
      + (character.unicodeScalars.first.map(unicodeKeysym) ?? "key")
  }

  private static let asciiKeysyms: [UInt32: String] = [
    0x20: "space", 0x21: "exclam", 0x22: "quotedbl", 0x23: "numbersign", 0x24: "dollar", 0x25: "percent",
    0x26: "ampersand", 0x27: "apostrophe", 0x28: "parenleft", 0x29: "parenright", 0x2A: "asterisk", 0x2B: "plus",
    0x2C: "comma", 0x2D: "minus", 0x2E: "period", 0x2F: "slash", 0x3A: "colon", 0x3B: "semicolon", 0x3C: "less",
    0x3D: "equal", 0x3E: "greater", 0x3F: "question", 0x40: "at", 0x5B: "bracketleft", 0x5C: "backslash",
    0x5D: "bracketright", 0x5E: "asciicircum", 0x5F: "underscore", 0x60: "grave", 0x7B: "braceleft", 0x7C: "bar",
    0x7D: "braceright", 0x7E: "asciitilde",
  ]

  /// The control characters Mac layouts give the non-printing keys, with XKB's names for them.
  private static let controlKeysyms: [UInt32: String] = [
    0x01: "Home", 0x03: "KP_Enter", 0x04: "End", 0x05: "Help", 0x08: "BackSpace", 0x09: "Tab", 0x0B: "Prior",
    0x0C: "Next", 0x0D: "Return", 0x1B: "Escape", 0x1C: "Left", 0x1D: "Right", 0x1E: "Up",
    0x1F: "Down", 0x7F: "Delete",
  ]

  private static let deadKeysyms: [Character: String] = [
    "`": "grave", "´": "acute", "^": "circumflex", "ˆ": "circumflex", "~": "tilde", "˜": "tilde", "¨": "diaeresis",
    "¯": "macron", "˘": "breve", "˙": "abovedot", "˚": "abovering", "˝": "doubleacute", "ˇ": "caron", "¸": "cedilla",
    "˛": "ogonek",
  ]
}
