import Foundation
import KBLocTestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `kbloc coverage` end to end (docs/commands.md, issue 4): the built binary on the example file,
/// each format read back and checked against the JSON report, and the exit codes of the gates and
/// of bad input.
struct CoverageCommandTests {
  /// The layouts most tests run: French and German (Macintosh), Russian (no Latin letters) and
  /// `custom`, which xkeyboard-config lists but cannot compile on a stock system.
  static let layouts = "fr,de,ru,custom"

  /// The example file, by absolute path.
  static var example: String { ExampleFiles.url("shortcuts.json").path }

  /// The contract's status and flag names (docs/statuses.md).
  static let statuses: Set<String> = [
    "unchanged", "moved", "shifted", "remapped", "positional", "latin-fallback", "needs-option", "unreachable",
  ]
  static let flags: Set<String> = ["mirrored", "dead-key", "conflict", "shadows-character"]

  /// Runs `kbloc coverage` on the example file with the given arguments.
  static func coverage(_ arguments: String...) throws -> CommandOutput {
    try KblocExecutable.run(["coverage", example] + arguments)
  }

  /// The ids of the example file's shortcuts, in file order.
  static func exampleIDs() throws -> [String] {
    try ExampleFiles.shortcutFile("shortcuts.json").definitions.map(\.id)
  }

  /// The JSON report of a run (docs/commands.md), decoded; the run must end with `exitCode`.
  static func report(_ output: CommandOutput, exitCode: Int32 = 0) throws -> Contract.CoverageReport {
    try KblocExecutable.decode(Contract.CoverageReport.self, from: output, exitCode: exitCode)
  }

  /// One layout of the JSON report, as the tests read it.
  struct LayoutReport {
    let name: String
    let error: String?
    let statuses: [String]
    let flags: [[String]]
    let ids: [String]

    /// Whether each result is covered: neither unreachable nor needs-option, no conflict.
    var covered: [Bool] {
      zip(statuses, flags).map { status, flags in
        status != "unreachable" && status != "needs-option" && !flags.contains("conflict")
      }
    }
  }

  /// The `layouts` array of a JSON report (decoding checked every field's presence and type).
  static func layouts(of report: Contract.CoverageReport) -> [LayoutReport] {
    report.layouts.map { layout in
      LayoutReport(
        name: layout.name, error: layout.error, statuses: layout.results.map(\.status),
        flags: layout.results.map(\.flags), ids: layout.results.map(\.id))
    }
  }

  /// The overall percentage, recomputed from the statuses and flags of the layouts that loaded.
  static func percent(_ layouts: [LayoutReport]) -> Double {
    let covered = layouts.flatMap(\.covered)
    guard !covered.isEmpty else { return 100 }
    return (Double(covered.filter { $0 }.count) * 1000 / Double(covered.count)).rounded() / 10
  }

  /// `92.1%`, `100%`: how the reports print a percentage.
  static func formatted(_ percent: Double) -> String {
    let rounded = (percent * 10).rounded() / 10
    return rounded == rounded.rounded() ? "\(Int(rounded))%" : "\(rounded)%"
  }

  // MARK: - JSON

  @Test func jsonReportHasTheContractFieldsAndItsPercentAddsUp() throws {
    let output = try Self.coverage("--layouts", Self.layouts, "--format", "json")
    #expect(output.exitCode == 0, "\(output)")
    #expect(output.stderr == "")
    let report = try Self.report(output)
    let summary = report.summary
    let percent = try #require(summary.percent, "layouts loaded, so there is a percentage")

    let layouts = Self.layouts(of: report)
    #expect(layouts.map(\.name) == ["fr(mac)", "de(mac)", "ru(mac)", "custom"], "in the order asked, resolved for mac")
    let ids = try Self.exampleIDs()
    for layout in layouts.prefix(3) {
      #expect(layout.error == nil, "\(layout.name)")
      #expect(layout.ids == ids, "\(layout.name): one result per shortcut, in file order")
      #expect(Set(layout.statuses).isSubset(of: Self.statuses), "\(layout.name): \(layout.statuses)")
      #expect(Set(layout.flags.joined()).isSubset(of: Self.flags), "\(layout.name): \(layout.flags)")
    }
    let custom = try #require(layouts.last)
    #expect(custom.error?.contains("symbols/custom") == true, "\(custom.error ?? "no error")")
    #expect(custom.ids.isEmpty)

    let loaded = layouts.filter { $0.error == nil }
    #expect(percent == Self.percent(loaded))
    #expect(percent < 100, "the example has problems on these layouts")
    #expect(summary.layouts == 4)
    #expect(summary.errors == 1)
    #expect(summary.results == loaded.count * ids.count)
    #expect(summary.covered == loaded.flatMap(\.covered).filter { $0 }.count)
  }

