public import KBLoc
import SwiftParser
import SwiftSyntax
import Yams

/// The targets of a project that a tool generates the Xcode project from — XcodeGen's
/// `project.yml` or Tuist's `Project.swift` — read where no `.xcodeproj` is committed beside it.
///
/// - XcodeGen: each entry of `targets`, its `type` (`application`, `framework`,
///   `bundle.unit-test`…), its `sources` (a path, or a list of paths and `{path, excludes}`), and
///   its `dependencies` on other targets (`- target: Name`). Read with the project file's bounded
///   YAML reader: a file with anchors is not read.
/// - Tuist: each `Target(…)` or `.target(…)` call with a literal `name:`, its `product:` (`.app`,
///   `.framework`, `.unitTests`…), its `sources:` and `resources:` (a glob, a list of globs, or
///   `.glob("…", excluding: […])`), and its `dependencies:` (`.target(name:)`).
///
/// Paths and globs are relative to the file's folder.
///
/// ```swift
/// let project = try GeneratedProject(reading: text, at: "/src/App/project.yml")
/// project.targets.map(\.name)   // ["App", "AppTests"]
/// ```
public struct GeneratedProject: Sendable {
  /// One target.
  public struct Target: Sendable {
    /// Its name.
    public var name: String
    /// What it builds.
    public var kind: ShortcutScope.Kind
    /// The globs of its files, anchored to the project's folder; a glob that matches a folder
    /// takes everything in it.
    var sources: [PathGlob]
    /// The globs of files it leaves out.
    var excludes: [PathGlob]
    /// The names of the targets it depends on.
    public var dependencies: [String]

    /// Whether the target builds `path`, given by its components from the project's folder.
    func contains(_ components: [Substring]) -> Bool {
      sources.contains { $0.matchesItselfOrFolder(components) }
        && !excludes.contains { $0.matchesItselfOrFolder(components) }
    }
  }

  /// The file, absolute.
  public let file: String
  /// The targets, in the order written (XcodeGen's by name).
  public private(set) var targets: [Target] = []

  /// The folder holding the file.
  public var folder: String { ProjectPath.parent(file) }

  /// Reads `text`, the contents of `file`: a `project.yml` or a `Project.swift`, told by its name.
  /// - Throws: ``SourceReadError`` for YAML or Swift that does not parse, or a YAML file the
  ///   bounded reader refuses.
  public init(reading text: String, at file: String) throws(SourceReadError) {
    self.file = file
    if ProjectPath.name(file).hasSuffix(".swift") {
      try readTuist(text)
    } else {
      try readXcodeGen(text)
    }
  }

  /// A glob for `path`, anchored to the project's folder; `nil` for a path that is no glob.
  static func glob(_ path: String) -> PathGlob? {
    let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    return try? PathGlob("/" + trimmed)
  }

  // MARK: XcodeGen

  mutating func readXcodeGen(_ text: String) throws(SourceReadError) {
    let reader = YAMLReader(file: file, folder: folder)
    let root: Node?
    do {
      root = try reader.root(of: text)
    } catch {
      throw SourceReadError(file: file, position: error.position, message: error.message)
    }
    guard case .mapping(let settings)? = root, case .mapping(let targetsNode)? = settings["targets"] else { return }
    for (key, value) in targetsNode {
      guard let name = key.string, case .mapping(let target) = value else { continue }
      var sources: [PathGlob] = []
      var excludes: [PathGlob] = []
      let entries: [Node] =
        switch target["sources"] {
        case .sequence(let list)?: Array(list)
        case let node?: [node]
        case nil: []
        }
      for entry in entries {
        if let path = entry.string {
          sources += Self.glob(path).map { [$0] } ?? []
        } else if case .mapping(let source) = entry, let path = source["path"]?.string {
          sources += Self.glob(path).map { [$0] } ?? []
          if case .sequence(let list)? = source["excludes"] {
            excludes += list.compactMap { $0.string.flatMap { Self.glob(path + "/" + $0) } }
          }
        }
      }
      var dependencies: [String] = []
      if case .sequence(let list)? = target["dependencies"] {
        for dependency in list {
          if case .mapping(let entry) = dependency, let name = entry["target"]?.string { dependencies.append(name) }
        }
      }
      targets.append(
        Target(
          name: name, kind: XcodeProject.kind(ofProductType: target["type"]?.string), sources: sources,
          excludes: excludes, dependencies: dependencies))
    }
    targets.sort { $0.name < $1.name }
  }

  // MARK: Tuist

  mutating func readTuist(_ text: String) throws(SourceReadError) {
    let tree = Parser.parse(source: text)
    if tree.hasError {
      throw SourceReadError(file: file, message: "Not valid Swift: it does not parse as a Tuist project")
    }
    let calls = CallCollector(viewMode: .sourceAccurate)
    calls.walk(tree)
    for call in calls.calls {
      let callee = SwiftShortcutScopes.calledName(call)
      guard callee == "Target" || callee == "target", !SwiftPackageManifest.isDependency(call),
        let name = SwiftPackageManifest.literal(call, "name")
      else { continue }
      let product = call.arguments.first { $0.label?.text == "product" }.flatMap {
        $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      }
      var sources: [PathGlob] = []
      var excludes: [PathGlob] = []
      for label in ["sources", "resources"] {
        guard let expression = call.arguments.first(where: { $0.label?.text == label })?.expression else { continue }
        Self.tuistGlobs(expression, into: &sources, excluding: &excludes)
      }
      let dependencies = SwiftPackageManifest.dependencies(call).compactMap { dependency -> String? in
        if case .target(let name) = dependency { return name }
        return nil
      }
      targets.append(
        Target(
          name: name, kind: Self.kind(ofTuistProduct: product), sources: sources, excludes: excludes,
          dependencies: dependencies))
    }
  }

  /// The globs a Tuist `sources:` or `resources:` value gives: a string, a list of them, or
  /// `.glob("…", excluding: […])`.
  static func tuistGlobs(_ expression: ExprSyntax, into sources: inout [PathGlob], excluding excludes: inout [PathGlob])
  {
    if let literal = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
      sources += glob(literal).map { [$0] } ?? []
    } else if let array = expression.as(ArrayExprSyntax.self) {
      for element in array.elements { tuistGlobs(element.expression, into: &sources, excluding: &excludes) }
    } else if let call = expression.as(FunctionCallExprSyntax.self), SwiftShortcutScopes.calledName(call) == "glob" {
      if let first = call.arguments.first?.expression { tuistGlobs(first, into: &sources, excluding: &excludes) }
      var excluded: [PathGlob] = []
      if let list = call.arguments.first(where: { $0.label?.text == "excluding" })?.expression {
        var ignored: [PathGlob] = []
        tuistGlobs(list, into: &excluded, excluding: &ignored)
      }
      excludes += excluded
    }
  }

  /// The kind of target a Tuist `product:` builds.
  static func kind(ofTuistProduct product: String?) -> ShortcutScope.Kind {
    switch product {
    case "app", "watch2App", "appClip": return .app
    case "framework", "staticFramework", "staticLibrary", "dynamicLibrary", "bundle": return .framework
    case "unitTests", "uiTests": return .test
    case "commandLineTool": return .tool
    case let name? where name.hasSuffix("Extension") || name == "xpc" || name == "watch2Extension": return .appExtension
    default: return .other
    }
  }
}
