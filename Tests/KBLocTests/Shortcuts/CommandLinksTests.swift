import KBLocTestSupport
import Testing

@testable import KBLoc

/// Declarations linked as one command (an alternate menu item and its primary, a project file's
/// `one-command`), pairs the project file ignores, and what `extract` says of the pairs it rules
/// out (``ShortcutFile/ruledOutPartners(limit:context:)``).
struct CommandLinksTests {
  static let app = [ShortcutScope.Target(name: "Editor", kind: .app)]

  static func item(
    _ id: String, _ keys: String, _ context: ShortcutScope.Context = .mainMenu,
    _ element: ShortcutScope.Element = .menuItem, title: String? = nil, action: String? = nil
  ) throws -> ShortcutDefinition {
    ShortcutDefinition(
      id: id, shortcut: try Shortcut(parsing: keys), title: title ?? id,
      scope: ShortcutScope(targets: app, context: context, element: element), action: action)
  }

  /// An alternate and its primary are one command, on the reference and on a target layout.
  ///
  /// Apple's `NSMenuItem.isAlternate`: the alternate is shown in its primary's place while its
  /// modifiers are held. Two main-menu items on one press conflict, unless one is the other's
  /// alternate; a third item on that press still conflicts with both.
  @Test func anAlternateAndItsPrimaryAreOneCommandOnAnyPress() throws {
    var definitions = try [
      Self.item("close", "Command-W", action: "performClose:"),
      Self.item("closeAll", "Command-W", action: "closeAll:"),
      Self.item("closeTab", "Command-W", action: "closeTab:"),
    ]
    let before = ConflictSets(members: [0, 1, 2], definitions: definitions, onTargetLayout: true)
    #expect(Set(before.members(at: 1)) == [0, 2])
    definitions[1].alternateOf = "close"
    for onTargetLayout in [false, true] {
      let sets = ConflictSets(members: [0, 1, 2], definitions: definitions, onTargetLayout: onTargetLayout)
      #expect(sets.members(at: 0) == [2])
      #expect(sets.members(at: 1) == [2])
      #expect(Set(sets.members(at: 2)) == [0, 1])
    }
    // A link to an id no member has joins nothing.
    definitions[1].alternateOf = "gone"
    #expect(Set(ConflictSets(members: [0, 1, 2], definitions: definitions).members(at: 1)) == [0, 2])
  }

  /// A project file's `one-command` joins commands as an action does, through a third; its
  /// `ignore` takes one pair out and nothing else.
  @Test func oneCommandLinksJoinAndIgnoredPairsDoNot() throws {
    var definitions = try [
      Self.item("a", "Command-K"), Self.item("b", "Command-K"), Self.item("c", "Command-K"),
      Self.item("d", "Command-K", .window("Find"), .button),
    ]
    definitions[1].oneCommandWith = ["a"]
    definitions[2].oneCommandWith = ["b"]
    var sets = ConflictSets(members: [0, 1, 2, 3], definitions: definitions)
    #expect(sets.members(at: 0).isEmpty, "a, b and c are one command; d takes the key before the menu bar")
    #expect(KeyOrder.pairs(members: [0, 1, 2, 3], definitions: definitions).map(\.second) == [0, 1, 2])
    definitions[1].oneCommandWith = []
    definitions[2].oneCommandWith = []
    definitions[2].ignoresConflictWith = ["a"]
    definitions[3].ignoresConflictWith = ["b"]
    sets = ConflictSets(members: [0, 1, 2, 3], definitions: definitions)
    #expect(sets.members(at: 0) == [1])
    #expect(Set(sets.members(at: 1)) == [0, 2])
    #expect(sets.members(at: 2) == [1])
    #expect(sets.count(at: 2) == 1)
    let shadowed = KeyOrder.pairs(members: [0, 1, 2, 3], definitions: definitions).map(\.second)
    #expect(shadowed == [0, 2], "the window's button shadows a and c, not b")
  }

