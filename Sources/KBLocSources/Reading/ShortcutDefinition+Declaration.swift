public import KBLoc

/// Where a shortcut is declared in an app's files: the file and the position of its key.
///
/// ```swift
/// let declaration = Declaration(file: "MyApp/Menu.swift", position: SourcePosition(line: 12, column: 27))
/// declaration.description   // "MyApp/Menu.swift:12:27"
/// ```
public struct Declaration: Sendable, Hashable, CustomStringConvertible {
  /// The file, as the user named it or as found under a folder they named.
  public var file: String
  /// The line and column in the file.
  public var position: SourcePosition

  /// Creates a declaration from its file and position.
  public init(file: String, position: SourcePosition) {
    self.file = file
    self.position = position
  }

  /// `FILE:LINE:COLUMN`, as compilers write places.
  public var description: String { "\(file):\(position)" }
}

extension ShortcutDefinition {
  /// Where the shortcut is declared in an app's files, from the `file`, `line` and `column` a
  /// ``SourceScan`` (or `kbloc extract`) records in ``ShortcutDefinition/extra``; `nil` for a
  /// shortcut written in a shortcuts file only.
  ///
  /// ```swift
  /// let scan = try SourceScan(paths: ["MyApp"])
  /// scan.shortcuts.definitions.first?.declaration?.description   // "MyApp/Menu.swift:12:27"
  /// ```
  public var declaration: Declaration? {
    guard let file = extra["file"]?.string, let line = extra["line"]?.number, let column = extra["column"]?.number,
      let wholeLine = Int(exactly: line), let wholeColumn = Int(exactly: column)
    else { return nil }
    return Declaration(file: file, position: SourcePosition(line: wholeLine, column: wholeColumn))
  }
}
