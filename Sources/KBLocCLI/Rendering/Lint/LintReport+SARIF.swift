import Foundation
import KBLoc

extension LintReport {
  /// Apple's Human Interface Guidelines for keyboards, where every rule comes from: each rule's
  /// `helpUri`.
  static let higKeyboards = "https://developer.apple.com/design/human-interface-guidelines/keyboards"

  /// The SARIF 2.1.0 schema the output follows.
  static let sarifSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// The report as a SARIF 2.1.0 log, for code-scanning services (GitHub code scanning, Azure
  /// DevOps, IDE viewers).
  ///
  /// One run; its tool driver lists every rule (id, name, short and full description, help text
  /// and link, default level) and each result names its rule by id and by index into that list. Locations
  /// are the file as every report names it (``ReportPath``) and the line and column of the
  /// shortcut's `keys` value; columns count
  /// Unicode scalars, which the run declares with `columnKind: unicodeCodePoints`.
  var sarif: JSON {
    let indexOfRule = Dictionary(rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { $1 })
    return .object([
      ("$schema", .string(Self.sarifSchema)),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object([
            (
              "tool",
              .object([
                (
                  "driver",
                  .object([
                    ("name", .string("kbloc")),
                    ("version", .string(Kbloc.configuration.version)),
                    ("rules", .array(rules.map(Self.sarifRule))),
                  ])
                )
              ])
            ),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(findings.map { sarifResult($0, ruleIndex: indexOfRule[$0.ruleID]) })),
          ])
        ])
      ),
    ])
  }

  /// A `reportingDescriptor` for a rule.
  static func sarifRule(_ rule: any LintRule) -> JSON {
    let turningOff =
      #"Turn the rule off for a run with '--disable \#(rule.id)', or for a file with "lint": {"disable": ["\#(rule.id)"]}."#
    return .object([
      ("id", .string(rule.id)),
      ("name", .string(rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
      ("shortDescription", .object([("text", .string(rule.summary))])),
      ("fullDescription", .object([("text", .string(rule.documentation))])),
      ("helpUri", .string(higKeyboards)),
      (
        "help",
        .object([
          ("text", .string(rule.documentation + "\n\n" + turningOff)),
          ("markdown", .string(rule.documentation + "\n\n" + turningOff)),
        ])
      ),
      ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
      ("properties", .object([("tags", .array([.string("keyboard"), .string("human-interface-guidelines")]))])),
    ])
  }

  /// A `result` for a finding.
  func sarifResult(_ finding: LintFinding, ruleIndex: Int?) -> JSON {
    let place = place(of: finding)
    var members: [(String, JSON)] = [("ruleId", .string(finding.ruleID))]
    if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
    members += [
      ("level", .string(finding.severity.rawValue)),
      ("message", .object([("text", .string(finding.text))])),
      (
        "locations",
        .array([
          .object([
            (
              "physicalLocation",
              .object([
                ("artifactLocation", .object([("uri", .string(Self.uri(for: place.file)))])),
                (
                  "region",
                  .object([
                    ("startLine", .int(place.position.line)), ("startColumn", .int(place.position.column)),
                  ])
                ),
              ])
            )
          ])
        ])
      ),
      ("properties", .object([("shortcutId", .string(finding.shortcutID))])),
    ]
    let others = finding.conflictingShortcuts.prefix(Self.listedConflictLimit)
    if !others.isEmpty {
      members.append(("relatedLocations", .array(others.enumerated().map { relatedLocation($1, index: $0) })))
    }
    return .object(members)
  }

  /// A `location` for the other side of a conflict, with its title as the message.
  func relatedLocation(_ id: String, index: Int) -> JSON {
    let definition = definitions[id]
    let place = place(ofShortcut: id)
    return .object([
      ("id", .int(index)),
      (
        "physicalLocation",
        .object([
          ("artifactLocation", .object([("uri", .string(Self.uri(for: place?.file ?? file)))])),
          (
            "region",
            .object([
              ("startLine", .int(place?.position.line ?? 1)), ("startColumn", .int(place?.position.column ?? 1)),
            ])
          ),
        ])
      ),
      ("message", .object([("text", .string(definition?.title ?? id))])),
    ])
  }

  /// The file as a URI reference: a path from the current folder percent-encoded (code-scanning
  /// services resolve it against the repository, where kbloc runs), an absolute path as a
  /// `file://` URI.
  static func uri(for path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(":")
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
