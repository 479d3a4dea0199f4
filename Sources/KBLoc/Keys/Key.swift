/// A physical key, named by its XKB key name and known in every other ecosystem's terms.
///
/// Keys compare and hash by their XKB name alone. A key in ``Key/catalog`` also carries its W3C
/// `KeyboardEvent.code`, its USB HID usage (page 0x07) and its macOS virtual key code; a key that
/// a keymap defines but the catalog does not know (a vendor or media key) has only its name.
///
/// ```swift
/// let key = Key(name: "AD11")
/// key.code        // "BracketLeft"
/// key.hidUsage    // 0x2F
/// key.macKeyCode  // 0x21 (kVK_ANSI_LeftBracket)
/// ```
public struct Key: Hashable, Sendable, CustomStringConvertible {
  /// Which key this is: a catalog key by its position, any other by its name.
  ///
  /// A catalog key is a small integer, so strokes and presses copy and compare without touching
  /// a string.
  private let identity: Identity

  private enum Identity: Hashable, Sendable {
    case catalog(Int)
    case other(String)
  }

  /// The XKB key name, such as `AD11` or `SPCE`.
  public var name: String {
    switch identity {
    case .catalog(let index): return Key.catalogRows[index].name
    case .other(let name): return name
    }
  }
  /// The W3C `KeyboardEvent.code` value, such as `BracketLeft`; `nil` for keys outside the catalog.
  public var code: String? { catalogRow?.code }
  /// The USB HID usage on the Keyboard/Keypad page (0x07); `nil` where there is none.
  public var hidUsage: UInt16? { catalogRow?.hid }
  /// The macOS virtual key code (`kVK_…` in Carbon's `Events.h`); `nil` where Macs have no such key.
  public var macKeyCode: UInt16? { catalogRow?.mac }
  /// The part of the keyboard the key belongs to.
  public var section: Section {
    if case .catalog(let index) = identity { return Key.catalogSections[index] }
    return .other
  }
  /// The key's position in ``Key/catalog``, to order keys the way they sit on a keyboard;
  /// `Int.max` for keys outside the catalog.
  public var order: Int {
    if case .catalog(let index) = identity { return index }
    return Int.max
  }

  /// The key's row in the catalog, or `nil` for a key outside it.
  private var catalogRow: CatalogRow? {
    if case .catalog(let index) = identity { return Key.catalogRows[index] }
    return nil
  }

  /// The parts of a keyboard, used to prefer main keys when several keys type the same character.
  public enum Section: String, Sendable, CaseIterable {
    /// The typing block: digits, letters, punctuation and the space bar.
    case alphanumeric
    /// Keys such as Escape, Tab, Return, Backspace, Caps Lock and the modifier keys.
    case control
    /// The function row, F1 to F24.
    case function
    /// Arrows, Home, End, Page Up, Page Down, Insert and Forward Delete.
    case navigation
    /// The numeric keypad.
    case keypad
    /// Language keys (Japanese and Korean input keys) and anything else.
    case other
  }

  /// Whether the key is on the numeric keypad; such keys are never chosen for a shortcut unless
  /// the shortcut asks for the keypad.
  public var isKeypad: Bool { section == .keypad }

  /// Whether the key is in the typing block (digits, letters, punctuation, space).
  public var isMain: Bool { section == .alphanumeric }

  /// The XKB key name.
  public var description: String { name }

  /// Creates the key with the given XKB name, taking its codes from the catalog.
  ///
  /// A name the catalog does not know still makes a key, with no codes and section `.other`;
  /// use ``Key/named(_:)`` to look up catalog keys only.
  /// - Parameter name: An XKB key name, such as `AE05`.
  public init(name: String) {
    self = Key.named(name) ?? Key(identity: .other(name))
  }

  /// A key with exactly this name, outside the catalog even when the name is an alias of a catalog
  /// key (`AC12`): for asking a keymap about the alias itself.
  init(uncataloguedName name: String) {
    self.init(identity: .other(name))
  }

  /// The catalog key at `index` of ``Key/catalog``.
  init(catalogIndex index: Int) {
    self.init(identity: .catalog(index))
  }

  private init(identity: Identity) {
    self.identity = identity
  }

  /// Returns the catalog key with the given XKB name (aliases such as `AC12` included), or `nil`.
  /// - Complexity: O(1).
  public static func named(_ name: String) -> Key? {
    packed(name.utf8).flatMap(named(packed:))
  }

  /// The catalog key whose XKB name (or alias) is the bytes `bytes`, or `nil`.
  /// - Complexity: O(1).
  static func named(_ bytes: ArraySlice<UInt8>) -> Key? {
    packed(bytes).flatMap(named(packed:))
  }

