import KBLoc
import KBLocSources
import Testing

/// Interface Builder documents: masks, base64 keys, AppKit's private-use function keys, opt-outs,
/// titles, menus and object ids.
struct InterfaceBuilderReaderTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
        <objects>
            <menu title="Edit" id="W48-6f-4Dl">
                <items>
                    <menuItem title="Redo" keyEquivalent="Z" id="dRJ-4n-Yzg">
                        <modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/>
                    </menuItem>
                    <menuItem title="Align Left" keyEquivalent="{" mirroring="NO" id="ali-gn-lef"/>
                    <menuItem title="Delete" id="pa3-QI-u2k">
                        <string key="keyEquivalent" base64-UTF8="YES">
    CA
    </string>
                        <modifierMask key="keyEquivalentModifierMask"/>
                    </menuItem>
                    <menuItem title="Back" keyEquivalent="&#xF702;" localization="NO" id="bac-kk-000">
                        <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                    </menuItem>
                    <menuItem title="Fn" keyEquivalent="f" id="fnf-nf-nfn">
                        <modifierMask key="keyEquivalentModifierMask" function="YES"/>
                    </menuItem>
                    <menuItem isSeparatorItem="YES" id="sep-ar-ato"/>
                    <menuItem title="Select All" keyEquivalent="a" id="sel-ec-tal"/>
                </items>
            </menu>
        </objects>
    </document>
    """

  @Test func menuItemsGiveTheirShortcutsWithMasksAndPositions() throws {
    let reading = try SourceReader.read(Self.xib, format: .interfaceBuilder, file: "MainMenu.xib")
    #expect(
      reading.declared == [
        "dRJ-4n-Yzg: Shift-Command-Z at 6:55, entry 6:17",
        "ali-gn-lef: Command-{ at 9:61, entry 9:17",
        "pa3-QI-u2k: Delete at 11:21, entry 10:17",
        "bac-kk-000: Option-Command-Left Arrow at 16:55, entry 16:17",
        "sel-ec-tal: Command-A at 23:61, entry 23:17",
      ])
    #expect(reading.definitions.map(\.title) == ["Redo", "Align Left", "Delete", "Back", "Select All"])
    #expect(reading.definitions.map(\.category) == ["Edit", "Edit", "Edit", "Edit", "Edit"])
  }

  @Test func optOutsTurnMirroringAndLocalizingOff() throws {
    let reading = try SourceReader.read(Self.xib, format: .interfaceBuilder, file: "MainMenu.xib")
    #expect(reading.definitions.map(\.mirror) == [true, false, true, false, true])
    #expect(reading.definitions.map(\.localize) == [true, true, true, false, true])
  }

  @Test func aFunctionMaskIsNotRead() throws {
    let reading = try SourceReader.read(Self.xib, format: .interfaceBuilder, file: "MainMenu.xib")
    #expect(reading.notes == ["MainMenu.xib:20:67: note: not read: the modifier 'function' has no place in a shortcut"])
  }

  @Test func aStoryboardKeyCommandWithoutAMenuHasNoDefaultCommand() throws {
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
        <buttonCell title="Go" keyEquivalent="&#13;" id="go"/>
      </document>
      """
    let reading = try SourceReader.read(text, format: .interfaceBuilder, file: "Main.storyboard")
    #expect(reading.definitions.map(\.shortcut.description) == ["Return"])
    #expect(reading.definitions.map(\.category) == [nil])
  }

  @Test func brokenXMLSaysWhere() {
    do {
      _ = try SourceReader.read("<document>\n  <menu>\n</document>", format: .interfaceBuilder, file: "Bad.xib")
      Issue.record("broken XML was read")
    } catch {
      #expect(error.description.hasPrefix("Bad.xib:3:1: error: not well-formed XML: end tag </document>"))
    }
  }
}
