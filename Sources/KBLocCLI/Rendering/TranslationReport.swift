import KBLoc
import KBLocSources

/// The results of a translation, rendered as text for people or JSON for programs.
struct TranslationReport {
  let localizer: ShortcutLocalizer
  let results: [LocalizedShortcut]
  /// The shortcuts translated, in the order of ``results``: what the text calls each one.
  let definitions: [ShortcutDefinition]
  /// Where the direction came from: `layout` (its script) or `option` (`--direction`).
  let directionSource: String

  /// `kbloc translate`'s JSON (docs/commands.md), ending with a newline: `layout`, `reference`,
  /// `policy` and `results`.
  ///
  /// Each result is made a JSON value and written in turn, so a big file's results are never held
  /// as values all at once. Complexity: O(*n*) in the length of the text.
  var jsonText: String {
    let layout = localizer.layout
    var text = "{\n  \"layout\": "
    JSON.object(
      layout.headerJSON + [
        ("directionUsed", .string(localizer.direction.rawValue)), ("directionSource", .string(directionSource)),
      ]
    ).render(into: &text, indent: 2)
    text += ",\n  \"reference\": "
    JSON.object([
      ("name", .string(localizer.reference.name)), ("description", .string(localizer.reference.description)),
    ]).render(into: &text, indent: 2)
    text += ",\n  \"policy\": "
    policyJSON.render(into: &text, indent: 2)
    text += ",\n  \"results\": "
    JSON.renderArray(results, into: &text, indent: 2) { $0.writeJSON(into: &$1, indent: $2) }
    text += "\n}\n"
    return text
  }

  func text(color: Bool) -> String {
    // Shortcuts read from an app's files go by their titles and where they are declared; the
    // entries of a shortcuts file by their ids.
    let declared = definitions.contains { $0.declaredAt != nil }
    var table = TextTable(
      header: (declared ? ["Shortcut", "Declared at"] : ["ID"]) + ["Input", "Result", "Press", "Status", "Reason"])
    for (index, result) in results.enumerated() {
      let status = result.statusAndFlags
      let definition = index < definitions.count ? definitions[index] : nil
      let naming =
        declared ? [definition?.name ?? result.id, definition?.declaration?.description ?? "—"] : [result.id]
      table.rows.append(
        naming + [
          result.input, result.shortcut?.description ?? "—", result.display ?? "—",
          color ? Style.status(result.status).apply(to: status) : status, result.reason,
        ])
    }
    let layout = localizer.layout
    let direction = localizer.direction == .rightToLeft ? "right to left" : "left to right"
    let why = directionSource == "option" ? "as --direction says" : "from the layout's script"
    var counts: [(LocalizedShortcut.Status, Int)] = []
    for status in LocalizedShortcut.Status.allCases {
      let count = results.filter { $0.status == status }.count
      if count > 0 { counts.append((status, count)) }
    }
    let conflicts = results.filter { $0.flags.contains(.conflict) }.count
    var summary = "\(results.count) shortcuts: " + counts.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: ", ")
    if conflicts > 0 { summary += "; \(conflicts) in conflict" }
    return """
      Layout: \(layout.name) — \(layout.description) (platform \(layout.platform.rawValue))\(layout.tableNote)
      Direction: \(direction), \(why)
      Written on: \(localizer.reference.name) — \(localizer.reference.description)
      Policy: \(policyText)

      \(table.rendered())

      \(summary)

      """
  }
}

extension TranslationReport {
  /// The policy and, for the apple policies, where the answers come from: `source` is
  /// `observed` (with the macOS `inputSource` observed) or `rule`.
  var policyJSON: JSON {
    var fields: [(String, JSON)] = [("name", .string(localizer.policy.rawValue))]
    switch localizer.keyEquivalentMap?.source {
    case .observed(let inputSource)?:
      fields += [("source", .string("observed")), ("inputSource", .string(inputSource))]
    case .rule?:
      fields += [("source", .string("rule"))]
    case nil:
      break
    }
    return .object(fields)
  }

  /// The policy as the text header says it.
  var policyText: String {
    let name = localizer.policy.rawValue
    switch localizer.keyEquivalentMap?.source {
    case .observed(let inputSource)?:
      return "\(name), what macOS registers, as observed on \(inputSource)"
    case .rule?:
      return "\(name), what macOS registers, by the apple rule"
    case nil:
      return "\(name), the character first, the US position when it needs Option"
    }
  }
}

extension LocalizedShortcut {
  /// The status and the flags, as people read them: `moved, conflict`.
  var statusAndFlags: String {
    ([status.rawValue] + flags.map(\.rawValue)).joined(separator: ", ")
  }

  /// Writes the result as `kbloc translate`'s JSON (docs/commands.md), an object whose own line is
  /// indented by `indent`: written straight as text, since a coverage report writes one for each
  /// shortcut on each layout.
  ///
  /// `conflictsWith` names at most
  /// ``KBLoc/LocalizedShortcut/namedConflictLimit`` shortcuts; when it names fewer than the result
  /// collides with, `conflictCount` follows with how many there are in all. `app`, when given,
  /// is the last member: the app a coverage result belongs to.
  func writeJSON(into output: inout JSON.Output, indent: Int, app: String? = nil) {
    output.beginObject()
    output.member("id", first: true, indent: indent)
    output.string(id)
    output.member("input", indent: indent)
    output.string(input)
    writeJSONTranslation(into: &output, indent: indent)
    if let app {
      output.member("app", indent: indent)
      output.string(app)
    }
    output.endObject(indent: indent)
  }

  /// Writes the members of ``writeJSON(into:indent:app:)`` after `input` and before `app`: what
  /// the shortcut became, from `status` to `conflictsWith` (and `conflictCount`).
  func writeJSONTranslation(into output: inout JSON.Output, indent: Int) {
    output.member("status", indent: indent)
    output.string(status.rawValue)
    output.member("flags", indent: indent)
    output.strings(flags.lazy.map(\.rawValue))
    output.member("shortcut", indent: indent)
    output.string(shortcut?.description)
    output.member("display", indent: indent)
    output.string(display)
    output.member("press", indent: indent)
    if let press {
      let inner = indent + 2
      output.beginObject()
      output.member("key", first: true, indent: inner)
      output.string(press.key.name)
      output.member("code", indent: inner)
      output.string(press.key.code)
      output.member("group", indent: inner)
      output.int(press.group)
      output.member("modifiers", indent: inner)
      output.strings(press.modifiers.names)
      output.member("character", indent: inner)
      output.string(press.character.map { String($0) })
      output.member("dead", indent: inner)
      output.bool(press.isDead)
      output.endObject(indent: inner)
    } else {
      output.string(nil)
    }
    output.member("reason", indent: indent)
    output.string(reason)
    output.member("conflictsWith", indent: indent)
    output.strings(conflicts.prefix(LocalizedShortcut.namedConflictLimit))
    if conflicts.count > LocalizedShortcut.namedConflictLimit {
      output.member("conflictCount", indent: indent)
      output.int(conflicts.count)
    }
  }
}

/// ANSI colours for statuses, used only on a terminal without `NO_COLOR`.
enum Style: String {
  case green = "32"
  case yellow = "33"
  case red = "31"
  case plain = "0"

  static func status(_ status: LocalizedShortcut.Status) -> Style {
    switch status {
    case .unchanged, .moved: return .green
    case .shifted, .remapped, .positional, .latinFallback: return .yellow
    case .needsOption, .unreachable: return .red
    }
  }

  func apply(to text: String) -> String {
    self == .plain ? text : "\u{1B}[\(rawValue)m\(text)\u{1B}[0m"
  }
}
