import KBLoc
import KBLocTestSupport
import KBLocXKB
import Testing

/// A group of shortcuts on one key combination is stored once for all its members, and read back
/// whole or by its first names (issue 13, "cost in proportion to the work").
struct ConflictGroupTests {
  /// Makes `count` definitions of the same shortcut, with the ids `prefix0`, `prefix1` and so on.
  private func copies(of keys: String, count: Int, prefix: String) throws -> [ShortcutDefinition] {
    let shortcut = try Shortcut(parsing: keys)
    return (0..<count).map { ShortcutDefinition(id: "\(prefix)\($0)", shortcut: shortcut, keys: keys) }
  }

  @Test func everyMemberOfALargeGroupCountsAndListsTheOthersInFileOrder() throws {
    let definitions = try copies(of: "Command-Z", count: 40, prefix: "undo")
    let results = try Layouts.localizer("fr").localize(definitions)
    let ids = definitions.map(\.id)
    for (index, result) in results.enumerated() {
      var others = ids
      others.remove(at: index)
      #expect(result.conflicts.count == 39, "\(result.id)")
      #expect(result.conflictsWith == others, "\(result.id)")
      #expect(result.conflicts.prefix(16) == Array(others.prefix(16)), "\(result.id)")
      #expect(result.flags.contains(.conflict), "\(result.id)")
    }
  }

  @Test func aSmallGroupIsListedWhole() throws {
    var definitions = try copies(of: "Command-Z", count: 3, prefix: "undo")
    definitions += try copies(of: "Command-S", count: 1, prefix: "save")
    let results = try Layouts.localizer("fr").localize(definitions)
    #expect(results.map(\.conflictsWith) == [["undo1", "undo2"], ["undo0", "undo2"], ["undo0", "undo1"], []])
    #expect(results.map(\.conflicts.count) == [2, 2, 2, 0])
    #expect(results.map { $0.conflicts.prefix(LocalizedShortcut.namedConflictLimit) } == results.map(\.conflictsWith))
  }

  @Test func standardShortcutsComeAfterTheGroupAndCount() throws {
    // Greek has `;` where US has Q: ⌘Q pressed there is the standard ⌘; (find misspelled words).
    let results = try Layouts.localizer("gr").localize(try copies(of: "Command-Q", count: 20, prefix: "quit"))
    let first = try #require(results.first)
    #expect(first.conflicts.count == 20)
    #expect(first.conflictsWith.count == 20)
    #expect(first.conflictsWith.last == "standard:Command-;")
    #expect(first.conflicts.prefix(16) == (1...16).map { "quit\($0)" })
    #expect(first.conflicts.prefix(0).isEmpty)
  }
}

extension ConflictGroupTests {
  @Test func onlyShortcutsLiveAtTheSameTimeConflict() throws {
    let z = try Shortcut(parsing: "Command-Z")
    let app = [ShortcutScope.Target(name: "App", kind: .app)]
    let other = [ShortcutScope.Target(name: "Other", kind: .app)]
    let definitions = [
      ShortcutDefinition(
        id: "undo", shortcut: z, title: "Undo", scope: ShortcutScope(targets: app, context: .mainMenu)),
      // Two editors' bindings, which take the key before the menu bar while they have focus (the
      // key order): in conflict with the menu item, never with each other.
      ShortcutDefinition(
        id: "zap", shortcut: z, title: "Zap", scope: ShortcutScope(targets: app, context: .view("A"), element: .binding)
      ),
      ShortcutDefinition(
        id: "zip", shortcut: z, title: "Zip", scope: ShortcutScope(targets: app, context: .view("B"), element: .binding)
      ),
      ShortcutDefinition(
        id: "undoTab", shortcut: z, title: "Undo", scope: ShortcutScope(targets: app, context: .menu("Tab"))),
      ShortcutDefinition(
        id: "otherUndo", shortcut: z, title: "Revert", scope: ShortcutScope(targets: other, context: .mainMenu)),
    ]
    let results = try Layouts.localizer("fr").localize(definitions)
    #expect(results.map(\.conflictsWith) == [["zap", "zip"], ["undo"], ["undo"], [], []])
    #expect(results.map { $0.flags.contains(.conflict) } == [true, true, true, false, false])
  }
}

/// The layouts the tests use, each compiled once per test process.
private enum Layouts {
  private static let cache = TestLayoutCache()

  static func localizer(_ spec: String) throws -> ShortcutLocalizer {
    let layout = try cache.layout(spec, platform: .mac) { spec, platform in try Layout.xkb(spec, platform: platform) }
    let reference = try cache.layout("us", platform: .mac) { spec, platform in try Layout.xkb(spec, platform: platform)
    }
    return ShortcutLocalizer(layout: layout, reference: reference, policy: .kbloc)
  }
}
