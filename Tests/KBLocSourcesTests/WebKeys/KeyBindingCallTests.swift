import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// Key bindings registered through calls and keymap objects: ProseMirror's `keymap({…})`,
/// TipTap's `addKeyboardShortcuts()`, Monaco's `addCommand` and `addAction`, Mousetrap's `bind`
/// and hotkeys-js.
///
/// The fixtures are written from each library's documentation (ProseMirror's guide and
/// `prosemirror-keymap`, TipTap's keyboard shortcuts guide, Monaco's playground examples,
/// Mousetrap's and hotkeys-js's READMEs), not copied from any app.
struct KeyBindingCallTests {
  static func lines(_ reading: SourceReading, on platform: Platform) -> [String] {
    reading.definitions.filter { $0.platforms.includes(platform) }.map {
      "\($0.keys) '\($0.title ?? "")' at \($0.position)"
    }
  }

  @Test func proseMirrorKeymapsAndTheBaseKeymap() throws {
    let text = """
      import { keymap } from 'prosemirror-keymap'
      import { baseKeymap, toggleMark } from 'prosemirror-commands'
      import { undo, redo } from 'prosemirror-history'

      const plugins = [
        keymap({ 'Mod-z': undo, 'Mod-y': redo, 'Mod-B': toggleMark(schema.marks.strong), Enter: splitBlock }),
        keymap(baseKeymap)
      ]
      """
    let reading = try SourceReader.read(text, format: .webKeymap, file: "editor.js")
    let mac = Self.lines(reading, on: .mac)
    #expect(
      Array(mac.prefix(4)) == [
        "Command-Z 'Undo' at 6:12", "Command-Y 'Redo' at 6:27", "Shift-Command-B 'Toggle Mark' at 6:42",
        "Return 'Split Block' at 6:84",
      ])
    // `baseKeymap` is `macBaseKeymap` on macOS: Ctrl-a moves to the start of the text block.
    #expect(mac.contains("Control-A 'Select Textblock Start' at 7:10"))
    #expect(!Self.lines(reading, on: .pc).contains { $0.hasPrefix("Control-A ") })
    #expect(reading.notes.isEmpty)
  }

  @Test func tipTapKeyboardShortcuts() throws {
    let text = """
      import { Extension } from '@tiptap/core'

      export const CustomBold = Extension.create({
        name: 'customBold',
        addKeyboardShortcuts() {
          return {
            'Mod-b': () => this.editor.commands.toggleBold(),
            'Mod-Shift-x': () => this.editor.chain().focus().toggleStrike().run(),
          }
        },
      })
      """
    let reading = try SourceReader.read(text, format: .webKeymap, file: "bold.ts")
    #expect(
      Self.lines(reading, on: .mac) == [
        "Command-B 'Toggle Bold' at 7:7", "Shift-Command-X 'Toggle Strike' at 8:7",
      ])
    #expect(reading.definitions.first?.scope?.context.name == "customBold")
  }

  @Test func monacoCommandsAndActions() throws {
    let text = """
      import * as monaco from 'monaco-editor'

      const editor = monaco.editor.create(document.getElementById('container'), { value: '' })
      editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, saveDocument)
      editor.addAction({
        id: 'my-unique-id',
        label: 'My Label!!!',
        keybindings: [
          monaco.KeyMod.CtrlCmd | monaco.KeyCode.F10,
          monaco.KeyMod.chord(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyK, monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyM),
        ],
        run: function (ed) { alert('i am running') },
      })
      editor.addCommand(monaco.KeyMod.WinCtrl | monaco.KeyMod.Shift | monaco.KeyCode.Semicolon, () => comment())
      editor.addCommand(keys, run)
      """
    let reading = try SourceReader.read(text, format: .webKeymap, file: "main.ts")
    #expect(
      Self.lines(reading, on: .mac) == [
        "Command-S 'Save Document' at 4:19", "Command-F10 'My Label!!!' at 9:5", "Command-K 'My Label!!!' at 10:5",
        "Command-M 'My Label!!!' at 10:5", "Control-Shift-; 'Comment' at 14:19",
      ])
    #expect(reading.definitions.first { $0.keys == "Command-F10" }?.action == "my-unique-id")
    // `WinCtrl` is the Windows key on Windows and Linux; a binding from a variable is a note.
    #expect(
      reading.unread.map { "\($0.position) \($0.platforms)" } == ["14:19 windows, linux", "15:19 mac, windows, linux"])
  }

  @Test func mousetrapAndHotkeys() throws {
    let text = """
      import Mousetrap from 'mousetrap'
      import hotkeys from 'hotkeys-js'

      Mousetrap.bind('mod+s', save)
      Mousetrap.bind(['command+k', 'ctrl+k'], () => openPalette())
      Mousetrap.bind('g i', goToInbox)
      Mousetrap.bind('?', showHelp)
      hotkeys('ctrl+shift+f, command+shift+f', function (event, handler) { search() })
      hotkeys('f5', 'files', refresh)
      other.bind('x', nothing)
      """
    let reading = try SourceReader.read(text, format: .webKeymap, file: "shortcuts.js")
    #expect(
      Self.lines(reading, on: .mac) == [
        "Command-S 'Save' at 4:16", "Command-K 'Open Palette' at 5:17", "Control-K 'Open Palette' at 5:30",
        "G 'Go To Inbox' at 6:16", "I 'Go To Inbox' at 6:16", "? 'Show Help' at 7:16",
        "Control-Shift-F 'Search' at 8:9", "Shift-Command-F 'Search' at 8:9", "F5 'Refresh' at 9:9",
      ])
    #expect(Self.lines(reading, on: .pc).contains("Command-S 'Save' at 4:16"))
    #expect(reading.unread.count == 2 && reading.unread.allSatisfy { $0.platforms == [.windows, .linux] })
  }
}
