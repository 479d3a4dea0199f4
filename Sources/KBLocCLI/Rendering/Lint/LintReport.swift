import KBLoc
import KBLocSources

/// The findings of one `kbloc lint` run, rendered as compiler-style text or JSON (and SARIF, in
/// `LintReport+SARIF.swift`).
struct LintReport {
  /// The file or folder the run read, as reports name files (``ReportPath``).
  let file: String
  /// What the summary calls the input: a file as ``file`` names it, a folder by its own name.
  var name: String
  /// How many shortcuts the file defines.
  let shortcutCount: Int
  /// Every rule of the run, disabled or not, in order.
  let rules: [any LintRule]
  /// The ids of the rules the file or the run turned off, in rule order.
  let disabledRules: [String]
  /// The findings, sorted by place.
  var findings: [LintFinding]
  /// The shortcuts, by id: a finding names a shortcut read from an app's files by its
  /// declaration rather than a place in ``file``, and a conflict's other sides by their titles,
  /// places and scopes.
  var definitions: [String: ShortcutDefinition] = [:]

  /// The file, line and column a finding names: its shortcut's declaration, or its place in ``file``.
  func place(of finding: LintFinding) -> Declaration {
    definitions[finding.shortcutID]?.declaration ?? Declaration(file: file, position: finding.position)
  }

  /// Where the shortcut `id` is: its declaration, or its place in ``file``.
  func place(ofShortcut id: String) -> Declaration? {
    guard let definition = definitions[id] else { return nil }
    return definition.declaration ?? Declaration(file: file, position: definition.position)
  }

  /// How many findings are errors.
  var errorCount: Int { findings.filter { $0.severity == .error }.count }
  /// How many findings are warnings.
  var warningCount: Int { findings.filter { $0.severity == .warning }.count }

  /// Whether the run fails (exit 1): any error, or any warning with `--strict`.
  func fails(strict: Bool) -> Bool {
    errorCount > 0 || (strict && warningCount > 0)
  }

  /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE; FIX [RULE]` per finding, then a blank line and a
  /// summary; the severity in colour when `color` is set.
  func text(color: Bool) -> String {
    var lines = findings.map { finding in
      let severity = "\(finding.severity):"
      let shown = color ? (finding.severity == .error ? Style.red : Style.yellow).apply(to: severity) : severity
      return "\(place(of: finding)): \(shown) \(finding.text) [\(finding.ruleID)]"
    }
    if !lines.isEmpty { lines.append("") }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `FILE: 1 error and 2 warnings in 36 shortcuts`, with the rules turned off.
  var summary: String {
    var counts: [String] = []
    if errorCount > 0 { counts.append(Self.count(errorCount, "error")) }
    if warningCount > 0 { counts.append(Self.count(warningCount, "warning")) }
    var text = "\(name): " + (counts.isEmpty ? "no findings" : counts.joined(separator: " and "))
    text += " in " + Self.count(shortcutCount, "shortcut")
    if !disabledRules.isEmpty { text += " (turned off: \(disabledRules.joined(separator: ", ")))" }
    return text
  }

  /// The most conflicting shortcuts a JSON finding lists before it says how many there are in all
  /// (`conflictCount`): 16, as `translate` and `coverage` name them
  /// (``KBLoc/LocalizedShortcut/namedConflictLimit``) — every one of any real group, while a
  /// generated file with thousands of copies of one shortcut costs O(*n*) output, not O(*n*²).
  static let listedConflictLimit = LocalizedShortcut.namedConflictLimit

  /// Writes the report as JSON to `terminal`, followed by a line break.
  ///
  /// The file, counts, and each finding with `id` (the shortcut's), `rule`, `severity`, `message`, `fix`, `file`, `line` and
  /// `column`; the shortcut's `scope` when it has one; for a conflict, `conflictsWith`: each other
  /// shortcut's `id`, `title`, `keys`, `file`, `line`, `column` and `scope` (at most
  /// ``listedConflictLimit``, then `conflictCount`). A finding at a time: the text of a report
  /// with a great many findings is never held whole in memory.
  /// - Complexity: O(*n*) in the findings and their listed partners; at most about a mebibyte of
  ///   text waits to be written.
  func writeJSON(to terminal: Terminal) {
    var output = JSON.Output()
    output.append("{")
    for (index, (name, value)) in headerMembers.enumerated() {
      output.appendLineBreak(comma: index > 0, indent: 2)
      JSON.appendQuoted(name, to: &output.bytes)
      output.append(": ")
      value.render(into: &output, indent: 2)
    }
    // As `render` writes an array of objects, one finding at a time.
    output.appendLineBreak(comma: true, indent: 2)
    output.append(findings.isEmpty ? "\"findings\": []" : "\"findings\": [")
    for (position, finding) in findings.enumerated() {
      output.appendLineBreak(comma: position > 0, indent: 4)
      findingJSON(finding).render(into: &output, indent: 4)
      if output.bytes.count >= 1 << 20 {
        terminal.write(parts: [output.bytes])
        output.bytes.removeAll(keepingCapacity: true)
      }
    }
    if !findings.isEmpty {
      output.appendLineBreak(indent: 2)
      output.append("]")
    }
    output.appendLineBreak(indent: 0)
    output.append("}\n")
    terminal.write(parts: [output.bytes])
  }

  /// The members before the findings: `file`, `shortcuts`, `disabledRules`, `errors`, `warnings`.
  private var headerMembers: [(String, JSON)] {
    [
      ("file", .string(file)),
      ("shortcuts", .int(shortcutCount)),
      ("disabledRules", .array(disabledRules.map(JSON.string))),
      ("errors", .int(errorCount)),
      ("warnings", .int(warningCount)),
    ]
  }

  /// One finding as JSON.
  private func findingJSON(_ finding: LintFinding) -> JSON {
    let place = place(of: finding)
    var members: [(String, JSON)] = [
      ("id", .string(finding.shortcutID)), ("rule", .string(finding.ruleID)),
      ("severity", .string(finding.severity.rawValue)), ("message", .string(finding.message)),
      ("fix", .string(finding.fix)), ("file", .string(place.file)),
      ("line", .int(place.position.line)), ("column", .int(place.position.column)),
    ]
    if let scope = definitions[finding.shortcutID]?.scope {
      members.append(("scope", ExtractCommand.json(of: scope)))
    }
    let others = finding.conflictingShortcuts
    if !others.isEmpty {
      members.append(("conflictsWith", .array(others.prefix(Self.listedConflictLimit).map(conflictJSON))))
      if others.count > Self.listedConflictLimit { members.append(("conflictCount", .int(others.count))) }
    }
    return .object(members)
  }

  /// One shortcut a finding conflicts with: `id`, `title`, `keys`, `file`, `line`, `column`,
  /// `scope`.
  func conflictJSON(_ id: String) -> JSON {
    guard let definition = definitions[id], let place = place(ofShortcut: id) else {
      return .object([("id", .string(id))])
    }
    var members: [(String, JSON)] = [
      ("id", .string(id)), ("title", .string(definition.title)), ("keys", .string(definition.keys)),
      ("file", .string(place.file)), ("line", .int(place.position.line)), ("column", .int(place.position.column)),
    ]
    if let scope = definition.scope { members.append(("scope", ExtractCommand.json(of: scope))) }
    return .object(members)
  }

  /// `1 error`, `2 warnings`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
