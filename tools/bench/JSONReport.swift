internal import Foundation

/// The machine-readable report: the same figures and rows as ``Report``, times in nanoseconds.
///
/// ```json
/// { "build": "release", "iterations": 30, "warmup": 3, "platform": "mac",
///   "figures": [ { "id": "layout-load", "title": "…", "note": "…", "rows": [
///     { "figure": "fr → fr(mac)", "kbloc": { "median_ns": 4120000, "min_ns": 3980000, "samples": 30 },
///       "baseline": { … }, "ratio": 1.17, "ratio_of_min": 1.15,
///       "target": { "kind": "ratio_at_most", "value": 1.25, "text": "≤ 1.25×" }, "verdict": "PASS" } ] } ] }
/// ```
struct JSONReport: Encodable {
  /// `release`, or a warning for a debug build.
  let build: String
  /// Timed iterations per operation.
  let iterations: Int
  /// Untimed warm-up rounds.
  let warmup: Int
  /// `mac` or `pc`.
  let platform: String
  /// Every figure, in order.
  let figures: [FigureEntry]

  /// Builds the report of a run.
  init(options: Options, figures: [Figure]) {
    build = Report.build
    iterations = options.iterations
    warmup = options.warmup
    platform = options.platform.rawValue
    self.figures = figures.map(FigureEntry.init)
  }

  /// The report as pretty-printed JSON with sorted keys.
  func encoded() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  /// One figure.
  struct FigureEntry: Encodable {
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
  struct RowEntry: Encodable {
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
  struct TimingEntry: Encodable {
    let medianNs: Int64
    let minNs: Int64
    let samples: Int

    init(_ samples: Samples) {
      medianNs = Format.nanoseconds(samples.median)
      minNs = Format.nanoseconds(samples.minimum)
      self.samples = samples.count
    }

    enum CodingKeys: String, CodingKey {
      case medianNs = "median_ns"
      case minNs = "min_ns"
      case samples
    }
  }

  /// A target: its kind, its limit (a ratio, or nanoseconds for a time) and its printed form.
  struct TargetEntry: Encodable {
    let kind: String
    let value: Double?
    let text: String

    init(_ target: Target) {
      text = target.text
      switch target {
      case .none: (kind, value) = ("none", nil)
      case .ratioAtMost(let limit): (kind, value) = ("ratio_at_most", limit)
      case .ratioBelow(let limit): (kind, value) = ("ratio_below", limit)
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
