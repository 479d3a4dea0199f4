import KBLoc
import KBLocTestSupport
import Testing

@testable import KBLocSources

/// Code that sets an Interface Builder item's key one way in one branch of a conditional and
/// another way in another: each branch declares a shortcut of its own, never live with the other
/// branch's, and live with everything outside the conditional.
struct ConditionalChangeTests {
  /// A File menu as AppKit documents it: items with `keyEquivalent`, wired to outlets of the
  /// controller (`<outlet property=… destination=…>`).
  static let mainMenu = InterfaceBuilderFixture.mainMenu(
    submenu: "File",
    [
      #"<menuItem title="Close Tab" keyEquivalent="w" id="10"/>"#,
      #"<menuItem title="Close Window" keyEquivalent="W" id="11"/>"#,
      #"<menuItem title="Save As…" keyEquivalent="S" id="12"/>"#,
    ],
    owner: "AppController", outlets: [("closeTabItem", "10"), ("closeWindowItem", "11")])

  static let objectiveC = #"""
    @implementation AppController
    - (void)updateCloseCommands {
        if (self.tabCount <= 1) {
            closeTabItem.keyEquivalent = @"";
            closeWindowItem.keyEquivalent = @"w";
            closeWindowItem.keyEquivalentModifierMask = NSEventModifierFlagCommand;
        } else if (self.tabCount < 9) {
            closeTabItem.keyEquivalent = @"w";
            [closeTabItem setKeyEquivalentModifierMask:NSEventModifierFlagCommand];
            closeWindowItem.keyEquivalent = @"W";
            closeWindowItem.keyEquivalentModifierMask = NSEventModifierFlagCommand;
        } else {
            [closeWindowItem setKeyEquivalent:@"S"];
        }
    }
    @end
    """#

  static let swift = #"""
    import AppKit

    final class AppController: NSObject {
      @IBOutlet var closeTabItem: NSMenuItem!
      @IBOutlet var closeWindowItem: NSMenuItem!

