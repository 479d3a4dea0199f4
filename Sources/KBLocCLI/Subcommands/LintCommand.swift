import ArgumentParser
import Foundation
import KBLoc
import KBLocSources
import KBLocXKB

/// `kbloc lint`: checks a file of shortcuts against Apple's Human Interface Guidelines for
/// keyboards, with compiler-style diagnostics, JSON or SARIF.
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check a file of shortcuts against Apple's keyboard guidelines.",
    discussion: """
      Rules (severity): \(Linter.standardRules.map { "\($0.id) (\($0.defaultSeverity))" }.joined(separator: ", ")). \
      Turn rules off for a file with "lint": {"disable": [...]}, for a run with --disable, or for \
      a project in its .kbloc.yml (lint: {disable: [...], warn: [...]}, warn demoting a rule's \
      errors to warnings). \
      With --baseline (or the project file's baseline.lint), only findings not in the baseline \
      are reported and decide the exit code; --write-baseline records the run's findings. \
      Exit codes: 0 when nothing fails the run; 1 when there is an error, or a warning with \
      --strict; 2 for usage or input errors, including an unknown rule name.
      """
  )

  @Argument(help: "The shortcuts file, or where an app declares them: Swift, keymaps, .xib, .storyboard, a folder.")
  var file: String

  @OptionGroup var input: InputOptions
  @OptionGroup var project: ProjectOptions

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Output format: text, json, sarif, github or xcode.",
      discussion: """
        sarif: SARIF 2.1.0, for code-scanning services. github: GitHub Actions annotations, and a \
        table of the findings appended to $GITHUB_STEP_SUMMARY when it is set. xcode: compiler \
        diagnostics with absolute paths and no summary, as Xcode and swift build show a build \
        tool's (the build-tool plugin's format).
        """))
  var format: LintFormat = .text

  @Flag(
    name: .customLong("allow-no-shortcuts"),
    help: "Report no findings, rather than an input error, when the sources declare no shortcut.")
  var allowNoShortcuts = false

  @Flag(name: .long, help: "Fail (exit 1) on warnings too, not only on errors.")
  var strict = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Rules to turn off for this run, comma-separated or repeated.",
      discussion: "Rules: \(Linter.standardRules.map(\.id).joined(separator: ", ")).",
      valueName: "rule,rule"))
  var disable: [String] = []

  @Option(name: .long, help: "The layout the shortcuts were written on, for its two-character keys.")
  var from: String = "us"

  @OptionGroup var baselineOptions: BaselineOptions
  @OptionGroup var cacheOptions: CacheOptions

  /// The rule names `--disable` gives, split at commas.
  var disabledRules: [String] {
    disable.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  func validate() throws {
    do {
      try Linter().validate(ruleNames: disabledRules)
    } catch {
      throw ValidationError("\(error.message) in '--disable'; \(error.fix)")
    }
  }

  func run() async throws {
    // The HIG's rules are macOS's: lint reads the shortcuts sources give for macOS.
    let (shortcuts, settings) = try project.read(
      file, format: input.format(), platform: .mac, allowingNone: allowNoShortcuts)
    let applied = try baselineOptions.read(for: .lint, project: settings)
    try baselineOptions.checkOutput()
    let reference = try IsolatedCompile.layout(named: from, platform: .mac, cache: cacheOptions.cache)
    // The command line's, the file's and the project's rules are all turned off.
    let turnedOff = disabledRules + (settings?.disabledRules ?? [])
    let layouts = try await keyCodeLayouts(
      for: shortcuts, project: settings, reference: reference,
      skipped: (turnedOff + shortcuts.lintSettings.disabledRules).contains(KeyCodeShortcutRule().id))
    let linter = Linter(context: LintContext(reference: reference, layouts: layouts))
    var findings = try linter.lint(shortcuts, disabling: turnedOff)
    let demoted = Set(settings?.warningRules ?? [])
    for index in findings.indices where demoted.contains(findings[index].ruleID) {
      findings[index].severity = .warning
    }
    let byID = Dictionary(shortcuts.definitions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let entries = findings.map { finding in
      byID[finding.shortcutID].map { Baseline.Entry(definition: $0, rule: finding.ruleID) }
        ?? Baseline.Entry(title: finding.shortcutID, keys: "", rule: finding.ruleID)
    }
    if let path = baselineOptions.writeBaseline {
      try baselineOptions.write(Baseline(command: .lint, entries: entries), to: path)
    }
    let comparison = applied.map { $0.baseline.compare(with: entries) }
    if let comparison { findings = comparison.new.map { findings[$0] } }
    let disabled = linter.ruleIDs.filter { (turnedOff + shortcuts.lintSettings.disabledRules).contains($0) }
    // The shortcuts the report names: those of the findings and the other sides it lists.
    var named: Set<String> = []
    for finding in findings {
      named.insert(finding.shortcutID)
      named.formUnion(finding.conflictingShortcuts.prefix(LintReport.listedConflictLimit))
    }
    var definitions: [String: ShortcutDefinition] = [:]
    for definition in shortcuts.definitions where named.contains(definition.id) {
      definitions[definition.id] = definition
    }
    var report = LintReport(
      file: ReportPath.shown(file), name: ShortcutFileReader.summaryName(of: file),
      shortcutCount: shortcuts.definitions.count,
      rules: linter.rules, disabledRules: disabled,
      findings: findings, definitions: definitions)
    if definitions.values.contains(where: { $0.declaration != nil }) {
      // Shortcuts from many files: findings in file order, then by place, as compilers list them.
      let places = findings.map(report.place(of:))
      report.findings = zip(places, findings).enumerated().sorted { left, right in
        let (a, b) = (left.element.0, right.element.0)
        return (a.file, a.position, left.offset) < (b.file, b.position, right.offset)
      }.map(\.element.1)
    }
    switch format {
    case .text:
      var text = report.text(color: Terminal.standardOutput.wantsColor)
      if let applied, let comparison {
        text += BaselineOptions.summary(comparison, file: applied.file, command: .lint)
      }
      Terminal.standardOutput.write(text)
    case .json: report.writeJSON(to: Terminal.standardOutput)
    case .sarif: Terminal.standardOutput.write(report.sarif.rendered() + "\n")
    case .xcode: Terminal.standardOutput.write(report.xcode())
    case .github:
      let names = Dictionary(shortcuts.definitions.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
      Terminal.standardOutput.write(report.github(names: names))
      try GitHubStepSummary.append(report.markdown(names: names))
    }
    if report.fails(strict: strict) { throw ExitCode.findings }
  }
}

/// The formats `kbloc lint` writes.
enum LintFormat: String, ExpressibleByArgument, CaseIterable {
  /// Compiler-style diagnostics, one line each, then a summary.
  case text
  /// `{"file", "shortcuts", "disabledRules", "errors", "warnings", "findings": [...]}`.
  case json
  /// SARIF 2.1.0, for code-scanning services.
  case sarif
  /// GitHub Actions workflow commands, one annotation per finding; the job summary gets a table.
  case github
  /// Compiler diagnostics with absolute paths and no summary, for Xcode and `swift build`.
  case xcode
}

extension LintRuleNameError: KblocError {
  var exitCode: ExitCode { .inputError }
  /// A name in a file reads like a compiler's diagnostic by itself, as other file errors do.
  var diagnostic: String { fileName == nil ? "kbloc: error: \(description)" : description }
}

extension LintCommand {
  /// The layouts `key-code-shortcut` names, when a shortcut it looks at is there and it is not
  /// turned off: the project file's `layouts`, loaded as `coverage` loads them (those that fail are
  /// left out); `nil` (the rule's default set) without a project file's layouts.
  func keyCodeLayouts(
    for shortcuts: ShortcutFile, project: ProjectConfiguration?, reference: Layout, skipped: Bool
  ) async throws -> [Layout]? {
    guard !skipped, let items = project?.layouts, shortcuts.definitions.contains(where: KeyCodeShortcutRule.applies)
    else { return nil }
    let specs = try LayoutList.specs(fromItems: items)
    let run = CoverageRun(
      definitions: [], reference: reference,
      layouts: CompileWorkers.loader(platform: .mac, cache: cacheOptions.cache),
      options: CoverageRun.Options(platform: .mac, width: ProcessInfo.processInfo.activeProcessorCount))
    return await run.loadLayouts(specs: specs).compactMap { try? $0.layout.get() }
  }
}
