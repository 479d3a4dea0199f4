// Built and run on macOS only: it compares each number KBLoc and KBLocMac write for Carbon with
// Carbon's own constant. Linux has no Carbon, so there this file compiles to nothing.
#if canImport(Carbon)
import Carbon
@testable import KBLoc
import KBLocMac
import Testing
#if canImport(AppKit)
import AppKit
#endif

/// Every literal written for Carbon, against Carbon's constant.
struct CarbonConstantTests {
  @Test func modifierBitsAreCarbons() {
    #expect(CarbonModifiers.command.rawValue == UInt32(cmdKey))
    #expect(CarbonModifiers.shift.rawValue == UInt32(shiftKey))
    #expect(CarbonModifiers.capsLock.rawValue == UInt32(alphaLock))
    #expect(CarbonModifiers.option.rawValue == UInt32(optionKey))
    #expect(CarbonModifiers.control.rawValue == UInt32(controlKey))
    #expect(CarbonModifiers.rightShift.rawValue == UInt32(rightShiftKey))
    #expect(CarbonModifiers.rightOption.rawValue == UInt32(rightOptionKey))
    #expect(CarbonModifiers.rightControl.rawValue == UInt32(rightControlKey))
    #expect(CarbonModifiers.command.modifierKeyState == UInt32(1 << (cmdKeyBit - 8)))
    #expect(CarbonModifiers.control.modifierKeyState == UInt32(1 << (controlKeyBit - 8)))
  }

  @Test func keyTranslationConstantsAreCarbons() {
    #expect(KeyTranslationOptions.noDeadKeys.rawValue == UInt32(kUCKeyTranslateNoDeadKeysMask))
    #expect(KeyTranslationOptions.noDeadKeys.rawValue == UInt32(1 << kUCKeyTranslateNoDeadKeysBit))
    #expect(Key(name: "SPCE").macKeyCode == UInt16(kVK_Space))
  }

  @Test func keyboardLayoutTypesAreCarbons() {
    #expect(KeyboardType.ansi.physicalLayoutType == UInt32(kKeyboardANSI))
    #expect(KeyboardType.iso.physicalLayoutType == UInt32(kKeyboardISO))
    #expect(KeyboardType.jis.physicalLayoutType == UInt32(kKeyboardJIS))
    let jis = [
      gestaltJapanAdjustADBKbd, gestaltPwrBkExtJISKbd, gestaltPwrBkSubJISKbd, gestaltProF16JISKbd,
      gestaltUSBProF16JISKbd, gestaltPortableUSBJISKbd, gestaltThirdPartyJISKbd, gestaltPwrBkEKJISKbd,
      gestaltUSBCosmoJISKbd, gestaltPwrBk99JISKbd, gestaltUSBAndyJISKbd, gestaltPortable2001JISKbd,
    ].map { Int($0) }
    #expect(KeylayoutReader.jisKeyboardTypes == jis)
    #expect(KeylayoutReader.otherKeyboardTypes.contains(Int(gestaltUSBAndyANSIKbd)))
    #expect(KeylayoutReader.otherKeyboardTypes.contains(Int(gestaltUSBAndyISOKbd)))
    #expect(KeylayoutReader.otherKeyboardTypes.contains(Int(gestaltThirdPartyISOKbd)))
  }

