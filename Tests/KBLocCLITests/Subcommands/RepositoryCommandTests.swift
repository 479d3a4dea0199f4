import Foundation
import KBLocTestSupport
import Testing

/// The commands on a repository shaped as apps are: two apps in one Xcode project (synchronized
/// folders), sheets with default and cancel buttons, a context menu mirroring the menu bar, a real
/// conflict in the menu bar, and a test target's fixtures.
struct RepositoryCommandTests {
  static let project = """
    // !$*UTF8*$!
    {
      objectVersion = 77;
      objects = {
        MAIN = {isa = PBXGroup; children = (EDITOR_FOLDER, VIEWER_FOLDER, TESTS_FOLDER, ); sourceTree = "<group>"; };
        EDITOR_FOLDER = {isa = PBXFileSystemSynchronizedRootGroup; path = Editor; sourceTree = "<group>"; };
        VIEWER_FOLDER = {isa = PBXFileSystemSynchronizedRootGroup; path = Viewer; sourceTree = "<group>"; };
        TESTS_FOLDER = {isa = PBXFileSystemSynchronizedRootGroup; path = EditorTests; sourceTree = "<group>"; };
        EDITOR = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (EDITOR_FOLDER, ); name = Editor; productType = "com.apple.product-type.application"; };
        VIEWER = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (VIEWER_FOLDER, ); name = Viewer; productType = "com.apple.product-type.application"; };
        TESTS = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (TESTS_FOLDER, ); name = EditorTests; productType = "com.apple.product-type.bundle.unit-test"; };
        PROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (EDITOR, VIEWER, TESTS, ); };
      };
      rootObject = PROJECT;
    }
    """

  /// A main menu with the given `(title, key, action)` items.
  static func mainMenu(_ items: [(String, String, String)]) -> String {
    let entries = items.map { title, key, action in
      """
              <menuItem title="\(title)" keyEquivalent="\(key)" id="\(action)">
                <connections><action selector="\(action)" target="-1" id="c-\(action)"/></connections>
              </menuItem>
      """
    }
    return InterfaceBuilderFixture.menu(entries)
  }

  /// A sheet with a default button titled `title`, a Cancel button, and a tab view whose two
  /// tabs each have a button on ⌘R.
  static func sheet(_ title: String) -> String {
    InterfaceBuilderFixture.xib(
      objects: """
            <window title="\(title)" id="window">
              <view key="contentView" id="content">
                <subviews>
                  <button id="ok"><buttonCell key="cell" title="\(title)" keyEquivalent="&#xD;" id="okCell"/></button>
                  <button id="cancel"><buttonCell key="cell" title="Cancel" keyEquivalent="&#x1b;" id="cancelCell"/></button>
                  <tabView id="tabs"><tabViewItems>
                    <tabViewItem label="Lines" id="lines"><view key="view" id="v1">
                      <button id="b1"><buttonCell key="cell" title="Reload Lines" keyEquivalent="r" id="c1">
                        <modifierMask key="keyEquivalentModifierMask" command="YES"/></buttonCell></button></view>
                    </tabViewItem>
                    <tabViewItem label="Marks" id="marks"><view key="view" id="v2">
                      <button id="b2"><buttonCell key="cell" title="Reload Marks" keyEquivalent="r" id="c2">
                        <modifierMask key="keyEquivalentModifierMask" command="YES"/></buttonCell></button></view>
                    </tabViewItem>
                  </tabViewItems></tabView>
                </subviews>
              </view>
            </window>
        """)
  }

  static let tabs = """
    import SwiftUI

    struct TabView: View {
      var body: some View {
        Text("Tab").contextMenu { Button("Close Tab") {}.keyboardShortcut("w") }
      }
    }
    """

  static let fixtures = """
    let paste = NSMenuItem(title: "Fixture", action: nil, keyEquivalent: "v")
    let open = NSMenuItem(title: "Other Fixture", action: nil, keyEquivalent: "v")
    """

