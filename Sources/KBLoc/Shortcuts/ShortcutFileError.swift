/// A problem in a shortcuts file, with the file name, line and column, like a compiler's
/// diagnostic.
///
/// The description is `FILE:LINE:COLUMN: error: MESSAGE (shortcut 'ID'); FIX`, the message's
/// first letter lowercased as compilers write it:
///
/// ```text
/// shortcuts.json:12:5: error: unknown key 'Lef' in 'Option-Lef' (shortcut 'moveLeft'); did you mean 'Left Arrow'?
/// ```
public struct ShortcutFileError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The file's name as the user gave it.
  public var fileName: String
  /// Where the problem is: 1-based line and column, columns counted in Unicode scalars.
  public var position: SourcePosition
  /// The id of the shortcut the problem is in, when it has one.
  public var shortcutID: String?
  /// What is wrong, in sentence case, quoting the file.
  public var message: String
  /// What to do about it.
  public var fix: String?

  /// Creates an error from its parts.
  public init(
    fileName: String, position: SourcePosition, shortcutID: String? = nil, message: String, fix: String? = nil
  ) {
    self.fileName = fileName
    self.position = position
    self.shortcutID = shortcutID
    self.message = message
    self.fix = fix
  }

  /// The 1-based line.
  public var line: Int { position.line }

  /// The 1-based column, in Unicode scalars.
  public var column: Int { position.column }

  /// `FILE:LINE:COLUMN: error: MESSAGE (shortcut 'ID'); FIX`.
  public var description: String {
    var text = "\(fileName):\(line):\(column): error: \(Self.lowercasingFirstWord(message))"
    if let shortcutID { text += " (shortcut \(shortcutID.quoted))" }
    if let fix { text += "; \(fix)" }
    return text
  }

  /// `FILE:LINE:COLUMN: error: MESSAGE; FIX`, or `'FILE': MESSAGE; FIX` without a place: how an
  /// error in a file kbloc reads (a baseline, a project file) describes itself.
  package static func diagnostic(file: String, position: SourcePosition?, message: String, fix: String?) -> String {
    let text = lowercasingFirstWord(message) + (fix.map { "; \($0)" } ?? "")
    guard let position else { return "\(file.quoted): \(text)" }
    return "\(file):\(position): error: \(text)"
  }

  /// The message with its first letter lowercased, unless the first word is an acronym (`JSON`),
  /// as compilers write a diagnostic.
  package static func lowercasingFirstWord(_ message: String) -> String {
    guard let first = message.first, first.isUppercase else { return message }
    let second = message.dropFirst().first
    if let second, second.isUppercase { return message }
    return first.lowercased() + message.dropFirst()
  }
}
