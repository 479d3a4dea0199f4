public import KBLoc

/// A key press as macOS hotkeys and key events name it: a virtual key code and the modifier keys
/// held.
///
/// `RegisterEventHotKey` takes ``keyCode`` and ``carbonModifiers``; a key-event monitor compares
/// `NSEvent.keyCode` and `NSEvent.modifierFlags` (``eventModifierFlags``). macOS localizes
/// neither: the key code is a physical key, whatever the layout types there. ``HotkeyMap`` finds
/// the hotkey that presses a shortcut written by character on a layout, and the shortcut to show
/// for a hotkey.
///
/// ```swift
/// let hotkey = Hotkey(keyCode: 0x09, modifiers: [.shift, .command])   // kVK_ANSI_V
/// hotkey.carbonModifiers      // 0x300: shiftKey | cmdKey
/// hotkey.eventModifierFlags   // 0x120000: NSEvent.ModifierFlags [.shift, .command]
/// ```
public struct Hotkey: Sendable, Hashable, CustomStringConvertible {
  /// The macOS virtual key code (`kVK_…`), as the key sends it.
  public var keyCode: UInt16
  /// The modifiers held: Control, Option, Shift and Command only.
  public var modifiers: Modifiers {
    get { storedModifiers }
    set { storedModifiers = Hotkey.shortcutModifiers(of: newValue) }
  }

  private var storedModifiers: Modifiers

  /// Creates a hotkey from a key code and kbloc's modifiers (AltGr counts as Option; Level5 is
  /// dropped, as no Mac key selects it).
  public init(keyCode: UInt16, modifiers: Modifiers) {
    self.keyCode = keyCode
    self.storedModifiers = Hotkey.shortcutModifiers(of: modifiers)
  }

  /// Creates a hotkey from a key code and Carbon's modifier bits (`cmdKey`, `shiftKey`,
  /// `optionKey`, `controlKey` and their right-hand keys), as `RegisterEventHotKey` takes them.
  public init(keyCode: UInt16, carbonModifiers: UInt32) {
    self.init(keyCode: keyCode, modifiers: CarbonModifiers(rawValue: carbonModifiers).modifiers)
  }

  /// Creates a hotkey from a key code and `NSEvent.ModifierFlags` raw bits, as a key event gives
  /// them; Caps Lock, the keypad, function and device-dependent bits are ignored.
  public init(keyCode: UInt16, eventModifierFlags: UInt) {
    var modifiers: Modifiers = []
    for (modifier, flag) in KeyCommand.flagValues where eventModifierFlags & UInt(flag) != 0 {
      modifiers.insert(modifier)
    }
    self.init(keyCode: keyCode, modifiers: modifiers)
  }

  /// The modifiers as Carbon's bits, for `RegisterEventHotKey`.
  public var carbonModifiers: UInt32 { CarbonModifiers(modifiers).rawValue }

  /// The modifiers as `NSEvent.ModifierFlags` raw bits: Shift `1 << 17`, Control `1 << 18`,
  /// Option `1 << 19`, Command `1 << 20` (the bits of `UIKeyModifierFlags` too).
  public var eventModifierFlags: UInt {
    KeyCommand.flagValues.filter { modifiers.contains($0.modifier) }.reduce(0) { $0 | UInt($1.flag) }
  }

  /// The modifiers' symbols and the key code in hexadecimal: `⇧⌘ 0x09`.
  public var description: String {
    let hex = String(keyCode, radix: 16, uppercase: true)
    return (modifiers.isEmpty ? "" : modifiers.symbols + " ") + "0x" + (hex.count < 2 ? "0" + hex : hex)
  }

  /// `modifiers` as a Mac key press holds them: Control, Option (AltGr as Option), Shift, Command.
  static func shortcutModifiers(of modifiers: Modifiers) -> Modifiers {
    var kept = modifiers.intersection(.shortcutModifiers)
    if modifiers.contains(.altGr) { kept.insert(.option) }
    return kept
  }
}
