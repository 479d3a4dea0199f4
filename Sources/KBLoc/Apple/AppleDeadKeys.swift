/// Which cells of a keyboard recorded on a Mac are dead keys, when the recording does not say.
///
/// Browsers report what a key types, not whether it is a dead key; Electron's native-keymap adds
/// flags, but most recordings lack them. The rule below was read off the four recordings of
/// `data/mac-recordings` that carry flags (Spanish – ISO, Polish Pro, Russian, Swedish – Pro) and
/// Apple's documentation of the U.S. and ABC layouts' dead keys (Option-E, Option-\`, Option-I,
/// Option-U, Option-N); `docs/apple-input-sources.md` gives the evidence cell by cell and how
/// well the rule predicts recordings it was not read from.
///
/// 1. A layout whose letters are not Latin (fewer than 8 of `e t a o i n s r h l` on its main
///    keys, as Russian) has no dead keys.
/// 2. Unshifted or with Shift, a spacing diacritic (`´ \` ^ ˆ ¨ ~ ˜ ˚ ¸ ˇ ˘ ¯ ˙ ˝ ˛`) is dead,
///    except an ASCII character on the key and level where U.S. types it (`` ` `` and `~` on the
///    key left of 1, `^` on Shift-6 of U.S.-based layouts).
/// 3. With Option, an acute, grave, circumflex, diaeresis or tilde is dead unless rule 2 already
///    made a key of that accent dead (Swedish `´` is dead unshifted, so Option-`´` types it).
/// 4. With Shift and Option, nothing is dead.
enum AppleDeadKeys {
  /// The dead cells of a recording's keys, named by macOS virtual key code.
  /// - Parameter keys: Each key with what its four levels type (empty where nothing).
  /// - Returns: The cells that are dead keys.
  /// - Complexity: O(*n*) in the number of keys.
  static func deadCells(in keys: [(key: Key, outputs: [String])]) -> Set<RecordingReader.Cell> {
    let main = keys.filter { $0.key.isMain && $0.outputs.count == 4 }
    let lowLevels = main.flatMap { $0.outputs.prefix(2) }
    let latinLetters = Set("etaoinsrhl").filter { letter in lowLevels.contains { $0 == String(letter) } }
    guard latinLetters.count >= 8 else { return [] }
    let us = Layout.usReference(for: .mac)
    var dead = Set<RecordingReader.Cell>()
    var deadAccents = Set<Int>()
    for (key, outputs) in main {
      for (offset, modifiers) in [Modifiers(), .shift].enumerated() {
        guard let character = single(outputs[offset]), spacingDiacritics.contains(character) else { continue }
        if character.isASCII, us.character(at: key, group: 1, modifiers: modifiers) == character { continue }
        dead.insert(RecordingReader.Cell(key: key, level: offset + 1))
        if let accent = accents[character] { deadAccents.insert(accent) }
      }
    }
    for (key, outputs) in main {
      guard let character = single(outputs[2]), let accent = accents[character], !deadAccents.contains(accent)
      else { continue }
      dead.insert(RecordingReader.Cell(key: key, level: 3))
    }
    return dead
  }

  /// The character of a cell that types exactly one.
  private static func single(_ text: String) -> Character? {
    text.count == 1 ? text.first : nil
  }

  /// The accents dead keys carry on Option, by their spacing forms: acute, grave, circumflex,
  /// diaeresis, tilde.
  static let accents: [Character: Int] = ["´": 0, "`": 1, "^": 2, "ˆ": 2, "¨": 3, "~": 4, "˜": 4]

  /// Spacing forms of diacritics: the accents, and ring, cedilla, caron, breve, macron, dot
  /// above, double acute and ogonek.
  static let spacingDiacritics: Set<Character> = Set(accents.keys).union(["˚", "¸", "ˇ", "˘", "¯", "˙", "˝", "˛"])
}
