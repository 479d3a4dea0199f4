import Foundation
public import KBLoc
internal import KBLocFiles

/// The shortcuts of files and folders: each named file read in its format, each named folder
/// searched for files kbloc reads, the files read in parallel.
///
/// A folder scan skips `.build`, `DerivedData`, `Pods`, `node_modules` and `.git`, follows a
/// symbolic link to a folder only once (so loops end), and passes over files it cannot read —
/// binary, not UTF-8, Swift that does not parse — with a ``SkippedFile`` note. It reads `.swift`
/// files that mention a shortcut API, `.sublime-keymap`, `.xib`, `.storyboard`, and JSON files
/// whose name or content makes them keymaps or shortcuts files. Nothing is written anywhere.
///
/// ```swift
/// let scan = try SourceScan(paths: ["MyApp"])
/// scan.shortcuts.definitions.count   // every shortcut found
/// scan.summary                       // "read 120 files: 36 shortcuts, 2 declarations not read (2 not a literal)"
/// ```
public struct SourceScan: Sendable {
  /// The largest file a scan reads: 64 MiB, as for every input file of kbloc.
  public static let sizeLimit = InputLimits.fileSize

  /// The most files and folders a folder scan looks at before it stops with an error: far more
  /// than any app's checkout, far fewer than a whole disk.
  public static let entryLimit = 500_000

