internal import Foundation
internal import KBLoc
internal import KBLocXKB

extension Benchmarks {
  /// DESIGN.md §8 and issue 4: `kbloc coverage Examples/shortcuts.json --layouts @all --format json`
  /// end to end, against compiling the same keymaps one after another with libxkbcommon alone
  /// (``CoverageMeasurement/target``).
  ///
  /// The kbloc side runs the release `kbloc` binary as a child process, so process start, the
  /// registry read, the reference layout, the parallel run, the JSON rendering and the write are
  /// all counted. The baseline resolves the registry's entries as `CoverageRun` does (on `mac`,
  /// `fr` → `fr(mac)`, each keymap once) before timing, then compiles them with
  /// ``Baseline/compile(_:)``. Two in-process rows show where the process's time goes:
  /// `CoverageRun.run(specs:)` at the default width (the cores) and at width 1 (kbloc's work per
  /// keymap, beside the baseline's bare compile).
  static func coverageAll(_ options: Options) async -> [Figure] {
    let title = "Coverage over @all — kbloc coverage vs libxkbcommon compiling the same keymaps one by one"
    var measurement: CoverageMeasurement
    do {
      measurement = try CoverageMeasurement(platform: options.platform)
      try await measurement.warmUp()
    } catch {
      return [
        Figure(
          id: "coverage-all", title: title, note: "Could not set the figure up.",
          rows: [Row("kbloc coverage @all", failure: String(describing: error), target: CoverageMeasurement.target)])
      ]
    }
    let load = MachineLoad()
    for round in 0..<options.coverageIterations {
      do {
        try await measurement.measure(round: round)
      } catch {
        measurement.failure = String(describing: error)
        break
      }
    }
    measurement.load = load.summary()
    return [Figure(id: "coverage-all", title: title, note: measurement.note, rows: measurement.rows)]
  }
}

/// The coverage figure's setup and samples.
struct CoverageMeasurement {
  /// DESIGN.md §8: the run cold (every keymap compiled), on 2 cores, against compiling the keymaps
  /// one after another.
  static let target = Target.ratioAtMost(0.6)

  /// Whose conventions both sides follow.
  let platform: Platform
  /// The release `kbloc` binary.
  let kbloc: URL
  /// `Examples/shortcuts.json`.
  let file: URL
  /// Every registry entry by name, what `--layouts @all` expands to.
  let specs: [String]
  /// The keymaps those specs resolve to, each once: what the baseline compiles.
  let keymaps: [RuleNames]
  /// The example file's shortcuts, for the in-process rows.
  let definitions: [ShortcutDefinition]
  /// The US layout of the platform, for the in-process rows.
  let reference: Layout
  /// How many cores the default-width run uses.
  let width = ProcessInfo.processInfo.activeProcessorCount

  /// The process end to end.
  private(set) var process = Samples()
  /// The CPU time (user + system, every thread) the process used.
  private(set) var processCPU = Samples()
  /// libxkbcommon compiling ``keymaps`` one after another.
  private(set) var baseline = Samples()
  /// The CPU time the baseline used.
  private(set) var baselineCPU = Samples()
  /// `CoverageRun.run(specs:)` at the default width.
  private(set) var inProcess = Samples()
  /// `CoverageRun.run(specs:)` one layout at a time.
  private(set) var serial = Samples()
  /// How many keymaps the baseline could not compile (`custom` on a stock system).
  private(set) var baselineFailures = 0
  /// The layouts and error rows the process reported, read from its JSON in the warm-up.
  private(set) var reported: (layouts: Int, errors: Int)?
  /// Why measuring stopped, if it did.
  var failure: String?
  /// How busy the rest of the machine was during the timed rounds.
  var load: String?

  /// Finds the binary and the example file and resolves the registry's entries.
  /// - Throws: ``BenchFailure`` when the binary or the file is missing; `KeymapError` when the
  ///   registry cannot be read; the example file's errors.
  init(platform: Platform) throws {
    self.platform = platform
    kbloc = try KblocBinary.url()
    guard let file = ExampleFile.url else {
      throw BenchFailure("Examples/shortcuts.json not found; run kbloc-bench from the repository")
    }
    self.file = file
    let registry = try LayoutRegistry.system()
    specs = registry.entries.map(\.name)
    var seen = Set<String>()
    var keymaps: [RuleNames] = []
    for text in specs {
      guard let parsed = try? LayoutSpec(text),
        let resolved = try? LayoutLoadCase.resolve(parsed, platform: platform),
        seen.insert(resolved.description).inserted
      else { continue }
      keymaps.append(RuleNames(resolved))
    }
    self.keymaps = keymaps
    definitions = try ExampleFile.definitions()
    reference = try Layout.xkb("us", platform: platform)
  }

