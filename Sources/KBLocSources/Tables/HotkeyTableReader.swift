import KBLoc
import Yams

/// Reads a hotkey table an app ships: a JSON or YAML document whose entries each name a key and
/// a modifier group or modifiers.
///
/// ```json
/// {
///   "mod1": ["option", "shift"],
///   "cycle-layout": {"mod": "mod1", "key": "space"},
///   "focus-main": {"mods": ["command", "control"], "key": "m"}
/// }
/// ```
///
/// - An **entry** is a member of the root object (or of an object one level down) whose value is
///   an object with a `key` string and a modifier field: `mod`, `mods`, `modifier` or
///   `modifiers`. The modifier field is a string or a list of strings; each string is either the
///   name of a **modifier group** — a member of the root object whose value is a list of modifier
///   names — or modifier names joined by `+`, `-`, `|`, `,` or spaces.
/// - Modifier names are ``KeyNotation/hotkeyTable``'s: `command`/`cmd`, `control`/`ctrl`,
///   `option`/`opt`/`alt`, `shift`, any case. Key names are VS Code's (`space`, `enter`, `left`,
///   `f5`, a letter, a digit, US punctuation), with `return`, `esc` and `delete` (the Mac's
///   Delete, Backspace); a name it does not know is a note, never a guess.
/// - The id and action are the entry's name; the title is the name as a title
///   (``CommandName/title(of:)``: `cycle-layout` is "Cycle Layout"); the position is the key's.
/// - A document is a table when it has at least ``minimumEntries`` entries: one object with a
///   `key` and a `mod` is a coincidence, two are a table. Nothing in the file's name counts.
/// - The table does not say whether its hotkeys are global: each is live anywhere in its app.
enum HotkeyTableReader {
  /// The fewest entries that make a document a table.
  static let minimumEntries = 2
  /// The fields that name an entry's modifiers.
  static let modifierFields = ["mod", "mods", "modifier", "modifiers"]

  /// Whether a YAML text may be a table, told from its bytes before it is parsed: it names a `key`
  /// field and a modifier field.
  static func mayBeTable(yaml text: String) -> Bool {
    ByteSearch.text(text, containsAnyOf: [Array("key:".utf8)])
      && ByteSearch.text(text, containsAnyOf: [Array("mod".utf8)])
  }

  /// Whether a JSON or YAML document is a hotkey table.
  static func isTable(_ root: JSONValue) -> Bool {
    var count = 0
    for (_, entry) in entries(of: root) where entry["key"]?.string != nil {
      if modifierFields.contains(where: { entry[$0] != nil }) { count += 1 }
      if count >= minimumEntries { return true }
    }
    return false
  }

  /// The YAML document of `text` as a JSON value (mappings with string keys, sequences, scalars
  /// as strings), positions from the YAML marks; `nil` for text that is not YAML or holds nothing.
  static func yamlDocument(_ text: String, file: String) -> JSONValue? {
    guard let root = try? YAMLReader(file: file, folder: "").root(of: text) else { return nil }
    return value(of: root, depth: 0)
  }

  /// Reads a table's entries.
  /// - Parameters:
  ///   - root: The document's root.
  ///   - file: The file, for positions.
  /// - Returns: The entries' shortcuts and the notes of those not read.
  static func read(_ root: JSONValue, file: String) -> SourceReading {
    var reading = SourceReading(file: file, format: .hotkeyTable)
    let groups = modifierGroups(of: root)
    for (name, entry) in entries(of: root) {
      guard let keyValue = entry["key"], let key = keyValue.string else { continue }
      let modifierValue = modifierFields.lazy.compactMap { entry[$0] }.first
      var words: [String] = []
      if let modifierValue {
        let strings = modifierValue.string.map { [$0] } ?? modifierValue.array?.compactMap(\.string) ?? []
        for string in strings {
          // A group's name, or names joined (`hyper+shift`), each a group's or a modifier's.
          let parts =
            groups[string] != nil ? [string] : string.split(whereSeparator: { "+-|, ".contains($0) }).map(String.init)
          for part in parts { words += groups[part] ?? [part] }
        }
      }
      let stroke = KeyNotation.hotkeyTable.stroke(modifiers: words, key: key) { .unsupportedModifier($0) }
      let written = (words + [key]).joined(separator: "+")
      reading.add(
        [(stroke, keyValue.position)], chord: written, id: name.key, title: CommandName.title(of: name.key),
        position: keyValue.position, entryPosition: name.keyPosition,
        scope: ShortcutScope(context: .anywhere, element: .binding), action: name.key)
    }
    return reading
  }

