import Foundation
import KBLocTestSupport
import Testing

/// The commands on a repository holding a VS Code extension and an Electron app, written from
/// their documented APIs (`contributes.keybindings`, `Menu.buildFromTemplate`,
/// `menu.popup`): each package a target, each `when` clause a scope, chords that share a prefix,
/// a context menu of its own, and one live conflict in each.
struct ExtensionAndElectronCommandTests {
  static let manifest = """
    {
      "name": "vim-mode",
      "displayName": "Vim Mode",
      "engines": { "vscode": "^1.90.0" },
      "contributes": {
        "commands": [{ "command": "vim.escape", "title": "Escape" }],
        "keybindings": [
          { "key": "escape", "command": "vim.escape", "when": "editorTextFocus && vim.active" },
          { "key": "escape", "command": "notebook.quitEdit", "when": "notebookEditorFocused" },
          { "key": "ctrl+k ctrl+c", "mac": "cmd+k cmd+c", "command": "vim.comment" },
          { "key": "ctrl+k ctrl+u", "mac": "cmd+k cmd+u", "command": "vim.uncomment" },
          { "key": "ctrl+shift+l", "mac": "cmd+shift+l", "command": "vim.selectAll", "when": "editorTextFocus" },
          { "key": "ctrl+shift+l", "mac": "cmd+shift+l", "command": "vim.lineMode", "when": "editorTextFocus" },
          { "key": "ctrl+g", "win": "ctrl+alt+g", "command": "vim.goto" }
        ]
      }
    }
    """

  static let menu = """
    const { Menu } = require('electron')
    const isMac = process.platform === 'darwin'
    const template = [
      {
        label: 'File',
        submenu: [
          { label: 'Close Tab', accelerator: 'CmdOrCtrl+W' },
          { label: 'Close Window', accelerator: 'CmdOrCtrl+W' },
          { label: 'Refresh', accelerator: 'CmdOrCtrl+R' },
          { label: 'Find', accelerator: isMac ? 'Cmd+Shift+F' : 'Ctrl+F' }
        ]
      },
      { label: 'Edit', submenu: [{ role: 'undo' }, { role: 'copy' }] }
    ]
    Menu.setApplicationMenu(Menu.buildFromTemplate(template))
    """

  static let contextMenu = """
    const { Menu } = require('electron')
    module.exports = (window) => Menu.buildFromTemplate([
      { label: 'Reload', accelerator: 'CmdOrCtrl+R' },
      { role: 'copy' }
    ]).popup({ window })
    """

