import KBLoc

/// Reads the shortcuts of a GtkBuilder file (`.ui` with an `<interface>` root).
///
/// - `<accelerator key="s" modifiers="GDK_CONTROL_MASK | GDK_SHIFT_MASK"/>` inside an
///   `<object id="…">`: the id is the object's, the title its `label` property.
/// - A GMenu `<item>` with an `accel` attribute (`<Primary><Shift>z`): the id is its `action`, the
///   title its `label`. `<Primary>` is Control on Linux and ⌘ on macOS, kbloc's `Command`
///   (DESIGN §3).
/// - Keys are GDK key names (`s`, `Delete`, `BackSpace`, `Return`, `F5`, `bracketleft`…); a key or
///   modifier kbloc does not know, `<Super>` and `<Meta>` among them, is a note, never a guess.
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
      let label = object.children(named: "property").first { $0["name"] == "label" }?.text
      var modifiers: Modifiers = []
      for name in (element["modifiers"] ?? "").split(separator: "|") {
        let mask = name.trimmingSpaces
        guard !mask.isEmpty else { continue }
        guard let modifier = masks[mask] ?? nil else {
          reading.unread.append(
            UnreadDeclaration(file: reading.file, position: element.position, reason: .unsupportedModifier(mask)))
          return
        }
        modifiers.formUnion(modifier)
      }
      add(
        key.value, modifiers: modifiers, id: object["id"] ?? key.value, title: label, position: key.valuePosition,
        entry: element.position, into: &reading)
    } else if element.name == "item" {
      readMenuItem(element, into: &reading)
    }
    for child in element.children { visit(child, object: object, into: &reading) }
  }

  /// A GMenu item's attribute, written as an XML attribute or an `<attribute name="…">` child.
  static func menuAttribute(_ name: String, of item: XMLTree.Element) -> (text: String, position: SourcePosition)? {
    if let attribute = item.attribute(name) { return (attribute.value, attribute.valuePosition) }
    return item.children(named: "attribute").first { $0["name"] == name }.map { ($0.text, $0.position) }
  }

  static func readMenuItem(_ item: XMLTree.Element, into reading: inout SourceReading) {
    guard let accel = menuAttribute("accel", of: item), !accel.text.isEmpty else { return }
    var rest = Substring(accel.text.trimmingSpaces)
    var modifiers: Modifiers = []
    while rest.first == "<", let close = rest.firstIndex(of: ">") {
      let name = rest[rest.index(after: rest.startIndex)..<close]
      guard let modifier = angleModifiers[name.lowercased()] ?? nil else {
        reading.unread.append(
          UnreadDeclaration(file: reading.file, position: accel.position, reason: .unsupportedModifier(String(name))))
        return
      }
      modifiers.formUnion(modifier)
      rest = rest[rest.index(after: close)...]
    }
    add(
      String(rest), modifiers: modifiers, id: menuAttribute("action", of: item)?.text ?? accel.text,
      title: menuAttribute("label", of: item)?.text, position: accel.position, entry: item.position, into: &reading)
  }

  static func add(
    _ keyName: String, modifiers: Modifiers, id: String, title: String?, position: SourcePosition,
    entry: SourcePosition, into reading: inout SourceReading
  ) {
    guard let trigger = trigger(keyName) else {
      reading.unread.append(UnreadDeclaration(file: reading.file, position: position, reason: .unknownKey(keyName)))
      return
    }
    reading.definitions.append(
      ShortcutDefinition(
        id: id, shortcut: Shortcut(trigger, modifiers: modifiers), title: title?.removingMnemonics(marked: "_"),
        position: position, entryPosition: entry))
  }

  /// GDK's modifier masks; `nil` marks those with no place in a shortcut.
  static let masks: [String: Modifiers?] = [
    "GDK_CONTROL_MASK": .control, "GDK_SHIFT_MASK": .shift, "GDK_ALT_MASK": .option, "GDK_MOD1_MASK": .option,
    "GDK_SUPER_MASK": nil, "GDK_META_MASK": nil, "GDK_HYPER_MASK": nil, "GDK_LOCK_MASK": nil,
  ]

  /// GTK's accelerator modifiers, lowercased, as `gtk_accelerator_parse` reads them.
  static let angleModifiers: [String: Modifiers?] = [
    "primary": .command, "control": .control, "ctrl": .control, "ctl": .control, "shift": .shift,
    "shft": .shift, "alt": .option, "mod1": .option, "super": nil, "meta": nil, "hyper": nil, "release": nil,
  ]

  /// GDK key names other than letters, digits and `F1`…`F20`.
  static let keys: [String: Shortcut.Trigger] = [
    "Delete": .named(.forwardDelete), "BackSpace": .named(.delete), "Return": .named(.return),
    "Escape": .named(.escape), "Tab": .named(.tab), "space": .named(.space), "Home": .named(.home),
    "End": .named(.end), "Page_Up": .named(.pageUp), "Prior": .named(.pageUp), "Page_Down": .named(.pageDown),
    "Next": .named(.pageDown), "Left": .named(.leftArrow), "Right": .named(.rightArrow), "Up": .named(.upArrow),
    "Down": .named(.downArrow), "bracketleft": .character("["), "bracketright": .character("]"),
    "braceleft": .character("{"), "braceright": .character("}"), "parenleft": .character("("),
    "parenright": .character(")"), "slash": .character("/"), "backslash": .character("\\"),
    "plus": .character("+"), "minus": .character("-"), "equal": .character("="), "comma": .character(","),
    "period": .character("."), "semicolon": .character(";"), "colon": .character(":"),
    "apostrophe": .character("'"), "quotedbl": .character("\""), "grave": .character("`"),
    "asciitilde": .character("~"), "less": .character("<"), "greater": .character(">"),
    "question": .character("?"), "exclam": .character("!"), "at": .character("@"), "numbersign": .character("#"),
    "dollar": .character("$"), "percent": .character("%"), "asciicircum": .character("^"),
    "ampersand": .character("&"), "asterisk": .character("*"), "underscore": .character("_"),
    "bar": .character("|"),
  ]

  /// The key a GDK key name names: an ASCII letter or digit, `F1`…`F20`, or one of ``keys``.
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

extension StringProtocol {
  /// The text without the spaces, tabs and line breaks at its ends.
  var trimmingSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
