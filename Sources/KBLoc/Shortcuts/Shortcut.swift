/// A keyboard shortcut: modifiers held while one key is pressed.
///
/// The key is a ``Shortcut/Trigger``: a character (translated per layout), a ``NamedKey`` (the
/// same on every layout) or a physical ``Key``. A shortcut prints in the canonical words of Apple's
/// Human Interface Guidelines and in menu symbols, and parses back from either
/// (see ``Shortcut/init(parsing:)``).
///
/// Values are normalized so that one key press has one value: only Control, Option, Shift and
/// Command are kept in ``modifiers``; an ASCII letter is stored uppercase, as HIG writes it
/// (`Command-Z` means the Z key without Shift); a character that names a key (a space, a tab, a
/// menu symbol such as `←`, an AppKit function-key character such as `U+F702`) becomes that
/// ``NamedKey``.
///
/// ```swift
/// let redo = Shortcut(.character("z"), modifiers: [.shift, .command])
/// redo.description   // "Shift-Command-Z"
/// redo.symbols       // "⇧⌘Z"
/// try Shortcut(parsing: "cmd+shift+z") == redo   // true
/// ```
public struct Shortcut: Hashable, Sendable, CustomStringConvertible {
  /// What is pressed while the modifiers are held.
  public enum Trigger: Hashable, Sendable, CustomStringConvertible {
    /// A character, found on each layout wherever that layout types it.
    ///
    /// ASCII letters are uppercase (`"Z"`); other characters are as written (`"["`, `"?"`,
    /// `"1"`, `"é"`).
    case character(Character)
    /// A named key such as an arrow or a function key, in the same place on every layout.
    case named(NamedKey)
    /// A physical key, written `key:AD02` or `code:KeyW`, pressed wherever it is.
    case physical(Key)

    /// The trigger as canonical text: the character, the key's HIG name (`Left Arrow`), or
    /// `key:` and the XKB name (`key:AD02`).
    public var description: String {
      switch self {
      case .character(let character): return String(character)
      case .named(let key): return key.name
      case .physical(let key): return "key:\(key.name)"
      }
    }

    /// The trigger as a menu shows it: the character, the key's symbol (`←`), or `key:` and the
    /// XKB name.
    public var symbol: String {
      switch self {
      case .named(let key): return key.symbol
      case .character, .physical: return description
      }
    }
  }

  private var storedModifiers: Modifiers
  private var storedTrigger: Trigger

  /// The modifiers held; only ``Modifiers/shortcutModifiers`` (Control, Option, Shift, Command)
  /// are kept, others are dropped when set.
  public var modifiers: Modifiers {
    get { storedModifiers }
    set { storedModifiers = newValue.intersection(.shortcutModifiers) }
  }

  /// The key pressed, normalized when set: ASCII letters uppercase, characters that name a key
  /// (space, tab, `←`…) turned into that ``NamedKey``.
  public var trigger: Trigger {
    get { storedTrigger }
    set { storedTrigger = newValue.normalized }
  }

  /// Creates a shortcut from its key and modifiers, normalizing both.
  ///
  /// - Parameters:
  ///   - trigger: The key pressed. A lowercase ASCII letter is stored uppercase; a character that
  ///     names a key (`" "`, `"\t"`, `"←"`) becomes that named key.
  ///   - modifiers: The modifiers held; any other than Control, Option, Shift and Command is
  ///     dropped.
  public init(_ trigger: Trigger, modifiers: Modifiers = []) {
    self.storedTrigger = trigger.normalized
    self.storedModifiers = modifiers.intersection(.shortcutModifiers)
  }

  /// The canonical HIG form: modifier names in Control, Option, Shift, Command order, then the
  /// key, joined by `-` (`Shift-Command-Z`, `Option-Left Arrow`, `Command--`, `Command-key:AD02`).
  ///
  /// ``Shortcut/init(parsing:)`` reads it back to an equal value.
  public var description: String {
    Modifiers.prefixesByRawValue[Int(modifiers.rawValue & 0x3F)] + trigger.description
  }

  /// The menu form: modifier symbols in canonical order, then the key's symbol (`⇧⌘Z`, `⌥←`,
  /// `⌃F2`, `⌘Space`).
  ///
  /// ``Shortcut/init(parsing:)`` reads it back to an equal value.
  public var symbols: String {
    modifiers.symbols + trigger.symbol
  }
}

extension Modifiers {
  /// The modifiers a shortcut can hold, in canonical order: Control, Option, Shift and Command.
  public static let shortcutModifiers: Modifiers = [.control, .option, .shift, .command]
}

extension Shortcut.Trigger {
  /// The one value for this key press: ASCII letters uppercase, key-naming characters as keys.
  var normalized: Self {
    guard case .character(let character) = self else { return self }
    // Printable ASCII other than the space names no key: only lowercase letters change.
    if let ascii = character.asciiByte, ascii > 0x20, ascii < 0x7F {
      return (0x61...0x7A).contains(ascii) ? .character(Character(asciiByte: ascii - 0x20)) : self
    }
    // Nor does any character from U+0080 to U+07FF (Latin letters such as `ü`, Greek, Cyrillic).
    if character.isTwoByteScalar { return self }
    if let named = NamedKey.symbols[character] ?? Self.keyCharacters[character] {
      return .named(named)
    }
    if character.isASCII, character.isLetter {
      return .character(Character(character.uppercased()))
    }
    return self
  }

  /// Characters that stand for a named key: whitespace and control characters a key types, and
  /// the private-use characters AppKit uses for function keys (`NSUpArrowFunctionKey` = U+F700…).
  private static let keyCharacters: [Character: NamedKey] = {
    var table: [Character: NamedKey] = [
      " ": .space, "\t": .tab, "\r": .return, "\n": .return, "\r\n": .return, "\u{1B}": .escape,
      "\u{8}": .delete, "\u{7F}": .delete,
    ]
    let appKit: [(UInt32, NamedKey)] = [
      (0xF700, .upArrow), (0xF701, .downArrow), (0xF702, .leftArrow), (0xF703, .rightArrow),
      (0xF728, .forwardDelete), (0xF729, .home), (0xF72B, .end), (0xF72C, .pageUp),
      (0xF72D, .pageDown),
    ]
    let functionKeys = NamedKey.functionKeyNumbers.map { (UInt32(0xF703 + $0), NamedKey.function($0)) }
    for (value, key) in appKit + functionKeys {
      if let scalar = Unicode.Scalar(value) { table[Character(scalar)] = key }
    }
    return table
  }()
}
