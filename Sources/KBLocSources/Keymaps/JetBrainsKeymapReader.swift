import KBLoc

/// Reads a JetBrains keymap: `<keymap><action id="…"><keyboard-shortcut first-keystroke="ctrl shift N"/></action></keymap>`.
///
/// - A keystroke is Java's `KeyStroke` text: modifier words (`ctrl`, `shift`, `alt`, `meta`, which
///   is ⌘ in the macOS keymaps) then a `KeyEvent` key name (`N`, `F5`, `ENTER`, `BACK_SPACE`,
///   `OPEN_BRACKET`…).
/// - A `second-keystroke` makes a chord, read as every reader reads one
///   (``SourceReading/add(_:chord:id:title:position:entryPosition:extra:)``).
/// - The id is the action id; `<mouse-shortcut>` is ignored. Names are read in
///   ``KeyNotation/javaKeyStroke``; a key or modifier word kbloc does not know is a note, never a
///   guess.
enum JetBrainsKeymapReader {
  /// Reads the keymap `text`.
  /// - Throws: ``SourceReadError`` at the XML reader's position for text that is not XML.
  /// - Complexity: O(*n*) in the length of `text`.
  static func read(_ text: String, file: String) throws(SourceReadError) -> SourceReading {
    let tree = try XMLTree.reading(text, file: file)
    var reading = SourceReading(file: file, format: .jetbrains)
    for action in tree.root.children(named: "action") {
      guard let id = action["id"] else { continue }
      for shortcut in action.children(named: "keyboard-shortcut") {
        guard let first = shortcut.attribute("first-keystroke") else { continue }
        let strokes = [first] + (shortcut.attribute("second-keystroke").map { [$0] } ?? [])
        reading.add(
          strokes.map { (Self.shortcut($0.value), $0.valuePosition) },
          chord: strokes.map(\.value).joined(separator: ", "),
          id: id, title: nil, position: first.valuePosition, entryPosition: shortcut.position,
          scope: ShortcutScope(context: .anywhere, element: .binding), action: id, separator: ", ")
      }
    }
    return reading
  }

  /// The shortcut a keystroke (`ctrl shift N`) names, or why it is not read.
  static func shortcut(_ stroke: String) -> StrokeReading {
    var words = stroke.split(separator: " ")
    guard let key = words.popLast() else { return .notRead(.unreadableKeys("the keystroke is empty")) }
    return KeyNotation.javaKeyStroke.stroke(modifiers: words, key: key) {
      .unreadableKeys("'\($0)' in the keystroke '\(stroke)' is not a modifier")
    }
  }
}
