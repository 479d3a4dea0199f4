import Foundation
import KBLocTestSupport
import Testing

@testable import KBLoc

/// Layout set files (docs/vocabulary.md, issue 4): one spec a line, `#` comments, blank lines,
/// `@name` includes; errors that name the file and line; the built-in sets compiled into KBLoc from
/// `Layouts/`.
struct LayoutSetTests {
  /// The repository's `Layouts/` folder.
  static let layoutsFolder = PackageRoot.appending("Layouts")

  /// What `tools/generate-embedded-data` stores for a data file: its text without the final
  /// newlines (a Swift multi-line literal ends before its closing line).
  static func embedded(_ text: String) -> String {
    var text = Substring(text)
    while text.last?.isNewline == true { text.removeLast() }
    return String(text)
  }

  // MARK: - Parsing

  @Test func specsAreReadOneALineInOrder() throws {
    let set = try LayoutSet(parsing: "fr\nde(mac)\nus,ru\nch(de_mac)\n", name: "mine.txt")
    #expect(set.name == "mine.txt")
    #expect(set.specs == ["fr", "de(mac)", "us,ru", "ch(de_mac)"])
  }

  @Test func layoutFilesAreEntriesAsWritten() throws {
    let set = try LayoutSet(parsing: "fr\nfile:My Layouts/Custom.keylayout\n", name: "mine.txt")
    #expect(set.specs == ["fr", "file:My Layouts/Custom.keylayout"])
  }

  @Test func commentsBlankLinesAndSurroundingSpacesAreIgnored() throws {
    let text = """
      # My team's layouts.

      fr          # French
        de(mac)\t# German, Macintosh
      #ru
      \t
      us,ru#no space before the comment
      """
    let set = try LayoutSet(parsing: text, name: "team.txt")
    #expect(set.specs == ["fr", "de(mac)", "us,ru"])
  }

  @Test func aFileOfOnlyCommentsIsAnEmptySet() throws {
    let set = try LayoutSet(parsing: "# nothing yet\n\n   \n", name: "empty.txt")
    #expect(set.specs.isEmpty)
  }

  @Test func aSpecListedTwiceIsKeptOnceAtItsFirstPlace() throws {
    let set = try LayoutSet(parsing: "fr\nde\nfr\nit\nde", name: "twice.txt")
    #expect(set.specs == ["fr", "de", "it"])
  }

  @Test func anIncludeInsertsTheOtherSetsSpecsInPlace() throws {
    let nordic = LayoutSet(name: "nordic", specs: ["se", "no", "dk"])
    let set = try LayoutSet(parsing: "fr\n@nordic\nde\nno\n", name: "mine.txt", includes: ["nordic": nordic])
    #expect(set.specs == ["fr", "se", "no", "dk", "de"])
  }

  @Test func anIncludeOfABuiltInSetUsesItsSpecs() throws {
    let cjk = try #require(LayoutSet.builtin["cjk"])
    let set = try LayoutSet(parsing: "  @cjk   # the CJK set\nfr", name: "mine.txt")
    #expect(set.specs == cjk.specs + ["fr"])
  }

