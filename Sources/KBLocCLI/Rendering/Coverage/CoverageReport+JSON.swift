import Dispatch
import KBLoc
import KBLocSources

extension CoverageReport {
  /// The stable JSON of docs/commands.md: `summary.percent`, `layouts[].name`, `layouts[].error`,
  /// `layouts[].results[]` with `id`, `status`, `flags` (and the rest of each translate result).
  ///
  /// Shortcuts read with apps or targets add `apps` — each app's `name`, `kind`, `percent`,
  /// `shortcuts`, `results`, `covered`, and per layout its `percent` and `covered` — and give each
  /// shortcut and each result its `app` (a shortcut that ships in several apps is there once for
  /// each). Layouts are in the order asked for; `shortcuts` is worst first. The report must come
  /// from a run that kept every result (``KBLoc/CoverageRun/Options/keepsEveryResult``) or wrote
  /// them (``KBLoc/CoverageRun/Options/writeResults`` with ``resultsJSON(_:appNames:)``).
  /// - Parameter file: The shortcuts file, as the summary names it.
  /// - Returns: The JSON text, ending with a newline.
  func json(file: String) -> String {
    String(decoding: jsonParts(file: file).joined(), as: UTF8.self)
  }

  /// The text of ``json(file:)`` as UTF-8 parts, to be written one after the other: a report over
  /// many shortcuts is mostly its layouts' results, which are then never copied into one text.
  ///
  /// Each layout's results are those the run wrote, or are written here, on every core at once
  /// (the text is the same), each layout made JSON values and written in turn.
  func jsonParts(file: String) -> [[UInt8]] {
    let summary = JSON.object([
      ("file", .string(file)), ("platform", .string(platform.rawValue)), ("percent", percent.map(JSON.double) ?? .null),
      ("shortcuts", .int(definitions.count)), ("layouts", .int(rows.count)), ("loaded", .int(loadedCount)),
      ("errors", .int(failedCount)), ("results", .int(totals.results)), ("covered", .int(totals.covered)),
      ("statuses", .object(LocalizedShortcut.Status.allCases.map { ($0.rawValue, .int(totals.count(of: $0))) })),
    ])
    let shortcuts = JSON.array(
      shortcutSummaries.map { summary in
        var members: [(String, JSON)] = [("id", .string(summary.definition.id))]
        if let title = summary.definition.title { members.append(("title", .string(title))) }
        members += [
          ("keys", .string(summary.definition.keys)), ("percent", .double(summary.percent)),
          ("covered", .int(summary.covered)), ("total", .int(summary.total)),
        ]
        if hasNamedApps { members.append(("app", .string(app(holding: summary.index)?.name ?? ""))) }
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
    if hasNamedApps {
      text += ",\n  \"apps\": "
      appsJSON.render(into: &text, indent: 2)
    }
    text += ",\n  \"shortcuts\": "
    shortcuts.render(into: &text, indent: 2)
    text += ",\n  \"referenceConflicts\": "
    referenceConflictsJSON.render(into: &text, indent: 2)
    text += ",\n  \"layouts\": ["
    var parts = [Array(text.utf8)]
    let layouts = renderLayouts()
    parts.reserveCapacity(2 * layouts.count + 1)
    for index in layouts.indices {
      // Each row's head ends where its results begin; the next row's separator closes it.
      parts.append(Array((index == 0 ? "\n    " : "\n    },\n    ").utf8) + layouts[index].head)
      parts.append(rows[index].loaded?.writtenResults ?? layouts[index].results)
    }
    parts.append(Array((rows.isEmpty ? "]\n}\n" : "\n    }\n  ]\n}\n").utf8))
    return parts
  }

  /// `referenceConflicts`: each shortcut in conflict on the reference layout — `lint`'s finding,
  /// no miss on any layout — with its `id`, `title`, `keys`, `app`, declaration, the first 16 it is
  /// in conflict with (`conflictsWith`) and, when there are more, `conflictCount`.
  var referenceConflictsJSON: JSON {
    JSON.array(
      referenceConflicts.map { conflict in
        let definition = definitions[conflict.index]
        var members: [(String, JSON)] = [("id", .string(definition.id))]
        if let title = definition.title { members.append(("title", .string(title))) }
        members.append(("keys", .string(definition.keys)))
        if hasNamedApps { members.append(("app", .string(app(holding: conflict.index)?.name ?? ""))) }
        if let declaration = definition.declaration {
          members += [
            ("file", .string(declaration.file)), ("line", .int(declaration.position.line)),
            ("column", .int(declaration.position.column)),
          ]
        }
        members.append(("conflictsWith", .array(conflict.conflictsWith.map(JSON.string))))
        if conflict.count > conflict.conflictsWith.count { members.append(("conflictCount", .int(conflict.count))) }
        return JSON.object(members)
      })
  }

  /// Each row of `layouts` as ``renderLayout(_:)`` writes it, the rows shared among the cores.
  /// - Complexity: O(*n*) in the length of the text, over the cores.
  func renderLayouts() -> [(head: [UInt8], results: [UInt8])] {
    var texts = [(head: [UInt8], results: [UInt8])](repeating: ([], []), count: rows.count)
    texts.withUnsafeMutableBufferPointer { texts in
      let texts = UncheckedSendable(texts)
      DispatchQueue.concurrentPerform(iterations: rows.count) { index in
        texts.value[index] = renderLayout(rows[index])
      }
    }
    return texts
  }

  /// One row of `layouts`, at an indent of 4, without its closing brace: its head (the layout's
  /// name, direction, error, coverage, up to `"results": `) and its results, empty when the run
  /// wrote them (``LoadedLayout/writtenResults``).
  ///
  /// The text is what rendering the row as one JSON object writes.
  func renderLayout(_ row: Row) -> (head: [UInt8], results: [UInt8]) {
    let members: [(String, JSON)]
    let results: [LocalizedShortcut]
    switch row {
    case .loaded(let layout):
      members = [
        ("name", .string(layout.name)), ("requested", .string(layout.requested)),
        ("description", .string(layout.description)), ("direction", .string(layout.direction.rawValue)),
        ("error", .null), ("percent", .double(layout.percent)), ("covered", .int(layout.tally.covered)),
      ]
      results = layout.writtenResults == nil ? layout.results ?? layout.problems : []
    case .failed(let failure):
      members = [
        ("name", .string(failure.requested)), ("requested", .string(failure.requested)), ("description", .string("")),
        ("direction", .null), ("error", .string(failure.message)), ("percent", .null), ("covered", .int(0)),
      ]
      results = []
    }
    var text = "{"
    for (index, (name, value)) in members.enumerated() {
      text += index == 0 ? "\n      " : ",\n      "
      JSON.string(name).render(into: &text)
      text += ": "
      value.render(into: &text, indent: 6)
    }
    text += ",\n      \"results\": "
    guard row.loaded?.writtenResults == nil else { return (Array(text.utf8), []) }
    // Every result, in the order of ``definitions``, names its app.
    let apps = row.loaded?.results?.count == definitions.count ? appNames : nil
    return (Array(text.utf8), Self.resultsJSON(results, appNames: apps))
  }

  /// The name of the app holding each shortcut of ``definitions``, or `nil` when the shortcuts were
  /// read with no apps (``hasNamedApps``).
  var appNames: [String]? {
    guard hasNamedApps else { return nil }
    return definitions.indices.map { app(holding: $0)?.name ?? "" }
  }

  /// The `results` array of a layout's row at an indent of 6, as UTF-8 text, each result naming
  /// its app when `appNames` gives each result's (by index).
  ///
  /// `kbloc coverage --format json` writes it as each layout's results come
  /// (``KBLoc/CoverageRun/Options/writeResults``), so that a run keeps text rather than results.
  static func resultsJSON(_ results: [LocalizedShortcut], appNames: [String]?) -> [UInt8] {
    guard let appNames else {
      return JSON.arrayBytes(results, indent: 6) { $0.writeJSON(into: &$1, indent: $2) }
    }
    var index = 0
    return JSON.arrayBytes(results, indent: 6) { result, output, indent in
      result.writeJSON(into: &output, indent: indent, app: index < appNames.count ? appNames[index] : "")
      index += 1
    }
  }

  /// `apps`: each app's name, kind and figures, and its figures on each layout.
  var appsJSON: JSON {
    .array(
      apps.map { app in
        .object([
          ("name", .string(app.name)), ("kind", app.target.map { .string($0.kind.rawValue) } ?? .null),
          ("percent", app.percent.map(JSON.double) ?? .null), ("shortcuts", .int(app.range.count)),
          ("results", .int(app.totals.results)), ("covered", .int(app.totals.covered)),
          (
            "layouts",
            .array(
              zip(rows, app.layoutTallies).map { row, tally in
                .object([
                  ("name", .string(row.name)), ("percent", tally.map { .double($0.percent) } ?? .null),
                  ("covered", .int(tally?.covered ?? 0)),
                ])
              })
          ),
        ])
      })
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
