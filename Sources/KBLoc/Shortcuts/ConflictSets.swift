/// Who conflicts with whom among shortcuts on one key combination: the pairs that can be live at
/// once (``ShortcutScope/canBeLive(with:)``) and are not one command declared twice.
///
/// Shortcuts taken at different stages of the key's way (``ShortcutScope/Stage``: a window's
/// control before the menu bar, the menu bar before a key handler) are compared by the key order
/// instead (``KeyOrder``): only the pairs it calls a conflict are in each other's sets; the rest
/// come to nothing, or to a warning `lint` reports (`shadowed-shortcut`). What follows holds among
/// the members of one stage.
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
/// A shortcut in code nothing calls (``ShortcutScope/Context/Kind/neverCalled``) conflicts with
/// nothing, and nothing with it.
///
/// One command declared twice is no conflict: two declarations with the same action (`paste:`),
/// or a main-menu item and an item that mirrors it — one in a menu that opens on demand (a context
/// menu, the Dock menu) or a toolbar item — with the same title. Two main-menu items with the same
/// title and keys are a real duplicate, and so are two buttons of one window.
///
/// In each list the declarations of one command are next to each other, so a member skips its own
/// command with one range: its *action* (the declarations with its action) in its own place and
/// among its peers, its *mirrors* (those, and the items with its title that mirror a main-menu item
/// or that a mirror of it mirrors) between the main menu and a window. A member shipping in several
/// targets gets a list of its own, the union of its targets' lists.
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
  /// once for a file whose conflicts are checked on many layouts. With `byKeyOrder` false, every
  /// pair that can be live at once is in each other's sets whatever their stages: what a position
  /// fallback yields to (it never takes a key another live shortcut takes). With `onTargetLayout`
  /// true (`translate` and `coverage`), a pair that one member's key code puts on one press
  /// (``KeyOrder/outcome(first:second:onTargetLayout:)``) is a conflict too.
  ///
  /// A pair the project file says to ignore (``ShortcutDefinition/ignoresConflictWith``) is in
  /// neither's set.
  init(
    members: [Int], definitions: [ShortcutDefinition], commandKeys: [[String]]? = nil, byKeyOrder: Bool = true,
    onTargetLayout: Bool = false
  ) {
    self.init(
      members: members, definitions: definitions, commandKeys: commandKeys, byKeyOrder: byKeyOrder,
      onTargetLayout: onTargetLayout, commands: nil)
    if members.contains(where: { !definitions[$0].ignoresConflictWith.isEmpty }) {
      removeIgnoredPairs(members: members, definitions: definitions)
    }
  }

  /// Takes the pairs the project file says to ignore out of their members' sets: each member of
  /// such a pair gets one list of its own, its set less the ignored ones.
  /// - Complexity: O(*k*) beside the sets of the members of ignored pairs; the project file names a
  ///   few pairs.
  private mutating func removeIgnoredPairs(members: [Int], definitions: [ShortcutDefinition]) {
    var byID: [String: [Int]] = [:]
    for member in members { byID[definitions[member].id, default: []].append(member) }
    var ignored: [Int: Set<Int>] = [:]
    for member in members {
      for id in definitions[member].ignoresConflictWith {
        for other in byID[id] ?? [] where other != member {
          ignored[member, default: []].insert(other)
          ignored[other, default: []].insert(member)
        }
      }
    }
    for (position, member) in members.enumerated() {
      guard let skipped = ignored[member] else { continue }
      let kept = self.members(at: position).filter { !skipped.contains($0) }
      slices[position] = kept.isEmpty ? [] : [Slice(list: lists.count, skipped: 0..<0)]
      if !kept.isEmpty { lists.append(kept) }
    }
  }

  /// Splits `members` as ``init(members:definitions:commandKeys:byKeyOrder:)`` does, with their
  /// commands when they are known already (the members of one stage, whose commands are those of
  /// their whole group: one command through a declaration of another stage is still one).
  private init(
    members: [Int], definitions: [ShortcutDefinition], commandKeys: [[String]]?, byKeyOrder: Bool,
    onTargetLayout: Bool = false, commands known: Commands?
  ) {
    slices = Array(repeating: [], count: members.count)
    guard members.count > 1 else { return }
    if members.allSatisfy({ definitions[$0].scope == nil }) {
      // No member has a scope, the usual case: one list of every member, which each conflicts
      // with but for its own action (what the lists below come to, without the lists no member
      // reads).
      let commands = known ?? Commands(members: members, definitions: definitions, commandKeys: commandKeys)
      var everyone = ListBuilder(classes: members.count)
      for position in commands.ordered {
        everyone.append(position, command: commands.command[position], mirror: commands.mirror[position])
      }
      for position in members.indices {
        let skipped = everyone.runs[commands.command[position]]
        if skipped.count < everyone.positions.count { slices[position] = [Slice(list: 0, skipped: skipped)] }
      }
      lists = [everyone.positions.map { members[$0] }]
      return
    }
    let live = members.indices.filter { definitions[members[$0]].scope?.context.kind != .neverCalled }
    if live.count < members.count {
      // Code nothing calls conflicts with nothing: the others' sets are made without it.
      let sets = ConflictSets(
        members: live.map { members[$0] }, definitions: definitions, commandKeys: commandKeys, byKeyOrder: byKeyOrder,
        onTargetLayout: onTargetLayout, commands: known?.restricted(to: live))
      lists = sets.lists
      for (position, own) in zip(live, sets.slices) { slices[position] = own }
      return
    }
    let stages = members.map { definitions[$0].stage }
    if byKeyOrder, let first = stages.first, stages.contains(where: { $0 != first }) {
      // Members at several stages of the key's way (docs/scopes.md, "The key order"): the sets of
      // each stage are made apart, then each member's conflicts across stages (KeyOrder) are added
      // as a list of its own.
      let all = known ?? Commands(members: members, definitions: definitions, commandKeys: commandKeys)
      for stage in ShortcutScope.Stage.allCases {
        let positions = members.indices.filter { stages[$0] == stage }
        guard !positions.isEmpty else { continue }
        let sets = ConflictSets(
          members: positions.map { members[$0] }, definitions: definitions, commandKeys: commandKeys,
          byKeyOrder: byKeyOrder, commands: all.restricted(to: positions))
        let offset = lists.count
        lists += sets.lists
        for (local, position) in positions.enumerated() {
          slices[position] = sets.slices[local].map { Slice(list: $0.list + offset, skipped: $0.skipped) }
        }
      }
      var partners = [[Int]](repeating: [], count: members.count)
      for pair in KeyOrder.pairs(
        members: members, definitions: definitions, commandKeys: commandKeys, onTargetLayout: onTargetLayout)
      where pair.outcome == .conflict {
        partners[pair.first].append(members[pair.second])
        partners[pair.second].append(members[pair.first])
      }
      for position in members.indices where !partners[position].isEmpty {
        slices[position].append(Slice(list: lists.count, skipped: 0..<0))
        lists.append(partners[position])
      }
      return
    }
    let commands = known ?? Commands(members: members, definitions: definitions, commandKeys: commandKeys)
    let command = commands.command
    let mirror = commands.mirror
    var builders: [ListBuilder] = []
    var listOfKey: [ListKey: Int] = [:]
    func append(_ position: Int, to key: ListKey) {
      let index: Int
      if let existing = listOfKey[key] {
        index = existing
      } else {
        index = builders.count
        builders.append(ListBuilder())
        listOfKey[key] = index
      }
      builders[index].append(position, command: command[position], mirror: mirror[position])
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
      var everyone = ListBuilder(classes: members.count)
      for position in commands.ordered {
        everyone.append(position, command: command[position], mirror: mirror[position])
      }
      builders.append(everyone)
    }

    for position in members.indices {
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
      // Between the main menu and a window, its mirrors are its command; elsewhere its action.
      let isAlwaysLive = definitions[members[position]].scope?.context.isAlwaysLive ?? false
      func skipsMirrors(_ key: ListKey) -> Bool {
        switch key {
        case .windows: return isAlwaysLive
        case .alwaysLive: return !isAlwaysLive
        default: return false
        }
      }
      var own: [Slice] = []
      if keys.count == 1 {
        for key in keys[0] {
          guard let list = listOfKey[key] else { continue }
          let builder = builders[list]
          let skipped =
            skipsMirrors(key) ? builder.mirrorRuns[mirror[position]] : builder.runs[command[position]]
          if skipped.count < builder.positions.count { own.append(Slice(list: list, skipped: skipped)) }
        }
      } else {
        // Several targets: one list of its own, the union without repeats or the own command.
        var seen: Set<Int> = []
        var union = ListBuilder()
        for key in keys.joined() {
          guard let list = listOfKey[key] else { continue }
          let classes = skipsMirrors(key) ? mirror : command
          for other in builders[list].positions
          where classes[other] != classes[position] && seen.insert(other).inserted {
            union.append(other, command: command[other], mirror: mirror[other])
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

  /// A list being filled, with the run of each action and each set of mirrors in it.
  struct ListBuilder {
    var positions: [Int] = []
    /// The run of each action class (``Commands/command``) in ``positions``; empty for a class
    /// not in the list.
    var runs: Runs
    /// The run of each mirror class (``Commands/mirror``) in ``positions``.
    var mirrorRuns: Runs

    /// An empty list, of every member when `classes` (the number of classes) is given, else of a
    /// few of them.
    init(classes: Int? = nil) {
      runs = Runs(classes: classes)
      mirrorRuns = runs
    }

    mutating func append(_ position: Int, command: Int, mirror: Int) {
      runs.extend(command, at: positions.count)
      mirrorRuns.extend(mirror, at: positions.count)
      positions.append(position)
    }
  }

  /// The run of each class in a list: by class number in an array for a list of every member, in
  /// a dictionary for a list of a few (a window's, a pane's), whose size then grows with its own
  /// members, not with the group's.
  struct Runs {
    private var byClass: [Range<Int>]
    private var some: [Int: Range<Int>] = [:]

    /// Runs of classes numbered below `classes`, or of any classes.
    init(classes: Int?) {
      byClass = Array(repeating: 0..<0, count: classes ?? 0)
    }

    /// The run of `key`; empty for a class not in the list.
    subscript(key: Int) -> Range<Int> {
      key < byClass.count ? byClass[key] : some[key] ?? 0..<0
    }

    /// Extends the run of `key` by `index`, the next position of the list; a list filled in the
    /// order of ``Commands/ordered`` keeps each run contiguous.
    mutating func extend(_ key: Int, at index: Int) {
      let run = self[key]
      let extended = (!run.isEmpty && run.upperBound == index ? run.lowerBound : index)..<(index + 1)
      if key < byClass.count { byClass[key] = extended } else { some[key] = extended }
    }
  }

  /// The commands among members: the declarations with one action, and the mirrors.
  struct Commands {
    /// The action class of each member: members with the same action share it, each other
    /// member has its own.
    var command: [Int]
    /// The mirror class of each member: its action class joined with the members of the same
    /// title among main-menu items and the items that can mirror them
    /// (``ShortcutDefinition/isMirrorCandidate``).
    ///
    /// Each action class lies within one mirror class.
    var mirror: [Int]
    /// The members' positions, each mirror class together and each action class together within
    /// it, classes in order of first appearance.
    var ordered: [Int]

    /// - Complexity: O(*k* α(*k*)) for *k* members: two union-finds over their titles and actions.
    init(members: [Int], definitions: [ShortcutDefinition], commandKeys: [[String]]? = nil) {
      var mirrorKeys = members.map { commandKeys?[$0] ?? definitions[$0].commandKeys }
      if members.contains(where: { definitions[$0].hasCommandLinks }) {
        // A link names the other declaration by its id: that one shares the link's key here.
        var linked: Set<String> = []
        for member in members {
          let definition = definitions[member]
          if let primary = definition.alternateOf { linked.insert(primary) }
          linked.formUnion(definition.oneCommandWith)
        }
        for (position, member) in members.enumerated() where linked.contains(definitions[member].id) {
          mirrorKeys[position].append(ShortcutDefinition.linkKey(definitions[member].id))
        }
      }
      guard mirrorKeys.contains(where: { !$0.isEmpty }) else {
        // No member has a key to share, as in a plain shortcut file: each is a class of its own.
        command = Array(members.indices)
        mirror = command
        ordered = command
        return
      }
      command = Self.classes(mirrorKeys.map { $0.filter(ShortcutDefinition.isActionKey) })
      mirror = Self.classes(mirrorKeys)
      // Each mirror class together, its action classes together inside it. Classes are numbered
      // from 0 in order of first appearance, and each action class lies in one mirror class: a
      // group by mirror class and a run by action class are array positions.
      var groupOfMirror = [Int](repeating: -1, count: members.count)
      var runOfCommand = [Int](repeating: -1, count: members.count)
      var runs: [[[Int]]] = []
      for position in command.indices {
        if groupOfMirror[mirror[position]] < 0 {
          groupOfMirror[mirror[position]] = runs.count
          runs.append([])
        }
        let group = groupOfMirror[mirror[position]]
        if runOfCommand[command[position]] < 0 {
          runOfCommand[command[position]] = runs[group].count
          runs[group].append([])
        }
        runs[group][runOfCommand[command[position]]].append(position)
      }
      ordered = Array(runs.joined().joined())
    }

    /// The commands of the members at `positions` (in that order) among those of the whole group.
    ///
    /// Two of them are one command when they are one in the group, through any member. Classes are
    /// numbered again from 0, in order of first appearance.
    /// - Complexity: O(*k*) for *k* members of the group.
    func restricted(to positions: [Int]) -> Commands {
      var local = [Int](repeating: -1, count: command.count)
      for (index, position) in positions.enumerated() { local[position] = index }
      func renumber(_ classes: [Int]) -> [Int] {
        var number: [Int: Int] = [:]
        return positions.map { position in
          if let known = number[classes[position]] { return known }
          let next = number.count
          number[classes[position]] = next
          return next
        }
      }
      return Commands(
        command: renumber(command), mirror: renumber(mirror),
        ordered: ordered.compactMap { local[$0] >= 0 ? local[$0] : nil })
    }

    init(command: [Int], mirror: [Int], ordered: [Int]) {
      self.command = command
      self.mirror = mirror
      self.ordered = ordered
    }

    /// Numbers the classes of members sharing any key, in order of first appearance.
    /// - Complexity: O(*k* α(*k*)) for *k* members with a few keys each.
    static func classes(_ keys: [[String]]) -> [Int] {
      var parent = Array(keys.indices)
      func root(_ position: Int) -> Int {
        var current = position
        while parent[current] != current {
          parent[current] = parent[parent[current]]
          current = parent[current]
        }
        return current
      }
      var firstWithKey: [String: Int] = [:]
      for (position, list) in keys.enumerated() {
        for key in list {
          if let first = firstWithKey[key] {
            let (a, b) = (root(first), root(position))
            if a != b { parent[max(a, b)] = min(a, b) }
          } else {
            firstWithKey[key] = position
          }
        }
      }
      var numberOfRoot = [Int](repeating: -1, count: keys.count)
      var numbered = 0
      return keys.indices.map { position in
        let top = root(position)
        if numberOfRoot[top] < 0 {
          numberOfRoot[top] = numbered
          numbered += 1
        }
        return numberOfRoot[top]
      }
    }
  }
}

extension ShortcutScope.Context {
  /// The kind and key of the place whose panes are told apart: the main menu and anywhere are one.
  fileprivate var placeKey: (Kind, String) { isAlwaysLive ? (.mainMenu, "") : (kind, key) }
}

extension ShortcutDefinition {
  /// The title as two declarations of one command share it: trimmed, without a trailing ellipsis,
  /// case ignored; `nil` without a meaningful title.
  var titleKey: String? {
    guard let title = meaningfulTitle else { return nil }
    var text = Substring(title.lowercased())
    text = text.drop(while: \.isWhitespace)
    while let last = text.last, last.isWhitespace || last == "…" || last == "." { text = text.dropLast() }
    return "title:" + text
  }

  /// The action as two declarations of one command share it; `nil` without one.
  var actionKey: String? {
    guard let action, !action.isEmpty else { return nil }
    return "action:" + action
  }

  /// What makes two declarations of one shortcut one command: its ``actionKey``, its
  /// ``titleKey`` where it can mirror a main-menu item (``isMirrorCandidate``), and a key per
  /// declaration it is linked to as one command (``alternateOf``, ``oneCommandWith``); made once
  /// per file for a check on many layouts.
  var commandKeys: [String] {
    var keys: [String] = []
    if let action = actionKey { keys.append(action) }
    if isMirrorCandidate, let title = titleKey { keys.append(title) }
    if let alternateOf { keys.append(Self.linkKey(alternateOf)) }
    for other in oneCommandWith { keys.append(Self.linkKey(other)) }
    return keys
  }

  /// Whether the declaration is linked to another as one command (``alternateOf``,
  /// ``oneCommandWith``).
  var hasCommandLinks: Bool { alternateOf != nil || !oneCommandWith.isEmpty }

  /// The command key of a link to the declaration with id `id`, which that declaration shares in a
  /// group that holds the link (``ConflictSets/Commands``).
  static func linkKey(_ id: String) -> String { "same:" + id }

  /// Whether one of ``commandKeys`` makes two declarations one command wherever they are: an
  /// ``actionKey`` or a link, not a title.
  static func isActionKey(_ key: String) -> Bool { key.hasPrefix("action:") || key.hasPrefix("same:") }

  /// Whether a conflict between this shortcut and `other` is never reported, as the project file
  /// says of the pair (``ignoresConflictWith``, on either side).
  func ignoresConflict(with other: ShortcutDefinition) -> Bool {
    (!ignoresConflictWith.isEmpty && ignoresConflictWith.contains(other.id))
      || (!other.ignoresConflictWith.isEmpty && other.ignoresConflictWith.contains(id))
  }

  /// Whether the declaration is a main-menu item or one that can mirror a main-menu item of its
  /// title: an item of a menu that opens on demand (a context menu, the Dock menu) or a toolbar
  /// item.
  var isMirrorCandidate: Bool {
    guard let scope else { return false }
    return scope.context.kind == .mainMenu || scope.context.kind == .menu || scope.element == .toolbarItem
  }
}
