public import Foundation

/// An expected output kept as a file under `Tests/Goldens`, compared with what a run prints.
///
/// Set `KBLOC_RECORD_GOLDENS=1` to write the actual output over the golden files instead; the
/// comparison then reports that it recorded, so a recording run never passes by accident. Review
/// the diff (`git diff Tests/Goldens`) before committing it.
///
/// ```swift
/// #expect(try Golden("translate-fr.txt").mismatch(output.stdout) == nil)
/// ```
public struct Golden {
  /// The environment variable that turns comparing into recording.
  public static let recordVariable = "KBLOC_RECORD_GOLDENS"

  /// The golden file.
  public let url: URL

  /// The golden file `name` under `Tests/Goldens`.
  public init(_ name: String) {
    url = PackageRoot.appending("Tests/Goldens").appendingPathComponent(name)
  }

  /// Compares `actual` with the golden file, or records it when ``recordVariable`` is `1`.
  /// - Returns: `nil` when they are equal; otherwise what differs (the first differing line of
  ///   each), or that the file was recorded.
  /// - Throws: When the golden file cannot be read or written.
  public func mismatch(_ actual: String) throws -> String? {
    if ProcessInfo.processInfo.environment[Golden.recordVariable] == "1" {
      try Data(actual.utf8).write(to: url)
      return "recorded \(url.path); run again without \(Golden.recordVariable) to compare"
    }
    guard FileManager.default.fileExists(atPath: url.path) else {
      return "no golden file \(url.path); record it with \(Golden.recordVariable)=1"
    }
    let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    guard expected != actual else { return nil }
    let expectedLines = expected.components(separatedBy: "\n")
    let actualLines = actual.components(separatedBy: "\n")
    let line =
      zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(expectedLines.count, actualLines.count)
    let wanted = line < expectedLines.count ? expectedLines[line] : "(end of file)"
    let got = line < actualLines.count ? actualLines[line] : "(end of output)"
    return """
      \(url.lastPathComponent) differs at line \(line + 1) (re-record with \(Golden.recordVariable)=1 if the change is right):
        golden: \(wanted)
        actual: \(got)
      """
  }
}
