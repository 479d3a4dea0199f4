extension Shortcut {
  /// Parses a shortcut written in any of the notations people use.
  ///
  /// Accepted, case-insensitively for names:
  /// - HIG words joined by `-`: `Shift-Command-Z`, `Command-[`, `Option-Left Arrow`,
  ///   `Control-F2`, `Command--`, `Command-Space`.
  /// - Menu symbols: `⇧⌘Z`, `⌘[`, `⌥←`, `⌃⌥⇧⌘K`, `⌘Space`.
  /// - Web, Electron and VS Code style joined by `+`: `cmd+shift+z`, `ctrl+alt+t`,
  ///   `CommandOrControl+Shift+P`, `alt+left`, `cmd++` (Command-+).
  /// - Physical keys: `code:KeyW` (a W3C `KeyboardEvent.code`) or `key:AD02` (an XKB key name).
  ///
  /// Modifier spellings: `Command`, `Cmd`, `Meta`, `Super`, `Win`, `Mod`, `CommandOrControl`,
  /// `CmdOrCtrl` and `⌘` are Command; `Control`, `Ctrl` and `⌃` are Control; `Option`, `Opt`,
  /// `Alt` and `⌥` are Option; `Shift` and `⇧` are Shift. Key names are Apple's (`Left Arrow`,
  /// `Esc`, `Return`, `Delete`, `Forward Delete`, `Page Up`, `F1`…`F20`) or VS Code's (`left`,
  /// `escape`, `enter`, `backspace`, `delete`, `pageup`, `f1`…). `Delete` is Delete (⌫) in HIG
  /// words, as Apple writes it, and Forward Delete (⌦) in `+` notation, as VS Code and Electron
  /// write it; `Backspace` is always ⌫.
  ///
  /// The order of the modifiers does not matter (``modifiersAreInCanonicalOrder(in:)`` tells
  /// whether it was canonical). `Shift` is kept as written: `Shift-Command-/` is Shift, Command
  /// and `/`; turning it into `Command-?` needs a layout.
  ///
  /// ```swift
  /// try Shortcut(parsing: "Option-Left Arrow").symbols   // "⌥←"
  /// try Shortcut(parsing: "CmdOrCtrl+Shift+p")           // Shift-Command-P
  /// try Shortcut(parsing: "Command-Lef")                 // throws: did you mean 'Left Arrow'?
  /// ```
  /// - Parameter text: The shortcut as written; leading and trailing spaces are ignored.
  /// - Throws: ``ShortcutParseError`` naming the part that could not be read, with suggestions.
  /// - Complexity: O(*n*) in the length of `text`, plus the suggestion search on failure; O(1)
  ///   for text longer than ``maximumTextLength``.
  public init(parsing text: String) throws(ShortcutParseError) {
    let parsed = try ShortcutText(parsing: text)
    self.init(parsed.trigger, modifiers: parsed.modifiers)
  }

  /// The longest shortcut text, in UTF-8 bytes, that ``init(parsing:)`` reads: 256.
  ///
  /// That is several times the longest real one; longer text is rejected before any other work,
  /// whatever it holds.
  public static let maximumTextLength = 256

  /// Whether the modifiers in `text` are written in the canonical Control, Option, Shift,
  /// Command order (`Shift-Command-Z`, not `Command-Shift-Z`; `⇧⌘Z`, not `⌘⇧Z`).
  ///
  /// Text that does not parse has no order to fix and returns `true`; parse it for the error.
  /// - Parameter text: A shortcut in any notation ``init(parsing:)`` accepts.
  /// - Returns: `false` when a modifier is written before one that comes earlier in the canonical
  ///   order; `true` otherwise, and for text that does not parse.
  public static func modifiersAreInCanonicalOrder(in text: String) -> Bool {
    guard let parsed = try? ShortcutText(parsing: text) else { return true }
    let ranks = parsed.written.modifiers.map(\.rawValue)
    return ranks == ranks.sorted()
  }
}

