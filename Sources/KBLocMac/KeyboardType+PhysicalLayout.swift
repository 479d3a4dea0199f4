public import KBLoc

extension KeyboardType {
  /// The keyboard type of a physical keyboard layout type as Carbon's `KBGetLayoutType` answers
  /// it: `'ANSI'`, `'ISO '` or `'JIS '` (`kKeyboardANSI`, `kKeyboardISO`, `kKeyboardJIS`); `nil`
  /// for any other.
  ///
  /// ```swift
  /// KeyboardType(physicalLayoutType: 0x4A49_5320)   // .jis ('JIS ')
  /// ```
  public init?(physicalLayoutType: UInt32) {
    guard let type = Self.physicalLayoutTypes.first(where: { $0.code == physicalLayoutType })?.type else {
      return nil
    }
    self = type
  }

  /// The four-character code `KBGetLayoutType` answers for this keyboard type.
  public var physicalLayoutType: UInt32 {
    Self.physicalLayoutTypes.first { $0.type == self }?.code ?? 0
  }

  /// Each keyboard type with its four-character code: `'ANSI'`, `'ISO '`, `'JIS '`.
  static let physicalLayoutTypes: [(type: KeyboardType, code: UInt32)] = [
    (.ansi, fourCharacterCode("ANSI")), (.iso, fourCharacterCode("ISO ")), (.jis, fourCharacterCode("JIS ")),
  ]

  /// The four-character code (`OSType`) of four ASCII characters, the first highest.
  static func fourCharacterCode(_ text: String) -> UInt32 {
    text.utf8.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
  }
}
