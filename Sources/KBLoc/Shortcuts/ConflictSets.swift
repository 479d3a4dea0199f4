/// Who conflicts with whom among shortcuts on one key combination: the pairs that can be live at
/// once (``ShortcutScope/canBeLive(with:)``) and are not one command declared twice.
///
/// Conflicts are not transitive — a main-menu item conflicts with a button in each of two
/// sheets, which do not conflict with each other — so each member has its own set. A set is
/// stored as a few slices of lists the whole group shares, never as a list of pairs:
///
/// - a shortcut with no scope conflicts with every member: one list of them all;
/// - in the main menu (or anywhere): its target's main-menu members, the members with no scope,
///   then its target's windows and views; in a pane of the main menu (a branch of code that sets
///   it), the main-menu members of its pane, the panes inside it and each pane around it instead;
/// - in a window, view or condition: that window's members (in its own pane, the panes inside it, then each
///   pane around it), then its target's main-menu members and the members with no scope;
/// - in a menu that opens on demand: that menu's members (of its pane, inside it and around it),
///   then the members with no scope.
///
/// In each list the declarations of one command — the same title, or the same action — are
/// next to each other, so a member skips its own command with one range. A member shipping in
/// several targets gets a list of its own, the union of its targets' lists.
///
/// - Complexity: O(*k* · *p*) time and memory for a group of *k* members, each in one target and
///   at most *p* panes deep; a member in *t* targets adds the size of its *t* targets' lists.
struct ConflictSets {
  /// A slice of one of ``lists``: the list without the member's own command.
  struct Slice: Sendable, Hashable {
    /// The index of the list in ``ConflictSets/lists``.
    var list: Int
    /// The range of the list that is the member's own command, skipped.
    var skipped: Range<Int>
  }

  /// Lists of definition indices that the members' sets share.
  private(set) var lists: [[Int]] = []
  /// For each member, in the order given, the slices of ``lists`` it conflicts with.
  ///
  /// The members in its own window, view or menu come first. Empty for a member that conflicts
  /// with nothing.
  private(set) var slices: [[Slice]]

  /// Splits `members`, indices of `definitions` on one key combination, into conflict sets.
  ///
  /// `commandKeys`, when given, holds each definition's ``ShortcutDefinition/commandKeys``, made
  /// once for a file whose conflicts are checked on many layouts.
  init(members: [Int], definitions: [ShortcutDefinition], commandKeys: [[String]]? = nil) {
    slices = Array(repeating: [], count: members.count)
    guard members.count > 1 else { return }
    let commands = Commands(members: members, definitions: definitions, commandKeys: commandKeys)
    if members.allSatisfy({ definitions[$0].scope == nil }) {
      // No member has a scope, the usual case: one list of every member, which each conflicts
      // with but for its own command (what the lists below come to, without the lists no member
      // reads).
      var everyone = ListBuilder()
      for position in commands.ordered { everyone.append(position, command: commands.command[position]) }
      for position in members.indices {
        let skipped = everyone.runs[commands.command[position]] ?? 0..<0
        if skipped.count < everyone.positions.count { slices[position] = [Slice(list: 0, skipped: skipped)] }
      }
      lists = [everyone.positions.map { members[$0] }]
      return
    }
    var builders: [ListBuilder] = []
    var listOfKey: [ListKey: Int] = [:]
    func append(_ position: Int, to key: ListKey) {
      let index: Int
      if let known = listOfKey[key] {
        index = known
      } else {
        index = builders.count
        builders.append(ListBuilder())
        listOfKey[key] = index
      }
      builders[index].append(position, command: commands.command[position])
    }
    // Every list is filled in command order, so each command is one run of it.
    for position in commands.ordered {
      guard let scope = definitions[members[position]].scope else {
        append(position, to: .unscoped)
        continue
      }
      let context = scope.context
      let (kind, key) = context.placeKey
      for target in scope.targetKeys {
        if context.isAlwaysLive { append(position, to: .alwaysLive(target)) }
        append(position, to: .place(target, kind, key, context.panes))
        // Live with what is in each pane around its own.
        for depth in 0..<context.panes.count {
          append(position, to: .inside(target, kind, key, Array(context.panes.prefix(depth))))
        }
        if !context.isAlwaysLive && context.kind != .menu { append(position, to: .windows(target)) }
      }
    }
    if listOfKey[.unscoped] != nil {
      listOfKey[.everyone] = builders.count
      var everyone = ListBuilder()
      for position in commands.ordered { everyone.append(position, command: commands.command[position]) }
      builders.append(everyone)
    }

    for position in members.indices {
      let command = commands.command[position]
      let keys: [[ListKey]]
      if let scope = definitions[members[position]].scope {
        let context = scope.context
        let (kind, key) = context.placeKey
        keys = scope.targetKeys.map { target in
          if context.isAlwaysLive, context.panes.isEmpty { return [.alwaysLive(target), .unscoped, .windows(target)] }
          let panes = context.panes
          // Its own pane, the panes inside it, then each pane around it, outward.
          let around = (0..<panes.count).reversed().map { ListKey.place(target, kind, key, Array(panes.prefix($0))) }
          let place = [.place(target, kind, key, panes), .inside(target, kind, key, panes)] + around
          if context.isAlwaysLive { return place + [.unscoped, .windows(target)] }
          if context.kind == .menu { return place + [.unscoped] }
          return place + [.alwaysLive(target), .unscoped]
        }
      } else {
        keys = [[.everyone]]
      }
      var own: [Slice] = []
      if keys.count == 1 {
        for key in keys[0] {
          guard let list = listOfKey[key] else { continue }
          let skipped = builders[list].runs[command] ?? 0..<0
          if skipped.count < builders[list].positions.count { own.append(Slice(list: list, skipped: skipped)) }
        }
      } else {
        // Several targets: one list of its own, the union without repeats or the own command.
        var seen: Set<Int> = []
        var union = ListBuilder()
        for key in keys.joined() {
          guard let list = listOfKey[key] else { continue }
          for other in builders[list].positions where commands.command[other] != command && seen.insert(other).inserted
          {
            union.append(other, command: commands.command[other])
          }
        }
        if !union.positions.isEmpty {
          own.append(Slice(list: builders.count, skipped: 0..<0))
          builders.append(union)
        }
      }
      slices[position] = own
    }
    lists = builders.map { $0.positions.map { members[$0] } }
  }

