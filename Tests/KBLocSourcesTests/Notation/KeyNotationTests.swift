import KBLoc
import Testing

@testable import KBLocSources

/// The one table of key and modifier names: each name means one thing in its notation, case
/// matters where the notation says so, and the readers' notations agree on the keys they share.
struct KeyNotationTests {
  /// The names of `rows` in `notation`, folded as the notation compares them.
  static func names<Value>(
    _ rows: [(Value, [KeyNotation: [String]])], in notation: KeyNotation, ignoringCase: Bool
  ) -> [String] {
    rows.flatMap { $0.1[notation] ?? [] }.map { ignoringCase ? $0.lowercased() : $0 }
  }

  @Test(arguments: KeyNotation.allCases)
  func eachNameMeansOneKeyOrModifier(notation: KeyNotation) {
    let keys = Self.names(KeyNotation.keyNameTable, in: notation, ignoringCase: notation.keyNamesIgnoreCase)
    #expect(Set(keys).count == keys.count, "a key name stands twice in \(notation)")
    let modifiers = Self.names(
      KeyNotation.modifierNameTable, in: notation, ignoringCase: notation.modifierNamesIgnoreCase)
    #expect(Set(modifiers).count == modifiers.count, "a modifier name stands twice in \(notation)")
  }

  @Test func eachNotationNamesBackspaceItsOwnWay() {
    #expect(KeyNotation.javaKeyStroke.key(named: "BACK_SPACE") == .named(.delete))
    #expect(KeyNotation.javaKeyStroke.key(named: "back_space") == .named(.delete))
    #expect(KeyNotation.qtKeySequence.key(named: "Backspace") == .named(.delete))
    #expect(KeyNotation.gtkAccelerator.key(named: "BackSpace") == .named(.delete))
    #expect(KeyNotation.gtkAccelerator.key(named: "backspace") == nil)
    #expect(KeyNotation.qtKeySequence.key(named: "BackSpace") == .named(.delete))
    #expect(KeyNotation.javaKeyStroke.key(named: "Backspace") == nil)
  }

  @Test func oneCharacterNamesItselfWhereTheNotationSaysSo() {
    #expect(KeyNotation.qtKeySequence.key(named: "/") == .character("/"))
    #expect(KeyNotation.javaKeyStroke.key(named: "/") == nil)
    #expect(KeyNotation.javaKeyStroke.key(named: "SLASH") == .character("/"))
    #expect(KeyNotation.gtkAccelerator.key(named: "q") == .character("q"))
    #expect(KeyNotation.swiftUI.key(named: "q") == nil)
  }

  @Test func functionKeysRunToF20AndUIKitsToF12() {
    #expect(KeyNotation.javaKeyStroke.key(named: "F20") == .named(.function(20)))
    #expect(KeyNotation.qtKeySequence.key(named: "f5") == .named(.function(5)))
    #expect(KeyNotation.javaKeyStroke.key(named: "F21") == nil)
    #expect(KeyNotation.uiKit.key(named: "inputF12") == .named(.function(12)))
    #expect(KeyNotation.uiKit.key(named: "inputF13") == nil)
  }

  @Test func modifierNamesFollowTheirNotation() {
    #expect(KeyNotation.qtKeySequence.modifier(named: "CTRL") == .some(.command))
    #expect(KeyNotation.javaKeyStroke.modifier(named: "ctrl") == .some(.control))
    #expect(KeyNotation.gtkAccelerator.modifier(named: "primary") == .some(.command))
    #expect(KeyNotation.gdkModifierMask.modifier(named: "GDK_MOD1_MASK") == .some(.option))
    #expect(KeyNotation.gdkModifierMask.modifier(named: "gdk_control_mask") == nil)
    #expect(KeyNotation.uiKit.modifier(named: "alternate") == .some(.option))
    #expect(KeyNotation.appKit.modifier(named: "capsLock") == .some(nil))
  }

  @Test func aStrokeIsReadOrSaysWhyNot() {
    let qt = KeyNotation.qtKeySequence
    #expect(
      qt.stroke(modifiers: ["Ctrl", "Shift"], key: "PgUp") { _ in .unknownKey("") }
        == .read(Shortcut(.named(.pageUp), modifiers: [.command, .shift])))
    #expect(qt.stroke(modifiers: ["Num"], key: "5") { _ in .unknownKey("") } == .notRead(.unsupportedModifier("Num")))
    #expect(
      qt.stroke(modifiers: ["Hyper"], key: "5") { .unknownKey("modifier \($0)") }
        == .notRead(.unknownKey("modifier Hyper")))
    #expect(
      qt.stroke(modifiers: [Substring](), key: "Print") { _ in .unknownKey("") } == .notRead(.unknownKey("Print")))
    #expect(
      KeyNotation.gdkModifierMask.stroke(
        modifiers: ["GDK_CONTROL_MASK"], key: "bracketleft", keyNotation: .gtkAccelerator
      ) {
        _ in .unknownKey("")
      } == .read(Shortcut(.character("["), modifiers: .control)))
  }

  @Test func aSuperKeyNameIsCommandOnMacAndANoteOnPC() {
    let electron = KeyNotation.electronAccelerator
    let words = ["CmdOrCtrl", "Shift"]
    #expect(
      electron.stroke(modifiers: words, key: "z", on: .pc) { _ in .unknownKey("") }
        == .read(Shortcut(.character("Z"), modifiers: [.command, .shift])))
    #expect(
      electron.stroke(modifiers: ["Cmd"], key: "q", on: .mac) { _ in .unknownKey("") }
        == .read(Shortcut(.character("Q"), modifiers: .command)))
    #expect(
      electron.stroke(modifiers: ["Cmd"], key: "q", on: .pc) { _ in .unknownKey("") } == .notRead(.superKey("Cmd")))
    #expect(
      KeyNotation.vscode.stroke(modifiers: ["win"], key: "a", on: .pc) { _ in .unknownKey("") }
        == .notRead(.superKey("win")))
    #expect(
      KeyNotation.vscode.stroke(modifiers: ["CTRL"], key: "a", on: .pc) { _ in .unknownKey("") }
        == .read(Shortcut(.character("A"), modifiers: .control)))
  }

  @Test func electronVSCodeAndKeyEquivalentsNameKeysTheirWay() {
    #expect(KeyNotation.electronAccelerator.key(named: "Plus") == .character("+"))
    #expect(KeyNotation.electronAccelerator.key(named: "PAGEUP") == .named(.pageUp))
    #expect(KeyNotation.electronAccelerator.key(named: "num0") == nil)
    #expect(KeyNotation.electronAccelerator.key(named: "é") == nil)
    #expect(KeyNotation.vscode.key(named: "[Slash]") == Key.withCode("Slash").map { .physical($0) })
    #expect(KeyNotation.vscode.key(named: "[keya]") == Key.withCode("KeyA").map { .physical($0) })
    #expect(KeyNotation.vscode.key(named: "!") == nil)
    #expect(KeyNotation.userKeyEquivalent.key(named: "\u{1B}") == .named(.escape))
    #expect(KeyNotation.userKeyEquivalent.modifier(named: "#") == .some(nil))
  }
}
