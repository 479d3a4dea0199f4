public import KBLoc

/// What a JavaScript package's manifest (`package.json`) says of the target it builds: a VS Code
/// extension, an Electron app, or a package others use.
///
/// - A manifest with `engines.vscode` (or `contributes`) is a VS Code `extension`, named by its
///   `displayName` (when it is no `%placeholder%`), else its `name`.
/// - One with a `productName` (or `build.productName`, electron-builder's), or that depends on
///   `electron`, is an `app`, named by that product name, else its `name`. The product name also
///   marks the app's own package in electron-builder's two-package layout (`app/package.json`
///   beside a root that depends on Electron); the model names the root's app after it
///   (``RepositoryModel``).
/// - Any other is a `framework` named by its `name`: its files also ship in the apps and
///   extensions of the repository that depend on it, by name, directly or through other packages.
///
/// ```swift
/// let package = try JavaScriptPackage(reading: #"{"name": "vim", "displayName": "Vim", "engines": {"vscode": "^1.74"}}"#, at: "/src/Vim/package.json")
/// package.target   // Vim (extension)
/// ```
public struct JavaScriptPackage: Sendable, Hashable {
  /// The manifest, absolute and normalized.
  public var file: String
  /// The target the package builds.
  public var target: ShortcutScope.Target
  /// The package's `name`, which other packages depend on it by; `nil` when it has none.
  public var packageName: String?
  /// The name of the app it builds (`productName`, else `build.productName`); `nil` when it says none.
  public var productName: String?
  /// The names of the packages it depends on (`dependencies`, `devDependencies`,
  /// `peerDependencies`, `optionalDependencies`).
  public var dependencies: Set<String>

  /// The package's folder: its files are those under it that no nearer package claims.
  public var folder: String { ProjectPath.parent(file) }

  /// The manifest's file name.
  static let fileName = "package.json"

  /// The fields that list a package's dependencies by name.
  static let dependencyFields = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]

  /// Reads the manifest `text` of the file `file`, an absolute path.
  /// - Throws: ``SourceReadError`` when the text is not JSON, or not an object.
  /// - Complexity: O(*n*) in the length of `text`.
  public init(reading text: String, at file: String) throws(SourceReadError) {
    let root = try JSONCText.document(parsing: text, file: file).root
    guard root.members != nil else {
      throw SourceReadError(
        file: file, position: root.position, message: "The manifest is \(root.kindName), not an object")
    }
    self.file = file
    packageName = root["name"]?.string
    var dependencies: Set<String> = []
    for field in Self.dependencyFields {
      for member in root[field]?.members ?? [] { dependencies.insert(member.key) }
    }
    self.dependencies = dependencies
    let folderName = ProjectPath.name(ProjectPath.parent(file))
    if root["engines"]?["vscode"] != nil || root["contributes"] != nil {
      let displayName = root["displayName"]?.string.flatMap { $0.hasPrefix("%") || $0.isEmpty ? nil : $0 }
      target = ShortcutScope.Target(name: displayName ?? packageName ?? folderName, kind: .appExtension)
    } else if let productName = root["productName"]?.string ?? root["build"]?["productName"]?.string,
      !productName.isEmpty
    {
      self.productName = productName
      target = ShortcutScope.Target(name: productName, kind: .app)
    } else if dependencies.contains("electron") {
      target = ShortcutScope.Target(name: packageName ?? folderName, kind: .app)
    } else {
      target = ShortcutScope.Target(name: packageName ?? folderName, kind: .framework)
    }
  }
}
