import Foundation
import KBLoc
import KBLocSources
import Testing

/// One file to read, named or found: its text, its format told from name and content, and the
/// reading, with the messages for bytes that are not text and files no format claims.
struct SourceFileTests {
  @Test func aJSONFileNamedGenericallyIsToldByItsContentAndRead() throws {
    let keymap = #"[{"key": "cmd+k cmd+c", "command": "comment"}]"#
    let file = SourceFile(path: "Keys/default.json", data: Data(keymap.utf8))
    #expect(file.format == .vscode)
    let reading = try file.read()
    #expect(reading.format == .vscode)
    #expect(reading.definitions.map(\.id) == ["comment", "comment (stroke 2)"])
    #expect(
      reading.definitions.map(\.position) == [SourcePosition(line: 1, column: 10), SourcePosition(line: 1, column: 10)])
  }

  @Test func aKblocFileToldByItsContentIsReadFromTheSameDocument() throws {
    let text = "{\n  \"app\": \"x\", // the app\n  \"shortcuts\": [{\"id\": \"undo\", \"keys\": \"Command-Z\"}]\n}"
    let file = SourceFile(path: "mine.json", data: Data(text.utf8))
    #expect(file.format == .kbloc)
    #expect(try file.read().definitions.map(\.keys) == ["Command-Z"])
  }

  @Test func theFormatAskedForIsTheFormatRead() throws {
    let file = SourceFile(
      path: "menu.txt", data: Data(#"Button("Open") {}.keyboardShortcut("o")"#.utf8), format: .swift)
    #expect(file.format == .swift)
    #expect(try file.read().definitions.map(\.keys) == ["Command-O"])
  }

  @Test func bytesThatAreNotTextAreToldByNameButNotRead() {
    let binary = SourceFile(path: "Menu.swift", data: Data([0x00, 0x01]))
    #expect(binary.format == .swift)
    #expect(binary.text == nil)
    #expect(throws: SourceReadError(file: "Menu.swift", message: "It is a binary file, not text")) { try binary.read() }
    let latin1 = SourceFile(path: "keybindings.json", data: Data([0x5B, 0xE9, 0x5D]))
    #expect(latin1.format == .vscode)
    #expect(throws: SourceReadError(file: "keybindings.json", message: "It is not UTF-8 text; save it as UTF-8")) {
      try latin1.read()
    }
  }

  @Test func aFileNoFormatClaimsIsNotRead() throws {
    let file = SourceFile(path: "notes.txt", data: Data("hello".utf8))
    #expect(file.format == nil)
    let error = try #require(throws: SourceReadError.self) { try file.read() }
    #expect(error.message.hasPrefix("Not a file kbloc reads shortcuts from"))
  }
}
