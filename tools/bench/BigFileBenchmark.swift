internal import Foundation
internal import KBLocXKB

extension Benchmarks {
  /// docs/performance.md and issue 13: a 100,000-shortcut file translated, linted and covered on 4
  /// layouts, each in a time and a peak memory (``BigFileCase/translateTarget``, ``BigFileCase/lintTarget``,
  /// ``BigFileCase/coverageTarget``).
  ///
  /// The files come from `tools/generate-shortcuts` (run from the repository's root, as `make bench`
  /// does) into a temporary folder; each sample is one run of the release `kbloc` as a child
  /// process, its peak memory read with `wait4`. Rows without a target show the hostile shapes
  /// of the issue: one duplicate group of 4,000, and a bad key on line 14 of the big file.
  static func bigFile(_ options: Options) -> [Figure] {
    let title = "Big files — kbloc on 100,000 shortcuts, as a child process"
    let note =
      "Wall time from spawn to exit of the release kbloc, median of \(BigFileCase.runs) runs after one warm-up; "
      + "peak memory is the largest ru_maxrss of those runs. Files made by tools/generate-shortcuts."
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbloc-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let kbloc: String
    do {
      kbloc = try KblocBinary.url().path
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      let row = Row("big files", failure: String(describing: error), target: BigFileCase.translateTarget)
      return [Figure(id: "big-file", title: title, note: note, rows: [row])]
    }
    var rows: [Row] = []
    var files: [String: String] = [:]
    for (name, arguments) in BigFileCase.files {
      let path = folder.appendingPathComponent(name).path
      do {
        _ = try ChildProcess("tools/generate-shortcuts", arguments: arguments + [path]).run(expecting: [0])
        files[name] = path
      } catch {
        rows.append(Row("generate \(name)", failure: "\(error) (run make bench from the repository's root)"))
      }
    }
    for bigCase in BigFileCase.all {
      guard let path = files[bigCase.file] else { continue }
      var samples = Samples()
      var peak = 0
      var failure: String?
      for round in 0...BigFileCase.runs {
        do {
          // --no-cache: the figure times the work on the file, and the bench writes nothing in the
          // user's layout cache.
          let run = try ChildProcess(kbloc, arguments: bigCase.arguments + ["--no-cache", path])
            .run(expecting: bigCase.statuses)
          if round > 0 {
            samples.append(run.duration)
            peak = max(peak, run.peakMemory)
          }
        } catch {
          failure = String(describing: error)
        }
      }
      if let failure {
        rows.append(Row(bigCase.label, failure: failure, target: bigCase.target))
      } else {
        var row = Row(bigCase.label + ", peak \(peak / 1_000_000) MB", kbloc: samples, target: bigCase.target)
        row.peakMemory = peak
        rows.append(row)
      }
    }
    return [Figure(id: "big-file", title: title, note: note, rows: rows)]
  }
}

/// One command run on a generated file.
struct BigFileCase {
  /// docs/performance.md: 100,000 shortcuts translated.
  static let translateTarget = Target.timeAndMemoryBelow(.seconds(2), bytes: 500_000_000)
  /// docs/performance.md: 100,000 shortcuts linted.
  static let lintTarget = Target.timeAndMemoryBelow(.seconds(3), bytes: 500_000_000)
  /// Issue 13: coverage of 100,000 shortcuts on 4 layouts.
  ///
  /// Memory must not grow with the number of layouts: the bar is the translate bar, and the
  /// 1-layout row beside it shows what one layout costs.
  static let coverageTarget = Target.timeAndMemoryBelow(.seconds(10), bytes: 500_000_000)
  /// Issue 31: `lint --format json` of 60,000 shortcuts on 324 key combinations, groups of about
  /// 185 in conflict, whose JSON lists a bounded number of partners per finding.
  static let crowdedLintTarget = Target.timeAndMemoryBelow(.seconds(5), bytes: 600_000_000)
  /// Timed runs of each case, after one warm-up.
  static let runs = 3

  /// The generated files: name and `tools/generate-shortcuts` arguments.
  static let files: [(String, [String])] = [
    ("big.json", ["--count", "100000"]),
    ("same.json", ["--count", "4000", "--same", "Command-Z"]),
    ("bad.json", ["--count", "100000", "--bad-key-at-line", "14"]),
    ("crowded.json", ["--count", "60000", "--combinations", "324"]),
  ]

  /// The row label.
  let label: String
  /// The file, one of ``files``.
  let file: String
  /// The `kbloc` arguments before the file.
  let arguments: [String]
  /// The exit statuses that mean the run did its work (lint exits 1 on findings, 2 on a bad file).
  let statuses: Set<Int32>
  /// What the row must reach.
  let target: Target

  /// Every case, in the order printed.
  static let all = [
    BigFileCase(
      label: "translate --layout fr, 100,000 shortcuts", file: "big.json", arguments: ["translate", "--layout", "fr"],
      statuses: [0], target: translateTarget),
    BigFileCase(
      label: "translate --layout fr --format json, 100,000 shortcuts", file: "big.json",
      arguments: ["translate", "--layout", "fr", "--format", "json"], statuses: [0], target: translateTarget),
    BigFileCase(
      label: "lint, 100,000 shortcuts", file: "big.json", arguments: ["lint"], statuses: [0, 1], target: lintTarget),
    BigFileCase(
      label: "coverage --layouts fr,de,ru,us, 100,000 shortcuts", file: "big.json",
      arguments: ["coverage", "--layouts", "fr,de,ru,us"], statuses: [0, 1], target: coverageTarget),
    BigFileCase(
      label: "  ↳ coverage --layouts fr, 100,000 shortcuts", file: "big.json",
      arguments: ["coverage", "--layouts", "fr"],
      statuses: [0, 1], target: .none),
    BigFileCase(
      label: "lint --format json, 60,000 shortcuts on 324 key combinations", file: "crowded.json",
      arguments: ["lint", "--format", "json"], statuses: [1], target: crowdedLintTarget),
    BigFileCase(
      label: "  ↳ translate --format json, 4,000 copies of Command-Z", file: "same.json",
      arguments: ["translate", "--layout", "fr", "--format", "json"], statuses: [0], target: .none),
    BigFileCase(
      label: "  ↳ lint, 4,000 copies of Command-Z", file: "same.json", arguments: ["lint"], statuses: [1], target: .none
    ),
    BigFileCase(
      label: "  ↳ translate, bad key on line 14 of 100,000", file: "bad.json",
      arguments: ["translate", "--layout", "fr"],
      statuses: [2], target: .none),
  ]
}
