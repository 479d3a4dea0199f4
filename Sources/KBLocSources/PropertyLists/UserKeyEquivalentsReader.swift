import KBLoc

/// Reads the `NSUserKeyEquivalents` dictionaries of a file: menu title → key equivalent, as macOS
/// keeps the App Shortcuts people set (`defaults read com.apple.TextEdit NSUserKeyEquivalents`)
/// and as setup scripts and apps' defaults write them.
///
/// - A key equivalent is `@` (⌘), `$` (⇧), `~` (⌥) and `^` (⌃), then the key: one character (an
///   upper-case letter adds ⇧, as in every key equivalent), a control character for Delete, Tab,
///   Return or Esc, or AppKit's private-use function keys (`\UF700` Up Arrow, `\UF704` F1, `\UF728`
///   Forward Delete). `#` (the numeric keypad) has no place in a shortcut: a note.
/// - A title is the menu item's; a title that starts with ESC (`\033Edit\033Find\033Find…`) is a
///   menu path, the category its parent menu. The id is the path joined by ` > `.
/// - Where: an XML property list (`<key>NSUserKeyEquivalents</key><dict>…</dict>`, at any depth); an
///   old-style one (`NSUserKeyEquivalents = { "Save As…" = "@$s"; };`, as `defaults read`
///   prints it, and a Nix attribute set of the same shape); a shell `defaults write DOMAIN
///   NSUserKeyEquivalents -dict-add TITLE KEYS…` or `… '{ TITLE = KEYS; }'` command, the domain
///   kept as `domain`. A file with no `NSUserKeyEquivalents` key is read as the dictionary itself
///   (what `defaults read DOMAIN NSUserKeyEquivalents` prints), when named with its format.
/// - Scope: App Shortcuts are menu items of the main menu; those of a domain — a `defaults write
///   DOMAIN` command, the key of the dictionary around them in a Nix attribute set or old-style
///   property list (`"com.google.Chrome" = { NSUserKeyEquivalents = …`), a property list named
///   after it (`com.apple.Safari.plist`) — are the app `DOMAIN`'s (a target of its own), those of
///   the global domain (`-g`) are live in every app the file names, and the others are in the
///   targets of the file.
/// - An empty key equivalent removes the item's shortcut: it declares none. A title or key
///   equivalent the shell expands (`"@$s"` in double quotes) is a note.
enum UserKeyEquivalentsReader {
  /// The defaults key the dictionaries are stored under.
  static let key = "NSUserKeyEquivalents"

  /// Reads `text`, the file `file`.
  /// - Throws: ``SourceReadError`` for an XML property list that is not well-formed.
  /// - Complexity: O(*n*) in the length of `text`.
  static func read(_ text: String, file: String) throws(SourceReadError) -> SourceReading {
    var reading = SourceReading(file: file, format: .userKeyEquivalents)
    if SourceFormat.rootElementName(text) == "plist" {
      let tree = try XMLTree.reading(text, file: file)
      var found = false
      let domain = domain(ofFile: file)
      readXML(tree.root, domain: domain, found: &found, into: &reading)
      if !found, let root = tree.root.firstChild(named: "dict") {
        readXMLDictionary(root, domain: domain, into: &reading)
      }
    } else {
      readText(Array(text.utf8), into: &reading)
    }
    spreadGlobalShortcuts(in: &reading)
    return reading
  }

  // MARK: XML property lists

  /// Reads every `<key>NSUserKeyEquivalents</key><dict>` under `element`.
  static func readXML(
    _ element: XMLTree.Element, domain: String?, found: inout Bool, into reading: inout SourceReading
  ) {
    var children = element.children.makeIterator()
    while let child = children.next() {
      if element.name == "dict", child.name == "key", child.text == key, let value = children.next() {
        found = true
        if value.name == "dict" { readXMLDictionary(value, domain: domain, into: &reading) }
        continue
      }
      readXML(child, domain: domain, found: &found, into: &reading)
    }
  }

  /// Reads the pairs `<key>TITLE</key><string>KEYS</string>` of one dictionary.
  static func readXMLDictionary(_ dictionary: XMLTree.Element, domain: String?, into reading: inout SourceReading) {
    var children = dictionary.children.makeIterator()
    while let title = children.next() {
      guard title.name == "key", let value = children.next() else { continue }
      guard value.name == "string" else {
        reading.unread.append(
          UnreadDeclaration(
            file: reading.file, position: value.position,
            reason: .unreadableKeys("the key equivalent of '\(title.text)' is <\(value.name)>, not a string")))
        continue
      }
      add(
        title: title.text, keys: value.text, position: value.position, entry: title.position, domain: domain,
        into: &reading)
    }
  }

