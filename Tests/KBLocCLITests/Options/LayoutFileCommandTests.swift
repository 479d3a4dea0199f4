import Foundation
import KBLocTestSupport
import Testing

/// `--layout-file` and `file:PATH` layout entries end to end (issue 10, item 4): the built binary
/// on the hand-written fixtures in `Tests/Fixtures/LayoutFiles/`.
struct LayoutFileCommandTests {
  /// What each fixture's keys type, written out by hand from the fixture: every character of
  /// every level (dead keys by their spacing form), and the keys that have levels.
  static let fixtures: [(file: String, keys: [String], characters: Set<Character>, dead: Set<Character>)] = [
    (
      LayoutFileFixtures.keylayout,
      ["TLDE", "AE01", "AE02", "AD01", "AD02", "AD03", "AD11", "AC01", "AC02", "AC11", "LSGT", "SPCE", "RTRN"],
      [
        "<", ">", "≤", "≥", "1", "!", "¡", "2", "@", "™", "a", "A", "œ", "Œ", "w", "W", "∑", "e", "E", "´", "ü", "Ü",
        "`", "q", "Q", "å", "Å", "s", "S", "ß", "'", "\"", "æ", "Æ", "§", "±", "¶", " ", "\u{A0}",
      ],
      ["´", "`"]
    ),
    (
      LayoutFileFixtures.linuxRecording,
      ["TLDE", "AE07", "AE08", "AE11", "AD01", "AD03", "AD06", "AD11", "AC01", "LSGT", "AB01", "SPCE", "RTRN"],
      [
        "a", "A", "æ", "Æ", "q", "Q", "@", "Ω", "e", "E", "€", "z", "Z", "←", "¥", "y", "Y", "»", "›", "7", "/", "{",
        "⅞", "8", "(", "[", "™", "ß", "?", "\\", "¿", "ü", "Ü", "¨", "°", "^", "′", "″", "<", ">", "|", "¦", " ",
      ],
      ["¨", "^"]
    ),
    (
      LayoutFileFixtures.macRecording,
      ["TLDE", "AE05", "AE12", "AC01", "AC09", "LSGT", "AB06", "SPCE"],
      [
        "a", "A", "å", "Å", "l", "L", "@", "ﬂ", "n", "N", "~", "‘", "5", "%", "[", "´", "`", "'", "˙", "<", ">", "≤",
        "≥", "^", "°", "„", "“", " ",
      ],
      ["´", "`", "~", "^"]
    ),
  ]

  @Test(arguments: 0..<3)
  func layoutJSONListsExactlyTheFixturesCharacters(fixture: Int) throws {
    let expected = Self.fixtures[fixture]
    let layout = try KblocExecutable.decode(
      Contract.LayoutTable.self, "layout", "--layout-file", LayoutFileFixtures.path(expected.file), "--format", "json")
    #expect(layout.name == expected.file)
    #expect(layout.keys.map(\.key) == expected.keys)
    var characters = Set<Character>()
    var dead = Set<Character>()
    for key in layout.keys {
      for level in key.levels {
        guard let text = level.character else { continue }
        let character = try #require(text.count == 1 ? text.first : nil, "'\(text)' is not one character")
        characters.insert(character)
        if level.dead { dead.insert(character) }
      }
    }
    #expect(characters == expected.characters)
    #expect(dead == expected.dead)
  }

  /// The fixture's ⌘ keyMap swaps A and Q: the keys type `a` and `q` where they are printed, and
  /// their Command level, in `command`, types the other.
  @Test func layoutJSONWritesTheCommandLevel() throws {
    let layout = try KblocExecutable.decode(
      Contract.LayoutTable.self, "layout", "--layout-file", LayoutFileFixtures.path(LayoutFileFixtures.keylayout),
      "--format", "json")
    let a = try #require(layout.keys.first { $0.key == "AC01" })
    #expect(a.levels.first?.character == "a")
    #expect(a.command?.map(\.character) == ["q", "Q"])
    #expect(a.command?.map(\.modifiers) == [["Command"], ["Shift", "Command"]])
    #expect(layout.keys.filter { $0.command != nil }.map(\.key) == ["AD01", "AC01"])
    let typed = try KblocExecutable.decode(
      [Contract.TypedCharacter].self, "type", "--layout-file", LayoutFileFixtures.path(LayoutFileFixtures.keylayout),
      "--format", "json", "q")
    #expect(typed.first?.strokes.first?.key == "AD01")
  }

  @Test func translatesTheExampleOnAKeylayout() throws {
    let report = try KblocExecutable.decode(
      Contract.TranslateReport.self, "translate", "--layout-file",
      LayoutFileFixtures.path(LayoutFileFixtures.keylayout),
      "--format", "json", ExampleFiles.url("shortcuts.json").path)
    #expect(report.results.count == 35)
    // The ⌘ keyMap types 'a' on the Q key: shortcuts go through it.
    let selectAll = try #require(report.results.first { $0.id == "selectAll" })
    #expect(selectAll.press?.key == "AD01")
    #expect(report.layout.name == LayoutFileFixtures.keylayout)
  }

