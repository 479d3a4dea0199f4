public import KBLoc

/// The hotkeys that press shortcuts written by character on a layout, and the shortcut to show
/// for a hotkey: what apps that register global hotkeys or match key events by key code need.
///
/// macOS localizes key equivalents in menus, not Carbon hotkeys (`RegisterEventHotKey`) nor key
/// codes compared in an event monitor: a hotkey registered as ⇧⌘ and `kVK_ANSI_V` fires on the
/// Dvorak key that types K. A hotkey map localizes the shortcut by character instead, by a
/// ``KBLoc/TranslationPolicy``: ``KBLoc/TranslationPolicy/kbloc`` unless told otherwise — the key
/// that types the character (with Shift where it needs it), else the U.S. position — since macOS
/// does nothing for hotkeys that the `apple` policy could reproduce. Pass
/// ``KBLoc/TranslationPolicy/apple`` for a hotkey that must press what the same shortcut shows
/// in a menu (⌘[ is ⌘Ö on German there, ⌘Ü under `kbloc`).
///
/// A key held with ⌘ types its Command level (``KBLoc/Layout/commandLevels``; Dvorak – QWERTY ⌘
/// types QWERTY), so a shortcut with ⌘ is found in the table ⌘ sees, and one without in the
/// table the keys type.
///
/// ```swift
/// let map = HotkeyMap(layout: try Layout.bundled(inputSource: "com.apple.keylayout.Dvorak"))
/// let hotkey = try map.hotkey(for: "Shift-Command-V")   // keyCode 0x2F (kVK_ANSI_Period), ⇧⌘
/// map.display(Hotkey(keyCode: 0x0D, modifiers: .command))   // "⌘,": Dvorak's , is on kVK_ANSI_W
/// ```
public struct HotkeyMap: Sendable {
  /// The layout the hotkeys are pressed on.
  public let layout: Layout
  /// How shortcuts written by character are localized.
  public let policy: TranslationPolicy
  /// The keyboard whose key codes the hotkeys use: the layout's, else ISO for a table with a key
  /// beside left Shift and ANSI for one without.
  public let keyboard: KeyboardType
  /// The localizer of shortcuts with ⌘, on the table ⌘ sees.
  let commandLocalizer: ShortcutLocalizer
  /// The localizer of shortcuts without ⌘, on the table the keys type.
  let typingLocalizer: ShortcutLocalizer

  /// Creates the hotkey map of `layout`.
  /// - Parameters:
  ///   - layout: The layout, such as `KeyboardInputSource.current()?.layout()` or one loaded with
  ///     ``KBLoc/Layout/bundled(inputSource:keyboard:)``.
  ///   - policy: How shortcuts written by character are localized; `kbloc` by default.
  ///   - direction: The interface's direction, which mirrors direction-bearing shortcuts (⌘[ and
  ///     ⌘] trade places right to left); the layout's own by default.
  /// - Complexity: one or two ``KBLoc/ShortcutLocalizer``s made.
  public init(layout: Layout, policy: TranslationPolicy = .kbloc, direction: WritingDirection? = nil) {
    self.layout = layout
    self.policy = policy
    keyboard = layout.keyboardType ?? (layout.levels(of: Key(name: "LSGT")) != nil ? .iso : .ansi)
    commandLocalizer = ShortcutLocalizer(layout: layout, direction: direction, policy: policy)
    var typing = layout
    typing.commandLevels = []
    typingLocalizer =
      layout.commandLevels.isEmpty
      ? commandLocalizer : ShortcutLocalizer(layout: typing, direction: direction, policy: policy)
  }

  /// What `shortcut` becomes on the layout: with ⌘, through the table ⌘ sees; without, through
  /// the table the keys type.
  /// - Complexity: O(1).
  public func localize(_ shortcut: Shortcut) -> LocalizedShortcut {
    (shortcut.modifiers.contains(.command) ? commandLocalizer : typingLocalizer).localize(shortcut)
  }

  /// The hotkey that presses `shortcut` on the layout, or `nil` when nothing does (unreachable,
  /// or on a key Macs have no code for).
  /// - Complexity: O(1).
  public func hotkey(for shortcut: Shortcut) -> Hotkey? {
    hotkey(pressing: localize(shortcut))
  }

