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
  /// Qt's portable text: `Ctrl` (⌘ on macOS, Control elsewhere: kbloc's Command,
  /// docs/vocabulary.md), `Meta` (Control), then `Backspace`, `PgUp` or any one character; case
  /// does not matter.
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
  /// Electron's `Accelerator` text: `CommandOrControl` (kbloc's Command), `Control`, `Alt`,
  /// `Shift`, then a key name (`Plus`, `PageUp`, `F5`) or one printable ASCII character; case does
  /// not matter. `Command`, `Cmd`, `Super` and `Meta` are ⌘ on macOS and the Windows or Super key
  /// elsewhere (``superKeyNameTable``).
  case electronAccelerator
  /// VS Code's keybinding text: `ctrl`, `shift`, `alt`, `cmd` (also `meta` and `win`: ⌘ on macOS,
  /// the Windows or Super key elsewhere), then a key name (`escape`, `pageup`, `f5`), a letter, a
  /// digit or one of the US keyboard's punctuation keys; case does not matter.
  case vscode
  /// The key equivalents of `NSUserKeyEquivalents`: `@` (⌘), `$` (⇧), `~` (⌥), `^` (⌃) and `#`
  /// (the numeric keypad), then one character, a control character or AppKit's private-use
  /// function keys (U+F700…) standing for the keys they name.
  case userKeyEquivalent
  /// Hotkey tables an app ships (JSON or YAML entries naming a key and modifiers,
  /// ``HotkeyTableReader``): `command`/`cmd`, `control`/`ctrl`, `option`/`opt`/`alt`, `shift` or
  /// their symbols, then a key as VS Code names it (`space`, `enter`, `left`, `f5`, a letter, a
  /// digit, US punctuation) or `return`, `esc`; case does not matter.
  case hotkeyTable
  /// The key names of web editors' keymaps — CodeMirror's `KeyBinding` and ProseMirror's
  /// `keymap`, which TipTap uses — and the `KeyboardEvent.key` values a DOM key listener tests:
  /// `Mod` (⌘ on macOS, Control elsewhere: kbloc's Command), `Ctrl` (also `Control`, `c`), `Alt`
  /// (`a`), `Shift` (`s`), `Cmd`, `Meta` and `m` (⌘ on macOS, the Windows or Super key
  /// elsewhere), in any case; then a key value in its case (`ArrowUp`, `Backspace`, `Enter`,
  /// `Space`, `F5`) or one character.
  case webKey
  /// Mousetrap's key names: `mod` (kbloc's Command), `ctrl`, `alt` (also `option`), `shift`,
  /// `meta` and `command` (⌘ on macOS, the Windows or Super key elsewhere), then `enter`,
  /// `backspace`, `del`, `esc`, `pageup`, `left`, `f1`… or one character; case matters.
  case mousetrap
  /// hotkeys-js's key names: `ctrl` (also `control`, `⌃`), `alt` (`option`, `⌥`), `shift` (`⇧`),
  /// `cmd`, `command`, `meta` and `⌘` (⌘ on macOS, the Windows or Super key elsewhere), then
  /// `enter`, `backspace`, `delete`, `esc`, `pageup`, `arrowleft`, `f1`… or one character; case
  /// does not matter.
  case hotkeys
  /// Monaco's `KeyMod` and `KeyCode` members: `CtrlCmd` (kbloc's Command), `Shift`, `Alt`,
  /// `WinCtrl` (Control on macOS, the Windows key elsewhere), then `Enter`, `Backspace`,
  /// `UpArrow`, `F5`, `Semicolon` (and the older `US_SEMICOLON`); `KeyA` and `Digit1` are read by
  /// the Monaco reader.
  case monaco

  /// Whether key names are read whatever their case (`Del`, `DEL`).
  var keyNamesIgnoreCase: Bool {
    self == .javaKeyStroke || self == .qtKeySequence || self == .electronAccelerator || self == .vscode
      || self == .hotkeyTable
      || self == .hotkeys
  }

  /// Whether modifier names are read whatever their case (`<control>`, `<Control>`).
  var modifierNamesIgnoreCase: Bool { keyNamesIgnoreCase || self == .gtkAccelerator || self == .webKey }

  /// Whether `character`, written alone, names its own key: any character in Qt's text, in key
  /// equivalents, in web key names and in Mousetrap's, any printable ASCII character in
  /// Electron's and hotkeys-js's, ASCII letters and digits in Java's, GDK's and Monaco's names
  /// (the others have names there: `SLASH`, `slash`, `Semicolon`) and, in VS Code's, the US
  /// keyboard's punctuation keys too; none where keys are constants.
  func namesItself(_ character: Character) -> Bool {
    let letterOrDigit = character.isASCII && (character.isLetter || character.isNumber)
    switch self {
    case .qtKeySequence, .userKeyEquivalent, .webKey, .mousetrap: return true
    case .hotkeys: return character.asciiValue.map { (0x21...0x7E).contains($0) } ?? false
    case .electronAccelerator: return character.asciiValue.map { (0x21...0x7E).contains($0) } ?? false
    case .vscode: return letterOrDigit || Self.vscodePunctuation.contains(character)
    case .javaKeyStroke, .gtkAccelerator, .monaco: return letterOrDigit
    default: return false
    }
  }

  /// The punctuation keys of a US keyboard, which VS Code names by their unshifted character.
  static let vscodePunctuation: Set<Character> = [";", "=", ",", "-", ".", "/", "`", "[", "\\", "]", "'"]

  /// The key `name` names in this notation, or `nil` when it names none.
  /// - Complexity: O(1) beside the length of `name`.
  func key(named name: some StringProtocol) -> Shortcut.Trigger? {
    // VS Code's scan codes: `[KeyA]` is the key in KeyA's place, a W3C code in any case.
    if self == .vscode, name.count > 2, name.first == "[", name.last == "]" {
      return Self.keysByLowercasedCode[name.dropFirst().dropLast().lowercased()].map { .physical($0) }
    }
    if name.count == 1, let character = name.first, namesItself(character) {
      // A key equivalent's control characters are the keys that type them (Esc, Return…).
      return self == .userKeyEquivalent ? KeyEquivalent.trigger(for: character) : .character(character)
    }
    let found = Self.keyLookup[self]?[keyNamesIgnoreCase ? name.lowercased() : String(name)]
    // A hotkey table names keys as VS Code does, with a few more names of its own.
    if found == nil, self == .hotkeyTable { return Self.vscode.key(named: name) }
    return found
  }

  /// What `name` names among this notation's modifiers: the modifier, `.some(nil)` for one with
  /// no place in a shortcut (Caps Lock, Fn), or `nil` when it names none.
  /// - Complexity: O(1) beside the length of `name`.
  func modifier(named name: some StringProtocol) -> Modifiers?? {
    Self.modifierLookup[self]?[modifierNamesIgnoreCase ? name.lowercased() : String(name)]
  }

  /// Whether `name` is ⌘ on macOS but the Windows or Super key on Windows and Linux
  /// (``superKeyNameTable``).
  func namesSuperKey(_ name: some StringProtocol) -> Bool {
    Self.superKeyLookup[self]?.contains(modifierNamesIgnoreCase ? name.lowercased() : String(name)) ?? false
  }

  /// Reads the modifier words and key name of one keystroke.
  /// - Parameters:
  ///   - words: The modifier words, as written.
  ///   - key: The key name, as written.
  ///   - keyNotation: The notation of the key name, when it is not this one (a GtkBuilder
  ///     `<accelerator>` gives GDK masks and a GDK key name).
  ///   - platform: The platform the keystroke is read for, where names mean different keys on
  ///     each (``superKeyNameTable``); `nil` reads them as on macOS.
  ///   - unknownModifier: The reason a word that names no modifier is not read.
  /// - Returns: The shortcut, or why there is none: the first word that names no modifier, or one
  ///   with no place in a shortcut, or a key the notation does not name.
  func stroke<Word: StringProtocol>(
    modifiers words: [Word], key: some StringProtocol, keyNotation: KeyNotation? = nil, on platform: Platform? = nil,
    unknownModifier: (Word) -> UnreadDeclaration.Reason
  ) -> StrokeReading {
    var modifiers: Modifiers = []
    for word in words {
      if platform == .pc, namesSuperKey(word) { return .notRead(.superKey(String(word))) }
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

  /// The catalog's keys by their W3C code, lowercased.
  private static let keysByLowercasedCode: [String: Key] = Dictionary(
    Key.catalog.compactMap { key in key.code.map { ($0.lowercased(), key) } }, uniquingKeysWith: { first, _ in first })

  /// Each notation's names of the Windows or Super key, folded as it compares them.
  private static let superKeyLookup: [KeyNotation: Set<String>] = superKeyNameTable.reduce(into: [:]) {
    lookup, row in
    lookup[row.key] = Set(row.value.map { row.key.modifierNamesIgnoreCase ? $0.lowercased() : $0 })
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
      self = .notRead(.unreadableKeys(ShortcutFileError.lowercasingFirstWord(error.message)))
    }
  }
}
