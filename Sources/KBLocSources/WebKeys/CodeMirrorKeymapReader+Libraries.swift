import KBLoc

extension CodeMirrorKeymapReader {
  /// Reads the argument of `keymap.of(…)` when it is no array literal (an array is read as a
  /// keymap array): a keymap by name, filtered or not.
  mutating func readKeymapArgument(_ range: Range<Int>) {
    guard !range.isEmpty, !file.isOpening(range.lowerBound, "[") else { return }
    readReference(range, view: keymapName(of: range.lowerBound), single: false)
  }

  /// Reads the spreads of a keymap array (`...historyKeymap`) and the library bindings it holds
  /// by name (`indentWithTab`).
  mutating func readSpreads(in open: Int) {
    let view = keymapName(of: open)
    for segment in file.segments(of: open) {
      if file.isToken(segment.lowerBound, "...") {
        readReference((segment.lowerBound + 1)..<segment.upperBound, view: view, single: false)
      } else if segment.count == 1, file.isIdentifier(segment.lowerBound) {
        readReference(segment, view: view, single: true)
      }
    }
  }

  /// Reads a keymap an expression names, from kbloc's table when a package exports it.
  ///
  /// The expression is `NAME` or `NAMESPACE.NAME`, either with `.filter(…)`; a name of the file
  /// or of another file of the app is read where it is declared. `single` for a binding standing alone in an array
  /// (`indentWithTab`), which is read only when the table knows it.
  mutating func readReference(_ range: Range<Int>, view: String, single: Bool) {
    var index = range.lowerBound
    guard file.isIdentifier(index) else {
      if !single { note(.notLiteral("keymap", file.source(range)), at: range.lowerBound) }
      return
    }
    let local = file.text(index)
    var name = String(local)
    var module: String?
    if let imported = imports[local] {
      module = imported.module
      name = imported.name
      if imported.name == "*", file.isToken(index + 1, "."), file.isIdentifier(index + 2) {
        index += 2
        name = String(file.text(index))
      }
    }
    var filter: Range<Int>?
    var end = index + 1
    if file.isToken(end, "."), file.isToken(end + 1, "filter"), file.isOpening(end + 2, "("),
      let close = file.partner(end + 2)
    {
      filter = (end + 3)..<close
      end = close + 1
    }
    guard end == range.upperBound else {
      if !single { note(.notLiteral("keymap", file.source(range)), at: range.lowerBound) }
      return
    }
    guard let module else {
      // A name of this file is read where it is declared; any other is not known here.
      if file.declarations[local] == nil, !single {
        note(.notLiteral("keymap", file.source(range)), at: range.lowerBound)
      }
      return
    }
    guard !ElectronMenuFile.Import(module: module, name: name).isRelative else { return }
    guard let keymap = LibraryKeymap.named(name, in: module) else {
      if !single || LibraryKeymap.knows(module: module) {
        let known =
          LibraryKeymap.knows(module: module)
          ? "the keymaps kbloc knows of '\(module)' do not include it"
          : "kbloc's table of library keymaps does not hold '\(module)'"
        note(.unreadableKeys("the keymap '\(name)' comes from '\(module)': \(known)"), at: range.lowerBound)
      }
      return
    }
    var removed: [(field: String, value: String)] = []
    var keeps = false
    if let filter {
      guard let read = filterTerms(filter) else {
        note(
          .unreadableKeys("the keymap '\(name)' is filtered by '\(file.source(filter))', which kbloc does not read"),
          at: range.lowerBound)
        return
      }
      (removed, keeps) = read
    }
    let bindings = keymap.bindings.filter { binding in
      let named = removed.contains { term in Self.field(term.field, of: binding) == term.value }
      return keeps ? named : !named
    }
    expand(bindings, of: keymap, at: index, view: view)
  }

  /// The value of a `KeyBinding` field of a library binding.
  static func field(_ name: String, of binding: LibraryKeymap.Binding) -> String? {
    switch name {
    case "key": return binding.key
    case "mac": return binding.mac
    case "win": return binding.win
    case "linux": return binding.linux
    case "run": return binding.run
    default: return nil
    }
  }

