public import KBLoc

/// A project file that cannot be read, with the place of the problem when there is one:
/// malformed YAML, an unknown key, a value of the wrong type, a bad glob or rule name.
///
/// The description reads like a compiler's diagnostic:
///
/// ```text
/// .kbloc.yml:3:1: error: unknown key 'exlude'; did you mean 'exclude'?
/// ```
public struct ProjectConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The project file, as found or named.
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
