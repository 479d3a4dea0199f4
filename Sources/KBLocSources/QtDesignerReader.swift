import KBLoc

/// Reads the shortcuts of a Qt Designer form (`.ui`): the `shortcut` property of an `<action>` or
/// a `<widget>`.
///
/// - The shortcut is Qt's portable text (`Ctrl+Shift+Z`, `Alt+Left`, `Del`, `PgUp`). Qt's `Ctrl`
///   is ⌘ on macOS and Control elsewhere, which is kbloc's `Command` (DESIGN §3); Qt's `Meta` is
///   Control on macOS, kbloc's `Control`.
/// - Keys separated by `, ` are one key sequence, a chord, read as the VS Code reader reads one.
/// - The id is the element's `name`, the title its `text` without `&` mnemonics.
/// - A key or modifier kbloc does not know is a note, never a guess.
enum QtDesignerReader {
  /// Reads the form `text`.
  /// - Throws: ``SourceReadError`` at the XML reader's position for text that is not XML.
  /// - Complexity: O(*n*) in the length of `text`.
  static func read(_ text: String, file: String) throws(SourceReadError) -> SourceReading {
    let tree = try XMLTree.reading(text, file: file)
    var reading = SourceReading(file: file, format: .qt)
    visit(tree.root, into: &reading)
    return reading
  }

  static func visit(_ element: XMLTree.Element, into reading: inout SourceReading) {
    if element.name == "action" || element.name == "widget" { read(element, into: &reading) }
    for child in element.children { visit(child, into: &reading) }
  }

  /// The value of `element`'s property `name`: its `<string>`.
  static func property(_ name: String, of element: XMLTree.Element) -> XMLTree.Element? {
    element.children(named: "property").first { $0["name"] == name }?.firstChild(named: "string")
  }

  /// The shortcut of one action or widget, if it has one.
  static func read(_ element: XMLTree.Element, into reading: inout SourceReading) {
    guard let value = property("shortcut", of: element), !value.text.isEmpty else { return }
    let id = element["name"] ?? value.text
    var shortcuts: [Shortcut] = []
    for stroke in value.text.split(separator: ", ") {
      switch shortcut(String(stroke)) {
      case .read(let shortcut): shortcuts.append(shortcut)
      case .notRead(let reason):
        reading.unread.append(UnreadDeclaration(file: reading.file, position: value.position, reason: reason))
        return
      }
    }
    reading.definitions += ShortcutDefinition.strokes(
      shortcuts, chord: value.text, id: id,
      title: property("text", of: element).map { $0.text.removingMnemonics(marked: "&") },
      position: value.position, entryPosition: element.position)
  }

  /// Qt's modifier names; `nil` marks those with no place in a shortcut (`Num`, the keypad).
  static let modifiers: [String: Modifiers?] = [
    "ctrl": .command, "shift": .shift, "alt": .option, "meta": .control, "num": nil,
  ]

  /// Qt's key names, lowercased, other than one character and `F1`…`F20`.
  static let keys: [String: NamedKey] = [
    "del": .forwardDelete, "delete": .forwardDelete, "backspace": .delete, "return": .return, "enter": .return,
    "esc": .escape, "escape": .escape, "tab": .tab, "space": .space, "home": .home, "end": .end,
    "pgup": .pageUp, "pageup": .pageUp, "pgdown": .pageDown, "pagedown": .pageDown, "left": .leftArrow,
    "right": .rightArrow, "up": .upArrow, "down": .downArrow,
  ]

  /// The shortcut one key of Qt's portable text (`Ctrl+Shift+Z`, `Ctrl++`) names, or why not.
  static func shortcut(_ stroke: String) -> StrokeReading {
    var rest = Substring(stroke)
    var modifiers: Modifiers = []
    while let plus = rest.dropFirst().firstIndex(of: "+") {
      let word = rest[..<plus]
      guard let known = Self.modifiers[word.lowercased()] else {
        return .notRead(.unreadableKeys("'\(word)' in the shortcut '\(stroke)' is not a modifier"))
      }
      guard let modifier = known else { return .notRead(.unsupportedModifier(String(word))) }
      modifiers.formUnion(modifier)
      rest = rest[rest.index(after: plus)...]
    }
    let name = rest.lowercased()
    if rest.count == 1, let character = rest.first {
      return .read(Shortcut(.character(character), modifiers: modifiers))
    }
    if name.hasPrefix("f"), let number = Int(name.dropFirst()), NamedKey.functionKeyNumbers.contains(number) {
      return .read(Shortcut(.named(.function(number)), modifiers: modifiers))
    }
    guard let key = keys[name] else { return .notRead(.unknownKey(String(rest))) }
    return .read(Shortcut(.named(key), modifiers: modifiers))
  }
}
