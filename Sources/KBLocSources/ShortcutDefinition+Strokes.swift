import KBLoc

extension ShortcutDefinition {
  /// One definition per stroke, as the VS Code reader makes them: the first with `id`, the next
  /// ones `id (stroke N)`, each with the whole chord as written in `extra["chord"]` when there is
  /// more than one stroke.
  static func strokes(
    _ shortcuts: [Shortcut], chord: String, id: String, title: String?, position: SourcePosition,
    entryPosition: SourcePosition
  ) -> [ShortcutDefinition] {
    shortcuts.enumerated().map { number, shortcut in
      var definition = ShortcutDefinition(
        id: number == 0 ? id : "\(id) (stroke \(number + 1))", shortcut: shortcut, title: title,
        position: position, entryPosition: entryPosition)
      if shortcuts.count > 1 { definition.extra["chord"] = JSONValue(.string(chord), at: position) }
      return definition
    }
  }
}

/// What one keystroke written in a file says: a shortcut, or why it is not read.
enum StrokeReading {
  case read(Shortcut)
  case notRead(UnreadDeclaration.Reason)
}
