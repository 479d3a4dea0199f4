/// A shortcut people expect to do the same thing in every app, such as Command-Q.
public struct StandardShortcut: Sendable, Hashable {
  /// The shortcut, as the platform documents it.
  public let shortcut: Shortcut
  /// What it does; `Varies.` where the system reserves it for varying uses.
  public let action: String

  /// Creates a standard shortcut from its parts.
  public init(shortcut: Shortcut, action: String) {
    self.shortcut = shortcut
    self.action = action
  }

  /// Apple's standard shortcuts (Human Interface Guidelines, "Keyboards"), from
  /// `Layouts/apple-standard-shortcuts.tsv`.
  ///
  /// Rows naming keys that kbloc cannot press (Eject) are left out.
  public static let apple: [StandardShortcut] = parse(table: appleTable)

  /// Parses a tab-separated table of `shortcut<TAB>action` rows; `#` starts a comment line.
  ///
  /// Rows whose shortcut does not parse are skipped.
  public static func parse(table: String) -> [StandardShortcut] {
    table.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
      guard fields.count == 2, let shortcut = try? Shortcut(parsing: fields[0]) else { return nil }
      return StandardShortcut(shortcut: shortcut, action: fields[1])
    }
  }
}
