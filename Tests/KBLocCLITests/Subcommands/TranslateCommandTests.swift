import Foundation
import KBLocTestSupport
import Testing

/// `kbloc translate` end to end (docs/commands.md): the built binary run on real files, its exit
/// code, standard output and standard error.
struct TranslateCommandTests {
  static let statuses: Set<String> = [
    "unchanged", "moved", "shifted", "remapped", "positional", "latin-fallback", "needs-option", "unreachable",
  ]
  static let flags: Set<String> = ["mirrored", "dead-key", "conflict", "shadows-character"]
  /// Modifier names in canonical order: Control, Option, Shift, Command, with the level-3 and
  /// level-5 names of the pc platform and XKB after Option.
  static let modifierOrder = ["Control", "Option", "AltGr", "Level5", "Shift", "Command"]

  // MARK: - Text

  @Test func textOutputForFrenchHasTheHeaderEveryShortcutAndASummary() throws {
    let path = ExampleFiles.url("shortcuts.json").path
    let ids = try Self.ids(inFile: path)
    let output = try KblocExecutable.run("translate", "--layout", "fr", path)
    #expect(output.exitCode == 0, "\(output)")
    #expect(output.stderr == "")
    let lines = output.stdout.components(separatedBy: "\n")
    try #require(lines.count > ids.count + 6, "\(output)")
    #expect(lines[0] == "Layout: fr(mac) — French (Macintosh) (platform mac)")
    #expect(lines[1] == "Direction: left to right, from the layout's script")
    #expect(lines[2] == "Written on: us(mac) — English (Macintosh)")
    #expect(lines[3] == "Policy: apple, what macOS registers, as observed on com.apple.keylayout.French")
    #expect(lines[4] == "")
    #expect(
      lines[5].split(separator: " ", omittingEmptySubsequences: true) == [
        "ID", "Input", "Result", "Press", "Status", "Reason",
      ])
    // One row per shortcut, in file order, each starting with its id.
    let rows = Array(lines[6..<(6 + ids.count)])
    #expect(rows.map { String($0.prefix { $0 != " " }) } == ids)
    #expect(rows.first?.contains("⌘N") == true, "\(rows.first ?? "")")
    #expect(lines[6 + ids.count] == "")

