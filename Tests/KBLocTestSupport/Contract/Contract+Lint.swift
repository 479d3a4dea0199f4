extension Contract {
  /// `kbloc lint --format json` (docs/schemas/lint.schema.json).
  public struct LintReport: Decodable, Sendable {
    /// The shortcuts file.
    public let file: String
    /// How many shortcuts it has.
    public let shortcuts: Int
    /// The rules turned off.
    public let disabledRules: [String]
    /// How many findings are errors.
    public let errors: Int
    /// How many are warnings.
    public let warnings: Int
    /// The findings, sorted.
    public let findings: [LintFinding]
  }

  /// One finding of a lint report.
  public struct LintFinding: Decodable, Sendable {
    /// The shortcut's id.
    public let id: String
    /// The rule's id.
    public let rule: String
    /// `error` or `warning`.
    public let severity: String
    /// What is wrong.
    public let message: String
    /// How to fix it; `null` when there is no fix to offer.
    @Nullable public var fix: String?
    /// The file.
    public let file: String
    /// The line of the shortcut's `keys` value.
    public let line: Int
    /// Its column, in Unicode scalars.
    public let column: Int
    /// When the shortcut is live, for one read from an app's files.
    public let scope: Scope?
    /// For a conflict, the other shortcuts.
    public let conflictsWith: [ConflictingShortcut]?
    /// How many there are in all, when `conflictsWith` does not list them all.
    public let conflictCount: Int?
  }

  /// The other side of a conflict in a lint finding.
  public struct ConflictingShortcut: Decodable, Sendable, Equatable {
    /// Its id.
    public let id: String
    /// Its title.
    @Nullable public var title: String?
    /// Its keys, as written.
    public let keys: String
    /// The file that declares it.
    public let file: String
    /// The line of its keys.
    public let line: Int
    /// Their column.
    public let column: Int
    /// When it is live.
    public let scope: Scope?
  }

  /// `kbloc suggest --format json` (docs/schemas/suggest.schema.json).
  public struct SuggestReport: Decodable, Sendable {
    /// The shortcuts file, or the folder or source file read, as named.
    public let file: String
    /// The target layouts, as the run names them.
    public let layouts: [String]
    /// The layouts asked for that failed to load.
    public let leftOut: [String]
    /// How many shortcuts the file has.
    public let shortcuts: Int
    /// The shortcuts with problems, in file order.
    public let suggestions: [Suggestion]
  }

  /// One shortcut with problems, and the alternatives `suggest` proposes for it.
  public struct Suggestion: Decodable, Sendable {
    /// One problem of the shortcut.
    public struct Problem: Decodable, Sendable {
      /// `unreachable`, `extra-modifiers`, `conflict`, `shadows-character` or `lint`.
      public let kind: String
      /// The layouts it occurs on; empty for `lint`.
      public let layouts: [String]
      /// For a conflict, what it lands on; for lint, the rules' ids.
      public let with: [String]
    }

    /// One alternative.
    public struct Alternative: Decodable, Sendable {
      /// The alternative, canonical.
      public let shortcut: String
      /// Its symbol form.
      public let display: String
      /// Whether it types the same character on every target layout.
      public let sameCharacterEverywhere: Bool
      /// The layouts where it is pressed as another character or by position.
      public let fallbackLayouts: [String]
      /// `same-key`, `title-initial`, `title-letter` or `none`.
      public let mnemonic: String
      /// One line saying why.
      public let reason: String
    }

    /// The shortcut's id.
    public let id: String
    /// Its title; `null` when it has none.
    @Nullable public var title: String?
    /// Its keys as written.
    public let keys: String
    /// Its keys, canonical.
    public let shortcut: String
    /// Where an app's file declares it, `FILE:LINE:COLUMN`; absent for a shortcuts file's entry.
    public let declaredAt: String?
    /// What is wrong with it.
    public let problems: [Problem]
    /// The alternatives, best first.
    public let alternatives: [Alternative]
    /// The alternative `--output` applies; `null` when none.
    @Nullable public var applied: String?
    /// Whether the applied alternative solves every problem.
    public let resolved: Bool
  }
}