  /// Parses `text` (`Shift-Command-V`, `⇧⌘V`, `cmd+shift+v`) and returns the hotkey that presses
  /// it on the layout, or `nil` when nothing does.
  /// - Throws: ``KBLoc/ShortcutParseError`` when the text is not a shortcut.
  public func hotkey(for text: String) throws(ShortcutParseError) -> Hotkey? {
    hotkey(for: try Shortcut(parsing: text))
  }

  /// The hotkey of a localized shortcut's press: its key's code on ``keyboard`` (on ISO, the key
  /// beside left Shift sends 0x32) and every modifier it holds; `nil` when it has no press, or
  /// one in another group than the first.
  public func hotkey(pressing result: LocalizedShortcut) -> Hotkey? {
    guard let press = result.press, press.group == 1, let code = keyboard.macKeyCode(of: press.key) else {
      return nil
    }
    return Hotkey(keyCode: code, modifiers: press.modifiers)
  }

  /// The shortcut `hotkey` presses on the layout, by the character its key types, as
  /// ``KBLoc/ShortcutLocalizer`` writes its results: with ⌘, the key's Command level; the
  /// character as typed (`Command-ü`; ASCII letters uppercase, `Command-A`); Shift kept with a
  /// letter (`Shift-Command-Ü`) and otherwise taken into the character (⇧⌘ on German's 7 key is
  /// `Command-/`); a named key as itself (`Command-Left Arrow`); `nil` for a key code the
  /// keyboard has not or a key that types nothing.
  /// - Complexity: O(1).
  public func shortcut(for hotkey: Hotkey) -> Shortcut? {
    guard let key = keyboard.key(sending: hotkey.keyCode) else { return nil }
    let modifiers = hotkey.modifiers
    if let named = NamedKey(key: key) { return Shortcut(.named(named), modifiers: modifiers) }
    let typed = characters(on: key, command: modifiers.contains(.command))
    guard let base = typed.base else { return nil }
    guard modifiers.contains(.shift) else { return Shortcut(.character(base), modifiers: modifiers) }
    if let shifted = typed.shifted, !Self.isUppercase(shifted, of: base) {
      return Shortcut(.character(shifted), modifiers: modifiers.subtracting(.shift))
    }
    return Shortcut(.character(base.isLetter ? Self.uppercased(base) : base), modifiers: modifiers)
  }

  /// What a menu or a settings pane shows for `hotkey`: the modifiers' symbols and the key's
  /// label, the character it types with no other modifier than ⌘, uppercased (`⇧⌘7` for ⇧⌘ on
  /// German's 7 key, as ``KBLoc/LocalizedShortcut/display`` writes it), or a named key's symbol;
  /// `nil` for a key code the keyboard has not or a key that types nothing.
  /// - Complexity: O(1).
  public func display(_ hotkey: Hotkey) -> String? {
    guard let key = keyboard.key(sending: hotkey.keyCode) else { return nil }
    if let named = NamedKey(key: key) { return hotkey.modifiers.symbols + named.symbol }
    guard let base = characters(on: key, command: hotkey.modifiers.contains(.command)).base else { return nil }
    return hotkey.modifiers.symbols + String(Self.uppercased(base))
  }

  /// What `key` types unshifted and with Shift: its Command level with `command` where it has
  /// one, else its levels 1 and 2.
  func characters(on key: Key, command: Bool) -> (base: Character?, shifted: Character?) {
    if command, let levels = layout.commandLevels(of: key)?.levels {
      return (
        levels.first { $0.modifiers == .command }?.character,
        levels.first { $0.modifiers == [.shift, .command] }?.character
      )
    }
    return (layout.character(at: key, group: 1, modifiers: []), layout.character(at: key, group: 1, modifiers: .shift))
  }

  /// `character` uppercased where that is one character that lowercases back to it (not `ß`,
  /// `µ`, `ς` or `ı`), as ``KBLoc/LocalizedShortcut/display`` labels keys.
  static func uppercased(_ character: Character) -> Character {
    let upper = character.uppercased()
    guard upper.count == 1, upper.lowercased() == String(character), let first = upper.first else { return character }
    return first
  }

  /// Whether `shifted` is the uppercase form of the letter `base`.
  static func isUppercase(_ shifted: Character, of base: Character) -> Bool {
    base.isLetter && shifted != base && String(shifted) == base.uppercased()
  }
}
