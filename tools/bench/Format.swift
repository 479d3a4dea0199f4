/// How the report writes times and ratios.
enum Format {
  /// A time with three significant digits in the unit that suits it: `812 ns`, `12.4 µs`,
  /// `3.07 ms`, `1.25 s`.
  static func duration(_ duration: Duration) -> String {
    let seconds = Self.seconds(duration)
    let (value, unit): (Double, String) =
      switch seconds {
      case ..<1e-6: (seconds * 1e9, "ns")
      case ..<1e-3: (seconds * 1e6, "µs")
      case ..<1: (seconds * 1e3, "ms")
      default: (seconds, "s")
      }
    return "\(significant(value)) \(unit)"
  }

  /// A median and a minimum, `3.07 ms (2.95 ms)`, or the one time for a single sample.
  static func timing(median: Duration, minimum: Duration, count: Int) -> String {
    count == 1 ? duration(median) : "\(duration(median)) (\(duration(minimum)))"
  }

  /// A ratio such as `1.17×`; three decimals under 0.1 so small parts still show.
  static func ratio(_ ratio: Double) -> String {
    fixed(ratio, decimals: ratio < 0.1 ? 3 : 2) + "×"
  }

  /// A duration in seconds.
  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }

  /// A duration in whole nanoseconds, for JSON.
  static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }

  /// Three significant digits for a value from 1 to 999.9: `812`, `12.4`, `3.07`.
  private static func significant(_ value: Double) -> String {
    let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
    return fixed(value, decimals: decimals)
  }

  /// `value` rounded to `decimals` places, written without Foundation.
  static func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled.isFinite, scaled < Double(Int64.max) else { return "\(value)" }
    let whole = Int64(scaled)
    let factor = Int64(scale)
    let sign = value < 0 && whole != 0 ? "-" : ""
    guard decimals > 0 else { return sign + String(whole) }
    let fraction = String(whole % factor)
    return sign + String(whole / factor) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }
}
