import Foundation
import KBLocTestSupport
import Testing

/// `--baseline` and `--write-baseline` end to end, on a repository of a menu `.xib` and a SwiftUI
/// file: a baselined run reports nothing, survives lines moving, reports only a new conflict,
/// lists fixed entries, leaves baselined misses out of `--min-coverage`, and never writes over an
/// input.
struct BaselineCommandTests {
  let folder: TemporaryFolder
  let repo: String

  init() throws {
    folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url("Repo/.git"), withIntermediateDirectories: true)
    repo = folder.path("Repo")
    try write(menu: Self.menu, swift: Self.swift)
  }

  /// Paste and Paste and Match Style share ⌘V; Open and Jump are fine.
  static let menu = [("Open", "o", "open:"), ("Paste", "v", "paste:"), ("Paste and Match Style", "v", "pasteStyle:")]

  /// A button on Control-R: a `control-modifier` warning.
  static let swift = """
    import SwiftUI
    struct Commands: View {
      var body: some View {
        Button("Reload") {}.keyboardShortcut("r", modifiers: [.control])
      }
    }
    """

  /// Writes the repository's two files, `padding` blank lines at the top of each.
  func write(menu items: [(String, String, String)], swift: String, padding: Int = 0) throws {
    let lines = items.map { #"        <menuItem title="\#($0.0)" keyEquivalent="\#($0.1)" id="\#($0.2)"/>"# }
    _ = try folder.file("Repo/App/MainMenu.xib", containing: InterfaceBuilderFixture.menu(lines, padding: padding))
    _ = try folder.file("Repo/App/Commands.swift", containing: String(repeating: "\n", count: padding) + swift)
  }

  func lint(_ arguments: String...) throws -> CommandOutput {
    try KblocExecutable.run(["lint", repo] + arguments)
  }

  @Test func aRunWithTheBaselineItWroteReportsNothingAndPasses() throws {
    let baseline = folder.path("Repo/.kbloc-baseline.json")
    let written = try lint("--write-baseline", baseline)
    #expect(written.exitCode == 1, "writing a baseline reports and fails as a plain run: \(written)")
    #expect(written.stdout.contains("2 errors and 1 warning"))
    let again = try lint("--baseline", baseline, "--strict")
    #expect(again.exitCode == 0, "\(again)")
    #expect(again.stdout == "Repo: no findings in 4 shortcuts\nbaseline '\(baseline)': 3 known findings left out\n")
    let json = try lint("--baseline", baseline, "--format", "json")
    #expect(json.exitCode == 0, "\(json)")
    #expect(try Contract.decode(Contract.LintReport.self, from: json.stdout).findings.isEmpty)
    let sarif = try lint("--baseline", baseline, "--format", "sarif")
    #expect(sarif.exitCode == 0, "\(sarif)")
    #expect(!sarif.stdout.contains("\"ruleId\""), "\(sarif)")
    for format in ["github", "xcode"] {
      let output = try lint("--baseline", baseline, "--format", format)
      #expect(output.exitCode == 0, "\(format): \(output)")
      #expect(!output.stdout.contains("error") && !output.stdout.contains("warning"), "\(format): \(output)")
    }
  }

  @Test func theBaselineIsSortedJSONThatTheSameFindingsWriteAgainByteForByte() throws {
    let first = folder.path("first.json")
    let second = folder.path("second.json")
    _ = try lint("--write-baseline", first)
    try write(menu: Self.menu.reversed(), swift: Self.swift, padding: 3)
    _ = try lint("--write-baseline", second)
    let text = try String(contentsOfFile: first, encoding: .utf8)
    #expect(text == (try String(contentsOfFile: second, encoding: .utf8)))
    let lines = text.split(separator: "\n")
    #expect(lines.prefix(4) == ["{", #"  "version": 1,"#, #"  "command": "lint","#, #"  "entries": ["#])
    #expect(lines.count == 9, "one line per entry:\n\(text)")
    #expect(
      lines[4].hasPrefix(#"    { "title": "Paste", "keys": "Command-V", "rule": "duplicate-shortcut", "scope": "#))
    #expect(lines[6].hasPrefix(#"    { "title": "Reload", "keys": "Control-R", "rule": "control-modifier", "#))
    let baseline = try Contract.decode(Contract.Baseline.self, from: text)
    #expect(baseline.version == 1 && baseline.command == "lint")
    #expect(baseline.entries.count == lines.count - 6, "one entry a line:\n\(text)")
    #expect(!text.contains(folder.url.path), "places are relative to the scanned folder:\n\(text)")
  }

  @Test func aNewConflictIsReportedAloneAfterLinesMoved() throws {
    let baseline = folder.path("baseline.json")
    _ = try lint("--write-baseline", baseline)
    try write(menu: Self.menu + [("Jump", "o", "jump:")], swift: Self.swift, padding: 5)
    let output = try lint("--baseline", baseline, "--format", "json")
    #expect(output.exitCode == 1, "\(output)")
    let report = try Contract.decode(Contract.LintReport.self, from: output.stdout)
    // Open and Jump conflict now; Jump also takes the standard shortcut of Open.
    #expect(Set(report.findings.map(\.id)) == ["jump:", "open:"], "\(output)")
    #expect(report.findings.filter { $0.rule == "duplicate-shortcut" }.map(\.id).sorted() == ["jump:", "open:"])
    let text = try lint("--baseline", baseline)
    #expect(text.stdout.contains("baseline '\(baseline)': 3 known findings left out\n"), "\(text)")
  }

  @Test func aProblemNoLongerFoundIsListedAsFixed() throws {
    let baseline = folder.path("baseline.json")
    _ = try lint("--write-baseline", baseline)
    try write(menu: Self.menu, swift: Self.swift.replacingOccurrences(of: ".control", with: ".command"))
    let output = try lint("--baseline", baseline)
    #expect(output.exitCode == 0, "\(output)")
    #expect(
      output.stdout.hasSuffix(
        """
        baseline '\(baseline)': 2 known findings left out; 1 fixed:
          fixed: 'Reload' (Control-R) [control-modifier] in Repo: view 'Commands'

        """), "\(output)")
  }

  /// Outdent (⌘[) and Oval (⌘Ö): misses the layouts make, not the app's own conflict.
  ///
  /// On German macOS registers ⌘Ö for ⌘[, so the two are one press there; 'ö' cannot be typed on
  /// French.
  static let formatMenu = [("Open", "o", "open:"), ("Outdent", "[", "outdent:"), ("Oval", "ö", "insertOval:")]

  @Test func baselinedMissesDoNotCountAgainstMinimumCoverage() throws {
    try write(menu: Self.formatMenu, swift: Self.swift)
    let baseline = folder.path("coverage.json")
    let layouts = ["--layouts", "fr,de"]
    let plain = try KblocExecutable.run(["coverage", repo, "--min-coverage", "100"] + layouts)
    #expect(plain.exitCode == 1, "⌘[ and ⌘Ö are one press on German, ⌘Ö unreachable on French: \(plain)")
    let written = try KblocExecutable.run(["coverage", repo, "--write-baseline", baseline] + layouts)
    #expect(written.exitCode == 0, "\(written)")
    let gated = try KblocExecutable.run(
      ["coverage", repo, "--baseline", baseline, "--min-coverage", "100", "--fail-on", "conflict"] + layouts)
    #expect(gated.exitCode == 0, "\(gated)")
    #expect(gated.stdout.hasPrefix("Coverage of Repo: 100% covered"), "\(gated)")
    #expect(gated.stdout.hasSuffix("baseline '\(baseline)': 3 known misses left out\n"), "\(gated)")
    // Written again with the baseline applied, the baseline records the same misses.
    let again = folder.path("again.json")
    _ = try KblocExecutable.run(["coverage", repo, "--baseline", baseline, "--write-baseline", again] + layouts)
    #expect(
      try String(contentsOfFile: again, encoding: .utf8) == (try String(contentsOfFile: baseline, encoding: .utf8)))
    // A new miss counts: Umlaut on ⌘Ü, which French cannot type.
    try write(menu: Self.formatMenu + [("Umlaut", "ü", "umlaut:")], swift: Self.swift, padding: 2)
    let worse = try KblocExecutable.run(["coverage", repo, "--baseline", baseline, "--min-coverage", "100"] + layouts)
    #expect(worse.exitCode == 1, "\(worse)")
    let json = try KblocExecutable.run(["coverage", repo, "--baseline", baseline, "--format", "json"] + layouts)
    let report = try Contract.decode(Contract.CoverageReport.self, from: json.stdout)
    #expect(report.summary.results == 10 - 3, "the 3 baselined misses are left out")
    #expect(report.summary.covered < report.summary.results)
    #expect(report.referenceConflicts.isEmpty)
  }

  /// A conflict the app has on the reference layout is lint's finding: no coverage miss on any
  /// layout, listed once in the report.
  @Test func aConflictOnTheReferenceLayoutIsNoCoverageMiss() throws {
    let run = try KblocExecutable.run([
      "coverage", repo, "--min-coverage", "100", "--fail-on", "conflict", "--layouts", "fr,de",
    ])
    #expect(run.exitCode == 0, "⌘V of Paste and Paste and Match Style is lint's: \(run)")
    #expect(run.stdout.contains("2 shortcuts are in conflict on the reference layout already: kbloc lint reports them"))
    let json = try KblocExecutable.run(["coverage", repo, "--format", "json", "--layouts", "fr,de"])
    let report = try Contract.decode(Contract.CoverageReport.self, from: json.stdout)
    #expect(report.referenceConflicts.map(\.title) == ["Paste", "Paste and Match Style"])
    #expect(report.referenceConflicts.map(\.conflictsWith) == [["pasteStyle:"], ["paste:"]])
    #expect(report.layouts.allSatisfy { $0.results.allSatisfy { !$0.flags.contains("conflict") } })
  }

  @Test func aMalformedBaselineIsAnErrorWithItsPlace() throws {
    let broken = try folder.file(
      "broken.json",
      containing: """
        {"version": 1, "command": "lint", "entries": [
          {"title": "Paste", "keys": "Command-V", "rul": "duplicate-shortcut"}
        ]}
        """
    ).path
    let output = try lint("--baseline", broken)
    #expect(output.exitCode == 2)
    #expect(
      output.stderr.contains("\(broken):2:43: error: unknown field 'rul' in a baseline entry; did you mean 'rule'?"),
      "\(output)")
    let coverage = folder.path("coverage.json")
    _ = try KblocExecutable.run("coverage", repo, "--layouts", "fr", "--write-baseline", coverage)
    let mixed = try lint("--baseline", coverage)
    #expect(mixed.exitCode == 2)
    #expect(mixed.stderr.contains("error: this is a baseline of 'kbloc coverage', not of 'kbloc lint'"), "\(mixed)")
  }

  @Test func noBaselineIsWrittenOverAnInput() throws {
    let baseline = folder.path("baseline.json")
    _ = try lint("--write-baseline", baseline)
    let before = try String(contentsOfFile: baseline, encoding: .utf8)
    let same = try lint("--baseline", baseline, "--write-baseline", baseline)
    #expect(same.exitCode == 2)
    #expect(same.stderr.contains("kbloc never writes over its input"), "\(same)")
    #expect(same.stderr.contains("give '--write-baseline' without '--baseline'"), "\(same)")
    #expect(try String(contentsOfFile: baseline, encoding: .utf8) == before)
    let source = folder.path("Repo/App/MainMenu.xib")
    let xib = try String(contentsOfFile: source, encoding: .utf8)
    let overSource = try KblocExecutable.run("lint", source, "--write-baseline", source)
    #expect(overSource.exitCode == 2, "\(overSource)")
    let overScanned = try lint("--write-baseline", source)
    #expect(overScanned.exitCode == 2, "\(overScanned)")
    #expect(
      overScanned.stderr.contains("would be a source file (interface-builder) of the folder this run reads"),
      "\(overScanned)")
    #expect(try String(contentsOfFile: source, encoding: .utf8) == xib)
    let newSwift = try lint("--write-baseline", folder.path("Repo/App/Baseline.swift"))
    #expect(newSwift.exitCode == 2, "a name the scan would read: \(newSwift)")
  }

  @Test func theProjectFileNamesEachCommandsBaseline() throws {
    _ = try folder.file("Repo/.kbloc.yml", containing: "baseline:\n  lint: kbloc-lint.json\n")
    // Writing the project's baseline reads none, so it can be written again.
    let written = try KblocExecutable.run("lint", repo, "--write-baseline", folder.path("Repo/kbloc-lint.json"))
    #expect(written.exitCode == 1, "\(written)")
    let output = try lint()
    #expect(output.exitCode == 0, "\(output)")
    #expect(output.stdout.hasSuffix("kbloc-lint.json': 3 known findings left out\n"), "\(output)")
    _ = try folder.file("Repo/.kbloc.yml", containing: "baseline:\n  lnt: kbloc-lint.json\n")
    let misspelt = try lint()
    #expect(misspelt.exitCode == 2)
    #expect(misspelt.stderr.contains("unknown key 'lnt' in 'baseline'; did you mean 'lint'?"), "\(misspelt)")
  }
}