  /// The catalog key whose name or alias packs to `packed` (``packed(_:)``).
  ///
  /// Names are found in a table of integers rather than a `[String: Key]`: a process's first
  /// dictionary of a key type makes the Swift runtime scan every protocol conformance of the
  /// process for that type's `Hashable`, which in a large binary costs more than loading a layout.
  private static func named(packed: UInt32) -> Key? {
    let table = nameTable
    var slot = firstSlot(of: packed, in: table.count)
    while table[slot].index >= 0 {
      if table[slot].name == packed { return Key(catalogIndex: table[slot].index) }
      slot = (slot + 1) & (table.count - 1)
    }
    return nil
  }

  /// A name of 1 to 4 ASCII bytes other than NUL packed into an integer, its first byte highest;
  /// `nil` for any other name, which no catalog key has.
  private static func packed(_ bytes: some Collection<UInt8>) -> UInt32? {
    var packed: UInt32 = 0
    var count = 0
    for byte in bytes {
      count += 1
      guard count <= 4, byte != 0, byte < 0x80 else { return nil }
      packed = packed << 8 | UInt32(byte)
    }
    return count == 0 ? nil : packed
  }

  /// The first slot of a packed name in an open-addressing table of `count` slots (a power of 2).
  private static func firstSlot(of packed: UInt32, in count: Int) -> Int {
    Int(truncatingIfNeeded: (packed &* 0x9E37_79B1) >> 16) & (count - 1)
  }

  /// The catalog's names and aliases, packed, with the position of the key they name: an
  /// open-addressing table with linear probing, at most a quarter full, -1 in the empty slots.
  private static let nameTable: [(name: UInt32, index: Int)] = {
    let names = catalogRows.enumerated().compactMap { index, row in packed(row.name.utf8).map { ($0, index) } }
    let aliases = aliasRows.compactMap { alias, name -> (UInt32, Int)? in
      guard let code = packed(alias.utf8), let wanted = packed(name.utf8),
        let target = names.first(where: { $0.0 == wanted })
      else { return nil }
      return (code, target.1)
    }
    var count = 1
    while count < 4 * (names.count + aliases.count) { count *= 2 }
    var table = [(name: UInt32, index: Int)](repeating: (0, -1), count: count)
    for (name, index) in names + aliases {
      var slot = firstSlot(of: name, in: count)
      while table[slot].index >= 0 { slot = (slot + 1) & (count - 1) }
      table[slot] = (name, index)
    }
    return table
  }()

  /// Returns the catalog key with the given W3C `KeyboardEvent.code`, or `nil`.
  /// - Complexity: O(1).
  public static func withCode(_ code: String) -> Key? {
    catalogByCode[code]
  }

  /// Returns the catalog key whose macOS virtual key code (`kVK_…`) is `code`, named as on an
  /// ANSI keyboard: 0x32 (`kVK_ANSI_Grave`) is `TLDE`, 0x0A (`kVK_ISO_Section`) is `LSGT`; `nil`
  /// for a code no catalog key has.
  ///
  /// An ISO keyboard sends those two codes from each other's keys: ``KeyboardType/key(sending:)``
  /// gives the key a keyboard of a given type presses.
  /// - Complexity: O(1).
  public static func withMacKeyCode(_ code: UInt16) -> Key? {
    Int(code) < byMacKeyCode.count ? byMacKeyCode[Int(code)].map(Key.init(catalogIndex:)) : nil
  }

  /// Returns the catalog key with the USB HID usage `usage` on the Keyboard/Keypad page (0x07),
  /// what UIKit's `UIKey.keyCode` gives, or `nil`.
  /// - Complexity: O(1).
  public static func withHIDUsage(_ usage: UInt16) -> Key? {
    Int(usage) < byHIDUsage.count ? byHIDUsage[Int(usage)].map(Key.init(catalogIndex:)) : nil
  }

  /// The catalog position of each macOS virtual key code's key, by code.
  private static let byMacKeyCode: [Int?] = positions(by: { $0.mac })

  /// The catalog position of each HID usage's key, by usage.
  private static let byHIDUsage: [Int?] = positions(by: { $0.hid })

  /// The position in the catalog of the first row with each value of `code`, by that value.
  private static func positions(by code: (CatalogRow) -> UInt16?) -> [Int?] {
    let codes = catalogRows.map(code)
    var table = [Int?](repeating: nil, count: Int(codes.compactMap { $0 }.max() ?? 0) + 1)
    for (index, value) in codes.enumerated() {
      if let value, table[Int(value)] == nil { table[Int(value)] = index }
    }
    return table
  }

  /// Each catalog key's section, by index: read on every translation, without copying a row's names.
  private static let catalogSections: [Section] = catalogRows.map(\.section)

  private static let catalogByCode: [String: Key] = Dictionary(
    catalog.compactMap { key in key.code.map { ($0, key) } }, uniquingKeysWith: { first, _ in first })
}