      func updateCloseCommands(tabs: Int) {
        switch tabs {
        case 0, 1:
          closeTabItem.keyEquivalent = ""
          closeWindowItem.keyEquivalent = "w"
          closeWindowItem.keyEquivalentModifierMask = .command
        case 2..<9:
          closeTabItem.keyEquivalent = "w"
          closeTabItem.keyEquivalentModifierMask = .command
          closeWindowItem.keyEquivalent = "W"
          closeWindowItem.keyEquivalentModifierMask = .command
        default:
          closeWindowItem.keyEquivalent = "S"
        }
      }
    }
    """#

  static func scan(code file: String, _ text: String) throws -> (SourceScan, TemporaryFolder) {
    try ChangedDeclarationTests.scan(["MainMenu.xib": mainMenu, file: text])
  }

  static let sources = [("AppController.m", objectiveC), ("AppController.swift", swift)]

  @Test(arguments: sources)
  func eachBranchDeclaresItsOwnShortcutAtItsOwnLine(file: String, code: String) throws {
    let (scan, folder) = try Self.scan(code: file, code)
    let found = scan.shortcuts.definitions.map { definition in
      "\(definition.title ?? "-"): \(definition.keys) at "
        + (definition.declaration.map { folder.relative($0.description) } ?? "?")
    }
    let swift = file.hasSuffix(".swift")
    // Close Tab has no key in the first branch; Close Window takes its first branch's place.
    #expect(
      found == [
        swift
          ? "Close Window: Command-W at AppController.swift:11:39" : "Close Window: Command-W at AppController.m:5:41",
        "Save As…: Shift-Command-S at MainMenu.xib:11:71",
        swift ? "Close Tab: Command-W at AppController.swift:14:36" : "Close Tab: Command-W at AppController.m:8:38",
        swift
          ? "Close Window: Shift-Command-W at AppController.swift:16:39"
          : "Close Window: Shift-Command-W at AppController.m:10:41",
        swift
          ? "Close Window: Shift-Command-S at AppController.swift:19:39"
          : "Close Window: Shift-Command-S at AppController.m:13:43",
      ])
    #expect(Set(scan.shortcuts.definitions.map(\.id)).count == 5, "ids made unique")
  }

  @Test(arguments: sources)
  func branchesAreNeverLiveTogetherButEachIsWithWhatIsOutside(file: String, code: String) throws {
    let (scan, _) = try Self.scan(code: file, code)
    let duplicates = try Linter().lint(scan.shortcuts).filter { $0.ruleID == "duplicate-shortcut" }
    let titles = Dictionary(uniqueKeysWithValues: scan.shortcuts.definitions.map { ($0.id, $0.title ?? "-") })
    // ⌘W of Close Window (one tab) and of Close Tab (several) never meet; ⇧⌘S of Close Window in
    // the third branch meets Save As…, which no branch changes.
    #expect(duplicates.count == 2)
    #expect(Set(duplicates.map { titles[$0.shortcutID] ?? "?" }) == ["Close Window", "Save As…"])
    let scopes = scan.shortcuts.definitions.compactMap(\.scope)
    #expect(scopes.allSatisfy { $0.context.kind == .mainMenu }, "still in the main menu")
    #expect(scopes.map(\.context.panes.count) == [1, 0, 1, 1, 1])
  }

  @Test func theCasesOfAnObjectiveCSwitchAreBranches() throws {
    let code = #"""
      @implementation AppController
      - (void)updateCloseCommands:(NSInteger)tabs {
          switch (tabs) {
          case 1:
              closeWindowItem.keyEquivalent = @"w";
              break;
          default:
              closeWindowItem.keyEquivalent = @"W";
              break;
          }
      }
      @end
      """#
    let (scan, _) = try Self.scan(code: "AppController.m", code)
    let closeWindow = scan.shortcuts.definitions.filter { $0.title == "Close Window" }
    #expect(closeWindow.map(\.keys) == ["Command-W", "Shift-Command-W"])
    let panes = closeWindow.map { $0.scope?.context.panes ?? [] }
    #expect(panes.map(\.count) == [1, 1])
    #expect(
      panes.joined().map { $0.split(separator: "/").last ?? "" } == [
        "AppController.m:3:5 branch 1", "AppController.m:3:5 branch 2",
      ])
  }

  @Test func anItemChangedInOneBranchOnlyKeepsItsPlaceWhole() throws {
    let code = #"""
      @implementation AppController
      - (instancetype)init {
          if ((self = [super init])) {
              [closeTabItem setKeyEquivalentModifierMask:NSEventModifierFlagOption];
          }
          return self;
      }
      @end
      """#
    let (scan, _) = try Self.scan(code: "AppController.m", code)
    let closeTab = try #require(scan.shortcuts.definitions.first { $0.title == "Close Tab" })
    #expect(closeTab.keys == "Option-W")
    #expect(closeTab.scope?.context.panes == [])
  }

  @Test func theScanSaysEachBranchChangesTheItem() throws {
    let (scan, folder) = try Self.scan(code: "AppController.m", Self.objectiveC)
    #expect(
      scan.changedDeclarations.map { folder.relative($0.description) } == [
        "AppController.m:4:38: note: changes 'Close Tab' declared at MainMenu.xib:9:72 from Command-W to none",
        "AppController.m:5:41: note: changes 'Close Window' declared at MainMenu.xib:10:75 from Shift-Command-W to Command-W",
        "AppController.m:8:38: note: changes 'Close Tab' declared at MainMenu.xib:9:72 from Command-W to Command-W",
        "AppController.m:10:41: note: changes 'Close Window' declared at MainMenu.xib:10:75 from Shift-Command-W to Shift-Command-W",
        "AppController.m:13:43: note: changes 'Close Window' declared at MainMenu.xib:10:75 from Shift-Command-W to Shift-Command-S",
      ])
  }
}
