internal import Foundation
internal import KBLoc
internal import KBLocLayouts
internal import KBLocXKB

extension Benchmarks {
  /// docs/performance.md and issue 12: the first `Layout.bundled` of a process (``BundledLoadCase/target``).
  ///
  /// The first call pays for what later ones find ready (the resource bundle's lookup, the first
  /// file read, lazily made tables), so each sample is a fresh process: kbloc-bench runs itself
  /// with `--child first-bundled-load NAME`, which times its first `Layout.bundled(NAME)` and prints
  /// the nanoseconds. The breakdown rows are fresh processes too, each timing the steps of a first
  /// load one after the other: the first file read (with the resource bundle's lookup), a second
  /// read, the first decode.
  static func firstBundledLoad(_ options: Options) -> [Figure] {
    let name = BundledLoadCase.names[0]
    let title = "First bundled load — the first Layout.bundled(\"\(name)\") of a process"
    let note =
      "Each sample is a new kbloc-bench process timing its own first call, so the figure includes what the "
      + "process pays once (bundle lookup, first file read, lazy tables). Breakdown: the same first load, "
      + "step by step, in other fresh processes. No baseline: the target is absolute."
    guard let bench = CommandLine.arguments.first.map({ URL(fileURLWithPath: $0).path }) else {
      return [Figure(id: "first-bundled-load", title: title, note: note, rows: [])]
    }
    let steps = ["load", "bundle", "read", "decode"]
    var samples: [String: Samples] = [:]
    var failure: String?
    for round in 0..<(options.warmup + options.iterations) {
      for mode in ["load", "steps"] {
        do {
          let child = ChildProcess(
            bench, arguments: ["--child", "first-bundled-load", name, mode],
            output: .kept(upTo: ChildProcess.messageLimit))
          // One `step nanoseconds` pair a line.
          for line in try child.run(expecting: [0]).outputText.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let nanoseconds = Int64(fields[1]) else { continue }
            if round >= options.warmup {
              samples[String(fields[0]), default: Samples()].append(.nanoseconds(nanoseconds))
            }
          }
        } catch {
          failure = String(describing: error)
        }
      }
    }
    if let failure {
      let row = Row("first Layout.bundled", failure: failure, target: BundledLoadCase.target)
      return [Figure(id: "first-bundled-load", title: title, note: note, rows: [row])]
    }
    let labels = [
      "load": "first Layout.bundled(\"\(name)\") in a fresh process",
      "bundle": "  ↳ first BundledSnapshots.text(named:) (resource bundle lookup + file read)",
      "read": "  ↳ a second text(named:), another layout (the file read alone)",
      "decode": "  ↳ Layout(snapshot:) (decoding, first time in the process)",
    ]
    let rows = steps.compactMap { step -> Row? in
      guard let series = samples[step], let label = labels[step] else { return nil }
      return Row(label, kbloc: series, target: step == "load" ? BundledLoadCase.target : .none)
    }
    return [Figure(id: "first-bundled-load", title: title, note: note, rows: rows)]
  }

  /// The child side of ``firstBundledLoad(_:)``.
  ///
  /// Runs as `--child first-bundled-load NAME load|steps`. Prints `step nanoseconds` lines; exits non-zero when the layout does not load.
  static func firstBundledLoadChild(name: String, mode: String) -> Int32 {
    let clock = ContinuousClock()
    if mode == "load" {
      let start = clock.now
      guard let layout = try? Layout.bundled(name) else { return 1 }
      let duration = start.duration(to: clock.now)
      blackHole(layout)
      print("load \(Format.nanoseconds(duration))")
      return 0
    }
    var start = clock.now
    guard let text = BundledSnapshots.text(named: name) else { return 1 }
    print("bundle \(Format.nanoseconds(start.duration(to: clock.now)))")
    start = clock.now
    guard let other = BundledSnapshots.text(named: BundledLoadCase.names[1]) else { return 1 }
    print("read \(Format.nanoseconds(start.duration(to: clock.now)))")
    blackHole(other)
    start = clock.now
    guard let layout = try? Layout(snapshot: text) else { return 1 }
    print("decode \(Format.nanoseconds(start.duration(to: clock.now)))")
    blackHole(layout)
    return 0
  }
}