  // MARK: - JUnit

  @Test func junitReportHasOneSuitePerLayoutAndOneCasePerShortcut() throws {
    let json = try Self.report(try Self.coverage("--layouts", Self.layouts, "--format", "json"))
    let layouts = Self.layouts(of: json)
    let output = try Self.coverage("--layouts", Self.layouts, "--format", "junit")
    #expect(output.exitCode == 0, "\(output)")
    #expect(output.stderr == "")

    let document = try XMLDocument(data: Data(output.stdout.utf8))
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    let suites = root.elements(forName: "testsuite")
    try #require(suites.count == layouts.count, "one testsuite per layout")
    let ids = try Self.exampleIDs()
    var uncoveredTotal = 0
    for (suite, layout) in zip(suites, layouts) {
      #expect(suite.attribute(forName: "name")?.stringValue == layout.name)
      let cases = suite.elements(forName: "testcase")
      if let error = layout.error {
        try #require(cases.count == 1, "\(layout.name): an error row is one test case")
        let errors = cases[0].elements(forName: "error")
        try #require(errors.count == 1, "\(layout.name): the test case has an error")
        #expect(errors[0].stringValue == error)
        #expect(suite.attribute(forName: "errors")?.stringValue == "1")
        continue
      }
      #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ids, "\(layout.name)")
      #expect(cases.allSatisfy { $0.attribute(forName: "classname")?.stringValue == layout.name })
      let failing = cases.filter { !$0.elements(forName: "failure").isEmpty }
      let uncovered = layout.covered.filter { !$0 }.count
      #expect(failing.count == uncovered, "\(layout.name): a failure for each uncovered result")
      #expect(
        failing.map { $0.attribute(forName: "name")?.stringValue }
          == zip(layout.ids, layout.covered).filter { !$0.1 }.map(\.0), "\(layout.name)")
      #expect(suite.attribute(forName: "failures")?.stringValue == "\(uncovered)", "\(layout.name)")
      #expect(suite.attribute(forName: "tests")?.stringValue == "\(ids.count)", "\(layout.name)")
      uncoveredTotal += uncovered
    }
    #expect(uncoveredTotal > 0, "the example has failures on these layouts")
    #expect(root.attribute(forName: "failures")?.stringValue == "\(uncoveredTotal)")
    #expect(root.attribute(forName: "errors")?.stringValue == "1")
  }

  // MARK: - Markdown and text

  @Test func markdownReportHasTheHeadlineAndTables() throws {
    let json = try Self.report(try Self.coverage("--layouts", Self.layouts, "--format", "json"))
    let percent = try #require(json.summary.percent)
    let output = try Self.coverage("--layouts", Self.layouts, "--format", "markdown")
    #expect(output.exitCode == 0, "\(output)")
    #expect(output.stderr == "")
    let lines = output.stdout.components(separatedBy: "\n")
    #expect(lines.first == "### kbloc layout coverage: \(Self.formatted(percent))")
    #expect(lines.contains("| Layout | Coverage | Covered | Description |"))
    #expect(lines.contains("| Shortcut | Keys | Coverage |"))
    for name in Self.layouts(of: json).map(\.name) {
      #expect(lines.contains { $0.hasPrefix("| `\(name)` |") }, "a table row for \(name)")
    }
  }

  @Test func textReportHasTheHeadline() throws {
    let json = try Self.report(try Self.coverage("--layouts", Self.layouts, "--format", "json"))
    let percent = try #require(json.summary.percent)
    let count = try Self.exampleIDs().count
    // The file named from the current folder, as every report names files, though given whole.
    let output = try KblocExecutable.run(["coverage", Self.example, "--layouts", Self.layouts], in: PackageRoot.url)
    #expect(output.exitCode == 0, "\(output)")
    #expect(output.stderr == "")
    let lines = output.stdout.components(separatedBy: "\n")
    #expect(
      lines.first
        == "Coverage of Examples/shortcuts.json: \(Self.formatted(percent)) covered — \(count) shortcuts on 3 layouts "
        + "(1 failed to load), platform mac")
    #expect(lines.contains { $0.hasPrefix("Totals: \(3 * count) results: ") })
  }

  // MARK: - Gates

  @Test func minCoverageAboveTheRunExitsOneAndStillPrintsTheReport() throws {
    let output = try Self.coverage("--layouts", "fr,ru", "--format", "json", "--min-coverage", "100")
    #expect(output.exitCode == 1, "\(output)")
    let percent = try #require(try Self.report(output, exitCode: 1).summary.percent)
    try #require(percent < 100)
    #expect(output.stderr == "kbloc: coverage \(Self.formatted(percent)) is below --min-coverage 100%\n")
  }

  @Test func minCoverageZeroExitsZero() throws {
    let output = try Self.coverage("--layouts", "fr,ru", "--min-coverage", "0")
    #expect(output.exitCode == 0, "\(output)")
    #expect(output.stderr == "")
    #expect(output.stdout.hasPrefix("Coverage of "))
  }

  @Test func failOnExitsOneOnlyWhenAResultMatches() throws {
    func matches(_ layouts: String) throws -> Int {
      let results = Self.layouts(of: try Self.report(try Self.coverage("--layouts", layouts, "--format", "json")))
      return zip(results.flatMap(\.statuses), results.flatMap(\.flags)).filter { status, flags in
        status == "unreachable" || flags.contains("conflict")
      }.count
    }
    let found = try matches("ru,fr")
    try #require(found > 0, "the example has an unreachable or conflicting result on ru and fr")
    let failing = try Self.coverage("--layouts", "ru,fr", "--fail-on", "unreachable,conflict")
    #expect(failing.exitCode == 1, "\(failing)")
    #expect(failing.stdout.hasPrefix("Coverage of "), "the report is printed before exiting")
    #expect(failing.stderr == "kbloc: \(found) result(s) match --fail-on conflict,unreachable\n")

    try #require(try matches("de") == 0, "the example has neither on de")
    let passing = try Self.coverage("--layouts", "de", "--fail-on", "unreachable,conflict")
    #expect(passing.exitCode == 0, "\(passing)")
    #expect(passing.stderr == "")
  }

  @Test func failOnErrorExitsOneWhenALayoutFailsToLoad() throws {
    let output = try Self.coverage("--layouts", "fr,custom", "--fail-on", "error")
    #expect(output.exitCode == 1, "\(output)")
    #expect(output.stderr == "kbloc: 1 result(s) match --fail-on error\n")
  }

  // MARK: - Bad input

  @Test func anUnknownFailOnNameExitsTwoListingTheNames() throws {
    let output = try Self.coverage("--layouts", "fr", "--fail-on", "bogus")
    #expect(output.exitCode == 2, "\(output)")
    #expect(output.stdout == "")
    #expect(output.stderr.hasPrefix("kbloc: error: Unknown problem 'bogus' in '--fail-on'"), "\(output.stderr)")
    for name in ["unreachable", "needs-option", "conflict", "error"] {
      #expect(output.stderr.contains(name), "the message lists '\(name)'")
    }
  }

  @Test func aMisspelledFailOnNameExitsTwoWithASuggestion() throws {
    let output = try Self.coverage("--layouts", "fr", "--fail-on", "unreachable,conflit")
    #expect(output.exitCode == 2, "\(output)")
    #expect(output.stdout == "")
    #expect(
      output.stderr.hasPrefix("kbloc: error: Unknown problem 'conflit' in '--fail-on'; did you mean 'conflict'?"),
      "\(output.stderr)")
  }

  @Test func anUnknownSetExitsTwoWithASuggestion() throws {
    let output = try Self.coverage("--layouts", "fr,@aple")
    #expect(output.exitCode == 2, "\(output)")
    #expect(output.stdout == "")
    #expect(
      output.stderr.hasPrefix("kbloc: error: Unknown layout set '@aple'; did you mean '@apple'?"), "\(output.stderr)")
  }

  @Test func aSetFileIsReadAndAMalformedOneExitsTwoNamingTheLine() throws {
    let folder = try TemporaryFolder()
    let good = try folder.file("team.txt", containing: "# Our users\nfr   # French\n\nde\n")
    let output = try Self.coverage("--layouts", "@\(good.path)", "--format", "json")
    #expect(output.exitCode == 0, "\(output)")
    #expect(Self.layouts(of: try Self.report(output)).map(\.name) == ["fr(mac)", "de(mac)"])

    let bad = try folder.file("bad.txt", containing: "fr\nde(mac\n")
    let failed = try Self.coverage("--layouts", "@\(bad.path)")
    #expect(failed.exitCode == 2, "\(failed)")
    #expect(failed.stdout == "")
    #expect(failed.stderr.hasPrefix("kbloc: error: \(bad.path):2: 'de(mac' is not a layout spec"), "\(failed.stderr)")
  }

  @Test func anOutputThatIsTheInputExitsTwoAndLeavesTheInputAlone() throws {
    let folder = try TemporaryFolder()
    let input = folder.url("shortcuts.json")
    try FileManager.default.copyItem(at: ExampleFiles.url("shortcuts.json"), to: input)
    let before = try Data(contentsOf: input)
    for output in [input.path, folder.path + "/./shortcuts.json"] {
      let result = try KblocExecutable.run("coverage", input.path, "--layouts", "fr", "--output", output)
      #expect(result.exitCode == 2, "\(result)")
      #expect(result.stdout == "")
      #expect(result.stderr.hasPrefix("kbloc: error: The output '\(output)' is the shortcuts file"), "\(result.stderr)")
      #expect(result.stderr.hasSuffix("this run reads; kbloc never writes over its input\n"), "\(result.stderr)")
      #expect(try Data(contentsOf: input) == before, "the input is unchanged")
    }
  }

  @Test func outputWritesTheReportToTheFile() throws {
    let folder = try TemporaryFolder()
    let file = folder.url("coverage.json")
    let written = try Self.coverage("--layouts", Self.layouts, "--format", "json", "--output", file.path)
    #expect(written.exitCode == 0, "\(written)")
    #expect(written.stdout == "", "nothing on stdout when --output is given")
    #expect(written.stderr == "")
    let printed = try Self.coverage("--layouts", Self.layouts, "--format", "json")
    #expect(try String(contentsOf: file, encoding: .utf8) == printed.stdout)

    // A gate that fails still writes the report first.
    let gated = folder.url("gated.xml")
    let failing = try Self.coverage(
      "--layouts", "fr,ru", "--format", "junit", "--min-coverage", "100", "--output", gated.path)
    #expect(failing.exitCode == 1, "\(failing)")
    let document = try XMLDocument(data: try Data(contentsOf: gated))
    #expect(document.rootElement()?.elements(forName: "testsuite").count == 2)
  }

  /// `--layouts` takes macOS input sources too: one row per input source (two on one layout when
  /// macOS remaps differently), each answered as `translate --layout ID` answers, an unknown one
  /// an error row naming close identifiers.
  @Test func inputSourcesAreRowsOfTheirOwn() throws {
    let ids = ["com.apple.keylayout.Swedish", "com.apple.keylayout.Swedish-Pro", "com.apple.keylayout.German"]
    let output = try Self.coverage(
      "--format", "json", "--layouts", (ids + ["de", "com.apple.keylayout.Germn"]).joined(separator: ","))
    let report = try Self.report(output)
    // `de` is the XKB layout de(mac), a row of its own: German's input source is recorded on a Mac.
    #expect(report.layouts.map(\.requested).sorted() == (ids + ["de", "com.apple.keylayout.Germn"]).sorted())
    let unknown = try #require(report.layouts.first { $0.requested == "com.apple.keylayout.Germn" })
    #expect(unknown.error?.contains("'com.apple.keylayout.German'") == true, "\(unknown.error ?? "")")
    for id in ids {
      let row = try #require(report.layouts.first { $0.requested == id })
      #expect(row.description.hasSuffix(", as \(id)"), "\(row.description)")
      let translated = try KblocExecutable.decode(
        Contract.TranslateReport.self, ["translate", "--format", "json", "--layout", id, Self.example])
      #expect(row.results.map(\.shortcut) == translated.results.map(\.shortcut), "\(id)")
      #expect(row.results.map(\.status) == translated.results.map(\.status), "\(id)")
    }
  }

  /// An input source's row is named by its identifier in the text, Markdown, HTML and JUnit
  /// reports, whether its table was recorded on a Mac (German) or its XKB layout stands in
  /// (Hebrew, `il`); JSON's `name` stays the layout that was used.
  @Test func inputSourceRowsAreNamedByTheirIdentifierForPeople() throws {
    let ids = ["com.apple.keylayout.Hebrew", "com.apple.keylayout.German"]
    let layouts = ids.joined(separator: ",")
    let json = try Self.report(try Self.coverage("--format", "json", "--layouts", layouts))
    #expect(json.layouts.map(\.name).sorted() == ["com.apple.keylayout.German", "il"])
    let marks: [(format: String, named: (String) -> String)] = [
      ("text", { "\n  \($0) " }), ("markdown", { "| `\($0)` |" }), ("junit", { "<testsuite name=\"\($0)\"" }),
      ("html", { ">\($0)</a>" }),
    ]
    for (format, named) in marks {
      let output = try Self.coverage("--format", format, "--layouts", layouts)
      #expect(output.exitCode == 0, "\(format): \(output)")
      for id in ids { #expect(output.stdout.contains(named(id)), "\(format): \(id)") }
      #expect(!output.stdout.contains(named("il")), "\(format)")
    }
  }

  /// A conflict a layout creates stays a miss there, and names the app's own partner: on
  /// Bulgarian, Quit (⌘Q) and Settings (⌘,) are one press, and each names the other, not the
  /// standard ⌘Q or ⌘, the app declares itself.
  @Test func aConflictALayoutCreatesNamesTheAppsOwnPartner() throws {
    let folder = try TemporaryFolder(files: [
      "app.json": #"""
      {"shortcuts": [{"id": "quit", "title": "Quit", "keys": "Command-Q"},
                     {"id": "settings", "title": "Settings…", "keys": "Command-,"}]}
      """#
    ])
    let output = try KblocExecutable.run(
      "coverage", folder.path("app.json"), "--layouts", "us,bg", "--platform", "pc", "--format", "json")
    let report = try KblocExecutable.decode(Contract.CoverageReport.self, from: output, exitCode: 0)
    #expect(report.referenceConflicts.isEmpty)
    let bulgarian = try #require(report.layouts.last?.results)
    #expect(bulgarian.map(\.conflictsWith) == [["settings"], ["quit"]])
    #expect(bulgarian.allSatisfy { $0.flags.contains("conflict") })
    #expect(report.layouts.first?.results.allSatisfy { $0.conflictsWith.isEmpty } == true)
  }
}
