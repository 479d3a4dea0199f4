import KBLoc
import KBLocSources
import Testing

/// Where the readers say each shortcut is live: Interface Builder's main menu, windows, tabs and
/// menus; Swift's commands, views, context menus, sheets and menus built in code.
struct SourceScopeTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
      <objects>
        <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
        <menu title="Main Menu" systemMenu="main" id="main">
          <items>
            <menuItem title="Edit" id="edit">
              <menu key="submenu" title="Edit" id="editMenu">
                <items>
                  <menuItem title="Paste" keyEquivalent="v" id="paste">
                    <connections><action selector="paste:" target="-1" id="a1"/></connections>
                  </menuItem>
                </items>
              </menu>
            </menuItem>
          </items>
        </menu>
        <window title="Add Feed" id="sheet">
          <view key="contentView" id="content">
            <subviews>
              <button id="okButton">
                <buttonCell key="cell" type="push" title="Add" keyEquivalent="&#xD;" id="okCell"/>
                <connections><action selector="add:" target="-2" id="a2"/></connections>
              </button>
              <button toolTip="Refresh the list" id="refreshButton">
                <buttonCell key="cell" type="bevel" title="" keyEquivalent="r" id="refreshCell">
                  <modifierMask key="keyEquivalentModifierMask" command="YES"/>
                </buttonCell>
              </button>
              <tabView id="tabs">
                <tabViewItems>
                  <tabViewItem label="Structure" id="tab1">
                    <view key="view" id="v1">
                      <button id="b1"><buttonCell key="cell" title="Reload" keyEquivalent="l" id="c1"/>
                        <accessibility description="Reload structure"/></button>
                    </view>
                  </tabViewItem>
                  <tabViewItem label="Content" id="tab2">
                    <view key="view" id="v2">
                      <button id="b2"><buttonCell key="cell" title="" keyEquivalent="l" id="c2"/>
                        <accessibility description="Reload content"/></button>
                      <popUpButton id="pop"><popUpButtonCell key="cell" id="popCell">
                        <menu key="menu" title="OtherViews" id="popMenu"><items>
                          <menuItem title="First" keyEquivalent="1" id="first"/>
                        </items></menu></popUpButtonCell></popUpButton>
                    </view>
                  </tabViewItem>
                </tabViewItems>
              </tabView>
            </subviews>
          </view>
        </window>
        <menu title="Row Menu" id="context">
          <items>
            <menuItem title="Paste" keyEquivalent="v" id="rowPaste"/>
          </items>
        </menu>
      </objects>
    </document>
    """

  /// Each definition as `TITLE: KEYS in SCOPE [ELEMENT] ACTION`.
  static func described(_ reading: SourceReading) -> [String] {
    reading.definitions.map { definition in
      var text = "\(definition.title ?? "-"): \(definition.keys) in \(definition.scope?.description ?? "-")"
      text += " [\(definition.scope?.element?.rawValue ?? "-")]"
      if let action = definition.action { text += " \(action)" }
      return text
    }
  }

  @Test func interfaceBuilderTellsTheMainMenuWindowsTabsAndMenus() throws {
    let reading = try SourceReader.read(Self.xib, format: .interfaceBuilder, file: "Mac/Sheet.xib")
    #expect(
      Self.described(reading) == [
        "Paste: Command-V in main menu [menu-item] paste:",
        "Add: Return in window 'Add Feed' [button] add:",
        "Refresh the list: Command-R in window 'Add Feed' [button]",
        "Reload: L in window 'Add Feed › Structure' [button]",
        "Reload content: L in window 'Add Feed › Content' [button]",
        "First: Command-1 in menu 'OtherViews' [menu-item]",
        "Paste: Command-V in menu 'Row Menu' [menu-item]",
      ])
    let scopes = reading.definitions.compactMap(\.scope)
    #expect(scopes[1].context.identity == "Mac/Sheet.xib#sheet")
    #expect(scopes[3].context.panes == ["tab1"])
    #expect(!scopes[3].canBeLive(with: scopes[4]), "two tabs of one tab view")
    #expect(scopes[3].canBeLive(with: scopes[1]), "a tab and the window around it")
  }

  static let swift = """
    import SwiftUI

    struct EditorCommands: Commands {
      var body: some Commands {
        CommandGroup(after: .pasteboard) { Button("Paste Plain") {}.keyboardShortcut("v", modifiers: [.command, .option]) }
      }
    }

    struct GoToLineView: View {
      @State var shown = false
      var body: some View {
        VStack {
          Button("Go") {}.keyboardShortcut(.defaultAction)
          Text("x").contextMenu { Button("Copy Line") {}.keyboardShortcut("c") }
          Button("More") {}.sheet(isPresented: $shown) { Button("Done") {}.keyboardShortcut(.cancelAction) }
          Menu("Options") { Button("Wrap") {}.keyboardShortcut("w", modifiers: [.control]) }
          LineItems()
        }
      }
    }

    struct App: SwiftUI.App {
      var body: some Scene {
        WindowGroup { GoToLineView() }.commands { CommandMenu("Lines") { LineItems() } }
      }
    }

    struct LineItems: View {
      var body: some View { Button("Next Line") {}.keyboardShortcut("n", modifiers: [.control]) }
    }

    final class DocumentController {
      func makeMenu() -> NSMenu {
        let menu = NSMenu()
        menu.addItem(withTitle: "Reveal", action: #selector(Document.reveal(_:)), keyEquivalent: "r")
        return menu
      }
      func installMainMenu() {
        NSApp.mainMenu?.addItem(NSMenuItem(title: "Window", action: #selector(window), keyEquivalent: "0"))
      }
    }

    final class Scene: UIResponder {
      override func buildMenu(with builder: any UIMenuBuilder) {
        _ = UIKeyCommand(title: "Find", action: #selector(find), input: "f", modifierFlags: .command)
      }
      override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Next", action: #selector(next), input: "]", modifierFlags: .command)]
      }
    }

    let global = UIKeyCommand(title: "Global", action: #selector(go), input: "g", modifierFlags: .command)
    """

  @Test func swiftTellsCommandsViewsMenusSheetsAndMenusBuiltInCode() throws {
    let reading = try SourceReader.read(Self.swift, format: .swift, file: "App.swift")
    #expect(
      Self.described(reading) == [
        "Paste Plain: Option-Command-V in main menu [menu-item]",
        "Go: Return in view 'GoToLineView' [button]",
        "Copy Line: Command-C in menu 'context menu in GoToLineView' [menu-item]",
        "Done: Esc in window 'sheet in GoToLineView' [button]",
        "Wrap: Control-W in menu 'Options in GoToLineView' [menu-item]",
        "Next Line: Control-N in view 'LineItems' [button]",
        "Reveal: Command-R in menu 'menus of DocumentController' [menu-item] reveal:",
        "Window: Command-0 in main menu [menu-item] window",
        "Find: Command-F in main menu [key-command] find",
        "Next: Command-] in view 'Scene' [key-command] next",
        "Global: Command-G in anywhere [key-command] go",
      ])
    #expect(reading.menuBarTypes.contains("LineItems"))
    #expect(!reading.menuBarTypes.contains("GoToLineView"), "shown in a window the commands modify")
  }

  @Test func aScanPutsAViewShownInTheMenuBarInTheMainMenu() throws {
    let reading = try SourceReader.read(Self.swift, format: .swift, file: "App.swift")
    let scan = SourceScan(readings: [reading], name: "App")
    let next = try #require(scan.shortcuts.definitions.first { $0.title == "Next Line" })
    #expect(next.scope?.context == .mainMenu)
    #expect(next.scope?.element == .menuItem)
  }
}
