import Foundation
import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// VS Code's keybindings in a `keybindings.json` and in an extension's manifest.
///
/// Platform variants, `cmd` on each platform, titles from `contributes.commands`, notes for what
/// is not a binding kbloc can read. The fixtures follow VS Code's documented contribution points
/// (`contributes.keybindings`, `contributes.commands`), not any extension's files.
struct VSCodeKeybindingsReaderTests {
  static let keybindings = """
    // Place your key bindings in this file
    [
      { "key": "ctrl+k ctrl+c", "command": "editor.action.addCommentLine", "when": "editorTextFocus" },
      /* a scan code: the key in Slash's place */
      { "key": "cmd+[Slash]", "command": "toggleComment", },
      { "key": "ctrl+shift+p", "mac": "cmd+shift+p", "command": "workbench.action.showCommands" },
      { "key": "ctrl+bogus", "command": "broken" },
      { "key": "cmd+k", "command": "-removed" },
    ]
    """

  @Test func keybindingsGiveEachStrokeOfAChordScanCodesAndPlatformVariants() throws {
    let reading = try SourceReader.read(Self.keybindings, format: .vscode, file: "keybindings.json")
    #expect(
      reading.declared == [
        "editor.action.addCommentLine: Control-K at 3:12, entry 3:3",
        "editor.action.addCommentLine (stroke 2): Control-C at 3:12, entry 3:3",
        "toggleComment: Command-key:AB10 at 5:12, entry 5:3",
        "workbench.action.showCommands: Shift-Command-P at 6:35, entry 6:3",
        "workbench.action.showCommands: Control-Shift-P at 6:12, entry 6:3",
      ])
    #expect(reading.definitions.map(\.platforms) == [.all, .all, .mac, .mac, [.windows, .linux]])
    #expect(reading.definitions[0].extra["chord"]?.string == "ctrl+k ctrl+c")
    #expect(reading.definitions[0].extra["when"]?.string == "editorTextFocus")
    #expect(
      reading.notes == [
        "keybindings.json:5:12: note: not read: on Windows and Linux 'cmd' is the Windows or Super key, which has no place in a shortcut",
        "keybindings.json:7:12: note: not read: no keyboard has the key 'bogus'",
      ])
    #expect(reading.unread.map(\.platforms) == [[.windows, .linux], .all])
  }

  static let manifest = """
    {
      "name": "sample",
      "contributes": {
        "commands": [
          { "command": "sample.run", "title": "Run Selection", "category": "Sample" },
          { "command": "sample.open", "title": "%sample.open.title%" }
        ],
        "keybindings": [
          { "command": "sample.run", "key": "ctrl+f1", "mac": "cmd+f1", "when": "editorTextFocus" },
          { "command": "sample.open", "key": "ctrl+alt+down", "linux": "shift+alt+down", "mac": "cmd+alt+down" },
          { "command": "sample.same", "key": "alt+pageup" },
          { "command": "sample.none" },
          { "key": "ctrl+x" },
          { "command": "sample.win", "win": "ctrl+insert" }
        ]
      }
    }
    """

  @Test func aManifestGivesEachPlatformItsKeyAndEachCommandItsTitle() throws {
    let reading = try SourceReader.read(Self.manifest, format: .vscode, file: "package.json")
    #expect(
      reading.declared == [
        "sample.run: Command-F1 at 9:59, entry 9:7",
        "sample.run: Control-F1 at 9:41, entry 9:7",
        "sample.open: Option-Command-Down Arrow at 10:93, entry 10:7",
        "sample.open: Control-Option-Down Arrow at 10:42, entry 10:7",
        "sample.open: Option-Shift-Down Arrow at 10:68, entry 10:7",
        "sample.same: Option-Page Up at 11:42, entry 11:7",
      ])
    #expect(reading.definitions.map(\.platforms) == [.mac, [.windows, .linux], .mac, .windows, .linux, .all])
    #expect(reading.definitions.map(\.title) == ["Run Selection", "Run Selection", nil, nil, nil, nil])
    #expect(reading.definitions.map(\.category) == ["Sample", "Sample", nil, nil, nil, nil])
    #expect(
      reading.notes == [
        "package.json:12:7: note: not read: the keybinding has no key",
        "package.json:13:7: note: not read: the keybinding has no command",
        "package.json:14:41: note: not read: no keyboard has the key 'insert'",
      ])
    #expect(reading.unread.map(\.platforms) == [.all, .all, .windows])
  }

  @Test func aManifestsTitlesComeFromItsPackageNLSFile() throws {
    let folder = try TemporaryFolder(files: [
      "ext/package.json": Self.manifest, "ext/package.nls.json": #"{ "sample.open.title": "Open Sample" }"#,
    ])
    let file = SourceFile(path: folder.path + "/ext/package.json", data: Data(Self.manifest.utf8))
    let reading = try file.read()
    #expect(reading.definitions.first { $0.id == "sample.open" }?.title == "Open Sample")
  }

  @Test func oneKeybindingObjectIsAListOfOne() throws {
    let text = #"{ "contributes": { "keybindings": { "command": "one.run", "key": "shift+enter" } } }"#
    let reading = try SourceReader.read(text, format: .vscode, file: "package.json")
    #expect(reading.declared == ["one.run: Shift-Return at 1:66, entry 1:35"])
  }

  @Test func aPackageWithoutKeybindingsIsNoShortcutsFile() throws {
    #expect(SourceFormat(detectingFrom: "app/package.json", text: #"{"name": "app", "main": "index.js"}"#) == nil)
    #expect(
      SourceFormat(detectingFrom: "ext/package.json", text: #"{"contributes": {"keybindings": []}}"#) == .vscode)
    let folder = try TemporaryFolder(files: [
      "app/package.json": #"{"name": "app"}"#, "ext/package.json": Self.manifest,
    ])
    let scan = try SourceScan(paths: [folder.path])
    #expect(scan.readings.map(\.file) == [folder.path + "/ext/package.json"])
    #expect(scan.skipped.isEmpty)
    let named = SourceFile(path: "app/package.json", data: Data(#"{"name": "app"}"#.utf8))
    #expect(throws: SourceReadError.self) { try named.read() }
  }

  @Test func aScanKeepsThePlatformAskedFor() throws {
    let folder = try TemporaryFolder(files: ["ext/package.json": Self.manifest])
    let mac = try SourceScan(paths: [folder.path], platform: .mac)
    #expect(mac.shortcuts.definitions.map(\.keys) == ["Command-F1", "Option-Command-Down Arrow", "Option-Page Up"])
    #expect(mac.unread.count == 2)
    #expect(
      mac.summary
        == "read 1 file: 3 shortcuts, 2 declarations not read (2 unreadable keys), 3 shortcuts for pc left out")
    let pc = try SourceScan(paths: [folder.path], platform: .pc)
    #expect(
      pc.shortcuts.definitions.map(\.id) == [
        "sample.run", "sample.open", "sample.open (package.json:10)", "sample.same",
      ])
    #expect(pc.unread.count == 3)
    let all = try SourceScan(paths: [folder.path])
    #expect(all.shortcuts.definitions.count == 6)
  }

  @Test func aManifestNamedWithoutKeybindingsIsAnError() {
    #expect(throws: SourceReadError.self) { try SourceReader.read("{}", format: .vscode, file: "package.json") }
  }

  @Test func eachWhenClauseIsAScopeAndAChordsLaterStrokesWaitForItsPrefix() throws {
    let text = """
      [
        { "key": "escape", "command": "vim.escape", "when": " editorTextFocus && vim.active " },
        { "key": "escape", "command": "notebook.quitEdit", "when": "notebookEditorFocused" },
        { "key": "ctrl+k ctrl+c", "command": "comment", "when": "editorTextFocus" },
        { "key": "ctrl+k ctrl+u", "command": "uncomment" },
        { "key": "f1", "command": "help", "when": "" }
      ]
      """
    let definitions = try SourceReader.read(text, format: .vscode, file: "keybindings.json").definitions
    #expect(
      definitions.map { "\($0.id): \($0.scope?.description ?? "-") [\($0.action ?? "-")]" } == [
        "vim.escape: condition 'editorTextFocus && vim.active' [vim.escape]",
        "notebook.quitEdit: condition 'notebookEditorFocused' [notebook.quitEdit]",
        "comment: condition 'editorTextFocus' [chord ctrl+k]",
        "comment (stroke 2): menu 'after ctrl+k' [comment]",
        "uncomment: anywhere [chord ctrl+k]",
        "uncomment (stroke 2): menu 'after ctrl+k' [uncomment]",
        "help: anywhere [help]",
      ])
    #expect(definitions.allSatisfy { $0.scope?.element == .binding })
    // The strokes after one prefix under two conditions are two places.
    #expect(definitions[3].scope?.context.identity == "condition 'editorTextFocus', after ctrl+k")
    #expect(definitions[5].scope?.context.identity == nil)
    #expect(definitions[3].scope.map { !$0.canBeLive(with: definitions[5].scope!) } == true)
    #expect(definitions[5].scope.map { !$0.canBeLive(with: definitions[6].scope!) } == true)
  }
}
