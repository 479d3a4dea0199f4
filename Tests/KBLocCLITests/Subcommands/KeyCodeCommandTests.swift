import Foundation
import KBLocTestSupport
import Testing

/// Shortcuts matched by key code, end to end: `extract` writes the `keyCode` a key handler
/// compares, `translate` presses its key on each keyboard type (`--keyboard iso` moves
/// kVK_ANSI_Grave beside left Shift), and `lint` names the layouts where the key types another
/// character.
struct KeyCodeCommandTests {
  static let handler = """
    import AppKit
    import Carbon.HIToolbox

    final class CanvasView: NSView {
      override func keyDown(with event: NSEvent) {
        if event.keyCode == UInt16(kVK_ANSI_W), event.modifierFlags.contains(.command) {
          closeCanvas()
        } else if event.keyCode == UInt16(kVK_ANSI_Grave), event.modifierFlags.contains(.command) {
          cycleWindows()
        }
      }
    }
    """

  static let shortcuts = """
    { "shortcuts": [
      { "id": "close", "title": "Close Canvas", "keys": "Command-code:KeyW", "keyCode": "mac:0x0D" },
      { "id": "cycle", "title": "Cycle Windows", "keys": "Command-code:Backquote", "keyCode": "mac:0x32" },
      { "id": "yen", "title": "Yen", "keys": "Command-code:IntlYen", "keyCode": "mac:0x5D" }
    ] }
    """

  @Test func extractWritesTheKeyCodeAHandlerMatches() throws {
    let folder = try TemporaryFolder(files: ["CanvasView.swift": Self.handler])
    let output = try KblocExecutable.run("extract", folder.path + "/CanvasView.swift")
    #expect(output.exitCode == 0, "\(output)")
    let json = try Contract.decode(Contract.ExtractReport.self, from: output.stdout)
    #expect(json.shortcuts.map(\.keys) == ["Command-code:KeyW", "Command-code:Backquote"])
    #expect(json.shortcuts.map(\.keyCode) == ["mac:0x0D", "mac:0x32"])
    #expect(json.shortcuts.map(\.scope?.element) == ["key-handler", "key-handler"])
  }

  @Test(arguments: [("iso", "LSGT", "IntlBackslash"), ("ansi", "TLDE", "Backquote")])
  func translateMovesTheGraveKeyCodeOnAnISOKeyboard(_ keyboard: String, _ key: String, _ code: String) throws {
    let folder = try TemporaryFolder(files: ["shortcuts.json": Self.shortcuts])
    let output = try KblocExecutable.run(
      "translate", "--layout", "com.apple.keylayout.German", "--keyboard", keyboard, "--format", "json",
      folder.path + "/shortcuts.json")
    let json = try Contract.decode(Contract.TranslateReport.self, from: output.stdout)
    let cycle = try #require(json.results.first { $0.id == "cycle" })
    #expect(cycle.press?.key == key)
    #expect(cycle.press?.code == code)
    #expect(cycle.press?.character == "<")
    let yen = try #require(json.results.first { $0.id == "yen" })
    #expect(yen.status == "unreachable")
    #expect(yen.reason.contains("no key sends key code mac:0x5D on an \(keyboard.uppercased()) keyboard"))
  }

  @Test func lintNamesTheLayoutsWhereTheKeyTypesAnotherCharacter() throws {
    let folder = try TemporaryFolder(files: ["CanvasView.swift": Self.handler])
    let output = try KblocExecutable.run("lint", "--format", "json", folder.path + "/CanvasView.swift")
    let json = try Contract.decode(Contract.LintReport.self, from: output.stdout)
    let findings = json.findings.filter { $0.rule == "key-code-shortcut" }
    #expect(findings.map(\.line) == [6, 8])
    let close = try #require(findings.first)
    #expect(close.message == "'Command-code:KeyW' is matched by key code: its key types ',' on Dvorak, 'z' on French")
  }

  @Test func aKeyCodeThatIsNotTheKeysKeyIsAnError() throws {
    let folder = try TemporaryFolder(files: [
      "shortcuts.json": #"{ "shortcuts": [{ "id": "close", "keys": "Command-W", "keyCode": "mac:0x0D" }] }"#
    ])
    let output = try KblocExecutable.run("translate", "--layout", "us", folder.path + "/shortcuts.json")
    #expect(output.exitCode == 2)
    #expect(
      output.stderr.contains(
        "error: key code 'mac:0x0D' is the key 'code:KeyW', which 'keys' does not name (shortcut 'close'); write that key in 'keys', such as 'Command-code:KeyW'"
      ))
  }
}
