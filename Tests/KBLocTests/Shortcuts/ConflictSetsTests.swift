import KBLocTestSupport
import Testing

@testable import KBLoc

struct ConflictSetsTests {
  static let targets: [[ShortcutScope.Target]] = [
    [], [.init(name: "A", kind: .app)], [.init(name: "B", kind: .app)],
    [.init(name: "A", kind: .app), .init(name: "B", kind: .app)],
  ]
  static let contexts: [ShortcutScope.Context] = [
    .anywhere, .mainMenu, .window("w1"), .window("w2"), .view("v1"), .menu("m1"), .menu("m2"),
    .window("same name", identity: "x.xib:1"), .window("same name", identity: "y.xib:1"),
    .window("w1", panes: ["a"]), .window("w1", panes: ["a", "b"]), .window("w1", panes: ["a", "c"]),
    .window("w1", panes: ["d"]),
    // Branches of code that sets a shortcut: panes of the main menu, anywhere, a menu.
    .init(kind: .mainMenu, panes: ["x"]), .init(kind: .mainMenu, panes: ["x", "y"]),
    .init(kind: .mainMenu, panes: ["z"]),
    .init(kind: .anywhere, panes: ["x"]), .init(kind: .menu, name: "m1", panes: ["x"]),
  ]

  /// A random member of a group: a scope or none, a title or none, an action or none.
  static func definition(_ index: Int, _ random: inout SplitMix64) throws -> ShortcutDefinition {
    let elements: [ShortcutScope.Element?] = [
      nil, .menuItem, .button, .toolbarItem, .binding, .keyHandler, .eventMonitor, .globalHotkey,
    ]
    let scope: ShortcutScope? =
      Int.random(in: 0..<5, using: &random) == 0
      ? nil
      : ShortcutScope(
        targets: targets.randomElement(using: &random) ?? [],
        context: contexts.randomElement(using: &random) ?? .anywhere,
        element: elements.randomElement(using: &random) ?? nil)
    let titles: [String?] = [nil, "Close", "close…", "Paste", "Paste and Match Style"]
    let actions: [String?] = [nil, nil, "paste:", "close:"]
    return ShortcutDefinition(
      id: "s\(index)", shortcut: try Shortcut(parsing: "Command-V"), title: titles.randomElement(using: &random) ?? nil,
      scope: scope, action: actions.randomElement(using: &random) ?? nil)
  }

  /// The members connected through shared keys, by brute force: `keys` gives each member's.
  static func connected(_ definitions: [ShortcutDefinition], keys: (ShortcutDefinition) -> Set<String>) -> [[Bool]] {
    let count = definitions.count
    var same = (0..<count).map { i in
      (0..<count).map { j in i == j || !keys(definitions[i]).isDisjoint(with: keys(definitions[j])) }
    }
    for k in 0..<count {
      for i in 0..<count where same[i][k] {
        for j in 0..<count where same[k][j] { same[i][j] = true }
      }
    }
    return same
  }

  /// The pairs that declare one command: the same action; or, between a main-menu (or anywhere)
  /// member and a window's or view's, connected through actions and the titles of main-menu
  /// items, context-menu items and toolbar items.
  static func sameCommand(_ definitions: [ShortcutDefinition]) -> [[Bool]] {
    let actions = connected(definitions) { Set([$0.actionKey].compactMap { $0 }) }
    let mirrors = connected(definitions) { definition in
      Set([definition.actionKey, definition.isMirrorCandidate ? definition.titleKey : nil].compactMap { $0 })
    }
    func kind(_ definition: ShortcutDefinition) -> Int {
      guard let context = definition.scope?.context else { return 0 }
      if context.kind == .mainMenu || context.kind == .anywhere { return 1 }
      return context.kind == .menu ? 0 : 2
    }
    return definitions.indices.map { i in
      definitions.indices.map { j in
        actions[i][j] || (kind(definitions[i]) + kind(definitions[j]) == 3 && mirrors[i][j])
      }
    }
  }

