/// One figure of the benchmark: a header line, then rows printed in the columns
/// `figure | kbloc | baseline | ratio | target | verdict`.
///
/// Every benchmark returns figures; ``Report`` and ``JSONReport`` print them without knowing
/// what was measured, so a new figure is one function that returns a `Figure`.
struct Figure: Sendable {
  /// A stable identifier for machine-readable output, such as `layout-load`.
  let id: String
  /// The header line, such as `Layout load`.
  let title: String
  /// What the two columns measure and how to read the ratio.
  let note: String
  /// The measured rows, each a value set side by side with its baseline.
  let rows: [Row]
}

/// One line of a figure: kbloc's time, the baseline's time where there is one, and the target.
struct Row: Sendable {
  /// The row label in the `figure` column, such as `fr → fr(mac)`.
  let label: String
  /// kbloc's samples; `nil` when the row failed.
  let kbloc: Samples?
  /// The baseline's samples; `nil` for a figure with no baseline.
  let baseline: Samples?
  /// What the row must reach.
  let target: Target
  /// Why the row could not be measured, printed as the verdict `ERROR`.
  let error: String?
  /// The largest peak memory of the child processes measured, in bytes, for a row whose target
  /// bounds memory too.
  var peakMemory: Int?

  /// A measured row.
  init(_ label: String, kbloc: Samples, baseline: Samples? = nil, target: Target = .none) {
    self.label = label
    self.kbloc = kbloc
    self.baseline = baseline
    self.target = target
    self.error = nil
  }

  /// A row that could not be measured.
  init(_ label: String, failure: String, target: Target = .none) {
    self.label = label
    self.kbloc = nil
    self.baseline = nil
    self.target = target
    self.error = failure
  }

  /// kbloc's median over the baseline's median, or `nil` without a baseline.
  var ratio: Double? {
    guard let kbloc, let baseline, baseline.median > .zero else { return nil }
    return kbloc.median / baseline.median
  }

  /// kbloc's minimum over the baseline's minimum, or `nil` without a baseline.
  var ratioOfMinimums: Double? {
    guard let kbloc, let baseline, baseline.minimum > .zero else { return nil }
    return kbloc.minimum / baseline.minimum
  }

  /// Whether the row reaches its target, judged on medians.
  var verdict: Verdict {
    if error != nil { return .error }
    switch target {
    case .none:
      return .info
    case .ratioAtMost(let limit):
      guard let ratio else { return .info }
      return ratio <= limit ? .pass : .miss
    case .ratioBelow(let limit):
      guard let ratio else { return .info }
      return ratio < limit ? .pass : .miss
    case .timeAtMost(let limit):
      guard let kbloc else { return .info }
      return kbloc.median <= limit ? .pass : .miss
    case .timeBelow(let limit):
      guard let kbloc else { return .info }
      return kbloc.median < limit ? .pass : .miss
    case .timeAndMemoryBelow(let limit, let bytes):
      guard let kbloc, let peakMemory else { return .info }
      return kbloc.median < limit && peakMemory < bytes ? .pass : .miss
    }
  }
}

/// What a row must reach: a target of docs/performance.md, or an issue's.
///
/// Each target is stated once, as a `static let` beside the figure that measures it, and listed
/// with its benchmark in ``Benchmarks/all``; the README's table quotes the bench's results, never a
/// number typed in.
enum Target: Sendable {
  /// No target: the row is there to explain another one.
  case none
  /// kbloc's median at most this multiple of the baseline's.
  case ratioAtMost(Double)
  /// kbloc's median strictly under this multiple of the baseline's.
  case ratioBelow(Double)
  /// kbloc's median at most this time.
  case timeAtMost(Duration)
  /// kbloc's median strictly under this time.
  case timeBelow(Duration)
  /// kbloc's median under this time and its peak memory under this many bytes.
  case timeAndMemoryBelow(Duration, bytes: Int)

  /// The target as the table prints it, such as `≤ 1.25×`, `< 500 ns`, `< 2.00 s, < 500 MB`, or
  /// `—` for none.
  var text: String {
    switch self {
    case .none: return "—"
    case .ratioAtMost(let limit): return "≤ " + Format.ratio(limit)
    case .ratioBelow(let limit): return "< " + Format.ratio(limit)
    case .timeAtMost(let limit): return "≤ " + Format.duration(limit)
    case .timeBelow(let limit): return "< " + Format.duration(limit)
    case .timeAndMemoryBelow(let limit, let bytes): return "< \(Format.duration(limit)), < \(bytes / 1_000_000) MB"
    }
  }
}

/// Whether a row reached its target.
enum Verdict: String, Sendable {
  /// The target is met.
  case pass = "PASS"
  /// The target is missed.
  case miss = "MISS"
  /// The row has no target; it explains another row.
  case info = "—"
  /// The row could not be measured.
  case error = "ERROR"
}
