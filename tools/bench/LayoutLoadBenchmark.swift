internal import KBLoc
internal import KBLocXKB

extension Benchmarks {
  /// Loading a layout: `Layout.xkb(spec)` against libxkbcommon compiling the same resolved RMLVO
  /// names alone (``LayoutLoadCase/target``), then where kbloc's time goes.
  ///
  /// Every layout is warmed up, then measured `options.iterations` times; each iteration runs
  /// every layout and, within a layout, the baseline and kbloc's steps in an order that rotates
  /// from one iteration to the next, so drift and cache effects fall on both sides alike.
  static func layoutLoad(_ options: Options) -> [Figure] {
    var cases: [LayoutLoadCase] = []
    var failed: [Row] = []
    for spec in options.layouts {
      do {
        var loadCase = try LayoutLoadCase(spec: spec, platform: options.platform)
        for round in 0..<options.warmup { try loadCase.measure(round: round) }
        try loadCase.check()
        loadCase.reset()
        cases.append(loadCase)
      } catch {
        failed.append(Row(spec, failure: String(describing: error), target: LayoutLoadCase.target))
      }
    }
    for round in 0..<options.iterations {
      for index in cases.indices where cases[index].failure == nil {
        do {
          try cases[index].measure(round: round)
        } catch {
          cases[index].failure = String(describing: error)
        }
      }
    }
    return [
      Figure(
        id: "layout-load", title: "Layout load — Layout.xkb(spec) vs libxkbcommon compiling the same resolved names",
        note: "kbloc: parse the spec, resolve it with the cached registry (\(options.platform.rawValue)), compile, "
          + "extract the table, build the reverse index. Baseline: xkb_context_new + xkb_keymap_new_from_names "
          + "+ unrefs of the resolved RMLVO names, called directly. Ratio and verdict use medians.",
        rows: cases.map(\.loadRow) + failed),
      Figure(
        id: "layout-load-breakdown", title: "Layout load breakdown — where kbloc's time goes",
        note: "compile + extract + release ≈ the load above; ↳ rows are contained in the row before them. "
          + "Ratio = that part / libxkbcommon's compile, so the parts' ratios add up to the load ratio.",
        rows: cases.flatMap(\.breakdownRows)),
    ]
  }
}

/// One layout's load, measured step by step.
struct LayoutLoadCase {
  /// docs/performance.md: loading a layout, against libxkbcommon's own compile of the same keymap; the
  /// layout-file figure holds its imports to it too.
  static let target = Target.ratioAtMost(1.25)

  /// The spec as the user writes it, such as `fr`.
  let spec: String
  /// Whose conventions `Layout.xkb` follows.
  let platform: Platform
  /// The spec parsed.
  let parsed: LayoutSpec
  /// The spec resolved for the platform, such as `fr(mac)`: what both sides compile.
  let resolved: LayoutSpec
  /// The RMLVO names of the resolved spec, handed to the baseline.
  let names: RuleNames

  /// libxkbcommon alone compiling ``names``.
  private(set) var baseline = Samples()
  /// `Layout.xkb(spec)`, start to finish.
  private(set) var load = Samples()
  /// `Keymap(spec:)`: resolve, context, compile, modifier probe.
  private(set) var compile = Samples()
  /// The spec resolution inside `Keymap(spec:)`: registry lookups for the Mac variant.
  private(set) var resolve = Samples()
  /// `Keymap.layout()`: the table read from the keymap, then `Layout.init`.
  private(set) var extract = Samples()
  /// `Layout.init` on an extracted table: reverse index and writing direction.
  private(set) var index = Samples()
  /// Releasing the `Keymap` (keymap and context unrefs), which `Layout.xkb` does before returning.
  private(set) var release = Samples()
  /// Why measuring stopped, if it did.
  var failure: String?

  /// Parses and resolves `spec` the way `Layout.xkb` does.
  /// - Throws: `KeymapError` for a malformed spec or a layout the registry does not list.
  init(spec: String, platform: Platform) throws(KeymapError) {
    self.spec = spec
    self.platform = platform
    do {
      parsed = try LayoutSpec(spec)
    } catch {
      throw .invalidSpec(error)
    }
    resolved = try Self.resolve(parsed, platform: platform)
    names = RuleNames(resolved)
  }

