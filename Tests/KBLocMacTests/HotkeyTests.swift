import KBLoc
import KBLocMac
import Testing

/// `Hotkey`: a key code and modifiers, as Carbon's and `NSEvent`'s modifier bits.
struct HotkeyTests {
  @Test func modifiersAreCarbonAndEventBits() {
    let hotkey = Hotkey(keyCode: 0x09, modifiers: [.shift, .command])
    #expect(hotkey.carbonModifiers == 0x300)
    #expect(hotkey.eventModifierFlags == 0x12_0000)
    let all = Hotkey(keyCode: 0x09, modifiers: [.control, .option, .shift, .command])
    #expect(all.carbonModifiers == 0x1B00)
    #expect(all.eventModifierFlags == 0x1E_0000)
    #expect(Hotkey(keyCode: 0x09, modifiers: []).carbonModifiers == 0)
  }

  @Test func hotkeysReadBackFromEitherBits() {
    for modifiers in [
      Modifiers(), .command, [.shift, .command], [.control, .option], [.control, .option, .shift, .command],
    ] {
      let hotkey = Hotkey(keyCode: 0x2F, modifiers: modifiers)
      #expect(Hotkey(keyCode: 0x2F, carbonModifiers: hotkey.carbonModifiers) == hotkey)
      #expect(Hotkey(keyCode: 0x2F, eventModifierFlags: hotkey.eventModifierFlags) == hotkey)
    }
    // Right-hand keys count as their modifier; Caps Lock, the keypad and function bits do not.
    #expect(Hotkey(keyCode: 0, carbonModifiers: 1 << 13 | 1 << 10).modifiers == .shift)
    #expect(Hotkey(keyCode: 0, eventModifierFlags: 1 << 16 | 1 << 21 | 1 << 23 | 1 << 20).modifiers == .command)
  }

  /// A hotkey holds the modifiers a Mac key press can: AltGr is Option, Level5 goes.
  @Test func onlyMacModifiersAreKept() {
    #expect(Hotkey(keyCode: 0, modifiers: [.altGr, .level5, .shift]).modifiers == [.option, .shift])
    var hotkey = Hotkey(keyCode: 0, modifiers: [])
    hotkey.modifiers = [.level5, .command]
    #expect(hotkey.modifiers == .command)
  }

  @Test func descriptionShowsSymbolsAndTheCode() {
    #expect(Hotkey(keyCode: 0x09, modifiers: [.shift, .command]).description == "⇧⌘ 0x09")
    #expect(Hotkey(keyCode: 0x7B, modifiers: []).description == "0x7B")
  }
}
