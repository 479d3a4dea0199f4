import Foundation
import KBLocTestSupport
import Testing

/// `kbloc extract` and the commands that read app sources, end to end: the built binary on files
/// and folders, its output, exit code and messages.
struct ExtractCommandTests {
  static let menu = """
    import SwiftUI

    struct Commands: View {
      var body: some View {
        Button("Open") {}.keyboardShortcut("o")
        Button("Align Left") {}.keyboardShortcut("[", modifiers: [.command, .option])
        Button("Run Query") {}.keyboardShortcut("q")
        Button("Dynamic") {}.keyboardShortcut(key)
        Button("At") {}.keyboardShortcut("@")
      }
    }
    """

  @Test func extractPrintsShortcutsJSONWithEachDeclaration() throws {
    let folder = try TemporaryFolder(files: ["Commands.swift": Self.menu])
    let root = folder.path
    let file = root + "/Commands.swift"
    let output = try KblocExecutable.run("extract", file)
    #expect(output.exitCode == 0, "\(output)")
    #expect(output.stderr == "kbloc: read 1 file: 4 shortcuts, 1 declaration not read (1 not a literal)\n")
    let json = try Contract.decode(Contract.ExtractReport.self, from: output.stdout)
    let shortcuts = json.shortcuts
    #expect(shortcuts.map(\.id) == ["Open", "Align Left", "Run Query", "At"])
    #expect(shortcuts.map(\.keys) == ["Command-O", "Option-Command-[", "Command-Q", "Command-@"])
    #expect(shortcuts.map(\.file) == [file, file, file, file])
    #expect(shortcuts.map(\.line) == [5, 6, 7, 9])
    #expect(shortcuts.map(\.column) == [40, 46, 45, 38])
    let notRead = json.notRead
    #expect(notRead.count == 1)
    #expect(notRead.first?.line == 8)
    #expect(notRead.first?.column == 43)
    #expect(notRead.first?.reason == "the key is 'key', not a literal")
  }

