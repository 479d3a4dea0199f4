import KBLoc

extension SourceReading {
  /// Adds what one declaration's keystrokes say; a chord (`ctrl+k ctrl+c`, a second keystroke)
  /// is read whole or not at all.
  ///
  /// When every stroke is read, each becomes a definition, as every reader makes them: the first
  /// with `id`, the next ones `id (stroke N)`, each with `title`, `extra` and, when there is more
  /// than one stroke, the whole chord as written in `extra["chord"]`. When a stroke is not read,
  /// the declaration is one note, at that stroke, with its reason, and none of its strokes is a
  /// definition: a chord with a stroke missing is not the chord the file declares.
  /// - Parameters:
  ///   - strokes: What each stroke says, and where it is written.
  ///   - chord: The whole chord as written.
  ///   - id: The declaration's id: its command, action or name.
  ///   - title: The declaration's title, if it has one.
  ///   - position: Where the keys are written.
  ///   - entryPosition: Where the declaration starts.
  ///   - extra: Fields every stroke's definition keeps (`when`, `context`).
  ///   - platforms: The platforms the declaration applies to; a definition for some only records
  ///     them (``ShortcutDefinition/platforms``), and so does the note.
  mutating func add(
    _ strokes: [(reading: StrokeReading, position: SourcePosition)], chord: String, id: String, title: String?,
    position: SourcePosition, entryPosition: SourcePosition, extra: [String: JSONValue] = [:],
    platforms: SourcePlatforms = .all
  ) {
    var shortcuts: [Shortcut] = []
    for stroke in strokes {
      switch stroke.reading {
      case .read(let shortcut): shortcuts.append(shortcut)
      case .notRead(let reason):
        unread.append(UnreadDeclaration(file: file, position: stroke.position, reason: reason, platforms: platforms))
        return
      }
    }
    var extra = extra
    if shortcuts.count > 1 { extra["chord"] = JSONValue(.string(chord), at: position) }
    if platforms != .all { extra[SourcePlatforms.field] = platforms.json(at: position) }
    for (number, shortcut) in shortcuts.enumerated() {
      var definition = ShortcutDefinition(
        id: number == 0 ? id : "\(id) (stroke \(number + 1))", shortcut: shortcut, title: title, position: position,
        entryPosition: entryPosition)
      definition.extra = extra
      definitions.append(definition)
    }
  }
}
