/// A key that a shortcut names rather than types: arrows, Tab, Esc, Space, Return, Delete, the
/// navigation keys and the function keys.
///
/// Named keys sit in the same place on every layout, so translation leaves them unchanged. Each
/// one has the name Apple's Human Interface Guidelines write (`Left Arrow`, `Forward Delete`), the
/// symbol macOS menus show (`←`, `⌦`), the name VS Code and Electron write (`left`, `delete`) and
/// its physical ``Key``.
///
/// ```swift
/// NamedKey.leftArrow.name      // "Left Arrow"
/// NamedKey.leftArrow.symbol    // "←"
/// NamedKey.delete.webName      // "backspace"
/// NamedKey.function(2).key     // FK02
/// ```
public enum NamedKey: Hashable, Sendable, CustomStringConvertible {
  /// Left Arrow (←).
  case leftArrow
  /// Right Arrow (→).
  case rightArrow
  /// Up Arrow (↑).
  case upArrow
  /// Down Arrow (↓).
  case downArrow
  /// Tab (⇥).
  case tab
  /// Esc (⎋), written `Escape` by VS Code and Electron.
  case escape
  /// The space bar.
  case space
  /// Return (↩), written `Enter` by VS Code, Electron and PC keyboards.
  case `return`
  /// Delete (⌫), the key that deletes backwards: Apple's `Delete` is the PC's `Backspace`.
  case delete
  /// Forward Delete (⌦), the PC's `Delete` (`Del`).
  case forwardDelete
  /// Home (↖).
  case home
  /// End (↘).
  case end
  /// Page Up (⇞).
  case pageUp
  /// Page Down (⇟).
  case pageDown
  /// A function key, `F1` to `F20` (the keys Mac keyboards and macOS have).
  ///
  /// Only numbers in ``NamedKey/functionKeyNumbers`` name a key; the parser accepts no others.
  case function(Int)

  /// The function key numbers a shortcut can use: 1 to 20.
  public static let functionKeyNumbers: ClosedRange<Int> = 1...20

  /// Every named key: the arrows, Tab, Esc, Space, Return, Delete, Forward Delete, Home, End,
  /// Page Up, Page Down, then F1 to F20.
  public static let all: [NamedKey] =
    [
      .leftArrow, .rightArrow, .upArrow, .downArrow, .tab, .escape, .space, .return, .delete,
      .forwardDelete, .home, .end, .pageUp, .pageDown,
    ] + functionKeyNumbers.map { NamedKey.function($0) }

  /// The name Apple's Human Interface Guidelines write, such as `Left Arrow`, `Esc` or `F2`.
  public var name: String {
    switch self {
    case .leftArrow: return "Left Arrow"
    case .rightArrow: return "Right Arrow"
    case .upArrow: return "Up Arrow"
    case .downArrow: return "Down Arrow"
    case .tab: return "Tab"
    case .escape: return "Esc"
    case .space: return "Space"
    case .return: return "Return"
    case .delete: return "Delete"
    case .forwardDelete: return "Forward Delete"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "Page Up"
    case .pageDown: return "Page Down"
    case .function(let number): return "F\(number)"
    }
  }

  /// The symbol macOS menus show, such as `←` or `⌫`; `Space` and `F2` are shown as words.
  public var symbol: String {
    switch self {
    case .leftArrow: return "←"
    case .rightArrow: return "→"
    case .upArrow: return "↑"
    case .downArrow: return "↓"
    case .tab: return "⇥"
    case .escape: return "⎋"
    case .space: return "Space"
    case .return: return "↩"
    case .delete: return "⌫"
    case .forwardDelete: return "⌦"
    case .home: return "↖"
    case .end: return "↘"
    case .pageUp: return "⇞"
    case .pageDown: return "⇟"
    case .function(let number): return "F\(number)"
    }
  }

