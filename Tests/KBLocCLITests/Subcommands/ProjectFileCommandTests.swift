import Foundation
import KBLocTestSupport
import Testing

/// The project file end to end: found above the input, its settings below the command line's and
/// the shortcuts file's, `--config`, `--no-config`, `--exclude`, coverage's default layouts, and
/// reports that name shortcuts by title and place, never by Interface Builder id.
struct ProjectFileCommandTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url("repo/.git"), withIntermediateDirectories: true)
    _ = try folder.file("repo/App/Base.lproj/MainMenu.xib", containing: Self.appMenu)
    _ = try folder.file("repo/Samples/Demo/MainMenu.xib", containing: Self.sampleMenu)
  }

  /// The app's menu: titled items with Interface Builder ids, two on ⌘], one on Cyrillic ⌘с.
  static let appMenu = menu([
    ("Copy", "c", "cpy-aa-001"), ("Copy Cyrillic", "с", "cyr-bb-002"), ("Next Tab", "]", "nxt-dd-004"),
    ("Indent", "]", "ind-ee-005"),
  ])

  /// An example app's menu, which a project file leaves out.
  static let sampleMenu = menu([("Quit Demo", "q", "qui-ff-006"), ("Next Demo", "]", "nxd-gg-007")])

  /// Every Interface Builder id of the fixture.
  static let ids = ["cpy-aa-001", "cyr-bb-002", "nxt-dd-004", "ind-ee-005", "qui-ff-006", "nxd-gg-007"]

  static func menu(_ items: [(title: String, key: String, id: String)]) -> String {
    let lines = items.map { item in
      """
                      <menuItem title="\(item.title)" keyEquivalent="\(item.key)" id="\(item.id)">
                          <modifierMask key="keyEquivalentModifierMask" command="YES"/>
                      </menuItem>
      """
    }
    return InterfaceBuilderFixture.menu(lines, title: "Edit", id: "W48-6f-4Dl", isMainMenu: false)
  }

  /// Runs `kbloc` in the fixture's `repo` folder, or in `in` under it.
  func kbloc(_ arguments: String..., in subfolder: String = "") throws -> CommandOutput {
    try CommandRunner.run(KblocExecutable.url(), arguments, workingDirectory: folder.url("repo/" + subfolder))
  }

  func project(_ text: String) throws {
    _ = try folder.file("repo/.kbloc.yml", containing: text)
  }

  // MARK: Precedence

  @Test func withNeitherFlagNorProjectFileCoverageRunsOnThePlatformsDefaultSet() throws {
    let defaulted = try kbloc("coverage", "App")
    #expect(defaulted.exitCode == 0, "\(defaulted)")
    #expect(defaulted.stdout == (try kbloc("coverage", "App", "--layouts", "@apple")).stdout)
    let pc = try kbloc("coverage", "App", "--platform", "pc", "--format", "json")
    #expect(
      pc.stdout == (try kbloc("coverage", "App", "--platform", "pc", "--layouts", "@top", "--format", "json")).stdout)
  }

  @Test func theProjectFileSetsWhatTheCommandLineLeavesOut() throws {
    try project(
      """
      exclude: [Samples/**]
      layouts: [fr, de]
      platform: pc
      min-coverage: 100
      """)
    let run = try kbloc("coverage", ".")
    #expect(run.exitCode == 1, "\(run)")
    #expect(run.stdout.hasPrefix("Coverage of repo: "))
    #expect(run.stdout.contains("— 4 shortcuts on 2 layouts, platform pc"))
    #expect(run.stderr.hasPrefix("kbloc: using the project file '.kbloc.yml'\nkbloc: read 1 file: 4 shortcuts\n"))
    #expect(run.stderr.contains("is below the project file's min-coverage 100%"))
    // Found from a folder below it, named relative to the current folder.
    let below = try kbloc("coverage", ".", in: "App")
    #expect(below.stderr.hasPrefix("kbloc: using the project file '../.kbloc.yml'\n"))
    #expect(below.stdout.hasPrefix("Coverage of App: "))
  }

  @Test func theCommandLineWinsOverTheProjectFile() throws {
    try project("layouts: [fr, de]\nplatform: pc\nmin-coverage: 100\npolicy: kbloc\n")
    let run = try kbloc("coverage", "App", "--layouts", "ru", "--platform", "mac", "--min-coverage", "0")
    #expect(run.exitCode == 0, "\(run)")
    #expect(run.stdout.contains("— 4 shortcuts on 1 layout, platform mac"))
    // The project's policy applies where the command line gives none, and yields to one that does.
    let kbloc = try kbloc("translate", "--layout", "ru", "--format", "json", "App")
    #expect(kbloc.stdout.contains(#""name": "kbloc""#))
    let apple = try self.kbloc(
      "translate", "--layout", "ru", "--policy", "apple", "--platform", "mac", "--format", "json", "App")
    #expect(apple.stdout.contains(#""name": "apple""#))
  }

  @Test func lintRulesAreTurnedOffByEveryLevelAndDemotedByTheProjectFile() throws {
    try project("lint:\n  disable: [control-modifier]\n  warn: [duplicate-shortcut]\n")
    _ = try folder.file(
      "repo/shortcuts.json",
      containing: #"""
        {"shortcuts": [
          {"id": "a", "keys": "Control-Command-A"}, {"id": "b", "title": "B", "keys": "Option-Command-Y"},
          {"id": "c", "title": "C", "keys": "Option-Command-Y"}, {"id": "d", "title": "D", "keys": "Command-Shift-D"}
        ], "lint": {"disable": ["missing-title"]}}
        """#)
    let run = try kbloc("lint", "shortcuts.json", "--disable", "modifier-order")
    // Duplicates are errors by default: demoted, they no longer fail the run.
    #expect(run.exitCode == 0, "\(run)")
    #expect(run.stdout.contains("warning: 'Option-Command-Y' is also the shortcut of"))
    #expect(!run.stdout.contains("error:"))
    #expect(
      run.stdout.hasSuffix(
        "shortcuts.json: 2 warnings in 4 shortcuts (turned off: modifier-order, control-modifier, missing-title)\n"))
    #expect(try kbloc("lint", "shortcuts.json", "--strict").exitCode == 1)
    // Without the project file, each level alone.
    let bare = try kbloc("lint", "shortcuts.json", "--no-config")
    #expect(bare.exitCode == 1)
    #expect(bare.stdout.contains("[control-modifier]") && bare.stdout.contains("error: 'Option-Command-Y'"))
    #expect(!bare.stdout.contains("[missing-title]"))
  }

  @Test func configNoConfigAndExcludeChooseTheProjectFileAndTheFiles() throws {
    try project("exclude: [Samples]\n")
    #expect(try kbloc("extract", ".").stderr.contains("read 1 file: 4 shortcuts"))
    #expect(try kbloc("extract", ".", "--no-config").stderr == "kbloc: read 2 files: 6 shortcuts\n")
    _ = try folder.file("other.yml", containing: "exclude: [App/**]\n")
    let other = try kbloc("extract", ".", "--config", "../other.yml")
    #expect(other.stderr == "kbloc: using the project file '../other.yml'\nkbloc: read 2 files: 6 shortcuts\n")
    let excluded = try kbloc("extract", ".", "--no-config", "--exclude", "App", "--exclude", "Samples/Demo/*.xib")
    #expect(excluded.stderr == "kbloc: read 0 files: 0 shortcuts\n")
    let both = try kbloc("lint", ".", "--config", "x.yml", "--no-config")
    #expect(both.exitCode == 2 && both.stderr.contains("Give '--config FILE' or '--no-config', not both"))
    let glob = try kbloc("lint", ".", "--exclude", "[a-")
    #expect(glob.exitCode == 2 && glob.stderr.contains("Bad glob '[a-': a '[' is not closed by ']'"))
  }

  @Test func aBadProjectFileStopsTheRunWithItsPlace() throws {
    try project("layouts: [fr]\nexlude: [Samples/**]\n")
    let run = try kbloc("lint", "App")
    #expect(run.exitCode == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == ".kbloc.yml:2:1: error: unknown key 'exlude' in the project file; did you mean 'exclude'?\n")
  }

  // MARK: Readable reports

  /// Every report of every command on the app's folder, with the places it must name.
  @Test func noReportShowsAnInterfaceBuilderIdWhereATitleExists() throws {
    let runs: [[String]] =
      [
        ["translate", "--layout", "ru", "--policy", "kbloc", "App"],
        ["translate", "--layout", "ru", "--policy", "kbloc", "--format", "json", "App"],
        ["lint", "App", "--disable", "duplicate-shortcut"],
        ["lint", "App", "--disable", "duplicate-shortcut", "--format", "json"],
        ["lint", "App", "--disable", "duplicate-shortcut", "--format", "sarif"],
      ]
      + ["text", "markdown", "junit", "html", "json"].map {
        ["coverage", "App", "--layouts", "fr,ru", "--policy", "kbloc", "--format", $0]
      }
    for arguments in runs {
      let run = try CommandRunner.run(KblocExecutable.url(), arguments, workingDirectory: folder.url("repo"))
      #expect(!run.stdout.isEmpty, "\(arguments): \(run)")
      // JSON names ids only in the fields that are ids.
      let isJSON = arguments.contains("json") || arguments.contains("sarif")
      let text = isJSON ? Self.texts(in: try Contract.decode(Contract.Value.self, from: run.stdout)) : [run.stdout]
      for id in Self.ids { #expect(!text.contains { $0.contains(id) }, "\(arguments) shows '\(id)'") }
      // Places are named from the current folder, where the app's folder is (lint has no finding).
      #expect(!run.stdout.contains(folder.url.path), "\(arguments)")
      #expect(arguments[0] == "lint" || run.stdout.contains("App/Base.lproj/MainMenu.xib"), "\(arguments)")
    }
    let translate = try kbloc("translate", "--layout", "ru", "--policy", "kbloc", "App")
    #expect(translate.stdout.contains("Shortcut       Declared at                        Input"))
    #expect(translate.stdout.contains("Next Tab       App/Base.lproj/MainMenu.xib:12:"))
    #expect(translate.stdout.contains("would collide with 'Copy Cyrillic' (App/Base.lproj/MainMenu.xib:9)"))
    // Next Tab and Indent are in conflict on US already: lint's, no miss. Copy Cyrillic is one.
    let coverage = try kbloc("coverage", "App", "--layouts", "fr")
    #expect(coverage.stdout.contains("fr(mac)  Copy Cyrillic (App/Base.lproj/MainMenu.xib:9)"))
    let junit = try kbloc("coverage", "App", "--layouts", "fr", "--format", "junit")
    #expect(
      junit.stdout.contains(
        #"<testcase classname="fr(mac)" name="Copy Cyrillic (App/Base.lproj/MainMenu.xib:9)">"#))
    #expect(junit.stdout.contains(#"<testcase classname="fr(mac)" name="Indent (App/Base.lproj/MainMenu.xib:15)"/>"#))
  }

  /// Every text of a JSON value but those of the fields that hold ids.
  static func texts(in value: Contract.Value) -> [String] {
    switch value {
    case .string(let text): return [text]
    case .array(let elements): return elements.flatMap(texts(in:))
    case .object(let fields):
      return fields.filter { !["id", "shortcutId", "conflictsWith"].contains($0.key) }.values.flatMap(texts(in:))
    case .null, .bool, .number: return []
    }
  }

  @Test func theSummaryLineNamesTheFolderNotDot() throws {
    let lint = try kbloc("lint", ".", "--disable", "duplicate-shortcut", in: "App")
    #expect(lint.stdout.hasSuffix("App: no findings in 4 shortcuts (turned off: duplicate-shortcut)\n"), "\(lint)")
    let json = try kbloc("lint", ".", "--format", "json", in: "App")
    #expect(json.stdout.contains(#""file": ".""#))
  }
}
