import KBLoc

/// Reads a JetBrains keymap: `<keymap><action id="…"><keyboard-shortcut first-keystroke="ctrl shift N"/></action></keymap>`.
///
/// - A keystroke is Java's `KeyStroke` text: modifier words (`ctrl`, `shift`, `alt`, `meta`, which
///   is ⌘ in the macOS keymaps) then a `KeyEvent` key name (`N`, `F5`, `ENTER`, `BACK_SPACE`,
///   `OPEN_BRACKET`…).
/// - A `second-keystroke` makes a chord, read as the VS Code reader reads one: one definition per
///   stroke, the whole chord in `extra["chord"]`.
/// - The id is the action id; `<mouse-shortcut>` is ignored. A key or modifier word kbloc does not
///   know is a note, never a guess.
enum JetBrainsKeymapReader {
  /// Reads the keymap `text`.
  /// - Throws: ``SourceReadError`` at the XML reader's position for text that is not XML.
  /// - Complexity: O(*n*) in the length of `text`.
  static func read(_ text: String, file: String) throws(SourceReadError) -> SourceReading {
    let tree = try XMLTree.reading(text, file: file)
    var definitions: [ShortcutDefinition] = []
    var unread: [UnreadDeclaration] = []
    for action in tree.root.children(named: "action") {
      guard let id = action["id"] else { continue }
      for shortcut in action.children(named: "keyboard-shortcut") {
        guard let first = shortcut.attribute("first-keystroke") else { continue }
        let strokes = [first] + (shortcut.attribute("second-keystroke").map { [$0] } ?? [])
        var shortcuts: [Shortcut] = []
        for stroke in strokes {
          switch Self.shortcut(stroke.value) {
          case .read(let read): shortcuts.append(read)
          case .notRead(let reason):
            unread.append(UnreadDeclaration(file: file, position: stroke.valuePosition, reason: reason))
          }
        }
        guard shortcuts.count == strokes.count else { continue }
        definitions += ShortcutDefinition.strokes(
          shortcuts, chord: strokes.map(\.value).joined(separator: ", "), id: id, title: nil,
          position: first.valuePosition, entryPosition: shortcut.position)
      }
    }
    return SourceReading(file: file, format: .jetbrains, definitions: definitions, unread: unread)
  }

  /// Java's modifier words; `nil` marks those with no place in a shortcut.
  static let modifiers: [String: Modifiers?] = [
    "ctrl": .control, "control": .control, "shift": .shift, "alt": .option, "meta": .command, "altgraph": nil,
  ]

  /// `KeyEvent` names other than letters, digits and `F1`…`F20`.
  static let keys: [String: Shortcut.Trigger] = [
    "ENTER": .named(.return), "BACK_SPACE": .named(.delete), "DELETE": .named(.forwardDelete),
    "ESCAPE": .named(.escape), "TAB": .named(.tab), "SPACE": .named(.space), "HOME": .named(.home),
    "END": .named(.end), "PAGE_UP": .named(.pageUp), "PAGE_DOWN": .named(.pageDown), "LEFT": .named(.leftArrow),
    "RIGHT": .named(.rightArrow), "UP": .named(.upArrow), "DOWN": .named(.downArrow),
    "OPEN_BRACKET": .character("["), "CLOSE_BRACKET": .character("]"), "SLASH": .character("/"),
    "BACK_SLASH": .character("\\"), "COMMA": .character(","), "PERIOD": .character("."),
    "SEMICOLON": .character(";"), "QUOTE": .character("'"), "MINUS": .character("-"), "EQUALS": .character("="),
    "BACK_QUOTE": .character("`"), "PLUS": .character("+"),
  ]

  /// The shortcut a keystroke (`ctrl shift N`) names, or why it is not read.
  static func shortcut(_ stroke: String) -> StrokeReading {
    var words = stroke.split(separator: " ").map(String.init)
    guard let key = words.popLast() else { return .notRead(.unreadableKeys("the keystroke is empty")) }
    var modifiers: Modifiers = []
    for word in words {
      guard let known = Self.modifiers[word.lowercased()] else {
        return .notRead(.unreadableKeys("'\(word)' in the keystroke '\(stroke)' is not a modifier"))
      }
      guard let modifier = known else { return .notRead(.unsupportedModifier(word)) }
      modifiers.formUnion(modifier)
    }
    guard let trigger = Self.trigger(key.uppercased()) else { return .notRead(.unknownKey(key)) }
    return .read(Shortcut(trigger, modifiers: modifiers))
  }

  /// The key a `KeyEvent` name names: a letter or digit, `F1`…`F20`, or one of ``keys``.
  static func trigger(_ name: String) -> Shortcut.Trigger? {
    if name.count == 1, let character = name.first, character.isASCII, character.isLetter || character.isNumber {
      return .character(character)
    }
    if name.hasPrefix("F"), let number = Int(name.dropFirst()), NamedKey.functionKeyNumbers.contains(number) {
      return .named(.function(number))
    }
    return keys[name]
  }
}
