public import KBLoc

/// An Xcode project's targets and the files each one builds, read from its `project.pbxproj`.
///
/// A target's files are those of its build phases (sources, resources, headers, files it copies),
/// each reference resolved through the project's groups to a path (a variant group such as
/// `MainMenu.xib` gives each of its localizations, `Base.lproj/MainMenu.xib` among them; a folder
/// reference gives everything under it), and those of its synchronized folders (Xcode 16's
/// `PBXFileSystemSynchronizedRootGroup`): every file under the folder, less the exceptions listed
/// for the target, plus the files another target's folder lists as exceptions for it.
///
/// ```swift
/// let project = try XcodeProject(reading: text, at: "/src/Editor/Editor.xcodeproj/project.pbxproj")
/// project.targets.map(\.name)                        // ["Editor", "EditorTests"]
/// project.targetIDs(of: "/src/Editor/Base.lproj/MainMenu.xib")
/// ```
public struct XcodeProject: Sendable {
  /// One target of the project.
  public struct Target: Sendable, Hashable {
    /// The object id, unique in the project.
    public var id: String
    /// The target's name (`name`, else `productName`).
    public var name: String
    /// The name its product is built as: the product reference's path less its extension
    /// (`Hex Fiend.app` is `Hex Fiend`, `libShared.a` is `Shared`), else a literal `PRODUCT_NAME`
    /// all its configurations agree on, else ``name``.
    public var productName: String
    /// What it builds, from its `productType`; an app made to host tests is a test
    /// (``isTestHost(name:productName:hosts:)``).
    public var kind: ShortcutScope.Kind
    /// The ids of the targets it depends on, links or embeds.
    public var uses: [String]
    /// The Swift package products it links, by name, with the folder of the local package when
    /// the project names one.
    public var packageProducts: [PackageProduct]
  }

  /// A Swift package product a target links.
  public struct PackageProduct: Sendable, Hashable {
    /// The product's name.
    public var name: String
    /// The absolute folder of the local package that makes it; `nil` when the project does not say.
    public var packageFolder: String?
    /// Whether the package is a remote one, outside the repository.
    public var isRemote: Bool
  }

  /// A synchronized folder: every file under it belongs to its owners, with exceptions.
  struct SynchronizedFolder: Sendable {
    /// The folder, absolute and normalized.
    var path: String
    /// The ids of the targets that list the folder.
    var owners: Set<String>
    /// For each target, the paths (relative to the folder) the project lists as exceptions: left
    /// out of an owner, added to any other target.
    var exceptions: [String: Set<String>]
  }

  /// The `project.pbxproj` file, absolute.
  public let file: String
  /// The targets, in the project's order.
  public private(set) var targets: [Target] = []
  /// The files and folders the targets' build phases name, absolute and normalized, with the ids
  /// of the targets that build each.
  private(set) var members: [String: Set<String>] = [:]
  /// The synchronized folders.
  private(set) var folders: [SynchronizedFolder] = []

