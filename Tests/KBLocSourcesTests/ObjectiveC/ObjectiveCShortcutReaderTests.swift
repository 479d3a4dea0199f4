import KBLoc
import KBLocTestSupport
import Testing

@testable import KBLocSources

/// Objective-C read as AppKit and UIKit document it: menu items, buttons, alerts' buttons and key
/// commands, their masks and settings set afterwards, exact positions, and every declaration
/// that is not a literal listed with its reason.
struct ObjectiveCShortcutReaderTests {
  static let menu = #"""
    #import <Cocoa/Cocoa.h>

    @interface MenuBuilder : NSObject
    @property (weak) IBOutlet NSMenuItem *extendItem;
    @end

    @implementation MenuBuilder

    - (void)buildMenu:(NSMenu *)menu {
        NSMenuItem *redo = [[NSMenuItem alloc] initWithTitle:@"Redo" action:@selector(redo:) keyEquivalent:@"Z"];
        [redo setKeyEquivalentModifierMask:NSEventModifierFlagCommand | NSEventModifierFlagOption];
        [menu addItem:redo];
        [menu addItemWithTitle:NSLocalizedString(@"Open…", @"File menu") action:@selector(open:) keyEquivalent:@"o"];
        NSMenuItem *back = [menu addItemWithTitle:@"Back" action:@selector(back:)
                                    keyEquivalent:[NSString stringWithFormat:@"%C", NSLeftArrowFunctionKey]];
        back.allowsAutomaticKeyEquivalentMirroring = NO;
        NSMenuItem *del = [menu insertItemWithTitle:@"Delete" action:@selector(delete:) keyEquivalent:@"\b" atIndex:0];
        del.keyEquivalentModifierMask = 0;
        [menu addItemWithTitle:@"Plain" action:NULL keyEquivalent:@""];
        NSMenuItem *old = [[[NSMenuItem alloc] initWithTitle:@"Old" action:NULL keyEquivalent:@"k"] autorelease];
        [old setKeyEquivalentModifierMask:NSCommandKeyMask | NSShiftKeyMask];
        [old setAllowsAutomaticKeyEquivalentLocalization:NO];
        [menu addItemWithTitle:@"Dynamic" action:NULL keyEquivalent:key];
        NSMenuItem *flags = [menu addItemWithTitle:@"Flags" action:NULL keyEquivalent:@"f"];
        [flags setKeyEquivalentModifierMask:[self flags]];
        NSMenuItem *help = [menu addItemWithTitle:@"Help" action:NULL keyEquivalent:@"?"];
        [help setKeyEquivalentModifierMask:NSEventModifierFlagHelp];
    }

    - (NSArray<UIKeyCommand *> *)keyCommands {
        UIKeyCommand *find = [UIKeyCommand commandWithTitle:@"Find" image:nil action:@selector(find:) input:@"f"
                                              modifierFlags:UIKeyModifierCommand | UIKeyModifierAlternate propertyList:nil];
        find.wantsPriorityOverSystemBehavior = YES;
        UIKeyCommand *up = [UIKeyCommand keyCommandWithInput:UIKeyInputUpArrow modifierFlags:UIKeyModifierControl
                                                      action:@selector(up:) discoverabilityTitle:@"Up"];
        up.allowsAutomaticLocalization = NO;
        return @[find, up, [UIKeyCommand keyCommandWithInput:@"\r" modifierFlags:0 action:@selector(go:)]];
    }

    - (void)confirm {
        NSAlert *alert = [[NSAlert alloc] init];
        [alert addButtonWithTitle:@"Replace"];
        [alert addButtonWithTitle:@"Cancel"];
        [[[alert buttons] objectAtIndex:0] setKeyEquivalent:@"r"];
        [[[alert buttons] objectAtIndex:0] setKeyEquivalentModifierMask:NSEventModifierFlagCommand];
        [[alert buttons][1] setKeyEquivalent:@"\033"];
        NSButton *ok = [NSButton buttonWithTitle:@"OK" target:self action:@selector(ok:)];
        [ok setKeyEquivalent:@"\r"];
    }

