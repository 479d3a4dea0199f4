import Foundation
import KBLocTestSupport
import Testing

/// `kbloc lint` end to end: the built binary run on real files, its exit code, standard output and
/// standard error, in text, JSON and SARIF.
struct LintCommandTests {
  /// This test's temporary folder, removed when the test ends.
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  /// A file with two errors and warnings, its shortcuts spread over lines as people write them.
  static let sample = """
    {
      "app": "Sample",
      "shortcuts": [
        { "id": "save", "title": "Save", "keys": "Command-S" },
        {
          "id": "runQuery",
          "title": "Run Query",
          "keys": "Command-Q"
        },
        { "id": "help", "title": "Scribe Help", "keys": "Shift-Command-/" },
        { "id": "redo", "title": "Redo", "keys": "Command-Shift-Z" },
        { "id": "clear", "keys":
            "cmd+k" },
        { "id": "clearAll", "title": "Clear All", "keys": "⌘K" }
      ]
    }

    """

  /// A file with warnings only.
  static let warningsOnly = """
    [{"id": "mention", "title": "Insert Mention", "keys": "Option-@"}]
    """

  /// A file with nothing to report.
  static let clean = """
    [
      {"id": "undo", "title": "Undo", "keys": "Command-Z"},
      {"id": "redo", "title": "Redo", "keys": "Shift-Command-Z"}
    ]
    """

  /// The rule ids, in order: the contract (docs/lint.md, docs/schemas/lint.schema.json).
  static let ruleIDs = [
    "standard-shortcut-redefined", "modifier-order", "shift-with-upper-character", "control-modifier",
    "non-command-modifier-with-symbol", "unrelated-shift-variant", "duplicate-shortcut", "shadowed-shortcut",
    "missing-title", "too-many-shortcuts", "key-code-shortcut", "global-hotkey-takes-shortcut",
    "global-hotkey-shadows-menu-item",
  ]

  // MARK: - Text

