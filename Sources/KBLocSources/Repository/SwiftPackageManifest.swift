public import KBLoc
import SwiftParser
import SwiftSyntax

/// The targets and products a `Package.swift` declares, read with swift-syntax — the manifest is
/// never run.
///
/// Each `.target`, `.executableTarget`, `.testTarget`, `.macro` and `.plugin` call whose `name:` is a
/// literal is a target: its folder is `path:` or SwiftPM's default (`Sources/NAME`, `Source/NAME`,
/// `src/NAME` or `srcs/NAME`; `Tests/NAME` for a test target; `Plugins/NAME` for a plug-in), less
/// its literal `exclude:` paths, and only its literal `sources:` when it gives them. Dependencies
/// written as literals (`"Name"`, `.target(name:)`, `.product(name:package:)`, `.byName(name:)`) and
/// `.library`/`.executable` products are kept, so that a library's files belong to the apps that
/// use it. Targets built by code the reader cannot follow are not seen.
///
/// ```swift
/// let manifest = try SwiftPackageManifest(reading: text, at: "/src/Kit/Package.swift")
/// manifest.targets.map(\.name)   // ["Kit", "KitTests"]
/// ```
public struct SwiftPackageManifest: Sendable {
  /// One target of the package.
  public struct Target: Sendable, Hashable {
    /// The target's name.
    public var name: String
    /// What it builds: `app` for an executable target, `framework` for a library target, `test`,
    /// or `other` for a macro or plug-in.
    public var kind: ShortcutScope.Kind
    /// Its folder, absolute and normalized.
    public var folder: String
    /// Paths under the folder it leaves out.
    public var excluded: [String]
    /// The only paths under the folder it builds, when it names them; `nil` for everything.
    public var sources: [String]?
    /// The names it depends on: targets of the package, or products.
    public var dependencies: [Dependency]

    /// Whether the target builds `path`, an absolute normalized file path.
    public func contains(_ path: String) -> Bool {
      guard path.hasPrefix(folder + "/") else { return false }
      let relative = path.dropFirst(folder.count + 1)
      func under(_ entry: String) -> Bool {
        let entry = ProjectPath.normalize(entry)
        return entry == "." || relative == entry || relative.hasPrefix(entry + "/")
      }
      if excluded.contains(where: under) { return false }
      return sources.map { $0.contains(where: under) } ?? true
    }
  }

  /// A dependency of a target, as written.
  public enum Dependency: Sendable, Hashable {
    /// `"Name"` or `.byName(name:)`: a target of the package or a product of another.
    case byName(String)
    /// `.target(name:)`.
    case target(String)
    /// `.product(name:package:)`.
    case product(String, package: String?)
  }

  /// The manifest, absolute.
  public let file: String
  /// The package's name, when it is a literal.
  public private(set) var name: String?
  /// The targets, in the order written.
  public private(set) var targets: [Target] = []
  /// Each product's name with the names of its targets.
  public private(set) var products: [String: [String]] = [:]
  /// The folders of local packages it depends on (`.package(path:)`), absolute.
  public private(set) var localDependencies: [String] = []

  /// The folder holding the manifest.
  public var folder: String { ProjectPath.parent(file) }