  /// The folder names a scan never enters.
  public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "node_modules", ".git"]

  /// What each file read declares, in path order.
  public private(set) var readings: [SourceReading]
  /// The files and folders passed over, in path order.
  public private(set) var skipped: [SkippedFile]
  /// The files in a language kbloc does not read that look like shortcut tables, in path order
  /// (``ForeignTable``): listed, never read.
  public private(set) var foreignTables: [ForeignTable] = []
  /// The key equivalents Interface Builder files declare that code changes through outlets, in
  /// path order of the code: the shortcuts list the code's.
  public private(set) var changedDeclarations: [ChangedDeclaration]
  /// How many files were read, those that declare nothing included.
  public private(set) var filesRead: Int
  /// Every shortcut found, ids made unique across files, as one shortcuts file named after the
  /// paths; each definition's `extra` holds `file`, `line` and `column`, where it is declared.
  public private(set) var shortcuts: ShortcutFile

  /// The platform the shortcuts were kept for, or `nil` for every platform.
  public private(set) var platform: Platform?

  /// How many shortcuts were left out because they apply to other platforms than ``platform``.
  public private(set) var otherPlatformShortcutsLeftOut = 0

  /// How many shortcuts were left out because they ship in test bundles only.
  public private(set) var testShortcutsLeftOut = 0
  /// How many shortcuts were left out because they are in an app that runs in the background only
  /// (``RepositoryModel/isInBackgroundOnlyApp(_:)``): they are never live.
  public private(set) var backgroundShortcutsLeftOut = 0
  /// The project file's window kinds and declarations that name nothing the scan read, when it
  /// read the project file's whole folder.
  public private(set) var unusedProjectSettings: [UnusedProjectSetting] = []

  /// The declarations not read, in path order; for a scan for one platform, those that apply to it.
  public var unread: [UnreadDeclaration] {
    readings.flatMap(\.unread).filter { note in platform.map(note.platforms.includes) ?? true }
  }

  /// Scans `paths`: files are read in `format`, or the format their name and content tell;
  /// folders are searched.
  /// - Parameters:
  ///   - paths: Files and folders, as the user named them.
  ///   - format: The format to read every file in, or `nil` to detect each one's.
  ///   - filter: Which files found in folders are read (a project file's `include` and
  ///     `exclude`, `--exclude`); files named in `paths` are always read.
  ///   - platform: The platform to keep the shortcuts of, where a file gives some for some
  ///     platforms only (VS Code's `mac` key, Electron's `process.platform`); `nil` keeps all.
  ///   - configuration: The project file, whose `apps` decide the targets of the files they
  ///     name.
  ///   - includeTests: Whether to keep the shortcuts that ship in test bundles only (fixtures),
  ///     left out by default.
  /// - Throws: ``SourceReadError`` for a named path that does not exist, cannot be read, or is
  ///   not a file kbloc reads (a named file that does not parse included).
  /// - Complexity: O(*n*) in the total size of the files, spread over the processor's cores.
  public init(
    paths: [String], format: SourceFormat? = nil, filter: PathFilter = PathFilter(), platform: Platform? = nil,
    configuration: ProjectConfiguration? = nil, includeTests: Bool = false
  ) throws(SourceReadError) {
    var candidates: [Candidate] = []
    var skipped: [SkippedFile] = []
    var projectFiles: [String] = []
    var bundleFolders: Set<String> = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
        throw SourceReadError(
          file: path,
          message: isLink ? "It is a symbolic link to nothing, or in a loop" : "There is no such file or folder")
      }
      if isFolder.boolValue {
        var walker = FolderWalker(format: format, filter: filter)
        try walker.walk(root: path)
        candidates += walker.candidates
        skipped += walker.skipped
        projectFiles += walker.projectFiles
        bundleFolders.formUnion(walker.bundleFolders)
      } else {
        candidates.append(Candidate(path: path, named: true, kind: .source))
      }
    }
    let outcomes = Self.read(candidates, format: format)
    var readings: [SourceReading] = []
    var ignored = 0
    var foreignTables: [ForeignTable] = []
    for (candidate, outcome) in zip(candidates, outcomes) {
      switch outcome {
      case .reading(let reading): readings.append(reading)
      case .foreign(let table): foreignTables.append(table)
      case .ignored: ignored += 1
      case .passedOver: break
      case .failure(let error):
        if candidate.named { throw error }
        skipped.append(SkippedFile(path: candidate.path, reason: error.skipReason))
      }
    }
    // Only a whole repository shows what calls a function; a file named alone, or a subfolder of
    // a repository, does not.
    let folders = paths.filter { FileKind(at: $0).isFolder }
    if !folders.isEmpty, candidates.contains(where: { !$0.named }), Self.seesWholeRepository(folders) {
      Self.movingNeverCalled(&readings, searching: candidates.map(\.path))
    }
    let repository = RepositoryModel(
      discoveringAround: paths, projectFiles: projectFiles.map(RepositoryModel.absolute),
      bundleFolders: Set(bundleFolders.map(RepositoryModel.absolute)), configuration: configuration)
    self.init(
      readings: readings, skipped: skipped + repository.skipped, filesRead: readings.count + ignored,
      name: paths.joined(separator: " "), platform: platform, repository: repository, includeTests: includeTests,
      configuration: configuration, searching: candidates.map(\.path))
    self.foreignTables = foreignTables
    // A setting that names nothing is worth a word only when the scan read all it could name.
    if let configuration, !Self.covers(paths, folder: configuration.folder) { unusedProjectSettings = [] }
  }

  /// Combines readings, giving each shortcut its scope's targets, making ids unique (a repeated
  /// id gets the file name and line of its declaration, ` (Menu.swift:12)`) and recording in each
  /// definition's `extra` the `file`, `line` and `column` of its declaration; code that changes an
  /// Interface Builder item through an outlet changes its definition (``changedDeclarations``).
  /// - Parameters:
  ///   - readings: What each file declares.
  ///   - skipped: The files and folders passed over.
  ///   - filesRead: How many files were read; the number of readings when `nil`.
  ///   - name: The name of the combined shortcuts file.
  ///   - platform: The platform to keep the shortcuts of; `nil` keeps all.
  ///   - repository: The targets each file ships in; `nil` gives no targets (every shortcut in one
  ///     app). A shortcut whose scope already names targets (a shortcuts file `extract` wrote)
  ///     keeps them.
  ///   - includeTests: Whether to keep the shortcuts that ship in test bundles only; they are
  ///     fixtures, left out (and counted in ``testShortcutsLeftOut``) by default.
  ///   - configuration: The project file, whose window kinds and pairs of declarations apply to
  ///     the shortcuts (``unusedProjectSettings`` lists those that name nothing).
  ///   - files: The files to search for the titles code pairs with the names of table entries
  ///     and hotkey defaults (``titlingFromPairs(_:searching:)``); none by default.
  public init(
    readings: [SourceReading], skipped: [SkippedFile] = [], filesRead: Int? = nil, name: String,
    platform: Platform? = nil, repository: RepositoryModel? = nil, includeTests: Bool = false,
    configuration: ProjectConfiguration? = nil, searching files: [String] = []
  ) {
    var readings = readings
    // Before changes drop definitions: commands are known by definition index.
    Self.resolvingCommandIDs(&readings)
    Self.resolvingSentCommands(&readings)
    let memberChanges = Self.memberChanges(in: readings)
    changedDeclarations = Self.applyingChanges(to: &readings)
    for change in memberChanges {
      readings[change.reading].unread.removeAll { $0 == change.replaced }
      readings[change.reading].definitions.append(change.definition)
    }
    Self.applyingHelpers(to: &readings)
    if !files.isEmpty { Self.titlingFromPairs(&readings, searching: files) }
    self.readings = readings
    self.skipped = skipped
    self.filesRead = filesRead ?? readings.count
    self.platform = platform
    var definitions: [ShortcutDefinition] = []
    var ids: Set<String> = []
    var nextNumbers: [String: Int] = [:]
    var leftOut = 0
    let targetsOfReading =
      repository?.targets(of: readings.map { ($0.file, $0.format) }) ?? Array(repeating: [], count: readings.count)
    // The view types each target shows in its menu bar.
    var menuBarTypes: [ShortcutScope.Target: Set<String>] = [:]
    for (reading, targets) in zip(readings, targetsOfReading) where !reading.menuBarTypes.isEmpty {
      for target in Self.apps(targets) { menuBarTypes[target, default: []].formUnion(reading.menuBarTypes) }
    }
    for (reading, targets) in zip(readings, targetsOfReading) {
      // An app that runs in the background only has no key window nor menu bar: only its global
      // hotkeys are live.
      let inBackgroundOnlyApp =
        !reading.definitions.isEmpty && repository?.isInBackgroundOnlyApp(reading.file) == true
      let start = definitions.count
      var localIDs: [String] = []
      for var definition in reading.definitions {
        let localID = definition.id
        if inBackgroundOnlyApp, definition.scope?.element != .globalHotkey {
          backgroundShortcutsLeftOut += 1
          continue
        }
        if let platform, !definition.platforms.includes(platform) {
          otherPlatformShortcutsLeftOut += 1
          continue
        }
        // A keymap's bindings, and a shortcuts file's entries, are live anywhere in their app.
        var scope =
          definition.scope
          ?? ShortcutScope(context: .anywhere, element: reading.format.isKeymap ? .binding : nil)
        if scope.targets.isEmpty { scope.targets = targets }
        if scope.context.kind == .view, let name = scope.context.name,
          Self.apps(scope.targets).contains(where: { menuBarTypes[$0]?.contains(name) == true })
        {
          scope.context = .mainMenu
          if scope.element == .button { scope.element = .menuItem }
        }
        // Windows and Linux are both kbloc's pc: a shortcut for one of them only is never live
        // with one for the other only, as two sides of a conditional are not.
        if definition.platforms == .windows || definition.platforms == .linux {
          scope.context.panes.append(definition.platforms == .windows ? "windows" : "linux")
        }
        if !includeTests, scope.isTestOnly {
          leftOut += 1
          continue
        }
        // Left out, test targets are left out of the scopes of shortcuts the app ships too.
        if !includeTests { scope.targets.removeAll { $0.kind == .test } }
        definition.scope = scope
        if ids.contains(definition.id) {
          let base = definition.id
          let fileName = reading.file.split(separator: "/").last.map(String.init) ?? reading.file
          let place = "\(base) (\(fileName):\(definition.position.line)"
          definition.id = place + ")"
          // Numbers go on from the last one given at this place, so that many repeats on one
          // line (a minified file) cost one try each.
          var number = nextNumbers[place] ?? 2
          while ids.contains(definition.id) {
            definition.id = "\(place) #\(number))"
            number += 1
          }
          nextNumbers[place] = number
        }
        ids.insert(definition.id)
        if definition.extra["file"] == nil {
          let position = definition.position
          definition.extra["file"] = JSONValue(.string(reading.file), at: position)
          definition.extra["line"] = JSONValue(.number(String(position.line)), at: position)
          definition.extra["column"] = JSONValue(.number(String(position.column)), at: position)
        }
        definitions.append(definition)
        localIDs.append(localID)
      }
      Self.linkingAlternates(&definitions, from: start, localIDs: localIDs)
    }
    Self.joiningMenuCommands(&definitions)
    if let configuration { unusedProjectSettings = Self.applying(configuration, to: &definitions) }
    self.shortcuts = ShortcutFile(fileName: name, definitions: definitions)
    self.testShortcutsLeftOut = leftOut
  }

  /// The targets, or one unnamed app for none.
  static func apps(_ targets: [ShortcutScope.Target]) -> [ShortcutScope.Target] {
    targets.isEmpty ? [ShortcutScope.Target(name: "", kind: .app)] : targets
  }

  /// One line for standard error: `read 12 files: 34 shortcuts, 2 declarations not read (1 not a
  /// literal, 1 unknown key), 1 file skipped`.
  public var summary: String {
    var text = "read \(Self.count(filesRead, "file")): \(Self.count(shortcuts.definitions.count, "shortcut"))"
    let unread = unread
    if !unread.isEmpty {
      var kinds: [String: Int] = [:]
      for note in unread { kinds[note.reason.kind, default: 0] += 1 }
      let reasons = kinds.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
      text += ", \(Self.count(unread.count, "declaration")) not read (\(reasons.joined(separator: ", ")))"
    }
    if let platform, otherPlatformShortcutsLeftOut > 0 {
      let other = Platform.allCases.filter { $0 != platform }.map(\.rawValue).joined(separator: ", ")
      text += ", \(Self.count(otherPlatformShortcutsLeftOut, "shortcut")) for \(other) left out"
    }
    if testShortcutsLeftOut > 0 {
      text += ", \(Self.count(testShortcutsLeftOut, "shortcut")) of test targets left out"
    }
    if backgroundShortcutsLeftOut > 0 {
      text += ", \(Self.count(backgroundShortcutsLeftOut, "shortcut")) of background-only apps left out"
    }
    if !skipped.isEmpty { text += ", \(Self.count(skipped.count, "file")) skipped" }
    if !foreignTables.isEmpty {
      text += ", \(Self.count(foreignTables.count, "shortcut table")) in other languages not read"
    }
    return text
  }

  static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

  // MARK: Reading

  /// A file to read; `named` when the user named it rather than a folder holding it.
  struct Candidate: Sendable {
    var path: String
    var named: Bool
    var kind: Kind = .source
    /// How many characters of ``path`` name the folder scanned, with its `/`.
    var rootLength = 0

    /// What a folder scan looks for in a file.
    enum Kind: Sendable {
      /// A file whose name makes it a format kbloc may read.
      case source
      /// A file in a language kbloc does not read: the shortcut-table test only (``ForeignTable``).
      case foreign
      /// A file whose extension tells nothing: read as JSON when it starts with `{` (a hotkey
      /// table named `default.myapp`), else left alone.
      case peek
    }
  }

  enum Outcome: Sendable {
    case reading(SourceReading)
    case foreign(ForeignTable)
    /// Read, nothing found: counts as a file read.
    case ignored
    /// Looked into by its content only and found to be none of kbloc's (a YAML file that is no
    /// table, a file of unknown extension, a file in another language that is no table): not
    /// counted.
    case passedOver
    case failure(SourceReadError)
  }

  /// Reads every candidate, in parallel, each result at its candidate's index.
  static func read(_ candidates: [Candidate], format: SourceFormat?) -> [Outcome] {
    let results = FileSlots<Outcome>(count: candidates.count, filledWith: .ignored)
    DispatchQueue.concurrentPerform(iterations: candidates.count) { index in
      results.set(index, read(candidates[index], format: format))
    }
    return results.values
  }

  /// Reads one file; a file found in a folder that turns out not to be a shortcut file is ignored.
  static func read(_ candidate: Candidate, format: SourceFormat?) -> Outcome {
    let path = candidate.path
    if case .regularFile(let size) = FileKind(at: path), size > sizeLimit {
      return .failure(
        SourceReadError(file: path, message: "It is larger than \(sizeLimit >> 20) MiB, too large for a source file"))
    }
    if candidate.kind == .peek, !startsAsJSONObject(path) { return .passedOver }
    let data: Data
    do {
      data = try GuardedFile.contents(of: path, limit: sizeLimit).bytes
    } catch {
      if candidate.kind != .source { return .passedOver }
      return .failure(SourceReadError(file: path, message: error.sentence))
    }
    if candidate.kind == .foreign {
      return data.withUnsafeBytes { buffer in
        ForeignTable.detect(
          in: buffer.bindMemory(to: UInt8.self), path: path, relativePath: String(path.dropFirst(candidate.rootLength))
        ).map(Outcome.foreign) ?? .passedOver
      }
    }
    let file = SourceFile(path: path, data: data, format: format)
    if !candidate.named {
      // A file in a folder that neither its name nor its text makes a shortcut file is left
      // alone, whatever it holds (an XML file of another kind, a binary property list).
      guard let detected = file.format else {
        let yaml = ["yml", "yaml"].contains(FolderWalker.pathExtension(path))
        return candidate.kind == .source && !yaml ? .ignored : .passedOver
      }
      if detected == .swift, file.text != nil, !mentions(SwiftShortcutReader.declarationNeedles, in: data),
        !bytes(of: data, satisfy: SwiftKeyHandlerReader.mayHandleKeys)
      {
        return .ignored
      }
      if detected == .objectiveC, file.text != nil, !mentions(ObjectiveCShortcutReader.declarationNeedles, in: data),
        !bytes(of: data, satisfy: ObjectiveCKeyHandlerReader.mayHandleKeys)
      {
        return .ignored
      }
    }
    do {
      return .reading(try file.read())
    } catch {
      // A file kbloc looked into by its content only is not one it knows: no note.
      return candidate.kind == .peek ? .passedOver : .failure(error)
    }
  }

  /// Whether the bytes hold one of `needles`, which a declaration in the file's language needs.
  static func mentions(_ needles: [[UInt8]], in data: Data) -> Bool {
    bytes(of: data) { ByteSearch.contains(anyOf: needles, in: $0) }
  }

  /// Whether the bytes of `data` satisfy `test`.
  static func bytes(of data: Data, satisfy test: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
    data.withUnsafeBytes { buffer in test(buffer.bindMemory(to: UInt8.self)) }
  }
}

