/// The benchmarks of DESIGN.md §8, each one function from the options to the figures it prints.
///
/// Adding a figure is adding one `static func name(_ options: Options) -> [Figure]` in an
/// extension (one file) and listing it in ``all``. Still to come:
/// - `localizeShortcut` — localize one shortcut on a loaded layout; `.timeBelow(.microseconds(1))`,
///   no baseline.
/// - `coverageAll` — `kbloc coverage` over `@all` versus compiling every registry layout one after
///   another with ``Baseline/compile(_:)``; `.ratioBelow(1.0)`.
enum Benchmarks {
  /// A benchmark: runs its measurements and returns its figures, failures included as rows.
  typealias Benchmark = @Sendable (Options) -> [Figure]

  /// Every benchmark, in the order they run and print.
  ///
  /// `registryLoad` comes first: it times the process's first `LayoutRegistry.system()` call,
  /// which every later figure then finds cached.
  static let all: [Benchmark] = [registryLoad, layoutLoad, bundledLoad]
}
