import KBLoc

extension CoverageReport {
  /// The stable JSON of DESIGN §5: `summary.percent`, `layouts[].name`, `layouts[].error`,
  /// `layouts[].results[]` with `id`, `status`, `flags` (and the rest of each translate result).
  ///
  /// Layouts are in the order asked for; `shortcuts` is worst first.
  func json(file: String) -> JSON {
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
            .object([
              ("id", .string(summary.definition.id)), ("keys", .string(summary.definition.keys)),
              ("percent", .double(summary.percent)), ("covered", .int(summary.covered)), ("total", .int(summary.total)),
            ])
          })
      ),
      (
        "layouts",
        .array(
          rows.map { row in
            .object([
              ("name", .string(row.name)), ("requested", .string(row.requested)),
              ("description", .string(row.description)),
              ("direction", .string(row.direction?.rawValue)), ("error", .string(row.error)),
              ("percent", row.percent.map(JSON.double) ?? .null), ("covered", .int(row.coveredCount)),
              ("results", .array(row.results.map(\.json))),
            ])
          })
      ),
    ])
  }
}
