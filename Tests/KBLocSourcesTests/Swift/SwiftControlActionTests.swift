import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// A SwiftUI control's action makes it one command with the other declarations that run it: the
/// same call, the same command id through a registry, the same selector sent to the responder
/// chain.
struct SwiftControlActionTests {
  /// A status bar's button and a View menu item that toggle one panel: the menu item by a command
  /// id the button's view registers.
  static let app: [String: String] = [
    "Editor/StatusBarToggleButton.swift": """
    import SwiftUI

    struct StatusBarToggleUtilityAreaButton: View {
      @EnvironmentObject private var utilityAreaViewModel: UtilityAreaViewModel

      var body: some View {
        Button {
          utilityAreaViewModel.togglePanel()
        } label: {
          Image(systemName: "square.bottomthird.inset.filled")
        }
        .keyboardShortcut("Y", modifiers: [.command, .shift])
        .help(utilityAreaViewModel.isCollapsed ? "Show the Utility area" : "Hide the Utility area")
        .onAppear {
          CommandManager.shared.addCommand(
            name: "Toggle Utility Area",
            title: "Toggle Utility Area",
            id: "open.drawer",
            command: { [weak utilityAreaViewModel] in utilityAreaViewModel?.togglePanel() }
          )
        }
      }
    }
    """,
    "Editor/ViewCommands.swift": """
    import SwiftUI

    struct ViewCommands: Commands {
      var body: some Commands {
        CommandMenu("View") {
          Button("\\(utilityAreaCollapsed ? "Show" : "Hide") Utility Area") {
            CommandManager.shared.executeCommand("open.drawer")
          }
          .keyboardShortcut("y", modifiers: [.shift, .command])
          Button("Find Next") { NSApp.sendAction(#selector(NSTextView.performFindPanelAction(_:)), to: nil, from: nil) }
            .keyboardShortcut("g")
          Button("Run \\(task.name)") { taskManager.run() }.keyboardShortcut("r")
        }
      }
    }
    """,
  ]

  static func scan(_ files: [String: String]) throws -> (SourceScan, TemporaryFolder) {
    let folder = try TemporaryFolder(files: files)
    return (try SourceScan(paths: [folder.path]), folder)
  }

  /// The ids of the shortcuts of every pair lint reports on one key press: a conflict
  /// (`duplicate-shortcut`, on each side), or one shortcut taking another's key while both are live
  /// (`shadowed-shortcut`, on one side, naming the other).
  static func duplicates(_ scan: SourceScan) throws -> [String] {
    try Linter().lint(scan.shortcuts).flatMap { finding -> [String] in
      switch finding.ruleID {
      case "duplicate-shortcut": [finding.shortcutID]
      case "shadowed-shortcut": [finding.shortcutID] + finding.conflictingShortcuts.all
      default: []
      }
    }.sorted()
  }

  @Test func aCommandRunByItsIdIsTheActionItsRegistrationRuns() throws {
    let (scan, _) = try Self.scan(Self.app)
    let definitions = scan.shortcuts.definitions
    #expect(
      definitions.map { "\($0.title ?? "-"): \($0.action ?? "-")" } == [
        "Show/Hide the Utility area: utilityAreaViewModel.togglePanel()",
        "Show/Hide Utility Area: utilityAreaViewModel.togglePanel()",
        "Find Next: performFindPanelAction:",
        "Run …: taskManager.run()",
      ])
    #expect(try Self.duplicates(scan).isEmpty)
  }

  @Test func anIdRegisteredForTwoActionsOrAnotherReceiverStaysTwoCommands() throws {
    var files = Self.app
    files["Editor/TerminalButton.swift"] = """
      struct TerminalButton: View {
        var body: some View {
          Button { terminal.open() } label: { Text("Terminal") }
            .keyboardShortcut("t", modifiers: [.control])
            .onAppear {
              CommandManager.shared.addCommand(name: "Drawer", title: "Drawer", id: "open.drawer", command: { terminal.open() })
            }
        }
      }
      """
    let (scan, _) = try Self.scan(files)
    #expect(try Self.duplicates(scan) == ["Show/Hide Utility Area", "Show/Hide the Utility area"])

    var other = Self.app
    other["Editor/StatusBarToggleButton.swift"] = other["Editor/StatusBarToggleButton.swift"]?
      .replacingOccurrences(of: "    utilityAreaViewModel.togglePanel()\n", with: "    navigatorModel.togglePanel()\n")
    let (otherScan, _) = try Self.scan(other)
    #expect(try Self.duplicates(otherScan).count == 2)
  }

  @Test func anActionOfItsOwnTypeOrOfSeveralCallsHasNoKey() throws {
    let text = """
      struct Sheet: View {
        var body: some View {
          Button("Cancel") { dismiss() }.keyboardShortcut(.cancelAction)
          Button("Close") { self.close() }.keyboardShortcut("w")
          Button("Save") { model.save(); dismiss() }.keyboardShortcut("s")
          Button("Open", action: model.open).keyboardShortcut("o")
          Button(action: { model.print() }) { Text("Print") }.keyboardShortcut("p")
        }
      }
      """
    let reading = try SourceReader.read(text, format: .swift, file: "Sheet.swift")
    #expect(reading.definitions.map(\.action) == [nil, nil, nil, "model.open()", "model.print()"])
  }
}
