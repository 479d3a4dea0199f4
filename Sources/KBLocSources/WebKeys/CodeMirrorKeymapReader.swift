import KBLoc

/// Reads the keymaps of web editors in one file: CodeMirror 6's `KeyBinding` objects and the
/// library keymaps spread among them, ProseMirror's `keymap({…})` and TipTap's
/// `addKeyboardShortcuts()`.
///
/// - A `KeyBinding` is an object literal with a `run` or `shift` and a `key`, `mac`, `win` or
///   `linux` (in a file that names CodeMirror or `KeyBinding`). On each platform its key is that
///   platform's field, else `key` (a binding with only `mac` exists on macOS only); `shift` is a
///   second binding, the same key with Shift. Key names are read in ``KeyNotation/webKey``: `Mod`
///   is kbloc's Command; an upper-case letter is pressed with Shift (`Mod-C` is ⇧⌘C); keys
///   separated by a space are a chord.
/// - The title and action are the command's name (``ElectronMenuFile/commandName(of:depth:)``):
///   `run: indentLess` is Indent Less; an inline function's one call.
/// - A keymap spread in (`...defaultKeymap`), passed whole (`keymap.of(completionKeymap)`), or
///   one library binding (`indentWithTab`), imported from a package ``LibraryKeymap`` knows,
///   gives that keymap's bindings at the name; a `.filter(…)` that compares the bindings' `key`,
///   `mac`, `win` or `linux` with literals leaves those out. One from a package kbloc does not
///   know, or a filter it cannot read, is a note; one from a file of the app is read where it is
///   declared. `basicSetup` and `minimalSetup` bring their keymaps; `vim()` and `emacs()` are
///   notes.
/// - Scope: a binding is in the view named by its keymap's constant or function (else the file);
///   a keymap's bindings are tried in turn until one handles the key, so each is a pane of its
///   own: two bindings of one keymap on one key never conflict, and each conflicts with the menu
///   bar.
struct CodeMirrorKeymapReader {
  let file: ElectronMenuFile
  let imports: [Substring: ElectronMenuFile.Import]
  var reading: SourceReading
  /// The tokens a note was made at, so that each is noted once.
  var noted: Set<Int> = []

  /// The fields of a `KeyBinding` that give keys, and the platforms each gives them on.
  static let keyFields: [(field: String, platforms: SourcePlatforms)] = [
    ("mac", .mac), ("win", .windows), ("linux", .linux),
  ]

  /// The packages whose `keymap` function takes an object of ProseMirror key names.
  static let proseMirrorKeymapModules: Set<String> = ["prosemirror-keymap", "@tiptap/pm/keymap"]

  /// The extensions that install a keymap of their own, which kbloc's table does not hold.
  static let modalKeymaps: [String: String] = [
    "@replit/codemirror-vim": "vim", "@replit/codemirror-emacs": "emacs", "@uiw/codemirror-extensions-vim": "vim",
  ]

  /// Reads every keymap of the file into ``reading``.
  /// - Complexity: O(*n*) in the number of tokens, beside the bindings each library keymap gives.
  mutating func read() {
    let bytes = file.tokens.bytes
    func mentions(_ word: String) -> Bool { bytes.firstRange(of: Array(word.utf8)) != nil }
    let codeMirror = mentions("codemirror") || mentions("CodeMirror") || mentions("KeyBinding")
    for index in 0..<file.count {
      if codeMirror, file.isOpening(index, "{"), !file.isPattern(index), let members = file.objectMembers(of: index),
        Self.isBinding(members, in: file)
      {
        readBinding(at: index, members: members)
      } else if file.isToken(index, "keymap"), file.isToken(index + 1, "."), file.isToken(index + 2, "of"),
        file.isOpening(index + 3, "("), let close = file.partner(index + 3)
      {
        readKeymapArgument((index + 4)..<close)
      } else if file.isOpening(index, "["), isKeymapArray(index) {
        readSpreads(in: index)
      } else if file.isIdentifier(index) {
        readName(at: index)
      }
    }
  }

  /// Whether an object's members are a CodeMirror `KeyBinding`: a `run` or `shift` and a key.
  static func isBinding(_ members: [(key: Int, name: String, value: Range<Int>)], in file: ElectronMenuFile) -> Bool {
    let names = Set(members.map(\.name))
    return !names.isDisjoint(with: ["run", "shift"]) && !names.isDisjoint(with: ["key", "mac", "win", "linux"])
      && !names.contains("value")
  }

  /// Whether the array at `open` is a keymap: the argument of `keymap.of`, a constant typed
  /// `KeyBinding[]`, or an array holding a binding object.
  func isKeymapArray(_ open: Int) -> Bool {
    if file.isOpening(open - 1, "("), file.isToken(open - 2, "of"), file.isToken(open - 4, "keymap") { return true }
    var before = open - 1
    if file.isToken(before, "=") { before -= 1 }
    if file.isToken(before, "]"), file.isToken(before - 1, "["), file.isToken(before - 2, "KeyBinding") { return true }
    for segment in file.segments(of: open) where file.isOpening(segment.lowerBound, "{") {
      if let members = file.objectMembers(of: segment.lowerBound), Self.isBinding(members, in: file) { return true }
    }
    return false
  }