  /// The name VS Code's `keybindings.json` and Electron accelerators write, such as `left`,
  /// `backspace` (Delete, ⌫), `delete` (Forward Delete, ⌦) or `f2`.
  public var webName: String {
    switch self {
    case .leftArrow: return "left"
    case .rightArrow: return "right"
    case .upArrow: return "up"
    case .downArrow: return "down"
    case .tab: return "tab"
    case .escape: return "escape"
    case .space: return "space"
    case .return: return "enter"
    case .delete: return "backspace"
    case .forwardDelete: return "delete"
    case .home: return "home"
    case .end: return "end"
    case .pageUp: return "pageup"
    case .pageDown: return "pagedown"
    case .function(let number): return "f\(number)"
    }
  }

  /// The physical key, from ``Key/catalog``: `LEFT`, `TAB`, `BKSP`, `DELE`, `FK02` and so on.
  public var key: Key {
    switch self {
    case .leftArrow: return Key(name: "LEFT")
    case .rightArrow: return Key(name: "RGHT")
    case .upArrow: return Key(name: "UP")
    case .downArrow: return Key(name: "DOWN")
    case .tab: return Key(name: "TAB")
    case .escape: return Key(name: "ESC")
    case .space: return Key(name: "SPCE")
    case .return: return Key(name: "RTRN")
    case .delete: return Key(name: "BKSP")
    case .forwardDelete: return Key(name: "DELE")
    case .home: return Key(name: "HOME")
    case .end: return Key(name: "END")
    case .pageUp: return Key(name: "PGUP")
    case .pageDown: return Key(name: "PGDN")
    case .function(let number): return Key(name: number < 10 ? "FK0\(number)" : "FK\(number)")
    }
  }

  /// The HIG name, as ``name`` gives it.
  public var description: String { name }

  /// The named key on the physical `key`, or `nil` when `key` is not one of ``NamedKey/all``.
  ///
  /// ```swift
  /// NamedKey(key: Key(name: "BKSP"))   // .delete
  /// ```
  /// - Complexity: O(1).
  public init?(key: Key) {
    guard let named = NamedKey.byKey[key] else { return nil }
    self = named
  }

  private static let byKey: [Key: NamedKey] = Dictionary(
    all.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
}

extension NamedKey {
  /// The ways a named key can be written, with `delete` left out: it means Delete (⌫) in HIG words
  /// and Forward Delete (⌦) in `+`-joined web notation, so the parser decides.
  ///
  /// Keys are lowercased with spaces, `_` and `-` removed (`pageup` matches `Page Up`, `page_up`).
  static let spellings: [String: NamedKey] = {
    var table: [String: NamedKey] = [:]
    let extra: [(NamedKey, [String])] = [
      (.leftArrow, ["left", "arrowleft"]),
      (.rightArrow, ["right", "arrowright"]),
      (.upArrow, ["up", "arrowup"]),
      (.downArrow, ["down", "arrowdown"]),
      (.escape, ["escape"]),
      (.space, ["spacebar"]),
      (.return, ["enter"]),
      (.delete, ["backspace", "bksp"]),
      (.forwardDelete, ["del", "fwddelete"]),
      (.pageUp, ["pgup"]),
      (.pageDown, ["pgdn"]),
    ]
    for key in all {
      table[spelling(key.name)] = key
      table[spelling(key.webName)] = key
    }
    for (key, names) in extra {
      for name in names { table[name] = key }
    }
    table["delete"] = nil
    return table
  }()

  /// Symbols that name a key: the menu symbols and a few others people paste (`⏎`, `␣`).
  static let symbols: [Character: NamedKey] = {
    var table: [Character: NamedKey] = [:]
    for key in all where key.symbol.count == 1 {
      if let symbol = key.symbol.first { table[symbol] = key }
    }
    table["⏎"] = .return
    table["↵"] = .return
    table["␣"] = .space
    return table
  }()

  /// The form `spellings` is keyed by: lowercased, without spaces, `_` or `-`.
  static func spelling(_ text: some StringProtocol) -> String {
    String(text.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" })
  }
}
