extension Contract {
  /// `kbloc coverage --format json` (docs/schemas/coverage.schema.json).
  public struct CoverageReport: Decodable, Sendable {
    /// The headline figures.
    public let summary: CoverageSummary
    /// Each shortcut's coverage, worst first.
    public let shortcuts: [ShortcutCoverage]
    /// The shortcuts in conflict on the reference layout itself: lint's findings, no misses.
    public let referenceConflicts: [ReferenceConflict]
    /// The layouts, in the order asked.
    public let layouts: [LayoutCoverage]
    /// Each app's coverage, for shortcuts read with apps or targets; absent otherwise.
    public let apps: [AppCoverage]?
  }

  /// One entry of a coverage report's `apps`.
  public struct AppCoverage: Decodable, Sendable {
    /// One layout's figures for the app.
    public struct Layout: Decodable, Sendable {
      /// The layout.
      public let name: String
      /// The app's coverage on it; `null` when it failed.
      @Nullable public var percent: Double?
      /// How many of the app's results on it are covered.
      public let covered: Int
    }

    /// The app's name.
    public let name: String
    /// Its kind (`app`, `framework`…); `null` for shortcuts with no target.
    @Nullable public var kind: String?
    /// Its coverage; `null` when no layout loaded.
    @Nullable public var percent: Double?
    /// How many shortcuts it has.
    public let shortcuts: Int
    /// How many results.
    public let results: Int
    /// How many are covered.
    public let covered: Int
    /// Its figures on each layout, in the order of `layouts`.
    public let layouts: [Layout]
  }

  /// The `summary` of a coverage report.
  public struct CoverageSummary: Decodable, Sendable {
    /// The shortcuts file.
    public let file: String
    /// `mac` or `pc`.
    public let platform: String
    /// Covered results over all results of the layouts that loaded, 0–100; `null` when no layout
    /// loaded.
    @Nullable public var percent: Double?
    /// How many shortcuts.
    public let shortcuts: Int
    /// How many layouts were asked for (after deduplication).
    public let layouts: Int
    /// How many loaded.
    public let loaded: Int
    /// How many failed to load.
    public let errors: Int
    /// How many results.
    public let results: Int
    /// How many are covered.
    public let covered: Int
    /// How many results have each status.
    public let statuses: [String: Int]
  }

  /// One entry of a coverage report's `referenceConflicts`.
  public struct ReferenceConflict: Decodable, Sendable {
    /// The shortcut's id.
    public let id: String
    /// Its title, when it has one.
    public let title: String?
    /// Its keys as written.
    public let keys: String
    /// The app it is counted in, for shortcuts read with apps or targets; absent otherwise.
    public let app: String?
    /// The file that declares it, for a shortcut read from an app's sources; absent otherwise.
    public let file: String?
    /// The line of its declaration; absent with `file`.
    public let line: Int?
    /// The column of its declaration; absent with `file`.
    public let column: Int?
    /// What it is in conflict with on the reference layout: the first 16.
    public let conflictsWith: [String]
    /// How many in all, when `conflictsWith` names fewer.
    public let conflictCount: Int?
  }

  /// One entry of a coverage report's `shortcuts`.
  public struct ShortcutCoverage: Decodable, Sendable {
    /// The shortcut's id.
    public let id: String
    /// Its title, when it has one.
    public let title: String?
    /// Its keys as written.
    public let keys: String
    /// On how many layouts it is covered, as a percentage.
    public let percent: Double
    /// On how many layouts it is covered.
    public let covered: Int
    /// On how many layouts it was translated.
    public let total: Int
    /// The file that declares it, for a shortcut read from an app's sources; absent otherwise.
    public let file: String?
    /// The line of its declaration; absent with `file`.
    public let line: Int?
    /// The column of its declaration, in Unicode scalars; absent with `file`.
    public let column: Int?
    /// The app it is counted in, for shortcuts read with apps or targets; absent otherwise.
    public let app: String?
  }

  /// One entry of a coverage report's `layouts`.
  public struct LayoutCoverage: Decodable, Sendable, Equatable {
    /// The layout used, or the spec when it failed.
    public let name: String
    /// The spec as asked.
    public let requested: String
    /// The layout's description; empty when it failed.
    public let description: String
    /// `ltr` or `rtl`; `null` when it failed.
    @Nullable public var direction: String?
    /// Why it failed to load; `null` when it loaded.
    @Nullable public var error: String?
    /// Its coverage; `null` when it failed.
    @Nullable public var percent: Double?
    /// How many results are covered.
    public let covered: Int
    /// One result per shortcut, as `translate` writes them with their app; empty when it failed.
    public let results: [CoverageResult]
  }

  /// One result of a coverage report's layout: a translate ``Result``, and the app it belongs to
  /// for shortcuts read with apps or targets.
  ///
  /// The result's fields read through it: `row.results[0].status`.
  @dynamicMemberLookup
  public struct CoverageResult: Decodable, Sendable, Equatable {
    /// The result, as `translate` writes it.
    public let result: Result
    /// The app the shortcut is counted in, for shortcuts read with apps or targets; absent
    /// otherwise.
    public let app: String?

    enum CodingKeys: String, CodingKey {
      case app
    }

    /// Decodes the result's fields and `app` from one object.
    public init(from decoder: any Decoder) throws {
      result = try Result(from: decoder)
      app = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .app)
    }

    /// A field of the result.
    public subscript<Field>(dynamicMember field: KeyPath<Result, Field>) -> Field {
      result[keyPath: field]
    }
  }
}
