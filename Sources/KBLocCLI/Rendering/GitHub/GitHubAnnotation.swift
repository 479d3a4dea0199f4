/// One GitHub Actions workflow command that annotates a run: `::error file=…,line=…,col=…,title=…::message`.
///
/// A step's standard output is read by the runner line by line; a line in this form becomes an
/// annotation on the run's page and, when it names a file of the pull request's diff, inline on
/// that line. Values are escaped as GitHub's toolkit escapes them (`@actions/core`,
/// `packages/core/src/command.ts`): in the message `%`, CR and LF become `%25`, `%0D` and `%0A`;
/// in a property also `:` and `,` become `%3A` and `%2C`, since they end a property.
///
/// ```swift
/// GitHubAnnotation(level: .warning, file: "App/Menu.swift", line: 3, column: 5, title: "Save, As", message: "50%").rendered
/// // "::warning file=App/Menu.swift,line=3,col=5,title=Save%2C As::50%25"
/// ```
struct GitHubAnnotation: Equatable {
  /// How GitHub shows the annotation.
  enum Level: String {
    /// A note, shown in grey.
    case notice
    /// A warning, shown in yellow.
    case warning
    /// An error, shown in red.
    case error
  }

  /// How GitHub shows it.
  var level: Level
  /// The file it is about, relative to the repository's root; `nil` for the run as a whole.
  var file: String?
  /// The 1-based line in ``file``.
  var line: Int?
  /// The 1-based column in ``line``.
  var column: Int?
  /// The bold first line GitHub shows.
  var title: String?
  /// What the annotation says; it may span lines.
  var message: String

  /// The workflow command, one line without its line break.
  var rendered: String {
    var properties: [String] = []
    if let file { properties.append("file=" + Self.escapedProperty(file)) }
    if let line { properties.append("line=\(line)") }
    if let column { properties.append("col=\(column)") }
    if let title { properties.append("title=" + Self.escapedProperty(title)) }
    let head = "::" + level.rawValue + (properties.isEmpty ? "" : " " + properties.joined(separator: ","))
    return head + "::" + Self.escapedData(message)
  }

  /// A message escaped as the toolkit's `escapeData` does: `%`, CR and LF as `%25`, `%0D`, `%0A`.
  static func escapedData(_ text: String) -> String {
    escaped(text, also: [:])
  }

  /// A property value escaped as the toolkit's `escapeProperty` does: as a message, and `:` and
  /// `,` as `%3A` and `%2C`.
  static func escapedProperty(_ text: String) -> String {
    escaped(text, also: [":": "%3A", ",": "%2C"])
  }

  /// `text` with `%`, CR, LF and the `extra` scalars replaced, scalar by scalar (a CR LF pair is
  /// one `Character` in Swift, so characters would not do).
  private static func escaped(_ text: String, also extra: [Unicode.Scalar: String]) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default:
        if let replacement = extra[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }
}
