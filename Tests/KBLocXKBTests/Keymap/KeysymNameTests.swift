import Testing

@testable import KBLocXKB

@Suite("Keysym names")
struct KeysymNameTests {
  /// Latin-1, dead keys, Cyrillic, keypad and function keysyms, Unicode keysyms, and a keysym
  /// with no name, each twice so the second lookup comes from the cache.
  static let keysyms: [UInt32] =
    Array(0x20...0xFF) + Array(0xFE50...0xFE60) + Array(0x6C0...0x6DF) + [0xFF0D, 0xFFB1, 0xFFBE]
    + [0x100_20AC, 0x100_05D0, 0x100_0E01, 0x1234_5678]

  @Test("Names from the shared cache are the names libxkbcommon gives, in order")
  func cachedNamesMatchLibxkbcommon() {
    let direct = Self.keysyms.map(KeysymName.init)
    for pass in 1...2 {
      let batch = KeysymName.names(of: Self.keysyms + Self.keysyms)
      #expect(batch.count == 2 * direct.count, "pass \(pass)")
      for (offset, name) in batch.enumerated() {
        let expected = direct[offset % direct.count]
        #expect(
          name.name == expected.name && name.character == expected.character && name.isDead == expected.isDead,
          "pass \(pass), keysym 0x\(String(Self.keysyms[offset % direct.count], radix: 16)): \(name.name)")
      }
    }
    #expect(direct.first?.name == "space" && direct.first?.character == " ")
    #expect(direct.contains { $0.isDead && $0.name == "dead_acute" && $0.character == "´" })
    #expect(direct.last?.name == "0x12345678" && direct.last?.character == nil)
  }

  @Test("Whether a keysym types a character, told without naming it, is what its name says")
  func typesCharacterAgreesWithTheName() {
    // Every legacy keysym, the XF86 vendor block, and Unicode keysyms around the control ranges.
    let keysyms =
      Array(UInt32(1)...0xFFFF) + Array(UInt32(0x1008_FF00)...0x1008_FFFF)
      + Array(UInt32(0x0100_0000)...0x0100_0200)
    let disagreeing = keysyms.filter { KeysymName.typesCharacter($0) != (KeysymName($0).character != nil) }
    #expect(disagreeing.isEmpty, "\(disagreeing.prefix(10).map { String($0, radix: 16) })")
    #expect(KeysymName.typesCharacter(0xFE51), "dead_acute types its spacing form")
    #expect(!KeysymName.typesCharacter(0x1008_FF13), "XF86AudioRaiseVolume types nothing")
  }
}