  /// A random group of linked and unlinked declarations: the sets are, by brute force, the pairs
  /// live together, not ignored and not one command through actions and links (and mirrors where
  /// they count), as ``ConflictSetsTests`` checks without links.
  @Test func linksAndIgnoredPairsFollowTheBruteForceRule() throws {
    var random = SplitMix64(state: 29)
    for _ in 0..<300 {
      let count = Int.random(in: 2..<12, using: &random)
      var definitions = try (0..<count).map { try ConflictSetsTests.definition($0, &random) }
      for index in definitions.indices {
        let other = "s\(Int.random(in: 0..<count, using: &random))"
        switch Int.random(in: 0..<6, using: &random) {
        case 0: definitions[index].alternateOf = other
        case 1: definitions[index].oneCommandWith = [other]
        case 2: definitions[index].ignoresConflictWith = [other]
        default: break
        }
      }
      func linked(_ definition: ShortcutDefinition) -> Set<String> {
        var keys = Set([definition.actionKey].compactMap { $0 })
        keys.insert("id:" + definition.id)
        for id in [definition.alternateOf].compactMap({ $0 }) + definition.oneCommandWith { keys.insert("id:" + id) }
        return keys
      }
      // Through ids: a member's own id is a key only when some member links to it.
      let targets = Set(definitions.flatMap { [$0.alternateOf].compactMap { $0 } + $0.oneCommandWith })
      func keys(_ definition: ShortcutDefinition) -> Set<String> {
        linked(definition).filter { !$0.hasPrefix("id:") || targets.contains(String($0.dropFirst(3))) }
      }
      let actions = ConflictSetsTests.connected(definitions, keys: keys)
      let mirrors = ConflictSetsTests.connected(definitions) { definition in
        keys(definition).union([definition.isMirrorCandidate ? definition.titleKey : nil].compactMap { $0 })
      }
      let sets = ConflictSets(members: Array(definitions.indices), definitions: definitions)
      for i in definitions.indices {
        let expected = Set(
          definitions.indices.filter { j in
            let (a, b) = (definitions[i], definitions[j])
            guard i != j, a.scope.canBeLive(with: b.scope), !a.ignoresConflict(with: b), !actions[i][j] else {
              return false
            }
            if a.stage == b.stage {
              let kinds = [a, b].map { definition -> Int in
                guard let context = definition.scope?.context else { return 0 }
                if context.kind == .mainMenu || context.kind == .anywhere { return 1 }
                return context.kind == .menu ? 0 : 2
              }
              return !(kinds.reduce(0, +) == 3 && mirrors[i][j])
            }
            let (first, second) = a.stage < b.stage ? (a, b) : (b, a)
            return !mirrors[i][j] && KeyOrder.outcome(first: first, second: second) == .conflict
          })
        #expect(Set(sets.members(at: i)) == expected)
        #expect(sets.count(at: i) == expected.count)
      }
    }
  }