  /// What `Keymap(spec:)` does before compiling: on `mac`, check the spec against the cached
  /// registry and pick the Macintosh variants.
  static func resolve(_ spec: LayoutSpec, platform: Platform) throws(KeymapError) -> LayoutSpec {
    guard platform == .mac else { return spec }
    let registry = try LayoutRegistry.system()
    if let problem = registry.problem(with: spec) { throw problem }
    return spec.resolved(for: .mac, listing: registry.listing(of:))
  }

  /// The steps of one iteration; they run in a different order each round.
  private enum Step: CaseIterable {
    case baseline, load, split, resolve
  }

  /// Runs every step once, the order rotated by `round`, adding one sample to each series.
  mutating func measure(round: Int) throws {
    let steps = Step.allCases
    for offset in steps.indices {
      switch steps[(offset + round) % steps.count] {
      case .baseline:
        try baseline.time { () throws(BenchFailure) in try Baseline.compile(names) }
      case .load:
        let layout = try load.time { () throws(KeymapError) in try Layout.xkb(spec, platform: platform) }
        withExtendedLifetime(layout) {}
      case .split:
        try measureSplit()
      case .resolve:
        _ = try resolve.time { () throws(KeymapError) in try Self.resolve(parsed, platform: platform) }
      }
    }
  }

  /// Times `Layout.xkb`'s parts one by one: compile, extract, rebuild the index, release.
  private mutating func measureSplit() throws(KeymapError) {
    var keymap: Keymap? = try compile.time { () throws(KeymapError) in
      try Keymap(spec: parsed, platform: platform)
    }
    let table = extract.time { keymap?.layout() }
    release.time { keymap = nil }
    guard let table else { return }
    let rebuilt = index.time {
      Layout(name: table.name, groupNames: table.groupNames, platform: table.platform, keys: table.keys)
    }
    withExtendedLifetime(rebuilt) {}
  }

  /// Makes sure kbloc loads the keymap the baseline compiles.
  /// - Throws: ``Mismatch`` when `Layout.xkb` names a different layout than the resolved spec.
  func check() throws {
    let loaded = try Layout.xkb(spec, platform: platform)
    guard loaded.name == resolved.description else {
      throw Mismatch(description: "kbloc loaded '\(loaded.name)' but the baseline compiles '\(resolved.description)'")
    }
  }

  /// kbloc and the baseline did not compile the same layout.
  struct Mismatch: Error, CustomStringConvertible {
    /// Which names differ.
    let description: String
  }

  /// Drops the warm-up samples.
  mutating func reset() {
    baseline = Samples()
    load = Samples()
    compile = Samples()
    resolve = Samples()
    extract = Samples()
    index = Samples()
    release = Samples()
  }

  /// `fr → fr(mac)`, or the spec alone when resolving left it as written.
  var label: String {
    resolved.description == spec ? spec : "\(spec) → \(resolved.description)"
  }

  /// The row of the layout-load figure.
  var loadRow: Row {
    if let failure { return Row(label, failure: failure, target: Self.target) }
    return Row(label, kbloc: load, baseline: baseline, target: Self.target)
  }

  /// The rows of the breakdown figure, each part set against the baseline compile.
  var breakdownRows: [Row] {
    let name = resolved.description
    if let failure { return [Row(name, failure: failure)] }
    return [
      Row("\(name) compile  Keymap(spec:)", kbloc: compile, baseline: baseline),
      Row("\(name)   ↳ resolve spec (cached registry)", kbloc: resolve, baseline: baseline),
      Row("\(name) extract  Keymap.layout()", kbloc: extract, baseline: baseline),
      Row("\(name)   ↳ Layout.init (reverse index)", kbloc: index, baseline: baseline),
      Row("\(name) release  Keymap deinit", kbloc: release, baseline: baseline),
    ]
  }
}
