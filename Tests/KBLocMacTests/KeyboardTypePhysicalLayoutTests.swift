import KBLoc
import KBLocMac
import Testing

/// `KeyboardType(physicalLayoutType:)`: `KBGetLayoutType`'s four-character codes.
struct KeyboardTypePhysicalLayoutTests {
  @Test func fourCharacterCodesNameTheKeyboards() {
    #expect(KeyboardType(physicalLayoutType: 0x414E_5349) == .ansi)  // 'ANSI'
    #expect(KeyboardType(physicalLayoutType: 0x4953_4F20) == .iso)  // 'ISO '
    #expect(KeyboardType(physicalLayoutType: 0x4A49_5320) == .jis)  // 'JIS '
    #expect(KeyboardType(physicalLayoutType: 0) == nil)
    #expect(KeyboardType(physicalLayoutType: 0x4953_4F00) == nil)
    for type in KeyboardType.allCases {
      #expect(KeyboardType(physicalLayoutType: type.physicalLayoutType) == type)
    }
  }
}