/// Why a shortcut string could not be parsed.
///
/// Each case keeps the input as written so the message can quote it. ``message`` says what is
/// wrong and ``fix`` what to do; ``description`` joins them with `; `, in the house style:
/// `Unknown key 'Lef Arrow' in 'Option-Lef Arrow'; did you mean 'Left Arrow'?`
public enum ShortcutParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text was empty or only spaces.
  case empty
  /// A part in modifier position is not a modifier name; with the closest modifier names.
  case unknownModifier(String, in: String, suggestions: [String])
  /// The key is neither one character, nor a key name, nor a known physical key; with the
  /// closest names.
  case unknownKey(String, in: String, suggestions: [String])
  /// Only modifiers were written (`Command-`, `cmd+shift`).
  case missingTrigger(in: String)
  /// More than one key was written (`Command-A-B`); the first two are named.
  case severalTriggers(String, String, in: String)
  /// A modifier was written twice (`Command-Cmd-Z`); the second spelling is named.
  case duplicateModifier(String, in: String)
  /// The text is a sequence of shortcuts (VS Code's chords, `ctrl+k ctrl+c`), not one shortcut.
  case keySequence(in: String)
  /// The text is longer than ``Shortcut/maximumTextLength`` UTF-8 bytes; the length is given, the
  /// text is not kept.
  case tooLong(byteCount: Int)

  /// What is wrong, quoting the input: `Unknown key 'Lef' in 'Option-Lef'`.
  public var message: String {
    switch self {
    case .empty:
      return "Empty shortcut"
    case .unknownModifier(let part, let text, _):
      return "Unknown modifier \(part.quoted) in \(text.quoted)"
    case .unknownKey(let part, let text, _):
      return "Unknown key \(part.quoted) in \(text.quoted)"
    case .missingTrigger(let text):
      return "No key in \(text.quoted)"
    case .severalTriggers(let first, let second, let text):
      return "Two keys \(first.quoted) and \(second.quoted) in \(text.quoted)"
    case .duplicateModifier(let part, let text):
      return "Duplicate modifier \(part.quoted) in \(text.quoted)"
    case .keySequence(let text):
      return "Key sequence \(text.quoted) is not a single shortcut"
    case .tooLong(let byteCount):
      return "Shortcut of \(byteCount) bytes, longer than any shortcut"
    }
  }

  /// What to do about it: a suggestion (`did you mean 'Left Arrow'?`) or the rule to follow.
  public var fix: String {
    switch self {
    case .empty:
      return "write one such as 'Shift-Command-Z', '⇧⌘Z' or 'cmd+shift+z'"
    case .unknownModifier(_, _, let suggestions):
      return didYouMean(suggestions) ?? "modifiers are Control, Option, Shift and Command"
    case .unknownKey(_, _, let suggestions):
      return didYouMean(suggestions)
        ?? "write one character, a key name such as 'Left Arrow' or 'F2', or a physical key such as 'code:KeyW'"
    case .missingTrigger:
      return "end it with the key to press, as in 'Command-Z'"
    case .severalTriggers:
      return "a shortcut presses one key while holding its modifiers"
    case .duplicateModifier:
      return "write each modifier once"
    case .keySequence:
      return "write each step as a shortcut of its own"
    case .tooLong:
      return
        "a shortcut is at most \(Shortcut.maximumTextLength) bytes, such as 'Control-Option-Shift-Command-Right Arrow'"
    }
  }

  /// The message and the fix joined by `; `.
  public var description: String { "\(message); \(fix)" }

  private func didYouMean(_ suggestions: [String]) -> String? { Suggestions.didYouMean(suggestions) }
}

/// A shortcut string taken apart: the modifiers in the order written, and the key.
struct ShortcutText {
  /// How the parts of a shortcut are joined.
  enum Notation {
    /// HIG words joined by `-`, menu symbols, or a lone key: `Delete` is ⌫.
    case apple
    /// Web, Electron and VS Code style joined by `+`: `delete` is ⌦.
    case web
  }

  /// One part of the text, classified.
  enum Part {
    case modifier(Modifiers)
    case trigger(Shortcut.Trigger)
    case unknown
  }

  var modifiers: Modifiers
  var written: WrittenModifiers
  var trigger: Shortcut.Trigger

  init(modifiers: Modifiers, written: WrittenModifiers, trigger: Shortcut.Trigger) {
    self.modifiers = modifiers
    self.written = written
    self.trigger = trigger
  }

  /// Parses a shortcut: the ASCII fast path (``parsingASCII(_:)``) when it applies, else the
  /// general parser, which also explains every error.
  init(parsing original: String) throws(ShortcutParseError) {
    let length = original.utf8.count
    guard length <= Shortcut.maximumTextLength else { throw .tooLong(byteCount: length) }
    if let parsed = Self.parsingASCII(original) {
      self = parsed
      return
    }
    try self.init(parsingInGeneral: original)
  }

