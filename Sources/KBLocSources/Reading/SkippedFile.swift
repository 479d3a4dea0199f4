/// A file or folder a folder scan passed over, and why: binary, not UTF-8, unreadable, a loop of
/// symbolic links, or a file that does not parse.
public struct SkippedFile: Sendable, Hashable, CustomStringConvertible {
  /// The path, under the folder the user named.
  public var path: String
  /// Why it was skipped, in one phrase.
  public var reason: String

  /// Creates a note from its parts.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `note: skipped 'PATH': REASON`.
  public var description: String { "note: skipped '\(path)': \(reason)" }
}