    - (void)awakeFromNib {
        [self.extendItem setKeyEquivalentModifierMask:[self.extendItem keyEquivalentModifierMask] | NSEventModifierFlagShift];
        [elsewhereItem setKeyEquivalent:@"e"];
    }
    @end
    """#

  static func reading(_ text: String = menu, file: String = "Menu.m") -> SourceReading {
    ObjectiveCShortcutReader.read(text, file: file)
  }

  @Test func menuItemsKeyCommandsAndButtonsGiveTheirShortcuts() {
    #expect(
      Self.reading().declared == [
        "Redo: Option-Shift-Command-Z at 10:104, entry 10:24",
        "Open…: Command-O at 13:108, entry 13:5",
        "Back: Command-Left Arrow at 15:47, entry 14:24",
        "Delete: Delete at 17:99, entry 17:23",
        "Old: Shift-Command-K at 20:91, entry 20:24",
        "Find: Option-Command-F at 31:105, entry 31:26",
        "Up: Control-Up Arrow at 34:58, entry 34:24",
        "Menu.m:37:24: Return at 37:58, entry 37:24",
        "Replace: Command-R at 44:57, entry 44:5",
        "Cancel: Esc at 46:42, entry 46:5",
        "OK: Return at 48:26, entry 47:20",
      ])
  }

  @Test func settingsMadeOnTheItemAreRead() throws {
    let reading = Self.reading()
    let back = try #require(reading.definitions.first { $0.id == "Back" })
    #expect(!back.mirror && back.localize)
    let old = try #require(reading.definitions.first { $0.id == "Old" })
    #expect(!old.localize)
    let find = try #require(reading.definitions.first { $0.id == "Find" })
    #expect(find.extra["wantsPriorityOverSystemBehavior"]?.bool == true)
    let up = try #require(reading.definitions.first { $0.id == "Up" })
    #expect(!up.localize)
    let redo = try #require(reading.definitions.first { $0.id == "Redo" })
    #expect(redo.localize && redo.mirror)
  }

  @Test func whatIsNotALiteralIsANoteWithItsReason() {
    #expect(
      Self.reading().notes == [
        "Menu.m:23:65: note: not read: the key equivalent is 'key', not a literal",
        "Menu.m:25:41: note: not read: the modifiers are '[self flags]', not a literal",
        "Menu.m:27:40: note: not read: the modifier 'NSEventModifierFlagHelp' has no place in a shortcut",
        "Menu.m:52:51: note: not read: the key is set where 'self.extendItem' is built, which kbloc did not find",
        "Menu.m:53:37: note: not read: the modifiers are set where 'elsewhereItem' is built, which kbloc did not find",
      ])
  }

  @Test func changesToItemsBuiltElsewhereAreKeptForTheScan() throws {
    let changes = Self.reading().changes
    #expect(changes.map(\.receiver) == ["self.extendItem", "elsewhereItem"])
    #expect(changes.map(\.outletName) == ["extendItem", "elsewhereItem"])
    #expect(changes.map(\.className) == ["MenuBuilder", "MenuBuilder"])
    #expect(changes[0].mask == .adjusted(adding: .shift, removing: []))
    #expect(changes[0].key == .unset)
    #expect(changes[1].key == .trigger(.character("e"), capital: false))
    #expect(changes[1].mask == .unset)
  }

  @Test func keysAreReadFromEveryLiteralForm() {
    let text = #"""
      void build(NSMenu *menu) {
          [menu addItemWithTitle:@"A" action:NULL keyEquivalent:@"\033"];
          [menu addItemWithTitle:@"B" action:NULL keyEquivalent:@"\x7f"];
          [menu addItemWithTitle:@"C" action:NULL keyEquivalent:@"\uF704"];
          [menu addItemWithTitle:@"D" action:NULL keyEquivalent:[NSString stringWithFormat:@"%C", NSDeleteFunctionKey]];
          [menu addItemWithTitle:@"E" action:NULL keyEquivalent:[NSString stringWithFormat:@"%c", NSCarriageReturnCharacter]];
          [menu addItemWithTitle:@"F" action:NULL keyEquivalent:[NSString stringWithFormat:@"%C", (unichar)0xF72C]];
          [menu addItemWithTitle:@"G" action:NULL keyEquivalent:NSLocalizedString(@"g", @"key for G")];
          [menu addItemWithTitle:@"H" action:NULL keyEquivalent:@"ab"];
          [menu addItemWithTitle:@"I" action:NULL keyEquivalent:[NSString stringWithFormat:@"%C", NSF30FunctionKey]];
          [menu addItemWithTitle:@"J" action:NULL keyEquivalent:@"\u12"];
          unichar escape[] = {0x001B};
          [menu addItemWithTitle:@"K" action:NULL keyEquivalent:[NSString stringWithCharacters:escape length:1]];
          unichar up = NSUpArrowFunctionKey;
          [menu addItemWithTitle:@"L" action:NULL keyEquivalent:[NSString stringWithCharacters:&up length:1]];
      }
      """#
    let reading = Self.reading(text, file: "Keys.m")
    #expect(
      reading.definitions.map { "\($0.id): \($0.keys)" } == [
        "A: Command-Esc", "B: Command-Delete", "C: Command-F1", "D: Command-Forward Delete", "E: Command-Return",
        "F: Command-Page Up", "G: Command-G", "K: Command-Esc", "L: Command-Up Arrow",
      ])
    #expect(
      reading.notes == [
        "Keys.m:9:59: note: not read: the key equivalent 'ab' is not one character",
        "Keys.m:10:59: note: not read: no keyboard has the key 'NSF30FunctionKey'",
        "Keys.m:11:59: note: not read: the key equivalent '@\"\\u12\"' is not a complete literal",
      ])
  }

  @Test func aTitleHeldByALocalVariableIsRead() {
    let text = """
      - (NSMenu *)menuForEvent:(NSEvent *)event {
          NSString *title = NSLocalizedString(@"Help for Word", @"menu item");
          if (self.hasSelection) title = NSLocalizedString(@"Help for Selection", @"menu item");
          NSMenuItem *help = [[NSMenuItem alloc] initWithTitle:title action:@selector(help:) keyEquivalent:@"h"];
          [help setKeyEquivalentModifierMask:NSEventModifierFlagControl];
          return nil;
      }
      """
    #expect(
      Self.reading(text, file: "Help.m").definitions.map { "\($0.id): \($0.keys)" } == ["Help for Selection: Control-H"]
    )
  }

  @Test func selfIsAnItemOnlyInAnItemsSubclass() {
    let text = """
      @interface Shortcut : NSObject
      @end
      @interface SearchItem : NSMenuItem
      @end
      @implementation Shortcut
      - (void)apply { [self setKeyEquivalent:key]; self.keyEquivalentModifierMask = mask; }
      @end
      @implementation SearchItem
      - (instancetype)init { if ((self = [super init])) { [self setKeyEquivalent:@"k"]; } return self; }
      @end
      """
    let reading = Self.reading(text, file: "Items.m")
    #expect(reading.declared == ["Items.m:9:53: Command-K at 9:76, entry 9:53"])
    #expect(reading.notes.isEmpty)
  }

  @Test func anActionSetAfterwardsAndAPropertysInstanceVariableAreFollowed() {
    let text = #"""
      @interface CommitWindow ()
      @property (nonatomic) NSButton* commitButton;
      @end
      @implementation CommitWindow
      - (void)build:(NSMenu *)menu {
          _commitButton = OakCreateButton(@"Commit");
          _commitButton.action = @selector(performCommit:);
          _commitButton.keyEquivalent = @"\r";
          _commitButton.keyEquivalentModifierMask = NSEventModifierFlagCommand;
          NSMenuItem *recent = [menu addItemWithTitle:@"Recent" action:@selector(open:) keyEquivalent:@""];
          [recent setAction:@selector(goForward:)];
          recent.keyEquivalent = @"]";
      }
      @end
      """#
    let reading = Self.reading(text, file: "CommitWindow.m")
    #expect(
      reading.declared == [
        "CommitWindow.m:8:5: Command-Return at 8:35, entry 8:5", "Recent: Command-] at 12:28, entry 10:26",
      ])
    // `_commitButton` is the `commitButton` property's: a button, whatever its scope says of buttons.
    #expect(reading.definitions.map(\.action) == ["performCommit:", "goForward:"])
    #expect(reading.definitions.map { $0.scope?.element } == [.button, .menuItem])
  }

  @Test func masksAddToWhatAnItemHad() {
    let text = """
      - (void)build {
          NSMenuItem *item = [[NSMenuItem alloc] initWithTitle:@"Item" action:NULL keyEquivalent:@"i"];
          item.keyEquivalentModifierMask |= NSEventModifierFlagOption;
          NSMenuItem *other = [[NSMenuItem alloc] initWithTitle:@"Other" action:NULL keyEquivalent:@"o"];
          [other setKeyEquivalentModifierMask:[other keyEquivalentModifierMask] | NSEventModifierFlagShift];
          NSMenuItem *less = [[NSMenuItem alloc] initWithTitle:@"Less" action:NULL keyEquivalent:@"l"];
          [less setKeyEquivalentModifierMask:NSEventModifierFlagCommand | NSEventModifierFlagShift];
          less.keyEquivalentModifierMask &= ~NSEventModifierFlagCommand;
      }
      """
    #expect(
      Self.reading(text, file: "Masks.m").definitions.map { "\($0.id): \($0.keys)" } == [
        "Item: Option-Command-I", "Other: Shift-Command-O", "Less: Shift-L",
      ])
  }

  @Test func alertButtonsTakeTheTitlesAddedOnTheWayToThem() {
    let text = """
      - (void)ask:(BOOL)replace {
          NSAlert *alert = [[NSAlert alloc] init];
          if (replace) {
              [alert addButtonWithTitle:@"Replace"];
              [[[alert buttons] objectAtIndex:0] setKeyEquivalent:@"r"];
          } else {
              [alert addButtonWithTitle:@"Cancel"];
              [alert addButtonWithTitle:@"Skip"];
              [[[alert buttons] objectAtIndex:1] setKeyEquivalent:@"s"];
              [[[alert buttons] lastObject] setKeyEquivalentModifierMask:NSEventModifierFlagCommand];
          }
      }
      """
    #expect(
      Self.reading(text, file: "Alert.m").definitions.map { "\($0.id): \($0.keys)" } == [
        "Replace: R", "Skip: Command-S",
      ])
  }

  @Test func blocksAndControlStatementsAreReadWhereTheyStand() {
    let text = """
      @implementation Menus
      - (void)build:(NSArray *)titles {
          for (NSString *title in titles) {
              [self.menu addItemWithTitle:title action:NULL keyEquivalent:@""];
          }
          [titles enumerateObjectsUsingBlock:^(id title, NSUInteger index, BOOL *stop) {
              if (index == 0) { [self.menu addItemWithTitle:@"First" action:NULL keyEquivalent:@"1"]; }
          }];
          switch (self.mode) {
              case 1: { NSMenuItem *a = [[NSMenuItem alloc] initWithTitle:@"One" action:NULL keyEquivalent:@"o"]; break; }
              default: [self.menu addItemWithTitle:@"Two" action:NULL keyEquivalent:@"t"];
          }
          dispatch_async(dispatch_get_main_queue(), ^{
              [self.menu addItemWithTitle:@"Later" action:NULL keyEquivalent:@"l"];
          });
      }
      @end
      """
    #expect(
      Self.reading(text, file: "Blocks.m").definitions.map { "\($0.id): \($0.keys)" } == [
        "First: Command-1", "One: Command-O", "Two: Command-T", "Later: Command-L",
      ])
  }

  /// Deep nesting of every kind, read by a folder scan on its worker threads, whose stacks are
  /// smaller than the main thread's.
  @Test func deepNestingOfEveryKindIsReadOnAScansThreads() throws {
    let depth = 20_000
    let nests = [
      String(repeating: "[a b:", count: depth), String(repeating: "(NSString *)(", count: depth),
      String(repeating: "^{ ", count: depth), String(repeating: "{ ", count: depth),
      String(repeating: "a ? b : ", count: depth), String(repeating: "-!~", count: depth),
      String(repeating: "x = ", count: depth), String(repeating: "@[@{f(", count: depth),
      "a" + String(repeating: " | b", count: depth) + ";", "a" + String(repeating: ".b", count: depth) + ";",
      "f" + String(repeating: "()", count: depth) + ";", "a" + String(repeating: "[0]", count: depth) + ";",
    ]
    var files: [String: String] = [:]
    for (number, nest) in nests.enumerated() {
      files["Deep\(number).m"] =
        "- (void)f {\n  " + nest + " [m addItemWithTitle:@\"T\" action:NULL keyEquivalent:@\"t\"]; }\n"
    }
    let folder = try TemporaryFolder(files: files)
    let scan = try SourceScan(paths: [folder.path])
    #expect(scan.filesRead == nests.count)
  }

  /// `validateMenuItem:` changing the item whose action it tests: the change names the action, as
  /// Swift's does, for the scan to give that action's items another shortcut.
  @Test func changesWhileValidatingNameTheActionTested() {
    let text = #"""
      @implementation Controller
      - (BOOL)validateMenuItem:(NSMenuItem *)item {
          SEL action = [item action];
          if ([item action] == @selector(toggleSidebar:)) {
              [item setKeyEquivalent:@"s"];
              [item setKeyEquivalentModifierMask:NSEventModifierFlagCommand | NSEventModifierFlagControl];
          } else if (item.action == @selector(zoom:)) {
              item.keyEquivalent = @"z";
          } else if (action == @selector(print:)) {
              [item setKeyEquivalent:@"p"];
          }
          [item setKeyEquivalent:@""];
          return YES;
      }
      @end
      """#
    let changes = Self.reading(text, file: "Controller.m").changes
    #expect(changes.map(\.action) == ["toggleSidebar", "zoom", "print", nil])
    #expect(changes.first?.mask == .set([.command, .control]))
  }

  /// A title, key or mask written as an object-like macro of the file is the macro's value.
  @Test func macrosOfTheFileGiveTheirValues() {
    let text = #"""
      #define GET_INFO_MASK   (NSCommandKeyMask | NSShiftKeyMask)
      #define INFO_TITLE      [AILocalizedString(@"Get Info", nil) stringByAppendingEllipsis]
      #define INFO_KEY        @"i"
      #define ALIAS           GET_INFO_MASK
      #define MAKE(x)         (x)
      - (void)install {
          NSMenuItem *info = [[NSMenuItem alloc] initWithTitle:INFO_TITLE action:@selector(info:) keyEquivalent:INFO_KEY];
          [info setKeyEquivalentModifierMask:GET_INFO_MASK];
          NSMenuItem *other = [[NSMenuItem alloc] initWithTitle:@"Other" action:NULL keyEquivalent:@"o"];
          [other setKeyEquivalentModifierMask:ALIAS | NSAlternateKeyMask];
          NSMenuItem *made = [[NSMenuItem alloc] initWithTitle:@"Made" action:NULL keyEquivalent:@"m"];
          [made setKeyEquivalentModifierMask:MAKE(NSCommandKeyMask)];
      }
      """#
    let reading = Self.reading(text, file: "Info.m")
    #expect(
      reading.declared == [
        "Get Info…: Shift-Command-I at 7:107, entry 7:24",
        "Other: Option-Shift-Command-O at 9:94, entry 9:25",
      ])
    #expect(
      reading.notes == ["Info.m:12:40: note: not read: the modifiers are 'MAKE(NSCommandKeyMask)', not a literal"])
  }

  /// An app's own setter of a key equivalent, which kbloc cannot follow, is a note, not silence.
  @Test func anAppsOwnKeyEquivalentSetterIsANote() {
    let text = #"- (void)f { [item setKeyEquivalentCxxString:key_equivalent(pair.second)]; }"#
    #expect(
      Self.reading(text, file: "Menu.mm").notes == [
        "Menu.mm:1:45: note: not read: the key equivalent is set through 'setKeyEquivalentCxxString:', which kbloc does not follow"
      ])
  }

  /// An item built here whose key each branch of a conditional sets its own way (with braces or
  /// without) declares a shortcut per branch; a key set again after the conditional replaces it.
  @Test func eachBranchSettingAnItemsKeyDeclaresItsOwn() {
    let text = #"""
      - (void)build:(NSMenu *)menu {
          NSMenuItem *item = [menu addItemWithTitle:@"Recent" action:NULL keyEquivalent:@""];
          if (back) {
              item.keyEquivalent = @"[";
              item.keyEquivalentModifierMask = NSEventModifierFlagCommand;
          } else if (forward) {
              item.keyEquivalent = @"]";
              item.keyEquivalentModifierMask = NSEventModifierFlagCommand | NSEventModifierFlagShift;
          }
          NSButton *button = [NSButton buttonWithTitle:@"OK" target:self action:@selector(ok:)];
          if (first) button.keyEquivalent = @"\r"; else if (cancel) button.keyEquivalent = @"\e";
          NSMenuItem *other = [menu addItemWithTitle:@"Other" action:NULL keyEquivalent:@"o"];
          if (plain) { other.keyEquivalent = @"p"; }
          other.keyEquivalent = @"q";
      }
      """#
    #expect(
      Self.reading(text, file: "Recent.m").declared == [
        "Recent: Command-[ at 4:30, entry 2:24", "Recent: Shift-Command-] at 7:30, entry 7:9",
        "OK: Return at 11:39, entry 10:24", "OK: Esc at 11:86, entry 11:63",
        "Other: Command-Q at 14:27, entry 12:25",
      ])
  }

  @Test func hostileNestingAndUnfinishedTextEndQuickly() {
    let deep = String(repeating: "[", count: 30_000) + "x" + String(repeating: "(", count: 30_000)
    let reading = Self.reading("- (void)f { " + deep + " }", file: "Deep.m")
    #expect(reading.definitions.isEmpty)
    for text in ["[", "- (void)f {", "@interface X {", "[a b:", "- (void)f { [m addItemWithTitle:@\"x", "^{", "@\""] {
      #expect(Self.reading(text, file: "Cut.m").definitions.isEmpty, "\(text)")
    }
  }
}
