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
  public let id: String
  /// The shortcut as written in the input.
  public let input: String
  /// How the shortcut was translated.
  public var status: Status
  /// Remarks that apply on top of the status, in contract order.
  public var flags: [Flag]
  /// The shortcut to register on the target layout; `nil` when it is unreachable.
  public var shortcut: Shortcut?
  /// The key and modifiers to press; `nil` when unreachable.
  public var press: Press?
  /// One line saying why, for a person.
  public var reason: String { explanation.sentence(in: context) }
  /// The reason as data: rendered only when ``reason`` is read, so localizing stays cheap.
  var explanation: Explanation
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

  /// Creates the result of `decision` for the shortcut `id`, written `input`.
  init(
    id: String, input: String, decision: consuming ShortcutLocalizer.Decision, normalizedInput: Shortcut,
    platform: Platform, context: Explanation.Context
  ) {
    self.context = context
    self.id = id
    self.input = input
    self.status = decision.status
    self.flags = decision.flags
    self.shortcut = decision.shortcut
    self.press = decision.press
    self.explanation = decision.explanation
    self.conflicts = Conflicts()
    self.platform = platform
    self.labelCharacter = decision.label
    self.isFallback = decision.isFallback
    self.normalizedInput = normalizedInput
  }

  /// How a shortcut was translated (DESIGN §4); the raw values are the contract's names.
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
      let names = Modifiers.ordered.filter { press.modifiers.contains($0.modifier) }.map { entry in
        switch entry.modifier {
        case .control: return "Ctrl"
        case .option: return "Alt"
        default: return entry.name
        }
      }
      return (names + [label]).joined(separator: "+")
    }
  }

  /// The key's label: the named key's symbol, or the character the key types at its base level.
  var keyLabel: String? {
    if case .named(let named)? = shortcut?.trigger { return named.symbol }
    return labelCharacter.map { $0.uppercasedIfSingle }.map { String($0) }
  }

  /// Whether the result took the reference position because the character needs Option or is
  /// missing: such a result yields to shortcuts that type their character directly.
  let isFallback: Bool

  /// The character shown on the key (set by the localizer: base level, or the typed level for
  /// remapped and positional results).
  let labelCharacter: Character?

  /// The shortcut as written, normalized on the reference layout (`Shift-Command-/` is
  /// `Command-?` on US): what a standard shortcut must differ from to conflict with it.
  let normalizedInput: Shortcut
}
