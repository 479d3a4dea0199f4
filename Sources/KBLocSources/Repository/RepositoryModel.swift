import Foundation
public import KBLoc
internal import KBLocFiles

/// The apps and targets a repository builds, and the targets each file ships in: what a scan
/// needs to give every shortcut its ``ShortcutScope/targets``.
///
/// Targets come from the project file's `apps` (``ProjectConfiguration/App``) for the files they
/// name, then from what the repository declares:
/// - each Xcode project's `project.pbxproj` (``XcodeProject``): its targets and their files;
/// - each `Package.swift` (``SwiftPackageManifest``): its targets and their folders;
/// - each XcodeGen `project.yml` or Tuist `Project.swift` with no `.xcodeproj` beside it
///   (``GeneratedProject``): its targets and their source globs;
/// - each JavaScript package's `package.json` (``JavaScriptPackage``): a VS Code extension, an
///   Electron app, or a package they depend on, for the files under its folder that no project
///   claims (the folder rule below) and for the manifest itself;
/// - an editor keymap is an app of its own, named after the file.
///
/// A framework's or library's files also belong to every app, extension or tool that links or
/// embeds it (through a target dependency, a linked or embedded product, or a Swift package
/// product), but not to test bundles. A file no project claims follows the folder rule: the
/// nearest folder above it (below the scanned folder) named like a test folder (a word `Test`,
/// `Tests`, `UITests` or `Fixtures`: `EditorTests`, `Test Files`) is a `test` target of that name;
/// else the nearest folder holding an `Info.plist` is an `app`, one holding a `package.json` the
/// package's target (a library's files also in the packages that depend on it), or one holding a
/// project file (`*.xcodeproj`, `Package.swift`, `project.yml`, `Project.swift`) an `other` target
/// (files its project does not build ship in none of its apps); else the nearest `package.json`
/// above the scanned folder, else the scanned folder is an `app`.
///
/// ```swift
/// let model = RepositoryModel(projectFiles: ["/src/Editor/Editor.xcodeproj/project.pbxproj"], roots: ["/src/Editor"])
/// model.targets(of: "/src/Editor/Base.lproj/MainMenu.xib", format: .interfaceBuilder)   // [Editor (app)]
/// ```
public struct RepositoryModel: Sendable {
  /// A target with the targets its files also ship in.
  struct Node: Sendable {
    var target: ShortcutScope.Target
    var uses: [Int] = []
  }

  /// The Xcode projects read.
  public private(set) var xcodeProjects: [XcodeProject] = []
  /// The package manifests read.
  public private(set) var packages: [SwiftPackageManifest] = []
  /// The XcodeGen and Tuist projects read, where no `.xcodeproj` is committed beside them.
  public private(set) var generatedProjects: [GeneratedProject] = []
  /// The JavaScript packages read, by folder.
  public private(set) var javaScriptPackages: [String: JavaScriptPackage] = [:]
  /// The targets each JavaScript package's files ship in, by folder: itself, and for a library
  /// the apps and extensions that depend on it.
  private var javaScriptShipping: [String: [ShortcutScope.Target]] = [:]
  /// Project files that could not be read, as notes.
  public private(set) var skipped: [SkippedFile] = []
  /// Every target, Xcode's first.
  private var nodes: [Node] = []
  /// The node of each Xcode target, by project and target id.
  private var xcodeNodes: [[String: Int]] = []
  /// The node of each package target, by package and target index.
  private var packageNodes: [[Int]] = []
  /// The node of each generated project's target, by project and target index.
  private var generatedNodes: [[Int]] = []
  /// The targets each node's files ship in: itself and those that embed it.
  private var shippedIn: [[ShortcutScope.Target]] = []
  /// Folders holding an `Info.plist`, absolute.
  let bundleFolders: Set<String>
  /// The folders of ``bundleFolders`` whose `Info.plist` makes an app that runs in the background
  /// only (``isInBackgroundOnlyApp(_:)``).
  let backgroundOnlyFolders: Set<String>
  /// Folders holding a project file, absolute.
  let projectFolders: Set<String>
  /// The scanned folders, absolute, deepest first.
  let roots: [String]
  /// The project file, whose `apps` come before everything kbloc derives.
  let configuration: ProjectConfiguration?
  /// The current folder, which relative paths are taken from.
  let currentFolder = FileManager.default.currentDirectoryPath

