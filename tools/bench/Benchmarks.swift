/// The benchmarks of DESIGN.md §8, each one function from the options to the figures it prints.
///
/// Adding a figure is adding one `static func name(_ options: Options) -> [Figure]` (or `async`)
/// in an extension (one file) and listing it in ``all`` under a name for `--only`.
enum Benchmarks {
  /// A benchmark: runs its measurements and returns its figures, failures included as rows.
  typealias Benchmark = @Sendable (Options) async -> [Figure]

  /// Every benchmark with its `--only` name, in the order they run and print.
  ///
  /// `registry` comes first: it times the process's first `LayoutRegistry.system()` call, which
  /// every later figure then finds cached. `coverage` comes last: it takes the longest.
  static let all: [(name: String, run: Benchmark)] = [
    ("registry", registryLoad),
    ("layout-load", layoutLoad),
    ("bundled-load", bundledLoad),
    ("first-bundled-load", firstBundledLoad),
    ("first-recorded-load", firstRecordedLoad),
    ("parse", parseShortcut),
    ("layout-file", layoutFileImport),
    ("localize", localizeShortcut),
    ("source-scan", sourceScan),
    ("isolated-compile", isolatedCompile),
    ("big-file", bigFile),
    ("coverage", coverageAll),
  ]

  /// The names `--only` takes.
  static var names: [String] { all.map(\.name) }

  /// The benchmarks the options select, in order.
  static func selected(by options: Options) -> [Benchmark] {
    all.filter { options.only.isEmpty || options.only.contains($0.name) }.map(\.run)
  }
}
