import KBLoc
import KBLocMac
import Testing

/// `CarbonModifiers`: Carbon's modifier bits, and `UCKeyTranslate`'s modifier key state.
struct CarbonModifiersTests {
  @Test func theModifierKeyStateIsTheHighByte() {
    #expect(CarbonModifiers.command.modifierKeyState == 0x01)
    #expect(CarbonModifiers.shift.modifierKeyState == 0x02)
    #expect(CarbonModifiers.capsLock.modifierKeyState == 0x04)
    #expect(CarbonModifiers.option.modifierKeyState == 0x08)
    #expect(CarbonModifiers.control.modifierKeyState == 0x10)
    #expect(CarbonModifiers.rightControl.modifierKeyState == 0x80)
    #expect(CarbonModifiers([.shift, .option]).modifierKeyState == 0x0A)
    for state: UInt32 in 0...0xFF {
      #expect(CarbonModifiers(modifierKeyState: state).modifierKeyState == state)
    }
    #expect(CarbonModifiers(modifierKeyState: 0x1FF) == CarbonModifiers(modifierKeyState: 0xFF))
  }

  @Test func kblocModifiersMapBothWays() {
    #expect(CarbonModifiers([.control, .option, .shift, .command]).rawValue == 0x1B00)
    #expect(CarbonModifiers(.altGr) == .option)
    #expect(CarbonModifiers(.level5) == [])
    #expect(
      CarbonModifiers([.rightShift, .rightOption, .rightControl, .capsLock]).modifiers == [.shift, .option, .control])
  }
}
