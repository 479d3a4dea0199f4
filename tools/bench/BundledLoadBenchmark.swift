internal import KBLoc
internal import KBLocXKB

extension Benchmarks {
  /// docs/performance.md and issue 5: loading a layout from a bundled snapshot (``BundledLoadCase/target``).
  ///
  /// `Layout.bundled(name)` end to end (file read, decode, reverse index), for `de(mac)` and a few
  /// layouts of other scripts; the baseline column is libxkbcommon compiling the same names, what
  /// `Layout.xkb` would pay instead, so the ratio says how much of a compile the snapshot costs.
  /// A breakdown row times the decode of a snapshot text already in memory.
  static func bundledLoad(_ options: Options) -> [Figure] {
    var rows: [Row] = []
    var breakdown: [Row] = []
    for name in BundledLoadCase.names {
      do {
        let loadCase = try BundledLoadCase(name: name, options: options)
        rows.append(loadCase.loadRow)
        breakdown.append(loadCase.decodeRow)
      } catch {
        rows.append(Row(name, failure: String(describing: error), target: BundledLoadCase.target))
      }
    }
    return [
      Figure(
        id: "bundled-load", title: "Bundled load — Layout.bundled(name) from the snapshots in KBLocLayouts",
        note: "kbloc: read the snapshot file from the resource bundle, decode it, build the reverse index. "
          + "Baseline: libxkbcommon compiling the same RMLVO names (xkb_context_new + xkb_keymap_new_from_names "
          + "+ unrefs), the work a bundled load avoids.",
        rows: rows + breakdown)
    ]
  }
}

/// One bundled layout's load, measured.
struct BundledLoadCase {
  /// docs/performance.md: a bundled table's load, the first in a process included (issues 5 and 12).
  static let target = Target.timeAtMost(.milliseconds(1))

  /// The layouts timed: the issue's `de(mac)` first, then other scripts and sizes.
  static let names = ["de(mac)", "fr(mac)", "ru(mac)", "jp(mac)", "il"]

  /// The bundled layout's name.
  let name: String
  /// `Layout.bundled(name)`, start to finish.
  private(set) var load = Samples()
  /// `Layout(snapshot:)` on the text already read.
  private(set) var decode = Samples()
  /// libxkbcommon compiling the same names.
  private(set) var compile = Samples()

  /// The snapshot text of the layout, decoded by the breakdown row.
  private let text: String
  /// The RMLVO names the baseline compiles.
  private let names: RuleNames

  /// Warms up, then times each step `options.iterations` times, the order rotating each round.
  /// - Throws: when the snapshot is not bundled or does not decode, or libxkbcommon fails.
  init(name: String, options: Options) throws {
    self.name = name
    text = try Layout.bundled(name).snapshot(xkeyboardConfig: "bench")
    names = RuleNames(try LayoutSpec(name))
    for round in 0..<options.warmup { try measure(round: round) }
    load = Samples()
    decode = Samples()
    compile = Samples()
    for round in 0..<options.iterations { try measure(round: round) }
  }

  /// Runs every step once, the order rotated by `round`, adding one sample to each series.
  private mutating func measure(round: Int) throws {
    for step in 0..<3 {
      switch (step + round) % 3 {
      case 0:
        let layout = try load.time { [name] () throws(SnapshotError) in try Layout.bundled(name) }
        withExtendedLifetime(layout) {}
      case 1:
        let layout = try decode.time { [text] () throws(SnapshotError) in try Layout(snapshot: text) }
        withExtendedLifetime(layout) {}
      default:
        try compile.time { [names] () throws(BenchFailure) in try Baseline.compile(names) }
      }
    }
  }

  /// The row of the figure.
  var loadRow: Row {
    Row("Layout.bundled(\"\(name)\")", kbloc: load, baseline: compile, target: Self.target)
  }

  /// The decode part of the load, against the same baseline.
  var decodeRow: Row {
    Row("\(name)   ↳ decode only Layout(snapshot:)", kbloc: decode, baseline: compile)
  }
}
