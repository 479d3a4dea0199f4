internal import Foundation

/// The machine-readable report: the same figures and rows as ``Report``, times in nanoseconds.
///
/// ``ReadmeTable`` reads it back to write the README's table.
///
/// ```json
/// { "build": "release", "date": "2026-11-25", "cores": 2, "other_load_percent": 3.2, "iterations": 30,
///   "warmup": 3, "platform": "mac",
///   "figures": [ { "id": "layout-load", "title": "…", "note": "…", "rows": [
///     { "figure": "fr → fr(mac)", "kbloc": { "median_ns": 4120000, "min_ns": 3980000, "samples": 30 },
///       "baseline": { … }, "ratio": 1.17, "ratio_of_min": 1.15,
///       "target": { "kind": "ratio_at_most", "value": 1.25, "text": "≤ 1.25×" }, "verdict": "PASS" } ] } ] }
/// ```
struct JSONReport: Codable {
  /// `release`, or a warning for a debug build.
  let build: String
  /// The day of the run, `YYYY-MM-DD` in UTC.
  let date: String
  /// The cores the machine had.
  let cores: Int
  /// The share of those cores other processes used during the run, in percent; `nil` where it
  /// cannot be read (not Linux).
  let otherLoadPercent: Double?
  /// Timed iterations per operation.
  let iterations: Int
  /// Untimed warm-up rounds.
  let warmup: Int
  /// `mac` or `pc`.
  let platform: String
  /// Every figure, in order.
  let figures: [FigureEntry]

  /// Builds the report of a run; `load` started measuring when the run did.
  init(options: Options, figures: [Figure], load: MachineLoad) {
    build = Report.build
    let day = ISO8601DateFormatter()
    day.formatOptions = [.withFullDate]
    date = day.string(from: Date())
    cores = ProcessInfo.processInfo.activeProcessorCount
    otherLoadPercent = load.percentOfCores()
    iterations = options.iterations
    warmup = options.warmup
    platform = options.platform.rawValue
    self.figures = figures.map(FigureEntry.init)
  }

  enum CodingKeys: String, CodingKey {
    case build, date, cores, iterations, warmup, platform, figures
    case otherLoadPercent = "other_load_percent"
  }

  /// The report as pretty-printed JSON with sorted keys.
  func encoded() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  /// One figure.
  struct FigureEntry: Codable {
    let id: String
    let title: String
    let note: String
    let rows: [RowEntry]

    init(_ figure: Figure) {
      id = figure.id
      title = figure.title
      note = figure.note
      rows = figure.rows.map(RowEntry.init)
    }
  }

  /// One row; `null` where the table prints `—`.
  struct RowEntry: Codable {
    let figure: String
    let kbloc: TimingEntry?
    let baseline: TimingEntry?
    let ratio: Double?
    let ratioOfMin: Double?
    let target: TargetEntry
    let verdict: String
    let error: String?

    init(_ row: Row) {
      figure = row.label
      kbloc = row.kbloc.map(TimingEntry.init)
      baseline = row.baseline.map(TimingEntry.init)
      ratio = row.ratio
      ratioOfMin = row.ratioOfMinimums
      target = TargetEntry(row.target)
      verdict = row.verdict == .info ? "info" : row.verdict.rawValue
      error = row.error
    }

    enum CodingKeys: String, CodingKey {
      case figure, kbloc, baseline, ratio, target, verdict, error
      case ratioOfMin = "ratio_of_min"
    }

    /// Writes every key, with `null` for absent values, so consumers see a fixed shape.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(figure, forKey: .figure)
      try container.encode(kbloc, forKey: .kbloc)
      try container.encode(baseline, forKey: .baseline)
      try container.encode(ratio, forKey: .ratio)
      try container.encode(ratioOfMin, forKey: .ratioOfMin)
      try container.encode(target, forKey: .target)
      try container.encode(verdict, forKey: .verdict)
      try container.encode(error, forKey: .error)
    }
  }

  /// Samples summarised.
  struct TimingEntry: Codable {
    let medianNs: Int64
    let minNs: Int64
    let samples: Int

    init(_ samples: Samples) {
      medianNs = Format.nanoseconds(samples.median)
      minNs = Format.nanoseconds(samples.minimum)
      self.samples = samples.count
    }

    /// `3.07 ms (2.95 ms)`, as the text report writes it.
    var text: String {
      Format.timing(median: .nanoseconds(medianNs), minimum: .nanoseconds(minNs), count: samples)
    }

    enum CodingKeys: String, CodingKey {
      case medianNs = "median_ns"
      case minNs = "min_ns"
      case samples
    }
  }

  /// A target: its kind, its limit (a ratio, or nanoseconds for a time) and its printed form.
  struct TargetEntry: Codable {
    let kind: String
    let value: Double?
    let text: String

    init(_ target: Target) {
      text = target.text
      switch target {
      case .none: (kind, value) = ("none", nil)
      case .ratioAtMost(let limit): (kind, value) = ("ratio_at_most", limit)
      case .ratioBelow(let limit): (kind, value) = ("ratio_below", limit)
      case .timeAtMost(let limit): (kind, value) = ("time_at_most_ns", Double(Format.nanoseconds(limit)))
      case .timeBelow(let limit): (kind, value) = ("time_below_ns", Double(Format.nanoseconds(limit)))
      case .timeAndMemoryBelow(let limit, _):
        (kind, value) = ("time_and_memory_below_ns", Double(Format.nanoseconds(limit)))
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(kind, forKey: .kind)
      try container.encode(value, forKey: .value)
      try container.encode(text, forKey: .text)
    }

    enum CodingKeys: String, CodingKey {
      case kind, value, text
    }
  }
}
