import KBLoc
import KBLocSources
import Testing

/// Key maps shipped as XML property lists: `0xCHAR-0xMASK` keys, written from the format the
/// reader documents (an `NSEvent` modifier mask, AppKit's function-key characters).
struct PlistKeyMapReaderTests {
  static let map = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>0x76-0x100000</key>
      <dict><key>Action</key><string>pasteSpecial:</string></dict>
      <key>0xf702-0xb00000</key>
      <dict><key>Action</key><integer>7</integer><key>Label</key><string>Previous Tab</string></dict>
      <key>0x19-0x60000</key>
      <dict><key>Action</key><integer>39</integer></dict>
      <key>0x61-0x10000</key>
      <dict><key>Action</key><integer>1</integer></dict>
      <key>0x3-0x200000</key>
      <dict><key>Action</key><integer>12</integer></dict>
      <key>Presets</key>
      <dict>
        <key>xterm</key>
        <dict>
          <key>0xf704-0x800000</key>
          <dict><key>Action</key><integer>11</integer></dict>
        </dict>
      </dict>
    </dict>
    </plist>
    """

  @Test func readsEntries() throws {
    #expect(SourceFormat(detectingFrom: "Resources/DefaultKeyMap.plist", text: Self.map) == .plistKeyMap)
    let reading = try SourceReader.read(Self.map, format: .plistKeyMap, file: "DefaultKeyMap.plist")
    #expect(
      reading.definitions.map(\.shortcut) == [
        try Shortcut(parsing: "Command-V"), try Shortcut(parsing: "Command-Left Arrow"),
        try Shortcut(parsing: "Control-Shift-Tab"), try Shortcut(parsing: "code:NumpadEnter"),
      ])
    #expect(reading.definitions.map(\.title) == ["Paste Special", "Previous Tab", nil, nil])
    #expect(reading.definitions.map(\.action) == ["action pasteSpecial:", "action 7", "action 39", "action 12"])
    #expect(reading.definitions.last?.scope?.context.panes == ["DefaultKeyMap.plist"])
    #expect(reading.definitions.first?.position.line == 4)
    // Caps Lock's bit has no place in a shortcut; a preset is one note.
    #expect(
      reading.unread.map(\.reason) == [
        .unsupportedModifier("0x10000"),
        .unreadableKeys("the key map 'Presets › xterm' is a preset a user may load, not live by default"),
      ])
  }

  @Test func leavesOtherPropertyListsAlone() {
    let info = "<plist><dict><key>CFBundleName</key><string>App</string><key>0x1</key><string/></dict></plist>"
    #expect(SourceFormat(detectingFrom: "Info.plist", text: info) == nil)
  }
}
