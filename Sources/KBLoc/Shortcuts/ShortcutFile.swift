/// A shortcuts file: the shortcuts an app defines, with where each one is written.
///
/// The file is JSON, either an object with a `shortcuts` array or a bare array:
///
/// ```json
/// { "shortcuts": [
///   { "id": "back", "title": "Go Back", "keys": "Command-[", "category": "Navigate" },
///   { "id": "forward", "title": "Move Forward", "keys": "W", "match": "position" }
/// ],
///   "lint": { "disable": ["control-modifier"] } }
/// ```
///
/// Each shortcut needs a unique `id` and its `keys` (any notation ``Shortcut/init(parsing:)``
/// reads); `title`, `category`, `match` (`character` or `position`), `mirror`, `localize`,
/// `action` and `scope` (``ShortcutScope``, as `kbloc extract` writes it) are optional, `null`
/// meaning the same as leaving the field out. Unknown fields are kept in
/// ``ShortcutDefinition/extra``. Every problem is reported as a ``ShortcutFileError`` with its line
/// and column, columns counted in Unicode scalars; a UTF-8 byte-order mark and CR LF line ends are
/// fine.
///
/// ```swift
/// let file = try ShortcutFile(parsing: text, fileName: "shortcuts.json")
/// file.definitions.map(\.shortcut.symbols)   // ["⌘[", "W"]
/// ```
public struct ShortcutFile: Sendable {
  /// Settings for `kbloc lint`, from the file's optional `"lint": {"disable": [...]}`.
  public struct LintSettings: Sendable, Hashable {
    /// The names of the lint rules the file turns off, in the order written.
    public var disabledRules: [String]
    /// Where each disabled rule's name is written, for reporting names that are not rules.
    public var disabledRulePositions: [String: SourcePosition]

    /// Creates settings from the rules to turn off and where they are written.
    public init(disabledRules: [String] = [], disabledRulePositions: [String: SourcePosition] = [:]) {
      self.disabledRules = disabledRules
      self.disabledRulePositions = disabledRulePositions
    }
  }

  /// The file's name as the user gave it, used in diagnostics.
  public var fileName: String
  /// The shortcuts, in the order written.
  public var definitions: [ShortcutDefinition]
  /// The file's lint settings; none when the file has no `lint` object.
  public var lintSettings: LintSettings

  /// The names of the lint rules the file turns off.
  public var disabledLintRules: [String] { lintSettings.disabledRules }

  /// Creates a file in code.
  public init(fileName: String, definitions: [ShortcutDefinition], lintSettings: LintSettings = LintSettings()) {
    self.fileName = fileName
    self.definitions = definitions
    self.lintSettings = lintSettings
  }

  /// Reads a shortcuts file from its text.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - fileName: The name to show in errors, as the user gave it.
  /// - Throws: ``ShortcutFileError`` at the first problem: malformed JSON, an empty file, a file
  ///   with no shortcuts, an entry that is not an object, a missing or ill-typed field, a
  ///   duplicate id, an unknown `match`, or `keys` that do not parse.
  /// - Complexity: O(*n*) in the size of the file.
  public init(parsing text: String, fileName: String) throws(ShortcutFileError) {
    var parser = JSONParser(scalars: Array(text.unicodeScalars), maximumDepth: JSONDocument.defaultMaximumDepth)
    try self.init(parser: &parser, fileName: fileName)
  }

  /// Reads a shortcuts file from its bytes, which must be UTF-8 (with or without a byte-order
  /// mark).
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - fileName: The name to show in errors, as the user gave it.
  /// - Throws: ``ShortcutFileError`` as ``init(parsing:fileName:)-(String,_)`` does, and for bytes that
  ///   are not UTF-8, with the line and column of the first bad byte.
  /// - Complexity: O(*n*) in the size of the file.
  public init(parsing bytes: some Collection<UInt8>, fileName: String) throws(ShortcutFileError) {
    var parser: JSONParser
    do {
      parser = JSONParser(scalars: try JSONParser.decodeUTF8(bytes), maximumDepth: JSONDocument.defaultMaximumDepth)
    } catch {
      throw Self.error(from: error, fileName: fileName)
    }
    try self.init(parser: &parser, fileName: fileName)
  }