  @Test func extractSaysWhereCodeChangesAKeyEquivalentAnInterfaceBuilderFileDeclares() throws {
    let folder = try TemporaryFolder(files: [
      "MainMenu.xib": """
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
        <objects>
          <menu title="Main Menu" systemMenu="main" id="1">
            <items><menuItem title="Extend Selection" keyEquivalent="]" id="2"/></items>
          </menu>
          <customObject id="3" customClass="AppDelegate">
            <connections><outlet property="extendItem" destination="2" id="4"/></connections>
          </customObject>
        </objects>
      </document>
      """,
      "AppDelegate.m": """
      @implementation AppDelegate
      - (void)awakeFromNib {
          [extendItem setKeyEquivalentModifierMask:[extendItem keyEquivalentModifierMask] | NSEventModifierFlagShift];
      }
      @end
      """,
    ])
    let root = folder.path
    let output = try KblocExecutable.run(["extract", root], in: folder.url)
    #expect(output.exitCode == 0, "\(output)")
    let json = try Contract.decode(Contract.ExtractReport.self, from: output.stdout)
    let extend = try #require(json.shortcuts.first)
    #expect(extend.keys == "Shift-Command-]")
    #expect(extend.title == "Extend Selection")
    // Places named from the current folder, as lint names them; the item stays in the xib's main menu.
    #expect(extend.file == "AppDelegate.m")
    #expect(extend.line == 3)
    #expect(extend.column == 46)
    #expect(extend.replaces == "MainMenu.xib:4:64")
    #expect(extend.declaredKeys == "Command-]")
    #expect(extend.scope?.context == "main-menu")
    let change = try #require(json.changed?.first)
    #expect(change.file == "AppDelegate.m")
    #expect(change.declared == "MainMenu.xib:4:64")
    #expect(change.declaredKeys == "Command-]")
    #expect(change.keys == "Shift-Command-]")
    let text = try KblocExecutable.run(["extract", root, "--format", "text"], in: folder.url)
    #expect(
      text.stdout.contains(
        "AppDelegate.m:3:46: note: changes 'Extend Selection' declared at MainMenu.xib:4:64 from Command-] to Shift-Command-]\n"
      ))
  }

  @Test func extractReadsJetBrainsQtAndGtkFilesInAFolder() throws {
    let folder = try TemporaryFolder(files: [
      "Mine.xml": """
      <keymap name="Mine">
        <action id="Find"><keyboard-shortcut first-keystroke="meta F"/></action>
      </keymap>
      """,
      "main.ui": """
      <ui version="4.0">
       <action name="actionSave"><property name="shortcut"><string>Ctrl+S</string></property></action>
      </ui>
      """,
      "window.ui": """
      <interface>
        <menu id="m"><item action="win.quit" accel="&lt;Primary&gt;q"/></menu>
        <menu id="n"><item action="win.odd" accel="&lt;Primary&gt;Insert"/></menu>
      </interface>
      """,
    ])
    let root = folder.path
    let output = try KblocExecutable.run(["extract", root], in: folder.url)
    #expect(output.exitCode == 0, "\(output)")
    #expect(output.stderr == "kbloc: read 3 files: 3 shortcuts, 1 declaration not read (1 unknown key)\n")
    let shortcuts = try Contract.decode(Contract.ExtractReport.self, from: output.stdout).shortcuts
    #expect(shortcuts.map(\.id) == ["Find", "actionSave", "win.quit"])
    #expect(shortcuts.map(\.keys) == ["Command-F", "Command-S", "Command-Q"])
    // The folder's files named from the current folder (here the folder), as lint and coverage name them.
    #expect(shortcuts.map(\.file) == ["Mine.xml", "main.ui", "window.ui"])
    #expect(shortcuts.map(\.line) == [2, 2, 2])
    #expect(shortcuts.map(\.column) == [57, 54, 47])
  }

  @Test func extractAsTextListsDeclarationsAndNotes() throws {
    let folder = try TemporaryFolder(files: ["Commands.swift": Self.menu])
    let root = folder.path
    let file = "Commands.swift"
    let output = try KblocExecutable.run(["extract", root, "--format", "text"], in: folder.url)
    #expect(output.exitCode == 0, "\(output)")
    let lines = output.stdout.split(separator: "\n")
    #expect(lines.count == 6)
    #expect(
      lines.first?.split(separator: " ", omittingEmptySubsequences: true) == [
        "Title", "Shortcut", "Scope", "Declared", "at",
      ])
    // Title and shortcut first, the place last, whatever spaces the folder's path holds.
    #expect(lines.dropFirst().first?.hasPrefix("Open ") == true, "\(output)")
    #expect(
      lines.dropFirst().first?.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first == "Command-O")
    #expect(lines.dropFirst().first?.hasSuffix(" \(file):5:40") == true, "\(output)")
    #expect(output.stdout.hasSuffix("\(file):8:43: note: not read: the key is 'key', not a literal\n"))
  }

  @Test func translatingTheExtractedJSONGivesWhatTranslatingTheSourceGives() throws {
    let folder = try TemporaryFolder(files: ["App/Commands.swift": Self.menu])
    let root = folder.path
    let extracted = try KblocExecutable.run("extract", root)
    #expect(extracted.exitCode == 0, "\(extracted)")
    let copy = try TemporaryFolder(files: ["shortcuts.json": extracted.stdout])
    let json = copy.path("shortcuts.json")
    for layout in ["de", "fr", "ara"] {
      let fromSource = try KblocExecutable.run("translate", "--layout", layout, "--format", "json", root)
      let fromJSON = try KblocExecutable.run("translate", "--layout", layout, "--format", "json", json)
      #expect(fromSource.exitCode == 0, "\(fromSource)")
      #expect(fromJSON.exitCode == 0, "\(fromJSON)")
      #expect(fromSource.stdout == fromJSON.stdout, "\(layout)")
      #expect(
        try Contract.decode(Contract.TranslateReport.self, from: fromSource.stdout).results.map(\.id).contains(
          "Align Left"))
    }
  }

  @Test func lintNamesTheDeclarationInTextAndSARIF() throws {
    let folder = try TemporaryFolder(files: ["Commands.swift": Self.menu])
    let root = folder.path
    let text = try KblocExecutable.run(["lint", root], in: folder.url)
    #expect(text.exitCode == 1, "\(text)")
    // Places named from the current folder, here the scanned one.
    #expect(
      text.stdout.contains(
        "\nCommands.swift:7:45: error: 'Command-Q' is the standard shortcut to quit the app, not to 'Run Query'"),
      "\(text)")
    let sarif = try KblocExecutable.run("lint", root, "--format", "sarif")
    let locations = try Contract.decode(Contract.SARIF.Log.self, from: sarif.stdout).runs.flatMap(\.results)
      .flatMap(\.locations).map(\.physicalLocation)
    #expect(locations.contains { $0.region.startLine == 7 }, "\(sarif)")
    #expect(locations.contains { $0.artifactLocation.uri.contains("Commands.swift") }, "\(sarif)")
    // The extracted JSON keeps the declaration: lint on it names the Swift file too, as linting
    // the folder does.
    let extracted = try KblocExecutable.run(["extract", root], in: folder.url)
    let copy = try TemporaryFolder(files: ["shortcuts.json": extracted.stdout])
    let json = copy.path("shortcuts.json")
    let fromJSON = try KblocExecutable.run(["lint", json], in: folder.url)
    #expect(fromJSON.stdout.contains("\nCommands.swift:7:45: error: 'Command-Q'"), "\(fromJSON)")
  }

  @Test func coverageRowsNameTheDeclaration() throws {
    let folder = try TemporaryFolder(files: ["Commands.swift": Self.menu])
    let root = folder.path
    // The kbloc policy leaves ⌥⌘[ needing Option on German (the apple default covers all four),
    // so the report has a row to name the declaration of.
    let output = try KblocExecutable.run(["coverage", root, "--layouts", "de,cz", "--policy", "kbloc"], in: folder.url)
    #expect(output.stdout.contains("Declared at"), "\(output)")
    #expect(output.stdout.contains("  Commands.swift:9:38"), "\(output)")
    let json = try KblocExecutable.run(["coverage", root, "--layouts", "de", "--format", "json"], in: folder.url)
    let report = try Contract.decode(Contract.CoverageReport.self, from: json.stdout)
    #expect(report.shortcuts.contains { $0.file == "Commands.swift" }, "\(json)")
  }

  @Test func inputFormatForcesAFormat() throws {
    let folder = try TemporaryFolder(files: ["menu.txt": Self.menu])
    let root = folder.path
    let forced = try KblocExecutable.run("extract", root + "/menu.txt", "--input-format", "swift", "--format", "text")
    #expect(forced.exitCode == 0, "\(forced)")
    #expect(forced.stdout.contains("Command-O"))
    let unforced = try KblocExecutable.run("extract", root + "/menu.txt")
    #expect(unforced.exitCode == 2)
    #expect(unforced.stderr.hasPrefix("kbloc: error: '\(root)/menu.txt': not a file kbloc reads shortcuts from"))
    let unknown = try KblocExecutable.run("translate", "--layout", "de", "--input-format", "swfit", root)
    #expect(unknown.exitCode == 2)
    #expect(unknown.stderr.hasPrefix("kbloc: error: Unknown input format 'swfit'; did you mean 'swift'?"), "\(unknown)")
  }

  // MARK: Bad input

  @Test func swiftThatDoesNotParseExitsTwoWithTheParsersPosition() throws {
    let folder = try TemporaryFolder(files: ["Broken.swift": "func f() {\n  let x = [1, 2\n}\n"])
    let root = folder.path
    let output = try KblocExecutable.run("translate", "--layout", "de", root + "/Broken.swift")
    #expect(output.exitCode == 2)
    #expect(output.stdout == "")
    #expect(output.stderr == "\(root)/Broken.swift:2:16: error: not valid Swift: expected ']'\n")
  }

  @Test func brokenXMLExitsTwoWithItsPosition() throws {
    let folder = try TemporaryFolder(files: ["MainMenu.xib": "<document>\n  <menu>\n</document>\n"])
    let root = folder.path
    let output = try KblocExecutable.run("lint", root + "/MainMenu.xib")
    #expect(output.exitCode == 2)
    #expect(output.stderr.hasPrefix("\(root)/MainMenu.xib:3:1: error: not well-formed XML: "), "\(output)")
  }

  @Test func aBinaryFileExitsTwo() throws {
    let folder = try TemporaryFolder()
    let root = folder.path
    try folder.file("Menu.swift", bytes: Data([0x00, 0x01, 0x02]))
    let output = try KblocExecutable.run("coverage", root + "/Menu.swift", "--layouts", "de")
    #expect(output.exitCode == 2)
    #expect(output.stderr == "kbloc: error: '\(root)/Menu.swift': it is a binary file, not text\n")
  }

  @Test func aSymbolicLinkLoopExitsTwoWhenNamedAndIsSkippedInAFolder() throws {
    let folder = try TemporaryFolder(files: ["App/Commands.swift": Self.menu])
    let root = folder.path
    try FileManager.default.createSymbolicLink(
      atPath: root + "/App/Loop.swift", withDestinationPath: root + "/App/Loop.swift")
    try FileManager.default.createSymbolicLink(atPath: root + "/App/Again", withDestinationPath: root + "/App")
    let named = try KblocExecutable.run("extract", root + "/App/Loop.swift")
    #expect(named.exitCode == 2)
    #expect(named.stderr == "kbloc: error: '\(root)/App/Loop.swift': it is a symbolic link to nothing, or in a loop\n")
    let scanned = try KblocExecutable.run("extract", root, "--format", "text")
    #expect(scanned.exitCode == 0, "\(scanned)")
    #expect(
      scanned.stderr == """
        kbloc: note: skipped '\(root)/App/Again': a symbolic link back to a folder already scanned
        kbloc: note: skipped '\(root)/App/Loop.swift': a symbolic link to nothing, or in a loop
        kbloc: read 1 file: 4 shortcuts, 1 declaration not read (1 not a literal), 2 files skipped

        """)
  }

  @Test func anUnreadableFolderIsSkippedInAScanAndExitsTwoWhenNamed() throws {
    let folder = try TemporaryFolder.reachableByEveryone(
      files: ["App/Commands.swift": Self.menu, "Secret/Hidden.swift": Self.menu])
    let root = folder.path
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: root + "/Secret")
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/Secret") }
    let scanned = try Self.runWithoutPrivileges("extract", root, "--format", "text")
    #expect(scanned.exitCode == 0, "\(scanned)")
    #expect(scanned.stderr.hasPrefix("kbloc: note: skipped '\(root)/Secret': cannot read the folder\n"), "\(scanned)")
    let named = try Self.runWithoutPrivileges("extract", root + "/Secret")
    #expect(named.exitCode == 2)
    #expect(named.stderr == "kbloc: error: '\(root)/Secret': cannot read the folder\n", "\(named)")
  }

  /// Ruled-out pairs are bounded per shortcut, with their count.
  ///
  /// Seven sheets, each with its default button on Return (SwiftUI's `.defaultAction`): every
  /// pair is never live together. JSON lists the first five pairs of each with the count; text
  /// three notes, the last saying how many more.
  @Test func ruledOutPairsAreBoundedWithTheirCount() throws {
    let sheets = (1...7).map { number in
      """
      struct Sheet\(number): View {
        var body: some View {
          Text("Sheet \(number)").sheet(isPresented: .constant(true)) {
            Button("Done \(number)") {}.keyboardShortcut(.defaultAction)
          }
        }
      }
      """
    }
    let folder = try TemporaryFolder(files: ["Sheets.swift": "import SwiftUI\n\n" + sheets.joined(separator: "\n")])
    let json = try Contract.decode(
      Contract.ExtractReport.self, from: try KblocExecutable.run("extract", folder.path + "/Sheets.swift").stdout)
    let last = try #require(json.shortcuts.last)
    #expect(last.ruledOut?.map(\.id) == ["Done 1", "Done 2", "Done 3", "Done 4", "Done 5"])
    #expect(
      last.ruledOut?.allSatisfy {
        $0.reason == "never-live" && $0.detail?.hasPrefix("never live together: window") == true
      } == true)
    #expect(last.ruledOutCount == 6)
    #expect(json.shortcuts[4].ruledOutCount == nil, "four pairs: all listed")
    let text = try KblocExecutable.run("extract", folder.path + "/Sheets.swift", "--format", "text").stdout
    let notes = text.split(separator: "\n").filter { $0.contains("'Done 7' (Return) and") }
    #expect(notes.count == 3)
    #expect(notes.last?.hasSuffix(" (and 3 more shortcuts on its keys ruled out)") == true, "\(notes)")
  }

  @Test func noShortcutsInAFolderExitsTwoForTranslate() throws {
    let folder = try TemporaryFolder(files: ["Plain.swift": "let x = 1\n"])
    let root = folder.path
    let output = try KblocExecutable.run("translate", "--layout", "de", root)
    #expect(output.exitCode == 2)
    #expect(output.stderr == "kbloc: error: No shortcuts found in '\(root)' (read 1 file: 0 shortcuts)\n")
  }

  /// Runs kbloc as an unprivileged user (`nobody`, through `setpriv`) when the tests run as root,
  /// for whom no folder is unreadable.
  static func runWithoutPrivileges(_ arguments: String...) throws -> CommandOutput {
    guard getuid() == 0 else { return try KblocExecutable.run(arguments) }
    let kbloc = try KblocExecutable.url().path
    return try CommandRunner.run(
      URL(fileURLWithPath: "/usr/bin/setpriv"),
      ["--reuid=65534", "--regid=65534", "--clear-groups", kbloc] + arguments)
  }
}
