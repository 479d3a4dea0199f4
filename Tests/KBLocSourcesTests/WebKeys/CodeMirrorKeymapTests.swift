import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// CodeMirror 6 keymaps: `KeyBinding` objects, each platform's key, `shift`, titles from `run`,
/// and the library keymaps spread into them.
///
/// The fixtures are written from CodeMirror's reference manual (`KeyBinding`, `keymap.of`,
/// `@codemirror/commands`' `defaultKeymap`, `historyKeymap`, `indentWithTab`), not copied from
/// any app.
struct CodeMirrorKeymapTests {
  static let keymap = """
    import { keymap, KeyBinding } from '@codemirror/view'
    import { indentLess, indentMore, deleteLine } from '@codemirror/commands'

    export const editorKeymap: KeyBinding[] = [
      { key: 'Mod-[', run: indentLess },
      { key: 'Mod-]', run: indentMore, preventDefault: true },
      { key: 'Ctrl-Shift-[', mac: 'Cmd-Alt-[', run: foldCode },
      { mac: 'Ctrl-b', run: cursorCharLeft, shift: selectCharLeft },
      { linux: 'Ctrl-Shift-z', run: redo },
      { key: 'Mod-C', run: toggleComment },
      { key: 'Mod--', run: view => { zoomOut(view); return true } },
      { key: 'Ctrl-k Ctrl-c', run: commentLine },
      { key: 'Shift-Mod-k', run: view => deleteLine(view) },
      { key: 'Escape', run: view => { view.blur(); save(view); return true } },
      { key: 'Mod-Enter', run: insertBlankLine, scope: 'editor search-panel' }
    ]
    """

  /// The definitions for `platform`, one line each: `ID: KEYS 'TITLE' at LINE:COLUMN`.
  static func lines(_ reading: SourceReading, on platform: Platform) -> [String] {
    reading.definitions.filter { $0.platforms.includes(platform) }.map {
      "\($0.keys) '\($0.title ?? "")' at \($0.position)"
    }
  }

  @Test func bindingsGiveEachPlatformItsKeys() throws {
    let reading = try SourceReader.read(Self.keymap, format: .webKeymap, file: "keymap.ts")
    #expect(
      Self.lines(reading, on: .mac) == [
        "Command-[ 'Indent Less' at 5:10", "Command-] 'Indent More' at 6:10", "Option-Command-[ 'Fold Code' at 7:31",
        "Control-B 'Cursor Char Left' at 8:10", "Control-Shift-B 'Select Char Left' at 8:10",
        "Shift-Command-C 'Toggle Comment' at 10:10", "Command-- 'Zoom Out' at 11:10",
        "Control-K 'Comment Line' at 12:10", "Control-C 'Comment Line' at 12:10",
        "Shift-Command-K 'Delete Line' at 13:10", "Esc '' at 14:10", "Command-Return 'Insert Blank Line' at 15:10",
      ])
    #expect(
      Self.lines(reading, on: .pc) == [
        "Command-[ 'Indent Less' at 5:10", "Command-] 'Indent More' at 6:10", "Control-Shift-[ 'Fold Code' at 7:10",
        "Control-Shift-Z 'Redo' at 9:12", "Shift-Command-C 'Toggle Comment' at 10:10",
        "Command-- 'Zoom Out' at 11:10", "Control-K 'Comment Line' at 12:10", "Control-C 'Comment Line' at 12:10",
        "Shift-Command-K 'Delete Line' at 13:10", "Esc '' at 14:10", "Command-Return 'Insert Blank Line' at 15:10",
      ])
    #expect(reading.definitions.first { $0.title == "Redo" }?.platforms == .linux)
    #expect(reading.definitions.first { $0.title == "Fold Code" }?.platforms == .mac)
    #expect(reading.definitions.first { $0.title == "Indent Less" }?.action == "indentLess")
    #expect(reading.notes.isEmpty)
  }

  @Test func aBindingIsInItsKeymapsViewAndAPaneOfItsOwn() throws {
    let reading = try SourceReader.read(Self.keymap, format: .webKeymap, file: "src/keymap.ts")
    let indent = try #require(reading.definitions.first { $0.title == "Indent Less" }?.scope)
    #expect(indent.element == .binding)
    #expect(indent.context.kind == .view && indent.context.name == "editorKeymap")
    #expect(indent.context.panes == ["binding 5:3"])
    // Bindings of one keymap are tried in turn: two on one key never conflict, each does with
    // the menu bar.
    let more = try #require(reading.definitions.first { $0.title == "Indent More" }?.scope)
    #expect(!indent.canBeLive(with: more))
    #expect(indent.canBeLive(with: ShortcutScope(context: .mainMenu, element: .menuItem)))
    // A chord's second stroke waits for its first.
    let second = try #require(reading.definitions.first { $0.id == "commentLine (stroke 2)" })
    #expect(second.scope?.context.kind == .menu)
  }

  @Test func cmdAndMetaAreTheWindowsKeyOnPC() throws {
    let text = """
      import { keymap } from '@codemirror/view'
      keymap.of([{ key: 'Cmd-Alt-i', run: inspect }, { key: 'Meta-s', run: save }])
      """
    let reading = try SourceReader.read(text, format: .webKeymap, file: "keys.js")
    #expect(Self.lines(reading, on: .mac) == ["Option-Command-I 'Inspect' at 2:19", "Command-S 'Save' at 2:55"])
    #expect(reading.unread.allSatisfy { $0.platforms == [.windows, .linux] } && reading.unread.count == 2)
    #expect(reading.notes.first?.contains("the Windows or Super key") == true)
  }

  @Test func objectsThatAreNoBindingsAreLeftAlone() throws {
    let text = """
      import { EditorView } from '@codemirror/view'
      const replacements = [{ key: '-->', value: '→' }, { key: 'Enter', label: 'Return' }]
      const handler = ({ key, run }) => run(key)
      """
    let reading = try SourceReader.read(text, format: .webKeymap, file: "table.ts")
    #expect(reading.definitions.isEmpty && reading.notes.isEmpty)
  }

  @Test func aKeyFromAVariableIsANote() throws {
    let text = """
      import { keymap } from '@codemirror/view'
      export const custom = (key) => keymap.of([{ key: userKey, run: runIt }])
      """
    let reading = try SourceReader.read(text, format: .webKeymap, file: "custom.ts")
    #expect(reading.definitions.isEmpty)
    #expect(reading.notes == ["custom.ts:2:50: note: not read: the key is 'userKey', not a literal"])
  }
}
