import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// Alternate menu items, each one command with the item before it.
///
/// As Apple's `NSMenuItem.isAlternate` documents them: shown instead of the item just before them in the same menu while their modifiers are held, with the same key
/// equivalent and another modifier mask. Read from Interface Builder (`alternate="YES"`), Swift
/// (`isAlternate = true`) and Objective-C (`setAlternate:YES`, `alternate = YES`), each linked to
/// its primary by the id the scan gives it.
struct AlternateItemTests {
  /// A File menu: Close and its alternate Close All; a separator, then an alternate with no item
  /// before it; Minimize with another key than the alternate after it; Zoom with two alternates.
  static let xib = InterfaceBuilderFixture.menu([
    #"<menuItem title="Close" keyEquivalent="w" id="cls-aa-001"/>"#,
    #"""
    <menuItem title="Close All" alternate="YES" keyEquivalent="w" id="cla-bb-002">
        <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
    </menuItem>
    """#,
    #"<menuItem isSeparatorItem="YES" id="sep-cc-003"/>"#,
    #"""
    <menuItem title="Save All" alternate="YES" keyEquivalent="s" id="sva-dd-004">
        <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
    </menuItem>
    """#,
    #"<menuItem title="Minimize" keyEquivalent="m" id="min-ee-005"/>"#,
    #"""
    <menuItem title="Hide Others" alternate="YES" keyEquivalent="h" id="hdo-ff-006">
        <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
    </menuItem>
    """#,
    #"<menuItem title="Zoom" keyEquivalent="z" id="zom-gg-007"><modifierMask key="keyEquivalentModifierMask" control="YES" command="YES"/></menuItem>"#,
    #"<menuItem title="Zoom All" alternate="YES" keyEquivalent="z" id="zma-hh-008"><modifierMask key="keyEquivalentModifierMask" control="YES" option="YES" command="YES"/></menuItem>"#,
    #"<menuItem title="Zoom All Screens" alternate="YES" keyEquivalent="z" id="zms-ii-009"><modifierMask key="keyEquivalentModifierMask" control="YES" option="YES" shift="YES" command="YES"/></menuItem>"#,
  ])

  @Test func anInterfaceBuilderAlternateNamesTheItemBeforeItWithItsKey() throws {
    let reading = try SourceReader.read(Self.xib, format: .interfaceBuilder, file: "MainMenu.xib")
    let alternates = Dictionary(uniqueKeysWithValues: reading.definitions.map { ($0.id, $0.alternateOf) })
    #expect(alternates["cla-bb-002"] == "cls-aa-001")
    #expect(alternates["sva-dd-004"] == .some(nil), "after a separator: no primary")
    #expect(alternates["hdo-ff-006"] == .some(nil), "the item before it has another key")
    #expect(alternates["zma-hh-008"] == "zom-gg-007")
    #expect(alternates["zms-ii-009"] == "zma-hh-008", "an alternate of an alternate: one command with both")
    #expect(alternates["cls-aa-001"] == .some(nil))
  }

  /// Two documents with the same object ids: the scan makes ids unique and links each alternate
  /// to its own document's primary by its new id.
  @Test func aScanLinksAlternatesByTheIdsItGives() throws {
    let folder = try TemporaryFolder(files: ["A/MainMenu.xib": Self.xib, "B/MainMenu.xib": Self.xib])
    let scan = try SourceScan(paths: [folder.path])
    let definitions = scan.shortcuts.definitions
    let closeAll = definitions.filter { $0.title == "Close All" }
    #expect(closeAll.map(\.alternateOf) == ["cls-aa-001", "cls-aa-001 (MainMenu.xib:6)"])
    #expect(definitions.contains { $0.id == "cls-aa-001 (MainMenu.xib:6)" })
  }

  static let swift = #"""
    import AppKit

    final class WindowMenuBuilder {
      func build(_ menu: NSMenu) {
        menu.addItem(NSMenuItem(title: "Close", action: #selector(NSWindow.performClose(_:)), keyEquivalent: "w"))
        let closeAll = NSMenuItem(title: "Close All", action: #selector(closeAll(_:)), keyEquivalent: "w")
        closeAll.keyEquivalentModifierMask = [.command, .option]
        closeAll.isAlternate = true
        menu.addItem(closeAll)
        let minimizeAll = NSMenuItem(title: "Minimize All", action: #selector(NSApplication.miniaturizeAll(_:)), keyEquivalent: "m")
        minimizeAll.keyEquivalentModifierMask = [.command, .option]
        minimizeAll.isAlternate = true
        menu.addItem(minimizeAll)
        let zoom = NSMenuItem(title: "Zoom", action: nil, keyEquivalent: "")
        zoom.keyEquivalent = "z"
        zoom.keyEquivalentModifierMask = [.command, .control]
        let zoomAll = NSMenuItem(title: "Zoom All", action: nil, keyEquivalent: "")
        zoomAll.keyEquivalent = "z"
        zoomAll.keyEquivalentModifierMask = [.command, .control, .option]
        zoomAll.isAlternate = true
        let sometimes = NSMenuItem(title: "Close Window", action: nil, keyEquivalent: "w")
        sometimes.isAlternate = showsAlternates
      }
    }
    """#

  @Test func swiftAlternatesAreLinkedToTheItemBeforeThemWithTheirKey() throws {
    let reading = try SourceReader.read(Self.swift, format: .swift, file: "WindowMenuBuilder.swift")
    #expect(reading.unread.isEmpty, "an alternate flag that is no literal is no declaration")
    let scan = SourceScan(readings: [reading], name: "WindowMenuBuilder.swift")
    let links = scan.shortcuts.definitions.map { "\($0.title ?? $0.id) → \($0.alternateOf ?? "-")" }
    #expect(
      links == [
        "Close → -", "Close All → Close", "Minimize All → -", "Close Window → -", "Zoom → -", "Zoom All → Zoom",
      ])
  }

  static let objectiveC = #"""
    #import <Cocoa/Cocoa.h>

    @implementation WindowMenuBuilder

    - (void)buildMenu:(NSMenu *)menu {
        [menu addItemWithTitle:@"Close" action:@selector(performClose:) keyEquivalent:@"w"];
        NSMenuItem *closeAll = [menu addItemWithTitle:@"Close All" action:@selector(closeAll:) keyEquivalent:@"w"];
        [closeAll setKeyEquivalentModifierMask:NSEventModifierFlagCommand | NSEventModifierFlagOption];
        [closeAll setAlternate:YES];
        NSMenuItem *minimizeAll = [[NSMenuItem alloc] initWithTitle:@"Minimize All"
                                                             action:@selector(miniaturizeAll:)
                                                      keyEquivalent:@"m"];
        minimizeAll.keyEquivalentModifierMask = NSEventModifierFlagCommand | NSEventModifierFlagOption;
        minimizeAll.alternate = YES;
        [menu addItem:minimizeAll];
        NSMenuItem *zoom = [menu addItemWithTitle:@"Zoom" action:@selector(performZoom:) keyEquivalent:@"z"];
        [zoom setKeyEquivalentModifierMask:NSEventModifierFlagCommand | NSEventModifierFlagControl];
        NSMenuItem *zoomAll = [menu addItemWithTitle:@"Zoom All" action:@selector(zoomAll:) keyEquivalent:@"z"];
        [zoomAll setKeyEquivalentModifierMask:NSEventModifierFlagCommand | NSEventModifierFlagControl | NSEventModifierFlagOption];
        zoomAll.alternate = showsAlternates;
    }

    @end
    """#

  @Test func objectiveCAlternatesAreLinkedToTheItemBeforeThemWithTheirKey() throws {
    let reading = try SourceReader.read(Self.objectiveC, format: .objectiveC, file: "WindowMenuBuilder.m")
    #expect(reading.unread.isEmpty, "an alternate flag that is no literal is no declaration")
    let scan = SourceScan(readings: [reading], name: "WindowMenuBuilder.m")
    let links = scan.shortcuts.definitions.map { "\($0.title ?? $0.id) → \($0.alternateOf ?? "-")" }
    #expect(links == ["Close → -", "Close All → Close", "Minimize All → -", "Zoom → -", "Zoom All → -"])
  }

  /// On one press, an alternate and its primary are no conflict: `lint` says nothing of them, and
  /// the pair is ruled out as one command.
  @Test func anAlternateOnItsPrimarysPressIsNoConflict() throws {
    let xib = InterfaceBuilderFixture.menu([
      #"<menuItem title="Paste" keyEquivalent="v" id="pst-aa-001"/>"#,
      #"<menuItem title="Paste Exactly" alternate="YES" keyEquivalent="v" id="pex-bb-002"/>"#,
    ])
    let reading = try SourceReader.read(xib, format: .interfaceBuilder, file: "MainMenu.xib")
    let file = SourceScan(readings: [reading], name: "MainMenu.xib").shortcuts
    #expect(try Linter().lint(file).filter { $0.ruleID == "duplicate-shortcut" }.isEmpty)
    #expect(file.ruledOutPartners(limit: 10)[1]?.pairs.map(\.reason) == [.alternate])
  }
}
