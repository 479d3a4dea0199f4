internal import Foundation

/// How busy the rest of the machine was while a figure ran: the CPU time every process used
/// (from `/proc/stat`) minus what kbloc-bench and its children used.
///
/// A parallel run against a serial baseline is only a fair race on an otherwise idle machine: a
/// build on the other core halves kbloc's cores and leaves the baseline's one alone. The coverage
/// figure prints this so a reader can tell a measured ratio from a disturbed one.
struct MachineLoad {
  /// The machine's busy time and this process tree's CPU time when measuring started.
  private let start: (machine: Duration, own: Duration)?
  private let clock = ContinuousClock()
  private let startInstant: ContinuousClock.Instant

  /// Starts measuring.
  init() {
    start = Self.machineBusy().map { ($0, CPUTime.this() + CPUTime.children()) }
    startInstant = clock.now
  }

  /// What other processes used since ``init()``, as a sentence; `nil` where `/proc/stat` cannot
  /// be read (not Linux).
  func summary() -> String? {
    guard let (others, elapsed, share) = measure() else { return nil }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let verdict = share < 5 ? "the machine was otherwise idle" : "the figures are disturbed; rerun on an idle machine"
    return "Other processes (and the hypervisor) used \(Format.duration(others)) of CPU while this figure ran "
      + "(\(String(format: "%.1f", share))% of \(cores) cores over \(Format.duration(elapsed))): \(verdict)."
  }

  /// The share of all cores, in percent, other processes used since ``init()``; `nil` where
  /// `/proc/stat` cannot be read (not Linux).
  func percentOfCores() -> Double? {
    measure()?.share
  }

  /// Other processes' CPU time since ``init()``, the wall time, and the first over the cores' time.
  private func measure() -> (others: Duration, elapsed: Duration, share: Double)? {
    guard let start, let machine = Self.machineBusy() else { return nil }
    let own = CPUTime.this() + CPUTime.children()
    let others = max(.zero, (machine - start.machine) - (own - start.own))
    let elapsed = startInstant.duration(to: clock.now)
    let cores = ProcessInfo.processInfo.activeProcessorCount
    return (others, elapsed, elapsed > .zero ? others / (elapsed * cores) * 100 : 0)
  }

  /// The time all cores spent busy since boot, from the `cpu` line of `/proc/stat`.
  private static func machineBusy() -> Duration? {
    guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") })
    else { return nil }
    // user nice system idle iowait irq softirq steal …, in clock ticks; steal is time the
    // hypervisor ran something else, which disturbs a figure as much as a process does.
    let fields = line.split(separator: " ").dropFirst().compactMap { Int64($0) }
    guard fields.count >= 8 else { return nil }
    let busy = fields[0] + fields[1] + fields[2] + fields[5] + fields[6] + fields[7]
    let ticks = Int64(sysconf(Int32(_SC_CLK_TCK)))
    guard ticks > 0 else { return nil }
    return .milliseconds(busy * 1000 / ticks)
  }
}
