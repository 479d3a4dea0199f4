import KBLoc

/// Reads editors' keymaps — Zed, Sublime Text — written as JSON with comments (VS Code's are
/// ``VSCodeKeybindingsReader``'s).
///
/// Each key stroke becomes one ``ShortcutDefinition``, its id the command it runs; a chord
/// (`cmd-k cmd-s`) is read as every reader reads one
/// (``SourceReading/add(_:chord:id:title:position:entryPosition:extra:platforms:)``): one
/// definition per stroke, the whole chord kept in `extra["chord"]`. A binding that removes
/// another (a `null` action) declares nothing. A Zed section's `context` is its bindings' scope,
/// each distinct one a ``ShortcutScope/Context/Kind/condition`` of its own.
enum KeymapReader {
  /// Reads the keymap `document` in `format` (``SourceFormat/zed`` or ``SourceFormat/sublime``),
  /// parsed from the JSON with comments of `file`.
  /// - Throws: ``SourceReadError`` for a document that is not a keymap.
  /// - Complexity: O(*n*) in the size of the document.
  static func read(_ document: JSONDocument, format: SourceFormat, file: String) throws(SourceReadError)
    -> SourceReading
  {
    var builder = KeymapBuilder(reading: SourceReading(file: file, format: format))
    if format == .zed {
      try builder.readZed(document.root)
    } else {
      try builder.readSublime(document.root)
    }
    return builder.reading
  }
}

/// Collects the definitions and notes of one keymap.
private struct KeymapBuilder {
  var reading: SourceReading

  func error(at value: JSONValue, _ message: String) -> SourceReadError {
    SourceReadError(file: reading.file, position: value.position, message: message)
  }

  /// `[{"context", "bindings": {"cmd-shift-p": "action" | ["action", {...}] | null}}]`.
  mutating func readZed(_ root: JSONValue) throws(SourceReadError) {
    let sections = root.array ?? (root.members != nil ? [root] : nil)
    guard let sections else { throw error(at: root, "The keymap is \(root.kindName), not an array") }
    for section in sections {
      guard let bindings = section["bindings"]?.members else { continue }
      var extra: [String: JSONValue] = [:]
      if let context = section["context"] { extra["context"] = context }
      let scope = SourceReading.bindingScope(condition: section["context"]?.string)
      for binding in bindings {
        let action: String?
        switch binding.value.kind {
        case .string(let name): action = name
        case .array(let parts): action = parts.first?.string
        default: action = nil
        }
        guard let action, !binding.key.isEmpty else { continue }
        let strokes = binding.key.split(separator: " ").map { Self.zedStroke(String($0)) }
        let keyValue = JSONValue(.string(binding.key), at: binding.keyPosition)
        add(strokes: strokes, chord: binding.key, id: action, at: keyValue, entry: keyValue, extra: extra, scope: scope)
      }
    }
  }

  /// `[{"keys": ["super+shift+p"], "command", "args", "context"}]`.
  mutating func readSublime(_ root: JSONValue) throws(SourceReadError) {
    guard let entries = root.array else { throw error(at: root, "The keymap is \(root.kindName), not an array") }
    for entry in entries {
      guard entry.members != nil else { throw error(at: entry, "A key binding is \(entry.kindName), not an object") }
      guard let command = entry["command"]?.string, let keysValue = entry["keys"], let keys = keysValue.array,
        let first = keys.first
      else { continue }
      let strokes = keys.compactMap(\.string).map(Self.sublimeStroke)
      var extra: [String: JSONValue] = [:]
      if let context = entry["context"] { extra["context"] = context }
      let chord = keys.compactMap(\.string).joined(separator: " ")
      add(
        strokes: strokes, chord: chord, id: command, at: first, entry: entry, extra: extra,
        scope: ShortcutScope(context: .anywhere, element: .binding))
    }
  }

  /// One definition per stroke, each stroke in kbloc's `+` notation.
  mutating func add(
    strokes: [String], chord: String, id: String, at keyValue: JSONValue, entry: JSONValue,
    extra: [String: JSONValue], scope: ShortcutScope
  ) {
    // The action is what the binding runs: two bindings of one action are one command.
    reading.add(
      strokes.map { (StrokeReading(parsing: $0), keyValue.position) }, chord: chord, id: id, title: nil,
      position: keyValue.position, entryPosition: entry.position, extra: extra, scope: scope, action: id)
  }

  /// Zed's modifier words, and kbloc's names for them; `fn` has no place in a shortcut.
  static let zedModifiers: [String: String] = [
    "ctrl": "ctrl", "control": "ctrl", "alt": "alt", "option": "alt", "shift": "shift", "cmd": "cmd",
    "super": "cmd", "win": "cmd", "platform": "cmd", "secondary": "cmd", "fn": "fn",
  ]

  /// A Zed stroke (`cmd-shift-[`, `ctrl--`) in `+` notation (`cmd+shift+[`, `ctrl+-`).
  static func zedStroke(_ stroke: String) -> String {
    var rest = Substring(stroke)
    var modifiers: [String] = []
    while let dash = rest.firstIndex(of: "-"), dash != rest.startIndex,
      let modifier = zedModifiers[rest[..<dash].lowercased()], rest.index(after: dash) != rest.endIndex
    {
      modifiers.append(modifier)
      rest = rest[rest.index(after: dash)...]
    }
    return (modifiers + [String(rest)]).joined(separator: "+")
  }

  /// Sublime's names for keys that `+` notation would misread, and for its platform modifier.
  static let sublimeNames: [String: String] = [
    "super": "cmd", "primary": "cmd", "forward_slash": "/", "backquote": "`", "plus": "+", "minus": "-",
    "equals": "=",
  ]

  /// A Sublime stroke (`super+shift+forward_slash`) in kbloc's `+` notation (`cmd+shift+/`).
  static func sublimeStroke(_ stroke: String) -> String {
    stroke.split(separator: "+", omittingEmptySubsequences: false).map { part in
      sublimeNames[part.lowercased()] ?? String(part)
    }.joined(separator: "+")
  }
}
