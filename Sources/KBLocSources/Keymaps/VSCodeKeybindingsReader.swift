import KBLoc

/// Reads VS Code's keybindings: a `keybindings.json`, or an extension's manifest (`package.json`
/// with `contributes.keybindings`, one object or an array).
///
/// - Each binding gives `command` (its id), `key`, and per platform `mac`, `win` and `linux`,
///   each replacing `key` there, as VS Code reads them. A platform whose key differs from the
///   others' gets a definition of its own, which records its platforms
///   (``ShortcutDefinition/platforms``); one key the same everywhere gives one definition.
/// - Keys are VS Code's text, read in ``KeyNotation/vscode``: `ctrl`, `shift`, `alt`, and `cmd`
///   (also `meta`, `win`), which is ⌘ on macOS but the Windows or Super key on Windows and Linux —
///   a note there, never Control. `[KeyA]` is the key in that place (a W3C code). A chord
///   (`ctrl+k ctrl+c`) is read as every reader reads one
///   (``SourceReading/add(_:chord:id:title:position:entryPosition:extra:platforms:)``).
/// - In a manifest, the title is the command's `title` in `contributes.commands`, its category
///   the command's `category`; `%name%` placeholders are looked up in the `package.nls.json`
///   beside the manifest when there is one.
/// - Scope: a binding with a `when` clause is live while it holds, each distinct clause a
///   ``ShortcutScope/Context/Kind/condition`` of its own (two bindings on the same keys under
///   different clauses do not conflict); one without is live anywhere in its target.
/// - `when` and `args` are kept. A binding that removes another (`-command`) declares nothing; one
///   without a command or a key is a note.
enum VSCodeKeybindingsReader {
  /// Reads the keybindings of `document`, the JSON with comments of `file`.
  /// - Parameters:
  ///   - document: The file's JSON.
  ///   - file: The file's name, for positions and messages.
  ///   - localizations: The manifest's `package.nls.json`, for `%name%` titles.
  /// - Returns: The bindings, each platform's, and the notes of those not read.
  /// - Throws: ``SourceReadError`` for a document that is not a keymap or has no
  ///   `contributes.keybindings`.
  /// - Complexity: O(*n*) in the size of the document.
  static func read(_ document: JSONDocument, file: String, localizations: JSONDocument? = nil) throws(SourceReadError)
    -> SourceReading
  {
    var reading = SourceReading(file: file, format: .vscode)
    let root = document.root
    var list = root
    var titles: [String: (title: String?, category: String?)] = [:]
    if root.members != nil {
      guard let bindings = root["contributes"]?["keybindings"] else {
        throw SourceReadError(file: file, position: root.position, message: "No 'contributes.keybindings' in the file")
      }
      list = bindings
      titles = commandTitles(root["contributes"]?["commands"], localizations: localizations?.root)
    }
    guard let entries = list.array ?? (list.members != nil ? [list] : nil) else {
      throw SourceReadError(
        file: file, position: list.position, message: "The keybindings are \(list.kindName), not an array")
    }
    for entry in entries {
      guard entry.members != nil else {
        throw SourceReadError(
          file: file, position: entry.position, message: "A keybinding is \(entry.kindName), not an object")
      }
      read(entry, titles: titles, into: &reading)
    }
    return reading
  }

  /// The operating systems and the field that gives each its key, in the order definitions are made.
  static let platformFields: [(SourcePlatforms, String)] = [(.mac, "mac"), (.windows, "win"), (.linux, "linux")]

