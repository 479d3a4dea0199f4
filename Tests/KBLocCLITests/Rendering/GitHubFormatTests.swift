import Foundation
import KBLocTestSupport
import Testing

/// `--format github` end to end (`lint`, `coverage`): one workflow command per finding or uncovered
/// shortcut, placed at its declaration relative to the repository and escaped as GitHub documents
/// it, and the Markdown report appended to `$GITHUB_STEP_SUMMARY`.
struct GitHubFormatTests {
  /// The checkout: the runs' working directory and `GITHUB_WORKSPACE`.
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  /// Shortcuts whose ids (what reports call them) hold commas, colons, a line break and `%`, each
  /// with one known finding or coverage problem.
  static let awkward = """
    {"shortcuts": [
      {"id": "Save, As: 100%\\nnow", "keys": "Shift-Command-/", "title": "Show Help"},
      {"id": "Zoom: In, 50%", "keys": "Command-+", "title": "Zoom In"},
      {"id": "undo", "title": "Undo", "keys": "Command-Z"}
    ]}

    """

  /// Runs `kbloc` in the checkout with GitHub's variables: the workspace, and a job summary that
  /// an earlier step has already written to.
  func kbloc(_ arguments: String...) throws -> (output: CommandOutput, summary: String) {
    let summary = try folder.file("summary.md", containing: "earlier step\n")
    let output = try CommandRunner.run(
      try KblocExecutable.url(), arguments,
      environment: ["GITHUB_WORKSPACE": folder.path, "GITHUB_STEP_SUMMARY": summary.path],
      workingDirectory: folder.url)
    return (output, try String(contentsOf: summary, encoding: .utf8))
  }

  @Test func lintAnnotatesEachFindingWithItsTitleEscaped() throws {
    try folder.file("shortcuts.json", containing: Self.awkward)
    let (output, summary) = try kbloc("lint", "shortcuts.json", "--format", "github")
    #expect(output.exitCode == 0, "\(output)")
    #expect(
      output.stdout == """
        ::warning file=shortcuts.json,line=2,col=41,title=Save%2C As%3A 100%25%0Anow [shift-with-upper-character]::'Shift-Command-/' writes Shift with the upper character of a key; write 'Command-?'
        ::notice title=kbloc lint::shortcuts.json: 1 warning in 3 shortcuts

        """)
    #expect(
      summary == """
        earlier step
        ### kbloc lint: shortcuts.json: 1 warning in 3 shortcuts

        | Severity | Shortcut | Rule | Finding | Declared at |
        | --- | --- | --- | --- | --- |
        | warning | Save, As: 100% now | `shift-with-upper-character` | 'Shift-Command-/' writes Shift with the upper character of a key; write 'Command-?' | `shortcuts.json:2:41` |


        """)
  }

  @Test func lintOfAFolderPlacesFindingsAtTheirDeclarationFromTheWorkspace() throws {
    try folder.file(
      "App/Sources/Menu.swift",
      containing: """
        let help = NSMenuItem(title: "Help: Index, 100%", action: nil, keyEquivalent: "?")
        help.keyEquivalentModifierMask = [.command, .shift]

        """)
    // The text format names the file from the current folder; annotations from the checkout.
    let text = try kbloc("lint", "App").output
    #expect(text.stdout.hasPrefix("App/Sources/Menu.swift:1:79: warning: "), "\(text)")
    let (output, _) = try kbloc("lint", folder.path("App"), "--format", "github")
    #expect(
      output.stdout.hasPrefix(
        "::warning file=App/Sources/Menu.swift,line=1,col=79,title=Help%3A Index%2C 100%25 [shift-with-upper-character]::"
      ), "\(output)")
  }

  @Test func coverageAnnotatesEachUncoveredShortcutAndEachLayoutThatFailed() throws {
    try folder.file("shortcuts.json", containing: Self.awkward)
    // Dutch (standard) types `+` right of L, so ⌘+ lands on the standard ⌘; there.
    let (output, summary) = try kbloc(
      "coverage", "shortcuts.json", "--layouts", "us,nl(std),nosuchlayout", "--format", "github", "--min-coverage", "95"
    )
    #expect(output.exitCode == 1, "\(output)")
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    try #require(lines.count == 5, "\(output)")
    #expect(lines[4].isEmpty, "\(output)")
    #expect(
      lines[0].hasPrefix("::error title=kbloc coverage%3A nosuchlayout::The layout 'nosuchlayout' failed to load: "))
    #expect(
      lines[1]
        == "::warning file=shortcuts.json,line=3,col=35,title=Zoom%3A In%2C 50%25 (Command-+)::'Command-+' is not covered on 1 of 2 layouts (50%25 covered):%0Anl(std) (moved, conflict): '+' is on the AC10 key of nl(std); kept by the apple rule; it lands on the standard Command-; (Find misspelled words in the document)"
    )
    #expect(
      lines[2]
        == "::notice title=kbloc coverage::Coverage of shortcuts.json: 83.3%25 covered — 3 shortcuts on 2 layouts (1 failed to load), platform mac"
    )
    #expect(lines[3] == "::error title=kbloc coverage::coverage 83.3%25 is below --min-coverage 95%25")
    // The job summary is the Markdown report, after what the earlier step wrote.
    #expect(summary.hasPrefix("earlier step\n### kbloc layout coverage: 83.3%\n"), "\(summary)")
    #expect(summary.contains("| `Zoom: In, 50%` | `Command-+` | 50% (1/2) |"), "\(summary)")
  }

  @Test func withoutAStepSummaryNothingIsWrittenBesideStandardOutput() throws {
    try folder.file("shortcuts.json", containing: Self.awkward)
    let output = try CommandRunner.run(
      try KblocExecutable.url(), ["lint", "shortcuts.json", "--format", "github"],
      environment: ["GITHUB_WORKSPACE": "", "GITHUB_STEP_SUMMARY": ""], workingDirectory: folder.url)
    #expect(output.exitCode == 0, "\(output)")
    #expect(output.stdout.hasPrefix("::warning file=shortcuts.json,line=2,col=41,"), "\(output)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shortcuts.json"])
  }

  @Test func aStepSummaryThatCannotBeWrittenIsAnInputError() throws {
    try folder.file("shortcuts.json", containing: Self.awkward)
    let output = try CommandRunner.run(
      try KblocExecutable.url(), ["lint", "shortcuts.json", "--format", "github"],
      environment: ["GITHUB_STEP_SUMMARY": folder.path("no/such/folder/summary.md")], workingDirectory: folder.url)
    #expect(output.exitCode == 2, "\(output)")
    #expect(output.stderr.hasPrefix("kbloc: error: Cannot append to '"), "\(output)")
  }
}