  /// The catalog's Mac key codes (`Key.macKeyCode`) are Carbon's `kVK_…` codes.
  @Test func keyCodesAreCarbons() {
    let codes: [(String, Int)] = [
      ("TLDE", kVK_ANSI_Grave), ("AE01", kVK_ANSI_1), ("AE02", kVK_ANSI_2), ("AE03", kVK_ANSI_3),
      ("AE04", kVK_ANSI_4), ("AE05", kVK_ANSI_5), ("AE06", kVK_ANSI_6), ("AE07", kVK_ANSI_7), ("AE08", kVK_ANSI_8),
      ("AE09", kVK_ANSI_9), ("AE10", kVK_ANSI_0), ("AE11", kVK_ANSI_Minus), ("AE12", kVK_ANSI_Equal),
      ("AE13", kVK_JIS_Yen), ("AD01", kVK_ANSI_Q), ("AD02", kVK_ANSI_W), ("AD03", kVK_ANSI_E), ("AD04", kVK_ANSI_R),
      ("AD05", kVK_ANSI_T), ("AD06", kVK_ANSI_Y), ("AD07", kVK_ANSI_U), ("AD08", kVK_ANSI_I), ("AD09", kVK_ANSI_O),
      ("AD10", kVK_ANSI_P), ("AD11", kVK_ANSI_LeftBracket), ("AD12", kVK_ANSI_RightBracket), ("AC01", kVK_ANSI_A),
      ("AC02", kVK_ANSI_S), ("AC03", kVK_ANSI_D), ("AC04", kVK_ANSI_F), ("AC05", kVK_ANSI_G), ("AC06", kVK_ANSI_H),
      ("AC07", kVK_ANSI_J), ("AC08", kVK_ANSI_K), ("AC09", kVK_ANSI_L), ("AC10", kVK_ANSI_Semicolon),
      ("AC11", kVK_ANSI_Quote), ("BKSL", kVK_ANSI_Backslash), ("LSGT", kVK_ISO_Section), ("AB01", kVK_ANSI_Z),
      ("AB02", kVK_ANSI_X), ("AB03", kVK_ANSI_C), ("AB04", kVK_ANSI_V), ("AB05", kVK_ANSI_B), ("AB06", kVK_ANSI_N),
      ("AB07", kVK_ANSI_M), ("AB08", kVK_ANSI_Comma), ("AB09", kVK_ANSI_Period), ("AB10", kVK_ANSI_Slash),
      ("AB11", kVK_JIS_Underscore), ("SPCE", kVK_Space), ("ESC", kVK_Escape), ("TAB", kVK_Tab), ("BKSP", kVK_Delete),
      ("RTRN", kVK_Return), ("CAPS", kVK_CapsLock), ("LFSH", kVK_Shift), ("RTSH", kVK_RightShift),
      ("LCTL", kVK_Control), ("RCTL", kVK_RightControl), ("LALT", kVK_Option), ("RALT", kVK_RightOption),
      ("LWIN", kVK_Command), ("RWIN", kVK_RightCommand), ("FK01", kVK_F1), ("FK05", kVK_F5), ("FK12", kVK_F12),
      ("FK20", kVK_F20), ("INS", kVK_Help), ("HOME", kVK_Home), ("PGUP", kVK_PageUp), ("DELE", kVK_ForwardDelete),
      ("END", kVK_End), ("PGDN", kVK_PageDown), ("UP", kVK_UpArrow), ("LEFT", kVK_LeftArrow),
      ("DOWN", kVK_DownArrow), ("RGHT", kVK_RightArrow), ("KPEN", kVK_ANSI_KeypadEnter),
      ("KPDL", kVK_ANSI_KeypadDecimal), ("KP0", kVK_ANSI_Keypad0), ("HNGL", kVK_JIS_Kana),
      ("HJCV", kVK_JIS_Eisu),
    ]
    for (name, code) in codes {
      #expect(Key(name: name).macKeyCode == UInt16(code), "\(name)")
    }
  }

  #if canImport(AppKit)
  @Test func eventFlagsAreAppKits() {
    #expect(Hotkey(keyCode: 0, modifiers: .shift).eventModifierFlags == NSEvent.ModifierFlags.shift.rawValue)
    #expect(Hotkey(keyCode: 0, modifiers: .control).eventModifierFlags == NSEvent.ModifierFlags.control.rawValue)
    #expect(Hotkey(keyCode: 0, modifiers: .option).eventModifierFlags == NSEvent.ModifierFlags.option.rawValue)
    #expect(Hotkey(keyCode: 0, modifiers: .command).eventModifierFlags == NSEvent.ModifierFlags.command.rawValue)
  }
  #endif
}
#endif
