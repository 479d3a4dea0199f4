/// The times one operation took over the iterations of a run.
struct Samples: Sendable {
  /// Every time measured, in the order measured.
  private(set) var durations: [Duration] = []

  /// Creates an empty set, to be filled with ``append(_:)`` or ``time(_:)``.
  init() {}

  /// Creates a set from times already measured.
  init(_ durations: [Duration]) {
    self.durations = durations
  }

  /// Adds one measured time.
  mutating func append(_ duration: Duration) {
    durations.append(duration)
  }

  /// Runs `operation` once, adds the time it took, and returns its result.
  mutating func time<Result, Failure: Error>(_ operation: () throws(Failure) -> Result) throws(Failure) -> Result {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try operation()
    durations.append(start.duration(to: clock.now))
    return result
  }

  /// How long `operation` takes, run once.
  static func duration<Failure: Error>(of operation: () throws(Failure) -> Void) throws(Failure) -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    try operation()
    return start.duration(to: clock.now)
  }

  /// The number of times measured.
  var count: Int { durations.count }

  /// The middle time (the mean of the two middle ones for an even count); zero when empty.
  var median: Duration {
    durations.median { ($0 + $1) / 2 } ?? .zero
  }

  /// The shortest time; zero when empty.
  var minimum: Duration { durations.min() ?? .zero }
}

extension Array where Element: Comparable {
  /// The middle element once sorted, or `nil` when empty.
  ///
  /// For an even count it is `between` of the two middle ones.
  func median(between: (Element, Element) -> Element) -> Element? {
    let sorted = sorted()
    guard !sorted.isEmpty else { return nil }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? between(sorted[middle - 1], sorted[middle]) : sorted[middle]
  }
}