extension SourceReadError {
  /// The error as the reason a folder scan skips the file.
  var skipReason: String {
    guard let position else { return ShortcutFileError.lowercasingFirstWord(message) }
    return "\(ShortcutFileError.lowercasingFirstWord(message)) at \(position)"
  }
}

/// The results of parallel work over files, one slot per file, written under a lock.
final class FileSlots<Value: Sendable>: @unchecked Sendable {
  private var slots: [Value]
  private let lock = NSLock()

  init(count: Int, filledWith value: Value) {
    slots = Array(repeating: value, count: count)
  }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots
  }
}

/// Finds the files a folder scan reads, depth first in name order.
///
/// The scan stays on the file system of the folder it starts from (as `find -xdev` does: a
/// mounted `/proc` or network share is never walked) and stops with an error past
/// ``SourceScan/entryLimit`` files and folders, so that naming `/` or a home folder by mistake
/// ends quickly with a clear message.
struct FolderWalker {
  let format: SourceFormat?
  let entryLimit: Int
  let filter: PathFilter
  /// The filter with each glob's path to the walk's root.
  var resolvedFilter: PathFilter.Resolved?
  var candidates: [SourceScan.Candidate] = []
  var skipped: [SkippedFile] = []
  /// The project files found (`project.pbxproj`, `Package.swift`, `project.yml`, `Project.swift`).
  var projectFiles: [String] = []
  /// The folders holding an `Info.plist`.
  var bundleFolders: Set<String> = []
  var visited: Set<FileKind.Identity> = []
  /// How many characters of a path found name the root, with its `/`.
  var rootLength = 0
  /// The device of the folder the walk started from.
  var device: UInt64?
  /// How many files and folders the walk has looked at.
  var entries = 0

