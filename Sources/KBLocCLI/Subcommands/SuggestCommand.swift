import ArgumentParser
import Foundation
import KBLoc
import KBLocSources
import KBLocXKB

/// `kbloc suggest`: replacements for the shortcuts that break on some target layouts.
struct SuggestCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "suggest",
    abstract: "Propose shortcuts that work on every target layout for those that do not.",
    discussion: """
      For each shortcut that is unreachable, needs an extra modifier, conflicts in its scope or \
      shadows a character on a target layout, or that a lint rule finds, up to --count \
      alternatives, best first: covered on every layout as coverage measures it, free of \
      conflicts in its scope and of the standard shortcuts, lint-clean (Command; Shift only with \
      letters; no Control), the same key first, then letters of the title. Alternatives that type \
      the same character on every layout come before those pressed as another character or by \
      position on some; --strict keeps only the first. --output writes the shortcuts as a \
      shortcuts file with the first choice of each applied, free of conflicts together; sources \
      are never edited. Layouts as for coverage.
      """
  )

  @Argument(help: "The shortcuts file, or where an app declares them: Swift, keymaps, .xib, .storyboard, a folder.")
  var file: String

  @OptionGroup var input: InputOptions
  @OptionGroup var project: ProjectOptions

  @OptionGroup var targets: TargetLayoutOptions

  @OptionGroup var translation: TranslationOptions
  @OptionGroup var cacheOptions: CacheOptions

  @Option(name: .long, help: "The most alternatives per shortcut.")
  var count: Int = 3

  @Flag(name: .long, help: "Only alternatives that type the same character on every target layout.")
  var strict = false

  @Option(name: .long, help: "Output format: text or json.")
  var format: OutputFormat = .text

  @Option(
    name: .long,
    help: "Write the shortcuts, the first choice of each applied, as a kbloc shortcuts file (JSON) to this file.")
  var output: String?

  func validate() throws {
    guard (1...50).contains(count) else {
      throw ValidationError("'--count' takes a number from 1 to 50, not \(count)")
    }
  }

  func run() async throws {
    let (shortcuts, settings) = try project.read(file, format: input.format(), platform: targets.conventions.choice)
    let platform = targets.platform(project: settings)
    var translation = translation
    translation.policy = translation.policy ?? settings?.policy
    let specs = try targets.specs(project: settings)
    if let output { try OutputFile.check(output) }
    let cache = cacheOptions.cache
    let reference = try IsolatedCompile.layout(named: translation.from, platform: platform, cache: cache)
    // Lint reads the reference's two-character keys on mac, as `kbloc lint` does.
    let lintReference =
      platform == .mac ? reference : try IsolatedCompile.layout(named: translation.from, platform: .mac, cache: cache)
    let run = CoverageRun(
      definitions: shortcuts.definitions, reference: reference,
      layouts: CompileWorkers.loader(platform: platform, cache: cache),
      options: CoverageRun.Options(
        platform: platform, direction: translation.direction, preference: translation.prefer,
        policy: translation.policy, keyboard: targets.keyboard, width: ProcessInfo.processInfo.activeProcessorCount))
    let loaded: [CoverageRun.LoadedSpec]
    if let progress = ProgressLine(total: specs.count) {
      loaded = await run.loadLayouts(specs: specs) { done, total in progress.update(done, total) }
      progress.finish()
    } else {
      loaded = await run.loadLayouts(specs: specs)
    }
    var targets: [ShortcutSuggester.TargetLayout] = []
    for entry in loaded {
      switch entry.layout {
      case .success(let layout): targets.append(.init(name: entry.requested, layout: layout))
      case .failure(let failure):
        let message = failure.message.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        Terminal.standardError.write("kbloc: warning: \(entry.requested.quoted) is left out: \(message)\n")
      }
    }
    guard !targets.isEmpty else {
      throw InputError(description: "No layout of \(specs.count) loaded, so there is nothing to suggest for")
    }
    let suggester = ShortcutSuggester(
      run: run, layouts: targets, fileName: shortcuts.fileName, lintSettings: shortcuts.lintSettings,
      linter: Linter(context: LintContext(reference: lintReference)),
      options: .init(count: count, strict: strict, disabledRules: settings?.disabledRules ?? []))
    let report = try suggester.suggest()
    let name = ShortcutFileReader.summaryName(of: file)
    switch format {
    case .text: Terminal.standardOutput.write(report.text(file: name, strict: strict))
    case .json: Terminal.standardOutput.write(report.json(file: ReportPath.shown(file)).rendered() + "\n")
    }
    if let output {
      try OutputFile.write(report.correctedFile(lintSettings: shortcuts.lintSettings).rendered() + "\n", to: output)
    }
  }
}
