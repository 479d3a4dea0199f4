import KBLocSources

extension SourceReading {
  /// Each definition in one line, as the reader tests compare them:
  /// `ID: KEYS at LINE:COLUMN, entry LINE:COLUMN`.
  var declared: [String] {
    definitions.map { "\($0.id): \($0.keys) at \($0.position), entry \($0.entryPosition)" }
  }

  /// Each declaration not read, as `extract` prints it: `FILE:LINE:COLUMN: note: not read: REASON`.
  var notes: [String] { unread.map(\.description) }
}
