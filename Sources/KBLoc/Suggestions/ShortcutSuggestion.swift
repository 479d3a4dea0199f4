/// What `kbloc suggest` says of one shortcut that breaks on a target layout: its problems, and
/// the alternatives that work on every target layout, best first.
///
/// ```swift
/// let report = suggester.suggest()
/// let first = report.suggestions[0]
/// first.definition.keys              // "Command-K"
/// first.problems.map(\.kind)         // [.conflict]
/// first.alternatives[0].shortcut     // Shift-Command-K
/// first.alternatives[0].reason       // "the same key 'K', with Shift; the same character on all 3 layouts"
/// ```
public struct ShortcutSuggestion: Sendable {
  /// The shortcut as the input declares it.
  public let definition: ShortcutDefinition
  /// What is wrong with it, each kind once, in ``Problem/Kind`` order.
  public let problems: [Problem]
  /// Up to ``ShortcutSuggester/Options/count`` replacements, best first; empty when none passes.
  public let alternatives: [Alternative]
  /// The shortcut a corrected file gives it (``SuggestionReport/corrected``); `nil` when it keeps
  /// its keys, because changing others removed its problems or no alternative passes.
  public let applied: Shortcut?
  /// Whether the shortcut has no problem left in the corrected set.
  ///
  /// It got new keys, or changing others removed its problems; `false` when every alternative was
  /// taken by the time its turn came.
  public let isResolved: Bool

  /// One thing wrong with a shortcut.
  public struct Problem: Sendable, Hashable {
    /// The kinds of problem; the raw values are the names the JSON report writes.
    public enum Kind: String, Sendable, CaseIterable {
      /// The shortcut cannot be pressed on some target layouts (`unreachable`).
      case unreachable
      /// It needs a modifier it does not need on the reference layout: Shift (`shifted`) or
      /// Option (`needs-option`).
      case extraModifiers = "extra-modifiers"
      /// It lands on another shortcut that can be live at the same time, or a standard one.
      case conflict
      /// It takes a key combination people need for typing a character (`shadows-character`).
      case shadowsCharacter = "shadows-character"
      /// A lint rule a change of keys would satisfy finds it (`duplicate-shortcut`,
      /// `standard-shortcut-redefined`, `control-modifier`…).
      case lint
    }

    /// What kind of problem.
    public let kind: Kind
    /// The layouts it occurs on, as the run names them, in run order; empty for ``Kind/lint``.
    public let layouts: [String]
    /// For a conflict, what it lands on (on the first layout listed); for lint, the rules' ids.
    public let with: [String]
  }

  /// A replacement shortcut, with why it is proposed.
  public struct Alternative: Sendable, Hashable {
    /// The shortcut proposed, in canonical form.
    public let shortcut: Shortcut
    /// How it keeps the command's mnemonic.
    public let mnemonic: Mnemonic
    /// The target layouts on which it is pressed as another character, or by position, or through
    /// the Latin fallback: empty when it types the same character on every layout.
    public let fallbackLayouts: [String]
    /// How many target layouts it was checked on.
    public let layoutCount: Int

    /// Whether it types the same character on every target layout.
    public var isSameCharacterEverywhere: Bool { fallbackLayouts.isEmpty }

    /// Why it is proposed, in one line: its mnemonic, then how it is pressed across the layouts.
    ///
    /// Every alternative is also free of conflicts in its scope and of the standard shortcuts, and
    /// lint-clean: the reason says only what tells alternatives apart.
    public var reason: String {
      let layouts =
        fallbackLayouts.isEmpty
        ? "the same character on all \(layoutCount) layout\(layoutCount == 1 ? "" : "s")"
        : "pressed as another character or by position on \(fallbackLayouts.count) of \(layoutCount) layouts ("
          + fallbackLayouts.prefix(3).joined(separator: ", ") + (fallbackLayouts.count > 3 ? ", …" : "") + ")"
      return "\(mnemonic.description(of: shortcut)); \(layouts)"
    }
  }

  /// How an alternative keeps the mnemonic of the command it replaces, best first.
  public enum Mnemonic: Sendable, Hashable, Comparable {
    /// The same key, with other modifiers.
    case sameKey
    /// The first letter of a word of the title.
    case initial(of: String)
    /// Another letter of the title.
    case letter(of: String)
    /// None: no key of the title passes.
    case none

    /// Its rank: the same key, then the initials of the title, then its other letters, then none.
    var rank: Int {
      switch self {
      case .sameKey: return 0
      case .initial: return 1
      case .letter: return 2
      case .none: return 3
      }
    }

    /// Orders mnemonics best first.
    public static func < (lhs: Mnemonic, rhs: Mnemonic) -> Bool { lhs.rank < rhs.rank }

    /// `the same key, with Shift`, `'L', the first letter of 'Lock'`.
    func description(of shortcut: Shortcut) -> String {
      let key = "'\(shortcut.trigger)'"
      switch self {
      case .sameKey:
        let names = shortcut.modifiers.subtracting(.command).names
        return "the same key \(key)" + (names.isEmpty ? "" : ", with " + LintText.list(names))
      case .initial(let word): return "\(key), the first letter of \(word.quoted)"
      case .letter(let title): return "\(key), a letter of \(title.quoted)"
      case .none: return "\(key): no key of the title is free"
      }
    }
  }
}

/// What `kbloc suggest` found: a ``ShortcutSuggestion`` for each shortcut with a problem, and the
/// shortcuts with the first choice of each applied.
public struct SuggestionReport: Sendable {
  /// The shortcuts with problems, in file order.
  public let suggestions: [ShortcutSuggestion]
  /// Every shortcut of the input, in order, those that change with their new keys: free of
  /// conflicts together (``ShortcutSuggestion/applied``).
  public let corrected: [ShortcutDefinition]
  /// The names of the target layouts, in run order.
  public let layouts: [String]
  /// The target layouts left out, on which no letter with Command is covered (braille layouts,
  /// say): no alternative could be covered there, so neither problems nor alternatives count them.
  public let leftOut: [String]
  /// How many shortcuts were checked.
  public var shortcutCount: Int { corrected.count }
}
