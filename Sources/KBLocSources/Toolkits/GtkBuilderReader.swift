import KBLoc

/// Reads the shortcuts of a GtkBuilder file (`.ui` with an `<interface>` root).
///
/// - `<accelerator key="s" modifiers="GDK_CONTROL_MASK | GDK_SHIFT_MASK"/>` inside an
///   `<object id="…">`: the id is the object's, the title its `label` property.
/// - A GMenu `<item>` with an `accel` attribute (`<Primary><Shift>z`): the id is its `action`, the
///   title its `label`. `<Primary>` is Control on Linux and ⌘ on macOS, kbloc's `Command`
///   (docs/vocabulary.md).
/// - A GTK 4 `<object class="GtkShortcut">` with a `trigger` property (`<Control>q`, alternatives
///   joined by `|`): the id is its `action` property.
/// - Keys are GDK key names (`s`, `Delete`, `BackSpace`, `Return`, `F5`, `bracketleft`…), read in
///   ``KeyNotation/gtkAccelerator``; a key or modifier kbloc does not know, `<Super>` and `<Meta>`
///   among them, is a note, never a guess.
enum GtkBuilderReader {
  /// Reads the file `text`.
  /// - Throws: ``SourceReadError`` at the XML reader's position for text that is not XML.
  /// - Complexity: O(*n*) in the length of `text`.
  static func read(_ text: String, file: String) throws(SourceReadError) -> SourceReading {
    let tree = try XMLTree.reading(text, file: file)
    var reading = SourceReading(file: file, format: .gtk)
    visit(tree.root, object: nil, into: &reading)
    return reading
  }

  static func visit(_ element: XMLTree.Element, object: XMLTree.Element?, into reading: inout SourceReading) {
    let object = element.name == "object" ? element : object
    if element.name == "accelerator", let object, let key = element.attribute("key") {
      add(
        shortcut(key: key.value, masks: element["modifiers"] ?? ""), written: key.value, id: object["id"] ?? key.value,
        title: property("label", of: object)?.text, position: key.valuePosition, entry: element.position,
        into: &reading)
    } else if element.name == "item", let accel = menuAttribute("accel", of: element), !accel.text.isEmpty {
      add(
        shortcut(accelerator: accel.text), written: accel.text,
        id: menuAttribute("action", of: element)?.text ?? accel.text,
        title: menuAttribute("label", of: element)?.text, position: accel.position, entry: element.position,
        into: &reading)
    } else if element.name == "object", element["class"] == "GtkShortcut",
      let trigger = property("trigger", of: element)
    {
      let action = property("action", of: element)?.text ?? trigger.text
      for alternative in trigger.text.split(separator: "|") where alternative.trimmingSpaces != "never" {
        add(
          shortcut(accelerator: String(alternative)), written: String(alternative), id: action, title: nil,
          position: trigger.position,
          entry: element.position, into: &reading)
      }
    }
    for child in element.children { visit(child, object: object, into: &reading) }
  }

  /// The `<property name="…">` of an object.
  static func property(_ name: String, of object: XMLTree.Element) -> XMLTree.Element? {
    object.children(named: "property").first { $0["name"] == name }
  }

  /// A GMenu item's attribute, written as an XML attribute or an `<attribute name="…">` child.
  static func menuAttribute(_ name: String, of item: XMLTree.Element) -> (text: String, position: SourcePosition)? {
    if let attribute = item.attribute(name) { return (attribute.value, attribute.valuePosition) }
    return item.children(named: "attribute").first { $0["name"] == name }.map { ($0.text, $0.position) }
  }

  /// The shortcut an `<accelerator key="s" modifiers="GDK_CONTROL_MASK | GDK_SHIFT_MASK">` names, or why not.
  static func shortcut(key: String, masks names: String) -> StrokeReading {
    let masks = names.split(separator: "|").map(\.trimmingSpaces).filter { !$0.isEmpty }
    return KeyNotation.gdkModifierMask.stroke(modifiers: masks, key: key, keyNotation: .gtkAccelerator) {
      .unsupportedModifier($0)
    }
  }

  /// The shortcut a GTK accelerator (`<Primary><Shift>z`) names, or why not.
  static func shortcut(accelerator: String) -> StrokeReading {
    var rest = Substring(accelerator.trimmingSpaces)
    var words: [Substring] = []
    while rest.first == "<", let close = rest.firstIndex(of: ">") {
      words.append(rest[rest.index(after: rest.startIndex)..<close])
      rest = rest[rest.index(after: close)...]
    }
    return KeyNotation.gtkAccelerator.stroke(modifiers: words, key: rest) { .unsupportedModifier(String($0)) }
  }

  /// One shortcut, or the note saying why it is not read: GTK has no chords, so each is one stroke.
  static func add(
    _ stroke: StrokeReading, written: String, id: String, title: String?, position: SourcePosition,
    entry: SourcePosition, into reading: inout SourceReading
  ) {
    reading.add(
      [(stroke, position)], chord: written, id: id, title: title?.removingMnemonics(marked: "_"), position: position,
      entryPosition: entry)
  }
}
