import KBLoc
import KBLocTestSupport
import Testing

@testable import KBLocSources

/// Menus written as literal tables in Objective-C(++): each row a brace initializer holding a
/// title, an `@selector`, a one-character key and a mask, in that order or named — the parts
/// `-[NSMenuItem initWithTitle:action:keyEquivalent:]` and `keyEquivalentModifierMask` take.
struct ObjectiveCMenuTableTests {
  static let table = #"""
    struct MenuRow { NSString *title; SEL action; NSString *keyEquivalent; NSUInteger modifierFlags; unichar key; };

    @implementation AppController
    - (void)buildMenu {
        MenuRow const items[] = {
            { @"Save",       @selector(saveDocument:),   @"s"   },
            { @"Save As…",   @selector(saveDocumentAs:), @"S"   },
            { @"Save All",   @selector(saveAll:),        @"s", .modifierFlags = NSEventModifierFlagCommand|NSEventModifierFlagOption },
            { @"Revert",     @selector(revert:),         @"r", NSEventModifierFlagControl },
            { @"About",      @selector(about:)                   },
            { @"Bookmark",   @selector(bookmark:), .modifierFlags = 0, .key = NSF2FunctionKey },
            { NSLocalizedString(@"Print…", @""), @selector(print:), @"p", .submenu = {
                { @"Page Setup…", @selector(pageSetup:), @"P", .modifierFlags = NSEventModifierFlagCommand, .key = 0 },
            } },
            { @"Dynamic",    @selector(dynamic:), .keyEquivalent = key },
            { @"Tagged",     @selector(tagged:), 42 },
        };
        Build(items);
    }
    @end
    """#

  @Test func eachRowIsAMenuItemWithItsKeyMaskAndTitle() {
    let reading = ObjectiveCShortcutReader.read(Self.table, file: "AppController.mm")
    #expect(
      reading.declared == [
        "Save: Command-S at 6:54, entry 6:9",
        "Save As…: Shift-Command-S at 7:54, entry 7:9",
        "Save All: Option-Command-S at 8:54, entry 8:9",
        "Revert: Control-R at 9:54, entry 9:9",
        "Bookmark: F2 at 11:75, entry 11:9",
        "Page Setup…: Shift-Command-P at 13:54, entry 13:13",
        "Print…: Command-P at 12:65, entry 12:9",
      ])
    #expect(reading.definitions.first { $0.id == "Save" }?.action == "saveDocument:")
    #expect(reading.notes == ["AppController.mm:15:64: note: not read: the key equivalent is 'key', not a literal"])
  }

  @Test func aFileWithOnlyATableIsReadByAFolderScan() throws {
    let folder = try TemporaryFolder(files: ["Menu.mm": Self.table.replacingOccurrences(of: "keyEquivalent", with: "k")]
    )
    let scan = try SourceScan(paths: [folder.path])
    #expect(scan.filesRead == 1)
    #expect(scan.shortcuts.definitions.contains { $0.title == "Save" && $0.keys == "Command-S" })
  }
}
