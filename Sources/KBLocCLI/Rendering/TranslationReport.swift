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

  /// DESIGN §5's `kbloc translate` JSON, ending with a newline: `layout`, `reference`, `policy`
  /// and `results`.
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
    JSON.renderArray(results, into: &text, indent: 2) { $0.json }
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

  /// One result as DESIGN §5's `kbloc translate` JSON.
  ///
  /// `conflictsWith` names at most
  /// ``KBLoc/LocalizedShortcut/namedConflictLimit`` shortcuts; when it names fewer than the result
  /// collides with, `conflictCount` follows with how many there are in all.
  var json: JSON {
    var members: [(String, JSON)] = [
      ("id", .string(id)), ("input", .string(input)), ("status", .string(status.rawValue)),
      ("flags", .array(flags.map { .string($0.rawValue) })), ("shortcut", .string(shortcut?.description)),
      ("display", .string(display)),
      (
        "press",
        press.map { press in
          .object([
            ("key", .string(press.key.name)), ("code", .string(press.key.code)), ("group", .int(press.group)),
            ("modifiers", .array(press.modifiers.names.map(JSON.string))),
            ("character", .string(press.character.map { String($0) })), ("dead", .bool(press.isDead)),
          ])
        } ?? .null
      ),
      ("reason", .string(reason)),
      ("conflictsWith", .array(conflicts.prefix(LocalizedShortcut.namedConflictLimit).map(JSON.string))),
    ]
    if conflicts.count > LocalizedShortcut.namedConflictLimit {
      members.append(("conflictCount", .int(conflicts.count)))
    }
    return .object(members)
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
