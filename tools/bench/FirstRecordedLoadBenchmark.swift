internal import Foundation
internal import KBLoc
internal import KBLocXKB

/// The recorded table the first-load figure loads, and its target.
enum RecordedLoadCase {
  /// An input source with a table recorded on a Mac, placed on an ISO keyboard.
  static let identifier = "com.apple.keylayout.German"
  /// docs/performance.md and issue 17: a recorded table's first load in a process, at most 1 ms.
  static let target = Target.timeAtMost(.milliseconds(1))
}

extension Benchmarks {
  /// Issue 17: the first load of an Apple input source's recorded table in a process
  /// (``RecordedLoadCase/target``).
  ///
  /// As for ``firstBundledLoad(_:)``, each sample is a fresh process: kbloc-bench runs itself with
  /// `--child first-recorded-load ID`, which times its first `Layout.bundled(inputSource: ID)`
  /// (finding the input source, reading `Layouts/Recorded/ID.kblayout`, decoding it and placing its
  /// keys on the input source's keyboard) and prints the nanoseconds.
  static func firstRecordedLoad(_ options: Options) -> [Figure] {
    let identifier = RecordedLoadCase.identifier
    let title = "First recorded load — the first Layout.bundled(inputSource: \"\(identifier)\") of a process"
    let note =
      "Each sample is a new kbloc-bench process timing its own first call: the input-source table, the "
      + "resource lookup, the file read, the decode and the placing of the keys on the ISO keyboard. "
      + "No baseline: the target is absolute."
    let label = "first Layout.bundled(inputSource: German), recorded, ISO, in a fresh process"
    guard let bench = CommandLine.arguments.first.map({ URL(fileURLWithPath: $0).path }) else {
      return [Figure(id: "first-recorded-load", title: title, note: note, rows: [])]
    }
    var samples = Samples()
    var failure: String?
    for round in 0..<(options.warmup + options.iterations) {
      do {
        let child = ChildProcess(
          bench, arguments: ["--child", "first-recorded-load", identifier],
          output: .kept(upTo: ChildProcess.messageLimit))
        let text = try child.run(expecting: [0]).outputText
        guard let nanoseconds = Int64(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
          throw CocoaError(.fileReadCorruptFile)
        }
        if round >= options.warmup { samples.append(.nanoseconds(nanoseconds)) }
      } catch {
        failure = String(describing: error)
      }
    }
    let row =
      failure.map { Row(label, failure: $0, target: RecordedLoadCase.target) }
      ?? Row(label, kbloc: samples, target: RecordedLoadCase.target)
    return [Figure(id: "first-recorded-load", title: title, note: note, rows: [row])]
  }

  /// The child side of ``firstRecordedLoad(_:)``: runs as `--child first-recorded-load ID`,
  /// prints the nanoseconds of its first `Layout.bundled(inputSource: ID)`; exits non-zero when
  /// that is not a recorded table.
  static func firstRecordedLoadChild(identifier: String) -> Int32 {
    let clock = ContinuousClock()
    let start = clock.now
    guard let layout = try? Layout.bundled(inputSource: identifier) else { return 1 }
    let duration = start.duration(to: clock.now)
    guard case .recorded = layout.source else { return 2 }
    blackHole(layout)
    print(Format.nanoseconds(duration))
    return 0
  }
}
