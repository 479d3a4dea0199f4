import KBLoc

/// Reads a key map an app ships as an XML property list: dictionaries keyed by a character code
/// and an `NSEvent` modifier mask, `0x76-0x100000` (v with ⌘), each a dictionary of what the key
/// does.
///
/// ```xml
/// <dict>
///   <key>0xf702-0x300000</key>
///   <dict><key>Action</key><integer>7</integer><key>Label</key><string>Previous Tab</string></dict>
/// </dict>
/// ```
///
/// - The character is a Unicode scalar in hexadecimal: a letter, a control character (`0x19` is
///   Tab, `0x7f` Delete), or one of AppKit's private-use function keys (`0xf702` is ←, `0xf704`
///   F1). The mask is `NSEvent.ModifierFlags`' (shift 0x20000, control 0x40000, option 0x80000,
///   command 0x100000); the numeric-pad (0x200000) and function-key (0x800000) bits AppKit sets
///   with arrows and function keys are dropped; any other bit is a note.
/// - The entry's dictionary gives the title (`Label`, `Title`, `Name`, any case) and the action
///   (`Action`, `Selector`, `Command`): the action names the command, so two entries with the same
///   action are one command; a string action with no title is the title
///   (``CommandName/title(of:)``).
/// - A map nested in a dictionary (a preset: `<key>xterm Defaults</key><dict>…`) is one a user
///   may load, not live by default: it is one note, never read. Each file's map is a pane of its
///   own (one of several key maps an app chooses from), so two files' maps never conflict.
/// - With the numeric-pad bit, a character that is not a function key is the keypad's key
///   (`0x3-0x200000` is the keypad's Enter, `0x2a-0x200000` its `*`).
/// - A file is a key map when it has at least two such entries (``mayBeKeyMap(_:)`` tells from
///   its text).
enum PlistKeyMapReader {
  /// Whether an XML property list may be a key map: it has two keys or more written `<key>0x`.
  static func mayBeKeyMap(_ text: String) -> Bool {
    guard let first = text.firstRange(of: "<key>0x") else { return false }
    return text[first.upperBound...].contains("<key>0x")
  }

  /// Reads the file `text`.
  /// - Throws: ``SourceReadError`` at the XML reader's position for text that is not XML.
  /// - Returns: The entries' shortcuts and the notes of those not read.
  static func read(_ text: String, file: String) throws(SourceReadError) -> SourceReading {
    let tree = try XMLTree.reading(text, file: file)
    var reading = SourceReading(file: file, format: .plistKeyMap)
    let name = file.split(separator: "/").last.map(String.init) ?? file
    visit(tree.root, path: [name], depth: 0, nested: false, into: &reading)
    return reading
  }

  /// The deepest dictionaries looked into.
  static let depthLimit = 32

  /// Reads the entries of `element` and of the dictionaries in it; `nested` once inside a
  /// dictionary's value, where a map is a preset.
  static func visit(
    _ element: XMLTree.Element, path: [String], depth: Int, nested: Bool, into reading: inout SourceReading
  ) {
    guard depth < depthLimit else { return }
    guard element.name == "dict" else {
      for child in element.children { visit(child, path: path, depth: depth + 1, nested: nested, into: &reading) }
      return
    }
    var children = element.children.makeIterator()
    var presetNoted = false
    while let key = children.next() {
      guard key.name == "key", let value = children.next() else { continue }
      if value.name == "dict", let stroke = stroke(key.text) {
        if !nested {
          add(stroke, entry: value, key: key, path: path, into: &reading)
        } else if !presetNoted {
          presetNoted = true
          let name = path.dropFirst().joined(separator: " › ")
          reading.unread.append(
            UnreadDeclaration(
              file: reading.file, position: key.position,
              reason: .unreadableKeys("the key map '\(name)' is a preset a user may load, not live by default")))
        }
      } else {
        visit(value, path: path + [key.text], depth: depth + 1, nested: true, into: &reading)
      }
    }
  }

  /// The shortcut of a key written `0xCHAR-0xMASK`, or why none; `nil` for a key of another form.
  static func stroke(_ text: String) -> StrokeReading? {
    let parts = text.split(separator: "-", maxSplits: 1)
    guard parts.count == 2, parts.allSatisfy({ $0.hasPrefix("0x") && $0.count > 2 }),
      let code = UInt32(parts[0].dropFirst(2), radix: 16), let mask = Int(parts[1].dropFirst(2), radix: 16)
    else { return nil }
    guard let scalar = Unicode.Scalar(code) else { return .notRead(.unknownKey(text)) }
    var trigger = KeyNotation.userKeyEquivalent.key(named: String(Character(scalar)))
    if mask & 0x20_0000 != 0, !(0xF700...0xF8FF).contains(code) {
      trigger = keypadCodes[code].flatMap(MacKeyCode.key(code:)).map(Shortcut.Trigger.physical)
    }
    guard let trigger else { return .notRead(.unknownKey(scalarName(scalar))) }
    guard let modifiers = MacKeyCode.modifiers(mask: mask & ~0xA0_0000) else {
      return .notRead(.unsupportedModifier(String(parts[1])))
    }
    return .read(Shortcut(trigger, modifiers: modifiers))
  }

  /// The keypad's keys by the character they type, as W3C codes.
  static let keypadCodes: [UInt32: String] = [
    0x30: "Numpad0", 0x31: "Numpad1", 0x32: "Numpad2", 0x33: "Numpad3", 0x34: "Numpad4", 0x35: "Numpad5",
    0x36: "Numpad6", 0x37: "Numpad7", 0x38: "Numpad8", 0x39: "Numpad9", 0x2A: "NumpadMultiply", 0x2B: "NumpadAdd",
    0x2D: "NumpadSubtract", 0x2F: "NumpadDivide", 0x2E: "NumpadDecimal", 0x3D: "NumpadEqual", 0x03: "NumpadEnter",
    0x0D: "NumpadEnter",
  ]

  /// `U+F702` for a scalar, as notes name one.
  static func scalarName(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  static func add(
    _ stroke: StrokeReading, entry: XMLTree.Element, key: XMLTree.Element, path: [String],
    into reading: inout SourceReading
  ) {
    var fields: [String: String] = [:]
    var children = entry.children.makeIterator()
    while let name = children.next() {
      guard name.name == "key", let value = children.next(), value.children.isEmpty else { continue }
      fields[name.text.lowercased()] = value.text
    }
    let label = ["label", "title", "name"].lazy.compactMap { fields[$0] }.first { !$0.isEmpty }
    let actionName = ["action", "selector", "command"].first { fields[$0] != nil }
    let action = actionName.flatMap { name in fields[name].map { "\(name) \($0)" } }
    let title = label ?? actionName.flatMap { fields[$0] }.flatMap { Int($0) == nil ? CommandName.title(of: $0) : nil }
    let scope = ShortcutScope(context: ShortcutScope.Context(kind: .anywhere, panes: path), element: .binding)
    reading.add(
      [(stroke, key.position)], chord: key.text, id: title ?? key.text, title: title, position: key.position,
      entryPosition: key.position, scope: scope, action: action)
  }
}
