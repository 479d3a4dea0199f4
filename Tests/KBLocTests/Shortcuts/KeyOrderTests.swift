import Testing

@testable import KBLoc

/// The platform's key order (docs/scopes.md): the stage of each kind of declaration, and what two
/// shortcuts on one key press at two stages come to.
struct KeyOrderTests {
  static let app = [ShortcutScope.Target(name: "Editor", kind: .app)]

  static func declared(
    _ id: String, _ keys: String, _ context: ShortcutScope.Context, _ element: ShortcutScope.Element?,
    title: String? = nil, action: String? = nil
  ) throws -> ShortcutDefinition {
    ShortcutDefinition(
      id: id, shortcut: try Shortcut(parsing: keys), title: title ?? id,
      scope: ShortcutScope(targets: app, context: context, element: element), action: action)
  }

  @Test func eachDeclarationHasTheStageTheKeyReachesItAt() throws {
    let stages = try [
      Self.declared("hotkey", "Option-Command-V", .init(kind: .global), .globalHotkey),
      Self.declared("monitor", "Command-K", .anywhere, .eventMonitor),
      Self.declared("button", "Command-R", .window("Find"), .button),
      Self.declared("binding", "Command-[", .view("Editor"), .binding),
      Self.declared("override", "Command-D", .view("Canvas"), .keyEquivalentHandler),
      Self.declared("popUp", "Command-O", .window("Export"), .menuItem),
      Self.declared("menu", "Command-S", .mainMenu, .menuItem),
      Self.declared("contextMenu", "Command-C", .menu("Tab"), .menuItem),
      Self.declared("topLevel", "Command-T", .anywhere, .button),
      Self.declared("keymapFile", "ctrl+k", .anywhere, .binding),
      Self.declared("handler", "J", .view("List"), .keyHandler),
      Self.declared("pageKey", "Escape", .view("Page"), .binding),
      Self.declared("pageControlKey", "Control-K", .view("Page"), .binding),
    ].map(\.stage)
    #expect(
      stages == [
        .system, .monitor, .keyWindow, .keyWindow, .keyWindow, .keyWindow, .menuBar, .menuBar, .menuBar, .keyWindow,
        .firstResponder, .firstResponder, .firstResponder,
      ])
    #expect(ShortcutDefinition(id: "plain", shortcut: try Shortcut(parsing: "Command-S")).stage == .menuBar)
  }

  /// A web view takes only ⌘ combinations before the menus: a menu item on plain Esc gets the key
  /// before the page's listener (a warning), a menu item on ⌘F does not (a conflict); the same
  /// title is one command either way.
  @Test func aPageGetsOnlyCommandKeysBeforeTheMenuBar() throws {
    let pageEscape = try Self.declared("clearSearch", "Escape", .view("Page"), .binding)
    let zoomOut = try Self.declared("zoomOut", "Escape", .mainMenu, .menuItem)
    #expect(KeyOrder.outcome(first: zoomOut, second: pageEscape) == .shadows)
    let pageFind = try Self.declared("openSearchPanel", "Command-F", .view("Page"), .binding)
    let find = try Self.declared("findInFile", "Command-F", .mainMenu, .menuItem)
    #expect(KeyOrder.outcome(first: pageFind, second: find) == .conflict)
    let pageUndo = try Self.declared("page", "Escape", .view("Page"), .binding, title: "Cancel")
    let cancel = try Self.declared("menu", "Escape", .mainMenu, .menuItem, title: "Cancel")
    #expect(KeyOrder.outcome(first: cancel, second: pageUndo) == .none)
  }

  @Test(arguments: ["Escape", "Return", "Command-.", "key:KPEN"])
  func aDialogsCancelOrDefaultButtonIsThePlatformsDesign(_ keys: String) throws {
    let button = try Self.declared("cancel", keys, .window("Rename"), .button)
    #expect(button.isDialogButton)
    #expect(KeyOrder.outcome(first: button, second: try Self.declared("zoomOut", keys, .mainMenu, .menuItem)) == .none)
    #expect(KeyOrder.outcome(first: button, second: try Self.declared("list", keys, .view("L"), .keyHandler)) == .none)
  }

  @Test(arguments: ["Shift-Escape", "Command-Return", "Option-Command-.", "Command-R"])
  func otherKeysOfAButtonAreNoDialogRole(_ keys: String) throws {
    let button = try Self.declared("retry", keys, .window("Error"), .button)
    #expect(!button.isDialogButton)
    #expect(KeyOrder.outcome(first: button, second: try Self.declared("menu", keys, .mainMenu, .menuItem)) == .shadows)
  }

  @Test func everyButtonOfAnAlertIsOneOfItsChoices() throws {
    let skip = try Self.declared("skip", "Command-S", .window("alert in Export", kind: .alert), .button)
    #expect(skip.isDialogButton)
    #expect(
      KeyOrder.outcome(first: skip, second: try Self.declared("save", "Command-S", .mainMenu, .menuItem)) == .none)
    let sheet = try Self.declared("save", "Command-S", .window("Editor", kind: .sheet), .button)
    #expect(!sheet.isDialogButton)
  }

  @Test func aMenuItemOnAButtonsEscapeIsNoDialogRole() throws {
    #expect(!(try Self.declared("zoomOut", "Escape", .mainMenu, .menuItem)).isDialogButton)
    #expect(!(try Self.declared("handler", "Escape", .view("V"), .keyHandler)).isDialogButton)
  }

  @Test func aFocusedEditorsBindingConflictsWithAMenuItemUnlessItIsItsCommand() throws {
    let indent = try Self.declared("indentLess", "Command-[", .view("Editor"), .binding, title: "Indent Less")
    let previous = try Self.declared("previousFile", "Command-[", .mainMenu, .menuItem, title: "Previous File")
    #expect(KeyOrder.outcome(first: indent, second: previous) == .conflict)
    let undo = try Self.declared("undo", "Command-Z", .view("Editor"), .binding, title: "Undo")
    #expect(
      KeyOrder.outcome(
        first: undo, second: try Self.declared("menuUndo", "Command-Z", .mainMenu, .menuItem, title: "Undo…")) == .none)
  }

  /// A menu item that sends its command to the page (Electron's `webContents.send`) against the
  /// page's binding: one command by the words, a warning when they share some, a conflict when
  /// none.
  @Test func aMenuItemThatSendsItsCommandToThePageIsDecidedByItsWords() throws {
    func item(_ keys: String, sending command: String, calls: [String] = []) throws -> ShortcutDefinition {
      var item = try Self.declared(command, keys, .mainMenu, .menuItem)
      item.sentCommand = SentCommand(channel: "editor-command", command: command, calls: calls)
      return item
    }
    let paste = try Self.declared("pastePlain", "Shift-Command-V", .view("Editor"), .binding, action: "pasteAsPlain")
    #expect(KeyOrder.outcome(first: paste, second: try item("Shift-Command-V", sending: "paste-as-plain")) == .none)
    let search = try Self.declared("openSearch", "Command-F", .view("Editor"), .binding, action: "openSearchPanel")
    #expect(KeyOrder.outcome(first: search, second: try item("Command-F", sending: "search")) == .shadows)
    let handled = try item("Command-F", sending: "search", calls: ["toggleSearchPanel"])
    #expect(KeyOrder.outcome(first: search, second: handled) == .none)
    let select = try Self.declared("select", "Shift-Command-L", .view("Editor"), .binding, action: "selectMatches")
    #expect(KeyOrder.outcome(first: select, second: try item("Shift-Command-L", sending: "copy-link")) == .conflict)
    // Without a command sent, the words of the titles alone decide nothing.
    let copy = try Self.declared("copy", "Shift-Command-L", .mainMenu, .menuItem, title: "Copy Matches")
    #expect(KeyOrder.outcome(first: select, second: copy) == .conflict)
  }

  @Test func aGlobalHotkeyConflictsWithItsAppsOwnShortcuts() throws {
    let hotkey = try Self.declared("clipboard", "Shift-Command-V", .init(kind: .global), .globalHotkey)
    let paste = try Self.declared("pasteStyle", "Shift-Command-V", .mainMenu, .menuItem)
    #expect(KeyOrder.outcome(first: hotkey, second: paste) == .conflict)
  }

  @Test func earlierStagesShadowLaterOnes() throws {
    let menu = try Self.declared("menu", "Command-K", .mainMenu, .menuItem)
    let handler = try Self.declared("handler", "Command-K", .view("Canvas"), .keyHandler)
    let monitor = try Self.declared("monitor", "Command-K", .anywhere, .eventMonitor)
    #expect(KeyOrder.outcome(first: menu, second: handler) == .shadows)
    #expect(KeyOrder.outcome(first: monitor, second: menu) == .shadows)
  }

  @Test func pairsAreLiveTogetherAndNotOneCommand() throws {
    let definitions = [
      try Self.declared("menu", "Command-F", .mainMenu, .menuItem, title: "Find", action: "performFind:"),
      try Self.declared("sameAction", "Command-F", .window("Search"), .button, title: "Search", action: "performFind:"),
      try Self.declared("toolbar", "Command-F", .window("Doc"), .toolbarItem, title: "Find"),
      try Self.declared("other", "Command-F", .window("Filter"), .button, title: "Filter"),
      try Self.declared("handler", "Command-F", .view("List"), .keyHandler, title: "Filter List"),
      ShortcutDefinition(
        id: "elsewhere", shortcut: try Shortcut(parsing: "Command-F"), title: "Find",
        scope: ShortcutScope(targets: [.init(name: "Viewer", kind: .app)], context: .window("W"), element: .button)),
    ]
    let pairs = KeyOrder.pairs(members: Array(definitions.indices), definitions: definitions)
    #expect(pairs == [.init(first: 0, second: 4, outcome: .shadows), .init(first: 3, second: 0, outcome: .shadows)])
  }
}
