public import KBLoc

/// A file kbloc cannot read shortcuts from, with the place when there is one.
///
/// The description reads like a compiler's diagnostic when the place is known:
/// `Menu.swift:3:14: error: not valid Swift: expected ')'`.
public struct SourceReadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file, as the user named it.
  public var file: String
  /// Where the problem is, when it is in the text.
  public var position: SourcePosition?
  /// What is wrong, in sentence case, quoting the file.
  public var message: String

  /// Creates an error from its parts.
  public init(file: String, position: SourcePosition? = nil, message: String) {
    self.file = file
    self.position = position
    self.message = message
  }

  /// `FILE:LINE:COLUMN: error: MESSAGE`, or `'FILE': MESSAGE` without a place.
  public var description: String {
    guard let position else { return "'\(file)': \(ShortcutFileError.lowercasingFirstWord(message))" }
    return "\(file):\(position): error: \(ShortcutFileError.lowercasingFirstWord(message))"
  }
}
