import Foundation
import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// Titles a repository's Swift code pairs with the names of its table entries and hotkey
/// defaults, in another file than the keys.
struct SourceScanTitlesTests {
  /// A hotkey table in the form kbloc reads (named modifier groups, an entry per command).
  static let table = """
    {
      "mod1": ["option", "shift"],
      "cycle-layout": {"mod": "mod1", "key": "space"},
      "swap-main": {"mod": "mod1", "key": "return"},
      "throw-space-1": {"mod": "mod1", "key": "1"},
      "throw-space-2": {"mod": "mod1", "key": "2"},
      "throw-space-left": {"mod": "mod1", "key": "left"},
      "focus-next": {"mod": "mod1", "key": "j"},
      "raw-name": {"mod": "mod1", "key": "r"}
    }
    """

  /// The titles, written as a settings screen lists them: pairs of a title and a `String` enum's
  /// raw value, a loop's template pair through local `let`s, a dictionary of localized titles.
  static let code = #"""
    enum Command: String {
      case cycleLayout = "cycle-layout"
      case swapMain = "swap-main"
      case throwSpacePrefix = "throw-space"
      case throwSpaceLeft = "throw-space-left"
    }

    struct Titles {
      static func all() -> [[String]] {
        var titles: [[String]] = []
        titles.append(["Cycle layout forward", Command.cycleLayout.rawValue])
        titles.append(["Swap with main window", Command.swapMain.rawValue])
        titles.append(["Throw window to the space on the left", Command.throwSpaceLeft.rawValue])
        (1...9).forEach { number in
          let name = "Throw window to space \(number)"
          let key = "\(Command.throwSpacePrefix.rawValue)-\(number)"
          titles.append([name, key])
        }
        return titles
      }

      static let labels: [String: String] = [
        "focus-next": NSLocalizedString("Focus the next window", comment: ""),
        "raw-name": "mod1",
      ]
    }
    """#

  @Test func titlesTableEntriesFromPairsInCode() throws {
    let folder = try TemporaryFolder(files: ["Resources/default.myapp": Self.table, "App/Titles.swift": Self.code])
    let scan = try SourceScan(paths: [folder.path])
    let titles = Dictionary(uniqueKeysWithValues: scan.shortcuts.definitions.map { ($0.id, $0.title ?? "") })
    #expect(titles["cycle-layout"] == "Cycle layout forward")
    #expect(titles["swap-main"] == "Swap with main window")
    #expect(titles["throw-space-1"] == "Throw window to space 1")
    #expect(titles["throw-space-2"] == "Throw window to space 2")
    // Written out beats the loop's template, which also matches `throw-space-left`.
    #expect(titles["throw-space-left"] == "Throw window to the space on the left")
    #expect(titles["focus-next"] == "Focus the next window")
    // A lower-case text with no space is not a title: the name's words stay.
    #expect(titles["raw-name"] == "Raw Name")
  }

  @Test func keepsTheNamesWordsWhenTwoPairsDisagree() throws {
    let code = """
      let a = ["Cycle layout forward", "cycle-layout"]
      let b = ("Next layout", "cycle-layout")
      """
    let folder = try TemporaryFolder(files: ["default.myapp": Self.table, "A.swift": code])
    let scan = try SourceScan(paths: [folder.path])
    let cycle = scan.shortcuts.definitions.first { $0.id == "cycle-layout" }
    #expect(cycle?.title == "Cycle Layout")
  }

  @Test func titlesAHotkeyDefaultByItsName() throws {
    let code = """
      extension KeyboardShortcuts.Name {
        static let togglePanel = Self("togglePanel", default: .init(.k, modifiers: [.command, .option]))
      }
      let settings = [("Show or hide the panel", "togglePanel")]
      """
    let folder = try TemporaryFolder(files: ["App/Shortcuts.swift": code])
    let scan = try SourceScan(paths: [folder.path])
    #expect(scan.shortcuts.definitions.map(\.title) == ["Show or hide the panel"])
  }

  @Test func leavesTitledShortcutsAlone() throws {
    let code = """
      let item = NSMenuItem(title: "Open", action: #selector(open(_:)), keyEquivalent: "o")
      let pairs = ["open:": "Open Something Else", "Open": "open:"]
      """
    let folder = try TemporaryFolder(files: ["App/Menu.swift": code])
    let scan = try SourceScan(paths: [folder.path])
    #expect(scan.shortcuts.definitions.map(\.title) == ["Open"])
  }

  @Test func titlesADefaultMadeThroughAnAppsHelper() throws {
    // ShortcutRecorder's `Shortcut(keyEquivalent:)` behind the app's own function, its defaults in
    // one file and their localized titles in another, both keyed by the preference's name.
    let defaults = """
      import ShortcutRecorder
      enum Preferences {
        static func defaultShortcut(_ keyEquivalent: String) -> Shortcut? { Shortcut(keyEquivalent: keyEquivalent) }
        static let defaults: [String: Any] = ["closeWindowShortcut": defaultShortcut("⌘W")]
      }
      """
    let titles = """
      let labels = ["closeWindowShortcut": NSLocalizedString("Close the window", comment: "")]
      """
    let folder = try TemporaryFolder(files: ["App/Preferences.swift": defaults, "App/Labels.swift": titles])
    let scan = try SourceScan(paths: [folder.path])
    let closing = scan.shortcuts.definitions.first { $0.action == "closeWindowShortcut" }
    #expect(closing?.shortcut == (try Shortcut(parsing: "Command-W")))
    #expect(closing?.title == "Close the window")
  }
}
