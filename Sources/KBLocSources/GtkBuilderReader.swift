import KBLoc

/// Reads the shortcuts of a GtkBuilder file (`.ui` with an `<interface>` root).
///
/// - `<accelerator key="s" modifiers="GDK_CONTROL_MASK | GDK_SHIFT_MASK"/>` inside an
///   `<object id="…">`: the id is the object's, the title its `label` property.
/// - A GMenu `<item>` with an `accel` attribute (`<Primary><Shift>z`): the id is its `action`, the
///   title its `label`. `<Primary>` is Control on Linux and ⌘ on macOS, kbloc's `Command`
///   (DESIGN §3).
/// - A GTK 4 `<object class="GtkShortcut">` with a `trigger` property (`<Control>q`, alternatives
///   joined by `|`): the id is its `action` property.
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
      add(
        shortcut(key: key.value, masks: element["modifiers"] ?? ""), id: object["id"] ?? key.value,
        title: property("label", of: object)?.text, position: key.valuePosition, entry: element.position,
        into: &reading)
    } else if element.name == "item", let accel = menuAttribute("accel", of: element), !accel.text.isEmpty {
      add(
        shortcut(accelerator: accel.text), id: menuAttribute("action", of: element)?.text ?? accel.text,
        title: menuAttribute("label", of: element)?.text, position: accel.position, entry: element.position,
        into: &reading)
    } else if element.name == "object", element["class"] == "GtkShortcut",
      let trigger = property("trigger", of: element)
    {
      let action = property("action", of: element)?.text ?? trigger.text
      for alternative in trigger.text.split(separator: "|") where alternative.trimmingSpaces != "never" {
        add(
          shortcut(accelerator: String(alternative)), id: action, title: nil, position: trigger.position,
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
    var modifiers: Modifiers = []
    for name in names.split(separator: "|") {
      let mask = name.trimmingSpaces
      guard !mask.isEmpty else { continue }
      guard let modifier = masks[mask] ?? nil else { return .notRead(.unsupportedModifier(mask)) }
      modifiers.formUnion(modifier)
    }
    guard let trigger = trigger(key) else { return .notRead(.unknownKey(key)) }
    return .read(Shortcut(trigger, modifiers: modifiers))
  }

  /// The shortcut a GTK accelerator (`<Primary><Shift>z`) names, or why not.
  static func shortcut(accelerator: String) -> StrokeReading {
    var rest = Substring(accelerator.trimmingSpaces)
    var modifiers: Modifiers = []
    while rest.first == "<", let close = rest.firstIndex(of: ">") {
      let name = rest[rest.index(after: rest.startIndex)..<close]
      guard let modifier = angleModifiers[name.lowercased()] ?? nil else {
        return .notRead(.unsupportedModifier(String(name)))
      }
      modifiers.formUnion(modifier)
      rest = rest[rest.index(after: close)...]
    }
    guard let trigger = trigger(String(rest)) else { return .notRead(.unknownKey(String(rest))) }
    return .read(Shortcut(trigger, modifiers: modifiers))
  }

  static func add(
    _ stroke: StrokeReading, id: String, title: String?, position: SourcePosition, entry: SourcePosition,
    into reading: inout SourceReading
  ) {
    switch stroke {
    case .read(let shortcut):
      reading.definitions.append(
        ShortcutDefinition(
          id: id, shortcut: shortcut, title: title?.removingMnemonics(marked: "_"), position: position,
          entryPosition: entry))
    case .notRead(let reason):
      reading.unread.append(UnreadDeclaration(file: reading.file, position: position, reason: reason))
    }
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
