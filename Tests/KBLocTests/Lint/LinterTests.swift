import KBLoc
import Testing

extension LintTests {
  struct LinterTests {
    /// A multi-line file with findings of several rules, shortcuts spread over lines and columns.
    static let sample = """
      {
        "app": "Sample",
        "shortcuts": [
          { "id": "save", "title": "Save", "keys": "Command-S" },
          {
            "id": "runQuery",
            "title": "Run Query",
            "keys":   "Command-Q"
          },
          { "id": "help", "title": "Help",
            "keys": "Shift-Command-/" },
          { "id": "clear", "keys": "Command-Control-K" },
          { "id": "clear2", "title": "Clear", "keys": "⌃⌘K" }
        ]
      }
      """

    static func sampleFile(disable: String = "") throws -> ShortcutFile {
      let text = disable.isEmpty ? sample : sample.replacingLastBrace(with: #", "lint": {"disable": [\#(disable)]}}"#)
      return try ShortcutFile(parsing: text, fileName: "sample.json")
    }

    @Test func theRulesAreTheContractsInOrder() {
      #expect(
        Linter().ruleIDs == [
          "standard-shortcut-redefined", "modifier-order", "shift-with-upper-character", "control-modifier",
          "non-command-modifier-with-symbol", "unrelated-shift-variant", "duplicate-shortcut", "shadowed-shortcut",
          "missing-title", "too-many-shortcuts", "key-code-shortcut", "global-hotkey-takes-shortcut",
          "global-hotkey-shadows-menu-item",
        ])
    }

    @Test func eachRuleIsDocumentedWithItsSeverity() {
      let errors = Linter.standardRules.filter { $0.defaultSeverity == .error }.map(\.id)
      #expect(errors == ["standard-shortcut-redefined", "duplicate-shortcut"])
      for rule in Linter.standardRules {
        #expect(rule.summary.hasSuffix("."), "\(rule.id)")
        #expect(rule.documentation.contains("*Fix:*"), "\(rule.id)")
      }
    }

    @Test func findingsPointAtEachKeysValueAndAreSortedByPlaceThenRule() throws {
      let findings = try Linter().lint(Self.sampleFile())
      let summary = findings.map { "\($0.position) \($0.ruleID) \($0.shortcutID)" }
      #expect(
        summary == [
          "8:17 standard-shortcut-redefined runQuery",
          "11:15 shift-with-upper-character help",
          "12:30 modifier-order clear",
          "12:30 control-modifier clear",
          "12:30 duplicate-shortcut clear",
          "12:30 missing-title clear",
          "13:49 control-modifier clear2",
          "13:49 duplicate-shortcut clear2",
        ])
    }

    @Test func theFileDisablesRules() throws {
      let file = try Self.sampleFile(disable: #""control-modifier", "duplicate-shortcut""#)
      let rules = Set(try Linter().lint(file).map(\.ruleID))
      #expect(
        rules == ["standard-shortcut-redefined", "shift-with-upper-character", "modifier-order", "missing-title"])
    }

    @Test func theRunDisablesRules() throws {
      let findings = try Linter().lint(Self.sampleFile(), disabling: ["missing-title", "standard-shortcut-redefined"])
      #expect(!findings.contains { $0.ruleID == "missing-title" || $0.ruleID == "standard-shortcut-redefined" })
      #expect(findings.count == 6)
    }

    @Test func anUnknownRuleInTheFileIsAnErrorAtItsPlace() throws {
      let file = try Self.sampleFile(disable: #""control-modifer""#)
      let error = try #require(throws: LintRuleNameError.self) { try Linter().lint(file) }
      #expect(error.name == "control-modifer")
      #expect(error.suggestions == ["control-modifier"])
      #expect(error.position == SourcePosition(line: 15, column: 24))
      #expect(
        error.description
          == "sample.json:15:24: error: unknown lint rule 'control-modifer' in 'lint.disable'; did you mean 'control-modifier'?"
      )
    }

    @Test func anUnknownRuleForTheRunIsAnError() throws {
      let error = try #require(throws: LintRuleNameError.self) {
        try Linter().lint(Self.sampleFile(), disabling: ["missing-titel"])
      }
      #expect(error.description == "Unknown lint rule 'missing-titel'; did you mean 'missing-title'?")
      let far = try #require(throws: LintRuleNameError.self) { try Linter().validate(ruleNames: ["zzz"]) }
      #expect(far.fix.hasPrefix("the rules are 'standard-shortcut-redefined', 'modifier-order', "))
    }

    @Test func aCleanFileHasNoFindings() throws {
      let file = try ShortcutFile(
        parsing:
          #"[{"id": "undo", "title": "Undo", "keys": "Command-Z"}, {"id": "redo", "title": "Redo", "keys": "Shift-Command-Z"}]"#,
        fileName: "clean.json")
      #expect(try Linter().lint(file).isEmpty)
    }

    @Test func findingsReadLikeACompilersDiagnostics() throws {
      let finding = try #require(try Linter().lint(Self.sampleFile()).first { $0.shortcutID == "help" })
      #expect(
        finding.description
          == "11:15: warning: 'Shift-Command-/' writes Shift with the upper character of a key; write 'Command-?' [shift-with-upper-character]"
      )
    }

    @Test func severitiesOrderFromWarningToError() {
      #expect(LintSeverity.warning < .error)
      #expect(LintSeverity.allCases.max() == .error)
    }
  }
}

extension String {
  /// The text with its last `}` replaced.
  fileprivate func replacingLastBrace(with replacement: String) -> String {
    guard let brace = lastIndex(of: "}") else { return self }
    return String(self[..<brace]) + replacement + String(self[index(after: brace)...])
  }
}