  @Test func translatesTheExampleOnALinuxRecording() throws {
    let report = try KblocExecutable.decode(
      Contract.TranslateReport.self, "translate", "--layout-file",
      LayoutFileFixtures.path(LayoutFileFixtures.linuxRecording), "--format", "json",
      ExampleFiles.url("shortcuts.json").path)
    let undo = try #require(report.results.first { $0.id == "undo" })
    #expect(undo.press?.key == "AD06")
    #expect(undo.status == "moved")
  }

  @Test func typeGoesThroughTheImportedTable() throws {
    let answers = try KblocExecutable.decode(
      [Contract.TypedCharacter].self, "type", "--layout-file", LayoutFileFixtures.path(LayoutFileFixtures.macRecording),
      "--format", "json", "~")
    let strokes = try #require(answers.first?.strokes)
    #expect(strokes.count == 1)
    #expect(strokes.first?.key == "AB06")
    #expect(strokes.first?.modifiers == ["Option"])
    #expect(strokes.first?.dead == true)
  }

  @Test func coverageTakesFileEntriesInListsAndSetFiles() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.copyItem(
      atPath: LayoutFileFixtures.path(LayoutFileFixtures.keylayout), toPath: folder.path("T.keylayout"))
    let setFile = try folder.file("mine.txt", containing: "# my layouts\nfile:T.keylayout\nfile:missing.json\n")
    let output = try KblocExecutable.run(
      "coverage", ExampleFiles.url("shortcuts.json").path, "--layouts",
      "file:\(LayoutFileFixtures.path(LayoutFileFixtures.linuxRecording)),@\(setFile.path)", "--format", "json")
    #expect(output.exitCode == 0, "\(output)")
    let layouts = try KblocExecutable.decode(Contract.CoverageReport.self, from: output).layouts
    let byRequest = Dictionary(layouts.map { ($0.requested, $0) }, uniquingKeysWith: { a, _ in a })
    #expect(byRequest.count == 3)
    let linux = try #require(byRequest["file:\(LayoutFileFixtures.path(LayoutFileFixtures.linuxRecording))"])
    #expect(linux.name == LayoutFileFixtures.linuxRecording)
    #expect(linux.results.count == 35)
    let keylayout = try #require(byRequest["file:\(folder.path("T.keylayout"))"])
    #expect(keylayout.name == "T.keylayout")
    let missingPath = folder.path("missing.json")
    let missing = try #require(byRequest["file:\(missingPath)"])
    let message = try #require(missing.error)
    #expect(message.hasPrefix("There is no layout file '"))
    #expect(message.hasSuffix("missing.json'"))
  }

  // MARK: - Bad input

  @Test func xmlThatIsNotAKeylayoutExitsTwo() throws {
    let folder = try TemporaryFolder()
    let path = try folder.file(
      "Info.keylayout", containing: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"
    ).path
    let output = try KblocExecutable.run("layout", "--layout-file", path)
    #expect(
      output
        == CommandOutput(
          stdout: "",
          stderr:
            "kbloc: error: \(path):2:1: Not an Apple keyboard layout: the root element is <plist>, not <keyboard>\n",
          exitCode: 2))
  }

  @Test func unknownKeyCodeExitsTwo() throws {
    let text = try LayoutFileFixtures.text(LayoutFileFixtures.keylayout)
      .replacingOccurrences(of: #"<key code="13" output="w"/>"#, with: #"<key code="130" output="w"/>"#)
    let folder = try TemporaryFolder()
    let path = try folder.file("Bad.keylayout", containing: text).path
    let output = try KblocExecutable.run("translate", "--layout-file", path, ExampleFiles.url("shortcuts.json").path)
    #expect(
      output
        == CommandOutput(stdout: "", stderr: "kbloc: error: \(path):46:18: Unknown key code '130'\n", exitCode: 2))
  }

  @Test func recordingWithMissingLevelsExitsTwo() throws {
    let folder = try TemporaryFolder()
    let path = try folder.file("short.json", containing: "{\n  \"KeyA\": [\"a\", \"A\", \"æ\"]\n}\n").path
    let output = try KblocExecutable.run("type", "--layout-file", path, "a")
    #expect(
      output
        == CommandOutput(
          stdout: "",
          stderr:
            "kbloc: error: \(path):2:11: The key 'KeyA' has no 'withShiftAltGr'; a recording gives value, withShift, "
            + "withAltGr and withShiftAltGr\n",
          exitCode: 2))
  }

  @Test func textThatIsNeitherExitsTwo() throws {
    let folder = try TemporaryFolder()
    let path = try folder.file("notes.txt", containing: "\n  hello\n").path
    let output = try KblocExecutable.run("layout", "--layout-file", path)
    #expect(output.exitCode == 2)
    #expect(
      output.stderr
        == "kbloc: error: \(path):2:3: Not a layout file: expected an Apple .keylayout (XML, '<keyboard') or a "
        + "keyboard recording (a JSON object)\n")
  }

  @Test func layoutAndLayoutFileTogetherExitTwo() throws {
    let output = try KblocExecutable.run(
      "layout", "--layout", "fr", "--layout-file", LayoutFileFixtures.path(LayoutFileFixtures.keylayout))
    #expect(output.exitCode == 2)
    #expect(
      output.stderr
        == "kbloc: error: Give one of '--layout', '--keymap' and '--layout-file', not several; see 'kbloc layout --help'\n"
    )
  }
}
