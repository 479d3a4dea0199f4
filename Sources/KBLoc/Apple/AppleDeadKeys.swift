/// Which cells of a keyboard recorded on a Mac are dead keys, when the recording does not say.
///
/// Browsers report what a key types, not whether it is a dead key; Electron's native-keymap adds
/// flags, but most recordings lack them. The rule below was read off the four recordings of
/// `Layouts/Recordings` that carry flags (Spanish – ISO, Polish Pro, Russian, Swedish – Pro) and
/// Apple's documentation of the U.S. and ABC layouts' dead keys (Option-E, Option-\`, Option-I,
/// Option-U, Option-N); `docs/apple-input-sources.md` gives the evidence cell by cell and how
/// well the rule predicts recordings it was not read from.
///
/// 1. A layout whose letters are not Latin (fewer than 8 of `e t a o i n s r h l` on its main
///    keys, as Russian) has no dead keys.
/// 2. Unshifted or with Shift, a spacing diacritic (`´ \` ^ ˆ ¨ ~ ˜ ˚ ¸ ˇ ˘ ¯ ˙ ˝ ˛`) is dead,
///    except an ASCII character on the key and level where U.S. types it (`` ` `` and `~` on the
///    key left of 1, `^` on Shift-6 of U.S.-based layouts), and except `^` or `~` where the layout
///    also types the accent's modifier letter, `ˆ` or `˜`, without Shift-Option (Italian types
///    `^` with Shift and a dead `ˆ` with Option).
/// 3. With Option, then with Shift and Option, an acute, grave, circumflex, diaeresis or tilde
///    that no key has made dead yet is dead on the first key in keyboard order that types it,
///    `^` and `~` excepted as in rule 2 (Swedish `´` is dead unshifted, so Option-`´` types it;
///    French types `´` only with Shift-Option-1, which is dead).
enum AppleDeadKeys {
  /// The dead cells of a recording's keys, named by macOS virtual key code.
  /// - Parameter keys: Each key with what its four levels type (empty where nothing).
  /// - Returns: The cells that are dead keys.
  /// - Complexity: O(*n* log *n*) in the number of keys.
  static func deadCells(in keys: [(key: Key, outputs: [String])]) -> Set<RecordingReader.Cell> {
    let main = keys.filter { $0.key.isMain && $0.outputs.count == 4 }.sorted { $0.key.order < $1.key.order }
    let lowLevels = main.flatMap { $0.outputs.prefix(2) }
    let latinLetters = Set("etaoinsrhl").filter { letter in lowLevels.contains { $0 == String(letter) } }
    guard latinLetters.count >= 8 else { return [] }
    let us = Layout.usReference(for: .mac)
    // `^` and `~` are plain characters where the layout types `ˆ` or `˜` below Shift-Option.
    let typedBelowShiftOption = Set(main.flatMap { $0.outputs.prefix(3) }.compactMap(single))
    let isPlain = { (character: Character) in modifierLetters[character].map(typedBelowShiftOption.contains) ?? false }
    var dead = Set<RecordingReader.Cell>()
    var deadAccents = Set<Int>()
    for (key, outputs) in main {
      for (offset, modifiers) in [Modifiers(), .shift].enumerated() {
        guard let character = single(outputs[offset]), spacingDiacritics.contains(character), !isPlain(character)
        else { continue }
        if character.isASCII, us.character(at: key, group: 1, modifiers: modifiers) == character { continue }
        dead.insert(RecordingReader.Cell(key: key, level: offset + 1))
        if let accent = accents[character] { deadAccents.insert(accent) }
      }
    }
    for level in [3, 4] {
      for (key, outputs) in main {
        guard let character = single(outputs[level - 1]), let accent = accents[character],
          !deadAccents.contains(accent), !isPlain(character)
        else { continue }
        dead.insert(RecordingReader.Cell(key: key, level: level))
        deadAccents.insert(accent)
      }
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

  /// The ASCII spacing forms of the circumflex and the tilde, with their modifier letters.
  static let modifierLetters: [Character: Character] = ["^": "ˆ", "~": "˜"]

  /// Spacing forms of diacritics: the accents, and ring, cedilla, caron, breve, macron, dot
  /// above, double acute and ogonek.
  static let spacingDiacritics: Set<Character> = Set(accents.keys).union(["˚", "¸", "ˇ", "˘", "¯", "˙", "˝", "˛"])
}
