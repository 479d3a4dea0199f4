import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// Electron menu templates in JavaScript and TypeScript: accelerators, roles and their defaults,
/// each platform's variant, titles and paths, notes for what is not a literal.
///
/// The fixtures are written from Electron's documented API (`Menu.buildFromTemplate`,
/// `MenuItem` roles, the `Accelerator` text), not copied from any app.
struct ElectronMenuReaderTests {
  static let template = """
    const { app, Menu } = require('electron')

    const isMac = process.platform === 'darwin'

    const template = [
      ...(isMac ? [{ role: 'appMenu' }] : []),
      {
        label: '&File',
        submenu: [
          { label: 'Open…', accelerator: 'CmdOrCtrl+O', click: () => {} },
          { label: 'Export', accelerator: isMac ? 'Cmd+Alt+E' : 'Ctrl+Shift+E' },
          isMac ? { role: 'close' } : { role: 'quit' }
        ]
      },
      { role: 'editMenu' },
      {
        label: 'View',
        submenu: [
          { role: 'reload' },
          { role: 'toggleDevTools', accelerator: '' },
          { label: 'Zoom In', role: 'zoomIn', accelerator: 'CommandOrControl+=' },
          { label: 'Full Screen', accelerator: (() => { if (process.platform === 'darwin') return 'Ctrl+Command+F'; return 'F11' })() }
        ]
      }
    ]

    Menu.setApplicationMenu(Menu.buildFromTemplate(template))
    """

  /// The definitions for `platform`, one line each: `ID: KEYS at LINE:COLUMN`.
  static func lines(_ reading: SourceReading, on platform: Platform) -> [String] {
    reading.definitions.filter { $0.platforms.includes(platform) }.map { "\($0.id): \($0.keys) at \($0.position)" }
  }

