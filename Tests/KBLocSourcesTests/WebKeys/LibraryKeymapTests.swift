import Foundation
import KBLoc
import KBLocTestSupport
import Testing

@testable import KBLocSources

/// Library keymaps spread into an app's keymap: kbloc's table of them, and how a spread, a
/// filter, a single binding or an extension brings their bindings.
///
/// The fixtures follow CodeMirror's reference manual and examples (`keymap.of([...defaultKeymap,
/// ...historyKeymap, indentWithTab])`, `basicSetup`), not any app.
struct LibraryKeymapTests {
  @Test func theTableHoldsEachKeymapWithItsPackagesVersion() throws {
    let history = try #require(LibraryKeymap.named("historyKeymap", in: "@codemirror/commands"))
    #expect(history.version == "6.10.1")
    #expect(history.bindings.map { $0.key ?? "" } == ["Mod-z", "Mod-y", "", "Mod-u", "Alt-u"])
    #expect(history.bindings[1].mac == "Mod-Shift-z" && history.bindings[2].linux == "Ctrl-Shift-z")
    // `defaultKeymap` brings `standardKeymap`, which brings the Emacs-style bindings on macOS.
    let defaults = try #require(LibraryKeymap.named("defaultKeymap", in: "@codemirror/commands"))
    let standard = try #require(LibraryKeymap.named("standardKeymap", in: "@codemirror/commands"))
    #expect(defaults.bindings.suffix(standard.bindings.count) == standard.bindings[...])
    #expect(standard.bindings.contains { $0.mac == "Ctrl-b" && $0.key == nil && $0.run == "cursorCharLeft" })
    #expect(LibraryKeymap.named("basicSetup", in: "codemirror")?.bindings.count ?? 0 > 60)
    #expect(LibraryKeymap.named("keymap", in: "@codemirror/view") == nil)
    #expect(LibraryKeymap.knows(module: "@codemirror/search") && !LibraryKeymap.knows(module: "@codemirror/next"))
  }

  @Test func theEmbeddedTableEqualsTheTSVFile() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Layouts/web-library-keymaps.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(
      LibraryKeymap.tableText + "\n" == text,
      "Layouts/web-library-keymaps.tsv and LibraryKeymap+Table.swift differ; run tools/generate-embedded-data")
  }

  static let setup = """
    import { EditorView, keymap } from '@codemirror/view'
    import { defaultKeymap, historyKeymap, indentWithTab } from '@codemirror/commands'
    import * as search from '@codemirror/search'
    import { vim } from '@replit/codemirror-vim'
    import { myKeymap } from './my-keymap'
    import { otherKeymap } from 'some-editor-kit'

    const view = new EditorView({
      extensions: [
        vim(),
        keymap.of([
          ...defaultKeymap.filter(binding => binding.key !== 'Mod-i' && !['Home', 'End'].includes(binding.key)),
          ...historyKeymap,
          ...search.searchKeymap,
          ...myKeymap,
          ...otherKeymap,
          indentWithTab
        ])
      ]
    })
    """

  @Test func spreadsBringTheLibrarysBindingsAtTheirName() throws {
    let reading = try SourceReader.read(Self.setup, format: .webKeymap, file: "editor.ts")
    let onMac = reading.definitions.filter { $0.platforms.includes(.mac) }
    func at(_ line: Int) -> [String] { onMac.filter { $0.position.line == line }.map(\.keys) }
    let defaults = at(12)
    #expect(defaults.contains("Command-[") && defaults.contains("Control-B") && defaults.contains("Control-Shift-B"))
    #expect(!defaults.contains("Command-I") && !defaults.contains("Home") && !defaults.contains("Shift-Home"))
    #expect(at(13) == ["Command-Z", "Shift-Command-Z", "Command-U", "Shift-Command-U"])
    #expect(at(14).contains("Command-F") && at(14).contains("Shift-F3"))
    #expect(at(17) == ["Tab", "Shift-Tab"])
    let undo = try #require(onMac.first { $0.keys == "Command-Z" })
    #expect(undo.title == "Undo" && undo.action == "undo")
    #expect(undo.extra["library"]?.string == "@codemirror/commands 6.10.1 historyKeymap")
    #expect(undo.scope?.context.kind == .view && undo.scope?.context.name == "view")
    // An app's own keymap is read where it is declared; one of a package kbloc does not know,
    // and a modal editor's keymap, are notes.
    #expect(
      reading.notes == [
        "editor.ts:10:5: note: not read: 'vim()' installs the vim keymap of '@replit/codemirror-vim', which kbloc does not read",
        "editor.ts:16:10: note: not read: the keymap 'otherKeymap' comes from 'some-editor-kit': kbloc's table of library keymaps does not hold 'some-editor-kit'",
      ])
  }

  @Test func aFilterKbloCannotReadIsANote() throws {
    let text = """
      import { keymap } from '@codemirror/view'
      import { completionKeymap } from '@codemirror/autocomplete'
      keymap.of(completionKeymap.filter(isWanted))
      keymap.of(completionKeymap.filter(b => b.mac !== 'Alt-`'))
      """
    let reading = try SourceReader.read(text, format: .webKeymap, file: "completion.ts")
    #expect(reading.notes.count == 1 && reading.notes.first?.contains("filtered by 'isWanted'") == true)
    let mac = reading.definitions.filter { $0.platforms.includes(.mac) && $0.position.line == 4 }.map(\.keys)
    #expect(mac.first == "Control-Space" && mac.contains("Option-I") && !mac.contains("Option-`"))
  }

  @Test func basicSetupBringsItsKeymaps() throws {
    let text = """
      import { basicSetup, EditorView } from 'codemirror'
      new EditorView({ doc: '', extensions: [basicSetup] })
      """
    let reading = try SourceReader.read(text, format: .webKeymap, file: "main.js")
    let keys = reading.definitions.filter { $0.position.line == 2 && $0.platforms.includes(.mac) }.map(\.keys)
    #expect(keys.contains("Command-F") && keys.contains("Command-Z") && keys.contains("Option-Command-["))
    #expect(reading.definitions.allSatisfy { $0.position.line == 2 })
  }
}
