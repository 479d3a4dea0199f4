/// What lint rules need besides the file: the reference layout's two-character keys and the
/// platform's standard shortcuts.
///
/// Rules compare shortcuts as they are pressed on the reference layout, the one shortcuts are
/// written on: `Shift-Command-/` is `Command-?` on a US keyboard (docs/shortcuts-file.md), so it is
/// the same shortcut as `Command-?` and the standard Help shortcut.
///
/// KBLoc is pure Swift and cannot compile a layout; the `kbloc` executable passes the layout
/// `KBLocXKB` loads (`Layout.xkb("us")` unless `--from` says otherwise). Without a layout the
/// context uses ``TwoCharacterKey/usMac``, the two-character keys of the US (Macintosh) reference
/// table compiled into kbloc.
///
/// ```swift
/// let context = LintContext(reference: try Layout.xkb("us"))   // KBLocXKB
/// let builtIn = LintContext()                                  // US keys built in
/// ```
public struct LintContext: Sendable {
  /// The layout shortcuts are written on, or `nil` to use the built-in US keys.
  public let reference: Layout?
  /// The two-character keys of the reference layout, such as `/` with `?`.
  public let twoCharacterKeys: [TwoCharacterKey]
  /// The shortcuts people expect to do the same thing in every app.
  public let standardShortcuts: [StandardShortcut]
  /// The layouts the project covers, which `key-code-shortcut` names; `nil` for its default set
  /// (``KeyCodeShortcutRule/defaultLayouts``).
  public let layouts: [Layout]?

  /// The two-character key of each character it types, unshifted or shifted.
  let keysByCharacter: [Character: TwoCharacterKey]
  /// The standard shortcuts by their shortcut, folded on the reference layout.
  let standardsByShortcut: [Shortcut: [StandardShortcut]]
  /// The words of each standard action, taken apart once however many titles are compared with it.
  let actionWords: [String: TitleWords]

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - reference: The layout shortcuts are written on; `nil` uses ``TwoCharacterKey/usMac``.
  ///   - standardShortcuts: The shortcuts people expect in every app; Apple's by default.
  ///   - layouts: The layouts the project covers; `nil` for `key-code-shortcut`'s default set.
  /// - Complexity: O(*k* + *s*) for *k* keys of the layout and *s* standard shortcuts (their actions'
  ///   words taken apart).
  public init(
    reference: Layout? = nil, standardShortcuts: [StandardShortcut] = StandardShortcut.apple, layouts: [Layout]? = nil
  ) {
    self.reference = reference
    self.layouts = layouts
    self.twoCharacterKeys = reference.map(TwoCharacterKey.keys(of:)) ?? TwoCharacterKey.usMac
    self.standardShortcuts = standardShortcuts
    // A character that is some key's upper character is taken as that (Shift with it is
    // redundant) before a key that types it unshifted: `<` is above `,` even on a PC keyboard
    // whose extra ISO key types `<` unshifted.
    var keys: [Character: TwoCharacterKey] = [:]
    for key in twoCharacterKeys where keys[key.shifted] == nil { keys[key.shifted] = key }
    for key in twoCharacterKeys where keys[key.unshifted] == nil { keys[key.unshifted] = key }
    self.keysByCharacter = keys
    var standards: [Shortcut: [StandardShortcut]] = [:]
    for standard in standardShortcuts {
      standards[Self.folded(standard.shortcut, keys: keys), default: []].append(standard)
    }
    self.standardsByShortcut = standards
    var words: [String: TitleWords] = [:]
    for standard in standardShortcuts where words[standard.action] == nil {
      words[standard.action] = TitleWords(standard.action)
    }
    self.actionWords = words
  }

  /// The shortcut as it is pressed on the reference layout: Shift written with a key's character
  /// is folded into the key's upper character (`Shift-Command-/` and `Shift-Command-?` are both
  /// `Command-?`).
  ///
  /// Letters, digits (Apple writes `Shift-Command-3`), named and physical keys, and characters the
  /// reference layout has on no two-character key are returned unchanged.
  /// - Complexity: O(1).
  public func folded(_ shortcut: Shortcut) -> Shortcut {
    Self.folded(shortcut, keys: keysByCharacter)
  }

  /// The two-character key that types `character` unshifted or with Shift on the reference layout.
  ///
  /// A key with `character` as its upper character comes first: on a PC US keyboard `<` is the
  /// upper character of `,`, not the lower one of the extra ISO key.
  /// - Complexity: O(1).
  public func twoCharacterKey(typing character: Character) -> TwoCharacterKey? {
    keysByCharacter[character]
  }

  /// The standard shortcuts pressed like `shortcut` on the reference layout.
  ///
  /// The list is empty when `shortcut` is not a standard shortcut, and has two entries for a
  /// shortcut with two standard actions (Command-I).
  /// - Complexity: O(1).
  public func standardShortcuts(matching shortcut: Shortcut) -> [StandardShortcut] {
    standardsByShortcut[folded(shortcut)] ?? []
  }

  static func folded(_ shortcut: Shortcut, keys: [Character: TwoCharacterKey]) -> Shortcut {
    guard shortcut.modifiers.contains(.shift), case .character(let character) = shortcut.trigger,
      !character.isLetter, !(character.isASCII && character.isNumber), let key = keys[character]
    else { return shortcut }
    return Shortcut(.character(key.shifted), modifiers: shortcut.modifiers.subtracting(.shift))
  }
}

/// A key that types one character unshifted and another with Shift, neither a letter: `/` and `?`
/// on a US keyboard.
///
/// Apple's Human Interface Guidelines write a shortcut on such a key's upper character without
/// Shift (`Command-?`, not `Shift-Command-/`).
public struct TwoCharacterKey: Sendable, Hashable, CustomStringConvertible {
  /// The character the key types without modifiers, such as `/`.
  public let unshifted: Character
  /// The character the key types with Shift, such as `?`.
  public let shifted: Character

  /// Creates a key from its two characters.
  public init(unshifted: Character, shifted: Character) {
    self.unshifted = unshifted
    self.shifted = shifted
  }

  /// Both characters, unshifted first: `/?`.
  public var description: String { "\(unshifted)\(shifted)" }

  /// The two-character keys of a layout's first group, in keyboard order: main keys whose
  /// unshifted and Shift levels type two different characters, neither a letter nor a dead key.
  /// - Complexity: O(*n*) in the number of levels of the layout.
  public static func keys(of layout: Layout) -> [TwoCharacterKey] {
    layout.keys.compactMap { entry in
      guard entry.group == 1, entry.key.isMain,
        let lower = entry.levels.first(where: { $0.modifiers.isEmpty }),
        let upper = entry.levels.first(where: { $0.modifiers == .shift }),
        !lower.isDead, !upper.isDead,
        let unshifted = lower.character, let shifted = upper.character,
        unshifted != shifted, !unshifted.isLetter, !shifted.isLetter
      else { return nil }
      return TwoCharacterKey(unshifted: unshifted, shifted: shifted)
    }
  }

  /// The two-character keys of the US (Macintosh) layout, xkeyboard-config's `us(mac)`, read
  /// from the US reference table compiled into kbloc (``Layout/usReference(for:)``), which a test
  /// keeps equal to libxkbcommon's.
  ///
  /// Used when no reference layout is given.
  public static let usMac: [TwoCharacterKey] = keys(of: Layout.usReference(for: .mac))
}
