import Testing

@testable import KBLoc

/// A command a menu item sends to the focused page, and how its words compare with a page's
/// binding on the same keys (docs/scopes.md, "Keymaps and key listeners in web code").
struct SentCommandTests {
  @Test(arguments: [
    ("paste-as-plain", ["paste", "as", "plain"]),
    ("pasteAsPlain", ["paste", "as", "plain"]),
    ("openSearchPanel", ["search", "panel"]),
    ("toggleSearchPanel", ["search", "panel"]),
    ("find", ["search"]),
    ("tab:openNew", ["new"]),
    ("mt::editor-copy-as-html", ["copy", "as", "html"]),
    ("focusSearchField", ["search", "field"]),
    ("shortcut", []),
  ])
  func wordsNameWhatACommandDoes(_ name: String, _ words: [String]) {
    #expect(SentCommand.words(of: name) == Set(words))
  }

  @Test func theSameWordsAreOneCommand() {
    let paste = SentCommand(channel: "editor-command", command: "paste-as-plain")
    #expect(paste.match(binding: "pasteAsPlain") == .same)
    // The channel names the command when nothing is sent on it.
    #expect(SentCommand(channel: "select-all").match(binding: "selectAll") == .same)
  }

  @Test func aHandlersCallNamesTheCommandToo() {
    let search = SentCommand(channel: "editor-command", command: "search")
    #expect(search.match(binding: "openSearchPanel") == .related)
    var handled = search
    handled.calls = ["focus", "toggleSearchPanel"]
    #expect(handled.match(binding: "openSearchPanel") == .same)
  }

  @Test func someSharedWordsCannotBeDecided() {
    let delete = SentCommand(channel: "menu", command: "delete-note")
    #expect(delete.match(binding: "deleteLineBoundaryBackward") == .related)
    #expect(SentCommand(channel: "menu", command: "find-text").match(binding: "showSearch") == .related)
    // A binding whose command has no name, a command with no words of its own.
    #expect(delete.match(binding: nil) == .related)
    #expect(SentCommand(channel: "editor-command").match(binding: "undo") == .related)
  }

  @Test func noSharedWordIsTwoCommands() {
    let copy = SentCommand(channel: "menu", command: "copy-link", calls: ["setValue"])
    #expect(copy.match(binding: "selectSelectionMatches") == .unrelated)
    // A handler's other call shares a word, and still says nothing of the command.
    #expect(copy.match(binding: "setMark") == .unrelated)
  }

  @Test func theSendsFieldRoundTrips() throws {
    var item = ShortcutDefinition(id: "find", shortcut: try Shortcut(parsing: "Command-F"))
    #expect(item.sentCommand == nil)
    let sent = SentCommand(channel: "editor-command", command: "find", calls: ["toggleSearchPanel"])
    item.sentCommand = sent
    #expect(item.sentCommand == sent)
    #expect(item.extra["sends"]?["channel"]?.string == "editor-command")
    item.sentCommand = SentCommand(channel: "find")
    #expect(item.extra["sends"]?.members?.map(\.key) == ["channel"])
  }
}
