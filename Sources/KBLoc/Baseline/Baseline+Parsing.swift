extension Baseline {
  /// The fields of a baseline file's top-level object.
  static let fileFields: Set<String> = ["version", "command", "entries"]
  /// The fields of an entry.
  static let entryFields: Set<String> = ["title", "keys", "rule", "scope", "layout"]

  /// Reads a baseline file, as `kbloc lint --write-baseline` and `kbloc coverage --write-baseline`
  /// write it.
  ///
  /// ```json
  /// {
  ///   "version": 1,
  ///   "command": "lint",
  ///   "entries": [
  ///     {"title": "Copy", "keys": "Command-C", "rule": "duplicate-shortcut",
  ///      "scope": {"targets": [{"name": "Editor", "kind": "app"}], "context": "main-menu"}}
  ///   ]
  /// }
  /// ```
  ///
  /// `title`, `keys` and `rule` are required strings; `scope` is optional, as a shortcuts file
  /// writes it; `layout` is required in a coverage baseline and not allowed in a lint one. Unknown
  /// fields are errors, so that a misspelt one does not silently fail to match.
  /// - Parameters:
  ///   - text: The file's text.
  ///   - fileName: The name to show in errors, as the user gave it.
  ///   - command: The command that reads it: a baseline of the other command is an error.
  /// - Throws: ``BaselineError`` at the first problem.
  /// - Complexity: O(*n*) in the size of the file, plus the sort of its entries.
  public init(parsing text: String, fileName: String, for command: Command) throws(BaselineError) {
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: text)
    } catch {
      throw BaselineError(file: fileName, position: error.position, message: error.message, fix: error.fix)
    }
    let reader = Reader(file: fileName, command: command)
    self.init(command: command, entries: try reader.entries(of: document.root))
  }

  /// Reads the parts of a baseline file, naming the file in its errors.
  private struct Reader {
    let file: String
    let command: Command

    func error(_ value: JSONValue, _ message: String, fix: String? = nil) -> BaselineError {
      BaselineError(file: file, position: value.position, message: message, fix: fix)
    }

    func entries(of root: JSONValue) throws(BaselineError) -> [Entry] {
      let write = "write one with 'kbloc \(command.rawValue) --write-baseline \(file)'"
      guard let members = root.members else {
        throw error(root, "A baseline is \(root.kindName), not an object", fix: write)
      }
      try checkFields(members, Baseline.fileFields, in: "a baseline")
      guard let version = root["version"] else {
        throw error(root, "A baseline has no 'version'", fix: #"write "version": \#(Baseline.formatVersion)"#)
      }
      guard version.number == Double(Baseline.formatVersion) else {
        throw error(
          version, "Unknown baseline version \(Self.text(of: version))",
          fix: "this kbloc reads version \(Baseline.formatVersion); \(write)")
      }
      guard let commandValue = root["command"], let name = commandValue.string else {
        throw error(
          root["command"] ?? root, "A baseline has no 'command' string",
          fix: #"write "command": "\#(command.rawValue)""#)
      }
      guard let written = Command(rawValue: name) else {
        throw error(
          commandValue, "Unknown command \(name.quoted)",
          fix: "write one of \(Command.allCases.map(\.rawValue.quoted).joined(separator: ", "))")
      }
      guard written == command else {
        throw error(
          commandValue, "This is a baseline of 'kbloc \(written.rawValue)', not of 'kbloc \(command.rawValue)'",
          fix: "give \(command.rawValue)'s own baseline, or \(write)")
      }
      guard let list = root["entries"], let elements = list.array else {
        throw error(root["entries"] ?? root, "A baseline has no 'entries' array", fix: #"write "entries": []"#)
      }
      var entries: [Entry] = []
      entries.reserveCapacity(elements.count)
      for element in elements { entries.append(try entry(of: element)) }
      return entries
    }

    func entry(of value: JSONValue) throws(BaselineError) -> Entry {
      guard let members = value.members else {
        throw error(value, "A baseline entry is \(value.kindName), not an object")
      }
      try checkFields(members, Baseline.entryFields, in: "a baseline entry")
      let title = try required("title", of: value)
      let keys = try required("keys", of: value)
      let rule = try required("rule", of: value)
      var scope: ShortcutScope?
      if let field = value["scope"], !field.isNull {
        do {
          scope = try ShortcutScope(json: field)
        } catch {
          throw BaselineError(file: file, position: error.position, message: error.message, fix: error.fix)
        }
      }
      var layout: String?
      switch command {
      case .coverage: layout = try required("layout", of: value)
      case .lint:
        if let field = value["layout"], !field.isNull {
          throw error(
            field, "A lint baseline's entry has a 'layout'", fix: "remove it: only coverage's misses have a layout")
        }
      }
      return Entry(title: title, keys: keys, rule: rule, scope: scope, layout: layout)
    }

    func required(_ field: String, of value: JSONValue) throws(BaselineError) -> String {
      guard let member = value[field], !member.isNull else {
        throw error(value, "A baseline entry has no \(field.quoted)", fix: "write it as a string")
      }
      guard let text = member.string else {
        throw error(member, "\(field.quoted) is \(member.kindName), not a string", fix: "write it in double quotes")
      }
      return text
    }

    func checkFields(_ members: [JSONMember], _ known: Set<String>, in place: String) throws(BaselineError) {
      for member in members where !known.contains(member.key) {
        let close = Suggestions.closest(to: member.key, among: Array(known), limit: 1)
        throw BaselineError(
          file: file, position: member.keyPosition, message: "Unknown field \(member.key.quoted) in \(place)",
          fix: Suggestions.didYouMean(close) ?? "its fields are \(known.sorted().map(\.quoted).joined(separator: ", "))"
        )
      }
    }

    static func text(of value: JSONValue) -> String {
      if let number = value.number, number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
      if let number = value.number { return String(number) }
      return value.string?.quoted ?? value.kindName
    }
  }
}
