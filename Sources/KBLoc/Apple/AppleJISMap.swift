/// What a recorded table types on a JIS keyboard where it differs from the recording.
///
/// An Apple `.keylayout` selects its map by the hardware keyboard's type, and the U.S. layout's
/// map for JIS keyboards types what the JIS keyboard prints.
///
/// A recording lists what each virtual key code types on the keyboard it was made on (ANSI or
/// ISO). On a JIS keyboard macOS types another map: with ABC (and every input method, whose key
/// equivalents go through ABC) the key right of P types `@`, the key right of `-` types `^`, the
/// `¥` and `_` keys of JIS type `¥` and `_`, and Shift-2 types `"`, as the keys are printed.
/// `docs/apple-input-sources.md` gives the evidence; kbloc knows this map for the U.S. recording
/// only, and places every other recording's cells by virtual key code on JIS.
///
/// ```swift
/// let hiragana = try Layout.bundled(inputSource: "Hiragana")       // ABC's table, on JIS
/// hiragana.level(at: Key(name: "AD11"), group: 1, modifiers: [])?.character   // "@"
/// ```
struct AppleJISMap: Sendable {
  /// One cell of the map: a key named by macOS virtual key code (its ANSI catalog key, as
  /// recorded tables name keys), a level from 1 to 4, and what it types.
  struct Cell: Sendable {
    /// The key, as the catalog key of its virtual key code on ANSI (`AD11` for 0x21).
    let key: Key
    /// 1 (no modifier), 2 (Shift), 3 (Option) or 4 (Shift-Option).
    let level: Int
    /// The character.
    let output: String
    /// Whether the cell is a dead key.
    let isDead: Bool

    init(_ key: String, _ level: Int, _ output: String, dead isDead: Bool = false) {
      self.key = Key(name: key)
      self.level = level
      self.output = output
      self.isDead = isDead
    }
  }

  /// The cells the map changes or adds.
  let cells: [Cell]

  /// The JIS maps kbloc knows, by the identifier of the recording they apply to.
  static let byRecording: [String: AppleJISMap] = ["com.apple.keylayout.US": usJIS]

  /// ABC, the layout of the United States, on a JIS keyboard.
  ///
  /// The JIS keyboard's printed characters where they differ from U.S.; Option levels as on U.S.,
  /// but for the `¥` key (`\` with Option) and the `_` key (a dead `` ` `` with Option).
  static let usJIS = AppleJISMap(cells: [
    Cell("AE12", 1, "^"), Cell("AE12", 2, "~"),
    Cell("AD11", 1, "@"), Cell("AD11", 2, "`"),
    Cell("AD12", 1, "["), Cell("AD12", 2, "{"),
    Cell("AC10", 2, "+"),
    Cell("AC11", 1, ":"), Cell("AC11", 2, "*"),
    Cell("BKSL", 1, "]"), Cell("BKSL", 2, "}"),
    Cell("AE02", 2, "\""), Cell("AE06", 2, "&"), Cell("AE07", 2, "'"), Cell("AE08", 2, "("),
    Cell("AE09", 2, ")"), Cell("AE10", 2, "0"), Cell("AE11", 2, "="),
    Cell("AE13", 1, "¥"), Cell("AE13", 2, "|"), Cell("AE13", 3, "\\"), Cell("AE13", 4, "|"),
    Cell("AB11", 1, "_"), Cell("AB11", 2, "_"), Cell("AB11", 3, "`", dead: true), Cell("AB11", 4, "`"),
  ])

  /// The keys the map changes or adds.
  var keys: Set<Key> { Set(cells.map(\.key)) }

  /// `keys` (named by virtual key code, in group 1) with the map's cells in place of theirs, and
  /// its keys the recording lacks added.
  /// - Complexity: O(*n* + *m*) in the number of keys and of the map's cells.
  func applied(to keys: [KeyLevels]) -> [KeyLevels] {
    var byKey: [Key: [Cell]] = [:]
    for cell in cells { byKey[cell.key, default: []].append(cell) }
    var result = keys.map { entry -> KeyLevels in
      guard entry.group == 1, let changes = byKey.removeValue(forKey: entry.key) else { return entry }
      return KeyLevels(key: entry.key, group: 1, levels: Self.levels(entry.levels, changedBy: changes))
    }
    for (key, changes) in byKey.sorted(by: { $0.key.order < $1.key.order }) {
      result.append(KeyLevels(key: key, group: 1, levels: Self.levels([], changedBy: changes)))
    }
    return result
  }

  /// `levels` with each of `changes` in place of the level of its number, in level order.
  private static func levels(_ levels: [Level], changedBy changes: [Cell]) -> [Level] {
    var byNumber = Dictionary(levels.map { ($0.level, $0) }, uniquingKeysWith: { first, _ in first })
    for change in changes {
      byNumber[change.level] = ImportedLevel.make(
        number: change.level, modifiers: ImportedLevel.modifiers(ofLevel: change.level, on: .mac),
        output: change.output, isDead: change.isDead)
    }
    return byNumber.keys.sorted().compactMap { byNumber[$0] }
  }
}
