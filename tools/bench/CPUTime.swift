#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// CPU time used, read with `getrusage`: user plus system time of every thread.
enum CPUTime {
  /// The CPU time of this process so far.
  static func this() -> Duration {
    #if canImport(Glibc)
    read(Int32(RUSAGE_SELF.rawValue))
    #else
    read(RUSAGE_SELF)
    #endif
  }

  /// The CPU time of this process's children that have been waited for.
  static func children() -> Duration {
    #if canImport(Glibc)
    read(Int32(RUSAGE_CHILDREN.rawValue))
    #else
    read(RUSAGE_CHILDREN)
    #endif
  }

  private static func read(_ who: Int32) -> Duration {
    var usage = rusage()
    guard getrusage(who, &usage) == 0 else { return .zero }
    return duration(usage.ru_utime) + duration(usage.ru_stime)
  }

  private static func duration(_ time: timeval) -> Duration {
    .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
  }
}
