import ArgumentParser
import Foundation
import KBLoc
import KBLocSources
import KBLocXKB

/// `kbloc coverage`: which shortcuts break on which keyboards, over a whole set of layouts.
struct CoverageCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "coverage",
    abstract: "Report which shortcuts work on which layouts, over many layouts at once.",
    discussion: """
      A result is covered when it is neither unreachable nor needs-option and has no conflict. \
      Layouts that fail to load are error rows; the run goes on. Exit 1 when coverage is below \
      --min-coverage or a result matches --fail-on. Without --layouts, the project file's layouts; \
      without either, @apple on --platform mac and @top on pc. A folder's shortcuts are covered \
      per app (each its own figure, then the total); the minimum applies to each app and the total. \
      With --baseline (or the project file's baseline.coverage), the misses in the baseline are left \
      out of the report, the percentages and the exit code; --write-baseline records the run's misses.
      """
  )

  @Argument(help: "The shortcuts file, or where an app declares them: Swift, keymaps, .xib, .storyboard, a folder.")
  var file: String

  @OptionGroup var input: InputOptions
  @OptionGroup var project: ProjectOptions

  @OptionGroup var targets: TargetLayoutOptions

  @OptionGroup var translation: TranslationOptions
  @OptionGroup var baselineOptions: BaselineOptions
  @OptionGroup var cacheOptions: CacheOptions

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Output format: text, markdown, json, junit, html or github.",
      discussion:
        "github: GitHub Actions annotations, and the Markdown report appended to $GITHUB_STEP_SUMMARY when it is set."
    ))
  var format: CoverageFormat = .text

  @Option(name: .long, help: "Write the report to this file (atomically) instead of standard output.")
  var output: String?

  @Option(name: .long, parsing: .unconditional, help: "Exit 1 when overall coverage is below this percentage.")
  var minCoverage: Double?

  @Option(
    name: .long,
    help:
      "Exit 1 when any result has one of these statuses or flags, or 'error' for layouts that fail to load (comma-separated)."
  )
  var failOn: String?

  func validate() throws {
    if let minCoverage, !(0...100).contains(minCoverage) {
      throw ValidationError("'--min-coverage' takes a percentage from 0 to 100, not \(minCoverage.formattedPercent)")
    }
    _ = try problems()
  }

  func run() async throws {
    let (shortcuts, settings) = try project.read(file, format: input.format(), platform: targets.conventions.choice)
    let definitions = shortcuts.definitions
    let platform = targets.platform(project: settings)
    var translation = translation
    translation.policy = translation.policy ?? settings?.policy
    let specs = try targets.specs(project: settings)
    if let output { try OutputFile.check(output) }
    let applied = try baselineOptions.read(for: .coverage, project: settings)
    try baselineOptions.checkOutput()
    let cache = cacheOptions.cache
    let reference = try IsolatedCompile.layout(named: translation.from, platform: platform, cache: cache)
    var options = CoverageRun.Options(
      platform: platform, direction: translation.direction, preference: translation.prefer,
      policy: translation.policy, keyboard: targets.keyboard, width: ProcessInfo.processInfo.activeProcessorCount,
      keepsEveryResult: format.showsEveryResult, problemLimit: format.listedProblems)
    options.baseline = applied?.baseline
    if format == .json {
      // Each layout's results are written as they come, on the task that translated them, and let go.
      let (entries, apps) = CoverageReport.apps(of: definitions)
      let appNames = CoverageReport(definitions: entries, rows: [], platform: platform, apps: apps).appNames
      // What each result writes the same on every layout, written once.
      let parts = CoverageReport.ResultJSONParts(definitions: entries, appNames: appNames, indent: 8)
      options.keepsEveryResult = false
      options.writeResults = { CoverageReport.resultsJSON($0, parts: parts) }
    }
    let layouts = CompileWorkers.loader(platform: platform, cache: cache)
    let run = CoverageRun(definitions: definitions, reference: reference, layouts: layouts, options: options)
    let report: CoverageReport
    if let progress = ProgressLine(total: specs.count) {
      report = await run.run(specs: specs) { done, total in progress.update(done, total) }
      progress.finish()
    } else {
      report = await run.run(specs: specs)
    }
    if let path = baselineOptions.writeBaseline {
      try baselineOptions.write(Baseline(recording: report), to: path)
    }
    let name = ShortcutFileReader.summaryName(of: file)
    // The text in parts written one after the other: a JSON report is mostly its layouts' results.
    let parts: [[UInt8]]
    switch format {
    case .text:
      var rendered = report.text(file: name)
      if let applied {
        rendered += BaselineOptions.summary(
          applied.baseline.compare(with: report), file: applied.file, command: .coverage)
      }
      parts = [Array(rendered.utf8)]
    case .markdown: parts = [Array(report.markdown(file: name).utf8)]
    case .json: parts = report.jsonParts(file: ReportPath.shown(file))
    case .junit: parts = [Array(report.junit(file: name).utf8)]
    case .github: parts = [Array(report.github(input: ReportPath.shown(file), name: name).utf8)]
    case .html:
      // The drawn keyboards' tables are loaded again (from the cache when it is on) rather than kept by
      // the run for every layout.
      let html = report.html(file: name) { [platform, keyboard = targets.keyboard] layout in
        if let entry = AppleInputSource.named(layout.requested) {
          return try? LayoutOptions.load(
            entry, keyboard: keyboard, platform: platform, variants: nil, options: nil, cache: cache)
        }
        return try? IsolatedCompile.layout(named: layout.name, platform: platform, cache: cache)
      }
      parts = [Array(html.utf8)]
    }
    if let output {
      try OutputFile.write(parts: parts, to: output)
    } else {
      Terminal.standardOutput.write(parts: parts)
    }
    if format == .github { try GitHubStepSummary.append(report.markdown(file: name)) }
    if let minCoverage {
      try gate(report, minCoverage: minCoverage, named: "--min-coverage")
    } else {
      try gate(
        report, minCoverage: settings?.minimumCoverage, named: "the project file's min-coverage",
        appMinimum: { settings?.minimumCoverage(ofApp: $0) })
    }
  }

  /// Exits 1 (after the report is written) when the run is under the bar: `minCoverage` (the
  /// command line's or the project file's, as `named` says) for the total and for each app
  /// (`appMinimum` for an app of its own minimum), or `--fail-on`.
  func gate(
    _ report: CoverageReport, minCoverage: Double?, named: String, appMinimum: ((String) -> Double?)? = nil
  ) throws {
    var failures: [String] = []
    // Each app of several, or one app with a minimum of its own.
    for app in report.apps where app.target != nil {
      guard let minimum = appMinimum?(app.name) ?? minCoverage, report.isPerApp || minimum != minCoverage,
        let percent = app.percent, percent < minimum
      else { continue }
      failures.append(
        "coverage of \(app.name.quoted) \(percent.formattedPercent) is below \(named) \(minimum.formattedPercent)")
    }
    if let minCoverage {
      if let percent = report.percent {
        if percent < minCoverage {
          failures.append("coverage \(percent.formattedPercent) is below \(named) \(minCoverage.formattedPercent)")
        }
      } else {
        failures.append("no layout loaded, so coverage has no percentage and fails \(named)")
      }
    }
    let problems = try problems()
    if !problems.isEmpty {
      let matches = report.count(matching: problems)
      if matches > 0 {
        let names = problems.map(\.description).sorted().joined(separator: ",")
        failures.append("\(matches) result(s) match --fail-on \(names)")
      }
    }
    guard !failures.isEmpty else { return }
    if format == .github {
      // Also an annotation, so that the run's page says why it failed.
      let annotation = GitHubAnnotation(
        level: .error, title: "kbloc coverage", message: failures.joined(separator: "; "))
      Terminal.standardOutput.write(annotation.rendered + "\n")
    }
    Terminal.standardError.write("kbloc: " + failures.joined(separator: "; ") + "\n")
    throw ExitCode.findings
  }

  func problems() throws -> Set<CoverageProblem> {
    guard let failOn else { return [] }
    var problems = Set<CoverageProblem>()
    for name in failOn.split(separator: ",").map({ String($0).trimmingCharacters(in: .whitespaces) })
    where !name.isEmpty {
      guard let problem = CoverageProblem(name: name) else {
        let close = Suggestions.closest(to: name, among: CoverageProblem.names)
        throw ValidationError(
          "Unknown problem \(name.quoted) in '--fail-on'; "
            + (Suggestions.didYouMean(Array(close.prefix(1)))
              ?? "it takes " + CoverageProblem.names.map { "\($0.quoted)" }.joined(separator: ", ")))
      }
      problems.insert(problem)
    }
    return problems
  }
}

/// The formats `kbloc coverage` writes.
enum CoverageFormat: String, ExpressibleByArgument, CaseIterable {
  case text, markdown, json, junit, html, github

  /// Whether the format shows every result (each one's key and reason), not only the problems:
  /// the run keeps every result for it.
  var showsEveryResult: Bool { self == .json || self == .html }

  /// How many problems the format lists, or `nil` when it lists them all: the run keeps no more
  /// per layout, so its memory does not grow with the number of layouts.
  var listedProblems: Int? {
    switch self {
    case .text: return CoverageReport.textListedProblems
    // GitHub's annotations read the cells; its job summary is the Markdown report.
    case .markdown, .github: return CoverageReport.markdownListedProblems
    case .json, .junit, .html: return nil
    }
  }
}