  /// The general parser: any text, every notation, every error.
  init(parsingInGeneral original: String) throws(ShortcutParseError) {
    let text = String(original.trimmingShortcutSpace)
    guard !text.isEmpty else { throw .empty }
    var modifiers: Modifiers = []
    var written = WrittenModifiers()
    func add(_ modifier: Modifiers, spelled part: Substring) throws(ShortcutParseError) {
      guard !modifiers.contains(modifier) else { throw .duplicateModifier(String(part), in: text) }
      modifiers.insert(modifier)
      written.append(modifier)
    }

    // Menu symbols first: `⌃⌥⇧⌘K`, `⌘Space`, `⌘+Z`.
    var rest = Substring(text)
    while let first = rest.first, let modifier = Self.symbolModifiers[first] {
      try add(modifier, spelled: rest.prefix(1))
      rest = rest.dropFirst()
    }
    rest = rest.trimmingShortcutSpace
    if !written.isEmpty, rest.count > 1, let first = rest.first, first == "+" || first == "-" {
      rest = rest.dropFirst().trimmingShortcutSpace
    }
    guard !rest.isEmpty else { throw .missingTrigger(in: text) }

    let separator = rest.unicodeScalars.dropFirst().first { $0 == "+" || $0 == "-" }.map(Character.init)
    let notation: Notation = separator == "+" ? .web : .apple
    let parts = try Self.split(rest, separator: separator, text: text)

    var trigger: (part: Substring, value: Shortcut.Trigger)?
    for (offset, part) in parts.enumerated() {
      let isLast = offset == parts.count - 1
      switch try Self.classify(part, notation: notation, text: text) {
      case .modifier(let modifier):
        try add(modifier, spelled: part)
      case .trigger(let value):
        if let first = trigger {
          throw .severalTriggers(String(first.part), String(part), in: text)
        }
        trigger = (part, value)
      case .unknown:
        if Self.isKeySequence(part, notation: notation, text: text) { throw .keySequence(in: text) }
        if isLast {
          throw .unknownKey(String(part), in: text, suggestions: Self.keySuggestions(for: part, notation: notation))
        }
        let names = notation == .web ? Self.webModifierNames : Self.appleModifierNames
        throw .unknownModifier(String(part), in: text, suggestions: Self.closest(to: String(part), among: names))
      }
    }
    guard let trigger else { throw .missingTrigger(in: text) }
    self.init(modifiers: modifiers, written: written, trigger: trigger.value)
  }

  /// Splits `text` at `separator`; a separator where a part begins is that part's first
  /// character, so `Command--` is `Command` and `-`, and `cmd++` is `cmd` and `+`.
  ///
  /// The text is split at Unicode scalars, not characters: a combining mark after the separator
  /// (`Shift-⃧`, the way ``Shortcut/description`` writes Shift with a lone combining mark) makes
  /// one character of the two, which must not hide the separator.
  static func split(_ text: Substring, separator: Character?, text original: String) throws(ShortcutParseError)
    -> [Substring]
  {
    guard let separator = separator?.unicodeScalars.first else { return [text] }
    let scalars = text.unicodeScalars
    var parts: [Substring] = []
    var index = scalars.startIndex
    while true {
      while index < scalars.endIndex, scalars[index].isShortcutSpace { index = scalars.index(after: index) }
      guard index < scalars.endIndex else { throw .missingTrigger(in: original) }
      var end = index
      if scalars[end] == separator { end = scalars.index(after: end) }
      while end < scalars.endIndex, scalars[end] != separator { end = scalars.index(after: end) }
      parts.append(Substring(scalars[index..<end]).trimmingShortcutSpace)
      guard end < scalars.endIndex else { return parts }
      index = scalars.index(after: end)
    }
  }

  /// Classifies one part: a modifier name, a key, or neither.
  ///
  /// Throws only for a physical key (`code:`, `key:`) that the catalog does not have.
  static func classify(_ part: Substring, notation: Notation, text: String) throws(ShortcutParseError) -> Part {
    let spelling = NamedKey.spelling(part)
    if let modifier = modifierSpellings[spelling] { return .modifier(modifier) }
    if let key = try physicalKey(part, text: text) { return .trigger(.physical(key)) }
    if part.count == 1, let character = part.first {
      // A control or format character (BEL, ESC, a bidi override) is typed by no key: it is an
      // unknown key, and never reaches a message or a terminal unescaped.
      let isInvisible = character.unicodeScalars.contains {
        $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
      }
      return isInvisible ? .unknown : .trigger(.character(character))
    }
    if spelling == "delete" { return .trigger(.named(notation == .web ? .forwardDelete : .delete)) }
    if let named = NamedKey.spellings[spelling] { return .trigger(.named(named)) }
    if let character = characterNames[spelling] { return .trigger(.character(character)) }
    return .unknown
  }

