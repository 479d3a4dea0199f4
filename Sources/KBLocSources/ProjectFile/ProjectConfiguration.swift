public import KBLoc

/// A project's settings for kbloc, from its project file, `.kbloc.yml`: the files to read, the
/// layouts to cover, the platform and policy, the coverage threshold, the lint rules to turn off
/// or demote, the apps its folders hold, and what kbloc cannot see in the code (window kinds, two
/// declarations of one command, pairs to ignore).
///
/// Every setting is optional: a command takes it from its command line first, then from the
/// shortcuts file's own settings (its `"lint"` block), then from here, then its default. Globs
/// and paths are relative to ``folder``, the project file's folder. `docs/project-file.md`
/// documents every key.
///
/// ```swift
/// if let file = ProjectConfiguration.find(startingAt: "HexFiend") {
///   let project = try ProjectConfiguration(contentsOfFile: file)
///   let scan = try SourceScan(paths: ["HexFiend"], filter: project.pathFilter)
/// }
/// ```
public struct ProjectConfiguration: Sendable, Hashable {
  /// An app (or any part of the repository with shortcuts of its own) the project file names:
  /// the folder rule for a file's app that a user can state instead of the one kbloc derives.
  ///
  /// ```yaml
  /// apps:
  ///   HexFiend: {paths: ["app/**"]}
  ///   HexFiendTests: {paths: ["app/tests/**"], test: true}
  /// ```
  public struct App: Sendable, Hashable {
    /// The app's name, as the project file writes it.
    public var name: String
    /// The files that belong to it, relative to the project file's folder; a glob that matches a
    /// folder takes everything in it.
    public var paths: [PathGlob]
    /// Whether it is a test target: outside coverage and conflicts with the app unless
    /// ``ProjectConfiguration/includesTests`` says otherwise.
    public var isTest: Bool
    /// The least coverage this app must have, 0–100, instead of the project's
    /// ``ProjectConfiguration/minimumCoverage``.
    public var minimumCoverage: Double?

    /// Creates an app.
    public init(name: String, paths: [PathGlob], isTest: Bool = false, minimumCoverage: Double? = nil) {
      self.name = name
      self.paths = paths
      self.isTest = isTest
      self.minimumCoverage = minimumCoverage
    }

    /// Whether one of ``paths`` matches the path, relative to the project file's folder, or a
    /// folder holding it.
    /// - Complexity: O(*g* × *c*) for *g* globs and a path of *c* components, each match linear
    ///   in the usual case.
    public func contains(_ relativePath: String) -> Bool {
      let components = relativePath.split(separator: "/").filter { $0 != "." }
      return paths.contains { $0.matchesItselfOrFolder(components) }
    }
  }

  /// The name of the project file: `.kbloc.yml`.
  public static let fileName = ".kbloc.yml"

  /// The project file, as found or named; `nil` for a configuration made in code.
  public var file: String?
  /// The folder globs and paths are relative to: the project file's, absolute.
  public var folder: String
  /// The globs that select the files a folder scan reads (`include`); all when empty.
  public var include: [PathGlob]
  /// The globs of the files and folders a folder scan leaves out (`exclude`).
  public var exclude: [PathGlob]
  /// The layouts `coverage` covers (`layouts`): specs, `@sets`, set files and `file:` layout
  /// files, their paths made absolute; `nil` when not set.
  public var layouts: [String]?
  /// The platform (`platform`), or `nil`.
  public var platform: Platform?
  /// The translation policy (`policy`), or `nil`.
  public var policy: TranslationPolicy?
  /// The least coverage, 0–100, for each app and the total (`min-coverage`), or `nil`.
  public var minimumCoverage: Double?
  /// The lint rules turned off (`lint.disable`).
  public var disabledRules: [String]
  /// The lint rules whose findings are warnings, not errors (`lint.warn`).
  public var warningRules: [String]
  /// The apps the project file names (`apps`), in the order written.
  public var apps: [App]
  /// Whether test targets count in coverage and conflicts with their app (`include-tests`), or
  /// `nil` when not set (they do not).
  public var includesTests: Bool?
  /// The baseline file of each command that has one (`baseline.lint`, `baseline.coverage`),
  /// absolute.
  public var baselines: [Baseline.Command: String] = [:]
  /// The kinds the project file gives windows kbloc cannot tell the kind of (`windows`), in the
  /// order written.
  public var windowKinds: [WindowKindSetting] = []
  /// The pairs of declarations the project file says are one command (`conflicts.one-command`).
  public var oneCommandPairs: [DeclarationPair] = []
  /// The pairs of declarations the project file says never to report as a conflict
  /// (`conflicts.ignore`).
  public var ignoredPairs: [DeclarationPair] = []

  /// Creates a configuration in code; every setting is unset unless given.
  public init(
    file: String? = nil, folder: String, include: [PathGlob] = [], exclude: [PathGlob] = [],
    layouts: [String]? = nil, platform: Platform? = nil, policy: TranslationPolicy? = nil,
    minimumCoverage: Double? = nil, disabledRules: [String] = [], warningRules: [String] = [], apps: [App] = [],
    includesTests: Bool? = nil
  ) {
    self.file = file
    self.folder = PathFilter.absolute(folder)
    self.include = include
    self.exclude = exclude
    self.layouts = layouts
    self.platform = platform
    self.policy = policy
    self.minimumCoverage = minimumCoverage
    self.disabledRules = disabledRules
    self.warningRules = warningRules
    self.apps = apps
    self.includesTests = includesTests
  }

  /// The `include` and `exclude` globs as a scan's filter, relative to ``folder``.
  public var pathFilter: PathFilter {
    PathFilter(
      include: include.map { PathFilter.Rule($0, in: folder) }, exclude: exclude.map { PathFilter.Rule($0, in: folder) }
    )
  }

  /// The first app, in the order written, that holds the file at `path`.
  /// - Parameter path: The file, absolute or relative to the current folder.
  /// - Returns: The app, or `nil` when no app's `paths` match it.
  public func app(containing path: String) -> App? {
    let relative = PathFilter.components(from: folder, to: PathFilter.absolute(path)).joined(separator: "/")
    return apps.first { $0.contains(relative) }
  }

  /// The least coverage the app named `name` must have: its own `min-coverage`, else the
  /// project's.
  public func minimumCoverage(ofApp name: String) -> Double? {
    apps.first { $0.name == name }?.minimumCoverage ?? minimumCoverage
  }
}

extension PathGlob {
  /// Whether the glob matches the path or one of the folders holding it.
  func matchesItselfOrFolder(_ components: [Substring]) -> Bool {
    guard !components.isEmpty else { return false }
    for end in 1..<components.count where matches(components: Array(components[..<end]), isFolder: true) {
      return true
    }
    return matches(components: components, isFolder: false)
  }
}
