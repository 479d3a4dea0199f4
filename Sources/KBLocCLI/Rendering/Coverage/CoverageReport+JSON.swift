import Dispatch
import KBLoc
import KBLocSources

extension CoverageReport {
  /// The stable JSON of DESIGN §5: `summary.percent`, `layouts[].name`, `layouts[].error`,
  /// `layouts[].results[]` with `id`, `status`, `flags` (and the rest of each translate result).
  ///
  /// Layouts are in the order asked for; `shortcuts` is worst first. The report must come from a
  /// run that kept every result (``KBLoc/CoverageRun/Options/keepsEveryResult``). Each layout is
  /// made a JSON value and written in turn, so the document is never held twice as values; the
  /// layouts are written on every core at once (the text is the same), since a large file's
  /// report is mostly its layouts' results.
  /// - Parameter file: The shortcuts file, as the summary names it.
  /// - Returns: The JSON text, ending with a newline.
  func json(file: String) -> String {
    let summary = JSON.object([
      ("file", .string(file)), ("platform", .string(platform.rawValue)), ("percent", percent.map(JSON.double) ?? .null),
      ("shortcuts", .int(definitions.count)), ("layouts", .int(rows.count)), ("loaded", .int(loadedCount)),
      ("errors", .int(failedCount)), ("results", .int(totals.results)), ("covered", .int(totals.covered)),
      ("statuses", .object(LocalizedShortcut.Status.allCases.map { ($0.rawValue, .int(totals.count(of: $0))) })),
    ])
    let shortcuts = JSON.array(
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
    var text = "{\n  \"summary\": "
    summary.render(into: &text, indent: 2)
    text += ",\n  \"shortcuts\": "
    shortcuts.render(into: &text, indent: 2)
    text += ",\n  \"layouts\": ["
    var layouts = Self.renderLayouts(rows)
    text.reserveCapacity(text.utf8.count + layouts.reduce(0) { $0 + $1.utf8.count + 6 } + 8)
    for index in layouts.indices {
      text += index == 0 ? "\n    " : ",\n    "
      text += layouts[index]
      // Each layout's text is let go once copied: the document is never held twice.
      layouts[index] = ""
    }
    text += rows.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return text
  }

  /// Each row of `layouts` as ``renderLayout(_:into:)`` writes it, the rows shared among the cores.
  /// - Complexity: O(*n*) in the length of the text, over the cores.
  static func renderLayouts(_ rows: [Row]) -> [String] {
    var texts = [String](repeating: "", count: rows.count)
    texts.withUnsafeMutableBufferPointer { texts in
      let texts = UncheckedSendable(texts)
      DispatchQueue.concurrentPerform(iterations: rows.count) { index in
        renderLayout(rows[index], into: &texts.value[index])
      }
    }
    return texts
  }

  /// Appends one row of `layouts`, at an indent of 4.
  ///
  /// The row holds the layout's name, direction, error, coverage and results, each result made a
  /// JSON value and written in turn, so a layout's results are never held as values all at once.
  /// The text is what rendering the row as one JSON object writes.
  static func renderLayout(_ row: Row, into text: inout String) {
    let members: [(String, JSON)]
    let results: [LocalizedShortcut]
    switch row {
    case .loaded(let layout):
      members = [
        ("name", .string(layout.name)), ("requested", .string(layout.requested)),
        ("description", .string(layout.description)), ("direction", .string(layout.direction.rawValue)),
        ("error", .null), ("percent", .double(layout.percent)), ("covered", .int(layout.tally.covered)),
      ]
      results = layout.results ?? layout.problems
    case .failed(let failure):
      members = [
        ("name", .string(failure.requested)), ("requested", .string(failure.requested)), ("description", .string("")),
        ("direction", .null), ("error", .string(failure.message)), ("percent", .null), ("covered", .int(0)),
      ]
      results = []
    }
    text += "{"
    for (index, (name, value)) in members.enumerated() {
      text += index == 0 ? "\n      " : ",\n      "
      JSON.string(name).render(into: &text)
      text += ": "
      value.render(into: &text, indent: 6)
    }
    text += ",\n      \"results\": "
    JSON.renderArray(results, into: &text, indent: 6) { $0.writeJSON(into: &$1, indent: $2) }
    text += "\n    }"
  }
}

/// A value handed to the workers of `DispatchQueue.concurrentPerform`, each of which touches a
/// part of it no other touches.
private struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