  /// Every pair on one press that `lint` does not report is ruled out, at the later declaration,
  /// with its count; those it reports are not.
  @Test func everyPairLintDoesNotReportIsRuledOutOnce() throws {
    var random = SplitMix64(state: 30)
    for _ in 0..<200 {
      let count = Int.random(in: 2..<12, using: &random)
      var definitions = try (0..<count).map { try ConflictSetsTests.definition($0, &random) }
      if Bool.random(using: &random) { definitions[count - 1].ignoresConflictWith = ["s0"] }
      let file = ShortcutFile(fileName: "f", definitions: definitions)
      let members = Array(definitions.indices)
      let sets = ConflictSets(members: members, definitions: definitions)
      let shadows = KeyOrder.pairs(members: members, definitions: definitions).filter { $0.outcome == .shadows }
      let partners = file.ruledOutPartners(limit: 100)
      for later in definitions.indices {
        let reported = Set(sets.members(at: later)).union(
          shadows.filter { $0.first == later || $0.second == later }.map { $0.first == later ? $0.second : $0.first })
        let expected = (0..<later).filter { earlier in
          guard !reported.contains(earlier) else { return false }
          // Shortcuts of different targets are no pair.
          guard let a = definitions[earlier].scope, let b = definitions[later].scope else { return true }
          return !Set(a.targetKeys).isDisjoint(with: b.targetKeys)
        }
        #expect((partners[later]?.pairs.map(\.other) ?? []).sorted() == expected)
        #expect((partners[later]?.count ?? 0) == expected.count)
        for pair in partners[later]?.pairs ?? [] {
          let (a, b) = (definitions[pair.other], definitions[later])
          if pair.reason == .neverLive { #expect(!a.scope.canBeLive(with: b.scope)) }
          if pair.reason == .ignored { #expect(a.ignoresConflict(with: b)) }
        }
      }
    }
  }

  /// What each rule says, and the order reasons are given in: the project file's, one command,
  /// never live together, the platform's design; at most `limit` of them, with the count.
  @Test func ruledOutPairsSayWhy() throws {
    var definitions = try [
      Self.item("ok1", "Return", .window("Export"), .button, title: "OK"),
      Self.item("ok2", "Return", .window("Import"), .button, title: "OK"),
      Self.item("run", "Return", title: "Run"),
      Self.item("paste", "Command-V", action: "paste:"),
      Self.item("pasteButton", "Command-V", .window("Clipboard"), .toolbarItem, title: "Paste", action: "paste:"),
      Self.item("close", "Command-W"),
      Self.item("closeTab", "Command-W", .menu("Tab"), title: "Close Tab"),
    ]
    definitions[2].ignoresConflictWith = ["ok2"]
    let partners = ShortcutFile(fileName: "f", definitions: definitions).ruledOutPartners(limit: 1)
    #expect(partners[0] == nil)
    #expect(partners[1]?.pairs.map(\.reason) == [.neverLive])
    #expect(
      partners[1]?.pairs.first?.detail(in: definitions, later: 1)
        == "never live together: window 'Export' and window 'Import'")
    #expect(partners[2]?.pairs.map(\.reason) == [.ignored])
    #expect(partners[2]?.count == 2, "ok1 is the platform's design")
    let all = ShortcutFile(fileName: "f", definitions: definitions).ruledOutPartners(limit: 10)
    #expect(all[2]?.pairs.map(\.reason) == [.ignored, .dialogButton])
    #expect(
      all[2]?.pairs.last?.detail(in: definitions, later: 2)
        == "the platform's design: 'ok1' is the cancel or default button of window 'Export'")
    #expect(all[4]?.pairs.map(\.reason) == [.sameAction])
    #expect(all[4]?.pairs.first?.detail(in: definitions, later: 4) == "one command: both send 'paste:'")
    #expect(all[4]?.pairs.first?.hasDetailOfItsOwn == false)
    #expect(all[1]?.pairs.first?.hasDetailOfItsOwn == true)
    #expect(all[6]?.pairs.map(\.reason) == [.neverLive])
    #expect(
      all[6]?.pairs.first?.detail(in: definitions, later: 6)
        == "never live together: menu 'Tab' opens on demand, and only its own items are live while it is open")
  }

  /// A shortcuts file carries the links: `alternateOf`'s id, `oneCommandWith` and
  /// `ignoresConflictWith`; anything else in them is an error at its place.
  @Test func aShortcutsFileReadsTheLinks() throws {
    let file = try ShortcutFile(
      parsing: """
        {"shortcuts": [
          {"id": "close", "keys": "Command-W"},
          {"id": "closeAll", "keys": "Option-Command-W", "alternateOf": {"id": "close", "title": "Close", "line": 3}},
          {"id": "x", "keys": "Command-X", "oneCommandWith": ["close"], "ignoresConflictWith": ["closeAll"],
           "ruledOut": [{"id": "close", "reason": "never-live"}]}
        ]}
        """, fileName: "s.json")
    #expect(file.definitions[1].alternateOf == "close")
    #expect(file.definitions[2].oneCommandWith == ["close"])
    #expect(file.definitions[2].ignoresConflictWith == ["closeAll"])
    #expect(file.definitions[1].extra["alternateOf"] == nil)
    #expect(file.definitions[2].extra["ruledOut"] != nil, "made again by extract, kept as an unknown field")
    let bad = [
      (#"{"id": "a", "keys": "Command-A", "alternateOf": "close"}"#, "'alternateOf' is a string, not an object"),
      (#"{"id": "a", "keys": "Command-A", "alternateOf": {"title": "Close"}}"#, "'alternateOf' has no 'id'"),
      (#"{"id": "a", "keys": "Command-A", "oneCommandWith": "close"}"#, "'oneCommandWith' is a string, not an array"),
      (#"{"id": "a", "keys": "Command-A", "ignoresConflictWith": [3]}"#, "not a shortcut's id"),
    ]
    for (entry, message) in bad {
      #expect(throws: ShortcutFileError.self) { try ShortcutFile(parsing: "[\(entry)]", fileName: "s.json") }
      do {
        _ = try ShortcutFile(parsing: "[\(entry)]", fileName: "s.json")
      } catch {
        #expect(error.message.contains(message), "\(error)")
      }
    }
  }
}