  /// The repository: `extension/` (a VS Code extension), `desktop/` (an Electron app) and
  /// `keys/` (a package the app depends on, with a keymap table).
  static func write(into folder: TemporaryFolder) throws {
    try folder.file("Repo/extension/package.json", containing: manifest)
    try folder.file(
      "Repo/desktop/package.json",
      containing:
        #"{"name": "notes-desktop", "productName": "Notes", "dependencies": {"@notes/keys": "1.0.0"}, "devDependencies": {"electron": "^33.0.0"}}"#
    )
    try folder.file("Repo/desktop/src/menu.js", containing: menu)
    try folder.file("Repo/desktop/src/context-menu.js", containing: contextMenu)
    try folder.file("Repo/keys/package.json", containing: #"{"name": "@notes/keys"}"#)
    try folder.file(
      "Repo/keys/index.js",
      containing: """
        module.exports = new Map([
          ['file.close', 'Command+W'],
          ['file.print', 'Command+P'],
          ['edit.find', 'Command+F'],
          ['view.zoom', 'Command+Plus'],
        ])
        """)
  }

  @Test func lintReportsOnlyTheLiveConflictsOfEachTarget() throws {
    let folder = try TemporaryFolder()
    try Self.write(into: folder)
    let report = try KblocExecutable.decode(
      Contract.LintReport.self, "lint", "--format", "json", folder.path("Repo"), exitCode: 1)
    let conflicts = report.findings.filter { $0.rule == "duplicate-shortcut" }
    // Escape under two `when`s, two chords on one prefix, the Refresh of the menu bar and the
    // Reload of a context menu: none. One `when` with two commands, and the menu bar's two ⌘Ws
    // with the keymap's: each.
    #expect(
      conflicts.map(\.id).sorted() == [
        "File > Close Tab", "File > Close Window", "file.close", "vim.lineMode", "vim.selectAll",
      ])
    let selectAll = try #require(conflicts.first { $0.id == "vim.selectAll" })
    #expect(selectAll.scope?.targets.map { "\($0.name) (\($0.kind))" } == ["Vim Mode (extension)"])
    #expect(selectAll.scope?.context == "condition")
    #expect(selectAll.scope?.name == "editorTextFocus")
    #expect(selectAll.scope?.element == "binding")
    let closeTab = try #require(conflicts.first { $0.id == "File > Close Tab" })
    #expect(closeTab.scope?.targets.map { "\($0.name) (\($0.kind))" } == ["Notes (app)"])
    #expect(closeTab.scope?.context == "main-menu")
    #expect(closeTab.conflictsWith?.map(\.id).sorted() == ["File > Close Window", "file.close"])
    let close = try #require(conflicts.first { $0.id == "file.close" })
    #expect(
      close.scope?.targets.map { "\($0.name) (\($0.kind))" } == ["@notes/keys (framework)", "Notes (app)"],
      "a library's keymap ships in the app that depends on it")
  }

  @Test func extractGivesEachDeclarationItsScopeAndAction() throws {
    let folder = try TemporaryFolder()
    try Self.write(into: folder)
    let extracted = try KblocExecutable.run("extract", folder.path("Repo"))
    #expect(extracted.exitCode == 0, "\(extracted)")
    let report = try Contract.decode(Contract.ExtractReport.self, from: extracted.stdout)
    func shortcut(_ id: String) throws -> Contract.ExtractedShortcut {
      try #require(report.shortcuts.first { $0.id == id }, "\(id)")
    }
    #expect(try shortcut("vim.comment").keys == "Command-K")
    #expect(try shortcut("vim.comment").action == "chord cmd+k", "a chord's first stroke opens it")
    let second = try shortcut("vim.comment (stroke 2)")
    #expect(second.scope?.context == "menu")
    #expect(second.scope?.name == "after cmd+k")
    #expect(second.action == "vim.comment")
    #expect(try shortcut("vim.escape").scope?.name == "editorTextFocus && vim.active")
    #expect(try shortcut("vim.goto").scope?.context == "anywhere")
    let reload = try shortcut("Reload")
    #expect(reload.scope?.context == "menu", "a menu shown with popup() is a menu of its own")
    #expect(reload.scope?.name == "context-menu.js")
    #expect(try shortcut("Edit > Copy").action == "copy")
    #expect(report.shortcuts.filter { $0.action == "copy" }.count == 2, "the context menu's Copy is the Edit menu's")
    #expect(try shortcut("File > Find").keys == "Shift-Command-F")
  }

  @Test func aPCScanKeepsEachPlatformsVariantWithoutConflictsBetweenThem() throws {
    let folder = try TemporaryFolder()
    try Self.write(into: folder)
    let extracted = try KblocExecutable.run("extract", "--platform", "pc", folder.path("Repo"))
    #expect(extracted.exitCode == 0, "\(extracted)")
    let report = try Contract.decode(Contract.ExtractReport.self, from: extracted.stdout)
    #expect(
      report.shortcuts.filter { $0.id.hasPrefix("vim.goto") }.map(\.keys).sorted() == ["Control-G", "Control-Option-G"])
    #expect(report.shortcuts.first { $0.id == "File > Find" }?.keys == "Control-F")
    let json = try folder.file("pc.json", containing: extracted.stdout).path
    let lint = try KblocExecutable.decode(Contract.LintReport.self, "lint", "--format", "json", json, exitCode: 1)
    #expect(
      lint.findings.filter { $0.rule == "duplicate-shortcut" }.map(\.id).sorted() == [
        "File > Close Tab", "File > Close Window", "vim.lineMode", "vim.selectAll",
      ], "the keymap's Command+W is macOS's: on PC only the menu's two remain")
  }
}
