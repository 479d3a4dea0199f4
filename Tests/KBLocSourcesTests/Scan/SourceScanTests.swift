import Foundation
import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// Folder scans: what is read, what is skipped and why, ids made unique, nothing written.
struct SourceScanTests {
  static let shortcut = #"Button("Open") {}.keyboardShortcut("o")"#

  @Test func aScanReadsSourcesAndSkipsBuildAndDependencyFolders() throws {
    var files: [String: String] = ["App/Menu.swift": Self.shortcut, "App/Plain.swift": "let x = 1\n"]
    // The folders docs/sources.md promises to skip, written out rather than read from the code.
    let documented: Set<String> = [".build", "DerivedData", "Pods", "node_modules", ".git"]
    #expect(SourceScan.skippedFolders == documented)
    for folder in documented {
      files["\(folder)/Hidden.swift"] = #"Button("Hidden") {}.keyboardShortcut("h")"#
    }
    files["App/Other.json"] = #"{"name": "not a keymap"}"#
    let folder = try TemporaryFolder(files: files)
    let root = folder.path
    let scan = try SourceScan(paths: [root])
    #expect(scan.readings.map(\.file) == ["\(root)/App/Menu.swift"])
    #expect(scan.shortcuts.definitions.map(\.id) == ["Open"])
    #expect(scan.skipped.isEmpty)
    #expect(scan.summary == "read 3 files: 1 shortcut")
  }