  /// How many members the member at `position` conflicts with.
  /// - Complexity: O(*s*) in its number of slices: a few for a member in one target.
  func count(at position: Int) -> Int {
    slices[position].reduce(0) { $0 + lists[$1.list].count - $1.skipped.count }
  }

  /// The definition indices the member at `position` conflicts with, its own window, view or menu
  /// first, each list in command order; the first `limit` of them.
  /// - Complexity: O(`limit`).
  func members(at position: Int, limit: Int = .max) -> [Int] {
    var found: [Int] = []
    for slice in slices[position] {
      let list = lists[slice.list]
      for index in list.indices where !slice.skipped.contains(index) {
        guard found.count < limit else { return found }
        found.append(list[index])
      }
    }
    return found
  }

  /// Which list: the members with no scope, every member, a target's main menu, its windows and
  /// views, one place in it (a window's pane given by its panes), or what is inside a pane.
  enum ListKey: Hashable {
    case unscoped
    case everyone
    case alwaysLive(ShortcutScope.Target)
    case windows(ShortcutScope.Target)
    case place(ShortcutScope.Target, ShortcutScope.Context.Kind, String, [String])
    case inside(ShortcutScope.Target, ShortcutScope.Context.Kind, String, [String])
  }

  /// A list being filled, with the run of each command in it.
  struct ListBuilder {
    var positions: [Int] = []
    var runs: [Int: Range<Int>] = [:]

    mutating func append(_ position: Int, command: Int) {
      if let run = runs[command], run.upperBound == positions.count {
        runs[command] = run.lowerBound..<(run.upperBound + 1)
      } else {
        runs[command] = positions.count..<(positions.count + 1)
      }
      positions.append(position)
    }
  }

  /// The commands among members: declarations with the same title, or the same action, are one.
  struct Commands {
    /// The command of each member, numbered in order of first appearance.
    var command: [Int]
    /// The members' positions, each command's together, commands in order of first appearance.
    var ordered: [Int]

    /// - Complexity: O(*k* α(*k*)) for *k* members: a union-find over their titles and actions.
    init(members: [Int], definitions: [ShortcutDefinition], commandKeys: [[String]]? = nil) {
      var parent = Array(members.indices)
      func root(_ position: Int) -> Int {
        var current = position
        while parent[current] != current {
          parent[current] = parent[parent[current]]
          current = parent[current]
        }
        return current
      }
      var firstWithKey: [String: Int] = [:]
      for (position, index) in members.enumerated() {
        for key in commandKeys?[index] ?? definitions[index].commandKeys {
          if let first = firstWithKey[key] {
            let (a, b) = (root(first), root(position))
            if a != b { parent[max(a, b)] = min(a, b) }
          } else {
            firstWithKey[key] = position
          }
        }
      }
      var numberOfRoot: [Int: Int] = [:]
      var groups: [[Int]] = []
      command = Array(repeating: 0, count: members.count)
      for position in members.indices {
        let top = root(position)
        let number: Int
        if let known = numberOfRoot[top] {
          number = known
        } else {
          number = groups.count
          numberOfRoot[top] = number
          groups.append([])
        }
        command[position] = number
        groups[number].append(position)
      }
      ordered = Array(groups.joined())
    }
  }
}

extension ShortcutScope.Context {
  /// The kind and key of the place whose panes are told apart: the main menu and anywhere are one.
  fileprivate var placeKey: (Kind, String) { isAlwaysLive ? (.mainMenu, "") : (kind, key) }
}

extension ShortcutDefinition {
  /// What makes two declarations of one shortcut the same command: the title (trimmed, without a
  /// trailing ellipsis, case ignored) and the action.
  var commandKeys: [String] {
    var keys: [String] = []
    if let title = meaningfulTitle {
      var text = Substring(title.lowercased())
      text = text.drop(while: \.isWhitespace)
      while let last = text.last, last.isWhitespace || last == "…" || last == "." { text = text.dropLast() }
      keys.append("title:" + text)
    }
    if let action, !action.isEmpty { keys.append("action:" + action) }
    return keys
  }
}
