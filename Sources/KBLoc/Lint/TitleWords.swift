/// The meaning-bearing words of a command title or a standard action, for telling whether two of
/// them name the same command.
///
/// The matching is deliberately simple and errs towards "same meaning", because its callers report
/// the opposite:
/// 1. Words are the runs of letters and digits, lowercased (`Save As…` → `save`, `as`).
/// 2. Words that carry no command meaning are dropped: articles, prepositions and conjunctions,
///    and words such as `show`, `display`, `toggle`, `current`, `selected`, `app` and
///    `document`, which titles and actions use for every command.
/// 3. Each word is reduced to a crude stem: plural `-s`/`-es`/`-ies`, `-ing`, `-ed` and a final
///    `-e` are removed (`saving`, `saved` and `save` are all `sav`).
/// 4. Two word lists share a meaning when a stem of one equals a stem of the other, when one
///    stem of four letters or more begins the other (`italic` and `italicize`), or when two
///    stems are in the same group of ``synonyms`` (`quit` and `exit`, `settings` and
///    `preferences`, `zoom` and `size`).
///
/// ```swift
/// TitleWords("Save File").sharesMeaning(with: TitleWords("Save a new document"))   // true
/// TitleWords("Run Query").sharesMeaning(with: TitleWords("Quit the app."))         // false
/// ```
struct TitleWords: Sendable {
  /// The stems of every word, meaning-bearing or not, for ``isCompanion(of:)``.
  let allStems: [String]
  /// The stems of the meaning-bearing words.
  let stems: [String]

  init(_ text: String) {
    let words = Self.words(in: text)
    self.allStems = words.map(Self.stem)
    self.stems = words.filter { !Self.stopWords.contains($0) }.map(Self.stem)
  }

  /// Whether the text had no meaning-bearing word at all (`"…"`, `"Show"`).
  var isEmpty: Bool { stems.isEmpty }

  /// Whether the two texts share a meaning-bearing word, up to stems, prefixes and synonyms.
  func sharesMeaning(with other: TitleWords) -> Bool {
    stems.contains { mine in other.stems.contains { Self.stemsMatch(mine, $0) } }
  }

  /// Whether the two texts name the two halves of a pair of commands.
  ///
  /// Examples: `Undo` and `Redo`, `Zoom In` and `Zoom Out`, `Show Sidebar` and `Hide Sidebar`.
  func isCompanion(of other: TitleWords) -> Bool {
    Self.companions.contains { first, second in
      (allStems.contains(first) && other.allStems.contains(second))
        || (allStems.contains(second) && other.allStems.contains(first))
    }
  }

  // MARK: - Words

  /// The runs of letters and digits, lowercased.
  static func words(in text: String) -> [String] {
    text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init).filter { $0.count > 1 }
  }

  /// A crude English stem: plural, `-ing`, `-ed` and a final `-e` removed.
  static func stem(_ word: String) -> String {
    var stem = word
    if stem.hasSuffix("ies"), stem.count > 4 {
      stem = String(stem.dropLast(3)) + "y"
    } else if stem.hasSuffix("ing"), stem.count > 5 {
      stem = String(stem.dropLast(3))
    } else if stem.hasSuffix("ed"), stem.count > 4 {
      stem = String(stem.dropLast(2))
    } else if stem.hasSuffix("es"), stem.count > 4 {
      stem = String(stem.dropLast(2))
    } else if stem.hasSuffix("s"), !stem.hasSuffix("ss"), stem.count > 3 {
      stem = String(stem.dropLast())
    }
    if stem.hasSuffix("e"), stem.count >= 4 { stem = String(stem.dropLast()) }
    return stem
  }

  /// Whether two stems mean the same: equal, one of four letters or more beginning the other, or
  /// synonyms.
  static func stemsMatch(_ lhs: String, _ rhs: String) -> Bool {
    if lhs == rhs { return true }
    let (shorter, longer) = lhs.count <= rhs.count ? (lhs, rhs) : (rhs, lhs)
    if shorter.count >= 4, longer.hasPrefix(shorter) { return true }
    guard let groups = synonymGroups[lhs] else { return false }
    return !groups.isDisjoint(with: synonymGroups[rhs] ?? [])
  }

  /// Words every kind of command uses, which say nothing about which command it is.
  static let stopWords: Set<String> = [
    "a", "an", "the", "of", "to", "or", "and", "in", "on", "off", "for", "with", "as", "at", "by", "from", "into",
    "onto", "its", "it", "is", "are", "be", "when", "than", "rather", "then", "this", "that", "these", "those",
    "such", "example", "via", "per", "your", "my", "our", "all", "every", "each", "any", "current", "currently",
    "active", "selected", "app", "apps", "application", "document", "documents", "show", "display", "toggle",
    "turn", "use", "using", "item", "items",
  ]

  /// Groups of words that name the same command, written as people write them; compared by stem.
  static let synonyms: [[String]] = [
    ["quit", "exit", "terminate"],
    ["settings", "preferences", "prefs", "options", "configuration", "configure"],
    ["find", "search", "lookup"],
    ["close", "dismiss"],
    ["new", "create"],
    ["cut", "remove"],
    ["info", "information", "inspector", "inspect", "properties", "details"],
    ["help", "documentation", "manual", "guide"],
    ["minimize", "miniaturize"],
    ["zoom", "size", "scale", "magnify", "magnification", "enlarge", "shrink", "bigger", "smaller", "larger"],
    ["font", "typeface"],
    ["color", "colour"],
    ["spell", "spelling", "misspelled", "spellcheck", "grammar", "check"],
    ["formatting", "ruler", "style"],
    ["previous", "back", "backward", "prior"],
    ["next", "forward"],
    ["log", "logout", "sign", "signout"],
    ["cancel", "stop", "abort"],
    ["definition", "define", "dictionary", "lookup"],
    ["scroll", "jump", "reveal"],
    ["screenshot", "capture"],
    ["deselect", "unselect"],
    ["redo", "repeat"],
    ["full", "fullscreen"],
    ["center", "centre"],
    ["special", "emoji", "symbol", "character"],
    ["input", "keyboard", "language"],
  ]

  /// Each synonym's stem, with the indices of the groups it is in.
  static let synonymGroups: [String: Set<Int>] = {
    var table: [String: Set<Int>] = [:]
    for (index, group) in synonyms.enumerated() {
      for word in group { table[stem(word), default: []].insert(index) }
    }
    return table
  }()

  /// Stems of words that name the two halves of a pair of commands.
  static let companions: [(String, String)] = [
    ("undo", "redo"), ("next", "previous"), ("forward", "back"), ("forward", "backward"), ("in", "out"),
    ("show", "hide"), ("open", "close"), ("increase", "decrease"), ("bigger", "smaller"), ("larger", "smaller"),
    ("up", "down"), ("left", "right"), ("first", "last"), ("expand", "collapse"), ("indent", "outdent"),
    ("select", "deselect"), ("lock", "unlock"), ("add", "remove"), ("enable", "disable"), ("start", "stop"),
    ("play", "pause"), ("fold", "unfold"), ("comment", "uncomment"), ("zoom", "unzoom"), ("before", "after"),
    ("above", "below"), ("top", "bottom"), ("begin", "end"),
  ].map { (stem($0.0), stem($0.1)) }
}
