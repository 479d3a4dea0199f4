import KBLoc
import KBLocSources

extension CoverageReport {
  /// The stable JSON of DESIGN §5: `summary.percent`, `layouts[].name`, `layouts[].error`,
  /// `layouts[].results[]` with `id`, `status`, `flags` (and the rest of each translate result).
  ///
  /// Layouts are in the order asked for; `shortcuts` is worst first.
  /// - Parameters:
  ///   - file: The shortcuts file, as the summary names it.
  ///   - layouts: Each row's ``layoutJSON(of:)`` already rendered at ``layoutIndent`` (in parallel,
  ///     by the run), or `nil` to make them here.
  /// - Returns: The report as a JSON document.
  func json(file: String, layouts: [String]? = nil) -> JSON {
    let counts = statusCounts
    return .object([
      (
        "summary",
        .object([
          ("file", .string(file)), ("platform", .string(platform.rawValue)), ("percent", .double(percent)),
          ("shortcuts", .int(definitions.count)), ("layouts", .int(rows.count)), ("loaded", .int(loadedRows.count)),
          ("errors", .int(errorCount)),
          ("results", .int(loadedRows.map(\.results.count).reduce(0, +))),
          ("covered", .int(loadedRows.map(\.coveredCount).reduce(0, +))),
          ("statuses", .object(LocalizedShortcut.Status.allCases.map { ($0.rawValue, .int(counts[$0] ?? 0)) })),
        ])
      ),
      (
        "shortcuts",
        .array(
          shortcutSummaries.map { summary in
            var members: [(String, JSON)] = [
              ("id", .string(summary.definition.id)), ("keys", .string(summary.definition.keys)),
              ("percent", .double(summary.percent)), ("covered", .int(summary.covered)), ("total", .int(summary.total)),
            ]
            // Where a shortcut read from an app's files is declared.
            if let declaration = summary.definition.declaration {
              members += [
                ("file", .string(declaration.file)), ("line", .int(declaration.position.line)),
                ("column", .int(declaration.position.column)),
              ]
            }
            return JSON.object(members)
          })
      ),
      (
        "layouts",
        .array(layouts.map { $0.map(JSON.verbatim) } ?? rows.map(CoverageReport.layoutJSON(of:)))
      ),
    ])
  }

  /// How deep a layout's object is indented in ``json(file:layouts:)``: inside `layouts`, inside
  /// the document.
  static let layoutIndent = 4

  /// One row of `layouts`: the layout's name, direction, error, coverage and results.
  static func layoutJSON(of row: Row) -> JSON {
    .object([
      ("name", .string(row.name)), ("requested", .string(row.requested)),
      ("description", .string(row.description)),
      ("direction", .string(row.direction?.rawValue)), ("error", .string(row.error)),
      ("percent", row.percent.map(JSON.double) ?? .null), ("covered", .int(row.coveredCount)),
      ("results", .array(row.results.map(\.json))),
    ])
  }
}
