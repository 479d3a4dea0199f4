import Foundation
import KBLocTestSupport
import Testing

/// What a project file states that kbloc cannot see, end to end on the fixture package
/// `Tests/Fixtures/ProjectOverrides` (written from Apple's NSMenuItem, NSWindow and NSAlert
/// documentation): its `.kbloc.yml` makes a window a sheet and another an alert, and two main-menu
/// items one command, so that `lint`, `translate`, `coverage` and `extract` follow it; and an
/// alternate menu item, one command with the item before it.
struct ProjectOverridesCommandTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
    try FileManager.default.copyItem(
      at: PackageRoot.appending("Tests/Fixtures/ProjectOverrides"), to: folder.url("Editor"))
    // A repository of its own: the project file search stops here.
    try FileManager.default.createDirectory(at: folder.url("Editor/.git"), withIntermediateDirectories: true)
  }

  func kbloc(_ arguments: String...) throws -> CommandOutput {
    try KblocExecutable.run(arguments, in: folder.url("Editor"))
  }

  @Test func withoutTheProjectFileLintReportsTheConflictAndTheShadowedKey() throws {
    let run = try kbloc("lint", ".", "--no-config")
    #expect(run.exitCode == 1, "\(run)")
    #expect(
      run.stdout.contains(
        "Editor/Base.lproj/MainMenu.xib:31:69: error: 'Command-R' is also the shortcut of 'Refresh All' (Editor/FeedCommands.swift:11)"
      ))
    #expect(run.stdout.contains("'Don’t Save' ('Command-D') takes the key of 'Duplicate'"))
    #expect(run.stdout.hasSuffix("Editor: 2 errors and 1 warning in 8 shortcuts\n"))
  }

  @Test func theProjectFileFlipsThemToNothing() throws {
    let run = try kbloc("lint", ".")
    #expect(run.exitCode == 0, "\(run)")
    #expect(run.stdout == "Editor: no findings in 8 shortcuts\n")
    #expect(run.stderr == "kbloc: using the project file '.kbloc.yml'\nkbloc: read 2 files: 8 shortcuts\n")
  }

  @Test func translateAndCoverageFollowTheProjectFile() throws {
    func flagged(_ arguments: String...) throws -> [String] {
      let run = try KblocExecutable.run(["translate"] + arguments, in: folder.url("Editor"))
      let report = try Contract.decode(Contract.TranslateReport.self, from: run.stdout)
      return report.results.filter { $0.flags.contains("conflict") }.map(\.id)
    }
    #expect(try flagged("--layout", "fr", ".", "--format", "json", "--no-config").count == 2)
    #expect(try flagged("--layout", "fr", ".", "--format", "json").isEmpty)
    // Coverage names a conflict on the reference layout apart (`referenceConflicts`): none.
    func referenceConflicts(_ arguments: String...) throws -> [String] {
      let run = try KblocExecutable.run(
        ["coverage", ".", "--layouts", "fr,de", "--format", "json"] + arguments, in: folder.url("Editor"))
      return try Contract.decode(Contract.CoverageReport.self, from: run.stdout).referenceConflicts.map(\.id)
    }
    #expect(try referenceConflicts("--no-config") == ["rEl-oA-dF1", "Refresh All"])
    #expect(try referenceConflicts().isEmpty)
  }

  @Test func extractSaysWhatTheProjectFileStatesAndWhy() throws {
    let report = try Contract.decode(
      Contract.ExtractReport.self, from: try kbloc("extract", ".", "--format", "json").stdout)
    let byTitle = Dictionary(report.shortcuts.map { ($0.title ?? $0.id, $0) }) { first, _ in first }
    #expect(byTitle["Export"]?.scope?.windowKind == "sheet")
    #expect(byTitle["Don’t Save"]?.scope?.windowKind == "alert")
    #expect(byTitle["Cancel"]?.scope?.windowKind == "alert")
    let refresh = try #require(byTitle["Refresh All"])
    #expect(refresh.oneCommandWith == ["rEl-oA-dF1"])
    #expect(refresh.ruledOut?.map(\.id) == ["rEl-oA-dF1"])
    #expect(refresh.ruledOut?.map(\.reason) == ["project-file"])
    #expect(refresh.ruledOut?.map(\.detail) == [nil], "the reason says it all")
    #expect(refresh.ruledOutCount == nil)
    #expect(byTitle["Don’t Save"]?.ruledOut?.map(\.reason) == ["dialog-button"])
    #expect(
      byTitle["Don’t Save"]?.ruledOut?.map(\.detail) == [
        "the platform's design: 'Don’t Save' is one of the choices of an alert, window 'Discard Changes'"
      ])
    let closeAll = try #require(byTitle["Close All"])
    #expect(closeAll.alternateOf?.id == "DVo-aG-piG")
    #expect(closeAll.alternateOf?.title == "Close")
    #expect(closeAll.alternateOf?.file == "Editor/Base.lproj/MainMenu.xib")
    #expect(closeAll.alternateOf?.line == 9)
    // What extract wrote reads back as the folder did: lint says the same of it.
    let written = try folder.file("extracted.json", containing: try kbloc("extract", ".", "--format", "json").stdout)
    let relinted = try KblocExecutable.run(["lint", written.path, "--no-config"], in: folder.url("Editor"))
    #expect(relinted.stdout.hasSuffix("no findings in 8 shortcuts\n"), "\(relinted)")
  }

  @Test func extractTextNotesEachPairAtTheLaterDeclaration() throws {
    let run = try kbloc("extract", ".", "--format", "text")
    #expect(run.exitCode == 0, "\(run)")
    let notes = run.stdout.split(separator: "\n").filter { $0.contains(": note: ") }
    #expect(
      notes == [
        "Editor/Base.lproj/MainMenu.xib:14:88: note: 'Close All' (Option-Command-W) in main menu is the alternate of 'Close' (Editor/Base.lproj/MainMenu.xib:9), shown in its place while its modifiers are held: one command",
        "Editor/Base.lproj/MainMenu.xib:56:134: note: 'Don’t Save' (Command-D) and 'Duplicate' (Editor/Base.lproj/MainMenu.xib:20) are no conflict: the platform's design: 'Don’t Save' is one of the choices of an alert, window 'Discard Changes'",
        "Editor/FeedCommands.swift:11:27: note: 'Refresh All' (Command-R) and 'Reload' (Editor/Base.lproj/MainMenu.xib:31) are no conflict: one command, as the project file says",
      ])
  }

  @Test func aSettingThatNamesNothingIsAWarningOfTheProjectFile() throws {
    var text = try String(contentsOf: folder.url("Editor/.kbloc.yml"), encoding: .utf8)
    text = text.replacingOccurrences(of: "Export Options: sheet", with: "Export Option: sheet")
    try text.write(to: folder.url("Editor/.kbloc.yml"), atomically: true, encoding: .utf8)
    let run = try kbloc("lint", ".")
    #expect(
      run.stderr.contains(
        ".kbloc.yml:4:3: warning: 'windows' names no window of a shortcut kbloc read: 'Export Option'\n"), "\(run)")
    let broken = text.replacingOccurrences(of: "Discard Changes: alert", with: "Discard Changes: alret")
    try broken.write(to: folder.url("Editor/.kbloc.yml"), atomically: true, encoding: .utf8)
    let refused = try kbloc("lint", ".")
    #expect(refused.exitCode == 2)
    #expect(
      refused.stderr
        == ".kbloc.yml:6:20: error: unknown window kind 'alret' for 'Discard Changes'; did you mean 'alert'?\n")
  }

  /// An alternate and its primary are no conflict where a layout puts them on one press.
  ///
  /// Maltese (US) types `\` and `|` with Option on one key: ⌃⇧⌘\ and ⌃⌥⇧⌘\ are one press there.
  /// Two commands on it conflict; an alternate and its primary (`alternateOf`) do not.
  @Test func anAlternateAndItsPrimaryNeverConflictOnALayoutThatFoldsThemOntoOnePress() throws {
    func conflicts(alternate: Bool) throws -> [String] {
      let link = alternate ? #", "alternateOf": {"id": "split"}"# : ""
      let file = try folder.file(
        "split.json",
        containing: """
          {"shortcuts": [
            {"id": "split", "title": "Split Vertically", "keys": "Control-Shift-Command-\\\\"},
            {"id": "splitAll", "title": "Split All Vertically", "keys": "Control-Option-Shift-Command-\\\\"\(link)}
          ]}
          """)
      let run = try KblocExecutable.run(["translate", "--layout", "mt(us)", "--format", "json", file.path])
      let report = try Contract.decode(Contract.TranslateReport.self, from: run.stdout)
      let presses = report.results.compactMap(\.press).map { "\($0.key) \($0.group) \($0.modifiers)" }
      #expect(presses.count == 2 && Set(presses).count == 1, "one press: \(presses)")
      return report.results.filter { $0.flags.contains("conflict") }.map(\.id)
    }
    #expect(try conflicts(alternate: false) == ["split", "splitAll"])
    #expect(try conflicts(alternate: true).isEmpty)
  }
}