  /// Reads one binding: a definition per distinct key among the platforms.
  static func read(
    _ entry: JSONValue, titles: [String: (title: String?, category: String?)], into reading: inout SourceReading
  ) {
    guard let command = entry["command"]?.string, !command.isEmpty else {
      reading.unread.append(
        UnreadDeclaration(
          file: reading.file, position: (entry["command"] ?? entry).position,
          reason: .unreadableKeys("the keybinding has no command")))
      return
    }
    guard !command.hasPrefix("-") else { return }
    // Each platform's key: its own field, else `key`. Platforms with the same key share it.
    var groups: [(platforms: SourcePlatforms, value: JSONValue)] = []
    for (platform, field) in platformFields {
      guard let value = entry[field] ?? entry["key"] else { continue }
      if let index = groups.firstIndex(where: { $0.value.position == value.position }) {
        groups[index].platforms.insert(platform)
      } else {
        groups.append((platform, value))
      }
    }
    guard !groups.isEmpty else {
      reading.unread.append(
        UnreadDeclaration(
          file: reading.file, position: entry.position, reason: .unreadableKeys("the keybinding has no key")))
      return
    }
    var extra: [String: JSONValue] = [:]
    for field in ["when", "args"] { extra[field] = entry[field] }
    let title = titles[command]
    let scope = SourceReading.bindingScope(condition: entry["when"]?.string)
    for group in groups {
      guard let keys = group.value.string, !keys.isEmpty else {
        let what = group.value.string == nil ? "is \(group.value.kindName), not a string" : "is empty"
        reading.unread.append(
          UnreadDeclaration(
            file: reading.file, position: group.value.position, reason: .unreadableKeys("the key \(what)"),
            platforms: group.platforms))
        continue
      }
      let strokes = keys.split(separator: " ").map(String.init)
      // `cmd` is ⌘ on macOS and the Windows key elsewhere: read each side in its own terms, and
      // keep them together when they agree.
      var sides: [(platforms: SourcePlatforms, readings: [StrokeReading])] = []
      for platform in Platform.allCases {
        let platforms = group.platforms.intersection(SourcePlatforms(platform))
        guard !platforms.isEmpty else { continue }
        let readings = strokes.map { stroke(String($0), on: platform) }
        if let index = sides.firstIndex(where: { $0.readings == readings }) {
          sides[index].platforms.formUnion(platforms)
        } else {
          sides.append((platforms, readings))
        }
      }
      let count = reading.definitions.count
      for side in sides {
        // The command is what the binding runs: two bindings of one command are one command.
        reading.add(
          side.readings.map { ($0, group.value.position) }, chord: keys, id: command, title: title?.title,
          position: group.value.position, entryPosition: entry.position, extra: extra, platforms: side.platforms,
          scope: scope, action: command)
      }
      for index in count..<reading.definitions.count { reading.definitions[index].category = title?.category }
    }
  }

  /// One stroke of VS Code's text (`ctrl+shift+p`, `cmd-k`, `shift+[Slash]`), read for `platform`.
  static func stroke(_ text: String, on platform: Platform) -> StrokeReading {
    var rest = Substring(text)
    var words: [Substring] = []
    var matched = true
    while matched {
      matched = false
      for modifier in ["ctrl", "shift", "alt", "meta", "win", "cmd"] {
        let next = rest.index(rest.startIndex, offsetBy: modifier.count, limitedBy: rest.endIndex)
        guard let next, next < rest.endIndex, rest[..<next].lowercased() == modifier,
          rest[next] == "+" || rest[next] == "-"
        else { continue }
        words.append(rest[..<next])
        rest = rest[rest.index(after: next)...]
        matched = true
      }
    }
    return KeyNotation.vscode.stroke(modifiers: words, key: rest, on: platform) {
      .unreadableKeys("'\($0)' in '\(text)' is not a modifier")
    }
  }

  /// Each command's title and category from a manifest's `contributes.commands`, `%name%`
  /// placeholders looked up in `localizations`.
  static func commandTitles(_ commands: JSONValue?, localizations: JSONValue?) -> [String: (
    title: String?, category: String?
  )] {
    guard let commands else { return [:] }
    func text(_ value: JSONValue?) -> String? {
      // A title is a string, or (newer manifests) `{"value": …, "original": …}`.
      guard let written = value?.string ?? value?["value"]?.string else { return nil }
      guard written.count > 2, written.hasPrefix("%"), written.hasSuffix("%") else { return written }
      let name = String(written.dropFirst().dropLast())
      // A placeholder with no text is no title.
      return localizations?[name]?.string ?? localizations?[name]?["message"]?.string
    }
    var titles: [String: (title: String?, category: String?)] = [:]
    for command in commands.array ?? [commands] {
      guard let id = command["command"]?.string, titles[id] == nil else { continue }
      titles[id] = (text(command["title"]), text(command["category"]))
    }
    return titles
  }
}
