internal import Foundation
internal import KBLoc
internal import KBLocXKB

extension Benchmarks {
  /// docs/performance.md and issues 4 and 19: `kbloc coverage Examples/shortcuts.json --layouts @all
  /// --platform pc --format json` end to end, cold (`--no-cache`, ``CoverageMeasurement/target``)
  /// and with the layout cache filled (``CoverageMeasurement/cachedTarget``), against compiling the
  /// same keymaps one after another with libxkbcommon alone.
  ///
  /// The kbloc side runs the release `kbloc` binary as a child process, so process start, the
  /// registry read, the reference layout, the parallel run, the JSON rendering and the write are
  /// all counted. The cached run reads a cache folder of its own, filled by the warm-up and removed
  /// after; nothing is read from or written to the user's cache. The baseline resolves the
  /// registry's entries as `CoverageRun` does (each keymap once) before timing, then compiles them
  /// with ``Baseline/compile(_:)``. Two in-process rows show where the cold process's time goes:
  /// `CoverageRun.run(specs:)` at the default width (the cores) and at width 1 (kbloc's work per
  /// keymap, beside the baseline's bare compile). Issue 19's cost per shortcut: files of 30 and
  /// 300 shortcuts from `tools/generate-shortcuts`, both `--no-cache`, timed in the same rounds
  /// (``CoverageMeasurement/perShortcutTarget``).
  ///
  /// The figure is on `pc`, as docs/performance.md states it, whatever `--platform` says.
  static func coverageAll(_ options: Options) async -> [Figure] {
    let title = "Coverage over @all — kbloc coverage vs libxkbcommon compiling the same keymaps one by one"
    var measurement: CoverageMeasurement
    do {
      measurement = try CoverageMeasurement(platform: .pc)
    } catch {
      return [
        Figure(
          id: "coverage-all", title: title, note: "Could not set the figure up.",
          rows: [Row("kbloc coverage @all", failure: String(describing: error), target: CoverageMeasurement.target)])
      ]
    }
    defer { measurement.removeCache() }
    do {
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
  /// docs/performance.md: the run cold (every keymap compiled), on 2 cores, against compiling the keymaps
  /// one after another.
  static let target = Target.ratioAtMost(0.6)
  /// docs/performance.md: the run with the layout cache filled, against the same baseline.
  static let cachedTarget = Target.ratioAtMost(0.1)
  /// Issue 19: 300 shortcuts over `@all` in at most 1.5 times the time of 30, both cold.
  static let perShortcutTarget = Target.ratioAtMost(1.5)
  /// The sizes of the generated files the per-shortcut rows run.
  static let sizes = (small: 30, large: 300)

  /// Whose conventions both sides follow.
  let platform: Platform
  /// The release `kbloc` binary.
  let kbloc: URL
  /// `Examples/shortcuts.json`.
  let file: URL
  /// The generated files of ``sizes``, in a folder of the figure's own.
  let sizedFiles: (small: String, large: String)
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
  /// The layout cache the cached run reads: a folder of the figure's own, filled by the warm-up.
  let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "kbloc-bench-cache-\(UUID().uuidString)"
  ).path

  /// The process end to end, cold (`--no-cache`).
  private(set) var process = Samples()
  /// The CPU time (user + system, every thread) the cold process used.
  private(set) var processCPU = Samples()
  /// The process end to end, with the cache filled.
  private(set) var cached = Samples()
  /// The CPU time the process with the cache filled used.
  private(set) var cachedCPU = Samples()
  /// The process cold on the small generated file.
  private(set) var small = Samples()
  /// The process cold on the large generated file.
  private(set) var large = Samples()
  /// `LayoutCache.problem` on a new cache value: the origin's fingerprint (every XKB data file
  /// `stat`ed), what each cached run pays once.
  private(set) var fingerprint = Samples()
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
    let folder = cacheFolder + "-files"
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw BenchFailure("cannot create \(folder): \(error.localizedDescription)")
    }
    let paths = [Self.sizes.small, Self.sizes.large].map { "\(folder)/\($0).json" }
    for (count, path) in zip([Self.sizes.small, Self.sizes.large], paths) {
      _ = try ChildProcess("tools/generate-shortcuts", arguments: ["--count", String(count), path]).run(expecting: [0])
    }
    sizedFiles = (paths[0], paths[1])
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
  /// baseline compiles, and fills the cache, checking that the cached run prints the same report.
  mutating func warmUp() async throws {
    let cold = try runProcess(cache: nil, keepingOutput: true)
    for pass in ["filling the cache", "reading it"] {
      guard try runProcess(cache: cacheFolder, keepingOutput: true) == cold else {
        throw BenchFailure("kbloc coverage with --cache-dir printed another report than with --no-cache (\(pass))")
      }
    }
    let json = try JSONSerialization.jsonObject(with: Data(cold))
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
    for step in 0..<7 {
      switch (step + round) % 7 {
      case 0:
        let (wall, cpu) = try timedProcess(cache: nil)
        process.append(wall)
        processCPU.append(cpu)
      case 4:
        let (wall, cpu) = try timedProcess(cache: cacheFolder)
        cached.append(wall)
        cachedCPU.append(cpu)
        fingerprint.append(Samples.duration { blackHole(LayoutCache(folder: cacheFolder).problem) })
      case 5:
        small.append(try timedProcess(cache: nil, file: sizedFiles.small).wall)
      case 6:
        large.append(try timedProcess(cache: nil, file: sizedFiles.large).wall)
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
      Row(
        "kbloc coverage @all --format json --no-cache (process)", kbloc: process, baseline: baseline,
        target: Self.target),
      Row("  ↳ CoverageRun.run(specs:) in-process, width \(width)", kbloc: inProcess, baseline: baseline),
      Row("  ↳ CoverageRun.run(specs:) in-process, width 1", kbloc: serial, baseline: baseline),
      Row("CPU time (user + sys): the process --no-cache vs the baseline", kbloc: processCPU, baseline: baselineCPU),
      Row(
        "kbloc coverage @all --format json, cache filled (process)", kbloc: cached, baseline: baseline,
        target: Self.cachedTarget),
      Row("  ↳ the cache's fingerprint of the XKB data, once a process", kbloc: fingerprint),
      Row("CPU time (user + sys): the process, cache filled, vs the baseline", kbloc: cachedCPU, baseline: baselineCPU),
      Row("\(Self.sizes.small) generated shortcuts --no-cache (process)", kbloc: small, baseline: baseline),
      Row(
        "\(Self.sizes.large) generated shortcuts --no-cache vs \(Self.sizes.small) (process)", kbloc: large,
        baseline: small, target: Self.perShortcutTarget),
    ]
  }

  /// The figure's note: what both sides do, and how many layouts that is.
  var note: String {
    "@all is \(specs.count) registry entries → \(keymaps.count) keymaps once resolved for \(platform.rawValue) "
      + "(\(baselineFailures) fail to compile), × \(definitions.count) shortcuts. kbloc: the release binary "
      + "\(kbloc.path) as a child process, stdout to /dev/null, \(width) cores, with --no-cache (every keymap "
      + "compiled), then with --cache-dir on a cache the warm-up filled (its report checked equal to the cold "
      + "one); the last rows run files of \(Self.sizes.small) and \(Self.sizes.large) shortcuts from "
      + "tools/generate-shortcuts the same way, --no-cache, the 300 against the 30. Baseline: xkb_context_new + "
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

  /// One run of the process, output discarded: its wall time and the CPU time it used.
  func timedProcess(cache: String?, file: String? = nil) throws(BenchFailure) -> (wall: Duration, cpu: Duration) {
    let cpu = CPUTime.children()
    let wall = try Samples.duration { () throws(BenchFailure) in
      _ = try runProcess(cache: cache, file: file, keepingOutput: false)
    }
    return (wall, CPUTime.children() - cpu)
  }

  /// Runs `kbloc coverage FILE --layouts @all --format json` to completion, with the cache in
  /// `cache`, or `--no-cache`; FILE is `file`, or the example file.
  /// - Returns: What it printed, when `keepingOutput`; its output goes to `/dev/null` otherwise.
  /// - Throws: ``BenchFailure`` when it cannot start or exits with a non-zero status.
  func runProcess(cache: String?, file: String? = nil, keepingOutput: Bool) throws(BenchFailure) -> [UInt8] {
    let child = ChildProcess(
      kbloc.path,
      arguments: [
        "coverage", file ?? self.file.path, "--layouts", "@all", "--format", "json", "--platform", platform.rawValue,
      ]
        + (cache.map { ["--cache-dir", $0] } ?? ["--no-cache"]),
      environment: ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("XKB_DEFAULT_") },
      output: keepingOutput ? .kept(upTo: InputLimits.fileSize) : .discarded)
    return try child.run(expecting: [0]).output
  }

  /// Removes the cached run's cache folder and the generated files.
  func removeCache() {
    try? FileManager.default.removeItem(atPath: cacheFolder)
    try? FileManager.default.removeItem(atPath: cacheFolder + "-files")
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
