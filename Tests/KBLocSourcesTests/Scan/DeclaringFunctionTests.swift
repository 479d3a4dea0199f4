import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// Shortcuts declared in a function nothing in the repository calls are never live: a scan puts
/// them in a never-called scope, which conflicts with nothing, and keeps them for `extract`.
struct DeclaringFunctionTests {
  /// An app delegate whose main menu has ⌘N, a sheet with a ⇧⌘N button, and an extension that
  /// adds a ⇧⌘N item to the File menu in a function `install` (its call replaced by `call`).
  static func app(call: String = "") -> [String: String] {
    [
      "App/AppController.swift": """
      import AppKit

      final class AppController: NSObject, NSApplicationDelegate {
        func applicationDidFinishLaunching(_ notification: Notification) {
          \(call)
        }
      }

      extension AppController {
        /// Adds a "New Connection Window" menu item to the File menu.
        @objc func installStandaloneConnectionMenuItem() {
          guard let fileMenu = NSApp.mainMenu?.item(withTitle: "File")?.submenu else { return }
          let menuItem = NSMenuItem(
            title: NSLocalizedString("New Connection Window", comment: "menu item"),
            action: #selector(openStandaloneConnectionWindow(_:)),
            keyEquivalent: "N"
          )
          menuItem.keyEquivalentModifierMask = [.command, .shift]
          fileMenu.insertItem(menuItem, at: 2)
        }
      }
      """,
      "App/FieldEditor.swift": """
      import SwiftUI

      struct FieldEditorSheet: View {
        @Environment(\\.dismiss) var dismiss
        var body: some View {
          Button("NULL") { editor.setNull() }.keyboardShortcut("N", modifiers: [.command, .shift])
        }
      }
      """,
    ]
  }

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
    }
  }

  @Test func aMenuItemAddedByAFunctionNothingCallsConflictsWithNothing() throws {
    let (scan, _) = try Self.scan(Self.app())
    let item = try #require(scan.shortcuts.definitions.first { $0.title == "New Connection Window" })
    #expect(item.scope?.context.kind == .neverCalled)
    #expect(item.scope?.context.description == "never-called 'installStandaloneConnectionMenuItem()'")
    #expect(item.keys == "Shift-Command-N", "kept for extract")
    #expect(try Self.duplicates(scan).isEmpty)
  }

  @Test func aFunctionCalledSelectedOrNamedInAStringIsLive() throws {
    for call in [
      "installStandaloneConnectionMenuItem()",
      "perform(#selector(installStandaloneConnectionMenuItem))",
      #"perform(NSSelectorFromString("installStandaloneConnectionMenuItem"))"#,
    ] {
      let (scan, _) = try Self.scan(Self.app(call: call))
      let item = try #require(scan.shortcuts.definitions.first { $0.title == "New Connection Window" })
      #expect(item.scope?.context.kind != .neverCalled, "\(call)")
      #expect(try Self.duplicates(scan).count == 2, "\(call)")
    }
    // Objective-C calls it.
    var files = Self.app()
    files["App/Launch.m"] =
      "- (void)applicationDidFinishLaunching:(NSNotification *)n { [self installStandaloneConnectionMenuItem]; }"
    let (scan, _) = try Self.scan(files)
    #expect(try Self.duplicates(scan).count == 2)
  }

  @Test func aSubfolderOfARepositoryTellsNothingOfCallsFromOutsideIt() throws {
    var files = Self.app()
    files[".git/HEAD"] = "ref: refs/heads/main\n"
    let folder = try TemporaryFolder(files: files)
    let top = try SourceScan(paths: [folder.path])
    #expect(top.shortcuts.definitions.contains { $0.scope?.context.kind == .neverCalled }, "the repository's top")
    let app = try SourceScan(paths: [folder.path + "/App"])
    #expect(!app.shortcuts.definitions.contains { $0.scope?.context.kind == .neverCalled }, "a folder inside it")
  }

  @Test func aFileReadAloneTellsNothingOfCalls() throws {
    let (_, folder) = try Self.scan(Self.app())
    let scan = try SourceScan(paths: [folder.path + "/App/AppController.swift"])
    #expect(scan.shortcuts.definitions.first?.scope?.context.kind == .mainMenu)
  }

  @Test func functionsAFrameworkCallsAreLive() throws {
    let text = """
      final class Controller: NSViewController, NSMenuDelegate {
        override func viewDidLoad() { _ = NSMenuItem(title: "A", action: nil, keyEquivalent: "a") }
        func menuNeedsUpdate(_ menu: NSMenu) { menu.addItem(withTitle: "B", action: nil, keyEquivalent: "b") }
        func applicationWillFinishLaunching(_ note: Notification) { _ = NSMenuItem(title: "C", action: nil, keyEquivalent: "c") }
        @IBAction func showMenu(_ sender: Any) { _ = NSMenuItem(title: "D", action: nil, keyEquivalent: "d") }
        public func installPublicItem() { _ = NSMenuItem(title: "E", action: nil, keyEquivalent: "e") }
        @objc(installRenamed) func installRenamedItem() { _ = NSMenuItem(title: "F", action: nil, keyEquivalent: "f") }
        func installItem() { _ = NSMenuItem(title: "G", action: nil, keyEquivalent: "g") }
      }
      struct Wrapper: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { Button("H") { model.go() }.keyboardShortcut("h") }
        var body: some View { Button("I") { model.go() }.keyboardShortcut("i") }
      }
      protocol Installing { func installDefault() }
      extension Installing { func installDefault() { _ = NSMenuItem(title: "J", action: nil, keyEquivalent: "j") } }
      """
    let folder = try TemporaryFolder(files: ["Controller.swift": text])
    let scan = try SourceScan(paths: [folder.path])
    let neverCalled = scan.shortcuts.definitions.filter { $0.scope?.context.kind == .neverCalled }.compactMap(\.title)
    #expect(neverCalled == ["G"])
  }
}
