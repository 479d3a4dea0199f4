/// The benchmarks of docs/performance.md, each one function from the options to the figures it prints.
///
/// Adding a figure is adding one `static func name(_ options: Options) -> [Figure]` (or `async`)
/// in an extension (one file), its target a `static let` there, and listing both in ``all`` under
/// a name for `--only`. The README's table then comes from a run (`make readme-table`).
enum Benchmarks {
  /// A benchmark: runs its measurements and returns its figures, failures included as rows.
  typealias Benchmark = @Sendable (Options) async -> [Figure]

  /// Every benchmark with its `--only` name and the targets its rows are held to, in the order
  /// they run and print.
  ///
  /// `registry` comes first: it times the process's first `LayoutRegistry.system()` call, which
  /// every later figure then finds cached. `coverage` comes last: it takes the longest.
  static let all: [(name: String, targets: [Target], run: Benchmark)] = [
    ("registry", [], registryLoad),
    ("layout-load", [LayoutLoadCase.target], layoutLoad),
    ("bundled-load", [BundledLoadCase.target], bundledLoad),
    ("first-bundled-load", [BundledLoadCase.target], firstBundledLoad),
    ("first-recorded-load", [RecordedLoadCase.target], firstRecordedLoad),
    ("parse", [ParseMix.target], parseShortcut),
    ("layout-file", [LayoutLoadCase.target], layoutFileImport),
    ("localize", [LocalizeMix.target, LocalizeMix.parseTarget], localizeShortcut),
    ("source-scan", [GeneratedAppTree.scanTarget], sourceScan),
    ("isolated-compile", [], isolatedCompile),
    (
      "big-file",
      [
        BigFileCase.translateTarget, BigFileCase.lintTarget, BigFileCase.coverageTarget,
        BigFileCase.crowdedLintTarget,
      ],
      bigFile
    ),
    ("suggest", [SuggestMeasurement.allTarget, SuggestMeasurement.appleTarget], suggest),
    (
      "coverage",
      [CoverageMeasurement.target, CoverageMeasurement.cachedTarget, CoverageMeasurement.perShortcutTarget],
      coverageAll
    ),
  ]

  /// The names `--only` takes.
  static var names: [String] { all.map(\.name) }

  /// The benchmarks the options select, in order.
  static func selected(by options: Options) -> [Benchmark] {
    all.filter { options.only.isEmpty || options.only.contains($0.name) }.map(\.run)
  }
}
