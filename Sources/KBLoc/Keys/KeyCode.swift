/// A key as an app matches it by number: a macOS virtual key code or a USB HID usage.
///
/// A key code names a place on the keyboard, not a character: an app that compares
/// `event.keyCode == kVK_ANSI_W` (`0x0D`) answers to the key in W's place on a US keyboard,
/// whatever it types — `,` on Dvorak, `z` on French. A key code is therefore a physical key, and
/// which physical key depends on the keyboard:
///
/// - **macOS virtual key codes** (`kVK_…`, `NSEvent.keyCode`, Carbon's hot keys) follow the ANSI
///   arrangement, except that an ISO keyboard reports the key left of 1 and the key beside left
///   Shift with each other's codes: 0x32 (`kVK_ANSI_Grave`) is the key beside left Shift there and
///   0x0A (`kVK_ISO_Section`) the key left of 1 (``KeyboardType``). `kVK_JIS_Yen` and
///   `kVK_JIS_Underscore` exist on JIS keyboards only, `kVK_ISO_Section` on ISO and JIS ones.
/// - **HID usages** (UIKit's `UIKey.keyCode`, `UIKeyboardHIDUsage`, GameController's `GCKeyCode`)
///   name keys by position on every keyboard type. kbloc takes them as the key in that position;
///   Apple's own ISO keyboards are known to send the usages of the key left of 1 (0x35) and of the
///   key beside left Shift (0x64) swapped, and whether UIKit undoes that is not known to kbloc.
///
/// ```swift
/// let grave = KeyCode(.mac, 0x32)
/// grave.key?.name               // "TLDE": the key left of 1 on an ANSI keyboard
/// grave.key(on: .iso)?.name     // "LSGT": beside left Shift on an ISO keyboard
/// KeyCode(.mac, 0x5D).key(on: .ansi)   // nil: kVK_JIS_Yen is on JIS keyboards only
/// grave.description             // "mac:0x32"
/// ```
public struct KeyCode: Hashable, Sendable, CustomStringConvertible {
  /// How a key code numbers keys.
  public enum Numbering: String, Sendable, Hashable, CaseIterable {
    /// macOS virtual key codes (`kVK_…` in Carbon's `Events.h`).
    case mac
    /// USB HID usages on the Keyboard/Keypad page (0x07).
    case hid
  }

  /// How ``value`` numbers keys.
  public var numbering: Numbering
  /// The number the app compares.
  public var value: UInt16

  /// Creates a key code from its numbering and value.
  public init(_ numbering: Numbering, _ value: UInt16) {
    self.numbering = numbering
    self.value = value
  }

  /// Reads `mac:0x0D`, `mac:13` or `hid:0x1A` (the numbering in any case, the value in decimal or
  /// in hexadecimal after `0x`); `nil` for any other text.
  public init?(parsing text: String) {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, let numbering = Numbering(rawValue: parts[0].lowercased()) else { return nil }
    let digits = parts[1]
    let value: UInt16?
    if digits.lowercased().hasPrefix("0x") {
      value = UInt16(digits.dropFirst(2), radix: 16)
    } else {
      value = UInt16(digits, radix: 10)
    }
    guard let value else { return nil }
    self.init(numbering, value)
  }

  /// `mac:0x0D`: the numbering, then the value in hexadecimal, upper case, at least two digits.
  public var description: String {
    let digits = String(value, radix: 16, uppercase: true)
    return "\(numbering.rawValue):0x\(digits.count < 2 ? "0" + digits : digits)"
  }

  /// The key that sends this code on an ANSI keyboard (a HID usage: on any keyboard), as
  /// ``Key/catalog`` records its codes; `nil` for a code of no key in the catalog (a volume key,
  /// the Fn key).
  /// - Complexity: O(1).
  public var key: Key? {
    switch numbering {
    case .mac: return Key.withMacKeyCode(value)
    case .hid: return Key.withHIDUsage(value)
    }
  }

  /// The physical key pressed for this code on a keyboard of type `type`.
  ///
  /// On ISO, macOS codes 0x32 and 0x0A are swapped (``KeyboardType/physicalKey(for:namedBy:)``);
  /// a key the keyboard lacks is on none, and the result `nil`. Without a type (an XKB layout),
  /// the key of ``key``.
  /// - Complexity: O(1).
  public func key(on type: KeyboardType?) -> Key? {
    guard let key else { return nil }
    guard let type else { return key }
    return type.physicalKey(for: key, namedBy: numbering == .mac ? .macKeyCode : .physicalKey)
  }
}