    // The summary counts every shortcut once; the whole output is the reviewed golden file.
    let summary = lines[7 + ids.count]
    #expect(summary.hasPrefix("\(ids.count) shortcuts: "), "\(summary)")
    #expect(lines.dropFirst(8 + ids.count).allSatisfy { $0.isEmpty }, "nothing after the summary")
    #expect(try Golden("translate-fr.txt").mismatch(output.stdout) == nil)
  }

  /// The summary line counts the statuses and conflicts of the JSON output, in the contract's order.
  @Test func textSummaryAgreesWithTheJSONOutput() throws {
    let path = ExampleFiles.url("shortcuts.json").path
    let text = try KblocExecutable.run("translate", "--layout", "fr", path)
    #expect(text.exitCode == 0, "\(text)")
    let lines = text.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }
    let summary = try #require(lines.last)
    let results = try Self.translateJSON("--layout", "fr", path).results
    for status in Self.statusOrder {
      let count = results.filter { $0.status == status }.count
      #expect(summary.contains(" \(count) \(status)") == (count > 0), "\(status): \(count) in \(summary)")
    }
    let conflicts = results.filter { $0.flags.contains("conflict") }.count
    if conflicts > 0 {
      #expect(summary.hasSuffix("; \(conflicts) in conflict"), "\(summary)")
    } else {
      #expect(!summary.contains("in conflict"), "\(summary)")
    }
    let listed = Self.statusOrder.filter { status in results.contains { $0.status == status } }
    let positions = listed.compactMap { summary.range(of: " \($0)")?.lowerBound }
    #expect(positions == positions.sorted() && positions.count == listed.count, "in the contract's order: \(summary)")
  }

  @Test func textOutputSaysWhenTheDirectionComesFromTheOption() throws {
    let output = try KblocExecutable.run(
      "translate", "--layout", "fr", "--direction", "rtl", ExampleFiles.url("shortcuts.json").path)
    #expect(output.exitCode == 0, "\(output)")
    #expect(
      output.stdout.components(separatedBy: "\n").dropFirst().first == "Direction: right to left, as --direction says")
  }

  // MARK: - JSON

  @Test func jsonOutputForFrenchHasTheContractFieldsForEveryShortcut() throws {
    let path = ExampleFiles.url("shortcuts.json").path
    let ids = try Self.ids(inFile: path)
    let json = try Self.translateJSON("--layout", "fr", path)
    #expect(json.layout.name == "fr(mac)")
    #expect(json.layout.description == "French (Macintosh)")
    #expect(json.layout.direction == "ltr")
    // Decoding checked that every result has each of the contract's fields, of its type.
    let results = json.results
    #expect(results.count == ids.count)
    #expect(results.map(\.id) == ids)
    for result in results {
      let id = result.id
      #expect(Self.statuses.contains(result.status), "\(id): status '\(result.status)'")
      #expect(Set(result.flags).isSubset(of: Self.flags), "\(id): flags \(result.flags)")
      if result.status == "unreachable" {
        #expect(result.press == nil, "\(id)")
        #expect(result.shortcut == nil, "\(id)")
        #expect(result.display == nil, "\(id)")
      } else {
        #expect(result.shortcut != nil, "\(id)")
        #expect(result.display != nil, "\(id)")
        let press = try #require(result.press, "\(id)")
        #expect(press.code != nil, "\(id)")
      }
    }
    // Spot checks of what the French Mac user gets.
    let undo = try #require(results.first { $0.id == "undo" })
    #expect(undo.status == "moved")
    #expect(undo.press?.key == "AD02")
    #expect(undo.press?.code == "KeyW")
    let firstTab = try #require(results.first { $0.id == "firstTab" })
    #expect(firstTab.status == "remapped")
    #expect(firstTab.shortcut == "Command-&")
  }

  @Test(
    "Press modifiers are listed in canonical order",
    arguments: [
      ("fr", "mac"), ("fr", "pc"), ("de", "mac"), ("de", "pc"), ("pl", "pc"), ("ru,us", "mac"), ("il", "mac"),
    ])
  func pressModifiersAreInCanonicalOrder(_ layout: String, _ platform: String) throws {
    var modifierLists = 0
    for name in ExampleFiles.names {
      let json = try Self.translateJSON("--layout", layout, "--platform", platform, ExampleFiles.url(name).path)
      for result in json.results {
        guard let press = result.press else { continue }
        let modifiers = press.modifiers
        let known = modifiers.filter { Self.modifierOrder.contains($0) }
        #expect(known == modifiers, "\(layout) \(result.id): unknown modifier in \(modifiers)")
        #expect(
          Self.modifierOrder.filter { modifiers.contains($0) } == modifiers, "\(layout) \(result.id): \(modifiers)")
        #expect(Set(modifiers).count == modifiers.count, "\(layout) \(result.id): \(modifiers)")
        if platform == "pc" {
          #expect(!modifiers.contains("Command"), "\(layout) on pc \(result.id): Command presses Control")
        }
        if modifiers.count > 1 { modifierLists += 1 }
      }
    }
    #expect(modifierLists > 3, "\(layout): too few multi-modifier presses to check the order")
  }

  @Test func directionAndPreferenceOptionsReachTheResults() throws {
    let path = ExampleFiles.url("shortcuts.json").path
    let rtl = try Self.translateJSON("--layout", "fr", "--direction", "rtl", path).results
    let goBack = try #require(rtl.first { $0.id == "goBack" })
    #expect(goBack.flags.contains("mirrored"))
    let outdent = try #require(rtl.first { $0.id == "outdent" })  // "mirror": false
    #expect(!outdent.flags.contains("mirrored"))

    let byPosition = try Self.translateJSON("--layout", "fr", "--prefer", "position", path).results
    let undo = try #require(byPosition.first { $0.id == "undo" })
    #expect(undo.status == "positional")
    #expect(undo.shortcut == "Command-W")
    #expect(undo.press?.key == "AB01")
  }

  /// `--policy` picks the policy (docs/commands.md), `apple` by default on mac and `kbloc` on pc.
  ///
  /// The JSON names the policy and where its answers come from; `coverage` takes the same option.
  @Test func policyOptionPicksWhatEachShortcutBecomes() throws {
    let path = ExampleFiles.url("shortcuts.json").path
    func outdent(_ report: Contract.TranslateReport) throws -> String? {
      try #require(report.results.first { $0.id == "outdent" }).shortcut
    }
    let apple = try Self.translateJSON("--layout", "de", path)
    #expect(
      apple.policy
        == Contract.Policy(name: "apple", source: "observed", inputSource: "com.apple.keylayout.German"))
    #expect(try outdent(apple) == "Command-Ö")
    let kbloc = try Self.translateJSON("--layout", "de", "--policy", "kbloc", path)
    #expect(kbloc.policy == Contract.Policy(name: "kbloc"))
    #expect(try outdent(kbloc) == "Command-Ü")
    let rule = try Self.translateJSON("--layout", "de", "--policy", "apple-rule", path)
    #expect(rule.policy == Contract.Policy(name: "apple-rule", source: "rule"))
    let pc = try Self.translateJSON("--layout", "de", "--platform", "pc", path)
    #expect(pc.policy == Contract.Policy(name: "kbloc"))

    let unknown = try KblocExecutable.run("translate", "--layout", "de", "--policy", "macos", path)
    #expect(unknown.exitCode == 2, "\(unknown)")
    #expect(unknown.stderr.contains("'macos'"), "\(unknown.stderr)")
    // One line: ArgumentParser's sentence without its period, then where to read the usage.
    #expect(unknown.stderr.hasSuffix(" or 'kbloc'; see 'kbloc translate --help'\n"), "\(unknown.stderr)")
    #expect(unknown.stderr.filter(\.isNewline).count == 1, "\(unknown.stderr)")

    // coverage: the same file on the same layout, counted under each policy.
    func remapped(_ policy: String) throws -> Int? {
      try KblocExecutable.decode(
        Contract.CoverageReport.self,
        ["coverage", path, "--layouts", "de", "--format", "json", "--policy", policy]
      ).summary.statuses["remapped"]
    }
    func count(_ report: Contract.TranslateReport) -> Int {
      report.results.filter { $0.status == "remapped" }.count
    }
    #expect(try remapped("apple") == count(apple))
    #expect(try remapped("kbloc") == count(kbloc))
    #expect(count(apple) != count(kbloc))
  }

  // MARK: - Bad input

  /// A shortcuts file kbloc must reject with exit code 2 and the place of the problem.
  struct BadInput: Sendable, CustomStringConvertible {
    let description: String
    /// The file's contents; `nil` for a file that does not exist.
    let contents: String?
    /// `LINE:COLUMN` of the problem; `nil` when there is no place in the file to name.
    let place: String?
    /// A word the message must contain.
    let mentions: String
  }

  static let badInputs: [BadInput] = [
    BadInput(
      description: "malformed JSON", contents: "{\"shortcuts\": [\n  {\"id\": \"a\", \"keys\": \"Command-A\",}\n]}\n",
      place: "2:34", mentions: "trailing comma"),
    BadInput(
      description: "unterminated JSON", contents: "{\"shortcuts\": [", place: "1:16", mentions: "end of the text"),
    BadInput(
      description: "duplicate ids",
      contents: "[{\"id\": \"a\", \"keys\": \"Command-A\"},\n {\"id\": \"a\", \"keys\": \"Command-B\"}]",
      place: "2:9", mentions: "'a'"),
    BadInput(
      description: "unknown key name", contents: "[{\"id\": \"left\", \"keys\": \"Command-Lef Arrow\"}]", place: "1:25",
      mentions: "'Lef Arrow'"),
    BadInput(
      description: "unknown modifier", contents: "[{\"id\": \"a\", \"keys\": \"Hyper-A\"}]", place: "1:22",
      mentions: "'Hyper'"),
    BadInput(description: "an empty file", contents: "", place: "1:1", mentions: "empty"),
    BadInput(description: "no shortcuts", contents: "{\"shortcuts\": []}", place: "1:15", mentions: "No shortcuts"),
    BadInput(description: "a missing file", contents: nil, place: nil, mentions: "There is no shortcuts file"),
  ]

  @Test("Bad input exits 2 naming the file and the place", arguments: badInputs)
  func badInputExitsTwoNamingTheFileAndPlace(_ input: BadInput) throws {
    let folder = try TemporaryFolder()
    let path = folder.path("shortcuts.json")
    if let contents = input.contents {
      try folder.file("shortcuts.json", containing: contents)
    }
    let output = try KblocExecutable.run("translate", "--layout", "fr", path)
    #expect(output.exitCode == 2, "\(output)")
    #expect(output.stdout == "", "nothing on standard output: \(output)")
    let named = input.place.map { "\(path):\($0): " } ?? "'\(path)'"
    #expect(output.stderr.contains(named), "stderr should name \(named): \(output.stderr)")
    #expect(output.stderr.lowercased().contains(input.mentions.lowercased()), "\(output.stderr)")
    #expect(output.stderr.hasSuffix("\n"))
    #expect(output.stderr.components(separatedBy: "\n").count == 2, "one line: \(output.stderr)")
  }

  /// The diagnostic reads like a compiler's (docs/style.md, "Lint rules"):
  /// `FILE:LINE:COLUMN: error: MESSAGE; FIX`, one line, nothing else.
  @Test func malformedJSONDiagnosticIsExactlyOneCompilerStyleLine() throws {
    let folder = try TemporaryFolder()
    let path = try folder.file(
      "broken.json", containing: "{\"shortcuts\": [\n  {\"id\": \"a\", \"keys\": \"Command-A\",}\n]}\n"
    ).path
    let output = try KblocExecutable.run("translate", "--layout", "fr", path)
    #expect(output.exitCode == 2)
    #expect(output.stdout == "")
    #expect(output.stderr == "\(path):2:34: error: trailing comma before '}'; remove it, JSON allows none\n")
  }

  @Test func inputFileIsNeverModified() throws {
    let folder = try TemporaryFolder()
    let original = ExampleFiles.url("shortcuts.json")
    let copy = folder.url("shortcuts.json")
    try FileManager.default.copyItem(at: original, to: copy)
    let files = [original, copy]
    let before = try files.map { try Data(contentsOf: $0) }
    let datesBefore = try files.map {
      try FileManager.default.attributesOfItem(atPath: $0.path)[.modificationDate] as? Date
    }
    for file in files {
      for format in ["text", "json"] {
        let output = try KblocExecutable.run("translate", "--layout", "de", "--format", format, file.path)
        #expect(output.exitCode == 0, "\(output)")
      }
    }
    #expect(try files.map { try Data(contentsOf: $0) } == before)
    #expect(
      try files.map { try FileManager.default.attributesOfItem(atPath: $0.path)[.modificationDate] as? Date }
        == datesBefore)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shortcuts.json"],
      "no files written beside the input")
  }

  // MARK: - Conflict groups

  /// A group larger than 16 names the first 16 others in file order and counts them all; a small
  /// group is listed whole, with no count (issue 13: a group of *k* is not *k*·(*k* − 1) names).
  @Test func aLargeConflictGroupIsNamedCompactlyInJSON() throws {
    let folder = try TemporaryFolder()
    let big = (0..<40).map { "{\"id\": \"undo\($0)\", \"keys\": \"Command-Z\"}" }
    let small = ["{\"id\": \"save\", \"keys\": \"Command-S\"}", "{\"id\": \"saveToo\", \"keys\": \"Command-S\"}"]
    let file = try folder.file(
      "group.json", containing: "{\"shortcuts\": [" + (big + small).joined(separator: ",\n") + "]}\n")
    let results = try Self.translateJSON("--layout", "fr", "--policy", "kbloc", file.path).results
    try #require(results.count == 42)
    for (index, result) in results.prefix(40).enumerated() {
      let others = (0..<40).filter { $0 != index }.map { "undo\($0)" }
      #expect(result.conflictsWith == Array(others.prefix(16)), "\(result.id)")
      #expect(result.conflictCount == 39, "\(result.id)")
      #expect(result.flags.contains("conflict"), "\(result.id)")
    }
    #expect(results[40].conflictsWith == ["saveToo"])
    #expect(results[41].conflictsWith == ["save"])
    #expect(results[40].conflictCount == nil)
    #expect(results[41].conflictCount == nil)
  }

  @Test func conflictCountAppearsOnlyWhenTheListIsCut() throws {
    let folder = try TemporaryFolder()
    // 17 shortcuts: each collides with exactly 16, all named.
    let entries = (0..<17).map { "{\"id\": \"undo\($0)\", \"keys\": \"Command-Z\"}" }
    let file = try folder.file("group.json", containing: "{\"shortcuts\": [" + entries.joined(separator: ",") + "]}")
    let output = try KblocExecutable.run("translate", "--layout", "fr", "--format", "json", file.path)
    #expect(output.exitCode == 0, "\(output)")
    #expect(!output.stdout.contains("conflictCount"))
    let results = try Self.translateJSON("--layout", "fr", file.path).results
    #expect(results.allSatisfy { $0.conflictsWith.count == 16 && $0.conflictCount == nil })
  }

  // MARK: - Helpers

  /// Statuses in the order the summary lists them (the contract's order).
  static let statusOrder = [
    "unchanged", "moved", "shifted", "remapped", "positional", "latin-fallback", "needs-option", "unreachable",
  ]

  /// The ids of a shortcuts file, in order, read without kbloc.
  static func ids(inFile path: String) throws -> [String] {
    let text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
    return try Contract.decode(Contract.ShortcutsFile.self, from: text).shortcuts.map(\.id)
  }

  /// Runs `kbloc translate --format json` and decodes its output (docs/commands.md).
  static func translateJSON(_ arguments: String...) throws -> Contract.TranslateReport {
    try KblocExecutable.decode(Contract.TranslateReport.self, ["translate", "--format", "json"] + arguments)
  }
}