  /// Reads the manifest in `text`, the contents of `file`.
  /// - Parameters:
  ///   - text: The contents of `Package.swift`.
  ///   - file: Its path, absolute.
  ///   - folderExists: Whether a folder exists, to find a target's default folder.
  /// - Throws: ``SourceReadError`` at the parser's first error for Swift that does not parse.
  /// - Complexity: O(*n*) in the length of the text.
  public init(reading text: String, at file: String, folderExists: (String) -> Bool = { _ in false })
    throws(SourceReadError)
  {
    self.file = file
    let tree = Parser.parse(source: text)
    if tree.hasError {
      throw SourceReadError(file: file, message: "Not valid Swift: it does not parse as a package manifest")
    }
    let calls = CallCollector(viewMode: .sourceAccurate)
    calls.walk(tree)
    let packageFolder = ProjectPath.parent(file)
    for call in calls.calls {
      guard let (kind, member) = Self.callName(call) else { continue }
      switch (kind, member) {
      case (.package, "Package"):
        name = Self.literal(call, "name")
      case (.member, "target"), (.member, "executableTarget"), (.member, "testTarget"), (.member, "macro"),
        (.member, "plugin"):
        // `.target(name:)` inside a dependencies list is a dependency, not a target.
        guard !Self.isDependency(call), let name = Self.literal(call, "name") else { continue }
        let kind: ShortcutScope.Kind =
          switch member {
          case "executableTarget": .app
          case "testTarget": .test
          case "target": .framework
          default: .other
          }
        let folder: String
        if let path = Self.literal(call, "path") {
          folder = ProjectPath.join(packageFolder, path)
        } else {
          let roots: [String] =
            switch member {
            case "testTarget": ["Tests", "Sources", "Source", "src", "srcs"]
            case "plugin": ["Plugins"]
            default: ["Sources", "Source", "src", "srcs"]
            }
          let candidates = roots.map { ProjectPath.join(packageFolder, "\($0)/\(name)") }
          folder = candidates.first(where: folderExists) ?? candidates[0]
        }
        targets.append(
          Target(
            name: name, kind: kind, folder: folder, excluded: Self.literals(call, "exclude") ?? [],
            sources: Self.literals(call, "sources"), dependencies: Self.dependencies(call)))
      case (.member, "library"), (.member, "executable"):
        guard let name = Self.literal(call, "name"), let targets = Self.literals(call, "targets") else { continue }
        products[name, default: []] += targets
      case (.member, "package"):
        if let path = Self.literal(call, "path") { localDependencies.append(ProjectPath.join(packageFolder, path)) }
      default:
        continue
      }
    }
  }

  enum CallKind {
    case package, member
  }

  /// `Package(…)`, or the member a `.name(…)` / `Target.name(…)` call names.
  static func callName(_ call: FunctionCallExprSyntax) -> (CallKind, String)? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == "Package" ? (.package, "Package") : nil
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
    if let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      !["Target", "Product", "Package", "PackageDescription"].contains(base)
    {
      return nil
    }
    return (.member, member.declName.baseName.text)
  }

  /// Whether `call` is an element of a `dependencies:` list.
  static func isDependency(_ call: FunctionCallExprSyntax) -> Bool {
    var node = Syntax(call).parent
    while let current = node {
      if let argument = current.as(LabeledExprSyntax.self) { return argument.label?.text == "dependencies" }
      if current.is(FunctionCallExprSyntax.self) { return false }
      node = current.parent
    }
    return false
  }

  /// The string literal given as `label`, or `nil`.
  static func literal(_ call: FunctionCallExprSyntax, _ label: String) -> String? {
    call.arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self)?
      .representedLiteralValue
  }

  /// The string literals of the array given as `label`; `nil` when there is no such array.
  static func literals(_ call: FunctionCallExprSyntax, _ label: String) -> [String]? {
    guard let array = call.arguments.first(where: { $0.label?.text == label })?.expression.as(ArrayExprSyntax.self)
    else { return nil }
    return array.elements.compactMap { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
  }

  /// The literal dependencies of a target.
  static func dependencies(_ call: FunctionCallExprSyntax) -> [Dependency] {
    guard
      let array = call.arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(
        ArrayExprSyntax.self)
    else { return [] }
    return array.elements.compactMap { element in
      let expression = element.expression
      if let name = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return .byName(name) }
      guard let inner = expression.as(FunctionCallExprSyntax.self), let (_, member) = callName(inner),
        let name = literal(inner, "name")
      else { return nil }
      switch member {
      case "target": return .target(name)
      case "product": return .product(name, package: literal(inner, "package"))
      case "byName": return .byName(name)
      default: return nil
      }
    }
  }
}

/// Collects every function call of a file, in source order.
final class CallCollector: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .visitChildren
  }
}