  /// Reads the project in `text`, the contents of `file`.
  /// - Parameters:
  ///   - text: The contents of `project.pbxproj`.
  ///   - file: Its path, absolute; paths in the project are resolved from the folder holding the
  ///     `.xcodeproj`.
  /// - Throws: ``SourceReadError`` at the parser's position for text that is no property list, or
  ///   for a property list that is no project.
  /// - Complexity: O(*n*) in the size of the file.
  public init(reading text: String, at file: String) throws(SourceReadError) {
    self.file = file
    let list: OldStylePropertyList
    do {
      list = try OldStylePropertyList(parsing: text)
    } catch {
      throw SourceReadError(file: file, position: error.position, message: error.message)
    }
    guard let objects = list["objects"]?.dictionary, let rootID = list["rootObject"]?.string,
      let root = objects[rootID], root["isa"]?.string == "PBXProject"
    else {
      throw SourceReadError(file: file, message: "It is not an Xcode project: it has no 'rootObject' project")
    }
    var reader = Reader(objects: objects)
    let projectFolder = ProjectPath.join(
      ProjectPath.parent(ProjectPath.parent(file)), root["projectDirPath"]?.string ?? "")
    if let mainGroup = root["mainGroup"]?.string {
      reader.resolve(group: mainGroup, parent: projectFolder, projectFolder: projectFolder, depth: 0)
    }
    let productTargets = reader.productTargets(root["targets"]?.strings ?? [])
    var hosts: Set<String> = []
    for targetID in root["targets"]?.strings ?? [] {
      for settings in Self.buildSettings(of: targetID, in: objects) {
        for key in ["TEST_HOST", "BUNDLE_LOADER"] {
          if let host = settings[key]?.string.flatMap(Self.appName(inHostPath:)) { hosts.insert(host) }
        }
      }
    }
    for targetID in root["targets"]?.strings ?? [] {
      guard let target = objects[targetID] else { continue }
      let name = target["name"]?.string ?? target["productName"]?.string ?? targetID
      let productName = Self.productName(of: targetID, named: name, in: objects)
      var kind = Self.kind(ofProductType: target["productType"]?.string)
      if kind == .app, Self.isTestHost(name: name, productName: productName, hosts: hosts) { kind = .test }
      var uses: [String] = []
      for dependency in target["dependencies"]?.strings ?? [] {
        guard let object = objects[dependency] else { continue }
        if let id = object["target"]?.string {
          uses.append(id)
        } else if let proxy = object["targetProxy"]?.string.flatMap({ objects[$0] }),
          let id = proxy["remoteGlobalIDString"]?.string, objects[id] != nil
        {
          uses.append(id)
        }
      }
      for phaseID in target["buildPhases"]?.strings ?? [] {
        guard let phase = objects[phaseID] else { continue }
        // A Frameworks phase links products; the others build or copy the files they name.
        let buildsFiles = Self.phasesWithFiles.contains(phase["isa"]?.string ?? "")
        for buildFileID in phase["files"]?.strings ?? [] {
          guard let buildFile = objects[buildFileID], let reference = buildFile["fileRef"]?.string else { continue }
          if let product = productTargets[reference] { uses.append(product) }
          guard buildsFiles else { continue }
          for path in reader.paths(of: reference) { members[path, default: []].insert(targetID) }
        }
      }
      var products: [PackageProduct] = []
      for productID in target["packageProductDependencies"]?.strings ?? [] {
        guard let product = objects[productID], let productName = product["productName"]?.string else { continue }
        let package = product["package"]?.string.flatMap { objects[$0] }
        let folder = package?["relativePath"]?.string.map { ProjectPath.join(projectFolder, $0) }
        products.append(
          PackageProduct(
            name: productName, packageFolder: folder,
            isRemote: package?["isa"]?.string == "XCRemoteSwiftPackageReference"))
      }
      for groupID in target["fileSystemSynchronizedGroups"]?.strings ?? [] {
        reader.synchronizedOwners[groupID, default: []].insert(targetID)
      }
      targets.append(
        Target(
          id: targetID, name: name, productName: productName, kind: kind, uses: uses, packageProducts: products))
    }
    for (groupID, path) in reader.synchronizedPaths {
      guard let group = objects[groupID] else { continue }
      var exceptions: [String: Set<String>] = [:]
      for exceptionID in group["exceptions"]?.strings ?? [] {
        guard let exception = objects[exceptionID],
          exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          let target = exception["target"]?.string
        else { continue }
        exceptions[target, default: []].formUnion(exception["membershipExceptions"]?.strings ?? [])
      }
      folders.append(
        SynchronizedFolder(path: path, owners: reader.synchronizedOwners[groupID] ?? [], exceptions: exceptions))
    }
  }

  /// The ids of the targets that build `path`, an absolute normalized file path: through a build
  /// phase naming it or a folder holding it, or a synchronized folder.
  /// - Complexity: O(*d* · *f*) for a path *d* folders deep and *f* synchronized folders above it.
  public func targetIDs(of path: String) -> Set<String> {
    var found: Set<String> = []
    var current = path
    while true {
      if let ids = members[current] { found.formUnion(ids) }
      let parent = ProjectPath.parent(current)
      guard parent != current, !parent.isEmpty else { break }
      current = parent
    }
    for folder in folders where path.hasPrefix(folder.path + "/") {
      let relative = String(path.dropFirst(folder.path.count + 1))
      let names = Self.exceptionNames(for: relative)
      for owner in folder.owners where folder.exceptions[owner].map({ $0.isDisjoint(with: names) }) ?? true {
        found.insert(owner)
      }
      for (target, listed) in folder.exceptions where !folder.owners.contains(target) && !listed.isDisjoint(with: names)
      {
        found.insert(target)
      }
    }
    return found
  }

