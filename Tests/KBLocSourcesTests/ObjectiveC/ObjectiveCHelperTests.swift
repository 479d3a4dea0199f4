import KBLoc
import KBLocTestSupport
import Testing

@testable import KBLocSources

/// Objective-C methods and functions that build a menu item from their parameters, followed
/// from each call that passes them literals, in the same file or another of the scan.
struct ObjectiveCHelperTests {
  static let helpers = #"""
    @implementation NSMenu (Additions)
    - (NSMenuItem *)addItemWithTitle:(NSString *)title target:(id)target action:(SEL)action keyEquivalent:(NSString *)key {
        NSMenuItem *item = [[NSMenuItem alloc] initWithTitle:title action:action keyEquivalent:key];
        [item setTarget:target];
        [self addItem:item];
        return item;
    }
    @end

    @implementation NSMenuItem (Additions)
    - (id)initWithTitle:(NSString *)title target:(id)target action:(SEL)action keyEquivalent:(NSString *)key keyMask:(NSUInteger)mask {
        self = [self initWithTitle:title action:action keyEquivalent:key];
        [self setTarget:target];
        [self setKeyEquivalentModifierMask:mask];
        return self;
    }
    @end

    NSMenuItem *MakeItem(NSString *title, NSString *key) {
        return [[NSMenuItem alloc] initWithTitle:title action:NULL keyEquivalent:key];
    }
    """#

  static let callers = #"""
    @implementation LogPlugin
    - (void)installMenuItems {
        NSMenuItem *viewer = [menu addItemWithTitle:@"Transcripts" target:self action:@selector(showLogs:) keyEquivalent:@"L"];
        [viewer setKeyEquivalentModifierMask:NSEventModifierFlagCommand | NSEventModifierFlagOption];
        [[NSMenuItem alloc] initWithTitle:@"Jump" target:self action:@selector(jump:) keyEquivalent:@"j"
                                  keyMask:NSEventModifierFlagControl];
        MakeItem(@"Made", @"m");
        [menu addItemWithTitle:@"Dynamic" target:self action:@selector(dynamic:) keyEquivalent:someKey];
        [string componentsSeparatedByString:@","];
    }
    @end
    """#

  @Test func callsWithLiteralsBuildTheHelpersItemAtTheCall() throws {
    let readings = [
      ObjectiveCShortcutReader.read(Self.helpers, file: "Additions.m"),
      ObjectiveCShortcutReader.read(Self.callers, file: "LogPlugin.m"),
    ]
    #expect(
      readings[0].helpers.map(\.name).sorted() == [
        "MakeItem", "addItemWithTitle:target:action:keyEquivalent:",
        "initWithTitle:target:action:keyEquivalent:keyMask:",
      ])
    let scan = SourceScan(readings: readings, name: "App")
    let plugin = scan.readings[1]
    #expect(
      plugin.declared == [
        "Transcripts: Option-Shift-Command-L at 3:118, entry 3:26",
        "Jump: Control-J at 5:97, entry 5:5",
        "Made: Command-M at 7:23, entry 7:5",
      ])
    #expect(plugin.definitions.first?.action == "showLogs:")
    // The helpers' own notes (their keys are parameters) go once a call is followed; a call that
    // passes a key that is no literal is a note at the call.
    #expect(scan.readings[0].notes.isEmpty)
    #expect(plugin.notes == ["LogPlugin.m:8:92: note: not read: the key equivalent is 'someKey', not a literal"])
  }

  /// Every cut of the tables, helpers and macros together (the fuzz target's seed) reads and
  /// scans without a crash, every place it gives in the text.
  @Test func everyCutOfTablesHelpersAndMacrosReadsWithPlacesInTheText() {
    let text = Self.helpers + "\n" + Self.callers + "\n" + ObjectiveCMenuTableTests.table
    let bytes = Array(text.utf8)
    for end in stride(from: 0, through: bytes.count, by: 11) {
      let cut = String(decoding: bytes[..<end], as: UTF8.self)
      let readings = [
        ObjectiveCShortcutReader.read(cut, file: "a.m"), ObjectiveCShortcutReader.read(cut, file: "b.m"),
      ]
      let lines = cut.split(separator: "\n", omittingEmptySubsequences: false)
      for reading in SourceScan(readings: readings, name: "App").readings {
        let places = reading.definitions.flatMap { [$0.position, $0.entryPosition] } + reading.unread.map(\.position)
        #expect(
          places.allSatisfy { $0.line <= lines.count && $0.column <= lines[$0.line - 1].unicodeScalars.count + 1 })
      }
    }
  }

  @Test func aHelperNoCallPassesLiteralsToKeepsItsNote() {
    let scan = SourceScan(readings: [ObjectiveCShortcutReader.read(Self.helpers, file: "Additions.m")], name: "App")
    #expect(
      scan.readings[0].notes == [
        "Additions.m:3:92: note: not read: the key equivalent is 'key', not a literal",
        "Additions.m:12:66: note: not read: the key equivalent is 'key', not a literal",
        "Additions.m:20:78: note: not read: the key equivalent is 'key', not a literal",
      ])
  }
}
