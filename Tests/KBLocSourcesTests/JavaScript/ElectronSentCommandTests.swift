import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// Menu items that send their command to the focused page (`webContents.send`), what the page's
/// `ipcRenderer.on` handlers run for it, and how a scan weighs them against the page's bindings.
///
/// The fixtures are written from Electron's documented API (`Menu.buildFromTemplate`, a
/// `MenuItem`'s `click(menuItem, browserWindow, event)`, `BrowserWindow.getFocusedWindow()`,
/// `webContents.send(channel, ...args)`, `ipcRenderer.on(channel, listener(event, ...args))`) and
/// CodeMirror's `KeyBinding` (`{ key, run }`), not copied from any app.
struct ElectronSentCommandTests {
  static let menu = """
    const { BrowserWindow, Menu } = require('electron')

    function sendToPage (command) {
      BrowserWindow.getFocusedWindow()?.webContents.send('editor-command', command)
    }

    const template = [
      {
        label: 'Edit',
        submenu: [
          {
            label: 'Paste as Plain Text',
            accelerator: 'CmdOrCtrl+Shift+V',
            click: (menuItem, browserWindow) => browserWindow.webContents.send('editor-command', 'paste-plain-text')
          },
          { label: 'Find', accelerator: 'CmdOrCtrl+F', click: () => sendToPage('find') },
          {
            label: 'Delete Note',
            accelerator: 'CmdOrCtrl+Backspace',
            click (menuItem, browserWindow) { browserWindow.webContents.send('delete-note') }
          },
          { label: 'Copy Link', accelerator: 'CmdOrCtrl+Shift+L', click: sendToPage('copy-link') },
          { label: 'Reload', accelerator: 'CmdOrCtrl+R', click: (menuItem, browserWindow) => browserWindow.reload() },
          {
            label: 'Close Tab',
            accelerator: 'CmdOrCtrl+W',
            click: (menuItem, browserWindow) => browserWindow.webContents.send('tab-command', 'close-tab')
          },
          {
            label: 'Export',
            accelerator: 'CmdOrCtrl+E',
            click: function (menuItem, browserWindow) {
              browserWindow.webContents.send('export-start')
              browserWindow.webContents.send('export-pdf')
            }
          }
        ]
      }
    ]

    Menu.setApplicationMenu(Menu.buildFromTemplate(template))
    """

  static let page = """
    import { ipcRenderer } from 'electron'
    import { keymap } from '@codemirror/view'
    import { openSearchPanel, selectSelectionMatches } from '@codemirror/search'

    export const noteKeymap = keymap.of([
      { key: 'Mod-Shift-v', run: view => { pastePlainText(view); return true } },
      { key: 'Mod-f', run: openSearchPanel },
      { key: 'Mod-Backspace', run: deleteLineBoundaryBackward },
      { key: 'Mod-Shift-l', run: selectSelectionMatches }
    ])
    """

  static let handlers = """
    import { ipcRenderer } from 'electron'

    ipcRenderer.on('editor-command', (event, command) => {
      if (editor === undefined) {
        return
      }
      if (command === 'find') {
        editor.toggleSearchPanel()
      } else if ('paste-plain-text' === command) {
        console.log('pasting')
        editor.pastePlainText()
      } else if (command === 'copy-link') {
        ipcRenderer.invoke('clipboard', editor.link)
      }
    })

    ipcRenderer.on('tab-command', function (event, name) {
      switch (name) {
        case 'close-tab':
          tabs.closeCurrent()
          break
        default:
          tabs.select(name)
      }
    })

    ipcRenderer.on('delete-note', () => notes.trashCurrent())
    """

  @Test func anItemRecordsTheCommandItSendsToThePage() throws {
    let reading = try SourceReader.read(Self.menu, format: .electron, file: "main.js")
    let sent = reading.definitions.filter { $0.platforms.includes(.mac) }.map { definition in
      let command = definition.sentCommand.map { "\($0.channel) \($0.command ?? "-")" }
      return "\(definition.title ?? ""): \(command ?? "none")"
    }
    #expect(
      sent == [
        "Paste as Plain Text: editor-command paste-plain-text", "Find: editor-command find",
        "Delete Note: delete-note -", "Copy Link: editor-command copy-link", "Reload: none",
        "Close Tab: tab-command close-tab", "Export: none",
      ])
  }

  @Test func aPageHandlerNamesWhatItRunsForACommand() throws {
    let folder = try TemporaryFolder(files: ["app/main.js": Self.menu, "app/page/handlers.js": Self.handlers])
    let scan = try SourceScan(paths: [folder.path])
    let calls = scan.shortcuts.definitions.filter { $0.platforms.includes(.mac) }.map {
      "\($0.title ?? ""): \($0.sentCommand?.calls.joined(separator: ",") ?? "none")"
    }
    #expect(
      calls == [
        "Paste as Plain Text: pastePlainText", "Find: toggleSearchPanel", "Delete Note: trashCurrent", "Copy Link: ",
        "Reload: none", "Close Tab: closeCurrent", "Export: none",
      ])
  }

  /// The page takes ⌘ keys before the menu bar: its binding runs the item's command (⇧⌘V), runs
  /// it by its handler's call (⌘F), may run it (⌘⌫, a warning) or runs another (⇧⌘L, a conflict).
  @Test func theKeyOrderWeighsTheSentCommandAgainstThePagesBinding() throws {
    for withHandlers in [false, true] {
      var files = ["app/main.js": Self.menu, "app/page/keymap.js": Self.page]
      if withHandlers { files["app/page/handlers.js"] = Self.handlers }
      let folder = try TemporaryFolder(files: files)
      let file = try SourceScan(paths: [folder.path], platform: .mac).shortcuts
      let conflicts = DuplicateShortcutRule().check(file, context: LintContext()).map(\.shortcutID)
      let shadowed = ShadowedShortcutRule().check(file, context: LintContext()).map(\.shortcutID)
      #expect(conflicts == ["Edit > Copy Link", "selectSelectionMatches"])
      #expect(
        shadowed == (withHandlers ? ["deleteLineBoundaryBackward"] : ["openSearchPanel", "deleteLineBoundaryBackward"]))
    }
  }
}
