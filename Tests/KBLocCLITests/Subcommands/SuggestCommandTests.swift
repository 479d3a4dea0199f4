import Foundation
import KBLocTestSupport
import Testing

/// `kbloc suggest` end to end (issue 18 item 4): the built binary on a file of known problems, its
/// text and JSON, and `--output`, whose corrected file `kbloc coverage` finds at 100% over the same
/// layouts and `kbloc lint` finds clean, the input left as it was.
struct SuggestCommandTests {
  /// This test's temporary folder, removed when the test ends.
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  /// Shortcuts with known problems: a character some layouts lack, one that needs Option on
  /// French, a conflict, a shadowed character, a redefined standard shortcut; and one without.
  static let knownProblems = """
    { "shortcuts": [
      { "id": "sharp", "title": "Insert Sharp S", "keys": "Command-ß" },
      { "id": "clear", "title": "Clear Log", "keys": "Command-K" },
      { "id": "clearAll", "title": "Clear All", "keys": "Command-K", "menu": "Edit" },
      { "id": "brace", "title": "Insert Brace", "keys": "Option-5" },
      { "id": "back", "title": "Go Back", "keys": "Command-[" },
      { "id": "query", "title": "Run Query", "keys": "Command-Q" },
      { "id": "save", "title": "Save", "keys": "Command-S" }
    ] }

    """

  /// The layouts every test runs over.
  static let layouts = "fr,de,ru,us,tr(f)"

  /// Runs `kbloc suggest` on the known problems with the given arguments.
  func suggest(_ arguments: String...) throws -> CommandOutput {
    let input = try folder.file("shortcuts.json", containing: Self.knownProblems)
    return try KblocExecutable.run(["suggest", input.path, "--layouts", Self.layouts, "--policy", "kbloc"] + arguments)
  }

  /// The JSON report's suggestions.
  static func suggestions(_ output: CommandOutput) throws -> [Contract.Suggestion] {
    #expect(output.exitCode == 0, "\(output)")
    return try Contract.decode(Contract.SuggestReport.self, from: output.stdout).suggestions
  }

  @Test func correctedFileIsCoveredEverywhereAndLintsClean() throws {
    let output = folder.path("corrected.json")
    let result = try suggest("--format", "json", "--output", output)
    let suggestions = try Self.suggestions(result)
    #expect(Set(suggestions.map(\.id)) == ["sharp", "clear", "clearAll", "brace", "back", "query"])
    for suggestion in suggestions {
      let alternatives = suggestion.alternatives
      #expect((1...3).contains(alternatives.count), "\(suggestion)")
      #expect(alternatives.allSatisfy { !$0.reason.isEmpty })
    }
    #expect(try folder.bytes("shortcuts.json") == Data(Self.knownProblems.utf8))

    let coverage = try KblocExecutable.run([
      "coverage", output, "--layouts", Self.layouts, "--policy", "kbloc", "--min-coverage", "100",
      "--fail-on", "shifted,shadows-character",
    ])
    #expect(coverage.exitCode == 0, "\(coverage)")
    let lint = try KblocExecutable.run(["lint", output, "--format", "json"])
    #expect(lint.exitCode == 0, "\(lint)")
    #expect(lint.stdout.contains(#""findings": []"#), "\(lint)")
    // Unknown fields are kept, and the shortcuts without problems are unchanged.
    let corrected = try String(contentsOfFile: output, encoding: .utf8)
    #expect(corrected.contains(#""menu": "Edit""#))
    #expect(corrected.contains(#""keys": "Command-S""#))
    let file = try Contract.decode(Contract.ShortcutsFile.self, from: corrected)
    #expect(file.shortcuts.first { $0.id == "save" }?.keys == "Command-S")
  }

  @Test func textNamesEachProblemAndItsRankedAlternatives() throws {
    let result = try suggest()
    #expect(result.exitCode == 0, "\(result)")
    #expect(result.stdout.contains("clearAll (Command-K): conflict on every layout (with clear)"))
    #expect(result.stdout.contains("  1. Shift-Command-K "))
    #expect(result.stdout.contains("brace (Option-5): shadows-character on 4 of 5 layouts"))
    #expect(result.stdout.contains("query (Command-Q): lint (standard-shortcut-redefined)"))
    #expect(result.stdout.hasSuffix("6 of 7 shortcuts have problems on 5 layouts; --output would change 5\n"))
  }

  @Test func strictProposesOnlyTheSameCharacterEverywhere() throws {
    let suggestions = try Self.suggestions(try suggest("--format", "json", "--strict", "--count", "2"))
    for suggestion in suggestions {
      let alternatives = suggestion.alternatives
      #expect(alternatives.count <= 2)
      #expect(alternatives.allSatisfy { $0.sameCharacterEverywhere }, "\(suggestion)")
    }
  }

  @Test func outputOverTheInputIsRefused() throws {
    let input = folder.path("shortcuts.json")
    let result = try suggest("--output", input)
    #expect(result.exitCode == 2)
    #expect(result.stderr.hasPrefix("kbloc: error: "))
    #expect(try folder.bytes("shortcuts.json") == Data(Self.knownProblems.utf8))
  }

  @Test func countOutOfRangeIsAUsageError() throws {
    let result = try suggest("--count", "0")
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("'--count' takes a number from 1 to 50, not 0"))
  }
}
