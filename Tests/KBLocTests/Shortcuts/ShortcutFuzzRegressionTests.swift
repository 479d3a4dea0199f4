import KBLoc
import Testing

/// Shortcuts found by `make fuzz` (Fuzz/Corpus/shortcut/), each read back from its description.
struct ShortcutFuzzRegressionTests {
  /// `⃧+⇧` is Shift with a lone combining mark (U+20E7), described `Shift-⃧`, where the mark
  /// joins the `-` into one character: the parser once missed that separator.
  @Test(arguments: ["\u{20E7}+\u{21E7}", "Shift-\u{20E7}", "Command--\u{301}", "\u{2318}-\u{301}"])
  func shortcutWithALoneCombiningMarkReadsBackAsItself(text: String) throws {
    let shortcut = try Shortcut(parsing: text)
    #expect(try Shortcut(parsing: shortcut.description) == shortcut)
  }
}