  /// The names of the files that declare projects.
  static let projectFileNames: Set<String> = [
    "project.pbxproj", "Package.swift", "project.yml", "Project.swift", JavaScriptPackage.fileName,
  ]

  /// Reads the projects of a repository.
  /// - Parameters:
  ///   - projectFiles: Absolute paths of `project.pbxproj`, `Package.swift`, `project.yml`,
  ///     `Project.swift` and `package.json` files.
  ///   - bundleFolders: Absolute paths of folders holding an `Info.plist`.
  ///   - roots: The scanned folders (or the folders of scanned files), absolute.
  ///   - configuration: The project file, whose `apps` decide the targets of the files they name.
  /// - Complexity: O(*n*) in the size of the project files, plus O(*t*²) for *t* targets.
  public init(
    projectFiles: [String], bundleFolders: Set<String> = [], roots: [String], configuration: ProjectConfiguration? = nil
  ) {
    self.configuration = configuration
    self.bundleFolders = Set(bundleFolders.map(ProjectPath.normalize))
    backgroundOnlyFolders = self.bundleFolders.filter {
      Self.isBackgroundOnly(infoPlist: ProjectPath.join($0, "Info.plist"))
    }
    self.roots = roots.map(ProjectPath.normalize).sorted { $0.count > $1.count }
    var projectFolders: Set<String> = []
    for file in Set(projectFiles.map(ProjectPath.normalize)).sorted() {
      let name = ProjectPath.name(file)
      let folder = ProjectPath.parent(file)
      let isJavaScript = name == JavaScriptPackage.fileName
      // A package.json is a marker of its own kind, not a project file of the folder rule.
      if !isJavaScript { projectFolders.insert(name == "project.pbxproj" ? ProjectPath.parent(folder) : folder) }
      let isGenerated = name == "project.yml" || name == "Project.swift"
      // A generated project is read only where its Xcode project is not committed.
      if isGenerated,
        (try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains(where: { $0.hasSuffix(".xcodeproj") })
          ?? true
      {
        continue
      }
      guard case .regularFile(let size) = FileKind(at: file), size <= InputLimits.fileSize,
        let data = try? GuardedFile.contents(of: file, limit: InputLimits.fileSize).bytes,
        let text = String(data: data, encoding: .utf8)
      else {
        skipped.append(SkippedFile(path: file, reason: "cannot read the project file"))
        continue
      }
      do {
        if isJavaScript {
          javaScriptPackages[folder] = try JavaScriptPackage(reading: text, at: file)
        } else if name == "project.pbxproj" {
          xcodeProjects.append(try XcodeProject(reading: text, at: file))
        } else if isGenerated {
          generatedProjects.append(try GeneratedProject(reading: text, at: file))
        } else {
          packages.append(
            try SwiftPackageManifest(reading: text, at: file) { path in
              if case .folder = FileKind(at: path) { return true }
              return false
            })
        }
      } catch {
        skipped.append(SkippedFile(path: file, reason: "its targets are not known: \(error.skipReason)"))
      }
    }
    self.projectFolders = projectFolders
    Self.nameAppsAfterTheirProducts(&javaScriptPackages)
    buildGraph()
    javaScriptShipping = Self.shipping(of: javaScriptPackages)
  }

  /// The most folders above a scanned path searched for project files: enough for any
  /// repository's nesting, bounded on any path.
  static let ancestorLimit = 24

  /// Reads the projects found by a folder scan and those in the folders above the scanned paths,
  /// up to the repository's top (the folder holding `.git`): scanning an app's subfolder, or one
  /// of its files, finds the project that builds it.
  /// - Parameters:
  ///   - paths: The scanned files and folders, as the user named them; `-` (standard input) is
  ///     passed over.
  ///   - projectFiles: Project files a folder scan found, absolute.
  ///   - bundleFolders: Folders holding an `Info.plist` a folder scan found, absolute.
  ///   - configuration: The project file, whose `apps` decide the targets of the files they name.
  public init(
    discoveringAround paths: [String], projectFiles: [String] = [], bundleFolders: Set<String> = [],
    configuration: ProjectConfiguration? = nil
  ) {
    var projectFiles = projectFiles
    var bundleFolders = bundleFolders
    var roots: [String] = []
    var searched: Set<String> = []
    for path in paths where path != "-" {
      let absolute = Self.absolute(path)
      let isFolder: Bool
      if case .folder = FileKind(at: absolute) { isFolder = true } else { isFolder = false }
      roots.append(isFolder ? absolute : ProjectPath.parent(absolute))
      // A folder scan has looked inside the folder, so the search starts above it — unless it is
      // a repository's top; a named file's folder is searched here.
      if isFolder, absolute == "/" || FileManager.default.fileExists(atPath: absolute + "/.git") { continue }
      var folder = ProjectPath.parent(absolute)
      for _ in 0..<Self.ancestorLimit {
        guard searched.insert(folder).inserted else { break }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names {
          let entry = ProjectPath.join(folder, name)
          if name.hasSuffix(".xcodeproj") {
            let file = entry + "/project.pbxproj"
            if case .regularFile = FileKind(at: file) { projectFiles.append(file) }
          } else if Self.projectFileNames.contains(name) {
            projectFiles.append(entry)
          } else if name == "Info.plist" {
            bundleFolders.insert(folder)
          }
        }
        let parent = ProjectPath.parent(folder)
        guard !names.contains(".git"), parent != folder else { break }
        folder = parent
      }
    }
    self.init(projectFiles: projectFiles, bundleFolders: bundleFolders, roots: roots, configuration: configuration)
  }

  /// Whether `file` is part of an app that runs in the background only: the nearest folder above
  /// it (up to the scanned folder) that holds an `Info.plist` sets `LSBackgroundOnly`.
  ///
  /// Such an app (a login-item launcher, a helper) never becomes the active app: it shows no menu
  /// bar and receives no key events, so no shortcut in it is ever live — the main menu its
  /// template storyboard keeps included.
  /// - Parameter file: The file, as the scan found it (relative to the current folder, or absolute).
  /// - Returns: Whether its nearest bundle folder's `Info.plist` sets `LSBackgroundOnly`.
  public func isInBackgroundOnlyApp(_ file: String) -> Bool {
    guard !backgroundOnlyFolders.isEmpty else { return false }
    let path = file.hasPrefix("/") ? ProjectPath.normalize(file) : ProjectPath.join(currentFolder, file)
    let root = roots.first { path == $0 || path.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    var folder = ProjectPath.parent(path)
    while true {
      if bundleFolders.contains(folder) { return backgroundOnlyFolders.contains(folder) }
      guard let root, folder != root, folder.hasPrefix(root), folder != "/" else { return false }
      folder = ProjectPath.parent(folder)
    }
  }

  /// Whether the property list at `path` sets `LSBackgroundOnly` to true; `false` for a file that
  /// cannot be read or is no property list.
  static func isBackgroundOnly(infoPlist path: String) -> Bool {
    guard case .regularFile(let size) = FileKind(at: path), size <= InputLimits.fileSize,
      let data = try? GuardedFile.contents(of: path, limit: InputLimits.fileSize).bytes,
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    else { return false }
    switch plist["LSBackgroundOnly"] {
    case let flag as Bool: return flag
    case let text as String: return ["yes", "true", "1"].contains(text.lowercased())
    case let number as NSNumber: return number.boolValue
    default: return false
    }
  }

  /// Every target the projects declare, each once, in order of name.
  public var targets: [ShortcutScope.Target] { Array(Set(nodes.map(\.target))).sorted() }

  /// The targets `file` ships in.
  /// - Parameters:
  ///   - file: The file, as the scan found it (relative to the current folder, or absolute).
  ///   - format: Its format: a keymap is an app of its own.
  /// - Returns: The project file's app for it, else the targets that build it, else the folder
  ///   rule's target; sorted.
  /// - Complexity: O(*p* · *d*) for *p* projects and a path *d* folders deep.
  public func targets(of file: String, format: SourceFormat) -> [ShortcutScope.Target] {
    let path = file.hasPrefix("/") ? ProjectPath.normalize(file) : ProjectPath.join(currentFolder, file)
    let claimed = claimedTargets(of: path, format: format)
    return claimed.isEmpty ? folderTargets(of: path) : claimed
  }

  /// The targets the project file, a project or a keymap gives the file at `path`, absolute and
  /// normalized, sorted; empty when none claims it.
  func claimedTargets(of path: String, format: SourceFormat) -> [ShortcutScope.Target] {
    if let app = configuration?.app(containing: path) {
      return [ShortcutScope.Target(name: app.name, kind: app.isTest ? .test : .app)]
    }
    // A package's manifest (a VS Code extension's keybindings) is the package's.
    let folder = ProjectPath.parent(path)
    if let package = javaScriptPackages[folder], package.file == path, let shipped = javaScriptShipping[folder] {
      return shipped
    }
    if format.isKeymap {
      return [ShortcutScope.Target(name: ProjectPath.name(path), kind: .keymap)]
    }
    var found: Set<ShortcutScope.Target> = []
    for (index, project) in xcodeProjects.enumerated() {
      for id in project.targetIDs(of: path) {
        if let node = xcodeNodes[index][id] { found.formUnion(shippedIn[node]) }
      }
    }
    for (index, package) in packages.enumerated() {
      for (targetIndex, target) in package.targets.enumerated() where target.contains(path) {
        found.formUnion(shippedIn[packageNodes[index][targetIndex]])
      }
    }
    for (index, project) in generatedProjects.enumerated() where path.hasPrefix(project.folder + "/") {
      let components = path.dropFirst(project.folder.count + 1).split(separator: "/")
      for (targetIndex, target) in project.targets.enumerated() where target.contains(components) {
        found.formUnion(shippedIn[generatedNodes[index][targetIndex]])
      }
    }
    return found.sorted()
  }

  /// The targets each file ships in, as ``targets(of:format:)`` gives them, the folder rule worked
  /// out once per folder.
  /// - Complexity: O(*f* · *p*) for *f* files and *p* projects, plus the folder rule once for
  ///   each folder of a file no project claims.
  public func targets(of files: [(file: String, format: SourceFormat)]) -> [[ShortcutScope.Target]] {
    var byFolder: [String: [ShortcutScope.Target]] = [:]
    return files.map { file, format in
      let path = file.hasPrefix("/") ? ProjectPath.normalize(file) : ProjectPath.join(currentFolder, file)
      let claimed = claimedTargets(of: path, format: format)
      guard claimed.isEmpty else { return claimed }
      let folder = ProjectPath.parent(path)
      if let known = byFolder[folder] { return known }
      let targets = folderTargets(of: path)
      byFolder[folder] = targets
      return targets
    }
  }

  /// The targets the folder rule gives a file no project claims: one, or a JavaScript library's
  /// and those that depend on it.
  func folderTargets(of path: String) -> [ShortcutScope.Target] {
    let root = roots.first { path == $0 || path.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    var folder = ProjectPath.parent(path)
    var marked: [ShortcutScope.Target]?
    while true {
      let name = ProjectPath.name(folder)
      // The scanned folder was named on purpose: its own name makes no test target.
      if folder != root, Self.isTestFolder(name) { return [ShortcutScope.Target(name: name, kind: .test)] }
      if marked == nil, bundleFolders.contains(folder) { marked = [ShortcutScope.Target(name: name, kind: .app)] }
      if marked == nil, let shipped = javaScriptShipping[folder] { marked = shipped }
      if marked == nil, projectFolders.contains(folder) { marked = [ShortcutScope.Target(name: name, kind: .other)] }
      guard let root, folder != root, folder.hasPrefix(root), folder != "/" else { break }
      folder = ProjectPath.parent(folder)
    }
    if let marked { return marked }
    // A package above the scanned folder (its `src`, scanned alone) still builds the file.
    for _ in 0..<Self.ancestorLimit where folder != "/" && !javaScriptShipping.isEmpty {
      folder = ProjectPath.parent(folder)
      if let shipped = javaScriptShipping[folder] { return shipped }
    }
    return [ShortcutScope.Target(name: ProjectPath.name(root ?? ProjectPath.parent(path)), kind: .app)]
  }

  /// The targets each package's files ship in, by folder: the package's own, and for a library,
  /// every app and extension that depends on it by name, directly or through other libraries.
  /// - Complexity: O(*p* + *d*) for *p* packages with *d* dependencies in all, and as much again
  ///   for each library, whose users are walked.
  static func shipping(of packages: [String: JavaScriptPackage]) -> [String: [ShortcutScope.Target]] {
    var users: [String: [JavaScriptPackage]] = [:]
    for package in packages.values {
      for name in package.dependencies { users[name, default: []].append(package) }
    }
    return packages.mapValues { package in
      var shipped: Set<ShortcutScope.Target> = [package.target]
      guard package.target.kind == .framework else { return Array(shipped) }
      var seen: Set<String> = [package.file]
      var queue = [package]
      while let current = queue.popLast() {
        for user in current.packageName.flatMap({ users[$0] }) ?? [] where seen.insert(user.file).inserted {
          // Libraries pass it on to the apps and extensions that use them.
          if user.target.kind == .framework { queue.append(user) } else { shipped.insert(user.target) }
        }
      }
      return shipped.sorted()
    }
  }

  /// Names an Electron app that declares no product name after the product of the app package of
  /// the same `name`: electron-builder's two-package layout builds one app from a root package
  /// (which depends on Electron, its renderer's sources beside it) and `app/package.json` (whose
  /// `productName` the app is built as), both named alike — Hyper's `hyper` and `Hyper`.
  /// - Complexity: O(*p*) for *p* packages.
  static func nameAppsAfterTheirProducts(_ packages: inout [String: JavaScriptPackage]) {
    var products: [String: Set<String>] = [:]
    for package in packages.values where package.target.kind == .app {
      if let name = package.packageName, let product = package.productName {
        products[name, default: []].insert(product)
      }
    }
    for (folder, package) in packages where package.target.kind == .app && package.productName == nil {
      guard let name = package.packageName, let named = products[name], named.count == 1, let product = named.first
      else { continue }
      packages[folder]?.target.name = product
    }
  }

  /// Whether a folder's name says it holds tests or their fixtures: one of its ``words(of:)`` is
  /// `Test`, `Tests`, `UITests` or `Fixtures`, case ignored.
  static func isTestFolder(_ name: String) -> Bool {
    words(of: name).contains { ["test", "tests", "uitests", "fixtures"].contains($0.lowercased()) }
      || name.hasSuffix("UITests")
  }

  /// The words of a name, split at spaces, `-`, `_`, `.` and where an upper-case letter follows a
  /// lower-case one or a digit: `iTerm2ForApplescriptTesting` is `i`, `Term2`, `For`, `Applescript`,
  /// `Testing`.
  static func words(of name: String) -> [String] {
    var words: [String] = []
    var word = ""
    var previous: Character?
    for character in name {
      if character == " " || character == "-" || character == "_" || character == "." {
        words.append(word)
        word = ""
      } else {
        if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
          words.append(word)
          word = ""
        }
        word.append(character)
      }
      previous = character
    }
    words.append(word)
    return words
  }

  /// `path` as an absolute, normalized path, from the current folder.
  static func absolute(_ path: String) -> String {
    path.hasPrefix("/")
      ? ProjectPath.normalize(path) : ProjectPath.join(FileManager.default.currentDirectoryPath, path)
  }

  // MARK: The target graph

  /// Makes a node of every target, links each to what it uses, and works out where each node's
  /// files ship.
  private mutating func buildGraph() {
    for project in xcodeProjects {
      var ids: [String: Int] = [:]
      // A target is named as its product is, unless another target of the project builds a
      // product of that name and kind (a Mac and an iOS app): then both keep their target names.
      var products: [ShortcutScope.Target: Int] = [:]
      for target in project.targets {
        products[ShortcutScope.Target(name: target.productName, kind: target.kind), default: 0] += 1
      }
      for target in project.targets {
        ids[target.id] = nodes.count
        let product = ShortcutScope.Target(name: target.productName, kind: target.kind)
        let name = products[product] == 1 ? target.productName : target.name
        nodes.append(Node(target: ShortcutScope.Target(name: name, kind: target.kind)))
      }
      xcodeNodes.append(ids)
    }
    for package in packages {
      packageNodes.append(
        package.targets.map { target in
          nodes.append(Node(target: ShortcutScope.Target(name: target.name, kind: target.kind)))
          return nodes.count - 1
        })
    }
    for project in generatedProjects {
      let first = nodes.count
      nodes += project.targets.map { Node(target: ShortcutScope.Target(name: $0.name, kind: $0.kind)) }
      generatedNodes.append(Array(first..<nodes.count))
      var byName: [String: Int] = [:]
      for (offset, target) in project.targets.enumerated() { byName[target.name] = first + offset }
      for (offset, target) in project.targets.enumerated() {
        nodes[first + offset].uses = target.dependencies.compactMap { byName[$0] }
      }
    }
    for (index, project) in xcodeProjects.enumerated() {
      for target in project.targets {
        guard let node = xcodeNodes[index][target.id] else { continue }
        nodes[node].uses += target.uses.compactMap { xcodeNodes[index][$0] }
        for product in target.packageProducts where !product.isRemote {
          nodes[node].uses += productNodes(product.name, inPackageAt: product.packageFolder)
        }
      }
    }
    for (index, package) in packages.enumerated() {
      var byName: [String: Int] = [:]
      for (targetIndex, target) in package.targets.enumerated() {
        byName[target.name] = packageNodes[index][targetIndex]
      }
      for (targetIndex, target) in package.targets.enumerated() {
        let node = packageNodes[index][targetIndex]
        for dependency in target.dependencies {
          switch dependency {
          case .target(let name): nodes[node].uses += byName[name].map { [$0] } ?? []
          case .byName(let name): nodes[node].uses += byName[name].map { [$0] } ?? productNodes(name, inPackageAt: nil)
          case .product(let name, let packageName):
            let folder = packageName.flatMap { name in
              package.localDependencies.first { ProjectPath.name($0) == name }
            }
            nodes[node].uses += productNodes(name, inPackageAt: folder)
          }
        }
      }
    }
    var users: [[Int]] = Array(repeating: [], count: nodes.count)
    for (node, entry) in nodes.enumerated() {
      for used in Set(entry.uses) where used != node { users[used].append(node) }
    }
    shippedIn = nodes.indices.map { node in
      var shipped: Set<ShortcutScope.Target> = [nodes[node].target]
      guard nodes[node].target.kind == .framework else { return Array(shipped) }
      // Up through the targets that use it: a framework's users' users, never into a test bundle,
      // nor into an extension or XPC service, which is credited with its own files only.
      var seen: Set<Int> = [node]
      var queue = [node]
      while let current = queue.popLast() {
        for user in users[current]
        where seen.insert(user).inserted && nodes[user].target.kind != .test
          && nodes[user].target.kind != .appExtension
        {
          shipped.insert(nodes[user].target)
          if nodes[user].target.kind == .framework { queue.append(user) }
        }
      }
      return shipped.sorted()
    }
  }

  /// The nodes of a package product's targets: in the package at `folder`, or in any package
  /// that makes a product of that name.
  private func productNodes(_ product: String, inPackageAt folder: String?) -> [Int] {
    var found: [Int] = []
    for (index, package) in packages.enumerated() where folder.map({ package.folder == $0 }) ?? true {
      let names = package.products[product] ?? (package.targets.contains { $0.name == product } ? [product] : [])
      for (targetIndex, target) in package.targets.enumerated() where names.contains(target.name) {
        found.append(packageNodes[index][targetIndex])
      }
    }
    return found
  }
}
