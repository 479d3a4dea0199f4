import KBLoc
import KBLocSources
import Testing

/// An app's own functions that build a hotkey from a `String` parameter, followed from each call
/// across the files of a scan; fixtures written after ShortcutRecorder's `Shortcut(keyEquivalent:)`
/// (modifier glyphs, then a key) as its documentation gives it.
struct SwiftHotkeyHelperTests {
  /// Two helpers in one file: one builds the shortcut, the other forwards to it.
  static let helpers = """
    import ShortcutRecorder

    enum Storage {
      static func defaultShortcut(_ keyEquivalent: String) -> [String: Any] {
        archived(shortcut(from: keyEquivalent), keyEquivalent)
      }

      static func shortcut(from keyEquivalent: String) -> Shortcut? {
        keyEquivalent.isEmpty ? nil : Shortcut(keyEquivalent: keyEquivalent)
      }

      static func archived(_ shortcut: Shortcut?, _ text: String?) -> [String: Any] { [:] }
    }
    """

  /// The defaults, in another file: literals, an empty key, a modifier alone, and keys that are no
  /// literals.
  static let defaults = """
    import ShortcutRecorder

    let defaultValues: [String: Any] = [
      "showWindowShortcut": Storage.defaultShortcut("⌥⌘W"),
      "cancelShortcut": Storage.defaultShortcut("⎋"),
      "unusedShortcut": Storage.defaultShortcut(""),
      "holdShortcut": Storage.defaultShortcut("⌥"),
      "confirmShortcut": Storage.defaultShortcut(returnKey()),
    ]

    func register(index: Int) {
      values["nextShortcut"] = Storage.defaultShortcut(index == 0 ? "⇥" : "")
      let search = Storage.shortcut(from: "⌘F")
    }
    """

  static func scan(_ files: [(name: String, text: String)]) throws -> SourceScan {
    let readings = try files.map { try SourceReader.read($0.text, format: .swift, file: $0.name) }
    return SourceScan(readings: readings, name: "App")
  }

  @Test func aCallPassingALiteralToAHelperDeclaresAtTheCall() throws {
    let scan = try Self.scan([("Storage.swift", Self.helpers), ("Defaults.swift", Self.defaults)])
    let definitions = scan.shortcuts.definitions
    #expect(
      definitions.map(\.shortcut) == [
        try Shortcut(parsing: "Option-Command-W"), try Shortcut(parsing: "Escape"), try Shortcut(parsing: "Command-F"),
      ])
    // Titled by the dictionary key or the variable, without its last word `Shortcut`; the name as
    // written is the action.
    #expect(definitions.map(\.title) == ["Show Window", "Cancel", "Search"])
    #expect(definitions.map(\.action) == ["showWindowShortcut", "cancelShortcut", "search"])
    #expect(definitions.map(\.position.line) == [4, 5, 13])
    #expect(definitions.allSatisfy { $0.declaration?.file == "Defaults.swift" })
    // A ShortcutRecorder value the repository does not register globally is the app's own.
    #expect(definitions.allSatisfy { $0.scope?.context.kind == .anywhere && $0.scope?.element == .keyHandler })
  }

  @Test func aCallWhoseKeyIsNoLiteralIsANote() throws {
    let scan = try Self.scan([("Storage.swift", Self.helpers), ("Defaults.swift", Self.defaults)])
    let notes = scan.unread.filter { $0.file == "Defaults.swift" }
    #expect(
      notes.map(\.reason) == [
        .unsupportedModifier("⌥"), .notLiteral("key", "returnKey()"), .notLiteral("key", #"index == 0 ? "⇥" : """#),
      ])
    // At the argument that is not read.
    #expect(notes.map(\.position.line) == [7, 8, 12])
    #expect(notes.map(\.position.column) == [43, 46, 52])
    // The helpers' own code declares nothing and notes nothing.
    #expect(scan.unread.allSatisfy { $0.file == "Defaults.swift" })
  }

  @Test func aHelperGivenAsADefaultLosesItsNoteOnceFollowed() throws {
    let helper = """
      func defaultShortcut(_ key: String) -> Shortcut { Shortcut(keyEquivalent: key) }
      """
    let alone = try Self.scan([("Helper.swift", helper)])
    #expect(alone.unread.map(\.reason) == [.notLiteral("key", "key")])
    let followed = try Self.scan([
      ("Helper.swift", helper), ("Use.swift", #"let toggleHotKey = defaultShortcut("⌃⌥T")"#),
    ])
    #expect(followed.unread.isEmpty)
    #expect(followed.shortcuts.definitions.map(\.title) == ["Toggle"])
    #expect(followed.shortcuts.definitions.map(\.shortcut) == [try Shortcut(parsing: "Control-Option-T")])
  }

  @Test func labelsAndDefaultsChooseTheParameter() throws {
    let text = """
      func item(_ title: String, key: String = "⌘K", note: String = "") -> Shortcut? {
        Shortcut(keyEquivalent: key)
      }
      let a = item("Open", key: "⌘O")
      let b = item("Keep")
      let c = item("Wrong", "⌘X")
      """
    let scan = try Self.scan([("Items.swift", text)])
    #expect(
      scan.shortcuts.definitions.map(\.shortcut) == [
        try Shortcut(parsing: "Command-O"), try Shortcut(parsing: "Command-K"),
      ])
  }

  @Test func cyclesAndLongChainsEnd() throws {
    let text = """
      func first(_ key: String) { second(key) }
      func second(_ key: String) { first(key) }
      func one(_ key: String) { two(key) }
      func two(_ key: String) { three(key) }
      func three(_ key: String) { four(key) }
      func four(_ key: String) { five(key) }
      func five(_ key: String) -> Shortcut { Shortcut(keyEquivalent: key) }
      let looped = first("⌘L")
      let deep = one("⌘D")
      let near = four("⌘N")
      """
    let scan = try Self.scan([("Chain.swift", text)])
    #expect(scan.shortcuts.definitions.map(\.shortcut) == [try Shortcut(parsing: "Command-N")])
  }

  @Test func shortcutRecordersGlobalMonitorMakesItsValuesGlobal() throws {
    let monitor = """
      import ShortcutRecorder
      func install(_ action: ShortcutAction) { GlobalShortcutMonitor.shared.addAction(action, forKeyEvent: .down) }
      """
    let scan = try Self.scan([
      ("Storage.swift", Self.helpers), ("Defaults.swift", Self.defaults), ("Monitor.swift", monitor),
    ])
    #expect(
      scan.shortcuts.definitions.allSatisfy { $0.scope?.context.kind == .global && $0.scope?.element == .globalHotkey })
  }

  @Test func aKeyFromALoopIsANote() throws {
    let text = """
      let arrows = ["←", "→"]
      func install() {
        arrows.forEach { register(Shortcut(keyEquivalent: $0)!) }
        for key in arrows { register(Shortcut(keyEquivalent: key)!) }
      }
      """
    let reading = try SourceReader.read(text, format: .swift, file: "Keys.swift")
    #expect(reading.definitions.isEmpty)
    #expect(reading.unread.map(\.reason) == [.notLiteral("key", "$0"), .notLiteral("key", "key")])
    #expect(reading.unread.map(\.position.line) == [3, 4])
  }
}
