import KBLocSources

/// The files `extract` lists besides its shortcuts: those a folder scan did not read, with why,
/// and those in a language kbloc does not read that look like shortcut tables.
struct ExtractedFiles {
  /// The files and folders passed over.
  var skipped: [SkippedFile] = []
  /// The shortcut tables in other languages.
  var foreignTables: [ForeignTable] = []

  /// The same files, each named as reports name files (``ReportPath``).
  func shown() -> ExtractedFiles {
    var files = self
    for index in files.skipped.indices {
      files.skipped[index].path = ReportPath.shown(files.skipped[index].path)
    }
    for index in files.foreignTables.indices {
      files.foreignTables[index].file = ReportPath.shown(files.foreignTables[index].file)
    }
    return files
  }

  /// `"skipped": [{"file", "reason"}]` and `"foreignTables": [{"file", "line", "language",
  /// "entries"}]`, each only when it has entries.
  var jsonMembers: [(String, JSON)] {
    var members: [(String, JSON)] = []
    if !skipped.isEmpty {
      members.append(
        ("skipped", .array(skipped.map { .object([("file", .string($0.path)), ("reason", .string($0.reason))]) })))
    }
    if !foreignTables.isEmpty {
      let tables: [JSON] = foreignTables.map { table in
        .object([
          ("file", .string(table.file)), ("line", .int(table.line)), ("language", .string(table.language)),
          ("entries", .int(table.entries)),
        ])
      }
      members.append(("foreignTables", .array(tables)))
    }
    return members
  }

  /// One note a line: `FILE: note: not read: REASON`, then each table's.
  var text: String {
    var out = ""
    for file in skipped { out += "\(file.path): note: not read: \(file.reason)\n" }
    for table in foreignTables { out += "\(table.description)\n" }
    return out
  }
}