  /// Reads the shortcuts as the parser reads the text: each entry of the list becomes a
  /// definition as soon as it is parsed, so that a bad entry on line 14 of a huge file is
  /// reported without reading the rest, and the parsed entries are never all held at once.
  private init(parser: inout JSONParser, fileName: String) throws(ShortcutFileError) {
    var reader = Reader(fileName: fileName)
    var definitions: [ShortcutDefinition] = []
    var failure: ShortcutFileError?
    let root: JSONValue?
    do throws(JSONParseError) {
      root = try parser.parseDocument(streamingListNamed: "shortcuts") { (entry: JSONValue) -> Bool in
        do throws(ShortcutFileError) {
          definitions.append(try reader.definition(from: entry, number: definitions.count + 1))
          return true
        } catch {
          failure = error
          return false
        }
      }
    } catch {
      throw Self.error(from: error, fileName: fileName)
    }
    if let failure { throw failure }
    try self.init(
      root: root ?? JSONValue(.null, at: SourcePosition(line: 1, column: 1)), read: definitions, reader: reader)
  }

  /// Reads the shortcuts from a parsed JSON document.
  ///
  /// - Parameters:
  ///   - document: The parsed file.
  ///   - fileName: The name to show in errors.
  /// - Throws: ``ShortcutFileError`` for every problem but malformed JSON.
  package init(document: JSONDocument, fileName: String) throws(ShortcutFileError) {
    try self.init(root: document.root, read: [], reader: Reader(fileName: fileName))
  }

