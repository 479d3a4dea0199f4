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
  /// The XKB key name, such as `AD11` or `SPCE`.
  public let name: String
  /// The W3C `KeyboardEvent.code` value, such as `BracketLeft`; `nil` for keys outside the catalog.
  public let code: String?
  /// The USB HID usage on the Keyboard/Keypad page (0x07); `nil` where there is none.
  public let hidUsage: UInt16?
  /// The macOS virtual key code (`kVK_…` in Carbon's `Events.h`); `nil` where Macs have no such key.
  public let macKeyCode: UInt16?
  /// The part of the keyboard the key belongs to.
  public let section: Section
  /// The key's position in ``Key/catalog``, to order keys the way they sit on a keyboard;
  /// `Int.max` for keys outside the catalog.
  public let order: Int

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
    if let known = Key.named(name) {
      self = known
    } else {
      self.init(name: name, code: nil, hid: nil, mac: nil, section: .other, order: Int.max)
    }
  }

  init(name: String, code: String?, hid: UInt16?, mac: UInt16?, section: Section, order: Int) {
    self.name = name
    self.code = code
    self.hidUsage = hid
    self.macKeyCode = mac
    self.section = section
    self.order = order
  }

  /// Returns the catalog key with the given XKB name (aliases such as `AC12` included), or `nil`.
  /// - Complexity: O(1).
  public static func named(_ name: String) -> Key? {
    catalogByName[name] ?? aliases[name].flatMap { catalogByName[$0] }
  }

  /// Returns the catalog key with the given W3C `KeyboardEvent.code`, or `nil`.
  /// - Complexity: O(1).
  public static func withCode(_ code: String) -> Key? {
    catalogByCode[code]
  }

  /// Whether two keys are the same key, that is, whether they have the same XKB name.
  public static func == (lhs: Key, rhs: Key) -> Bool {
    // Catalog keys have distinct positions: comparing them is an integer comparison.
    lhs.order == rhs.order && (lhs.order != Int.max || lhs.name == rhs.name)
  }

  /// Hashes the key, so that equal keys hash alike.
  public func hash(into hasher: inout Hasher) {
    if order != Int.max { hasher.combine(order) } else { hasher.combine(name) }
  }

  private static let catalogByName: [String: Key] = Dictionary(
    catalog.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  private static let catalogByCode: [String: Key] = Dictionary(
    catalog.compactMap { key in key.code.map { ($0, key) } }, uniquingKeysWith: { first, _ in first })
}