  /// The name of the keymap whose array (or binding) is at `index`: the constant or function
  /// around it, else the file's place name.
  func keymapName(of index: Int) -> String {
    file.enclosingName(of: index) ?? WebKeymapReader.placeName(of: file.file)
  }

  // MARK: Bindings

  /// Reads one `KeyBinding` object: its key on each platform, and its `shift` binding.
  mutating func readBinding(at open: Int, members: [(key: Int, name: String, value: Range<Int>)]) {
    func member(_ name: String) -> Range<Int>? { members.first { $0.name == name }?.value }
    let view = keymapName(of: open)
    let pane = "binding \(file.position(open))"
    var keys: [(platforms: SourcePlatforms, text: String, at: Int)] = []
    var unread: [(range: Range<Int>, platforms: SourcePlatforms)] = []
    for (field, platform) in Self.keyFields {
      guard let range = member(field) ?? member("key") else { continue }
      for variant in file.evaluate(range, on: platform) {
        switch variant.value {
        case .text(let text, let at):
          if let index = keys.firstIndex(where: { $0.at == at && $0.text == text }) {
            keys[index].platforms.formUnion(variant.platforms)
          } else {
            keys.append((variant.platforms, text, at))
          }
        case .unread(let range):
          if let index = unread.firstIndex(where: { $0.range == range }) {
            unread[index].platforms.formUnion(variant.platforms)
          } else {
            unread.append((range, variant.platforms))
          }
        case .absent: break
        }
      }
    }
    for (range, platforms) in unread {
      note(.notLiteral("key", file.source(range)), at: range.lowerBound, platforms: platforms)
    }
    let run = member("run").flatMap { file.commandName(of: $0) }
    let shift = member("shift").flatMap { file.commandName(of: $0) }
    for key in keys {
      let position = file.position(key.at)
      let scope = WebKeymapReader.scope(view: view, file: file.file, panes: [pane])
      if member("run") != nil {
        add(key.text, command: run, platforms: key.platforms, at: position, entry: file.position(open), scope: scope)
      }
      if member("shift") != nil {
        add(
          "Shift-" + key.text, command: shift, platforms: key.platforms, at: position, entry: file.position(open),
          scope: scope)
      }
    }
  }

  /// Adds one binding's definitions: each kbloc platform's reading of `text`, those that agree
  /// together.
  mutating func add(
    _ text: String, command: String?, platforms: SourcePlatforms, at position: SourcePosition,
    entry: SourcePosition, scope: ShortcutScope, extra: [String: JSONValue] = [:]
  ) {
    let strokes = Self.strokes(of: text)
    var sides: [(platforms: SourcePlatforms, readings: [StrokeReading])] = []
    for platform in Platform.allCases {
      let shared = platforms.intersection(SourcePlatforms(platform))
      guard !shared.isEmpty else { continue }
      let readings = strokes.map { Self.stroke($0, on: platform) }
      if let index = sides.firstIndex(where: { $0.readings == readings }) {
        sides[index].platforms.formUnion(shared)
      } else {
        sides.append((shared, readings))
      }
    }
    let title = command.flatMap(CommandName.title(of:))
    for side in sides {
      reading.add(
        side.readings.map { ($0, position) }, chord: text, id: command ?? "\(reading.file):\(position)", title: title,
        position: position, entryPosition: entry, extra: extra, platforms: side.platforms, scope: scope,
        action: command)
    }
  }

  /// The strokes of a CodeMirror key name: split at spaces, a space at the end being the key
  /// (`"Ctrl-k Ctrl-c"`, `"Space"`, `"Ctrl- "`).
  static func strokes(of text: String) -> [Substring] {
    guard text.count > 1 else { return [Substring(text)] }
    var strokes: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if text[index] == " ", next < text.endIndex, index > start {
        strokes.append(text[start..<index])
        start = next
      }
      index = next
    }
    strokes.append(text[start...])
    return strokes
  }

  /// One stroke of a CodeMirror or ProseMirror key name (`Shift-Mod-k`, `Mod--`, `Mod-C`), read
  /// for `platform`: the parts before the last `-` that does not end it are modifiers, the rest
  /// the key; an upper-case letter is that letter's key with Shift.
  static func stroke(_ text: Substring, on platform: Platform) -> StrokeReading {
    var modifiers: [Substring] = []
    var key = text
    if text.count > 1, let dash = text.dropLast().lastIndex(of: "-") {
      modifiers = text[..<dash].split(separator: "-", omittingEmptySubsequences: false)
      key = text[text.index(after: dash)...]
    }
    if key.count == 1, let letter = key.first, letter.isASCII, letter.isUppercase {
      modifiers.append("Shift")
      key = Substring(letter.lowercased())
    }
    return KeyNotation.webKey.stroke(modifiers: modifiers, key: key, on: platform) {
      .unreadableKeys("'\($0)' in the key '\(text)' is not a modifier")
    }
  }

  /// A note at token `index`, once.
  mutating func note(_ reason: UnreadDeclaration.Reason, at index: Int, platforms: SourcePlatforms = .all) {
    guard noted.insert(index).inserted else { return }
    reading.unread.append(
      UnreadDeclaration(file: reading.file, position: file.position(index), reason: reason, platforms: platforms))
  }
}
