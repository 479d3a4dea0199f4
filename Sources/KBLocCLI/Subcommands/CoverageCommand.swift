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
      --min-coverage or a result matches --fail-on.
      """
  )

  @Argument(help: "The shortcuts file, or where an app declares them: Swift, keymaps, .xib, .storyboard, a folder.")
  var file: String

  @OptionGroup var input: InputOptions

  @Option(
    name: .long,
    help:
      "Layouts: specs separated by ',' (or ';' when a spec has groups, 'us,ru;fr'), built-in sets (@apple, @europe, @cyrillic, @rtl, @cjk, @top, @all) or set files (@path/to/set.txt)."
  )
  var layouts: String

  @Option(name: .long, help: "Whose conventions: mac (Macintosh variants, Option) or pc (as written, AltGr).")
  var platform: Platform = .mac

  @OptionGroup var translation: TranslationOptions

  @Option(name: .long, help: "Output format: text, markdown, json, junit or html.")
  var format: CoverageFormat = .text

  @Option(name: .long, help: "Write the report to this file (atomically) instead of standard output.")
  var output: String?

  @Option(name: .long, help: "Exit 1 when overall coverage is below this percentage.")
  var minCoverage: Double?

  @Option(
    name: .long,
    help:
      "Exit 1 when any result has one of these statuses or flags, or 'error' for layouts that fail to load (comma-separated)."
  )
  var failOn: String?

  func validate() throws {
    if let minCoverage, !(0...100).contains(minCoverage) {
      throw ValidationError("'--min-coverage' takes a percentage from 0 to 100, not '\(minCoverage)'")
    }
    _ = try problems()
  }

  func run() async throws {
    let definitions = try ShortcutFileReader.read(file, format: input.format()).definitions
    if let output, URL(fileURLWithPath: output).standardizedFileURL == URL(fileURLWithPath: file).standardizedFileURL {
      throw InputError(description: "The output '\(output)' is the input file; kbloc never writes over its input")
    }
    let specs = try LayoutList.specs(from: layouts)
    let reference = try Layout.xkb(translation.from, platform: platform)
    let run = CoverageRun(
      definitions: definitions, reference: reference, platform: platform, direction: translation.direction,
      preference: translation.prefer, keepsLayouts: format == .html)
    // JSON: each layout's part is rendered by the task that translated it, across the cores.
    let renderRow: @Sendable (CoverageReport.Row) -> String?
    if format == .json {
      renderRow = { row in
        var text = ""
        CoverageReport.layoutJSON(of: row).render(into: &text, indent: CoverageReport.layoutIndent)
        return text
      }
    } else {
      renderRow = { _ in nil }
    }
    let report: CoverageReport
    let renderedRows: [String?]
    if let progress = ProgressLine(total: specs.count) {
      (report, renderedRows) = await run.run(
        specs: specs, progress: { done, total in progress.update(done, total) }, alongside: renderRow)
      progress.finish()
    } else {
      (report, renderedRows) = await run.run(specs: specs, alongside: renderRow)
    }
    let rendered: String
    switch format {
    case .text: rendered = report.text(file: file)
    case .markdown: rendered = report.markdown(file: file)
    case .json: rendered = report.json(file: file, layouts: renderedRows.compactMap { $0 }).rendered() + "\n"
    case .junit: rendered = report.junit(file: file)
    case .html: rendered = report.html(file: file)
    }
    if let output {
      try OutputFile.write(rendered, to: output)
    } else {
      Terminal.standardOutput.write(rendered)
    }
    try gate(report)
  }

  /// Exits 1 (after the report is written) when the run is under the bar.
  func gate(_ report: CoverageReport) throws {
    var failures: [String] = []
    if let minCoverage, report.percent < minCoverage {
      failures.append(
        "coverage \(report.percent.formattedPercent) is below --min-coverage \(minCoverage.formattedPercent)")
    }
    let problems = try problems()
    if !problems.isEmpty {
      let matches = report.matches(problems)
      if !matches.isEmpty {
        let names = problems.map(\.description).sorted().joined(separator: ",")
        failures.append("\(matches.count) result(s) match --fail-on \(names)")
      }
    }
    guard !failures.isEmpty else { return }
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
          "Unknown problem '\(name)' in '--fail-on'; "
            + (Suggestions.didYouMean(Array(close.prefix(1)))
              ?? "it takes " + CoverageProblem.names.map { "'\($0)'" }.joined(separator: ", ")))
      }
      problems.insert(problem)
    }
    return problems
  }
}

/// The formats `kbloc coverage` writes.
enum CoverageFormat: String, ExpressibleByArgument, CaseIterable {
  case text, markdown, json, junit, html
}