  /// The ways an exception set can name a file `relative` to its folder: the path itself, each
  /// folder above it, and for a file in an `.lproj` folder, Xcode's `/Localized/PATH` without it.
  static func exceptionNames(for relative: String) -> Set<String> {
    var names: Set<String> = [relative]
    var components = relative.split(separator: "/").map(String.init)
    if let index = components.lastIndex(where: { $0.hasSuffix(".lproj") }), index == components.count - 2 {
      var localized = components
      localized.remove(at: index)
      names.insert("/Localized/" + localized.joined(separator: "/"))
    }
    while components.count > 1 {
      components.removeLast()
      names.insert(components.joined(separator: "/"))
    }
    return names
  }

  /// The build phases whose files belong to the target.
  static let phasesWithFiles: Set<String> = [
    "PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXHeadersBuildPhase", "PBXCopyFilesBuildPhase",
  ]

  /// The kind of target a `productType` builds.
  static func kind(ofProductType type: String?) -> ShortcutScope.Kind {
    guard let type else { return .other }
    let name = type.hasPrefix("com.apple.product-type.") ? String(type.dropFirst(23)) : type
    switch name {
    case "application", "application.watchapp2", "application.watchapp2-container", "application.messages",
      "application.on-demand-install-capable":
      return .app
    case "framework", "framework.static", "library.static", "library.dynamic", "bundle", "xcframework":
      return .framework
    case "bundle.unit-test", "bundle.ui-testing", "bundle.ocunit-test":
      return .test
    case "tool": return .tool
    default:
      return name.contains("extension") || name.hasPrefix("xpc-service") || name.contains("widget")
        ? .appExtension : .other
    }
  }

  /// The build settings of each configuration of a target.
  static func buildSettings(
    of targetID: String, in objects: [String: OldStylePropertyList]
  ) -> [[String: OldStylePropertyList]] {
    guard let list = objects[targetID]?["buildConfigurationList"]?.string.flatMap({ objects[$0] }) else { return [] }
    return (list["buildConfigurations"]?.strings ?? []).compactMap { objects[$0]?["buildSettings"]?.dictionary }
  }

  /// The extensions of the products whose built name is their path without it: bundles,
  /// libraries and test bundles.
  static let productExtensions: Set<String> = [
    "app", "appex", "xpc", "framework", "bundle", "plugin", "xctest", "a", "dylib", "kext", "systemextension",
    "qlgenerator", "mdimporter", "prefPane", "saver", "service", "help",
  ]

  /// The name a target's product is built as: its product reference's path less a bundle's or
  /// library's extension (and a library's `lib`), else a literal `PRODUCT_NAME` every
  /// configuration agrees on, else `name`.
  static func productName(of targetID: String, named name: String, in objects: [String: OldStylePropertyList]) -> String
  {
    let target = objects[targetID]
    if let path = target?["productReference"]?.string.flatMap({ objects[$0]?["path"]?.string }),
      let built = builtName(ofProductPath: path)
    {
      return built
    }
    let literals = Set(buildSettings(of: targetID, in: objects).compactMap { $0["PRODUCT_NAME"]?.string })
    if literals.count == 1, let literal = literals.first, !literal.isEmpty, !literal.contains("$") { return literal }
    return name
  }

  /// A product's built name from its path: `Hex Fiend.app` is `Hex Fiend`, `libShared.a` is
  /// `Shared`, a tool's `hexf` is itself; `nil` for an empty path or one with a build setting.
  static func builtName(ofProductPath path: String) -> String? {
    let file = ProjectPath.name(path)
    guard !file.isEmpty, !file.contains("$") else { return nil }
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex,
      productExtensions.contains(String(file[file.index(after: dot)...]))
    else { return file }
    let base = String(file[..<dot])
    let isLibrary = file.hasSuffix(".a") || file.hasSuffix(".dylib")
    return isLibrary && base.hasPrefix("lib") && base.count > 3 ? String(base.dropFirst(3)) : base
  }

  /// The app a `TEST_HOST` or `BUNDLE_LOADER` path names, by its built name:
  /// `$(BUILT_PRODUCTS_DIR)/Hex Fiend.app/Contents/MacOS/Hex Fiend` is `Hex Fiend`.
  static func appName(inHostPath path: String) -> String? {
    path.split(separator: "/").first { $0.hasSuffix(".app") }.map { String($0.dropLast(4)) }
  }

