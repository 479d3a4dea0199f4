public import KBLoc

/// Modifier keys as Carbon writes them: the bits of `EventModifiers` that `RegisterEventHotKey`
/// takes and whose high byte `UCKeyTranslate` takes as its modifier key state.
///
/// The values are those of Carbon's `cmdKey`, `shiftKey`, `alphaLock`, `optionKey`,
/// `controlKey`, `rightShiftKey`, `rightOptionKey` and `rightControlKey` (`HIToolbox/Events.h`);
/// a test built on macOS compares each with Carbon's constant.
///
/// ```swift
/// let modifiers = CarbonModifiers([.shift, .command])
/// modifiers.rawValue            // 0x300: cmdKey | shiftKey, for RegisterEventHotKey
/// modifiers.modifierKeyState    // 0x03, for UCKeyTranslate
/// ```
public struct CarbonModifiers: OptionSet, Sendable, Hashable {
  /// The bits, as Carbon's `EventModifiers` holds them.
  public let rawValue: UInt32

  /// Creates a set from Carbon's bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Command, `cmdKey` (bit 8).
  public static let command = CarbonModifiers(rawValue: 1 << 8)
  /// Shift, `shiftKey` (bit 9): the left Shift key, or either where the keyboard does not tell.
  public static let shift = CarbonModifiers(rawValue: 1 << 9)
  /// Caps Lock, `alphaLock` (bit 10).
  public static let capsLock = CarbonModifiers(rawValue: 1 << 10)
  /// Option, `optionKey` (bit 11).
  public static let option = CarbonModifiers(rawValue: 1 << 11)
  /// Control, `controlKey` (bit 12).
  public static let control = CarbonModifiers(rawValue: 1 << 12)
  /// The right Shift key, `rightShiftKey` (bit 13).
  public static let rightShift = CarbonModifiers(rawValue: 1 << 13)
  /// The right Option key, `rightOptionKey` (bit 14).
  public static let rightOption = CarbonModifiers(rawValue: 1 << 14)
  /// The right Control key, `rightControlKey` (bit 15).
  public static let rightControl = CarbonModifiers(rawValue: 1 << 15)

  /// Each shortcut modifier with its Carbon bit.
  static let shortcutBits: [(modifier: Modifiers, bit: CarbonModifiers)] = [
    (.control, .control), (.option, .option), (.shift, .shift), (.command, .command),
  ]

  /// The Carbon bits of kbloc's shortcut modifiers (Control, Option, Shift, Command; AltGr counts
  /// as Option, the Mac's level-3 key); other modifiers have none.
  public init(_ modifiers: Modifiers) {
    var bits: CarbonModifiers = []
    for (modifier, bit) in Self.shortcutBits where modifiers.contains(modifier) { bits.insert(bit) }
    if modifiers.contains(.altGr) { bits.insert(.option) }
    self = bits
  }

  /// The shortcut modifiers the bits hold, either hand of each counting; Caps Lock is none.
  public var modifiers: Modifiers {
    var modifiers: Modifiers = []
    for (modifier, bit) in Self.shortcutBits where contains(bit) { modifiers.insert(modifier) }
    if contains(.rightShift) { modifiers.insert(.shift) }
    if contains(.rightOption) { modifiers.insert(.option) }
    if contains(.rightControl) { modifiers.insert(.control) }
    return modifiers
  }

  /// The modifier key state `UCKeyTranslate` takes: the bits shifted right by 8, one byte.
  public var modifierKeyState: UInt32 { (rawValue >> 8) & 0xFF }

  /// The set a `UCKeyTranslate` modifier key state stands for.
  public init(modifierKeyState: UInt32) {
    self.init(rawValue: (modifierKeyState & 0xFF) << 8)
  }
}
