internal import Foundation

/// The release `kbloc` binary the figures that run `kbloc` as a child process start.
enum KblocBinary {
  /// `$KBLOC_EXECUTABLE`, else `kbloc` in the folder kbloc-bench runs from: SwiftPM builds every
  /// product of a configuration into one folder.
  /// - Throws: ``BenchFailure`` saying how to build it when it is not there.
  static func url() throws -> URL {
    if let override = ProcessInfo.processInfo.environment["KBLOC_EXECUTABLE"], !override.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: override) else {
        throw BenchFailure("KBLOC_EXECUTABLE is '\(override)', which is not an executable")
      }
      return URL(fileURLWithPath: override)
    }
    guard let bench = Bundle.main.executableURL ?? CommandLine.arguments.first.map({ URL(fileURLWithPath: $0) }) else {
      throw BenchFailure("cannot tell where kbloc-bench runs from; set KBLOC_EXECUTABLE")
    }
    let folder = bench.resolvingSymlinksInPath().deletingLastPathComponent()
    let candidate = folder.appendingPathComponent("kbloc")
    guard FileManager.default.isExecutableFile(atPath: candidate.path) else {
      throw BenchFailure(
        "no kbloc binary next to kbloc-bench in \(folder.path); build it with "
          + "'swift build -c release --product kbloc' and the same --scratch-path (make bench does)")
    }
    return candidate
  }
}
