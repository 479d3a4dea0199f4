import KBLoc
import KBLocTestSupport
import Testing

@testable import KBLocCLI

/// A coverage report's results written with the text every layout shares written once
/// (`CoverageReport.ResultJSONParts`) are byte for byte the results written whole.
struct ResultJSONPartsTests {
  @Test(arguments: ["fr", "ru", "ara", "de(mac)", "il"])
  func resultsWithSharedPartsAreTheResultsWrittenWhole(_ name: String) throws {
    let file = try ExampleFiles.shortcutFile("shortcuts.json")
    let definitions = file.definitions
    let results = ShortcutLocalizer(layout: try Layout.bundled(name)).localize(definitions)
    let plain = CoverageReport.ResultJSONParts(definitions: definitions, appNames: nil, indent: 8)
    #expect(
      CoverageReport.resultsJSON(results, parts: plain) == CoverageReport.resultsJSON(results, appNames: nil), "\(name)"
    )
    // Each result naming its app, the last one's missing from the list.
    let appNames = definitions.indices.dropLast().map { "App \($0 % 3) \"quoted\"" }
    let named = CoverageReport.ResultJSONParts(definitions: definitions, appNames: appNames, indent: 8)
    let written = CoverageReport.resultsJSON(results, parts: named)
    #expect(written == CoverageReport.resultsJSON(results, appNames: appNames), "\(name)")
    #expect(String(decoding: written, as: UTF8.self).contains(#""app": "App 1 \"quoted\"""#))
  }

  @Test func resultsOfOtherShortcutsAreWrittenWhole() throws {
    let definitions = try ExampleFiles.shortcutFile("shortcuts.json").definitions
    let results = ShortcutLocalizer(layout: try Layout.bundled("fr")).localize(definitions)
    // Parts of the shortcuts in another order, and of fewer shortcuts than results.
    let parts = CoverageReport.ResultJSONParts(
      definitions: Array(definitions.reversed().dropLast(3)), appNames: nil, indent: 8)
    #expect(CoverageReport.resultsJSON(results, parts: parts) == CoverageReport.resultsJSON(results, appNames: nil))
  }
}
