import KBLoc
import KBLocTestSupport
import Testing

@testable import KBLocSources

/// Objective-C code that finds a declared menu item at run time by the action it sends
/// (`-[NSMenu indexOfItemWithTarget:andAction:]`, then `itemAtIndex:`) and changes its key: the
/// change is to the declared items that send it, a `?:` receiver changes each branch in a pane of
/// its own, and a `for … in @[a, b]` loop sets each item listed.
struct ActionLookupChangeTests {
  /// Two menus built in code, as `NSMenu`'s `addItemWithTitle:action:keyEquivalent:` documents
  /// them: Shift Left with ⌘[, Back with no key; then the key moves to Back while a browser has
  /// the focus.
  static let appController = #"""
    @implementation AppController
    - (void)buildMainMenu {
        [textMenu addItemWithTitle:@"Shift Left" action:@selector(shiftLeft:) keyEquivalent:@"["];
        [goMenu addItemWithTitle:@"Back" action:@selector(goBack:) keyEquivalent:@""];
    }
    - (void)setBrowserHasFocus:(BOOL)flag {
        NSMenu* goMenu = [[NSApp mainMenu] itemWithTitle:@"Go"].submenu;
        NSMenu* textMenu = [[NSApp mainMenu] itemWithTitle:@"Text"].submenu;
        NSMenuItem* back = [goMenu itemAtIndex:[goMenu indexOfItemWithTarget:nil andAction:@selector(goBack:)]];
        NSMenuItem* shiftLeft = [textMenu itemAtIndex:[textMenu indexOfItemWithTarget:nil andAction:@selector(shiftLeft:)]];
        for (NSMenuItem* item in @[ back, shiftLeft ])
            item.keyEquivalent = @"";
        (flag ? back : shiftLeft).keyEquivalent = @"[";
        (flag ? back : shiftLeft).keyEquivalentModifierMask = NSEventModifierFlagCommand;
    }
    @end
    """#

  static func scan(_ files: [String: String]) throws -> (SourceScan, [String], TemporaryFolder) {
    let (scan, folder) = try ChangedDeclarationTests.scan(files)
    let found = scan.shortcuts.definitions.map { definition in
      "\(definition.title ?? "-"): \(definition.keys) at "
        + (definition.declaration.map { folder.relative($0.description) } ?? "?")
        + " in \(definition.scope?.context.panes.count ?? 0) panes"
    }
    return (scan, found, folder)
  }

  @Test func anItemFoundByItsActionIsTheDeclaredOneInThePaneOfEachBranch() throws {
    let (scan, found, _) = try Self.scan(["AppController.m": Self.appController])
    #expect(
      found == [
        "Back: Command-[ at AppController.m:13:47 in 1 panes",
        "Shift Left: Command-[ at AppController.m:13:47 in 1 panes",
      ])
    let panes = scan.shortcuts.definitions.compactMap { $0.scope?.context.panes.first }
    #expect(Set(panes).count == 2, "Back and Shift Left are never live together")
    #expect(scan.shortcuts.definitions.allSatisfy { $0.scope?.context.kind == .mainMenu })
    let duplicates = try Linter().lint(scan.shortcuts).filter { $0.ruleID == "duplicate-shortcut" }
    #expect(duplicates.isEmpty)
  }

  @Test func theScanSaysTheLoopClearsEachItemAndEachBranchSetsOne() throws {
    let (scan, _, folder) = try Self.scan(["AppController.m": Self.appController])
    #expect(
      scan.changedDeclarations.map { folder.relative($0.description) } == [
        "AppController.m:12:30: note: changes 'Back' declared at AppController.m:4:78 to none",
        "AppController.m:12:30: note: changes 'Shift Left' declared at AppController.m:3:89 from Command-[ to none",
        "AppController.m:13:47: note: changes 'Back' declared at AppController.m:4:78 to Command-[",
        "AppController.m:13:47: note: changes 'Shift Left' declared at AppController.m:3:89 from Command-[ to Command-[",
      ])
  }

  @Test func anInterfaceBuilderItemFoundByItsActionTakesTheCodesModifiers() throws {
    let xib = InterfaceBuilderFixture.menu(
      [
        #"<menuItem title="Back" keyEquivalent="[" id="10">"#,
        #"  <connections><action selector="goBack:" target="-1" id="11"/></connections>"#,
        "</menuItem>",
      ], id: "29")
    let code = #"""
      @implementation AppDelegate
      - (void)applicationDidFinishLaunching:(NSNotification *)note {
          NSMenu *menu = [NSApp mainMenu];
          NSMenuItem *back = [menu itemAtIndex:[menu indexOfItemWithTarget:nil andAction:@selector(goBack:)]];
          [back setKeyEquivalentModifierMask:[back keyEquivalentModifierMask] | NSEventModifierFlagOption];
      }
      @end
      """#
    let (_, found, _) = try Self.scan(["MainMenu.xib": xib, "AppDelegate.m": code])
    #expect(found == ["Back: Option-Command-[ at AppDelegate.m:5:40 in 0 panes"])
  }

  @Test func aLookupNamingTwoActionsStaysUnread() throws {
    let code = #"""
      @implementation AppController
      - (void)buildMainMenu {
          [goMenu addItemWithTitle:@"Back" action:@selector(goBack:) keyEquivalent:@"["];
      }
      - (void)update:(BOOL)flag {
          NSMenu *menu = [NSApp mainMenu];
          NSMenuItem *item = [menu itemAtIndex:[menu indexOfItemWithTarget:nil andAction:flag ? @selector(goBack:) : @selector(goForward:)]];
          item.keyEquivalent = @"]";
      }
      @end
      """#
    let (scan, found, _) = try Self.scan(["AppController.m": code])
    #expect(found == ["Back: Command-[ at AppController.m:3:78 in 0 panes"])
    #expect(scan.unread.map(\.position.line) == [8], "the item's modifiers are not known")
    #expect(scan.changedDeclarations.isEmpty)
  }
}
