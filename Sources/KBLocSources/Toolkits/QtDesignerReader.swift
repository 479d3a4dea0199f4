import KBLoc

/// Reads the shortcuts of a Qt Designer form (`.ui`): the `shortcut` property of an `<action>` or
/// a `<widget>`.
///
/// - The shortcut is Qt's portable text (`Ctrl+Shift+Z`, `Alt+Left`, `Del`, `PgUp`). Qt's `Ctrl` is
///   ⌘ on macOS and Control elsewhere, which is kbloc's `Command` (docs/vocabulary.md); Qt's `Meta`
///   is Control on macOS, kbloc's `Control`.
/// - Keys separated by `, ` are one key sequence, a chord, read as every reader reads one
///   (``SourceReading/add(_:chord:id:title:position:entryPosition:extra:)``).
/// - The id is the element's `name`, the title its `text` without `&` mnemonics.
/// - Names are read in ``KeyNotation/qtKeySequence``; a key or modifier kbloc does not know is a
///   note, never a guess.
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
    reading.add(
      value.text.split(separator: ", ").map { (shortcut(String($0)), value.position) }, chord: value.text,
      id: element["name"] ?? value.text,
      title: property("text", of: element).map { $0.text.removingMnemonics(marked: "&") }, position: value.position,
      entryPosition: element.position)
  }

  /// The shortcut one key of Qt's portable text (`Ctrl+Shift+Z`, `Ctrl++`) names, or why not.
  static func shortcut(_ stroke: String) -> StrokeReading {
    var rest = Substring(stroke)
    var words: [Substring] = []
    while let plus = rest.dropFirst().firstIndex(of: "+") {
      words.append(rest[..<plus])
      rest = rest[rest.index(after: plus)...]
    }
    return KeyNotation.qtKeySequence.stroke(modifiers: words, key: rest) {
      .unreadableKeys("'\($0)' in the shortcut '\(stroke)' is not a modifier")
    }
  }
}
