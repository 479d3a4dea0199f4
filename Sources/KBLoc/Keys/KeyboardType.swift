/// The physical arrangement of a Mac keyboard, as macOS tells keyboards apart: ANSI, ISO or JIS.
///
/// The three types share the typing block but not its edges. An ANSI keyboard (the U.S. one) has
/// no key beside left Shift; an ISO keyboard (sold with most other layouts) has one, the `LSGT`
/// key, and a tall Return; a JIS keyboard has neither the key left of 1 nor the key beside left
/// Shift, but has `¥` right of `^` (`AE13`) and `_` left of right Shift (`AB11`), named as
/// xkeyboard-config's `jp` layout names them.
///
/// macOS identifies keys by virtual key code, and an ISO keyboard reports the key left of 1 and
/// the key beside left Shift with each other's ANSI codes: the key left of 1 sends 0x0A
/// (`kVK_ISO_Section`) and the key beside left Shift 0x32 (`kVK_ANSI_Grave`). A table written by
/// virtual key code (an Apple `.keylayout`, a keyboard recorded on a Mac, whose `Backquote` is
/// 0x32 and `IntlBackslash` 0x0A) therefore puts its `` ` `` cell on `LSGT` of an ISO keyboard, its
/// `IntlBackslash` cell on `TLDE`. A table written by physical key (an XKB layout) moves nothing;
/// on both, a key the type lacks is not on the keyboard.
///
/// ```swift
/// KeyboardType.iso.physicalKey(for: Key(name: "TLDE"), namedBy: .macKeyCode)?.name   // "LSGT"
/// KeyboardType.ansi.physicalKey(for: Key(name: "LSGT"), namedBy: .macKeyCode)          // nil
/// KeyboardType.jis.physicalKey(for: Key(name: "AE13"), namedBy: .physicalKey)?.name   // "AE13"
/// ```
public enum KeyboardType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The U.S. arrangement: no key beside left Shift.
  case ansi
  /// The international arrangement: a key beside left Shift (`LSGT`), a tall Return.
  case iso
  /// The Japanese arrangement: `¥` (`AE13`) and `_` (`AB11`), and neither the key left of 1 nor
  /// the key beside left Shift.
  case jis

  /// How a table names its keys.
  public enum KeyNaming: Sendable, Hashable {
    /// By macOS virtual key code, written as the catalog key of that code on an ANSI keyboard
    /// (``Key/macKeyCode``): Apple `.keylayout` files and recordings made on a Mac.
    case macKeyCode
    /// By physical key: XKB layouts.
    case physicalKey
  }

  /// `ANSI`, `ISO` or `JIS`.
  public var description: String { rawValue.uppercased() }

  /// The physical key of this keyboard that a table's `key` is, or `nil` when the keyboard has no
  /// such key.
  ///
  /// - Parameters:
  ///   - key: A key as the table names it.
  ///   - naming: How the table names keys.
  /// - Returns: The key to press, or `nil`.
  /// - Complexity: O(1).
  public func physicalKey(for key: Key, namedBy naming: KeyNaming) -> Key? {
    if lacks(key) { return nil }
    guard self == .iso, naming == .macKeyCode else { return key }
    if key == Self.tilde { return Self.isoKey }
    if key == Self.isoKey { return Self.tilde }
    return key
  }

  /// The physical key of this keyboard that sends the macOS virtual key code `code`, or `nil`
  /// when the keyboard has no such key: on ISO, 0x32 (`kVK_ANSI_Grave`) is the key beside left
  /// Shift.
  ///
  /// ```swift
  /// KeyboardType.iso.key(sending: 0x32)?.name    // "LSGT"
  /// KeyboardType.ansi.key(sending: 0x32)?.name   // "TLDE"
  /// ```
  /// - Complexity: O(1).
  public func key(sending code: UInt16) -> Key? {
    Key.withMacKeyCode(code).flatMap { physicalKey(for: $0, namedBy: .macKeyCode) }
  }

  /// The macOS virtual key code that `key`, a physical key of this keyboard, sends, or `nil` when
  /// the keyboard lacks it or Macs have no such key: on ISO, `LSGT` sends 0x32.
  /// - Complexity: O(1).
  public func macKeyCode(of key: Key) -> UInt16? {
    // The placing swaps at most two keys, so it is its own inverse.
    physicalKey(for: key, namedBy: .macKeyCode)?.macKeyCode
  }

  /// Whether this keyboard type lacks `key` (one of ``lackedKeys``), without building a set.
  /// - Complexity: O(1).
  func lacks(_ key: Key) -> Bool {
    lackedKeyList.contains(key)
  }

  /// The keys of kbloc's catalog this keyboard type does not have.
  public var lackedKeys: Set<Key> { Set(lackedKeyList) }

  /// ``lackedKeys`` as an array: a process's first `Set<Key>` costs a scan of every protocol
  /// conformance of the process for `Key: Hashable`, more than a recorded table's first load.
  private var lackedKeyList: [Key] {
    switch self {
    case .ansi: return [Self.isoKey, Self.yen, Self.ro]
    case .iso: return [Self.yen, Self.ro]
    case .jis: return [Self.tilde, Self.isoKey]
    }
  }

  /// The key left of 1 on ANSI and ISO keyboards (`TLDE`, `Backquote`).
  static let tilde = Key(name: "TLDE")
  /// The key beside left Shift on ISO keyboards (`LSGT`, `IntlBackslash`).
  static let isoKey = Key(name: "LSGT")
  /// The JIS `¥` key right of `^` (`AE13`, `IntlYen`).
  static let yen = Key(name: "AE13")
  /// The JIS `_` key left of right Shift (`AB11`, `IntlRo`).
  static let ro = Key(name: "AB11")
}