  init(format: SourceFormat?, entryLimit: Int = SourceScan.entryLimit, filter: PathFilter = PathFilter()) {
    self.format = format
    self.entryLimit = entryLimit
    self.filter = filter
  }

  static let extensions: Set<String> = Set([
    "swift", "m", "mm", "h", "sublime-keymap", "xib", "storyboard", "json", "jsonc", "xml", "ui", "yml", "yaml",
  ]).union(SourceFormat.userKeyEquivalentsExtensions).union(WebKeymapReader.extensions)

  mutating func walk(root: String) throws(SourceReadError) {
    let trimmed = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    do {
      _ = try FileManager.default.contentsOfDirectory(atPath: trimmed)
    } catch {
      throw SourceReadError(file: root, message: "Cannot read the folder")
    }
    if case .folder(let identity) = FileKind(at: trimmed) { device = identity.device }
    rootLength = trimmed == "/" ? 1 : trimmed.count + 1
    var included = true
    if !filter.isEmpty {
      let resolved = PathFilter.Resolved(filter, root: trimmed)
      resolvedFilter = resolved
      included = resolved.includes([], isFolder: true)
    }
    walk(trimmed, relative: [], included: included)
    if entries > entryLimit {
      throw SourceReadError(
        file: root,
        message: "It holds more than \(entryLimit) files and folders, more than an app's sources; name a smaller folder"
      )
    }
  }