  @Test func aMalformedSpecIsAnErrorNamingTheFileAndLine() throws {
    let text = "# header\nfr\n\nde(mac\nit\n"
    let error = try #require(throws: LayoutSetError.self) {
      try LayoutSet(parsing: text, name: "broken.txt")
    }
    guard case .malformedSpec(let spec, let file, let line, let reason) = error else {
      Issue.record("expected a malformed-spec error, got \(error)")
      return
    }
    #expect(spec == "de(mac")
    #expect(file == "broken.txt")
    #expect(line == 4, "lines count from 1, comments and blank lines included")
    #expect(reason.contains("'de(mac'"), "\(reason)")
    #expect(error.description.hasPrefix("broken.txt:4: 'de(mac' is not a layout spec: "), "\(error.description)")
  }

  @Test func anUnknownIncludeIsAnErrorWithTheClosestSetNames() throws {
    let error = try #require(throws: LayoutSetError.self) {
      try LayoutSet(parsing: "fr\n@aple\n", name: "mine.txt")
    }
    #expect(error == .unknownSet("aple", file: "mine.txt", line: 2, suggestions: ["apple"]))
    #expect(error.description == "mine.txt:2: unknown layout set '@aple'; did you mean '@apple'?")
  }

  @Test func anUnknownIncludeWithNothingCloseHasNoSuggestion() throws {
    let error = try #require(throws: LayoutSetError.self) {
      try LayoutSet(parsing: "@zzzzzzzz", name: "mine.txt")
    }
    #expect(error == .unknownSet("zzzzzzzz", file: "mine.txt", line: 1, suggestions: []))
    #expect(error.description == "mine.txt:1: unknown layout set '@zzzzzzzz'")
  }

  /// A set file saved on Windows ends its lines with CR LF, which Swift reads as one `Character`
  /// ("\r\n"), not as "\n": lines are split on every newline character.
  @Test func windowsLineEndingsReadLikeUnixOnes() throws {
    let set = try LayoutSet(parsing: "fr\r\nde(mac)\r\n# comment\r\nit\r\n", name: "windows.txt")
    #expect(set.specs == ["fr", "de(mac)", "it"])
  }

  // MARK: - Built-in sets

  @Test func theBuiltInSetsAreTheSetFiles() {
    #expect(LayoutSet.builtin.keys.sorted() == ["apple", "cjk", "cyrillic", "europe", "mac", "rtl", "top"])
  }

  /// `@apple` is the Apple input sources: every keyboard layout kbloc knows (every recorded one
  /// among them) and one input method of each family, by identifier.
  @Test func appleListsEveryInputSourceKbloKnowsAndEveryRecordedOne() throws {
    let apple = try #require(LayoutSet.builtin["apple"])
    let layouts = AppleInputSource.all.filter { !$0.isInputMethod }.map(\.identifier)
    #expect(apple.specs.filter { !$0.hasPrefix("com.apple.inputmethod.") } == layouts)
    for source in AppleInputSource.all where source.isRecorded && !source.isInputMethod {
      #expect(apple.specs.contains(source.identifier), "\(source.identifier)")
    }
    #expect(apple.specs.contains("com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese"))
    #expect(apple.specs.contains("com.apple.inputmethod.SCIM.ITABC"))
    #expect(apple.specs.contains("com.apple.inputmethod.Korean.2SetKorean"))
    #expect(!apple.specs.contains("de(mac)"), "the XKB Macintosh variants are @mac")
    #expect(LayoutSet.builtin["mac"]?.specs.contains("de(mac)") == true)
  }

  @Test func anUnknownInputSourceInASetFileIsAnError() {
    let error = #expect(throws: LayoutSetError.self) {
      try LayoutSet(parsing: "fr\ncom.apple.keylayout.Germn\n", name: "mine.txt")
    }
    #expect(
      error?.description.hasPrefix(
        "mine.txt:2: unknown input source 'com.apple.keylayout.Germn'; did you mean 'com.apple.keylayout.German'")
        == true,
      "\(String(describing: error))")
  }

  @Test(arguments: LayoutSet.builtinTexts.keys.sorted())
  func everyBuiltInSetParsesAndIsNotEmpty(_ name: String) throws {
    let text = try #require(LayoutSet.builtinTexts[name])
    let parsed = try LayoutSet(parsing: text, name: name)
    #expect(!parsed.specs.isEmpty)
    let builtin = try #require(LayoutSet.builtin[name], "'\(name)' parses here but is missing from LayoutSet.builtin")
    #expect(builtin == parsed)
    #expect(builtin.name == name)
    #expect(Set(builtin.specs).count == builtin.specs.count)
  }

  // MARK: - Embedded data

  @Test func embeddedSetTextsEqualTheFilesInLayoutsSets() throws {
    let folder = Self.layoutsFolder.appendingPathComponent("sets", isDirectory: true)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }
      .sorted()
    try #require(!files.isEmpty, "no set files in \(folder.path)")
    var onDisk: [String: String] = [:]
    for file in files {
      onDisk[String(file.dropLast(".txt".count))] = try String(
        contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }
    #expect(
      LayoutSet.builtinTexts.keys.sorted() == onDisk.keys.sorted(),
      "the embedded sets and Layouts/sets/*.txt differ; run tools/generate-embedded-data")
    for (name, text) in onDisk.sorted(by: { $0.key < $1.key }) {
      #expect(
        LayoutSet.builtinTexts[name] == Self.embedded(text),
        "Layouts/sets/\(name).txt and its copy in LayoutSet+Builtin.swift differ; run tools/generate-embedded-data")
    }
  }

  @Test func embeddedStandardShortcutTableEqualsTheTSVFile() throws {
    let url = Self.layoutsFolder.appendingPathComponent("apple-standard-shortcuts.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(
      StandardShortcut.appleTable == Self.embedded(text),
      """
      Layouts/apple-standard-shortcuts.tsv and its copy in StandardShortcut+Apple.swift differ; \
      run tools/generate-embedded-data
      """)
  }
}