  /// Reads the shortcuts of `root`, after the `read` ones a streaming parse has read already.
  ///
  /// The entries are read before the `lint` settings, as a streaming parse reads them, so that a
  /// file with problems in both reports the same one first whichever way it was parsed.
  private init(root: JSONValue, read: [ShortcutDefinition], reader: Reader) throws(ShortcutFileError) {
    var reader = reader
    let fileName = reader.fileName
    let entries: [JSONValue]
    let listPosition: SourcePosition
    switch root.kind {
    case .array(let elements):
      entries = elements
      listPosition = root.position
    case .object:
      guard let list = root["shortcuts"] else {
        throw reader.error(
          at: root.position, "No 'shortcuts' in the file",
          fix: #"add "shortcuts": [...] with one object per shortcut"#)
      }
      guard let elements = list.array else {
        throw reader.error(
          at: list.position, "'shortcuts' is \(list.kindName), not an array",
          fix: #"write "shortcuts": [...] with one object per shortcut"#)
      }
      entries = elements
      listPosition = list.position
    default:
      throw reader.error(
        at: root.position, "The file holds \(root.kindName), not shortcuts",
        fix: #"write an object with a "shortcuts" array, or an array of shortcuts"#)
    }
    var definitions = read
    for entry in entries {
      definitions.append(try reader.definition(from: entry, number: definitions.count + 1))
    }
    var lintSettings = LintSettings()
    if root.members != nil, let lint = root["lint"] {
      lintSettings = try reader.lintSettings(from: lint)
    }
    guard !definitions.isEmpty else {
      throw reader.error(
        at: listPosition, "No shortcuts in the file",
        fix: #"add one, such as {"id": "undo", "keys": "Command-Z"}"#)
    }
    self.init(fileName: fileName, definitions: definitions, lintSettings: lintSettings)
  }

  /// The definition with the given id, or `nil`.
  /// - Complexity: O(*n*) in the number of definitions.
  public func definition(withID id: String) -> ShortcutDefinition? {
    definitions.first { $0.id == id }
  }

  static func error(from error: JSONParseError, fileName: String) -> ShortcutFileError {
    if error.reason == .empty {
      return ShortcutFileError(
        fileName: fileName, position: SourcePosition(line: 1, column: 1), message: "The file is empty",
        fix: #"write {"shortcuts": [{"id": "undo", "keys": "Command-Z"}]}"#)
    }
    return ShortcutFileError(fileName: fileName, position: error.position, message: error.message, fix: error.fix)
  }
}

extension JSONValue {
  fileprivate var isObject: Bool { members != nil }
}

/// Reads entries one by one, remembering the ids seen.
private struct Reader {
  let fileName: String
  var firstPositionOfID: [String: SourcePosition] = [:]

  init(fileName: String) {
    self.fileName = fileName
  }

  func error(at position: SourcePosition, id: String? = nil, _ message: String, fix: String?) -> ShortcutFileError {
    ShortcutFileError(fileName: fileName, position: position, shortcutID: id, message: message, fix: fix)
  }

  mutating func definition(from entry: JSONValue, number: Int) throws(ShortcutFileError) -> ShortcutDefinition {
    guard entry.isObject else {
      throw error(
        at: entry.position, "Shortcut \(number) is \(entry.kindName), not an object",
        fix: #"write each shortcut as an object, such as {"id": "undo", "keys": "Command-Z"}"#)
    }
    // id
    guard let idValue = entry["id"] else {
      throw error(at: entry.position, "Shortcut \(number) has no 'id'", fix: #"add a unique "id", such as "undo""#)
    }
    guard let id = idValue.string else {
      throw error(
        at: idValue.position, "'id' of shortcut \(number) is \(idValue.kindName), not a string",
        fix: "write the id in double quotes")
    }
    guard !id.isEmpty else {
      throw error(at: idValue.position, "Empty 'id' in shortcut \(number)", fix: "give the shortcut a unique name")
    }
    if let first = firstPositionOfID[id] {
      let place =
        first.line == idValue.position.line ? "line \(first.line), column \(first.column)" : "line \(first.line)"
      throw error(
        at: idValue.position, id: id, "Duplicate id \(id.quoted), first used at \(place)",
        fix: "give each shortcut its own id")
    }
    firstPositionOfID[id] = idValue.position

    // keys
    guard let keysValue = entry["keys"] else {
      throw error(at: entry.position, id: id, "No 'keys'", fix: #"add the keys to press, such as "keys": "Command-Z""#)
    }
    guard let keys = keysValue.string else {
      throw error(
        at: keysValue.position, id: id, "'keys' is \(keysValue.kindName), not a string",
        fix: #"write one shortcut in double quotes, such as "Command-Z""#)
    }
    let shortcut: Shortcut
    do {
      shortcut = try Shortcut(parsing: keys)
    } catch {
      throw self.error(at: keysValue.position, id: id, error.message, fix: error.fix)
    }

    // optional fields
    let title = try string("title", in: entry, id: id)
    let category = try string("category", in: entry, id: id)
    var match = ShortcutDefinition.Match.character
    if let value = entry["match"],
      let text = try string("match", in: entry, id: id, fix: #"write "character" or "position""#)
    {
      guard let known = ShortcutDefinition.Match(rawValue: text) else {
        let names = ShortcutDefinition.Match.allCases.map(\.rawValue)
        let suggestion = Suggestions.closest(to: text, among: names, limit: 1).first
        throw error(
          at: value.position, id: id, "Unknown match \(text.quoted)",
          fix: suggestion.map { "did you mean \($0.quoted)?" } ?? "write 'character' or 'position'")
      }
      match = known
    }
    let localize = try bool("localize", in: entry, id: id) ?? true
    let mirror = try bool("mirror", in: entry, id: id) ?? true
    let action = try string("action", in: entry, id: id)
    var scope: ShortcutScope?
    if let value = entry["scope"], !value.isNull {
      do throws(ShortcutScope.JSONProblem) {
        scope = try ShortcutScope(json: value)
      } catch {
        throw self.error(at: error.position, id: id, error.message, fix: error.fix)
      }
    }

    let keyCode = try keyCode(in: entry, id: id, shortcut: shortcut)

    var extra: [String: JSONValue] = [:]
    for member in entry.members ?? [] where !Self.knownFields.contains(member.key) {
      extra[member.key] = member.value
    }
    var definition = ShortcutDefinition(
      id: id, shortcut: shortcut, keys: keys, title: title, category: category, match: match, mirror: mirror,
      localize: localize, position: keysValue.position, entryPosition: entry.position, scope: scope, action: action,
      keyCode: keyCode)
    definition.extra = extra
    definition.alternateOf = try alternateOf(in: entry, id: id)
    definition.oneCommandWith = try ids("oneCommandWith", in: entry, id: id)
    definition.ignoresConflictWith = try ids("ignoresConflictWith", in: entry, id: id)
    return definition
  }

  static let knownFields: Set<String> = [
    "id", "keys", "title", "category", "match", "mirror", "localize", "action", "scope", "keyCode", "alternateOf",
    "oneCommandWith", "ignoresConflictWith",
  ]

  /// The optional `"alternateOf"`, as `kbloc extract` writes it: an object whose `id` is the
  /// primary item's; its other fields (`title`, `file`, `line`) are for people.
  func alternateOf(in entry: JSONValue, id: String) throws(ShortcutFileError) -> String? {
    let example = #"write "alternateOf": {"id": "ID OF THE ITEM BEFORE IT"}"#
    guard let value = entry["alternateOf"], !value.isNull else { return nil }
    guard value.isObject else {
      throw error(at: value.position, id: id, "'alternateOf' is \(value.kindName), not an object", fix: example)
    }
    guard let primary = value["id"] else {
      throw error(at: value.position, id: id, "'alternateOf' has no 'id'", fix: example)
    }
    guard let text = primary.string, !text.isEmpty else {
      throw error(
        at: primary.position, id: id, "'id' of 'alternateOf' is \(primary.kindName), not a shortcut's id", fix: example)
    }
    return text
  }

  /// The optional array of shortcut ids `name` (`"oneCommandWith"`, `"ignoresConflictWith"`);
  /// empty when absent or `null`.
  func ids(_ name: String, in entry: JSONValue, id: String) throws(ShortcutFileError) -> [String] {
    let example = "write an array of the other shortcuts' ids, such as [\"paste\"]"
    guard let value = entry[name], !value.isNull else { return [] }
    guard let elements = value.array else {
      throw error(at: value.position, id: id, "\(name.quoted) is \(value.kindName), not an array", fix: example)
    }
    var ids: [String] = []
    for element in elements {
      guard let text = element.string, !text.isEmpty else {
        throw error(
          at: element.position, id: id, "An id in \(name.quoted) is \(element.kindName), not a shortcut's id",
          fix: example)
      }
      ids.append(text)
    }
    return ids
  }

  /// The optional `"keyCode"` (`"mac:0x0D"`, `"hid:0x1A"`): a key code of a key in kbloc's catalog,
  /// whose key (on an ANSI keyboard) is the physical key `keys` names.
  func keyCode(in entry: JSONValue, id: String, shortcut: Shortcut) throws(ShortcutFileError) -> KeyCode? {
    let example = #"write "mac:0x0D" (a macOS virtual key code) or "hid:0x1A" (a USB HID usage)"#
    guard let text = try string("keyCode", in: entry, id: id, fix: example), let value = entry["keyCode"] else {
      return nil
    }
    guard let code = KeyCode(parsing: text) else {
      throw error(at: value.position, id: id, "Unknown key code \(text.quoted)", fix: example)
    }
    guard let key = code.key else {
      throw error(
        at: value.position, id: id, "No key of kbloc's catalog sends key code \(text.quoted)",
        fix: "write the key code of a key kbloc knows, or leave 'keyCode' out")
    }
    guard case .physical(key) = shortcut.trigger else {
      let name = key.code.map { "code:\($0)" } ?? "key:\(key.name)"
      throw error(
        at: value.position, id: id, "Key code \(text.quoted) is the key \(name.quoted), which 'keys' does not name",
        fix: "write that key in 'keys', such as \("Command-\(name)".quoted)")
    }
    return code
  }

  /// The optional string field `name`; `nil` when absent or `null`.
  func string(_ name: String, in entry: JSONValue, id: String, fix: String = "write it in double quotes")
    throws(ShortcutFileError) -> String?
  {
    guard let value = entry[name], !value.isNull else { return nil }
    guard let text = value.string else {
      throw error(at: value.position, id: id, "\(name.quoted) is \(value.kindName), not a string", fix: fix)
    }
    return text
  }

  /// The optional boolean field `name`; `nil` when absent or `null`.
  func bool(_ name: String, in entry: JSONValue, id: String) throws(ShortcutFileError) -> Bool? {
    guard let value = entry[name], !value.isNull else { return nil }
    guard let flag = value.bool else {
      throw error(
        at: value.position, id: id, "\(name.quoted) is \(value.kindName), not a boolean",
        fix: "write true or false, without quotes")
    }
    return flag
  }

  /// The settings of `"lint": {"disable": [...]}`.
  func lintSettings(from lint: JSONValue) throws(ShortcutFileError) -> ShortcutFile.LintSettings {
    let example = #"write "lint": {"disable": ["rule-name"]}"#
    guard lint.isObject else {
      throw error(at: lint.position, "'lint' is \(lint.kindName), not an object", fix: example)
    }
    var settings = ShortcutFile.LintSettings()
    guard let disable = lint["disable"], !disable.isNull else { return settings }
    guard let names = disable.array else {
      throw error(at: disable.position, "'disable' is \(disable.kindName), not an array", fix: example)
    }
    for name in names {
      guard let rule = name.string else {
        throw error(at: name.position, "Lint rule name is \(name.kindName), not a string", fix: example)
      }
      settings.disabledRules.append(rule)
      if settings.disabledRulePositions[rule] == nil { settings.disabledRulePositions[rule] = name.position }
    }
    return settings
  }
}