  /// Runs each side once untimed, reading the process's JSON to check it covered what the
  /// baseline compiles.
  mutating func warmUp() async throws {
    let json = try JSONSerialization.jsonObject(with: Data(runProcess(keepingOutput: true)))
    guard let summary = (json as? [String: Any])?["summary"] as? [String: Any],
      let layouts = summary["layouts"] as? Int, let errors = summary["errors"] as? Int
    else {
      throw BenchFailure("kbloc coverage printed no summary.layouts and summary.errors")
    }
    reported = (layouts, errors)
    baselineFailures = compileBaseline()
    guard layouts == keymaps.count, errors == baselineFailures else {
      throw BenchFailure(
        "kbloc reported \(layouts) layouts (\(errors) errors) but the baseline compiles "
          + "\(keymaps.count) keymaps (\(baselineFailures) failures)")
    }
    _ = await runInProcess(width: width)
  }

  /// Takes one sample of each row, the order rotated by `round`.
  mutating func measure(round: Int) async throws {
    for step in 0..<4 {
      switch (step + round) % 4 {
      case 0:
        let cpu = CPUTime.children()
        let duration = try Samples.duration { () throws(BenchFailure) in _ = try runProcess(keepingOutput: false) }
        process.append(duration)
        processCPU.append(CPUTime.children() - cpu)
      case 1:
        let cpu = CPUTime.this()
        let duration = Samples.duration { blackHole(compileBaseline()) }
        baseline.append(duration)
        baselineCPU.append(CPUTime.this() - cpu)
      case 2:
        let duration = await Self.timedAsync { await runInProcess(width: width) }
        inProcess.append(duration)
      default:
        let duration = await Self.timedAsync { await runInProcess(width: 1) }
        serial.append(duration)
      }
    }
  }

  /// The figure's rows.
  var rows: [Row] {
    if let failure { return [Row("kbloc coverage @all", failure: failure, target: Self.target)] }
    return [
      Row("kbloc coverage @all --format json (process)", kbloc: process, baseline: baseline, target: Self.target),
      Row("  ↳ CoverageRun.run(specs:) in-process, width \(width)", kbloc: inProcess, baseline: baseline),
      Row("  ↳ CoverageRun.run(specs:) in-process, width 1", kbloc: serial, baseline: baseline),
      Row("CPU time (user + sys): the process vs the baseline", kbloc: processCPU, baseline: baselineCPU),
    ]
  }

  /// The figure's note: what both sides do, and how many layouts that is.
  var note: String {
    "@all is \(specs.count) registry entries → \(keymaps.count) keymaps once resolved for \(platform.rawValue) "
      + "(\(baselineFailures) fail to compile), × \(definitions.count) shortcuts. kbloc: the release binary "
      + "\(kbloc.path) as a child process, stdout to /dev/null, \(width) cores. Baseline: xkb_context_new + "
      + "xkb_keymap_new_from_names + unrefs for each keymap, one after another, in this process. Medians "
      + "of the timed runs; ↳ rows are in-process parts of the process row. The CPU row is load-independent: "
      + "its ratio over the cores is the best wall-clock ratio the parallel run could reach on an idle machine. "
      + pairedRatioText + (load.map { " " + $0 } ?? "")
  }

  /// The median of each round's process time over the same round's baseline time: the two run
  /// back to back, so a slow spell of the machine weighs on both.
  var pairedRatioText: String {
    let ratios = zip(process.durations, baseline.durations).map { $0 / $1 }
    guard let median = ratios.median(between: { ($0 + $1) / 2 }), let low = ratios.min(), let high = ratios.max()
    else { return "" }
    return "Round by round, process over baseline: median \(Format.ratio(median)), "
      + "from \(Format.ratio(low)) to \(Format.ratio(high))."
  }

  /// Runs `kbloc coverage FILE --layouts @all --format json` to completion.
  /// - Returns: What it printed, when `keepingOutput`; its output goes to `/dev/null` otherwise.
  /// - Throws: ``BenchFailure`` when it cannot start or exits with a non-zero status.
  func runProcess(keepingOutput: Bool) throws(BenchFailure) -> [UInt8] {
    let child = ChildProcess(
      kbloc.path,
      arguments: ["coverage", file.path, "--layouts", "@all", "--format", "json", "--platform", platform.rawValue],
      environment: ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("XKB_DEFAULT_") },
      output: keepingOutput ? .kept(upTo: InputLimits.fileSize) : .discarded)
    return try child.run(expecting: [0]).output
  }

  /// Compiles every keymap with libxkbcommon alone; returns how many it rejected.
  func compileBaseline() -> Int {
    var failures = 0
    for names in keymaps {
      do {
        try Baseline.compile(names)
      } catch {
        failures += 1
      }
    }
    return failures
  }

  /// The in-process run; returns the overall percentage so the report is used.
  func runInProcess(width: Int) async -> Double {
    // As `kbloc coverage --format json` runs it: rows keep every result.
    let report = await CoverageRun(
      definitions: definitions, reference: reference, layouts: .xkb(platform: platform),
      options: .init(platform: platform, width: width, keepsEveryResult: true)
    )
    .run(specs: specs)
    blackHole(report)
    return report.percent ?? 0
  }

  /// How long an async operation takes; its result is kept from the optimizer.
  private static func timedAsync(_ operation: () async -> Double) async -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    let result = await operation()
    let duration = start.duration(to: clock.now)
    blackHole(result)
    return duration
  }
}