  /// Whether an app target is made to host tests rather than to ship: its name or its product's
  /// says so (a word `Test`, `Tests`, `UITests`, `Testing` or `Fixtures`: `iTerm2Tests`,
  /// `iTerm2ForApplescriptTesting`), or its product is the `TEST_HOST` or `BUNDLE_LOADER` of a test
  /// target and its name has the word `Host` (`HostApp`).
  ///
  /// The app under test is also a test host (a unit-test bundle runs inside the app it tests), so
  /// being one is not enough by itself: the name tells a host made for tests.
  static func isTestHost(name: String, productName: String, hosts: Set<String>) -> Bool {
    for candidate in [name, productName] {
      let words = RepositoryModel.words(of: candidate).map { $0.lowercased() }
      if RepositoryModel.isTestFolder(candidate) || words.contains("testing") { return true }
      if hosts.contains(productName), words.contains("host") { return true }
    }
    return false
  }

  /// Walks the project's groups, resolving each reference to a path.
  struct Reader {
    let objects: [String: OldStylePropertyList]
    /// The path of each file reference, variant group or synchronized folder reached.
    var pathOfReference: [String: String] = [:]
    /// The children of each variant group or version group.
    var childrenOfGroup: [String: [String]] = [:]
    /// The path of each synchronized folder, by object id.
    var synchronizedPaths: [String: String] = [:]
    /// The targets listing each synchronized folder.
    var synchronizedOwners: [String: Set<String>] = [:]

    init(objects: [String: OldStylePropertyList]) {
      self.objects = objects
    }

    /// The deepest group nesting followed: a project's groups are a tree, never this deep.
    static let maximumDepth = 128

    /// Resolves the group `id`, whose parent is at `parent`, and everything under it.
    mutating func resolve(group id: String, parent: String, projectFolder: String, depth: Int) {
      guard depth < Self.maximumDepth, pathOfReference[id] == nil, let object = objects[id] else { return }
      guard let path = Self.path(of: object, parent: parent, projectFolder: projectFolder) else { return }
      pathOfReference[id] = path
      switch object["isa"]?.string {
      case "PBXFileSystemSynchronizedRootGroup":
        synchronizedPaths[id] = path
      case "PBXVariantGroup", "XCVersionGroup":
        // A variant group's children are relative to the group's folder (``path(of:parent:projectFolder:)``).
        let children = object["children"]?.strings ?? []
        childrenOfGroup[id] = children
        for child in children {
          resolve(
            group: child, parent: object["isa"]?.string == "PBXVariantGroup" ? path : parent,
            projectFolder: projectFolder, depth: depth + 1)
        }
      default:
        for child in object["children"]?.strings ?? [] {
          resolve(group: child, parent: path, projectFolder: projectFolder, depth: depth + 1)
        }
      }
    }

    /// Where an object is, from its `path` and `sourceTree`; `nil` for one outside the repository
    /// (a built product, an SDK's file).
    ///
    /// A variant group (`MainMenu.xib`) is the folder its localizations are in: its parent's,
    /// unless it has a `path` of its own that is not its name (HexFiend's `app/resources`).
    static func path(of object: OldStylePropertyList, parent: String, projectFolder: String) -> String? {
      var path = object["path"]?.string ?? ""
      if object["isa"]?.string == "PBXVariantGroup", ProjectPath.name(path) == object["name"]?.string ?? "" {
        path = ""
      }
      switch object["sourceTree"]?.string ?? "<group>" {
      case "<group>": return ProjectPath.join(parent, path)
      case "SOURCE_ROOT": return ProjectPath.join(projectFolder, path)
      case "<absolute>": return ProjectPath.normalize(path)
      default: return nil
      }
    }

    /// The paths a build file's reference stands for: a file or folder, or each child of a variant
    /// group.
    func paths(of reference: String) -> [String] {
      if let children = childrenOfGroup[reference] { return children.compactMap { pathOfReference[$0] } }
      return pathOfReference[reference].map { [$0] } ?? []
    }

    /// The target that builds each product reference, so that embedding or linking a product is
    /// using its target.
    func productTargets(_ targetIDs: [String]) -> [String: String] {
      var targets: [String: String] = [:]
      for id in targetIDs {
        if let product = objects[id]?["productReference"]?.string { targets[product] = id }
      }
      return targets
    }
  }
}