  /// Reads a JSON or YAML text as a table: YAML for a `.yml` or `.yaml` file, JSON with comments
  /// otherwise.
  /// - Throws: ``SourceReadError`` for text that does not parse.
  static func read(_ text: String, file: String) throws(SourceReadError) -> SourceReading {
    let lowered = file.lowercased()
    if lowered.hasSuffix(".yml") || lowered.hasSuffix(".yaml") {
      do {
        guard let root = try YAMLReader(file: file, folder: "").root(of: text) else {
          return SourceReading(file: file, format: .hotkeyTable)
        }
        return read(value(of: root, depth: 0) ?? JSONValue(.null, at: SourcePosition(line: 1, column: 1)), file: file)
      } catch {
        throw SourceReadError(file: file, position: error.position, message: error.message)
      }
    }
    return read(try JSONCText.document(parsing: text, file: file).root, file: file)
  }

  /// The members that are entries: the root's, and those of the root's objects that are not
  /// entries themselves (a `hotkeys` section).
  static func entries(of root: JSONValue) -> [(JSONMember, JSONValue)] {
    var found: [(JSONMember, JSONValue)] = []
    for member in root.members ?? [] {
      guard let inner = member.value.members else { continue }
      if member.value["key"] != nil {
        found.append((member, member.value))
      } else {
        for child in inner where child.value["key"] != nil && child.value.members != nil {
          found.append((child, child.value))
        }
      }
    }
    return found
  }

  /// The root's members whose value is a list of modifier names, by name.
  static func modifierGroups(of root: JSONValue) -> [String: [String]] {
    var groups: [String: [String]] = [:]
    for member in root.members ?? [] {
      guard let list = member.value.array, !list.isEmpty else { continue }
      let names = list.compactMap(\.string)
      guard names.count == list.count,
        names.allSatisfy({ KeyNotation.hotkeyTable.modifier(named: $0) != nil })
      else { continue }
      groups[member.key] = names
    }
    return groups
  }

  /// The deepest YAML nesting converted; deeper values are dropped.
  static let depthLimit = 64

  /// A YAML node as a JSON value.
  static func value(of node: Node, depth: Int) -> JSONValue? {
    guard depth < depthLimit else { return nil }
    let position =
      node.mark.map { SourcePosition(line: $0.line, column: $0.column) } ?? SourcePosition(line: 1, column: 1)
    switch node {
    case .scalar(let scalar):
      return JSONValue(.string(scalar.string), at: position)
    case .sequence(let sequence):
      return JSONValue(.array(sequence.compactMap { value(of: $0, depth: depth + 1) }), at: position)
    case .mapping(let mapping):
      var members: [JSONMember] = []
      var seen: Set<String> = []
      for (key, item) in mapping {
        guard let name = key.string, seen.insert(name).inserted, let converted = value(of: item, depth: depth + 1)
        else { continue }
        let keyPosition = key.mark.map { SourcePosition(line: $0.line, column: $0.column) } ?? position
        members.append(JSONMember(key: name, keyPosition: keyPosition, value: converted))
      }
      return JSONValue(.object(members), at: position)
    case .alias:
      return nil
    }
  }
}