  @Test func textIsOneCompilerStyleDiagnosticPerFindingThenASummary() throws {
    let path = try write(Self.sample)
    let output = try KblocExecutable.run("lint", path)
    #expect(output.exitCode == 1, "\(output)")
    #expect(output.stderr == "")
    #expect(
      output.stdout == """
        \(path):8:15: error: 'Command-Q' is the standard shortcut to quit the app, not to 'Run Query'; choose another shortcut for 'Run Query' [standard-shortcut-redefined]
        \(path):10:53: warning: 'Shift-Command-/' writes Shift with the upper character of a key; write 'Command-?' [shift-with-upper-character]
        \(path):11:46: warning: 'Command-Shift-Z' lists its modifiers out of the order Control, Option, Shift, Command; write 'Shift-Command-Z' [modifier-order]
        \(path):13:9: error: 'cmd+k' (Command-K) is also the shortcut of 'clearAll' (line 14); give each command its own shortcut [duplicate-shortcut]
        \(path):13:9: warning: 'cmd+k' has no title, so people cannot find it in menus or in the list shown while holding Command; add a "title" naming the command, such as its menu item [missing-title]
        \(path):14:55: error: '⌘K' (Command-K) is also the shortcut of 'clear' (line 13); give each command its own shortcut [duplicate-shortcut]

        \(path): 3 errors and 3 warnings in 6 shortcuts

        """)
  }

  @Test func aCleanFileSaysSoAndExitsZero() throws {
    let path = try write(Self.clean)
    let output = try KblocExecutable.run("lint", path)
    #expect(output.exitCode == 0, "\(output)")
    #expect(output.stdout == "\(path): no findings in 2 shortcuts\n")
    #expect(output.stderr == "")
  }

  @Test func theSummaryNamesTheRulesTurnedOff() throws {
    let path = try write(Self.sample)
    let output = try KblocExecutable.run(
      "lint", path, "--disable", "duplicate-shortcut,missing-title", "--disable", "standard-shortcut-redefined")
    #expect(output.exitCode == 0, "\(output)")
    #expect(
      output.stdout.hasSuffix(
        "\n\n\(path): 2 warnings in 6 shortcuts (turned off: standard-shortcut-redefined, duplicate-shortcut, missing-title)\n"
      ), "\(output)")
  }

  // MARK: - Exit codes

  @Test func warningsAloneExitZeroAndOneWithStrict() throws {
    let path = try write(Self.warningsOnly)
    let relaxed = try KblocExecutable.run("lint", path)
    #expect(relaxed.exitCode == 0, "\(relaxed)")
    #expect(relaxed.stdout.contains(": warning: 'Option-@' uses Option with '@'"))
    let strict = try KblocExecutable.run("lint", "--strict", path)
    #expect(strict.exitCode == 1, "\(strict)")
    #expect(strict.stdout == relaxed.stdout)
    #expect(try KblocExecutable.run("lint", "--strict", write(Self.clean)).exitCode == 0)
  }

  @Test func anUnknownRuleInDisableExitsTwoWithASuggestion() throws {
    let output = try KblocExecutable.run("lint", "--disable", "control-modifer", try write(Self.clean))
    #expect(output.exitCode == 2, "\(output)")
    #expect(output.stdout == "")
    #expect(
      output.stderr.contains("Unknown lint rule 'control-modifer' in '--disable'; did you mean 'control-modifier'?"),
      "\(output)")
  }

  @Test func anUnknownRuleInTheFileExitsTwoNamingItsPlace() throws {
    let path = try write(
      """
      {"shortcuts": [{"id": "undo", "title": "Undo", "keys": "Command-Z"}],
       "lint": {"disable": ["missing-title", "modifer-order"]}}
      """)
    let output = try KblocExecutable.run("lint", path)
    #expect(output.exitCode == 2, "\(output)")
    #expect(output.stdout == "")
    #expect(
      output.stderr
        == "\(path):2:40: error: unknown lint rule 'modifer-order' in 'lint.disable'; did you mean 'modifier-order'?\n"
    )
  }

  @Test func theFileTurnsRulesOff() throws {
    let path = try write(
      """
      {"shortcuts": [{"id": "mention", "title": "Insert Mention", "keys": "Option-@"}],
       "lint": {"disable": ["non-command-modifier-with-symbol"]}}
      """)
    let output = try KblocExecutable.run("lint", "--strict", path)
    #expect(output.exitCode == 0, "\(output)")
    #expect(output.stdout == "\(path): no findings in 1 shortcut (turned off: non-command-modifier-with-symbol)\n")
  }

  @Test(arguments: [
    ("{\"shortcuts\": [", "malformed JSON"), ("", "an empty file"),
    ("[{\"id\": \"x\", \"keys\": \"Command-Lef Arrow\"}]", "bad keys"),
  ])
  func badInputExitsTwoWithTheFileAndPlace(_ text: String, _ what: String) throws {
    let path = try write(text)
    let output = try KblocExecutable.run("lint", path)
    #expect(output.exitCode == 2, "\(what): \(output)")
    #expect(output.stdout == "")
    #expect(output.stderr.hasPrefix("\(path):"), "\(what): \(output)")
  }

  @Test func aMissingFileOrAnUnknownReferenceLayoutExitsTwo() throws {
    let missing = try KblocExecutable.run("lint", "/nonexistent/shortcuts.json")
    #expect(missing.exitCode == 2)
    #expect(missing.stderr.contains("'/nonexistent/shortcuts.json'"))
    let layout = try KblocExecutable.run("lint", "--from", "xx", try write(Self.clean))
    #expect(layout.exitCode == 2)
    #expect(layout.stderr.contains("'xx'"), "\(layout)")
  }

  // MARK: - JSON

  @Test func jsonHasTheContractFieldsForEveryFinding() throws {
    let path = try write(Self.sample)
    let output = try KblocExecutable.run("lint", "--format", "json", path)
    #expect(output.exitCode == 1, "\(output)")
    let root = try KblocExecutable.decode(Contract.LintReport.self, from: output, exitCode: 1)
    #expect(root.file == path)
    #expect(root.shortcuts == 6)
    #expect(root.errors == 3)
    #expect(root.warnings == 3)
    #expect(root.disabledRules == [])
    let findings = root.findings
    #expect(findings.count == 6)
    for finding in findings {
      #expect(Self.ruleIDs.contains(finding.rule))
      #expect(["error", "warning"].contains(finding.severity))
      #expect(!finding.id.isEmpty)
      #expect(!finding.message.isEmpty)
      #expect(!(try #require(finding.fix)).isEmpty)
      #expect(finding.file == path)
      #expect(finding.line >= 1)
      #expect(finding.column >= 1)
    }
    #expect(findings.map(\.id) == ["runQuery", "help", "redo", "clear", "clear", "clearAll"])
  }

  @Test func aConflictListsSixteenPartnersThenHowManyThereAreInAll() throws {
    let shortcuts = (0..<20).map { #"{"id": "s\#($0)", "keys": "Command-K", "title": "Command \#($0)"}"# }
    let path = try write(#"{"shortcuts": ["# + shortcuts.joined(separator: ", ") + "]}")
    let root = try KblocExecutable.decode(Contract.LintReport.self, "lint", "--format", "json", path, exitCode: 1)
    let conflicts = root.findings.filter { $0.rule == "duplicate-shortcut" }
    #expect(conflicts.count == 20)
    for finding in conflicts {
      let partners = try #require(finding.conflictsWith)
      #expect(partners.count == 16, "\(finding.id)")
      #expect(!partners.contains { $0.id == finding.id })
      #expect(finding.conflictCount == 19, "\(finding.id)")
    }
    let few = try write(#"{"shortcuts": [{"id": "a", "keys": "Command-K"}, {"id": "b", "keys": "Command-K"}]}"#)
    let pair = try KblocExecutable.decode(Contract.LintReport.self, "lint", "--format", "json", few, exitCode: 1)
    #expect(pair.findings.filter { $0.rule == "duplicate-shortcut" }.allSatisfy { $0.conflictCount == nil })
  }

  @Test func positionsPointAtTheOpeningQuoteOfEachKeysValue() throws {
    let path = try write(Self.sample)
    let findings = try KblocExecutable.decode(Contract.LintReport.self, "lint", "--format", "json", path, exitCode: 1)
      .findings
    let lines = Self.sample.components(separatedBy: "\n")
    for finding in findings {
      let line = finding.line
      let column = finding.column
      let scalars = Array(lines[line - 1].unicodeScalars)
      try #require(column - 1 < scalars.count)
      #expect(scalars[column - 1] == "\"")
      let before = String(String.UnicodeScalarView(scalars[..<(column - 1)]))
      let after = String(String.UnicodeScalarView(scalars[column...]))
      // The value after a `"keys":` key, on the same line or the line above.
      #expect(before.contains("\"keys\":") || lines[line - 2].hasSuffix("\"keys\":"), "\(finding)")
      #expect(!after.isEmpty, "\(finding.id)")
    }
  }

  @Test func theExampleFileMatchesTheLintContract() throws {
    let output = try KblocExecutable.run("lint", "--format", "json", ExampleFiles.url("shortcuts.json").path)
    #expect([0, 1].contains(output.exitCode), "\(output)")
    // Decoding checks that every finding has each of the contract's fields, of its type.
    let findings = try KblocExecutable.decode(Contract.LintReport.self, from: output, exitCode: output.exitCode)
      .findings
    for finding in findings {
      #expect(Self.ruleIDs.contains(finding.rule), "\(finding.rule)")
    }
  }

  // MARK: - SARIF

  @Test func sarifIsAStructurallyValidLogWhoseResultsPointAtTheirRules() throws {
    let path = try write(Self.sample)
    let output = try KblocExecutable.run("lint", "--format", "sarif", path)
    #expect(output.exitCode == 1, "\(output)")
    let log = try Contract.decode(Contract.SARIF.Log.self, from: output.stdout)
    #expect(log.schema.hasSuffix("sarif-schema-2.1.0.json"))
    #expect(log.version == "2.1.0")
    try #require(log.runs.count == 1)
    let run = log.runs[0]
    #expect(run.columnKind == "unicodeCodePoints")
    let driver = run.tool.driver
    #expect(driver.name == "kbloc")
    #expect(!driver.version.isEmpty)

    let rules = driver.rules
    #expect(rules.map(\.id) == Self.ruleIDs)
    for rule in rules {
      let id = rule.id
      for (field, message) in [
        ("shortDescription", rule.shortDescription), ("fullDescription", rule.fullDescription), ("help", rule.help),
      ] {
        #expect(!message.text.isEmpty, "\(field) of \(id)")
      }
      #expect(["error", "warning"].contains(rule.defaultConfiguration.level), "\(id)")
      #expect(rule.helpUri.hasPrefix("https://"))
    }

    let findings = try KblocExecutable.decode(Contract.LintReport.self, "lint", "--format", "json", path, exitCode: 1)
      .findings
    let results = run.results
    #expect(results.count == findings.count)
    for (result, finding) in zip(results, findings) {
      let ruleID = result.ruleId
      let ruleIndex = result.ruleIndex
      try #require(rules.indices.contains(ruleIndex))
      #expect(rules[ruleIndex].id == ruleID)
      #expect(ruleID == finding.rule)
      #expect(result.level == finding.severity)
      #expect(result.level == rules[ruleIndex].defaultConfiguration.level)
      #expect(result.message.text.hasPrefix(finding.message))
      try #require(result.locations.count == 1)
      let physical = result.locations[0].physicalLocation
      #expect(physical.artifactLocation.uri == URL(fileURLWithPath: path).absoluteString)
      #expect(physical.region.startLine == finding.line)
      #expect(physical.region.startColumn == finding.column)
    }
  }

  @Test func sarifOfACleanFileHasTheRulesAndNoResults() throws {
    let output = try KblocExecutable.run("lint", "--format", "sarif", try write(Self.clean))
    #expect(output.exitCode == 0, "\(output)")
    let run = try #require(try Contract.decode(Contract.SARIF.Log.self, from: output.stdout).runs.first)
    #expect(run.results.isEmpty)
    #expect(run.tool.driver.rules.count == Self.ruleIDs.count)
  }

  // MARK: - Helpers

  /// Writes `text` to a new file in this test's temporary folder and returns its path.
  func write(_ text: String) throws -> String {
    try folder.file("s\(UUID().uuidString.prefix(8)).json", containing: text).path
  }
}
