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
  ///   - chord: The whole chord as written, its strokes joined by `separator`.
  ///   - id: The declaration's id: its command, action or name.
  ///   - title: The declaration's title, if it has one.
  ///   - position: Where the keys are written.
  ///   - entryPosition: Where the declaration starts.
  ///   - extra: Fields every stroke's definition keeps (`when`, `context`).
  ///   - platforms: The platforms the declaration applies to; a definition for some only records
  ///     them (``ShortcutDefinition/platforms``), and so does the note.
  ///   - scope: Where the declaration is live; `nil` leaves it to the scan.
  ///   - action: What the declaration runs (a binding's command), which tells one command declared
  ///     twice from two commands.
  ///   - separator: What separates the strokes in `chord`.
  ///
  /// A chord's keystrokes are not live as single shortcuts are. Its first stroke opens the chord:
  /// its action is the chord's opening (`chord ctrl+k`), which every chord opened by the same
  /// stroke shares, so two chords on one prefix are no conflict, and a binding of that stroke
  /// alone is. The strokes after it are live only once the ones before are pressed, like the
  /// items of a menu that opens on demand: each is in a ``ShortcutScope/Context/Kind/menu`` named
  /// by the strokes before it (and told apart by the scope's condition), so they conflict only
  /// with the strokes that follow the same prefix.
  mutating func add(
    _ strokes: [(reading: StrokeReading, position: SourcePosition)], chord: String, id: String, title: String?,
    position: SourcePosition, entryPosition: SourcePosition, extra: [String: JSONValue] = [:],
    platforms: SourcePlatforms = .all, scope: ShortcutScope? = nil, action: String? = nil, separator: String = " "
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
    let written = chord.split(separator: separator)
    for (number, shortcut) in shortcuts.enumerated() {
      var definition = ShortcutDefinition(
        id: number == 0 ? id : "\(id) (stroke \(number + 1))", shortcut: shortcut, title: title, position: position,
        entryPosition: entryPosition)
      definition.extra = extra
      definition.scope = scope
      definition.action = action
      if shortcuts.count > 1, written.count == shortcuts.count {
        if number == 0 {
          definition.action = "chord \(written[0])"
        } else {
          let prefix = written.prefix(number).joined(separator: separator)
          var pending = scope ?? ShortcutScope(context: .anywhere, element: .binding)
          // The condition the chord is under tells its pending strokes from another's.
          let condition = pending.context.kind == .anywhere ? nil : pending.context.description
          pending.context = .menu("after \(prefix)", identity: condition.map { "\($0), after \(prefix)" })
          definition.scope = pending
        }
      }
      definitions.append(definition)
    }
  }
}
