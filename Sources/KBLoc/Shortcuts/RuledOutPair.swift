/// Why kbloc does not report two shortcuts on one key press as a conflict: one of the rules of
/// docs/scopes.md ("When two shortcuts conflict") that rules the pair out, as `kbloc extract`
/// says it (``ShortcutFile/ruledOutPartners(limit:context:)``).
///
/// ```swift
/// let partners = file.ruledOutPartners(limit: 10)
/// partners[4]?.pairs.first?.reason   // .neverLive: the default buttons of two sheets
/// ```
public struct RuledOutPair: Sendable, Hashable {
  /// The rule that rules a pair out; the raw values are the names `extract` writes.
  ///
  /// When several hold, the first in this order is given: what the project file says, then one
  /// command, then never live together, then the platform's design.
  public enum Reason: String, Sendable, CaseIterable, Comparable {
    /// The project file says to ignore the pair (`conflicts.ignore`).
    case ignored = "project-file-ignore"
    /// One command: an alternate menu item and its primary (``ShortcutDefinition/alternateOf``).
    case alternate
    /// One command, as the project file says (`conflicts.one-command`).
    case projectFile = "project-file"
    /// One command: the same action (`paste:`).
    case sameAction = "same-action"
    /// One command: a main-menu item and an item with its title that mirrors it (a context-menu
    /// or toolbar item), or a focused editor's binding with the menu item's title.
    case mirror
    /// One command through other declarations of it: each of the two is one command with a third.
    case oneCommand = "one-command"
    /// Never live together: different targets, places, panes, a menu that opens on demand, code
    /// nothing calls (``ShortcutScope/canBeLive(with:)``).
    case neverLive = "never-live"
    /// The platform's design: a dialog's cancel or default button, or an alert's button, against a
    /// menu item or a key handler (``ShortcutDefinition/isDialogButton``).
    case dialogButton = "dialog-button"

    /// Orders reasons as ``RuledOutPair`` gives them first.
    public static func < (lhs: Reason, rhs: Reason) -> Bool { lhs.order < rhs.order }

    /// The reason's place in ``allCases``: the order reasons are given in.
    var order: Int {
      switch self {
      case .ignored: 0
      case .alternate: 1
      case .projectFile: 2
      case .sameAction: 3
      case .mirror: 4
      case .oneCommand: 5
      case .neverLive: 6
      case .dialogButton: 7
      }
    }
  }

  /// The index, in the file's definitions, of the other shortcut of the pair: one declared before
  /// the shortcut whose pair it is.
  public var other: Int
  /// The rule that rules the pair out.
  public var reason: Reason

  /// Creates a pair from its parts.
  public init(other: Int, reason: Reason) {
    self.other = other
    self.reason = reason
  }

  /// The rule said of this pair, in a few words: `one command: both send 'paste:'`, `never live
  /// together: window 'Export' and window 'Import'`.
  /// - Parameters:
  ///   - definitions: The file's definitions.
  ///   - later: The index of the shortcut whose pair it is.
  /// - Returns: The sentence.
  public func detail(in definitions: [ShortcutDefinition], later: Int) -> String {
    Self.detail(reason, earlier: definitions[other], later: definitions[later])
  }

  /// Whether ``detail(in:later:)`` says more than the reason's name does: which places are never
  /// live together, which button is the dialog's.
  public var hasDetailOfItsOwn: Bool { reason == .neverLive || reason == .dialogButton }
}

/// The pairs one shortcut makes, with the shortcuts declared before it on its key press, that kbloc
/// rules out: the first few, and how many there are.
public struct RuledOutPartners: Sendable, Hashable {
  /// The first pairs, those the project file names first, then one command, then the others;
  /// in file order within each reason.
  public var pairs: [RuledOutPair]
  /// How many pairs there are in all; at least `pairs.count`.
  public var count: Int

  /// Creates the partners from their parts.
  public init(pairs: [RuledOutPair], count: Int) {
    self.pairs = pairs
    self.count = count
  }
}

extension RuledOutPair {
  /// The sentence for a pair of `earlier` and `later` ruled out for `reason`.
  static func detail(_ reason: Reason, earlier: ShortcutDefinition, later: ShortcutDefinition) -> String {
    switch reason {
    case .ignored: return "the project file says to ignore the pair"
    case .projectFile: return "one command, as the project file says"
    case .alternate:
      let (alternate, primary) = later.alternateOf == earlier.id ? (later, earlier) : (earlier, later)
      return "one command: \(alternate.name.quoted) is the alternate of \(primary.name.quoted), shown in its place "
        + "while its modifiers are held"
    case .sameAction: return "one command: both send \((later.action ?? "").quoted)"
    case .mirror:
      if [earlier, later].contains(where: { $0.scope?.element == .binding }) {
        return "one command: a focused editor's binding with the menu item's title runs its command"
      }
      return "one command: an item with the main menu's title mirrors it"
    case .oneCommand: return "one command, through other declarations of it"
    case .neverLive: return neverLiveDetail(earlier.scope, later.scope)
    case .dialogButton:
      let button = earlier.isDialogButton ? earlier : later
      let window = button.scope.map { $0.context.description } ?? "its window"
      if button.scope?.context.windowKind == .alert {
        return "the platform's design: \(button.name.quoted) is one of the choices of an alert, \(window)"
      }
      return "the platform's design: \(button.name.quoted) is the cancel or default button of \(window)"
    }
  }

  /// Why shortcuts in scopes `a` and `b` are never live together.
  static func neverLiveDetail(_ a: ShortcutScope?, _ b: ShortcutScope?) -> String {
    guard let a, let b else { return "never live together" }
    if Set(a.targetKeys).isDisjoint(with: b.targetKeys) {
      let names = [a, b].map { $0.targets.isEmpty ? "no target" : $0.targets.map(\.name).joined(separator: ", ") }
      return "never live together: they ship in different targets (\(names[0]); \(names[1]))"
    }
    if let unused = [a, b].first(where: { $0.context.kind == .neverCalled }) {
      return "never live: \(unused.context.name?.quoted ?? "its function") is code nothing calls"
    }
    if let menu = [a, b].first(where: { $0.context.kind == .menu }) {
      return "never live together: \(menu.context) opens on demand, and only its own items are live while it is open"
    }
    let (first, second) = (a.context, b.context)
    if first.kind == second.kind, first.key == second.key || (first.isAlwaysLive && second.isAlwaysLive) {
      return "never live together: two panes of \(first) (tabs, or branches of code) never show at once"
    }
    return "never live together: \(first) and \(second)"
  }
}
