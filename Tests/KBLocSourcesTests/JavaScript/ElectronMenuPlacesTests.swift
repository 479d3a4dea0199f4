import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// The places Electron items are live in: the two sides of a conditional never together, and a
/// context menu's items kept in a file of their own in the context menu's folder.
struct ElectronMenuPlacesTests {
  static let closing = """
    const { Menu } = require('electron')

    function fileMenu(focused, tabs) {
      const items = [{ label: 'Close Window', role: 'close', accelerator: focused ? 'CmdOrCtrl+Shift+W' : 'CmdOrCtrl+W' }]
      if (focused) {
        if (tabs > 1) {
          items.push({ label: 'Close Tab', accelerator: 'CmdOrCtrl+W' })
        } else {
          items.push({ label: 'Close', accelerator: 'CmdOrCtrl+W' })
        }
      }
      if (tabs > 2) {
        items.push({ label: 'Next Tab', accelerator: 'Ctrl+Tab' })
      }
      items.push({ label: 'Print', accelerator: 'CmdOrCtrl+P' })
      return items
    }

    Menu.setApplicationMenu(Menu.buildFromTemplate([{ label: 'File', submenu: fileMenu(true, 2) }]))
    """

  static func panes(_ reading: SourceReading) -> [String] {
    reading.definitions.map { "\($0.id): \($0.keys) \($0.scope?.context.panes ?? [])" }
  }

  @Test func theSidesOfAConditionalAreNeverLiveTogether() throws {
    let reading = try SourceReader.read(Self.closing, format: .electron, file: "menu.js")
    #expect(
      Self.panes(reading).filter { $0.contains("Command-W") || $0.contains("Shift-Command-W") } == [
        "Close Window: Shift-Command-W [\"focused\"]", "Close Window: Command-W [\"!(focused)\"]",
        "Close Tab: Command-W [\"tabs > 1\"]", "Close: Command-W [\"!(tabs > 1)\"]",
      ])
    let scopes = reading.definitions.map { $0.scope }
    let byTitle = Dictionary(zip(reading.definitions.map { "\($0.id) \($0.keys)" }, scopes)) { first, _ in first }
    let closeWindow = try #require(byTitle["Close Window Command-W"] ?? nil)
    let closeTab = try #require(byTitle["Close Tab Command-W"] ?? nil)
    let close = try #require(byTitle["Close Command-W"] ?? nil)
    #expect(!closeWindow.canBeLive(with: closeTab) && !closeWindow.canBeLive(with: close))
    #expect(!closeTab.canBeLive(with: close))
    // An `if` with no `else` has no other side: what it guards is live with what follows it.
    let nextTab = try #require(byTitle["Next Tab Control-Tab"] ?? nil)
    let print = try #require(byTitle["Print Command-P"] ?? nil)
    #expect(nextTab.context.panes.isEmpty && nextTab.canBeLive(with: print) && print.canBeLive(with: closeTab))
  }

  @Test func aContextMenusItemsInItsFolderAreInThatMenu() throws {
    let items = """
      export const CUT = { label: 'Cut', id: 'cutMenuItem', role: 'cut' }
      """
    let reading = try SourceReader.read(items, format: .electron, file: "src/main/contextMenu/editor/menuItems.js")
    let shown = try SourceReader.read(
      "import { Menu } from 'electron'\nconst m = Menu.buildFromTemplate([{ label: 'Undo', role: 'undo' }])\nm.popup()",
      format: .electron, file: "src/main/contextMenu/editor/index.js")
    let cut = try #require(reading.definitions.first)
    let undo = try #require(shown.definitions.first)
    #expect(cut.keys == "Command-X" && cut.scope?.context == .menu("editor", identity: "src/main/contextMenu/editor"))
    #expect(undo.scope?.context == cut.scope?.context)
    // A file elsewhere that never shows its menu on demand is the main menu's.
    let main = try SourceReader.read(items, format: .electron, file: "src/main/menu/edit.js")
    #expect(main.definitions.first?.scope?.context == .mainMenu)
  }

  /// A template handed to a pop-up helper of the app's own (a call whose name says pop-up) is a
  /// menu of its own, as one given to `menu.popup()` is; a call that only mentions the word is not.
  @Test func aTemplateGivenToAPopUpHelperIsAMenuOfItsOwn() throws {
    let shown = """
      import showPopupMenu from './menu-helper'
      const template = [{ label: 'Delete file', id: 'menu.delete_file', accelerator: 'CmdOrCtrl+Backspace' }]
      showPopupMenu (point, template, id => {})
      """
    let item = try #require(
      try SourceReader.read(shown, format: .electron, file: "src/file-context.ts").definitions.first)
    #expect(item.scope?.context == .menu("file-context.ts", identity: "src/file-context.ts"))
    let notACall = """
      // A popup explains the menu below.
      const popupText = 'Help'
      const template = [{ label: 'Delete file', accelerator: 'CmdOrCtrl+Backspace' }]
      """
    let main = try #require(try SourceReader.read(notACall, format: .electron, file: "src/menu.ts").definitions.first)
    #expect(main.scope?.context == .mainMenu)
  }

  /// Windows and Linux are one kbloc platform (pc): a shortcut for one only is never live with
  /// one for the other only, and both are live with one for either.
  @Test func windowsOnlyAndLinuxOnlyShortcutsAreNeverLiveTogether() throws {
    let text = """
      const { Menu } = require('electron')
      const template = [
        { label: 'Reload', accelerator: process.platform === 'win32' ? 'Ctrl+R' : undefined },
        { label: 'Refresh', accelerator: process.platform === 'linux' ? 'Ctrl+R' : undefined },
        { label: 'Run', accelerator: process.platform === 'darwin' ? 'Cmd+R' : 'Ctrl+R' }
      ]
      Menu.setApplicationMenu(Menu.buildFromTemplate(template))
      """
    let reading = try SourceReader.read(text, format: .electron, file: "menu.js")
    let scan = SourceScan(readings: [reading], name: "App", platform: .pc)
    let scopes = Dictionary(scan.shortcuts.definitions.map { ($0.id, $0.scope) }) { first, _ in first }
    let reload = try #require(scopes["Reload"] ?? nil)
    let refresh = try #require(scopes["Refresh"] ?? nil)
    let run = try #require(scopes["Run"] ?? nil)
    #expect(reload.context.panes == ["windows"] && refresh.context.panes == ["linux"] && run.context.panes.isEmpty)
    #expect(!reload.canBeLive(with: refresh))
    #expect(reload.canBeLive(with: run) && refresh.canBeLive(with: run))
  }
}
