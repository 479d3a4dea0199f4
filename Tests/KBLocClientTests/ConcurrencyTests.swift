import KBLoc
import KBLocXKB
import Testing

/// A localizer is a `Sendable` value that many tasks can share.
struct ConcurrencyTests {
  static let shortcuts = [
    "Command-[", "Command-]", "Command-/", "Shift-Command-Z", "Command-,", "Command-?", "Control-`", "Command-\\",
    "Option-Command-F", "Command-+", "Command--", "Command-1", "Control-Command-[", "Option-Left Arrow", "Command-@",
    "Command-Z",
  ]

  @Test func oneThousandTasksOnOneLocalizerMatchASerialRun() async throws {
    let localizer = ShortcutLocalizer(layout: try Layout.xkb("fr"))
    let serial = try (0..<1000).map { index in try localizer.localize(Self.shortcuts[index % Self.shortcuts.count]) }
    let concurrent = try await withThrowingTaskGroup(of: (Int, LocalizedShortcut).self) { group in
      for index in 0..<1000 {
        group.addTask { (index, try localizer.localize(Self.shortcuts[index % Self.shortcuts.count])) }
      }
      var results = [LocalizedShortcut?](repeating: nil, count: 1000)
      for try await (index, result) in group { results[index] = result }
      return results
    }
    #expect(concurrent == serial)
  }

  @Test func definitionsLocalizedConcurrentlyMatchASerialRun() async throws {
    let localizer = ShortcutLocalizer(layout: try Layout.bundled("de(mac)"))
    let definitions = try Self.shortcuts.enumerated().map { offset, keys in
      try ShortcutDefinition(id: "s\(offset)", shortcut: Shortcut(parsing: keys))
    }
    let serial = localizer.localize(definitions)
    let runs = await withTaskGroup(of: [LocalizedShortcut].self) { group in
      for _ in 0..<50 { group.addTask { localizer.localize(definitions) } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(runs.count == 50)
    #expect(runs.allSatisfy { $0 == serial })
  }

  /// Compiles only when `Layout`, `Shortcut`, `LocalizedShortcut`, `ShortcutLocalizer` and
  /// `KeyCommand` are `Sendable`: each is captured by a task.
  @Test func theStartupTypesCrossTaskBoundaries() async throws {
    let layout = try Layout.bundled("de(mac)")
    let localizer = ShortcutLocalizer(layout: layout, policy: .kbloc)
    let shortcut = try Shortcut(parsing: "Command-[")
    let result = localizer.localize(shortcut)
    let command = try #require(result.keyCommand)
    let name = await Task { layout.name }.value
    let again = await Task { localizer.localize(shortcut) }.value
    let display = await Task { result.display }.value
    let input = await Task.detached { command.input }.value
    let description = await Task { shortcut.description }.value
    #expect(name == "de(mac)")
    #expect(again == result)
    #expect(display == "⌘Ü")
    #expect(input == "ü")
    #expect(description == "Command-[")
  }
}
