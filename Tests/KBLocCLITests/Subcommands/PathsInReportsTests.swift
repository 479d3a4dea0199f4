import Foundation
import KBLocTestSupport
import Testing

/// Paths in reports, end to end: every format of every command names a file as the user would
/// type it from the current folder (relative under it, absolute outside it), the same whether the
/// folder read is given relative or absolute; what keys a baseline stays relative to the scanned
/// folder.
struct PathsInReportsTests {
  /// A package in a temporary folder: `Pkg/Sources/App` declares shortcuts in Swift (one not
  /// read), an Interface Builder menu whose item code changes, and two untitled Objective-C items
  /// (ids made of their places); `Other` is a folder beside the package.
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(files: [
      "Pkg/Sources/App/Commands.swift": ExtractCommandTests.menu,
      "Pkg/Sources/App/MainMenu.xib": """
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
        <objects>
          <menu title="Main Menu" systemMenu="main" id="1">
            <items><menuItem title="Extend Selection" keyEquivalent="]" id="2"/></items>
          </menu>
          <customObject id="3" customClass="AppDelegate">
            <connections><outlet property="extendItem" destination="2" id="4"/></connections>
          </customObject>
        </objects>
      </document>
      """,
      "Pkg/Sources/App/AppDelegate.m": """
      @implementation AppDelegate
      - (void)awakeFromNib {
          [extendItem setKeyEquivalentModifierMask:[extendItem keyEquivalentModifierMask] | NSEventModifierFlagShift];
      }
      @end
      """,
      "Pkg/Sources/App/Untitled.m": """
      @implementation Menus
      - (void)build {
          NSMenuItem *a = [[NSMenuItem alloc] initWithTitle:@"" action:@selector(one:) keyEquivalent:@"k"];
          NSMenuItem *b = [[NSMenuItem alloc] initWithTitle:@"" action:@selector(two:) keyEquivalent:@"k"];
      }
      @end
      """,
    ])
    try FileManager.default.createDirectory(at: folder.url("Other"), withIntermediateDirectories: true)
  }

  /// The ways to name the app's folder from the package's folder: relative, untidy, absolute.
  var namings: [String] { ["Sources/App", "./Sources/../Sources/App/", folder.path("Pkg/Sources/App")] }

  /// Runs kbloc in `folder`'s subfolder `place`.
  func kbloc(_ arguments: [String], in place: String, exitCode: Int32 = 0) throws -> CommandOutput {
    let output = try KblocExecutable.run(arguments, in: folder.url(place))
    #expect(output.exitCode == exitCode, "\(arguments): \(output)")
    return output
  }

  @Test func extractNamesEachPlaceFromTheCurrentFolderInJSONAndText() throws {
    for naming in namings {
      let json = try Contract.decode(
        Contract.ExtractReport.self, from: kbloc(["extract", naming], in: "Pkg").stdout)
      #expect(
        Set(json.shortcuts.map(\.file)) == [
          "Sources/App/Commands.swift", "Sources/App/AppDelegate.m", "Sources/App/Untitled.m",
        ], "\(naming)")
      #expect(json.notRead.map(\.file) == ["Sources/App/Commands.swift"], "\(naming)")
      let extend = try #require(json.shortcuts.first { $0.title == "Extend Selection" })
      #expect(extend.replaces == "Sources/App/MainMenu.xib:4:64", "\(naming)")
      let change = try #require(json.changed?.first)
      #expect(change.file == "Sources/App/AppDelegate.m")
      #expect(change.declared == "Sources/App/MainMenu.xib:4:64")
      // Ids a reader made of a place stay relative to the folder read, as baselines key them.
      #expect(json.shortcuts.filter { $0.id.hasSuffix(":21") }.map(\.id) == ["Untitled.m:3:21", "Untitled.m:4:21"])

      let text = try kbloc(["extract", naming, "--format", "text"], in: "Pkg").stdout
      let rows = text.split(separator: "\n")
      #expect(rows.contains { $0.hasPrefix("Open ") && $0.hasSuffix("  Sources/App/Commands.swift:5:40") }, "\(text)")
      #expect(
        rows.contains(
          "Sources/App/AppDelegate.m:3:46: note: changes 'Extend Selection' declared at Sources/App/MainMenu.xib:4:64 from Command-] to Shift-Command-]"
        ), "\(text)")
      #expect(rows.contains("Sources/App/Commands.swift:8:43: note: not read: the key is 'key', not a literal"))
    }
  }

  @Test func lintNamesEachPlaceFromTheCurrentFolderInEveryFormat() throws {
    let error =
      "Sources/App/Commands.swift:7:45: error: 'Command-Q' is the standard shortcut to quit the app, not to 'Run Query'; choose another shortcut for 'Run Query' [standard-shortcut-redefined]"
    let untitled =
      "Sources/App/Untitled.m:3:96: error: 'Command-K' is also the shortcut of an untitled shortcut (Sources/App/Untitled.m:4); give each command its own shortcut [duplicate-shortcut]"
    for naming in namings {
      let text = try kbloc(["lint", naming], in: "Pkg", exitCode: 1).stdout
      let lines = text.split(separator: "\n").map(String.init)
      #expect(lines.contains(error), "\(text)")
      #expect(lines.contains(untitled), "\(text)")

      let json = try Contract.decode(
        Contract.LintReport.self, from: kbloc(["lint", naming, "--format", "json"], in: "Pkg", exitCode: 1).stdout)
      let quit = try #require(json.findings.first { $0.rule == "standard-shortcut-redefined" })
      #expect(quit.file == "Sources/App/Commands.swift")
      let duplicate = try #require(json.findings.first { $0.rule == "duplicate-shortcut" })
      #expect(duplicate.file == "Sources/App/Untitled.m")
      #expect(duplicate.conflictsWith?.map(\.file) == ["Sources/App/Untitled.m"])
      #expect(json.file == "Sources/App", "\(naming)")

      let sarif = try Contract.decode(
        Contract.SARIF.Log.self, from: kbloc(["lint", naming, "--format", "sarif"], in: "Pkg", exitCode: 1).stdout)
      let uris = Set(
        sarif.runs.flatMap(\.results).flatMap(\.locations).map(\.physicalLocation.artifactLocation.uri))
      #expect(uris == ["Sources/App/Commands.swift", "Sources/App/AppDelegate.m", "Sources/App/Untitled.m"])

      let xcode = try kbloc(["lint", naming, "--format", "xcode"], in: "Pkg", exitCode: 1).stdout
      #expect(xcode.split(separator: "\n").contains { $0 == folder.path("Pkg") + "/" + error }, "\(xcode)")
    }
  }

  @Test func aFolderOutsideTheCurrentOneIsNamedWhole() throws {
    let app = folder.path("Pkg/Sources/App")
    for naming in ["../Pkg/Sources/App", app] {
      let text = try kbloc(["lint", naming], in: "Other", exitCode: 1).stdout
      #expect(text.hasPrefix(app + "/AppDelegate.m:3:46: warning: "), "\(text)")
      let json = try Contract.decode(
        Contract.ExtractReport.self, from: kbloc(["extract", naming], in: "Other").stdout)
      #expect(json.shortcuts.allSatisfy { $0.file.hasPrefix(app + "/") }, "\(naming)")
      let coverage = try Contract.decode(
        Contract.CoverageReport.self,
        from: kbloc(["coverage", naming, "--layouts", "de", "--format", "json"], in: "Other").stdout)
      #expect(coverage.shortcuts.allSatisfy { $0.file?.hasPrefix(app + "/") == true }, "\(naming)")
      #expect(coverage.summary.file == app)
    }
  }

  @Test func aBaselineIsTheSameFromAnyFolderAndAnyNaming() throws {
    var written: [Data] = []
    for (index, (naming, place)) in [
      ("Sources/App", "Pkg"), (folder.path("Pkg/Sources/App"), "Pkg"), ("../Pkg/Sources/App", "Other"),
      (".", "Pkg/Sources/App"),
    ].enumerated() {
      let baseline = folder.path("baseline-\(index).json")
      _ = try kbloc(["lint", naming, "--write-baseline", baseline], in: place, exitCode: 1)
      written.append(try folder.bytes("baseline-\(index).json"))
    }
    #expect(Set(written).count == 1)
    let text = String(decoding: try #require(written.first), as: UTF8.self)
    #expect(text.contains(#""title": "Untitled.m:3:21""#), "\(text)")
    // Each applies from anywhere: nothing new.
    let applied = try kbloc(["lint", "../Pkg/Sources/App", "--baseline", folder.path("baseline-0.json")], in: "Other")
    #expect(applied.stdout.hasPrefix("App: no findings in 7 shortcuts\n"), "\(applied)")
  }
}
