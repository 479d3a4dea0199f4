import Testing

@testable import KBLoc

/// The title rule's second step: a command's name in code, read as a title.
struct CommandNameTests {
  @Test(arguments: [
    ("zoomOut:", "Zoom Out"),
    ("performClose(_:)", "Perform Close"),
    ("paste(_:)", "Paste"),
    ("indentLess", "Indent Less"),
    ("toggle-float", "Toggle Float"),
    ("select_all", "Select All"),
    ("SELECT_ALL", "SELECT ALL"),
    ("openURLInBrowser", "Open URL In Browser"),
    ("URLSession", "URL Session"),
    ("goToLine2", "Go To Line2"),
    ("tab2Next", "Tab2 Next"),
    ("workbench.action.files.save", "Save"),
    ("editor.undo", "Undo"),
    ("cursorDocEnd", "Cursor Doc End"),
    ("insertNewlineAndIndent", "Insert Newline And Indent"),
    ("  spaced  name ", "Spaced Name"),
    ("selectLineBoundaryForward", "Select Line Boundary Forward"),
    ("selectAllCommand", "Select All"),
    ("run_command", "Run"),
    ("command", "Command"),
    ("commandPalette", "Command Palette"),
    ("tableView:didClickRow:", "Table View"),
    ("window:devtools", "Window Devtools"),
    ("pane:split-right", "Pane Split Right"),
    ("editor::SelectAll", "Select All"),
    ("workspace::Save", "Save"),
  ])
  func readsAsATitle(_ name: String, _ title: String) {
    #expect(CommandName.title(of: name) == title)
  }

  @Test(arguments: ["", "::", "(_:)", "123", "_-_", "a.", String(repeating: "a", count: 201)])
  func hasNoTitleWithoutALetterOrWhenTooLong(_ name: String) {
    #expect(CommandName.title(of: name) == (name == "a." ? "A" : nil))
  }
}
