extension Baseline {
  /// One accepted finding: which shortcut, which rule and, for coverage, which layout.
  ///
  /// Two findings are the same entry when all of these are equal; where the shortcut is written
  /// (its file, line and column) is no part of it.
  public struct Entry: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The shortcut's title, or its id when it has none.
    public var title: String
    /// The shortcut's keys, as written.
    public var keys: String
    /// The lint rule's id, or for coverage the kind of miss: `unreachable`, `needs-option` or
    /// `conflict`.
    public var rule: String
    /// Where the shortcut is live; `nil` for an entry of a plain shortcuts file.
    public var scope: ShortcutScope?
    /// For coverage, the layout of the miss, as the report names it (`fr(mac)`); `nil` for lint.
    public var layout: String?

    /// Creates an entry from its parts.
    public init(title: String, keys: String, rule: String, scope: ShortcutScope? = nil, layout: String? = nil) {
      self.title = title
      self.keys = keys
      self.rule = rule
      self.scope = scope
      self.layout = layout
    }

    /// The entry of a finding of `rule` about `definition`, on `layout` for coverage.
    ///
    /// The title is the shortcut's, or its id when the title is missing or blank.
    public init(definition: ShortcutDefinition, rule: String, layout: String? = nil) {
      let title = definition.title.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
      self.init(
        title: title ?? definition.id, keys: definition.keys, rule: rule, scope: definition.scope, layout: layout)
    }

    /// Orders entries by title, keys, rule, scope, then layout: the order a baseline is written
    /// in, a shortcut's entries together.
    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.title, lhs.keys, lhs.rule, lhs.scopeOrder, lhs.layout ?? "")
        < (rhs.title, rhs.keys, rhs.rule, rhs.scopeOrder, rhs.layout ?? "")
    }

    /// The scope as one text that sorts it: its description, then what tells apart scopes that
    /// read the same.
    var scopeOrder: String {
      guard let scope else { return "" }
      let targets = scope.targets.map { "\($0.name)\u{1}\($0.kind.rawValue)" }.joined(separator: "\u{2}")
      let context = scope.context
      return [
        scope.description, targets, context.identity ?? "", context.panes.joined(separator: "\u{2}"),
        scope.element?.rawValue ?? "",
      ].joined(separator: "\u{0}")
    }

    /// `'Copy' (Command-C) [duplicate-shortcut] in Editor: main menu`, and `on fr(mac)` for
    /// coverage: how a report lists a fixed entry.
    public var description: String {
      var text = "\(title.quoted) (\(keys)) [\(rule)]"
      if let scope { text += " in \(scope)" }
      if let layout { text += " on \(layout)" }
      return text
    }
  }
}
