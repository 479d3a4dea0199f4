import KBLoc
import KBLocTestSupport
import Testing

@testable import KBLocSources

/// Code that changes an item an Interface Builder file declares, through an outlet the file wires:
/// the code's shortcut replaces the declared one, and the scan says so.
struct ChangedDeclarationTests {
  static let mainMenu = InterfaceBuilderFixture.mainMenu(
    submenu: "Edit",
    [
      #"<menuItem title="Move Selection" keyEquivalent="]" id="395"/>"#,
      #"<menuItem title="Extend Selection" keyEquivalent="]" id="397"/>"#,
      #"<menuItem title="Shrink Selection" id="398"/>"#,
      #"<menuItem title="Delete Line" keyEquivalent="k" id="399"/>"#,
    ],
    owner: "AppDelegate",
    outlets: [("extendItem", "397"), ("shrinkItem", "398"), ("deleteLineItem", "399")])

  static let sheet = InterfaceBuilderFixture.xib(
    objects: #"""
              <customObject id="-2" userLabel="File's Owner" customClass="SheetController">
                  <connections>
                      <outlet property="okButton" destination="12" id="20"/>
                  </connections>
              </customObject>
              <window title="Sheet" id="1">
                  <view key="contentView" id="2">
                      <subviews>
                          <button id="12">
                              <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" keyEquivalent="&#13;" id="13">
                                  <modifierMask key="keyEquivalentModifierMask"/>
                              </buttonCell>
                          </button>
                      </subviews>
                  </view>
              </window>
      """#)

  static let appDelegate = #"""
    @implementation AppDelegate
    - (void)applicationDidFinishLaunching:(NSNotification *)note {
        [extendItem setKeyEquivalentModifierMask:[extendItem keyEquivalentModifierMask] | NSEventModifierFlagShift];
        [shrinkItem setKeyEquivalent:@"["];
        [deleteLineItem setKeyEquivalent:@""];
        [unwiredItem setKeyEquivalentModifierMask:NSEventModifierFlagOption];
    }
    @end
    """#

  static let sheetController = #"""
    import AppKit

    final class SheetController: NSWindowController {
      @IBOutlet var okButton: NSButton!

      override func windowDidLoad() {
        okButton.keyEquivalentModifierMask = .command
      }
    }
    """#

  static func scan(_ files: [String: String]) throws -> (SourceScan, TemporaryFolder) {
    let folder = try TemporaryFolder(files: files)
    return (try SourceScan(paths: [folder.path]), folder)
  }

  static var app: [String: String] {
    [
      "MainMenu.xib": mainMenu, "Sheet.xib": sheet, "AppDelegate.m": appDelegate,
      "SheetController.swift": sheetController,
    ]
  }

  @Test func theCodesShortcutReplacesTheDeclaredOne() throws {
    let (scan, folder) = try Self.scan(Self.app)
    let found = scan.shortcuts.definitions.map { definition in
      "\(definition.id): \(definition.keys) at \(definition.declaration.map { folder.relative($0.description) } ?? "?")"
    }
    #expect(
      found == [
        "395: Command-] at MainMenu.xib:9:77", "397: Shift-Command-] at AppDelegate.m:3:46",
        "398: Command-[ at AppDelegate.m:4:34", "13: Command-Return at SheetController.swift:7:42",
      ])
    let extend = try #require(scan.shortcuts.definitions.first { $0.id == "397" })
    #expect(extend.title == "Extend Selection")
    #expect(extend.extra["replaces"]?.string == folder.path + "/MainMenu.xib:10:79")
    #expect(extend.extra["declaredKeys"]?.string == "Command-]")
  }

  @Test func aChangedItemIsLiveWhereTheDocumentPutsIt() throws {
    let (scan, folder) = try Self.scan(Self.app)
    let app = ShortcutScope.Target(name: folder.path.split(separator: "/").last.map(String.init) ?? "", kind: .app)
    let scopes = scan.shortcuts.definitions.map { "\($0.id): \($0.scope?.context.description ?? "-")" }
    // 398 has no key in the document: the code gives it one, in the document's main menu.
    #expect(scopes == ["395: main menu", "397: main menu", "398: main menu", "13: window 'Sheet'"])
    #expect(scan.shortcuts.definitions.allSatisfy { $0.scope?.targets == [app] })
    #expect(scan.shortcuts.definitions.map { $0.scope?.element } == [.menuItem, .menuItem, .menuItem, .button])
  }

  @Test func theScanSaysWhatCodeChanged() throws {
    let (scan, folder) = try Self.scan(Self.app)
    #expect(
      scan.changedDeclarations.map { folder.relative($0.description) } == [
        "AppDelegate.m:3:46: note: changes 'Extend Selection' declared at MainMenu.xib:10:79 from Command-] to Shift-Command-]",
        "AppDelegate.m:4:34: note: changes 'Shrink Selection' declared at MainMenu.xib:11:29 to Command-[",
        "AppDelegate.m:5:38: note: changes 'Delete Line' declared at MainMenu.xib:12:74 from Command-K to none",
        "SheetController.swift:7:42: note: changes 'OK' declared at Sheet.xib:13:107 from Return to Command-Return",
      ])
    #expect(
      scan.unread.map { folder.relative($0.description) } == [
        "AppDelegate.m:6:47: note: not read: the key is set where 'unwiredItem' is built, which kbloc did not find"
      ])
  }

  @Test func withoutTheDocumentTheCodeReadsAsFarAsItStatesTheShortcut() throws {
    let (scan, _) = try Self.scan(["AppDelegate.m": Self.appDelegate])
    #expect(scan.shortcuts.definitions.isEmpty)
    #expect(scan.changedDeclarations.isEmpty)
    #expect(
      scan.unread.map(\.reason) == [
        .builtElsewhere("key", "extendItem"), .builtElsewhere("modifiers", "shrinkItem"),
        .builtElsewhere("key", "unwiredItem"),
      ])
  }

  @Test func anOutletOfAnotherClassIsNotTheItem() throws {
    let other = Self.appDelegate.replacingOccurrences(of: "@implementation AppDelegate", with: "@implementation Other")
    let (scan, _) = try Self.scan(["MainMenu.xib": Self.mainMenu, "Other.m": other])
    #expect(scan.changedDeclarations.isEmpty)
    #expect(scan.shortcuts.definitions.map(\.keys) == ["Command-]", "Command-]", "Command-K"])
  }

  /// An item changed while validating it (`case #selector(…):`) is whichever item sends that action;
  /// the change is a shortcut it has in some states, beside the declared one.
  @Test func aChangeWhileValidatingGivesTheItemWithThatActionAnotherShortcut() throws {
    let menu = """
      <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
        <scenes>
          <scene sceneID="1">
            <objects>
              <application id="2">
                <menu key="mainMenu" title="Main Menu" systemMenu="main" id="3">
                  <items>
                    <menuItem title="Select Column Up" keyEquivalent="&#xF700;" id="4">
                      <modifierMask key="keyEquivalentModifierMask" shift="YES" control="YES"/>
                      <connections><action selector="selectColumnUp:" target="5" id="6"/></connections>
                    </menuItem>
                  </items>
                </menu>
              </application>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    let view = """
      final class TextView: NSTextView {
        override func validateUserInterfaceItem(_ item: any NSValidatedUserInterfaceItem) -> Bool {
          switch item.action {
          case #selector(selectColumnUp):
            if let menuItem = item as? NSMenuItem {
              if vertical {
                menuItem.keyEquivalent = NSEvent.SpecialKey.rightArrow.string
                menuItem.title = String(localized: "Select Column Right", table: "MainMenu")
              } else {
                menuItem.keyEquivalent = NSEvent.SpecialKey.upArrow.string
              }
            }
            return true
          default:
            return super.validateUserInterfaceItem(item)
          }
        }
      }
      """
    let (scan, folder) = try Self.scan(["Main.storyboard": menu, "TextView.swift": view])
    #expect(
      scan.shortcuts.definitions.map { "\($0.title ?? $0.id): \($0.keys)" } == [
        "Select Column Up: Control-Shift-Up Arrow", "Select Column Right: Control-Shift-Right Arrow",
      ])
    #expect(
      scan.changedDeclarations.map { folder.relative($0.description) } == [
        "TextView.swift:7:36: note: changes 'Select Column Right' declared at Main.storyboard:8:65 from Control-Shift-Up Arrow to Control-Shift-Right Arrow while validating it (the declared shortcut stays)"
      ])
    #expect(scan.unread.isEmpty)
  }

  @Test func swiftAssignmentsToItemsBuiltElsewhereAreRead() throws {
    let text = #"""
      import AppKit

      final class Controller: NSViewController {
        @IBOutlet weak var applyButton: NSButton!
        let okButton = NSButton(title: "OK", target: nil, action: nil)

        func ask() {
          let alert = NSAlert()
          alert.addButton(withTitle: NSLocalizedString("Replace", comment: ""))
          alert.addButton(withTitle: "Cancel")
          alert.buttons[0].keyEquivalent = "r"
          alert.buttons[0].keyEquivalentModifierMask = .command
          alert.buttons.last?.keyEquivalent = "\u{1b}"
        }

        func build(menuItem: NSMenuItem, flag: Bool) {
          let apply = NSButton(title: NSLocalizedString("Apply", comment: ""), target: self, action: nil)
          apply.keyEquivalent = "\r"
          let item = NSMenuItem()
          item.keyEquivalentModifierMask = flag ? [] : [.option]
          let redo = NSMenuItem(title: "Redo", action: nil, keyEquivalent: "")
          redo.keyEquivalent = "Z"
          okButton.keyEquivalent = "o"
          okButton.keyEquivalentModifierMask = .command
          menuItem.keyEquivalent = NSEvent.SpecialKey.upArrow.string
          applyButton.keyEquivalentModifierMask.insert(.option)
          switch flag {
          case true:
            statusView.actionButton.title = "Cancel"
            statusView.actionButton.keyEquivalent = "\u{1b}"
            statusView.actionButton.keyEquivalentModifierMask = []
          case false:
            statusView.actionButton.title = "Refresh"
            statusView.actionButton.keyEquivalent = ""
          }
        }
      }
      """#
    let reading = try SourceReader.read(text, format: .swift, file: "Controller.swift")
    #expect(
      reading.declared == [
        "Replace: Command-R at 11:38, entry 11:5", "Cancel: Esc at 13:41, entry 13:5",
        "Apply: Return at 18:27, entry 17:17", "Redo: Shift-Command-Z at 22:26, entry 21:16",
        "OK: Command-O at 23:30, entry 23:5", "Cancel: Esc at 30:47, entry 30:7",
      ])
    #expect(
      reading.notes == [
        "Controller.swift:25:30: note: not read: the modifiers are set where 'menuItem' is built, which kbloc did not find",
        "Controller.swift:26:50: note: not read: the key is set where 'applyButton' is built, which kbloc did not find",
      ])
    #expect(reading.changes.map(\.receiver) == ["menuItem", "applyButton"])
  }
}
