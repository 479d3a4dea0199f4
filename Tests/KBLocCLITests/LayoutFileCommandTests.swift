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

  static func json(_ arguments: String...) throws -> [String: Any] {
    let output = try KblocExecutable.run(arguments)
    try #require(output.exitCode == 0, "\(output)")
    return try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
  }

  @Test(arguments: 0..<3)
  func layoutJSONListsExactlyTheFixturesCharacters(fixture: Int) throws {
    let expected = Self.fixtures[fixture]
    let document = try Self.json("layout", "--layout-file", LayoutFileFixtures.path(expected.file), "--format", "json")
    #expect(document["name"] as? String == expected.file)
    let keys = try #require(document["keys"] as? [[String: Any]])
    #expect(keys.compactMap { $0["key"] as? String } == expected.keys)
    var characters = Set<Character>()
    var dead = Set<Character>()
    for key in keys {
      for level in key["levels"] as? [[String: Any]] ?? [] {
        guard let text = level["character"] as? String else { continue }
        let character = try #require(text.count == 1 ? text.first : nil, "'\(text)' is not one character")
        characters.insert(character)
        if level["dead"] as? Bool == true { dead.insert(character) }
      }
    }
    #expect(characters == expected.characters)
    #expect(dead == expected.dead)
  }

  @Test func translatesTheExampleOnAKeylayout() throws {
    let document = try Self.json(
      "translate", "--layout-file", LayoutFileFixtures.path(LayoutFileFixtures.keylayout), "--format", "json",
      ExampleFiles.url("shortcuts.json").path)
    let results = try #require(document["results"] as? [[String: Any]])
    #expect(results.count == 35)
    // The ⌘ keyMap types 'a' on the Q key: shortcuts go through it.
    let selectAll = try #require(results.first { $0["id"] as? String == "selectAll" })
    #expect((selectAll["press"] as? [String: Any])?["key"] as? String == "AD01")
    let layout = try #require(document["layout"] as? [String: Any])
    #expect(layout["name"] as? String == LayoutFileFixtures.keylayout)
  }

  @Test func translatesTheExampleOnALinuxRecording() throws {
    let document = try Self.json(
      "translate", "--layout-file", LayoutFileFixtures.path(LayoutFileFixtures.linuxRecording), "--format", "json",
      ExampleFiles.url("shortcuts.json").path)
    let results = try #require(document["results"] as? [[String: Any]])
    let undo = try #require(results.first { $0["id"] as? String == "undo" })
    #expect((undo["press"] as? [String: Any])?["key"] as? String == "AD06")
    #expect(undo["status"] as? String == "moved")
  }

  @Test func typeGoesThroughTheImportedTable() throws {
    let output = try KblocExecutable.run(
      "type", "--layout-file", LayoutFileFixtures.path(LayoutFileFixtures.macRecording), "--format", "json", "~")
    let strokes = try #require(
      (try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])?.first?["strokes"]
        as? [[String: Any]])
    #expect(strokes.count == 1)
    #expect(strokes.first?["key"] as? String == "AB06")
    #expect(strokes.first?["modifiers"] as? [String] == ["Option"])
    #expect(strokes.first?["dead"] as? Bool == true)
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
    let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let layouts = try #require(document["layouts"] as? [[String: Any]])
    let byRequest = Dictionary(
      layouts.compactMap { row in (row["requested"] as? String).map { ($0, row) } }, uniquingKeysWith: { a, _ in a })
    #expect(byRequest.count == 3)
    let linux = try #require(byRequest["file:\(LayoutFileFixtures.path(LayoutFileFixtures.linuxRecording))"])
    #expect(linux["name"] as? String == LayoutFileFixtures.linuxRecording)
    #expect((linux["results"] as? [Any])?.count == 35)
    let keylayout = try #require(byRequest["file:\(folder.path("T.keylayout"))"])
    #expect(keylayout["name"] as? String == "T.keylayout")
    let missingPath = folder.path("missing.json")
    let missing = try #require(byRequest["file:\(missingPath)"])
    let message = try #require(missing["error"] as? String)
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
        == CommandOutput(stdout: "", stderr: "kbloc: error: \(path):42:18: Unknown key code '130'\n", exitCode: 2))
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
