import KBLoc

extension CodeMirrorKeymapReader {
  /// Reads the argument of ProseMirror's `keymap(…)`: an object of key names and commands, a
  /// constant of the file holding one, or a library keymap (`baseKeymap`).
  mutating func readProseMirrorArgument(_ range: Range<Int>, view: String) {
    guard !range.isEmpty else { return }
    let first = range.lowerBound
    if file.isOpening(first, "{"), file.partner(first) == range.upperBound - 1 {
      readProseMirrorObject(first, view: view)
    } else if range.count == 1, file.isIdentifier(first), let value = file.declarations[file.text(first)],
      file.isOpening(value.lowerBound, "{")
    {
      readProseMirrorObject(value.lowerBound, view: view)
    } else {
      readReference(range, view: view, single: false)
    }
  }

  /// Reads the object a TipTap extension's `addKeyboardShortcuts()` returns (each `return { … }`
  /// of its body).
  mutating func readShortcutsFunction(_ body: Int, view: String) {
    guard let close = file.partner(body) else { return }
    var index = body + 1
    while index < close {
      if file.isToken(index, "return"), file.isOpening(index + 1, "{") {
        readProseMirrorObject(index + 1, view: view)
      }
      index += 1
    }
  }

  /// Reads an object of ProseMirror key names and commands (`{ 'Mod-b': toggleMark(…), Enter:
  /// splitBlock }`); a spread of a library keymap (`...baseKeymap`) gives its bindings.
  mutating func readProseMirrorObject(_ open: Int, view: String) {
    for segment in file.segments(of: open) {
      let key = segment.lowerBound
      if file.isToken(key, "...") {
        let rest = (key + 1)..<segment.upperBound
        if rest.count == 1, file.isIdentifier(rest.lowerBound), imports[file.text(rest.lowerBound)] != nil {
          readReference(rest, view: view, single: false)
        }
        continue
      }
      if file.isOpening(key, "["), let close = file.partner(key), file.isToken(close + 1, ":") {
        note(.notLiteral("key", file.source((key + 1)..<close)), at: key + 1)
        continue
      }
      guard file.isToken(key + 1, ":"),
        let name = file.string(key) ?? (file.isIdentifier(key) ? String(file.text(key)) : nil)
      else { continue }
      let value = (key + 2)..<segment.upperBound
      let position = file.position(key)
      add(
        name, command: file.commandName(of: value), platforms: .all, at: position, entry: position,
        scope: WebKeymapReader.scope(view: view, file: file.file, panes: ["binding \(position)"]))
    }
  }
}
