/// What a shortcut becomes on a target layout: the shortcut to register, the key to press, the
/// status of the translation and the reason for it.
///
/// ```swift
/// let result = try localizer.localize("Command-[")   // on de(mac)
/// result.status           // .remapped
/// result.shortcut         // Command-Ü
/// result.display          // "⌘Ü"
/// result.press?.key.code  // "BracketLeft"
/// ```
public struct LocalizedShortcut: Sendable, Equatable {
  /// The shortcut's id in its file, or the text it was parsed from.
  public var id: String {
    switch text {
    case .definition(let id, _), .identified(let id, _): return id
    case .parsed(let text): return text
    case .shortcut(let shortcut): return shortcut.description
    }
  }
  /// The shortcut as written in the input.
  public var input: String {
    switch text {
    case .definition(_, let input), .parsed(let input): return input
    case .identified(_, let shortcut), .shortcut(let shortcut): return shortcut.description
    }
  }
  /// Where ``id`` and ``input`` come from.
  let text: Text
  /// How the shortcut was translated.
  public var status: Status {
    get { decision.status }
    set { decision.status = newValue }
  }
  /// Remarks that apply on top of the status, in contract order, each once.
  ///
  /// Setting the flags keeps them in that order and drops repeats.
  /// - Complexity: O(1): the lists are made once for every set of flags.
  public var flags: [Flag] {
    get { decision.flags.list }
    set { decision.flags = FlagSet(newValue) }
  }
  /// The shortcut to register on the target layout; `nil` when it is unreachable.
  public var shortcut: Shortcut? {
    get { decision.shortcut }
    set { decision.shortcut = newValue }
  }
  /// The key and modifiers to press; `nil` when unreachable.
  public var press: Press? {
    get { decision.press }
    set { decision.press = newValue }
  }
  /// One line saying why, for a person.
  public var reason: String { explanation.sentence(in: context) }
  /// What the policy decided, held whole (``ShortcutLocalizer/Decision``): the status, flags,
  /// shortcut and press above, the label, and the reason as data, rendered only when ``reason``
  /// is read, so localizing stays cheap.
  var decision: ShortcutLocalizer.Decision
  /// The reason as data.
  var explanation: Explanation {
    get { decision.explanation }
    _modify { yield &decision.explanation }
  }
  /// The names the reason quotes, shared by every result of a localizer.
  let context: Explanation.Context
  /// The ids of other shortcuts (or `standard:` shortcuts of the platform) this one collides with:
  /// the other members of its group in file order, then the standard shortcuts.
  ///
  /// - Complexity: O(*k*) for a group of *k* shortcuts on one key combination: the list is built on
  ///   each read from ``conflicts``, which stores the group once for all its members. Renderers
  ///   name ``Conflicts/prefix(_:)`` and say ``Conflicts/count``.
  public var conflictsWith: [String] { conflicts.all }
  /// What this result collides with, stored compactly: the group's ids are shared by its members.
  public internal(set) var conflicts: Conflicts
  /// The platform whose conventions the result follows.
  public let platform: Platform

  /// Creates the result of `decision` for the shortcut whose id and input `text` gives.
  init(
    text: Text, decision: consuming ShortcutLocalizer.Decision, normalizedInput: Shortcut, platform: Platform,
    context: Explanation.Context
  ) {
    self.context = context
    self.text = text
    self.decision = decision
    self.conflicts = Conflicts()
    self.platform = platform
    self.normalizedInput = normalizedInput
  }

  /// A result's ``id`` and ``input``: the texts a file gives, or the shortcut whose canonical
  /// text they are, written out only when read (most results of an app's startup never are).
  enum Text: Sendable {
    /// A file's definition: its id and the keys as written.
    case definition(id: String, input: String)
    /// A text parsed on its own: the id and the input.
    case parsed(String)
    /// A shortcut localized with an id: the input is the shortcut's canonical text.
    case identified(id: String, shortcut: Shortcut)
    /// A shortcut localized on its own: the id and input are its canonical text.
    case shortcut(Shortcut)
  }

  /// Whether two results are the same: same id, input and translation.
  public static func == (lhs: LocalizedShortcut, rhs: LocalizedShortcut) -> Bool {
    lhs.decision == rhs.decision && lhs.conflicts == rhs.conflicts && lhs.platform == rhs.platform
      && lhs.normalizedInput == rhs.normalizedInput && lhs.context == rhs.context && lhs.id == rhs.id
      && lhs.input == rhs.input
  }

  /// How a shortcut was translated (docs/statuses.md); the raw values are the contract's names.
  public enum Status: String, Sendable, CaseIterable {
    /// Same key and modifiers as on the reference layout.
    case unchanged
    /// The character is on another key, with no extra modifier.
    case moved
    /// The character needs Shift on the target layout; kept, but reported.
    case shifted
    /// Another character on the same physical position is used instead.
    case remapped
    /// A game binding pressed at the reference layout's position.
    case positional
    /// A Latin letter on a layout without Latin letters: the layout's Latin group or the reference position.
    case latinFallback = "latin-fallback"
    /// The character needs Option (AltGr) on the target layout.
    case needsOption = "needs-option"
    /// Nothing usable.
    case unreachable