  /// The sets are, by brute force: the pairs at one stage of the key's way that can be live
  /// together and are not one command, and the pairs at two stages that the key order calls a
  /// conflict (live together, not one command through actions or mirrors, ``KeyOrder/outcome``).
  @Test func everySetIsThePairsThatCanBeLiveTogetherLessTheirOwnCommand() throws {
    var random = SplitMix64(state: 16)
    for _ in 0..<400 {
      let count = Int.random(in: 2..<14, using: &random)
      let definitions = try (0..<count).map { try Self.definition($0, &random) }
      let sets = ConflictSets(members: Array(definitions.indices), definitions: definitions)
      let same = Self.sameCommand(definitions)
      let mirrors = Self.connected(definitions) { definition in
        Set([definition.actionKey, definition.isMirrorCandidate ? definition.titleKey : nil].compactMap { $0 })
      }
      for i in definitions.indices {
        let expected = Set(
          definitions.indices.filter { j in
            let (a, b) = (definitions[i], definitions[j])
            guard i != j, a.scope.canBeLive(with: b.scope) else { return false }
            if a.stage == b.stage { return !same[i][j] }
            let (first, second) = a.stage < b.stage ? (a, b) : (b, a)
            return !mirrors[i][j] && KeyOrder.outcome(first: first, second: second) == .conflict
          })
        let found = sets.members(at: i)
        #expect(found.count == Set(found).count, "no repeats")
        #expect(
          Set(found) == expected, "\(definitions.map { "\($0.id) \($0.scope?.description ?? "-") \($0.title ?? "-")" })"
        )
        #expect(sets.count(at: i) == expected.count)
      }
    }
  }

  /// In the usual group of a shortcut file — no scopes, no actions, titles that mirror nothing —
  /// each member conflicts with every other, in file order; one action shared by two members
  /// still makes them one command.
  @Test func aGroupWithNoScopeOrCommandKeyConflictsPairwiseInFileOrder() throws {
    let v = try Shortcut(parsing: "Command-V")
    let definitions = (0..<6).map { ShortcutDefinition(id: "s\($0)", shortcut: v, title: "Title \($0 % 2)") }
    let sets = ConflictSets(members: [5, 0, 3, 1], definitions: definitions)
    #expect(sets.lists == [[5, 0, 3, 1]])
    #expect(sets.members(at: 0) == [0, 3, 1])
    #expect(sets.members(at: 2) == [5, 0, 1])
    #expect((0..<4).map { sets.count(at: $0) } == [3, 3, 3, 3])
    var shared = definitions
    shared[3].action = "paste:"
    shared[1].action = "paste:"
    let one = ConflictSets(members: [5, 0, 3, 1], definitions: shared)
    #expect(Set(one.members(at: 2)) == [5, 0], "3 and 1 send paste:, one command")
  }

  /// Two bindings of a focused editor and a menu item on their keys: the editor's own place comes
  /// first, then the menu item its key order makes a conflict (docs/scopes.md, "The key order").
  @Test func aMembersOwnPlaceIsNamedFirst() throws {
    let v = try Shortcut(parsing: "Command-V")
    let app = [ShortcutScope.Target(name: "App", kind: .app)]
    let definitions = [
      ShortcutDefinition(
        id: "menu", shortcut: v, title: "Paste", scope: ShortcutScope(targets: app, context: .mainMenu)),
      ShortcutDefinition(
        id: "a", shortcut: v, title: "A", scope: ShortcutScope(targets: app, context: .view("w"), element: .binding)),
      ShortcutDefinition(
        id: "b", shortcut: v, title: "B", scope: ShortcutScope(targets: app, context: .view("w"), element: .binding)),
    ]
    let sets = ConflictSets(members: [0, 1, 2], definitions: definitions)
    #expect(sets.members(at: 2).map { definitions[$0].id } == ["a", "menu"])
    #expect(sets.members(at: 0).map { definitions[$0].id } == ["a", "b"])
  }

  @Test func aGroupOfOneAppsWindowsCostsInProportionToItsSize() throws {
    // 20,000 sheets, each with its default button, and one menu item on Return: one list per
    // sheet and one for the menu bar, not a list per pair.
    let enter = try Shortcut(parsing: "Return")
    let app = [ShortcutScope.Target(name: "App", kind: .app)]
    var definitions = (0..<20_000).map {
      ShortcutDefinition(
        id: "ok\($0)", shortcut: enter, title: "OK \($0)", scope: ShortcutScope(targets: app, context: .window("\($0)"))
      )
    }
    definitions.append(
      ShortcutDefinition(
        id: "menu", shortcut: enter, title: "Run", scope: ShortcutScope(targets: app, context: .mainMenu)))
    // The window's controls take Return before the menu bar (the key order): no conflict, each
    // shadows the menu item; as dialogs' default buttons, not even that.
    let sets = ConflictSets(members: Array(definitions.indices), definitions: definitions)
    #expect(sets.lists.reduce(0) { $0 + $1.count } <= 3 * definitions.count)
    #expect(sets.count(at: 0) == 0)
    #expect(sets.count(at: 20_000) == 0)
    let pairs = KeyOrder.pairs(members: Array(definitions.indices), definitions: definitions)
    #expect(pairs.count == 20_000 && pairs.allSatisfy { $0.outcome == .shadows && $0.second == 20_000 })
    for index in 0..<20_000 { definitions[index].scope?.element = .button }
    #expect(KeyOrder.pairs(members: Array(definitions.indices), definitions: definitions).isEmpty)
    // At one stage, as before the key order: one list per sheet and one for the menu bar.
    for index in 0..<20_000 { definitions[index].scope?.element = .menuItem }
    let menus = ConflictSets(members: Array(definitions.indices), definitions: definitions)
    #expect(menus.lists.reduce(0) { $0 + $1.count } <= 3 * definitions.count)
  }
}