  /// Walks `folder`, at `relative` under the root; `included` when an include glob matches it
  /// (or none is given).
  mutating func walk(_ folder: String, relative: [Substring] = [], included: Bool = true) {
    guard entries <= entryLimit else { return }
    guard case .folder(let identity) = FileKind(at: folder), visited.insert(identity).inserted else {
      skipped.append(SkippedFile(path: folder, reason: "a symbolic link back to a folder already scanned"))
      return
    }
    guard identity.device == device else {
      skipped.append(SkippedFile(path: folder, reason: "on another file system"))
      return
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      skipped.append(SkippedFile(path: folder, reason: "cannot read the folder"))
      return
    }
    for name in names {
      entries += 1
      guard entries <= entryLimit else { return }
      let path = folder == "/" ? "/" + name : folder + "/" + name
      let kind = FileKind(at: path)
      var candidateKind: SourceScan.Candidate.Kind? = .source
      if format == nil {
        if case .regularFile(let size) = kind {
          candidateKind = Self.candidateKind(name, size: size)
        } else {
          candidateKind = Self.extensions.contains(Self.pathExtension(name)) ? .source : nil
        }
      }
      var wanted = candidateKind != nil
      let entry = resolvedFilter.map { _ in relative + [Substring(name)] } ?? []
      if let filter = resolvedFilter, wanted || kind.isFolder {
        let isFolder = kind.isFolder
        if filter.excludes(entry, isFolder: isFolder) { continue }
        if !isFolder, !included, !filter.includes(entry, isFolder: false) { wanted = false }
      }
      switch kind {
      case .folder:
        guard !SourceScan.skippedFolders.contains(name) else { continue }
        let inside = included || (resolvedFilter?.includes(entry, isFolder: true) ?? true)
        walk(path, relative: entry, included: inside)
      case .regularFile:
        if wanted, let candidateKind {
          candidates.append(
            SourceScan.Candidate(path: path, named: false, kind: candidateKind, rootLength: rootLength))
        }
        if RepositoryModel.projectFileNames.contains(name) { projectFiles.append(path) }
        if name == "Info.plist" { bundleFolders.insert(folder) }
      case .other:
        // FIFOs, sockets and devices: reading one could block or never end.
        if wanted, candidateKind == .source { skipped.append(SkippedFile(path: path, reason: "not a regular file")) }
      case .missing:
        if wanted, candidateKind == .source {
          skipped.append(SkippedFile(path: path, reason: "a symbolic link to nothing, or in a loop"))
        }
      }
    }
  }

  static func pathExtension(_ name: String) -> String {
    if name.lowercased().hasSuffix(".sublime-keymap") { return "sublime-keymap" }
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return name[name.index(after: dot)...].lowercased()
  }
}

/// What a path names, symbolic links followed, from `stat(2)`.
enum FileKind {
  /// A file system object's identity: device and inode.
  struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  case folder(Identity)
  /// A regular file, with its size in bytes.
  case regularFile(size: Int)
  /// A FIFO, socket or device.
  case other
  /// Nothing, a dangling symbolic link or a loop of them.
  case missing

  /// Whether it is a folder.
  var isFolder: Bool {
    if case .folder = self { return true }
    return false
  }

  init(at path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      self = .missing
      return
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: self = .folder(Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)))
    case S_IFREG: self = .regularFile(size: Int(status.st_size))
    default: self = .other
    }
  }
}
