import KBLoc

/// A way files write keys and modifiers: one column of kbloc's one table of key and modifier
/// names (``KeyNotation/keyNameTable`` and ``KeyNotation/modifierNameTable``).
///
/// A reader splits a keystroke as its format writes it (`ctrl shift N`, `Ctrl+Shift+N`,
/// `<Control><Shift>n`) and reads the parts in its notation; a new notation is a new case here
/// and a new column in the table.
///
/// ```swift
/// KeyNotation.qtKeySequence.stroke(modifiers: ["Ctrl", "Shift"], key: "PgUp") { .unknownKey(String($0)) }
/// // .read(Shift-Command-Page Up)
/// ```
enum KeyNotation: Hashable, CaseIterable, Sendable {
  /// Java's `KeyStroke` text in JetBrains keymaps: `ctrl`, `meta` (⌘ in the macOS keymaps), then
  /// a `KeyEvent` name (`BACK_SPACE`, `OPEN_BRACKET`); case does not matter.
  case javaKeyStroke
  /// Qt's portable text: `Ctrl` (⌘ on macOS, Control elsewhere: kbloc's Command, DESIGN §3),
  /// `Meta` (Control), then `Backspace`, `PgUp` or any one character; case does not matter.
  case qtKeySequence
  /// GTK accelerators: `<Primary>` (kbloc's Command), `<Control>`, `<Shift>` — in any case — then
  /// a GDK key name (`BackSpace`, `bracketleft`), whose case matters.
  case gtkAccelerator
  /// GDK's modifier masks in GtkBuilder files: `GDK_CONTROL_MASK`.
  case gdkModifierMask
  /// SwiftUI's `KeyEquivalent` constants (`.upArrow`) and `EventModifiers` (`.command`).
  case swiftUI
  /// UIKit's `UIKeyCommand.input…` constants and `UIKeyModifierFlags` (`.alternate`).
  case uiKit
  /// AppKit's Swift names: `NSEvent.ModifierFlags` (`.option`) and `NSEvent.SpecialKey`
  /// (`.upArrow`, `.deleteForward`).
  case appKit
  /// AppKit's C names, as Objective-C writes them (and Swift can): `NSEventModifierFlagOption` and
  /// the older `NSAlternateKeyMask`, the function-key characters `NSUpArrowFunctionKey`,
  /// `NSF5FunctionKey`, and `NSCarriageReturnCharacter`.
  case appKitConstants
  /// UIKit's C names, as Objective-C writes them: `UIKeyModifierAlternate`, `UIKeyInputUpArrow`.
  case uiKitConstants
  /// Interface Builder's `modifierMask` attributes (`command="YES"`).
  case interfaceBuilder

  /// Whether key names are read whatever their case (`Del`, `DEL`).
  var keyNamesIgnoreCase: Bool { self == .javaKeyStroke || self == .qtKeySequence }

  /// Whether modifier names are read whatever their case (`<control>`, `<Control>`).
  var modifierNamesIgnoreCase: Bool { keyNamesIgnoreCase || self == .gtkAccelerator }

  /// Whether `character`, written alone, names its own key: any character in Qt's text, ASCII
  /// letters and digits in Java's and GDK's names (the others have names there: `SLASH`,
  /// `slash`), none where keys are constants.
  func namesItself(_ character: Character) -> Bool {
    switch self {
    case .qtKeySequence: return true
    case .javaKeyStroke, .gtkAccelerator: return character.isASCII && (character.isLetter || character.isNumber)
    default: return false
    }
  }

  /// The key `name` names in this notation, or `nil` when it names none.
  /// - Complexity: O(1) beside the length of `name`.
  func key(named name: some StringProtocol) -> Shortcut.Trigger? {
    if name.count == 1, let character = name.first, namesItself(character) {
      return .character(character)
    }
    return Self.keyLookup[self]?[keyNamesIgnoreCase ? name.lowercased() : String(name)]
  }

  /// What `name` names among this notation's modifiers: the modifier, `.some(nil)` for one with
  /// no place in a shortcut (Caps Lock, Fn), or `nil` when it names none.
  /// - Complexity: O(1) beside the length of `name`.
  func modifier(named name: some StringProtocol) -> Modifiers?? {
    Self.modifierLookup[self]?[modifierNamesIgnoreCase ? name.lowercased() : String(name)]
  }

  /// Reads the modifier words and key name of one keystroke.
  /// - Parameters:
  ///   - words: The modifier words, as written.
  ///   - key: The key name, as written.
  ///   - keyNotation: The notation of the key name, when it is not this one (a GtkBuilder
  ///     `<accelerator>` gives GDK masks and a GDK key name).
  ///   - unknownModifier: The reason a word that names no modifier is not read.
  /// - Returns: The shortcut, or why there is none: the first word that names no modifier, or one
  ///   with no place in a shortcut, or a key the notation does not name.
  func stroke<Word: StringProtocol>(
    modifiers words: [Word], key: some StringProtocol, keyNotation: KeyNotation? = nil,
    unknownModifier: (Word) -> UnreadDeclaration.Reason
  ) -> StrokeReading {
    var modifiers: Modifiers = []
    for word in words {
      guard let known = modifier(named: word) else {
        return .notRead(unknownModifier(word))
      }
      guard let modifier = known else { return .notRead(.unsupportedModifier(String(word))) }
      modifiers.formUnion(modifier)
    }
    guard let trigger = (keyNotation ?? self).key(named: key) else { return .notRead(.unknownKey(String(key))) }
    return .read(Shortcut(trigger, modifiers: modifiers))
  }

  /// Each notation's key names, folded as it compares them, from ``keyNameTable``.
  private static let keyLookup: [KeyNotation: [String: Shortcut.Trigger]] = lookup(keyNameTable) {
    $0.keyNamesIgnoreCase
  }

  /// Each notation's modifier names, folded as it compares them, from ``modifierNameTable``.
  private static let modifierLookup: [KeyNotation: [String: Modifiers?]] = lookup(modifierNameTable) {
    $0.modifierNamesIgnoreCase
  }

  /// A table's rows as one dictionary per notation.
  private static func lookup<Value>(
    _ rows: [(Value, [KeyNotation: [String]])], ignoresCase: (KeyNotation) -> Bool
  ) -> [KeyNotation: [String: Value]] {
    var tables: [KeyNotation: [String: Value]] = [:]
    for (value, spellings) in rows {
      for (notation, names) in spellings {
        for name in names { tables[notation, default: [:]][ignoresCase(notation) ? name.lowercased() : name] = value }
      }
    }
    return tables
  }
}

/// What one keystroke written in a file says: a shortcut, or why it is not read.
enum StrokeReading: Equatable {
  case read(Shortcut)
  case notRead(UnreadDeclaration.Reason)

  /// A stroke in kbloc's own notation (`cmd+shift+p`, `Command-K`), as ``Shortcut/init(parsing:)``
  /// reads it; its message is the reason when it does not parse.
  init(parsing text: String) {
    do {
      self = .read(try Shortcut(parsing: text))
    } catch {
      self = .notRead(.unreadableKeys(ShortcutFileError.lowercased(error.message)))
    }
  }
}
