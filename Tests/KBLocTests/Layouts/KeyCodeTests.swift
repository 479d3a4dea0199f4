import KBLoc
import Testing

/// Key codes (issue 30, item 2): a macOS virtual key code or a HID usage names a place on the
/// keyboard, and which physical key that is depends on the keyboard type.
struct KeyCodeTests {
  @Test func everyCatalogKeyWithAMacCodeIsFoundByIt() {
    for key in Key.catalog {
      if let code = key.macKeyCode { #expect(Key.withMacKeyCode(code) == key, "\(key)") }
      if let usage = key.hidUsage { #expect(Key.withHIDUsage(usage) == key, "\(key)") }
    }
    #expect(Key.withMacKeyCode(0x48) == nil)  // kVK_VolumeUp
    #expect(Key.withMacKeyCode(0xFFFF) == nil)
  }

  @Test func aKeyCodeReadsAndPrintsInEitherNumbering() throws {
    #expect(KeyCode(parsing: "mac:0x0D") == KeyCode(.mac, 0x0D))
    #expect(KeyCode(parsing: "MAC:13") == KeyCode(.mac, 13))
    #expect(KeyCode(parsing: "hid:0x1a") == KeyCode(.hid, 0x1A))
    #expect(KeyCode(.mac, 5).description == "mac:0x05")
    #expect(KeyCode(.hid, 0xE3).description == "hid:0xE3")
    for text in ["", "mac", "mac:", "usb:1", "mac:0x", "mac:-1", "mac:65536", "mac:0xG1"] {
      #expect(KeyCode(parsing: text) == nil, "\(text)")
    }
  }

  /// kVK_ANSI_Grave (0x32) is the key left of 1 on ANSI, beside left Shift on ISO (where the key
  /// left of 1 sends kVK_ISO_Section, 0x0A), and on no key of a JIS keyboard.
  @Test(
    arguments: [
      (KeyCode(.mac, 0x32), KeyboardType.ansi, "TLDE"), (KeyCode(.mac, 0x32), .iso, "LSGT"),
      (KeyCode(.mac, 0x32), .jis, nil), (KeyCode(.mac, 0x0A), .ansi, nil), (KeyCode(.mac, 0x0A), .iso, "TLDE"),
      (KeyCode(.mac, 0x0A), .jis, nil), (KeyCode(.mac, 0x5D), .ansi, nil), (KeyCode(.mac, 0x5D), .iso, nil),
      (KeyCode(.mac, 0x5D), .jis, "AE13"), (KeyCode(.mac, 0x0D), .iso, "AD02"), (KeyCode(.hid, 0x35), .iso, "TLDE"),
      (KeyCode(.hid, 0x64), .iso, "LSGT"), (KeyCode(.hid, 0x64), .ansi, nil),
    ] as [(KeyCode, KeyboardType, String?)])
  func aKeyCodeIsAPhysicalKeyOfEachKeyboardType(_ code: KeyCode, _ type: KeyboardType, _ key: String?) {
    #expect(code.key(on: type)?.name == key)
  }

  @Test func withoutAKeyboardTypeAKeyCodeIsItsANSIKey() {
    #expect(KeyCode(.mac, 0x32).key(on: nil)?.name == "TLDE")
    #expect(KeyCode(.mac, 0x0D).key?.code == "KeyW")
    #expect(KeyCode(.hid, 0x1A).key?.code == "KeyW")
  }
}