    /// Whether the shortcut counts as covered: neither unreachable nor needing Option.
    public var isCovered: Bool { self != .unreachable && self != .needsOption }
  }

  /// A remark on top of a status; the raw values are the contract's names.
  public enum Flag: String, Sendable, CaseIterable, Comparable {
    /// The shortcut was mirrored for a right-to-left interface.
    case mirrored
    /// The key is a dead key on the target layout.
    case deadKey = "dead-key"
    /// Another shortcut, or a standard one, ends on the same key and modifiers.
    case conflict
    /// The shortcut takes a key combination people need for typing a character.
    case shadowsCharacter = "shadows-character"

    /// Whether `lhs` comes before `rhs` in the contract's order: mirrored, dead-key, conflict,
    /// shadows-character.
    public static func < (lhs: Flag, rhs: Flag) -> Bool {
      lhs.rank < rhs.rank
    }

    /// The flag's bit in a ``FlagSet``.
    var bit: UInt8 { 1 << UInt8(rank) }

    /// The flag's place in the contract's order, the order of its cases.
    var rank: Int {
      switch self {
      case .mirrored: return 0
      case .deadKey: return 1
      case .conflict: return 2
      case .shadowsCharacter: return 3
      }
    }
  }

  /// A set of flags, one bit each: kept in the contract's order and without repeats by being a
  /// set, and copied without a reference to count.
  struct FlagSet: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The set of `flags`.
    init(_ flags: some Sequence<Flag>) {
      self.init(rawValue: flags.reduce(0) { $0 | $1.bit })
    }

    static let mirrored = FlagSet(rawValue: Flag.mirrored.bit)
    static let deadKey = FlagSet(rawValue: Flag.deadKey.bit)
    static let conflict = FlagSet(rawValue: Flag.conflict.bit)
    static let shadowsCharacter = FlagSet(rawValue: Flag.shadowsCharacter.bit)

    /// The flags in the contract's order: a list shared by every set of the same flags.
    var list: [Flag] { rawValue == 0 ? [] : Self.lists[Int(rawValue) & (Self.lists.count - 1)] }

    /// The list of every set, by raw value.
    private static let lists: [[Flag]] = (0..<(1 << Flag.allCases.count)).map { bits in
      Flag.allCases.filter { bits & Int($0.bit) != 0 }
    }
  }

  /// The physical key to press with every modifier to hold.
  public struct Press: Sendable, Hashable {
    /// The physical key.
    public let key: Key
    /// The group (1-based) that must be active.
    public let group: Int
    /// Every modifier to hold, shortcut modifiers and level modifiers alike.
    public let modifiers: Modifiers
    /// The modifiers that select the level whose character ``character`` is.
    public let levelModifiers: Modifiers
    /// The character the key types with ``levelModifiers``; `nil` for named keys.
    public let character: Character?
    /// Whether the key is a dead key at that level.
    public let isDead: Bool

    /// Creates a press from its parts.
    public init(
      key: Key, group: Int, modifiers: Modifiers, levelModifiers: Modifiers, character: Character?, isDead: Bool
    ) {
      self.key = key
      self.group = group
      self.modifiers = modifiers
      self.levelModifiers = levelModifiers
      self.character = character
      self.isDead = isDead
    }
  }

  /// What to press, as a person reads it: `⇧⌘7` on `mac`, `Ctrl+Shift+7` on `pc`, with the
  /// target layout's key label; `nil` when unreachable.
  public var display: String? { displayText }

  var displayText: String? {
    guard let press else { return nil }
    let label = keyLabel ?? press.key.name
    switch platform {
    case .mac:
      return press.modifiers.symbols + label
    case .pc:
      return press.modifiers.pcPrefix + label
    }
  }

  /// The key's label: the named key's symbol, or the character the key types at its base level.
  var keyLabel: String? {
    if case .named(let named)? = shortcut?.trigger { return named.symbol }
    return labelCharacter.map { $0.uppercasedIfSingle }.map { String($0) }
  }

  /// Whether the result took the reference position because the character needs Option or is
  /// missing: such a result yields to shortcuts that type their character directly.
  var isFallback: Bool { decision.isFallback }

  /// The character shown on the key (set by the localizer: base level, or the typed level for
  /// remapped and positional results).
  var labelCharacter: Character? { decision.label }

  /// The shortcut as written, normalized on the reference layout (`Shift-Command-/` is
  /// `Command-?` on US): what a standard shortcut must differ from to conflict with it.
  let normalizedInput: Shortcut
}