  /// The key of a `code:KeyW` or `key:AD02` part, `nil` for a part without such a prefix.
  static func physicalKey(_ part: Substring, text: String) throws(ShortcutParseError) -> Key? {
    let lowered = part.lowercased()
    if lowered.hasPrefix("code:") {
      let code = String(part.dropFirst(5).trimmingShortcutSpace)
      if let key = Key.withCode(code) ?? Key.catalog.first(where: { $0.code?.lowercased() == code.lowercased() }) {
        return key
      }
      let codes = Key.catalog.compactMap(\.code)
      throw .unknownKey(
        String(part), in: text,
        suggestions: closest(to: code, among: codes).map { "code:\($0)" })
    }
    if lowered.hasPrefix("key:") {
      let name = String(part.dropFirst(4).trimmingShortcutSpace)
      if let key = Key.named(name) ?? Key.named(name.uppercased()) { return key }
      let names = Key.catalog.map(\.name) + Key.aliasRows.map(\.alias)
      throw .unknownKey(
        String(part), in: text,
        suggestions: closest(to: name, among: names).map { "key:\($0)" })
    }
    return nil
  }

  /// Whether an unknown part is two shortcuts run together with a space (`k ctrl` in
  /// `ctrl+k ctrl+c`), every word of it a modifier or a key.
  static func isKeySequence(_ part: Substring, notation: Notation, text: String) -> Bool {
    let words = part.split(whereSeparator: \.isShortcutSpace)
    guard words.count > 1 else { return false }
    return words.allSatisfy { word in
      guard let kind = try? classify(word, notation: notation, text: text) else { return false }
      if case .unknown = kind { return false }
      return true
    }
  }

  /// The key names closest to an unknown one, in the notation's spelling.
  static func keySuggestions(for part: Substring, notation: Notation) -> [String] {
    let names = NamedKey.all.map { notation == .web ? $0.webName : $0.name }
    return closest(to: String(part), among: names)
  }

  /// ``Suggestions/closest(to:among:limit:)``, less the names much farther than the best one:
  /// `Lef Arrow` suggests `Left Arrow` (one edit), not also `Up Arrow` (three).
  static func closest(to name: String, among names: [String]) -> [String] {
    let suggestions = Suggestions.closest(to: name, among: names)
    let wanted = name.lowercased()
    let distances = suggestions.map { Suggestions.editDistance(wanted, $0.lowercased()) }
    guard let best = distances.min(), best <= max(1, wanted.count / 3) else { return suggestions }
    return zip(suggestions, distances).filter { $0.1 <= best + 1 }.map(\.0)
  }

  static let symbolModifiers: [Character: Modifiers] = [
    "⌃": .control, "⌥": .option, "⇧": .shift, "⌘": .command,
  ]

  /// Modifier spellings, keyed as ``NamedKey/spelling(_:)`` normalizes them.
  static let modifierSpellings: [String: Modifiers] = {
    let spellings: [(Modifiers, [String])] = [
      (.control, ["control", "ctrl", "ctl", "⌃"]),
      (.option, ["option", "opt", "alt", "⌥"]),
      (.shift, ["shift", "⇧"]),
      (
        .command,
        [
          "command", "cmd", "meta", "super", "win", "windows", "mod", "commandorcontrol",
          "commandorctrl", "cmdorcontrol", "cmdorctrl", "⌘",
        ]
      ),
    ]
    var table: [String: Modifiers] = [:]
    for (modifier, names) in spellings {
      for name in names { table[name] = modifier }
    }
    return table
  }()

  /// Names of characters that web notations write as words (Electron's `Plus`).
  static let characterNames: [String: Character] = ["plus": "+"]

  static let appleModifierNames = ["Control", "Option", "Shift", "Command"]
  static let webModifierNames = ["ctrl", "alt", "shift", "cmd", "meta", "super", "CmdOrCtrl", "CommandOrControl"]
}

extension Character {
  /// The spaces a shortcut string may have around its parts: ASCII space, tab, CR and LF only,
  /// so that a non-breaking space can still be a shortcut's character.
  fileprivate var isShortcutSpace: Bool {
    self == " " || self == "\t" || self == "\r" || self == "\n" || self == "\r\n"
  }
}

extension Unicode.Scalar {
  /// ``Character/isShortcutSpace`` for one scalar: space, tab, CR or LF.
  fileprivate var isShortcutSpace: Bool {
    self == " " || self == "\t" || self == "\r" || self == "\n"
  }
}

extension StringProtocol {
  /// The text without leading and trailing ``Character/isShortcutSpace`` characters.
  fileprivate var trimmingShortcutSpace: SubSequence {
    guard let first = firstIndex(where: { !$0.isShortcutSpace }),
      let last = lastIndex(where: { !$0.isShortcutSpace })
    else { return self[endIndex...] }
    return self[first...last]
  }
}
