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

  /// What ``described(_:)`` says of `text` read as `format`.
  static func described(_ text: String, format: SourceFormat, file: String) throws -> [String] {
    described(try SourceReader.read(text, format: format, file: file))
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
        // A pop-up button's items are its window's key equivalents, in the button's tab.
        "First: Command-1 in window 'Add Feed › Content' [menu-item]",
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

  @Test func aSelectorWrittenAsAStringIsTheAction() throws {
    let text = """
      final class Keys {
        let info = UIKeyCommand(title: "Get Info", action: Selector("showInfo:"), input: "i", modifierFlags: .command)
        let other = UIKeyCommand(title: "Other", action: NSSelectorFromString("other:"), input: "o", modifierFlags: .command)
        let bare = UIKeyCommand(title: "Bare", action: "bare:", input: "b", modifierFlags: .command)
        let text = UIKeyCommand(title: "Text", action: "not a selector", input: "t", modifierFlags: .command)
      }
      """
    let reading = try SourceReader.read(text, format: .swift, file: "Keys.swift")
    #expect(reading.definitions.map(\.action) == ["showInfo:", "other:", "bare:", nil])
  }

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

  @Test func objectiveCTellsTheMainMenuMenusBuiltInCodeViewsAndAlerts() throws {
    let text = #"""
      @implementation AppDelegate
      - (void)applicationDidFinishLaunching:(NSNotification *)note {
          NSMenu *edit = [[[NSApp mainMenu] itemWithTitle:@"Edit"] submenu];
          [edit addItemWithTitle:@"Duplicate" action:@selector(duplicate:) keyEquivalent:@"d"];
      }
      - (void)buildRecentMenu:(NSMenu *)menu {
          [menu addItemWithTitle:@"Reopen" action:@selector(reopen:) keyEquivalent:@"t"];
      }
      - (NSArray *)keyCommands {
          return @[[UIKeyCommand keyCommandWithInput:@"f" modifierFlags:UIKeyModifierCommand action:@selector(find:)]];
      }
      - (void)confirm {
          NSAlert *alert = [[NSAlert alloc] init];
          [alert addButtonWithTitle:@"Replace"];
          [[[alert buttons] objectAtIndex:0] setKeyEquivalent:@"r"];
          NSButton *ok = [NSButton buttonWithTitle:@"OK" target:self action:@selector(ok:)];
          [ok setKeyEquivalent:@"\r"];
      }
      @end

      void AddQuit(NSMenu *menu) {
          [menu addItemWithTitle:@"Quit" action:@selector(terminate:) keyEquivalent:@"q"];
      }
      """#
    #expect(
      try Self.described(text, format: .objectiveC, file: "AppDelegate.m") == [
        "Duplicate: Command-D in main menu [menu-item] duplicate:",
        "Reopen: Command-T in menu 'menus of AppDelegate' [menu-item] reopen:",
        "-: Command-F in view 'AppDelegate' [key-command] find:",
        "Replace: R in window 'alert in AppDelegate' [button]",
        "OK: Return in view 'AppDelegate' [button] ok:",
        "Quit: Command-Q in anywhere [menu-item] terminate:",
      ])
  }

  @Test func buttonsAddedToOneAlertInTwoBranchesAreInTwoAlerts() throws {
    let objectiveC = #"""
      @implementation Exporter
      - (void)fail {
          NSAlert *alert = [[NSAlert alloc] init];
          if (existing) {
              [alert addButtonWithTitle:@"Replace"];
              [[[alert buttons] objectAtIndex:0] setKeyEquivalent:@"r"];
              [alert addButtonWithTitle:@"Skip existing"];
              [[[alert buttons] objectAtIndex:1] setKeyEquivalent:@"s"];
          } else {
              [alert addButtonWithTitle:@"Skip problems"];
              [[[alert buttons] objectAtIndex:0] setKeyEquivalent:@"s"];
          }
      }
      @end
      """#
    let swift = #"""
      import AppKit

      final class Exporter {
        func fail(existing: Bool) {
          let alert = NSAlert()
          if existing {
            alert.addButton(withTitle: "Replace")
            alert.buttons[0].keyEquivalent = "r"
            alert.addButton(withTitle: "Skip existing")
            alert.buttons[1].keyEquivalent = "s"
          } else {
            alert.addButton(withTitle: "Skip problems")
            alert.buttons[0].keyEquivalent = "s"
          }
        }
      }
      """#
    for (text, format, file) in [
      (objectiveC, SourceFormat.objectiveC, "Exporter.m"), (swift, .swift, "Exporter.swift"),
    ] {
      let reading = try SourceReader.read(text, format: format, file: file)
      let identities = reading.definitions.map { "\($0.title ?? "-"): \($0.scope?.context.identity ?? "-")" }
      let line = format == .swift ? 7 : 5
      #expect(
        identities == [
          "Replace: \(file):\(line):\(format == .swift ? 7 : 9)",
          "Skip existing: \(file):\(line):\(format == .swift ? 7 : 9)",
          "Skip problems: \(file):\(line + 5):\(format == .swift ? 7 : 9)",
        ], "\(file)")
      // ⌘S of one branch is never live with ⌘S of the other; the buttons of one branch are.
      let scopes = reading.definitions.compactMap(\.scope)
      #expect(scopes.count == 3)
      #expect(scopes.count == 3 && scopes[0].canBeLive(with: scopes[1]) && !scopes[1].canBeLive(with: scopes[2]))
    }
  }

  @Test func theVariableOfALoopOverAnAlertsButtonsIsOneOfThem() throws {
    let objectiveC = #"""
      @implementation Trash
      - (void)ask {
          NSAlert *alert = [[NSAlert alloc] init];
          [alert addButtonWithTitle:@"Empty Trash"];
          [alert addButtonWithTitle:@"Don't Empty"];
          for (NSButton *button in alert.buttons) {
              if (button.tag != NSAlertSecondButtonReturn) { continue; }
              unichar escapeKey[] = {0x001B};
              button.keyEquivalent = [NSString stringWithCharacters:escapeKey length:1];
          }
      }
      @end
      """#
    let swift = #"""
      import AppKit

      final class Trash {
        func ask() {
          let alert = NSAlert()
          alert.addButton(withTitle: "Empty Trash")
          alert.addButton(withTitle: "Don't Empty")
          for button in alert.buttons where button.tag == NSApplication.ModalResponse.alertSecondButtonReturn.rawValue {
            button.keyEquivalent = "\u{1b}"
          }
        }
      }
      """#
    #expect(
      try Self.described(objectiveC, format: .objectiveC, file: "Trash.m") == [
        "-: Esc in window 'alert in Trash' [button]"
      ])
    #expect(
      try Self.described(swift, format: .swift, file: "Trash.swift") == ["-: Esc in window 'alert in Trash' [button]"])
  }

  @Test func swiftItemsChangedAfterTheyAreBuiltTellTheirPlaceToo() throws {
    let text = #"""
      import AppKit

      final class Controller: NSViewController {
        @IBOutlet var okButton: NSButton!

        func ask() {
          let alert = NSAlert()
          alert.addButton(withTitle: "Replace")
          alert.buttons[0].keyEquivalent = "r"
        }

        func awake() {
          okButton.action = #selector(confirm(_:))
          okButton.keyEquivalent = "\r"
          okButton.keyEquivalentModifierMask = []
        }

        func build(menu: NSMenu) {
          let apply = NSButton(title: "Apply", target: self, action: #selector(apply(_:)))
          apply.keyEquivalent = "\r"
          let redo = NSMenuItem(title: "Redo", action: #selector(redo(_:)), keyEquivalent: "")
          redo.keyEquivalent = "Z"
        }
      }
      """#
    #expect(
      try Self.described(text, format: .swift, file: "Controller.swift") == [
        "Replace: R in window 'alert in Controller' [button]",
        "-: Return in view 'Controller' [button] confirm:",
        "Apply: Return in view 'Controller' [button] apply:",
        "Redo: Shift-Command-Z in menu 'menus of Controller' [menu-item] redo:",
      ])
  }

  @Test func aStatusItemsMenuAndAMenuBarExtraAreMenusThatOpenOnDemand() throws {
    let text = #"""
      final class Menubar {
        var statusItem: NSStatusItem!
        func setup() {
          statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.squareLength)
          menu.addItem(NSMenuItem(title: "Settings…", action: #selector(App.showSettingsWindow), keyEquivalent: ","))
        }
      }

      final class MainMenu {
        static func appMenu() -> NSMenu {
          let menu = NSMenu(title: "App")
          menu.addItem(NSMenuItem(title: "Preferences…", action: #selector(showPreferences), keyEquivalent: ","))
          return menu
        }
      }

      struct LoopApp: App {
        var body: some Scene {
          MenuBarExtra(Bundle.main.appName, image: "menubarIcon") {
            Button("Quit") { NSApp.terminate(nil) }.keyboardShortcut("q", modifiers: .command)
          }
        }
      }
      """#
    #expect(
      try Self.described(text, format: .swift, file: "Menubar.swift") == [
        "Settings…: Command-, in menu 'menus of Menubar' [menu-item] showSettingsWindow",
        "Preferences…: Command-, in main menu [menu-item] showPreferences",
        "Quit: Command-Q in menu 'menu bar extra in LoopApp' [menu-item] NSApp.terminate(nil)",
      ])
  }

  @Test func aScanPutsAViewShownInTheMenuBarInTheMainMenu() throws {
    let reading = try SourceReader.read(Self.swift, format: .swift, file: "App.swift")
    let scan = SourceScan(readings: [reading], name: "App")
    let next = try #require(scan.shortcuts.definitions.first { $0.title == "Next Line" })
    #expect(next.scope?.context == .mainMenu)
    #expect(next.scope?.element == .menuItem)
  }
}
