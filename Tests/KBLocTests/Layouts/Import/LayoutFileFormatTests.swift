import KBLoc
import KBLocTestSupport
import Testing

struct LayoutFileFormatTests {
  @Test(arguments: [
    ("<keyboard/>", LayoutFileFormat.keylayout),
    ("\u{FEFF}\n  <?xml version=\"1.0\"?><keyboard/>", .keylayout),
    (" {\"KeyA\": []}", .recording),
  ])
  func formatIsToldFromTheContent(text: String, format: LayoutFileFormat) {
    #expect(LayoutFileFormat(detectingIn: text) == format)
  }

  @Test(arguments: ["", "   ", "[1]", "hello", "KeyA: a"])
  func otherTextsAreNeither(text: String) {
    #expect(LayoutFileFormat(detectingIn: text) == nil)
  }

  @Test func layoutFileImportsEitherFormat() throws {
    let keylayout = try Layout(layoutFile: LayoutFileFixtures.text(LayoutFileFixtures.keylayout), name: "k")
    #expect(keylayout.source == .imported(.keylayout))
    let recording = try Layout(layoutFile: LayoutFileFixtures.text(LayoutFileFixtures.macRecording), name: "r")
    #expect(recording.source == .imported(.recording))
  }

  @Test func neitherIsAnErrorAtItsFirstCharacter() {
    #expect(throws: LayoutImportError.unknownFormat(at: SourcePosition(line: 3, column: 2))) {
      try Layout(layoutFile: "\r\n\n\tKeyA = a", name: "x")
    }
  }
}
