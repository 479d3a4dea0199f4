import Foundation
import KBLoc
import KBLocLayouts
import KBLocTestSupport
import KBLocXKB
import Testing

/// The bundled recorded tables (`Layouts/Recorded/`) are what `tools/generate-snapshots` makes
/// from the recordings (`Layouts/Recordings/`) and this system's xkeyboard-config: when either
/// changes, these tests say how to regenerate them.
struct RecordedTableGenerationTests {
  static let hint = "run tools/generate-snapshots and commit the result"

  @Test func everyRecordingHasABundledTableAndNoTableLacksARecording() throws {
    let recorded = Set(try MacRecording.all().map(\.inputSource))
    #expect(Set(BundledSnapshots.recordedNames) == recorded, "\(Self.hint)")
  }

  @Test(arguments: try MacRecording.all().map(\.file))
  func theBundledTableIsWhatTheGeneratorMakes(_ file: String) throws {
    let recording = try MacRecording.read(file)
    let entry = try #require(AppleInputSource.named(recording.inputSource))
    let text = try String(contentsOf: MacRecording.folder.appendingPathComponent(file), encoding: .utf8)
    let bundled = try #require(BundledSnapshots.recordedText(named: entry.identifier), "\(Self.hint)")
    let version = try #require(bundled.split(separator: "\n").first { $0.hasPrefix("xkeyboard-config\t") })
      .split(separator: "\t")[1]
    let generated = try RecordedTable.snapshot(
      ofRecording: text, standIn: try Layout.xkb(entry.layoutName, platform: .mac), xkeyboardConfig: String(version))
    #expect(generated == bundled, "\(file): \(Self.hint)")
    #expect(String(version) == SnapshotTests.systemVersion, "\(SnapshotTests.hint)")
  }
}
