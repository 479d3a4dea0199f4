/// A place in a text file: a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars, not bytes or grapheme clusters: `é` written as one precomposed
/// scalar is one column, written as `e` plus a combining accent it is two. A byte-order mark at
/// the start of a file takes no column. Lines end at LF, CR LF or a lone CR.
///
/// ```swift
/// let position = SourcePosition(line: 12, column: 5)
/// position.description   // "12:5"
/// ```
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, counting from 1.
  public var line: Int
  /// The column in Unicode scalars, counting from 1.
  public var column: Int

  /// Creates a position from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `LINE:COLUMN`, as compilers print it.
  public var description: String { "\(line):\(column)" }

  /// Whether `lhs` comes before `rhs` in the file.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