  // MARK: Text: old-style property lists and shell commands

  /// Reads each mention of `NSUserKeyEquivalents` that gives a dictionary.
  ///
  /// A mention gives one in a `defaults write` command, or as `NSUserKeyEquivalents = {`; other
  /// mentions (code that reads the key) declare nothing. A text that never mentions it and starts
  /// with `{` is the dictionary itself.
  static func readText(_ bytes: [UInt8], into reading: inout SourceReading) {
    let lines = LineTable(bytes)
    let needle = Array(key.utf8)
    var searchFrom = 0
    var mentioned = false
    // The command around the last mention: each line is split into words once, however many
    // mentions it holds.
    var last: (range: Range<Int>, words: ShellWords)?
    while let found = firstOffset(of: needle, in: bytes, from: searchFrom) {
      mentioned = true
      searchFrom = found + needle.count
      if last.map({ !$0.range.contains(found) }) ?? true {
        let start = logicalLineStart(bytes, before: found, notBefore: last?.range.upperBound ?? 0)
        let words = ShellWords(bytes: bytes, from: start)
        last = (start..<max(words.end, found + 1), words)
      }
      if let command = last?.words, let keyIndex = command.wordIndex(at: found),
        let domain = defaultsWriteDomain(command.words[..<keyIndex])
      {
        readCommand(command.words[(keyIndex + 1)...], domain: domain, lines: lines, into: &reading)
        searchFrom = max(searchFrom, command.end)
        continue
      }
      // `NSUserKeyEquivalents = {`, the key quoted or not.
      var index = searchFrom
      if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { index += 1 }
      while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
      index += 1
      while index < bytes.count,
        [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
          .contains(bytes[index])
      {
        index += 1
      }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { continue }
      let dictionary = OldStyleDictionary(bytes: bytes, from: index)
      readDictionary(dictionary, domain: enclosingDomain(bytes, before: found), lines: lines, into: &reading)
      // A mention inside the dictionary is one of its titles.
      searchFrom = max(searchFrom, dictionary.index)
    }
    if !mentioned, let first = bytes.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }),
      bytes[first] == UInt8(ascii: "{")
    {
      readDictionary(OldStyleDictionary(bytes: bytes, from: first), domain: nil, lines: lines, into: &reading)
    }
  }

  /// The domain a property list's file name gives, as macOS names the files of its defaults:
  /// `com.apple.Safari.plist` is `com.apple.Safari`'s (three parts or more), `.GlobalPreferences.plist`
  /// the global domain's; `nil` for another name (an app's `Defaults.plist`).
  static func domain(ofFile file: String) -> String? {
    let name = ProjectPath.name(file)
    guard name.hasSuffix(".plist") else { return nil }
    let stem = String(name.dropLast(".plist".count))
    if stem == ".GlobalPreferences" { return globalDomain }
    let parts = stem.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3, parts.allSatisfy({ !$0.isEmpty }), !stem.contains(" ") else { return nil }
    return stem
  }

  /// The domain a dictionary mentioned at `offset` is stored under, in a Nix attribute set or
  /// old-style property list: the key of the dictionary around it (`"com.google.Chrome" = {
  /// NSUserKeyEquivalents = {…}; }`), or the attribute before it in a path
  /// (`"com.google.Chrome".NSUserKeyEquivalents = {…}`), when that key reads as a domain (it has a
  /// `.`, or is `NSGlobalDomain`).
  /// - Complexity: O(*k*) in the length of the key, looking back over spaces and one key only.
  static func enclosingDomain(_ bytes: [UInt8], before offset: Int) -> String? {
    var index = offset
    func skipSpaces() {
      while index > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index - 1]) { index -= 1 }
    }
    if index > 0, bytes[index - 1] == UInt8(ascii: "\"") { index -= 1 }
    skipSpaces()
    guard index > 0 else { return nil }
    let isPath = bytes[index - 1] == UInt8(ascii: ".")
    if bytes[index - 1] == UInt8(ascii: "{") {
      index -= 1
      skipSpaces()
      guard index > 0, bytes[index - 1] == UInt8(ascii: "=") else { return nil }
      index -= 1
      skipSpaces()
    } else if isPath {
      index -= 1
    } else {
      return nil
    }
    // The key: a quoted string or a bare word, read backwards.
    let end = index
    let quoted = index > 0 && bytes[index - 1] == UInt8(ascii: "\"")
    if quoted { index -= 1 }
    var stop: [UInt8] =
      quoted ? [UInt8(ascii: "\""), 0x0A] : [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "{"), UInt8(ascii: ";")]
    // A bare attribute of a path ends at the dot before it.
    if isPath, !quoted { stop.append(UInt8(ascii: ".")) }
    let limit = max(0, index - 256)
    while index > limit, !stop.contains(bytes[index - 1]) { index -= 1 }
    guard !quoted || (index > 0 && bytes[index - 1] == UInt8(ascii: "\"")) else { return nil }
    let name = String(decoding: bytes[index..<(quoted ? end - 1 : end)], as: UTF8.self)
    guard name == globalDomain || (name.contains(".") && !name.hasPrefix(".") && !name.contains(" ")) else {
      return name == ".GlobalPreferences" ? globalDomain : nil
    }
    return name
  }

  /// The most words a `defaults write` command has before its key: `-currentHost`, `-host NAME`,
  /// `-app NAME` or `-g`, and the domain; a key further on is no argument of `write`.
  static let wordsBeforeKey = 8

  /// The domain of a `defaults write [-g | -app NAME | DOMAIN]` command whose words come before
  /// the key; `nil` when the words are no such command.
  static func defaultsWriteDomain(_ words: ArraySlice<ShellWords.Word>) -> String?? {
    let near = words.suffix(wordsBeforeKey + 2)
    guard let defaults = near.firstIndex(where: { $0.text == "defaults" || $0.text.hasSuffix("/defaults") }),
      near.index(after: defaults) < near.endIndex, near[near.index(after: defaults)].text == "write"
    else { return nil }
    var rest = near[(near.index(after: defaults) + 1)...]
    var domain: String?
    while let word = rest.first {
      rest = rest.dropFirst()
      switch word.text {
      case "-g", "-globalDomain", globalDomain, ".GlobalPreferences", "Apple Global Domain": domain = globalDomain
      case "-currentHost": continue
      case "-app", "-host":
        let name = rest.first
        rest = rest.dropFirst()
        if word.text == "-app" { domain = name.map { $0.expansion == nil ? $0.text : $0.text + "…" } }
      default: domain = word.expansion == nil ? word.text : nil
      }
    }
    return .some(domain)
  }

  /// Reads the arguments after `NSUserKeyEquivalents` in a `defaults write` command: `-dict-add`
  /// or `-dict` and pairs of title and key equivalent (each value maybe after `-string`), or one
  /// word holding an old-style dictionary.
  static func readCommand(
    _ arguments: ArraySlice<ShellWords.Word>, domain: String?, lines: LineTable, into reading: inout SourceReading
  ) {
    guard let first = arguments.first else { return }
    if first.text == "-dict-add" || first.text == "-dict" {
      var rest = arguments.dropFirst()
      while let title = rest.first {
        rest = rest.dropFirst()
        if rest.first?.text == "-string" { rest = rest.dropFirst() }
        let position = lines.position(ofOffset: title.start)
        guard let value = rest.first else {
          reading.unread.append(
            UnreadDeclaration(
              file: reading.file, position: position,
              reason: .unreadableKeys("the menu title '\(title.text)' has no key equivalent after it")))
          return
        }
        rest = rest.dropFirst()
        let valuePosition = lines.position(ofOffset: value.start)
        if let expansion = title.expansion ?? value.expansion {
          let part = title.expansion != nil ? "menu title" : "key equivalent"
          reading.unread.append(
            UnreadDeclaration(
              file: reading.file, position: title.expansion != nil ? position : valuePosition,
              reason: .unreadableKeys(
                "the shell expands '\(expansion)' in the \(part); write it in single quotes if it is no variable")))
          continue
        }
        add(
          title: OldStyleDictionary.decodingEscapes(title.bytes), keys: OldStyleDictionary.decodingEscapes(value.bytes),
          position: valuePosition, entry: position, domain: domain, into: &reading)
      }
    } else if let brace = first.bytes.firstIndex(of: UInt8(ascii: "{")),
      first.bytes[..<brace].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A })
    {
      let dictionary = OldStyleDictionary(bytes: first.bytes, offsets: first.offsets, from: brace)
      readDictionary(dictionary, domain: domain, lines: lines, into: &reading)
    } else {
      reading.unread.append(
        UnreadDeclaration(
          file: reading.file, position: lines.position(ofOffset: first.start),
          reason: .unreadableKeys("'defaults write' gives NSUserKeyEquivalents '\(first.text)', not a dictionary")))
    }
  }

  /// Adds the entries of an old-style dictionary, and a note where it stops being one.
  static func readDictionary(
    _ dictionary: OldStyleDictionary, domain: String?, lines: LineTable, into reading: inout SourceReading
  ) {
    for entry in dictionary.entries {
      let position = lines.position(ofOffset: entry.valueOffset)
      switch entry.value {
      case .string(let keys):
        add(
          title: entry.key, keys: keys, position: position, entry: lines.position(ofOffset: entry.keyOffset),
          domain: domain, into: &reading)
      case .expansion(let text):
        reading.unread.append(
          UnreadDeclaration(file: reading.file, position: position, reason: .notLiteral("key equivalent", text)))
      case .nested(let kind):
        reading.unread.append(
          UnreadDeclaration(
            file: reading.file, position: position,
            reason: .unreadableKeys("the key equivalent of '\(entry.key)' is \(kind), not a string")))
      }
    }
    if let problem = dictionary.problem {
      reading.unread.append(
        UnreadDeclaration(
          file: reading.file, position: lines.position(ofOffset: problem.offset),
          reason: .unreadableKeys(ShortcutFileError.lowercasingFirstWord(problem.message))))
    }
  }

  // MARK: One entry

  /// Adds the shortcut `keys` gives the menu item `title`.
  static func add(
    title: String, keys: String, position: SourcePosition, entry: SourcePosition, domain: String?,
    into reading: inout SourceReading
  ) {
    guard !keys.isEmpty else { return }
    let path = title.split(separator: "\u{1B}", omittingEmptySubsequences: true).map(String.init)
    var extra: [String: JSONValue] = [:]
    if let domain { extra["domain"] = JSONValue(.string(domain), at: entry) }
    let count = reading.definitions.count
    reading.add(
      [(shortcut(keys), position)], chord: keys, id: path.isEmpty ? title : path.joined(separator: " > "),
      title: path.last ?? title, position: position, entryPosition: entry, extra: extra)
    guard reading.definitions.count > count else { return }
    if path.count > 1 { reading.definitions[count].category = path[path.count - 2] }
    // An app's domain is that app; the global domain's, and a dictionary's with no domain, are
    // given their targets when the file is read.
    let app = domain.flatMap { $0 == globalDomain ? nil : ShortcutScope.Target(name: $0, kind: .app) }
    reading.definitions[count].scope = ShortcutScope(
      targets: app.map { [$0] } ?? [], context: .mainMenu, element: .menuItem)
  }

  /// The name of the domain whose App Shortcuts apply in every app.
  static let globalDomain = "NSGlobalDomain"

  /// Gives the global domain's App Shortcuts the targets of every app the file gives some for:
  /// they are live in each of them.
  static func spreadGlobalShortcuts(in reading: inout SourceReading) {
    var apps: Set<ShortcutScope.Target> = []
    for definition in reading.definitions { apps.formUnion(definition.scope?.targets ?? []) }
    guard !apps.isEmpty else { return }
    for index in reading.definitions.indices
    where reading.definitions[index].extra["domain"]?.string == globalDomain {
      reading.definitions[index].scope?.targets = apps.sorted()
    }
  }

  /// The shortcut a key equivalent (`@$s`, `^~\u{F702}`) gives, or why it gives none.
  static func shortcut(_ keys: String) -> StrokeReading {
    guard let key = keys.last else { return .notRead(.unreadableKeys("the key equivalent is empty")) }
    let modifiers = keys.dropLast().map { String($0) }
    let reading = KeyNotation.userKeyEquivalent.stroke(modifiers: modifiers, key: String(key)) {
      .unreadableKeys("'\($0)' in the key equivalent '\(keys)' is not one of the modifiers @ $ ~ ^")
    }
    guard case .read(var shortcut) = reading else { return reading }
    if KeyEquivalent.impliesShift(key) { shortcut.modifiers.insert(.shift) }
    if case .character(let character) = shortcut.trigger, let scalar = character.unicodeScalars.first,
      scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .privateUse
    {
      let code = String(scalar.value, radix: 16, uppercase: true)
      return .notRead(.unknownKey("U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code))
    }
    return .read(shortcut)
  }

  // MARK: Searching

  /// The offset of the first occurrence of `needle` at or after `start`, as a whole word.
  static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first, bytes.count >= needle.count else { return nil }
    var index = start
    while index <= bytes.count - needle.count {
      if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) {
        let before = index > 0 ? bytes[index - 1] : 0x20
        let after = index + needle.count < bytes.count ? bytes[index + needle.count] : 0x20
        if !ByteSearch.isIdentifierByte(before), !ByteSearch.isIdentifierByte(after) { return index }
      }
      index += 1
    }
    return nil
  }

  /// The start of the line holding `offset`, going back over lines continued by a backslash,
  /// but not before `floor` (where the last command read ends).
  static func logicalLineStart(_ bytes: [UInt8], before offset: Int, notBefore floor: Int) -> Int {
    var start = offset
    while true {
      while start > floor, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
      guard start > floor + 1, bytes[start - 2] == UInt8(ascii: "\\") else { return start }
      start -= 1
    }
  }
}
