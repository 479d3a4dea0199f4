import KBLocTestSupport
import Testing

@testable import KBLoc

/// The ASCII fast path of the shortcut parser gives the general parser's answer for every text
/// it accepts, and declines the rest (which the general parser reads and explains).
struct ShortcutFastPathTests {

  /// Parts shortcuts are made of, right and wrong: modifier and key names in every spelling,
  /// characters, separators, physical keys, typos and spaces.
  private static let parts = [
    "Command", "cmd", "Cmd", "Shift", "shift", "Option", "alt", "Control", "ctrl", "CmdOrCtrl", "Super", "meta",
    "Z", "z", "[", "/", "1", "-", "+", "Left Arrow", "left", "Delete", "delete", "Backspace", "F2", "f12", "Space",
    "Page Up", "pageup", "Esc", "Return", "enter", "Plus", "code:KeyW", "key:AD02", "Comand", "Lef", "Tab", " ",
    "", "page_up", "Forward Delete", "Command Z", "k ctrl", "é", "⌘",
  ]
  private static let separators = ["-", "+", " ", "", "--", "++"]

  /// Every spelling of the fast path's table is found in it: each ASCII modifier spelling before
  /// a key, each ASCII key name after Command.
  @Test func fastPathFindsEverySpelling() {
    let modifiers = ShortcutText.modifierSpellings.filter { $0.key.utf8.allSatisfy { $0 < 0x80 } }
    #expect(modifiers.count > 10)
    for (spelling, modifier) in modifiers {
      #expect(ShortcutText.parsingASCII("\(spelling)-Z")?.modifiers == modifier, "'\(spelling)'")
    }
    #expect(NamedKey.spellings.count > 40)
    for (spelling, key) in NamedKey.spellings {
      #expect(ShortcutText.parsingASCII("Command-\(spelling)")?.trigger == .named(key), "'\(spelling)'")
    }
    #expect(ShortcutText.parsingASCII("Command-plus")?.trigger == .character("+"))
    #expect(ShortcutText.parsingASCII("Command-delete")?.trigger == .named(.delete))
    #expect(ShortcutText.parsingASCII("cmd+delete")?.trigger == .named(.forwardDelete))
    #expect(ShortcutText.parsingASCII("Command-Lft") == nil)
    #expect(ShortcutText.parsingASCII("Command-__") == nil)
  }

  @Test(arguments: 0..<4)
  func fastPathAgreesWithTheGeneralParser(seed: UInt64) {
    var random = SplitMix64(state: seed)
    var accepted = 0
    for _ in 0..<5_000 {
      let count = Int.random(in: 1...4, using: &random)
      let separator = Self.separators.randomElement(using: &random) ?? "-"
      let text = (0..<count).map { _ in Self.parts.randomElement(using: &random) ?? "" }.joined(separator: separator)
      let general = Result { () throws(ShortcutParseError) in try ShortcutText(parsingInGeneral: text) }
      guard let fast = ShortcutText.parsingASCII(text) else { continue }
      accepted += 1
      guard case .success(let expected) = general else {
        Issue.record("the fast path accepts '\(text)', the general parser does not")
        continue
      }
      #expect(fast.modifiers == expected.modifiers, "'\(text)'")
      #expect(fast.trigger == expected.trigger, "'\(text)'")
      #expect(fast.written.modifiers == expected.written.modifiers, "'\(text)'")
    }
    #expect(accepted > 500)
  }

  @Test func fastPathDeclinesWhatOnlyTheGeneralParserReads() {
    for text in ["⇧⌘Z", "Option-é", "code:KeyW", "Command-Lef", "Command-", "Command-Cmd-Z", "ctrl+k ctrl+c", "\tZ"] {
      #expect(ShortcutText.parsingASCII(text) == nil, "'\(text)'")
    }
  }

  @Test func writtenOrderIsKept() throws {
    #expect(!Shortcut.modifiersAreInCanonicalOrder(in: "Command-Shift-Z"))
    #expect(Shortcut.modifiersAreInCanonicalOrder(in: "Shift-Command-Z"))
    #expect(
      try ShortcutText(parsing: "cmd+ctrl+alt+shift+k").written.modifiers == [.command, .control, .option, .shift])
  }
}
