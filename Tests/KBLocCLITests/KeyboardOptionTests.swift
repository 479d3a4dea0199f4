import Foundation
import KBLocTestSupport
import Testing

/// `--keyboard ansi|iso|jis`, recorded input sources and macOS names on the command line (issue 17,
/// items 1 and 2).
struct KeyboardOptionTests {
  static func json(_ arguments: String...) throws -> Any {
    let output = try KblocExecutable.run(arguments)
    try #require(output.exitCode == 0, "\(output)")
    return try JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
  }

  /// The first stroke's key for each character `kbloc type` answers.
  static func firstKeys(_ arguments: String...) throws -> [String] {
    let output = try KblocExecutable.run(["type", "--format", "json"] + arguments)
    try #require(output.exitCode == 0, "\(output)")
    let answers = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
    return answers.map { answer in
      ((answer["strokes"] as? [[String: Any]])?.first?["key"] as? String) ?? "none"
    }
  }

  /// The example: on a German Mac `<` is beside left Shift.
  @Test func aGermanMacRecordingTypesTheLessThanSignBesideLeftShift() throws {
    let file = LayoutFileFixtures.path(LayoutFileFixtures.macRecording)
    #expect(try Self.firstKeys("--layout-file", file, "<^") == ["LSGT", "TLDE"])
    #expect(try Self.firstKeys("--layout-file", file, "--keyboard", "ansi", "<^") == ["TLDE", "none"])
  }

  @Test func inputSourcesAreTakenByIdentifierAndByMacOSName() throws {
    #expect(try Self.firstKeys("--layout", "com.apple.keylayout.German", "<") == ["LSGT"])
    #expect(try Self.firstKeys("--layout", "German", "<") == ["LSGT"])
    #expect(try Self.firstKeys("--layout", "Swiss French", "--keyboard", "jis", "<a") == ["none", "AC01"])
    #expect(try Self.firstKeys("--layout", "com.apple.keylayout.Dvorak-Left", "a") != ["none"])
  }

  @Test func theLayoutJSONSaysTheKeyboardAndWhereTheKeysComeFrom() throws {
    let document = try #require(
      try Self.json("layout", "--layout", "com.apple.keylayout.German", "--format", "json") as? [String: Any])
    #expect(document["name"] as? String == "com.apple.keylayout.German")
    #expect(document["description"] as? String == "German")
    #expect(document["keyboard"] as? String == "iso")
    #expect(document["inputSource"] as? String == "com.apple.keylayout.German")
    let recording = try #require(document["recording"] as? [String: Any])
    #expect(recording["standIn"] as? String == "de(mac)")
    #expect((recording["standInKeys"] as? [String])?.contains("SPCE") == true)
    let keys = try #require(document["keys"] as? [[String: Any]])
    #expect(keys.first { $0["key"] as? String == "SPCE" }?["standIn"] as? Bool == true)
    #expect(keys.first { $0["key"] as? String == "AC01" }?["standIn"] as? Bool == false)

    let xkb = try #require(try Self.json("layout", "--layout", "fr", "--format", "json") as? [String: Any])
    #expect(xkb["keyboard"] == nil)
    #expect(xkb["recording"] == nil)
  }

  @Test func translateShowsTheKeyboard() throws {
    let example = ExampleFiles.url("shortcuts.json").path
    let document = try #require(
      try Self.json("translate", "--layout", "Swiss French", "--format", "json", example) as? [String: Any])
    let layout = try #require(document["layout"] as? [String: Any])
    #expect(layout["keyboard"] as? String == "iso")
    let text = try KblocExecutable.run("translate", "--layout", "Swiss French", "--keyboard", "ansi", example)
    #expect(text.exitCode == 0)
    #expect(text.stdout.contains("com.apple.keylayout.SwissFrench — Swiss French (platform mac), ANSI keyboard"))
    let type = try KblocExecutable.run("type", "--layout", "German", "a")
    #expect(
      type.stdout.hasPrefix("com.apple.keylayout.German — German, left to right, ISO keyboard; recorded on a Mac"))
  }

  @Test func anXKBLayoutRefusesAKeyboardType() throws {
    let output = try KblocExecutable.run("type", "--layout", "fr", "--keyboard", "iso", "a")
    #expect(output.exitCode == 2)
    #expect(
      output.stderr
        == "kbloc: error: '--keyboard iso' places the keys of Apple input sources and Mac layout files; "
        + "'--layout fr' is an XKB layout, which keeps its XKB model\n")
    let pc = try KblocExecutable.run(
      "type", "--layout-file", LayoutFileFixtures.path(LayoutFileFixtures.linuxRecording), "--keyboard", "jis", "a")
    #expect(pc.exitCode == 2)
    #expect(pc.stderr.contains("was recorded on a PC"), "\(pc.stderr)")
  }

  @Test func aRecordedTableRefusesXKBVariants() throws {
    let output = try KblocExecutable.run("type", "--layout", "German", "--variant", "nodeadkeys", "a")
    #expect(output.exitCode == 2)
    #expect(output.stderr.contains("'German' (com.apple.keylayout.German) is a table recorded on a Mac"), "\(output)")
  }
}
