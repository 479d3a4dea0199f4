import KBLocTestSupport
import Testing

/// `--keyboard ansi|iso|jis`, recorded input sources and macOS names on the command line (issue 17,
/// items 1 and 2).
struct KeyboardOptionTests {
  /// The first stroke's key for each character `kbloc type` answers, `none` where it has none.
  static func firstKeys(_ arguments: String...) throws -> [String] {
    let answers = try KblocExecutable.decode([Contract.TypedCharacter].self, ["type", "--format", "json"] + arguments)
    return answers.map { $0.strokes.first?.key ?? "none" }
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
    let german = try KblocExecutable.decode(
      Contract.LayoutTable.self, "layout", "--layout", "com.apple.keylayout.German", "--format", "json")
    #expect(german.name == "com.apple.keylayout.German")
    #expect(german.description == "German")
    #expect(german.keyboard == "iso")
    #expect(german.inputSource == "com.apple.keylayout.German")
    #expect(german.keyEquivalentLayout == nil)
    let recording = try #require(german.recording)
    #expect(recording.inputSource == "com.apple.keylayout.German")
    #expect(recording.standIn == "de(mac)")
    #expect(recording.standInKeys.contains("SPCE"))
    #expect(german.keys.first { $0.key == "SPCE" }?.standIn == true)
    #expect(german.keys.first { $0.key == "AC01" }?.standIn == false)

    let xkb = try KblocExecutable.decode(Contract.LayoutTable.self, "layout", "--layout", "fr", "--format", "json")
    #expect(xkb.keyboard == nil)
    #expect(xkb.recording == nil)
    #expect(xkb.inputSource == nil)
    #expect(xkb.keys.allSatisfy { $0.standIn == nil })

    let hiragana = try KblocExecutable.decode(
      Contract.LayoutTable.self, "layout", "--layout", "Hiragana", "--format", "json")
    #expect(hiragana.keyboard == "jis")
    #expect(hiragana.keyEquivalentLayout == "com.apple.keylayout.ABC")
    #expect(hiragana.recording?.inputSource == "com.apple.keylayout.US")
  }

  @Test func translateShowsTheKeyboard() throws {
    let example = ExampleFiles.url("shortcuts.json").path
    let report = try KblocExecutable.decode(
      Contract.TranslateReport.self, "translate", "--layout", "Swiss French", "--format", "json", example)
    #expect(report.layout.keyboard == "iso")
    #expect(report.layout.inputSource == "com.apple.keylayout.SwissFrench")
    #expect(report.layout.recording?.standIn == "ch(fr_mac)")
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