  @Test func aTemplateGivesEachPlatformItsShortcuts() throws {
    let reading = try SourceReader.read(Self.template, format: .electron, file: "menu.js")
    #expect(
      Self.lines(reading, on: .mac) == [
        "App > Hide: Command-H at 6:24", "App > Hide Others: Option-Command-H at 6:24", "App > Quit: Command-Q at 6:24",
        "File > Open…: Command-O at 10:38", "File > Export: Option-Command-E at 11:47",
        "File > Close Window: Command-W at 12:23", "Edit > Undo: Command-Z at 15:11",
        "Edit > Redo: Shift-Command-Z at 15:11",
        "Edit > Cut: Command-X at 15:11", "Edit > Copy: Command-C at 15:11", "Edit > Paste: Command-V at 15:11",
        "Edit > Paste and Match Style: Option-Shift-Command-V at 15:11", "Edit > Select All: Command-A at 15:11",
        "View > Reload: Command-R at 19:15", "View > Zoom In: Command-= at 21:56",
        "View > Full Screen: Control-Command-F at 22:95",
      ])
    #expect(
      Self.lines(reading, on: .pc) == [
        "File > Open…: Command-O at 10:38", "File > Export: Control-Shift-E at 11:61",
        "File > Quit: Command-Q at 12:43",
        "Edit > Undo: Command-Z at 15:11", "Edit > Redo: Control-Y at 15:11", "Edit > Redo: Shift-Command-Z at 15:11",
        "Edit > Cut: Command-X at 15:11", "Edit > Copy: Command-C at 15:11", "Edit > Paste: Command-V at 15:11",
        "Edit > Select All: Command-A at 15:11", "View > Reload: Command-R at 19:15",
        "View > Zoom In: Command-= at 21:56",
        "View > Full Screen: F11 at 22:120",
      ])
    let redo: [SourcePlatforms] = reading.definitions.filter { $0.id == "Edit > Redo" }.map(\.platforms)
    #expect(redo == [.windows, [.mac, .linux]])
    #expect(reading.definitions.first { $0.id == "File > Quit" }?.platforms == .linux)
    #expect(reading.definitions.first { $0.id == "File > Open…" }?.platforms == .all)
    #expect(reading.definitions.first { $0.id == "File > Open…" }?.category == "File")
    #expect(reading.definitions.first { $0.id == "View > Reload" }?.extra["role"]?.string == "reload")
    #expect(reading.notes.isEmpty)
  }

  @Test func acceleratorsKbloCannotReadAreNotes() throws {
    let text = """
      const { Menu } = require('electron')
      const menu = Menu.buildFromTemplate([
        { label: 'Save', accelerator: keys.save },
        { label: 'Bigger', accelerator: 'CmdOrCtrl++' },
        { label: 'Numpad', accelerator: 'CmdOrCtrl+num0' },
        { label: 'Both', accelerator: 'A+B' },
        { label: 'Hide', accelerator: 'Cmd+H' },
        { label: 'Focused', accelerator: focused ? 'CmdOrCtrl+Shift+W' : 'CmdOrCtrl+W' },
        { label: 'Role', role: item.role, click: run },
      ])
      menu.popup()
      """
    let reading = try SourceReader.read(text, format: .electron, file: "context.js")
    // A condition that is no platform test gives both sides, each under its condition.
    #expect(
      Self.lines(reading, on: .mac) == [
        "Hide: Command-H at 7:33", "Focused: Shift-Command-W at 8:46", "Focused: Command-W at 8:68",
      ])
    #expect(
      reading.definitions.filter { $0.id == "Focused" }.map { $0.extra["condition"]?.string } == [
        "focused", "!(focused)",
      ])
    #expect(
      reading.notes == [
        "context.js:3:33: note: not read: the accelerator is 'keys.save', not a literal",
        "context.js:4:35: note: not read: the accelerator 'CmdOrCtrl++' has no key; Electron splits at '+', write 'Plus' for the key",
        "context.js:5:35: note: not read: no keyboard has the key 'num0'",
        "context.js:6:33: note: not read: the accelerator 'A+B' names two keys, 'A' and 'B'",
        "context.js:7:33: note: not read: on Windows and Linux 'Cmd' is the Windows or Super key, which has no place in a shortcut",
        "context.js:9:26: note: not read: the role is 'item.role', not a literal",
      ])
    #expect(reading.unread[4].platforms == [.windows, .linux])
  }

  @Test func codeAndNamesUnderAPlatformTestRunOnThatPlatform() throws {
    let text = """
      import { Menu } from 'electron'

      function darwinMenu() {
        return [{ label: 'Prefs', accelerator: 'Cmd+,' }]
      }

      function otherMenu() {
        return [{ label: 'Options', accelerator: 'Ctrl+,' }]
      }

      const items = { darwin: [{ label: 'Keys', accelerator: 'Cmd+K' }], default: [{ label: 'Keys', accelerator: 'Ctrl+K' }] }

      export function build(template: MenuItemConstructorOptions[]) {
        if (process.platform !== 'darwin') {
          template.push({ label: 'Exit', accelerator: 'Alt+F4' })
        } else {
          template.push({ label: 'Hide', accelerator: 'Command+H' })
        }
        switch (process.platform) {
          case 'linux':
            template.push({ label: 'Tux', accelerator: 'Ctrl+T' })
            break
        }
        const both = [{ label: 'Dev', accelerator: `${process.platform === 'darwin' ? 'Cmd+Alt' : 'Ctrl+Shift'}+I` }]
        Menu.setApplicationMenu(Menu.buildFromTemplate((process.platform === 'darwin' ? darwinMenu : otherMenu)()))
      }
      """
    let reading = try SourceReader.read(text, format: .electron, file: "menu.ts")
    #expect(
      Self.lines(reading, on: .mac) == [
        "Prefs: Command-, at 4:42", "Keys: Command-K at 11:56", "Hide: Command-H at 17:49",
        "Dev: Option-Command-I at 24:81",
      ])
    #expect(
      Self.lines(reading, on: .pc) == [
        "Options: Control-, at 8:44", "Keys: Control-K at 11:108", "Exit: Option-F4 at 15:49",
        "Tux: Control-T at 21:50",
        "Dev: Control-Shift-I at 24:93",
      ])
    #expect(reading.definitions.first { $0.id == "Tux" }?.platforms == .linux)
    #expect(reading.notes.isEmpty)
  }

  @Test func typedConstantsRolesUnderConditionsAndElectronUtilsAppMenu() throws {
    let text = """
      import { Menu, type MenuItemConstructorOptions } from 'electron'
      import { appMenu, is } from 'electron-util'

      const macTemplate: MenuItemConstructorOptions[] = [appMenu([{ label: esc(t('Prefs…')), accelerator: 'Command+,' }])]
      const otherTemplate: MenuItemConstructorOptions[] = [{ label: 'Settings', accelerator: 'Control+,' }]
      const shared = { label: 'Copy', role: selection ? 'copy' : undefined, enabled: selection }
      const keys = getKeys()
      const a = { label: 'A', accelerator: keys, click() {} }
      const b = { label: 'B', accelerator: keys, click() {} }
      Menu.setApplicationMenu(Menu.buildFromTemplate(is.macos ? macTemplate : otherTemplate))
      """
    let reading = try SourceReader.read(text, format: .electron, file: "menu.ts")
    #expect(
      Self.lines(reading, on: .mac) == [
        "App > Hide: Command-H at 4:52", "App > Hide Others: Option-Command-H at 4:52", "App > Quit: Command-Q at 4:52",
        "Prefs…: Command-, at 4:101", "Copy: Command-C at 6:51",
      ])
    #expect(Self.lines(reading, on: .pc) == ["Settings: Control-, at 5:88", "Copy: Command-C at 6:51"])
    #expect(reading.definitions.first { $0.id == "Copy" }?.extra["condition"]?.string == "selection")
    // Two items share the constant: one note, where it is written.
    #expect(reading.notes == ["menu.ts:7:14: note: not read: the accelerator is 'getKeys()', not a literal"])
  }

  @Test func typesPatternsCommentsAndOtherObjectsAreNoItems() throws {
    let text = """
      import { Menu } from 'electron'
      interface Item { label: string; accelerator: string }
      interface Other extends Item {
        accelerator: Accelerator
      }
      const { accelerator, role } = options
      function make({ accelerator }: Item) {}
      // { label: 'Old', accelerator: 'Cmd+O' }
      const aria = { role: 'button', tabIndex: 0 }
      const keymap = [{ accelerator: 'CmdOrCtrl+N', command: 'newNote' }]
      """
    let reading = try SourceReader.read(text, format: .electron, file: "types.ts")
    #expect(reading.declared == ["newNote: Command-N at 10:32, entry 10:17"])
    #expect(reading.notes.isEmpty)
  }

  @Test func keymapTablesAreReadForThePlatformTheirFileNames() throws {
    let table = """
      // Key bindings for Linux.
      export default new Map([
        ['file.open', 'Ctrl+O'],
        ['file.save', 'Ctrl+S'],
        ['file.print', ''],
        ['edit.undo', 'Ctrl+Z'],
        ['edit.redo', 'Ctrl+Shift+Z'],
      ])
      export const labels = { open: 'Open…', save: 'Save', undo: 'Undo', redo: 'Redo' }
      """
    let reading = try SourceReader.read(table, format: .electron, file: "keybindingsLinux.js")
    #expect(
      reading.declared == [
        "file.open: Control-O at 3:17, entry 2:24", "file.save: Control-S at 4:17, entry 2:24",
        "edit.undo: Control-Z at 6:17, entry 2:24", "edit.redo: Control-Shift-Z at 7:17, entry 2:24",
      ])
    #expect(reading.definitions.allSatisfy { $0.platforms == .linux })
    #expect(SourceFormat(detectingFrom: "src/keyboard/keybindingsLinux.js", text: table) == .electron)
    let shared = try SourceReader.read(table, format: .electron, file: "keybindings.js")
    #expect(shared.definitions.allSatisfy { $0.platforms == .all })
  }

  @Test func aJSONKeymapOfAcceleratorsIsATableToo() throws {
    let keymap = """
      {
        "window:new": "command+n",
        "tab:next": ["command+shift+]", "command+alt+right"],
        "zoom:in": "command+plus",
        "pane:close": "command+w",
        "tab:jump:prefix": "command",
        "window:close": "command+shift+w",
        "tab:new": "command+t",
        "editor:undo": "command+z",
        "editor:redo": "command+shift+z"
      }
      """
    #expect(SourceFormat(detectingFrom: "keymaps/darwin.json", text: keymap) == .electron)
    #expect(SourceFormat(detectingFrom: "data/names.json", text: #"{"a": "x", "b": "y", "c": "z", "d": "w"}"#) == nil)
    let reading = try SourceReader.read(keymap, format: .electron, file: "keymaps/darwin.json")
    #expect(
      reading.declared == [
        "window:new: Command-N at 2:17, entry 1:1", "tab:next: Shift-Command-] at 3:16, entry 1:1",
        "tab:next: Option-Command-Right Arrow at 3:35, entry 1:1", "zoom:in: Command-+ at 4:14, entry 1:1",
        "pane:close: Command-W at 5:17, entry 1:1", "window:close: Shift-Command-W at 7:19, entry 1:1",
        "tab:new: Command-T at 8:14, entry 1:1", "editor:undo: Command-Z at 9:18, entry 1:1",
        "editor:redo: Shift-Command-Z at 10:18, entry 1:1",
      ])
    #expect(reading.definitions.allSatisfy { $0.platforms == .mac })
    #expect(reading.notes == ["keymaps/darwin.json:6:22: note: not read: the accelerator 'command' has no key"])
  }

  @Test func anItemAtTheVeryStartOfAFileIsRead() throws {
    // Found by `make fuzz`: the token before the first brace was looked for at index -1.
    let reading = try SourceReader.read("{ accelerator: 'F1', label: 'Help' }", format: .electron, file: "a.js")
    #expect(reading.declared == ["Help: F1 at 1:16, entry 1:1"])
  }

  @Test func onlyMenuSourcesThatAreNotBuiltOrMinifiedAreRead() {
    let menu = "const m = Menu.buildFromTemplate([{ role: 'undo' }])\n"
    #expect(SourceFormat(detectingFrom: "src/menu.ts", text: menu) == .electron)
    #expect(SourceFormat(detectingFrom: "src/menu.mjs", text: "export default { accelerator: 'F5' }") == .electron)
    #expect(SourceFormat(detectingFrom: "src/util.ts", text: "export const x = 1\n") == nil)
    #expect(SourceFormat(detectingFrom: "src/button.tsx", text: "<div role: 'button'>") == nil)
    #expect(SourceFormat(detectingFrom: "src/menu.test.ts", text: menu) == nil)
    #expect(SourceFormat(detectingFrom: "src/__tests__/menu.ts", text: menu) == nil)
    #expect(SourceFormat(detectingFrom: "dist/menu.js", text: menu) == nil)
    #expect(SourceFormat(detectingFrom: "src/menu.min.js", text: menu) == nil)
    #expect(SourceFormat(detectingFrom: "types/electron.d.ts", text: menu) == nil)
    #expect(SourceFormat(detectingFrom: "src/app.js", text: String(repeating: "x", count: 3_000) + menu) == nil)
  }

  @Test func aFolderScanReadsTheMenusAndLeavesBundlesAlone() throws {
    let folder = try TemporaryFolder(files: [
      "src/main/menu.js": Self.template, "dist/main.js": Self.template, "src/main/index.js": "app.whenReady()\n",
    ])
    let scan = try SourceScan(paths: [folder.path], platform: .pc)
    #expect(scan.readings.map(\.file) == [folder.path + "/src/main/menu.js"])
    #expect(scan.shortcuts.definitions.count == 13)
    // The bundle and the file with no menu count as read, as every file a scan looks into.
    #expect(scan.summary == "read 3 files: 13 shortcuts, 7 shortcuts for mac left out")
  }

  @Test func itemsAreInTheMainMenuUnlessTheirFileShowsAMenuOnDemand() throws {
    let template = """
      const menu = Menu.buildFromTemplate([
        { label: 'Edit', submenu: [{ role: 'copy' }, { label: 'Find', id: 'find', accelerator: 'CmdOrCtrl+F' }] },
      ])
      Menu.setApplicationMenu(menu)
      """
    let items = try SourceReader.read(template, format: .electron, file: "menu.js").definitions
    #expect(items.map(\.action) == ["copy", "find"])
    #expect(items.allSatisfy { $0.scope == ShortcutScope(context: .mainMenu, element: .menuItem) })
    let popup = """
      Menu.buildFromTemplate([{ label: 'Reload', accelerator: 'CmdOrCtrl+R' }]).popup({ window })
      """
    let context = try SourceReader.read(popup, format: .electron, file: "src/context-menu.js").definitions
    #expect(context.first?.scope?.context == .menu("context-menu.js", identity: "src/context-menu.js"))
    let dock = "app.dock.setMenu(Menu.buildFromTemplate([{ label: 'New Window', accelerator: 'CmdOrCtrl+N' }]))"
    let dockItems = try SourceReader.read(dock, format: .electron, file: "dock.js").definitions
    #expect(dockItems.first?.scope?.context == .menu("Dock"))
    let table = """
      module.exports = new Map([
        ['file.close', 'Command+W'], ['file.print', 'Command+P'], ['edit.find', 'Command+F'], ['view.zoom', 'Command+Plus'],
      ])
      """
    let entries = try SourceReader.read(table, format: .electron, file: "keybindingsDarwin.js").definitions
    #expect(entries.map(\.action) == ["file.close", "file.print", "edit.find", "view.zoom"])
    #expect(entries.allSatisfy { $0.scope == ShortcutScope(context: .anywhere, element: .binding) })
  }
}