  @Test func eachDefinitionRecordsItsDeclaration() throws {
    let folder = try TemporaryFolder(files: ["Menu.swift": Self.shortcut])
    let root = folder.path
    let scan = try SourceScan(paths: [root])
    let definition = try #require(scan.shortcuts.definitions.first)
    #expect(
      definition.declaration == Declaration(file: "\(root)/Menu.swift", position: SourcePosition(line: 1, column: 36)))
    #expect(definition.declaration?.description == "\(root)/Menu.swift:1:36")
  }

  @Test func repeatedIdsAreMadeUniqueWithTheirFileAndLine() throws {
    let folder = try TemporaryFolder(files: ["A.swift": Self.shortcut, "B.swift": "\n" + Self.shortcut])
    let root = folder.path
    let scan = try SourceScan(paths: [root])
    #expect(scan.shortcuts.definitions.map(\.id) == ["Open", "Open (B.swift:2)"])
  }

  @Test func repeatsOnOneLineAreNumberedInTurn() throws {
    let text = "NSUserKeyEquivalents = { a = \"@a\"; a = \"@b\"; a = \"@c\"; a = \"@d\"; }"
    let reading = try SourceReader.read(text, format: .userKeyEquivalents, file: "d.txt")
    let scan = SourceScan(readings: [reading], name: "d.txt")
    #expect(scan.shortcuts.definitions.map(\.id) == ["a", "a (d.txt:1)", "a (d.txt:1 #2)", "a (d.txt:1 #3)"])
    // Columns count scalars on a long line as on a short one.
    #expect(scan.shortcuts.definitions.map(\.position.column) == [30, 40, 50, 60])
  }

  @Test func badFilesInAFolderAreSkippedWithANote() throws {
    let folder = try TemporaryFolder(files: [
      "Good.swift": Self.shortcut,
      "Broken.swift": "func f() { .keyboardShortcut(\n",
      "Latin1.swift": "",
      "keybindings.json": "[ { \"key\": ",
    ])
    let root = folder.path
    try folder.file("Blob.swift", bytes: Data([0x6B, 0x65, 0x79, 0x45, 0x71, 0x00, 0x01]))
    try folder.file("Latin1.swift", bytes: Data([0x2F, 0x2F, 0xE9, 0x0A]))
    let scan = try SourceScan(paths: [root])
    #expect(scan.shortcuts.definitions.map(\.id) == ["Open"])
    #expect(
      scan.skipped.map(\.path) == [
        "\(root)/Blob.swift", "\(root)/Broken.swift", "\(root)/Latin1.swift", "\(root)/keybindings.json",
      ])
    #expect(scan.skipped[0].reason == "it is a binary file, not text")
    #expect(scan.skipped[1].reason == "not valid Swift: expected an expression at 1:30")
    #expect(scan.skipped[2].reason == "it is not UTF-8 text; save it as UTF-8")
    #expect(scan.summary == "read 1 file: 1 shortcut, 4 files skipped")
  }

  @Test func aSymbolicLinkLoopIsScannedOnce() throws {
    let folder = try TemporaryFolder(files: ["App/Menu.swift": Self.shortcut])
    let root = folder.path
    try FileManager.default.createSymbolicLink(atPath: root + "/App/Loop", withDestinationPath: root + "/App")
    try FileManager.default.createSymbolicLink(atPath: root + "/Self.swift", withDestinationPath: root + "/Self.swift")
    let scan = try SourceScan(paths: [root])
    #expect(scan.shortcuts.definitions.map(\.id) == ["Open"])
    #expect(
      scan.skipped == [
        SkippedFile(path: "\(root)/App/Loop", reason: "a symbolic link back to a folder already scanned"),
        SkippedFile(path: "\(root)/Self.swift", reason: "a symbolic link to nothing, or in a loop"),
      ])
  }

  @Test func aFIFOIsSkippedRatherThanReadForever() throws {
    let folder = try TemporaryFolder(files: ["Menu.swift": Self.shortcut])
    let root = folder.path
    #expect(mkfifo(root + "/Pipe.swift", 0o644) == 0)
    let scan = try SourceScan(paths: [root])
    #expect(scan.shortcuts.definitions.map(\.id) == ["Open"])
    #expect(scan.skipped == [SkippedFile(path: "\(root)/Pipe.swift", reason: "not a regular file")])
  }

  @Test func namedFilesThatCannotBeReadThrow() throws {
    let folder = try TemporaryFolder(files: ["Broken.swift": "let = \n", "notes.txt": "hello"])
    let root = folder.path
    #expect(throws: SourceReadError.self) { try SourceScan(paths: [root + "/Broken.swift"]) }
    #expect(throws: SourceReadError.self) { try SourceScan(paths: [root + "/notes.txt"]) }
    #expect(throws: SourceReadError.self) { try SourceScan(paths: [root + "/missing"]) }
  }

  @Test func undeclaredDeclarationsAreCountedByReasonInTheSummary() throws {
    let folder = try TemporaryFolder(files: [
      "Menu.swift": """
      Button("A") {}.keyboardShortcut(key)
      Button("B") {}.keyboardShortcut(other)
      Button("C") {}.keyboardShortcut(.clear)
      """
    ])
    let root = folder.path
    let scan = try SourceScan(paths: [root])
    #expect(scan.unread.count == 3)
    #expect(scan.summary == "read 1 file: 0 shortcuts, 3 declarations not read (2 not a literal, 1 unknown key)")
  }

  @Test func aScanWritesNothingIntoTheTree() throws {
    let folder = try TemporaryFolder(files: [
      "App/Menu.swift": Self.shortcut, "keymap.json": #"[{"bindings": {"cmd-k": "x"}}]"#,
    ])
    let root = folder.path
    let before = try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
    _ = try SourceScan(paths: [root])
    #expect(try FileManager.default.subpathsOfDirectory(atPath: root).sorted() == before)
  }

  @Test func formatsAreDetectedByNameAndContent() {
    #expect(SourceFormat(detectingFrom: "A/B.swift", text: nil) == .swift)
    #expect(SourceFormat(detectingFrom: "MainMenu.xib", text: nil) == .interfaceBuilder)
    #expect(SourceFormat(detectingFrom: "Main.storyboard", text: nil) == .interfaceBuilder)
    #expect(SourceFormat(detectingFrom: "Default (OSX).sublime-keymap", text: nil) == .sublime)
    #expect(SourceFormat(detectingFrom: "keybindings.json", text: nil) == .vscode)
    #expect(SourceFormat(detectingFrom: "keymap.json", text: #"[{"bindings": {}}]"#) == .zed)
    #expect(SourceFormat(detectingFrom: "mine.json", text: #"{"shortcuts": []}"#) == .kbloc)
    // Told by the first key without reading the rest (the strict reader reads it next, and
    // reports a text cut short), and by the parsed structure when `shortcuts` comes later.
    #expect(SourceFormat(detectingFrom: "mine.json", text: "\u{FEFF} {\n  \"shortcuts\": [{") == .kbloc)
    #expect(SourceFormat(detectingFrom: "mine.json", text: #"{"lint": {}, "shortcuts": []}"#) == .kbloc)
    #expect(SourceFormat(detectingFrom: "mine.json", text: #"{"name": "shortcuts"}"#) == nil)
    #expect(SourceFormat(detectingFrom: "mine.json", text: #"[{"key": "cmd+k", "command": "x"}]"#) == .vscode)
    #expect(SourceFormat(detectingFrom: "notes.txt", text: "hello") == nil)
  }

  @Test func aScanPicksUpJetBrainsQtAndGtkFilesByTheirRoot() throws {
    let folder = try TemporaryFolder(files: [
      "keymaps/Mine.xml":
        #"<keymap name="Mine"><action id="Find"><keyboard-shortcut first-keystroke="meta F"/></action></keymap>"#,
      "pom.xml": "<project><action id=\"x\"/></project>",
      "forms/main.ui":
        #"<ui version="4.0"><action name="actionSave"><property name="shortcut"><string>Ctrl+S</string></property></action></ui>"#,
      "gtk/window.ui":
        #"<interface><menu id="m"><item action="win.quit" accel="&lt;Primary&gt;q"/></menu></interface>"#,
    ])
    let root = folder.path
    let scan = try SourceScan(paths: [root])
    #expect(
      scan.readings.map(\.file) == ["\(root)/forms/main.ui", "\(root)/gtk/window.ui", "\(root)/keymaps/Mine.xml"])
    #expect(scan.readings.map(\.format) == [.qt, .gtk, .jetbrains])
    #expect(scan.shortcuts.definitions.map(\.id) == ["actionSave", "win.quit", "Find"])
    #expect(scan.shortcuts.definitions.map(\.keys) == ["Command-S", "Command-Q", "Command-F"])
    #expect(scan.skipped.isEmpty)
  }
}
