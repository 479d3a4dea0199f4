/// The spacing forms of XKB's dead keysyms: what a dead key shows on its keycap and types when
/// followed by Space.
///
/// libxkbcommon gives no character for a dead keysym, so kbloc keeps this table: the Unicode
/// spacing accent for each (`´` for `dead_acute`), or the combining mark where Unicode has no
/// spacing form. A test checks that every dead keysym the system's layouts use is in it.
enum DeadKeys {
  /// The spacing form of the dead keysym with the given name, or `nil` for one with no printable
  /// form (such as `dead_a`).
  static func spacingForm(ofKeysymNamed name: String) -> Character? {
    spacingForms[name]
  }

  private static let spacingForms: [String: Character] = [
    "dead_grave": "`", "dead_acute": "´", "dead_circumflex": "^", "dead_tilde": "~",
    "dead_perispomeni": "῀", "dead_macron": "¯", "dead_breve": "˘", "dead_abovedot": "˙",
    "dead_diaeresis": "¨", "dead_abovering": "˚", "dead_doubleacute": "˝", "dead_caron": "ˇ",
    "dead_cedilla": "¸", "dead_ogonek": "˛", "dead_iota": "ͺ", "dead_voiced_sound": "゛",
    "dead_semivoiced_sound": "゜", "dead_belowdot": "\u{0323}", "dead_hook": "\u{0309}",
    "dead_horn": "\u{031B}", "dead_stroke": "/", "dead_abovecomma": "᾿", "dead_psili": "᾿",
    "dead_abovereversedcomma": "῾", "dead_dasia": "῾", "dead_doublegrave": "\u{030F}",
    "dead_belowring": "˳", "dead_belowmacron": "ˍ", "dead_belowcircumflex": "\u{032D}",
    "dead_belowtilde": "˷", "dead_belowbreve": "\u{032E}", "dead_belowdiaeresis": "\u{0324}",
    "dead_invertedbreve": "\u{0311}", "dead_belowcomma": ",", "dead_currency": "¤",
    "dead_lowline": "_", "dead_aboveverticalline": "ˈ", "dead_belowverticalline": "ˌ",
    "dead_longsolidusoverlay": "\u{0338}", "dead_greek": "µ",
  ]
}
