import Foundation
import Testing

@testable import KBLoc

/// What macOS registers for key equivalents (issue 10): the observations shipped in `Layouts/`,
/// and where each layout's answers come from.
struct AppleKeyEquivalentMapTests {
  @Test func embeddedObservationsEqualTheTSVFile() throws {
    let url = LayoutSetTests.layoutsFolder.appendingPathComponent("apple-key-equivalents.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(
      AppleKeyEquivalentMap.observationTable == LayoutSetTests.embedded(text),
      """
      Layouts/apple-key-equivalents.tsv and its copy in AppleKeyEquivalentMap+Observations.swift differ; \
      run tools/generate-embedded-data
      """)
  }

  @Test func everyObservationLineIsRead() throws {
    let url = LayoutSetTests.layoutsFolder.appendingPathComponent("apple-key-equivalents.tsv")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
    let pairs = AppleKeyEquivalentMap.observations.values.map(\.count).reduce(0, +)
    #expect(pairs == lines.count)
    #expect(AppleKeyEquivalentMap.observations.count == Set(lines.map { $0.split(separator: "\t")[0] }).count)
  }

  @Test func anInputSourceLayoutTakesItsObservations() throws {
    let german = try Layout.bundled(inputSource: "com.apple.keylayout.German")
    let map = AppleKeyEquivalentMap(layout: german, ruleOnly: false)
    #expect(map.source == .observed(inputSource: "com.apple.keylayout.German"))
    #expect(map.keyEquivalent(for: "[") == "ö")
    #expect(map.keyEquivalent(for: "/") == "ß")
    #expect(map.keyEquivalent(for: "a") == "a")
  }

  @Test func aLayoutLoadedByNameTakesItsPrimaryInputSource() throws {
    let german = try Layout.bundled("de(mac)")
    #expect(german.inputSource == nil)
    #expect(
      AppleKeyEquivalentMap(layout: german, ruleOnly: false).source
        == .observed(inputSource: "com.apple.keylayout.German"))
    #expect(AppleKeyEquivalentMap(layout: german, ruleOnly: true).source == .rule)
  }

  @Test func theRuleKeepsWhatTheUSLayoutTypes() throws {
    let map = AppleKeyEquivalentMap(layout: Layout.usReference(for: .mac), ruleOnly: true)
    for character in "`1234567890-=[];'\\,./~!@#$%^&*()_+{}:\"|<>?" {
      #expect(map.keyEquivalent(for: character) == character)
    }
  }
}