  /// What a filter's function compares: each `PARAM.field` compared with a string literal (`===`,
  /// `!==`, either side) or looked up in an array of them (`['Home', 'End'].includes(k.key)`), and
  /// whether the filter keeps those (`k => k.key === 'Mod-z'`) rather than leaving them out (a
  /// `!==`, a `!`, a `return false`); `nil` when it compares none.
  func filterTerms(_ range: Range<Int>) -> (terms: [(field: String, value: String)], keeps: Bool)? {
    var start = range.lowerBound
    if file.isOpening(start, "("), let close = file.partner(start), close == start + 2 { start += 1 }
    guard file.isIdentifier(start) else { return nil }
    let parameter = file.text(start)
    var terms: [(field: String, value: String)] = []
    var negative = false
    var index = start + 1
    while index < range.upperBound {
      if file.isToken(index, "!==") || file.isToken(index, "!=") || file.isToken(index, "!") {
        negative = true
      }
      if file.isToken(index, "return"), file.isToken(index + 1, "false") { negative = true }
      if file.isToken(index, String(parameter)), file.isToken(index + 1, "."), file.isIdentifier(index + 2) {
        let field = String(file.text(index + 2))
        let after = index + 3
        if ["===", "!==", "==", "!="].contains(String(file.text(after))), let value = file.string(after + 1) {
          terms.append((field, value))
        } else if ["===", "!==", "==", "!="].contains(String(file.text(index - 1))), let value = file.string(index - 2)
        {
          terms.append((field, value))
        } else if file.tokens.enclosing[index] >= 0, file.isToken(file.tokens.enclosing[index] - 1, "includes"),
          file.isToken(file.tokens.enclosing[index] - 2, "."), file.isToken(file.tokens.enclosing[index] - 3, "]"),
          let open = file.partner(file.tokens.enclosing[index] - 3)
        {
          for element in file.segments(of: open) where element.count == 1 {
            if let value = file.string(element.lowerBound) { terms.append((field, value)) }
          }
        }
      }
      index += 1
    }
    return terms.isEmpty ? nil : (terms, !negative)
  }

  /// Adds the bindings of a library keymap, at the token `index` that names it, in `view`.
  mutating func expand(_ bindings: [LibraryKeymap.Binding], of keymap: LibraryKeymap, at index: Int, view: String) {
    let position = file.position(index)
    let library = JSONValue(.string("\(keymap.module) \(keymap.version) \(keymap.name)"), at: position)
    for (number, binding) in bindings.enumerated() {
      var keys: [(platforms: SourcePlatforms, text: String)] = []
      for (field, platform) in Self.keyFields {
        guard let text = Self.field(field, of: binding) ?? binding.key else { continue }
        if let known = keys.firstIndex(where: { $0.text == text }) {
          keys[known].platforms.formUnion(platform)
        } else {
          keys.append((platform, text))
        }
      }
      let scope = WebKeymapReader.scope(
        view: view, file: file.file, panes: ["binding \(position) \(keymap.name) \(number + 1)"])
      for key in keys {
        if binding.run != nil {
          add(
            key.text, command: binding.run, platforms: key.platforms, at: position, entry: position, scope: scope,
            extra: ["library": library])
        }
        if binding.shift != nil {
          add(
            "Shift-" + key.text, command: binding.shift, platforms: key.platforms, at: position, entry: position,
            scope: scope, extra: ["library": library])
        }
      }
    }
  }

  /// Reads what a name stands for: `basicSetup` or `minimalSetup` (their keymaps), `vim()` and
  /// `emacs()` (notes), ProseMirror's `keymap({…})` and TipTap's `addKeyboardShortcuts()`.
  mutating func readName(at index: Int) {
    let name = file.text(index)
    if file.isToken(index - 1, ".") || file.isToken(index - 1, "?.") || isInImport(index) { return }
    if name == "addKeyboardShortcuts", file.isOpening(index + 1, "("), let close = file.partner(index + 1) {
      var body = close + 1
      if file.isToken(body, ":") { while body < file.count, body - close < 32, !file.isToken(body, "{") { body += 1 } }
      if file.isOpening(body, "{") { readShortcutsFunction(body, view: extensionName(around: index)) }
      return
    }
    guard let imported = imports[name] else { return }
    if ["codemirror", "@codemirror/basic-setup"].contains(imported.module),
      ["basicSetup", "minimalSetup"].contains(imported.name), !file.isToken(index + 1, ":"),
      let setup = LibraryKeymap.named(imported.name, in: "codemirror")
    {
      expand(setup.bindings, of: setup, at: index, view: keymapName(of: index))
    } else if let modal = Self.modalKeymaps[imported.module], imported.name == modal, file.isOpening(index + 1, "(") {
      note(
        .unreadableKeys("'\(name)()' installs the \(modal) keymap of '\(imported.module)', which kbloc does not read"),
        at: index)
    } else if Self.proseMirrorKeymapModules.contains(imported.module), imported.name == "keymap",
      file.isOpening(index + 1, "("), let close = file.partner(index + 1)
    {
      readProseMirrorArgument((index + 2)..<close, view: keymapName(of: index))
    }
  }

  /// Whether token `index` is a name an `import { … }` lists.
  func isInImport(_ index: Int) -> Bool {
    let open = file.tokens.enclosing[index]
    guard open >= 0, file.isToken(open, "{"), let close = file.partner(open) else { return false }
    return file.isToken(close + 1, "from")
  }

  /// The name of a TipTap extension around token `index`: the `name` of the object given to
  /// `Extension.create`, `Node.create` or `Mark.create`, else the enclosing name.
  func extensionName(around index: Int) -> String {
    var scan = file.tokens.enclosing[index]
    var steps = 0
    while scan >= 0, steps < 16 {
      steps += 1
      if file.isToken(scan, "{"), let members = file.objectMembers(of: scan),
        let name = members.first(where: { $0.name == "name" }), name.value.count == 1,
        let text = file.string(name.value.lowerBound)
      {
        return text
      }
      scan = file.tokens.enclosing[scan]
    }
    return keymapName(of: index)
  }
}