  /// Writes the repository into `folder`.
  static func write(into folder: TemporaryFolder) throws {
    _ = try folder.file("Repo/Apps.xcodeproj/project.pbxproj", containing: project)
    _ = try folder.file(
      "Repo/Editor/Base.lproj/MainMenu.xib",
      containing: mainMenu([
        ("Open", "o", "openDocument:"), ("Close Tab", "w", "closeTab:"), ("Paste", "v", "paste:"),
        ("Paste and Match Style", "v", "pasteAsPlainText:"),
        // One press on German, where macOS registers ⌘Ö for ⌘[; 'ö' cannot be typed on French.
        ("Outdent", "[", "outdent:"), ("Oval", "ö", "insertOval:"),
      ]))
    _ = try folder.file("Repo/Editor/GoToLine.xib", containing: sheet("Go"))
    _ = try folder.file("Repo/Editor/Rename.xib", containing: sheet("Rename"))
    _ = try folder.file("Repo/Editor/TabView.swift", containing: tabs)
    _ = try folder.file(
      "Repo/Viewer/Base.lproj/MainMenu.xib", containing: mainMenu([("Open Picture", "o", "openPicture:")]))
    _ = try folder.file("Repo/EditorTests/Fixtures.swift", containing: fixtures)
  }

  @Test func lintReportsOnlyTheConflictThatIsLiveAndNamesBothSides() throws {
    let folder = try TemporaryFolder()
    try Self.write(into: folder)
    let root = folder.url.path + "/Repo"
    // Run in the repository: places are named from there (`Editor/…`), the folder given whole.
    let report = try KblocExecutable.decode(
      Contract.LintReport.self, from: KblocExecutable.run(["lint", "--format", "json", root], in: folder.url("Repo")),
      exitCode: 1)
    let conflicts = report.findings.filter { $0.rule == "duplicate-shortcut" }
    #expect(conflicts.map(\.id) == ["paste:", "pasteAsPlainText:"])
    let paste = try #require(conflicts.first)
    #expect(
      paste.message
        == "'Command-V' is also the shortcut of 'Paste and Match Style' (Editor/Base.lproj/MainMenu.xib:15)")
    #expect(paste.scope?.targets.map { "\($0.name) (\($0.kind))" } == ["Editor (app)"])
    #expect(paste.scope?.context == "main-menu")
    let other = try #require(paste.conflictsWith?.first)
    #expect(other.id == "pasteAsPlainText:")
    #expect(other.title == "Paste and Match Style")
    #expect(other.file == "Editor/Base.lproj/MainMenu.xib")
    #expect(other.line == 15)
    #expect(other.scope?.element == "menu-item")
    #expect(paste.conflictsWith?.count == 1)
    #expect(report.shortcuts == 16, "the test target's fixtures are left out")
  }

  @Test func lintingWhatExtractWroteGivesTheSameFindings() throws {
    let folder = try TemporaryFolder()
    try Self.write(into: folder)
    let root = folder.url.path + "/Repo"
    let extracted = try KblocExecutable.run(["extract", root], in: folder.url("Repo"))
    #expect(extracted.exitCode == 0, "\(extracted)")
    let json = try folder.file("extracted.json", containing: extracted.stdout).path
    let fromSources = try KblocExecutable.run(["lint", root], in: folder.url("Repo"))
    let fromJSON = try KblocExecutable.run(["lint", json], in: folder.url("Repo"))
    #expect(fromSources.exitCode == 1)
    #expect(fromJSON.exitCode == 1)
    // Every line but the summary, which names what was linted.
    #expect(fromSources.stdout.split(separator: "\n").dropLast() == fromJSON.stdout.split(separator: "\n").dropLast())
    #expect(fromJSON.stdout.hasSuffix("\(json): 2 errors in 16 shortcuts\n"), "\(fromJSON)")
    let report = try Contract.decode(Contract.ExtractReport.self, from: extracted.stdout)
    let close = try #require(report.shortcuts.first { $0.file.hasSuffix("TabView.swift") })
    #expect(close.scope?.context == "menu")
    #expect(close.scope?.name == "context menu in TabView")
    #expect(close.mirrors?.id == "closeTab:")
    #expect(close.mirrors?.file == "Editor/Base.lproj/MainMenu.xib")
    #expect(report.shortcuts.filter { $0.mirrors != nil }.count == 1)
    #expect(report.shortcuts.first { $0.title == "Paste" }?.action == "paste:")
  }

  @Test func anAppsFindingsDoNotChangeWhenAnotherAppIsScannedWithIt() throws {
    let folder = try TemporaryFolder()
    try Self.write(into: folder)
    let root = folder.url.path + "/Repo"
    // Places are named from the current folder whichever folder is scanned: `Editor/Rename.xib` in both.
    let whole = try KblocExecutable.run(["lint", root], in: folder.url("Repo")).stdout.split(separator: "\n")
      .filter { $0.hasPrefix("Editor/") }
    let editorOnly = try KblocExecutable.run(["lint", root + "/Editor"], in: folder.url("Repo")).stdout
      .split(separator: "\n").dropLast()
    #expect(!whole.isEmpty)
    #expect(whole == Array(editorOnly))
    let translated = try KblocExecutable.run("translate", "--layout", "fr", root + "/Editor")
    let translatedWhole = try KblocExecutable.run("translate", "--layout", "fr", root)
    #expect(translated.stdout.contains("; 2 in conflict"), "\(translated)")
    #expect(translatedWhole.stdout.contains("; 2 in conflict"), "\(translatedWhole)")
  }

  @Test func extractShowsTitleShortcutScopeAndPlace() throws {
    let folder = try TemporaryFolder()
    try Self.write(into: folder)
    let root = folder.url.path + "/Repo"
    let output = try KblocExecutable.run("extract", "--format", "text", root + "/Editor/GoToLine.xib")
    #expect(output.exitCode == 0, "\(output)")
    let rows = output.stdout.split(separator: "\n").map {
      $0.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    #expect(rows.first == ["Title", "Shortcut", "Scope", "Declared at"])
    #expect(rows.dropFirst().first?.prefix(3) == ["Go", "Return", "Editor: window 'Go'"])
    #expect(rows.dropFirst(2).first?.prefix(3) == ["Cancel", "Esc", "Editor: window 'Go'"])
  }

  /// `kbloc coverage` with `arguments`, exiting 0, its JSON decoded.
  static func coverage(_ arguments: [String]) throws -> Contract.CoverageReport {
    let output = try KblocExecutable.run(["coverage"] + arguments)
    #expect(output.exitCode == 0, "\(output)")
    return try Contract.decode(Contract.CoverageReport.self, from: output.stdout)
  }

  @Test func coverageIsPerAppAndAnAppsFigureDoesNotChangeWithTheOtherApps() throws {
    let folder = try TemporaryFolder()
    try Self.write(into: folder)
    let root = folder.url.path + "/Repo"
    let layouts = ["--layouts", "fr,de,ru,il"]
    let whole = try Self.coverage(["--format", "json", root] + layouts)
    let apps = try #require(whole.apps)
    #expect(apps.map(\.name) == ["Editor", "Viewer"])
    #expect(apps.map(\.shortcuts) == [15, 1], "the test target's fixtures are left out")
    #expect(apps.reduce(0) { $0 + $1.results } == whole.summary.results)
    #expect(apps.reduce(0) { $0 + $1.covered } == whole.summary.covered)
    #expect(apps.allSatisfy { $0.layouts.map(\.name) == whole.layouts.map(\.name) })
    #expect(Set(whole.shortcuts.compactMap(\.app)) == ["Editor", "Viewer"])
    let editor = try #require(apps.first)
    #expect(try #require(editor.percent) < 100, "Outdent and Oval conflict on German")
    #expect(
      whole.referenceConflicts.map(\.title) == ["Paste", "Paste and Match Style"],
      "the app's own conflict is lint's, no miss")
    for (name, folderName) in [("Editor", "Editor"), ("Viewer", "Viewer")] {
      let alone = try Self.coverage(["--format", "json", root + "/" + folderName] + layouts)
      let app = try #require(apps.first { $0.name == name })
      #expect(alone.summary.percent == app.percent, "\(name)")
      #expect(alone.summary.results == app.results)
      #expect(alone.layouts.map(\.percent) == app.layouts.map(\.percent))
    }
  }

  @Test func coverageTextShowsEachAppThenTheTotalAndTheMinimumAppliesToEachApp() throws {
    let folder = try TemporaryFolder()
    try Self.write(into: folder)
    let root = folder.url.path + "/Repo"
    let json = try Self.coverage(["--format", "json", root, "--layouts", "fr,de"])
    let editor = try #require(json.apps?.first { $0.name == "Editor" }?.percent)
    let viewer = try #require(json.apps?.first { $0.name == "Viewer" }?.percent)
    #expect(editor < viewer)
    let bar = ((editor + viewer) / 2).formatted(.number.precision(.fractionLength(1)))
    let text = try KblocExecutable.run("coverage", root, "--layouts", "fr,de", "--min-coverage", bar)
    #expect(text.exitCode == 1, "\(text)")
    #expect(text.stdout.contains("Apps:\n"), "\(text.stdout)")
    #expect(text.stdout.contains("App 'Editor' (app): "))
    #expect(text.stdout.contains("App 'Viewer' (app): 100% covered — 1 shortcut on 2 layouts"), "\(text.stdout)")
    #expect(text.stderr.contains("coverage of 'Editor' "), "\(text.stderr)")
    #expect(!text.stderr.contains("'Viewer'"))
    let markdown = try KblocExecutable.run("coverage", "--format", "markdown", root, "--layouts", "fr,de")
    #expect(markdown.stdout.contains("| App | Kind | Coverage | Covered | Shortcuts |"), "\(markdown.stdout)")
    let junit = try KblocExecutable.run("coverage", "--format", "junit", root, "--layouts", "fr,de")
    #expect(junit.stdout.contains("<testsuite name=\"Viewer: fr(mac)\" tests=\"1\" failures=\"0\""), "\(junit.stdout)")
    let html = try KblocExecutable.run("coverage", "--format", "html", root, "--layouts", "fr,de")
    #expect(html.stdout.contains("<h2>Apps</h2>"))
  }

  @Test func coverageHTMLHasAHeatmapPerAppWithItsShortcutsAndFigures() throws {
    let folder = try TemporaryFolder()
    try Self.write(into: folder)
    let root = folder.url.path + "/Repo"
    let json = try Self.coverage(["--format", "json", root, "--layouts", "fr,de"])
    let html = try KblocExecutable.run("coverage", "--format", "html", root, "--layouts", "fr,de").stdout
    let apps = try #require(json.apps)
    #expect(apps.count == 2)
    // Each app's section, in the report's order, up to the next one.
    let sections = html.components(separatedBy: "<h2>").dropFirst().filter { $0.contains("layouts × shortcuts</h2>") }
    #expect(sections.count == apps.count)
    for (app, section) in zip(apps, sections) {
      #expect(section.hasPrefix("\(app.name): layouts × shortcuts</h2>"), "\(section.prefix(80))")
      let columns = section.components(separatedBy: "<th class=\"shortcut\"").count - 1
      #expect(columns == app.shortcuts, "\(app.name)")
      let rows = section.components(separatedBy: "<tr class=\"layout\"").dropFirst()
      #expect(rows.count == 2)
      // Each row's figure is the app's own on that layout (`87.5%`, `100%`).
      for layout in app.layouts {
        let percent = try #require(layout.percent)
        let text = percent == percent.rounded() ? "\(Int(percent))%" : "\(percent)%"
        let row = try #require(rows.first { $0.contains(">\(layout.name)</a>") }, "\(app.name): \(layout.name)")
        #expect(row.contains("\">\(text)</td>"), "\(app.name): \(row.prefix(400))")
      }
    }
  }

  @Test func extractSaysWhichDeclarationMirrorsWhich() throws {
    let folder = try TemporaryFolder()
    try Self.write(into: folder)
    let root = folder.url.path + "/Repo"
    let text = try KblocExecutable.run(["extract", "--format", "text", root], in: folder.url("Repo"))
    let note = try #require(text.stdout.split(separator: "\n").first { $0.contains(": note: ") }, "\(text.stdout)")
    #expect(note.hasPrefix("Editor/TabView.swift:5:"))
    #expect(
      note.hasSuffix(
        "'Close Tab' (Command-W) in menu 'context menu in TabView' mirrors the main menu's 'Close Tab' (Editor/Base.lproj/MainMenu.xib:9): one command"
      ), "\(note)")
  }
}
