/// A baseline file that cannot be read: malformed JSON, a field missing or of the wrong type, an
/// unknown version, or the baseline of another command.
///
/// The description reads like a compiler's diagnostic, with the place when there is one:
///
/// ```text
/// baseline.json:4:7: error: unknown field 'tilte' in a baseline entry; did you mean 'title'?
/// ```
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The baseline file, as the user named it.
  public var file: String
  /// Where the problem is: 1-based line and column, columns counted in Unicode scalars.
  public var position: SourcePosition?
  /// What is wrong, in sentence case.
  public var message: String
  /// What to do about it.
  public var fix: String?

  /// Creates an error from its parts.
  public init(file: String, position: SourcePosition? = nil, message: String, fix: String? = nil) {
    self.file = file
    self.position = position
    self.message = message
    self.fix = fix
  }

  /// `FILE:LINE:COLUMN: error: MESSAGE; FIX`, or `'FILE': MESSAGE; FIX` without a place.
  public var description: String {
    ShortcutFileError.diagnostic(file: file, position: position, message: message, fix: fix)
  }
}
