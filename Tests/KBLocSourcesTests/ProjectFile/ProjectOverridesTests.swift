import Foundation
import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// What a project file states that kbloc cannot see in the code: a window's kind (`windows`), two
/// declarations of one command and pairs to ignore (`conflicts`), read with clear errors and
/// applied by the scan before anything compares the shortcuts.
struct ProjectOverridesTests {
  @Test func windowsAndConflictsAreRead() throws {
    let project = try ProjectConfigurationTests.parse(
      """
      windows:
        Export: sheet
        App/Find.xib#Fnd-aa-001: panel
      conflicts:
        one-command:
          - [close-tab, {title: Close Tab, file: ./App/Tabs.swift}]
        ignore:
          - [{file: App/Find.xib, line: 12}, {id: find, file: App/MainMenu.xib}]
      """)
    #expect(
      project.windowKinds.map { "\($0.window): \($0.kind.rawValue)" } == [
        "Export: sheet", "App/Find.xib#Fnd-aa-001: panel",
      ])
    #expect(
      project.oneCommandPairs.map { "\($0.first) & \($0.second)" } == ["'close-tab' & 'Close Tab' in App/Tabs.swift"])
    #expect(project.ignoredPairs.map { "\($0.first) & \($0.second)" } == ["App/Find.xib:12 & 'find'"])
    #expect(project.ignoredPairs.first?.second.file == "App/MainMenu.xib")
  }

  @Test(arguments: [
    (
      "windows: [Export]",
      "/repo/.kbloc.yml:1:10: error: 'windows' is a list, not a mapping of windows to their kinds; write each window's name and its kind, such as 'Export: sheet'"
    ),
    (
      "windows:\n  Export: sheeet",
      "/repo/.kbloc.yml:2:11: error: unknown window kind 'sheeet' for 'Export'; did you mean 'sheet'?"
    ),
    (
      "windows:\n  Export: modal",
      "/repo/.kbloc.yml:2:11: error: unknown window kind 'modal' for 'Export'; write one of 'alert', 'sheet' or 'panel'"
    ),
    (
      "windows:\n  Export:",
      "/repo/.kbloc.yml:2:10: error: window 'Export' has no kind; write one of 'alert', 'sheet' or 'panel'"
    ),
    (
      "conflicts:\n  ignored: []",
      "/repo/.kbloc.yml:2:3: error: unknown key 'ignored' in 'conflicts'; did you mean 'ignore'?"
    ),
    (
      "conflicts:\n  ignore: [a, b]",
      "/repo/.kbloc.yml:2:12: error: a pair of 'conflicts.ignore' is the text 'a', not a list of two declarations; write each pair as a list of two declarations, such as [close-tab, {title: Close Tab, file: App/Tabs.swift}]"
    ),
    (
      "conflicts:\n  one-command:\n    - [a, b, c]",
      "/repo/.kbloc.yml:3:7: error: a pair of 'conflicts.one-command' names 3 declarations, not two; write each pair as a list of two declarations, such as [close-tab, {title: Close Tab, file: App/Tabs.swift}]"
    ),
    (
      "conflicts:\n  ignore:\n    - [a, {tilte: Find, file: F.xib}]",
      "/repo/.kbloc.yml:3:12: error: unknown key 'tilte' in a declaration of 'conflicts.ignore'; did you mean 'title'?"
    ),
    (
      "conflicts:\n  ignore:\n    - [a, {title: Find}]",
      "/repo/.kbloc.yml:3:11: error: a declaration in 'conflicts.ignore' names neither its 'id' nor its 'file'; name it by its id, or by its file with its title or line: {title: Find…, file: App/Find.xib}"
    ),
    (
      "conflicts:\n  ignore:\n    - [a, {file: F.xib}]",
      "/repo/.kbloc.yml:3:11: error: a declaration in 'conflicts.ignore' names its file alone; add its 'title' or 'line', so that it names one declaration of the file"
    ),
    (
      "conflicts:\n  ignore:\n    - [a, {file: F.xib, line: top}]",
      "/repo/.kbloc.yml:3:31: error: 'line' is the text 'top', not a line number; write the line, such as 42"
    ),
    (
      "conflicts:\n  ignore:\n    - [a, [b]]",
      "/repo/.kbloc.yml:3:11: error: a declaration in 'conflicts.ignore' is a list, not an id or a mapping; name it by its id, or by its file with its title or line: {title: Find…, file: App/Find.xib}"
    ),
  ])
  func aMistakeIsAnErrorAtItsPlace(text: String, expected: String) {
    #expect(ProjectConfigurationTests.error(text) == expected)
  }

  /// A menu item and a window's button on one key, and two main-menu items on another.
  ///
  /// The button takes the key while its window is key (a warning); the two items conflict. The project file makes the
  /// window a sheet, the two items one command, and ignores the button's pair.
  static let xib = InterfaceBuilderFixture.xib(
    objects: """
          <menu title="Main Menu" systemMenu="main" id="main">
            <items>
              <menuItem title="Reload" keyEquivalent="r" id="rld-aa-001"/>
              <menuItem title="Refresh" keyEquivalent="r" id="rfr-bb-002"/>
              <menuItem title="Find" keyEquivalent="f" id="fnd-cc-003"/>
            </items>
          </menu>
          <window title="Search" id="win-dd-004">
            <view key="contentView" id="vie-ee-005">
              <subviews>
                <button id="btn-ff-006">
                  <buttonCell key="cell" title="Filter" keyEquivalent="f" id="cel-gg-007">
                    <modifierMask key="keyEquivalentModifierMask" command="YES"/>
                  </buttonCell>
                </button>
              </subviews>
            </view>
          </window>
      """)

  @Test func theScanAppliesWindowKindsAndPairsBeforeConflictsAreCompared() throws {
    let folder = try TemporaryFolder(files: ["App/MainMenu.xib": Self.xib])
    let plain = try SourceScan(paths: [folder.path]).shortcuts
    let rules: Set<String> = ["duplicate-shortcut", "shadowed-shortcut"]
    func conflicts(_ file: ShortcutFile) throws -> [String] {
      try Linter().lint(file).map(\.ruleID).filter(rules.contains).sorted()
    }
    #expect(try conflicts(plain) == ["duplicate-shortcut", "duplicate-shortcut", "shadowed-shortcut"])
    let project = try ProjectConfiguration(
      parsing: """
        windows:
          Search: sheet
          Nowhere: alert
        conflicts:
          one-command:
            - [rld-aa-001, {title: refresh, file: App/MainMenu.xib}]
          ignore:
            - [{file: App/MainMenu.xib, line: 15}, {title: Find, file: App/MainMenu.xib}]
            - [nothing-here, fnd-cc-003]
        """, file: folder.path + "/.kbloc.yml")
    let scan = try SourceScan(paths: [folder.path], configuration: project)
    let file = scan.shortcuts
    #expect(try conflicts(file).isEmpty)
    #expect(file.definitions.map { $0.scope?.context.windowKind?.rawValue ?? "-" } == ["-", "-", "-", "sheet"])
    #expect(file.definitions[1].oneCommandWith == ["rld-aa-001"])
    #expect(file.definitions[3].ignoresConflictWith == ["fnd-cc-003"])
    #expect(
      scan.unusedProjectSettings.map { "\($0.position.map(\.description) ?? "-") \($0.message)" } == [
        "3:3 'windows' names no window of a shortcut kbloc read: 'Nowhere'",
        "9:8 'conflicts.ignore' names no shortcut kbloc read: 'nothing-here'",
      ])
    let partners = file.ruledOutPartners(limit: 10)
    #expect(partners[1]?.pairs.map(\.reason) == [.projectFile])
    #expect(partners[3]?.pairs.map(\.reason) == [.ignored])
    // A scan of a folder inside the project's reads only part of what it names: no word of it.
    let inside = try SourceScan(paths: [folder.path + "/App"], configuration: project)
    #expect(inside.unusedProjectSettings.isEmpty)
    #expect(try conflicts(inside.shortcuts).isEmpty)
  }

  /// A SwiftUI view shown as an alert by code kbloc cannot follow: named in `windows`, its buttons
  /// are an alert's choices, no longer taking the menu bar's key.
  @Test func aViewNamedInWindowsBecomesThatKindOfWindow() throws {
    let folder = try TemporaryFolder(files: [
      "App/ConfirmView.swift": """
      import SwiftUI

      struct ConfirmView: View {
        var body: some View {
          Button("Delete Everything") {}.keyboardShortcut("d")
        }
      }

      struct EditCommands: Commands {
        var body: some Commands {
          CommandMenu("Edit") {
            Button("Duplicate") {}.keyboardShortcut("d")
          }
        }
      }
      """
    ])
    let plain = try SourceScan(paths: [folder.path]).shortcuts
    #expect(plain.definitions.map { $0.scope?.context.description ?? "-" } == ["view 'ConfirmView'", "main menu"])
    #expect(try Linter().lint(plain).map(\.ruleID).contains("shadowed-shortcut"))
    let project = try ProjectConfiguration(
      parsing: "windows:\n  ConfirmView: alert\n", file: folder.path + "/.kbloc.yml")
    let file = try SourceScan(paths: [folder.path], configuration: project).shortcuts
    #expect(file.definitions.first?.scope?.context == .window("ConfirmView", kind: .alert))
    #expect(try !Linter().lint(file).map(\.ruleID).contains("shadowed-shortcut"))
  }
}
