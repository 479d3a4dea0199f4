import Foundation
import KBLoc
internal import KBLocFiles
import Yams

extension ProjectConfiguration {
  /// The most lines, keys and list items a project file may hold: far more than any project
  /// needs, few enough that reading one stays quick and small.
  public static let valueLimit = 100_000

  /// The deepest a project file's values may nest: the same bound as for JSON files.
  public static let depthLimit = JSONDocument.defaultMaximumDepth

  /// The keys a project file may hold, in the order `docs/project-file.md` lists them.
  public static let keys = [
    "include", "exclude", "layouts", "platform", "policy", "min-coverage", "lint", "apps", "include-tests",
    "baseline", "windows", "conflicts",
  ]

  /// The project file that applies to `path`: `.kbloc.yml` in the folder `path` names (or the
  /// folder holding the file it names), else in the nearest folder above it, as `.swiftlint.yml`
  /// and `.swift-format` are found.
  ///
  /// The search stops at the top of the repository — the first folder that holds `.git` (a
  /// folder, or the file of a worktree or submodule) — so that a project file outside a checkout
  /// never changes what the checkout's files give; outside any repository it goes on to the file
  /// system's root.
  /// - Parameter path: A file or folder, absolute or relative to the current folder.
  /// - Returns: The project file's path (absolute when `path` is), or `nil` when there is none.
  /// - Complexity: One look-up per folder on the way up.
  public static func find(startingAt path: String) -> String? {
    var folder = PathFilter.absolute(path)
    if !FileKind(at: folder).isFolder { folder = parent(of: folder) }
    while true {
      let candidate = (folder == "/" ? "" : folder) + "/" + fileName
      if exists(candidate) { return candidate }
      if exists((folder == "/" ? "" : folder) + "/.git") || folder == "/" { return nil }
      folder = parent(of: folder)
    }
  }

  /// Reads the project file at `path`.
  /// - Throws: ``ProjectConfigurationError`` when the file cannot be read, is larger than
  ///   ``InputLimits/fileSize``, or is not a valid project file.
  public init(contentsOfFile path: String) throws(ProjectConfigurationError) {
    let data: Data
    do {
      data = try GuardedFile.contents(of: path, limit: InputLimits.fileSize).bytes
    } catch {
      throw ProjectConfigurationError(file: path, message: error.sentence)
    }
    guard let text = String(data: data, encoding: .utf8), !data.contains(0) else {
      throw ProjectConfigurationError(file: path, message: "It is not UTF-8 text; save it as UTF-8")
    }
    try self.init(parsing: text, file: path)
  }

  /// Reads a project file from its text.
  /// - Parameters:
  ///   - text: The file's YAML.
  ///   - file: The file's path, for messages; its folder is the one globs and paths are
  ///     relative to.
  /// - Throws: ``ProjectConfigurationError`` with the line and column of the first problem:
  ///   malformed YAML, an anchor or alias, more than ``valueLimit`` values or deeper than
  ///   ``depthLimit``, an unknown key, a value of the wrong type, a bad glob, an unknown
  ///   platform, policy, layout set, lint rule or window kind, a coverage outside 0–100, a pair of
  ///   declarations that is not two, a declaration named by neither id nor file.
  /// - Complexity: O(*n*) in the length of the text.
  public init(parsing text: String, file: String) throws(ProjectConfigurationError) {
    let folder = Self.parent(of: PathFilter.absolute(file))
    self.init(file: file, folder: folder)
    let reader = YAMLReader(file: file, folder: folder)
    guard let root = try reader.root(of: text) else { return }
    let settings = try reader.mapping(root, of: "the project file", keys: Self.keys)
    if let node = settings["include"] { include = try reader.globs(node, key: "include") }
    if let node = settings["exclude"] { exclude = try reader.globs(node, key: "exclude") }
    if let node = settings["layouts"] { layouts = try reader.layouts(node) }
    if let node = settings["platform"] { platform = try reader.choice(node, key: "platform", Platform.self) }
    if let node = settings["policy"] { policy = try reader.choice(node, key: "policy", TranslationPolicy.self) }
    if let node = settings["min-coverage"] { minimumCoverage = try reader.percentage(node, key: "min-coverage") }
    if let node = settings["lint"] {
      let lint = try reader.mapping(node, of: "'lint'", keys: ["disable", "warn"])
      if let names = lint["disable"] { disabledRules = try reader.ruleNames(names, key: "lint.disable") }
      if let names = lint["warn"] { warningRules = try reader.ruleNames(names, key: "lint.warn") }
    }
    if let node = settings["apps"] { apps = try reader.apps(node) }
    if let node = settings["include-tests"] { includesTests = try reader.bool(node, key: "include-tests") }
    if let node = settings["baseline"] {
      let files = try reader.mapping(node, of: "'baseline'", keys: Baseline.Command.allCases.map(\.rawValue))
      for command in Baseline.Command.allCases {
        if let value = files[command.rawValue], let path = try reader.text(value, key: "baseline.\(command.rawValue)") {
          baselines[command] = reader.resolved(path)
        }
      }
    }
    if let node = settings["windows"] { windowKinds = try reader.windowKinds(node) }
    if let node = settings["conflicts"] { (oneCommandPairs, ignoredPairs) = try reader.conflicts(node) }
  }

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }

  /// Whether anything is at `path`, a dangling symbolic link included.
  private static func exists(_ path: String) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: path)) != nil
  }
}

/// Reads the YAML of a project file: the document, then each value with the type it must have.
struct YAMLReader {
  let file: String
  let folder: String

  func error(_ node: Node?, _ message: String, fix: String? = nil) -> ProjectConfigurationError {
    ProjectConfigurationError(
      file: file, position: node?.mark.map { SourcePosition(line: $0.line, column: $0.column) }, message: message,
      fix: fix)
  }

  // MARK: The document

  /// The document's root, or `nil` for a file with no value (empty, or only comments).
  func root(of text: String) throws(ProjectConfigurationError) -> Node? {
    guard text.utf8.count <= InputLimits.fileSize else {
      throw ProjectConfigurationError(
        file: file, message: "It is larger than \(InputLimits.fileSize >> 20) MiB, the limit for an input file")
    }
    try checkBounds(of: text)
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw self.error(from: error)
    } catch {
      throw ProjectConfigurationError(file: file, message: "Not valid YAML: \(error)")
    }
    guard let root, !isNull(root) else { return nil }
    try checkDepth(of: root)
    return root
  }

  /// Refuses, before the YAML is parsed, a text whose parse could cost more than its size: one
  /// with an anchor (`&name`), which aliases (`*name`) could repeat a billion times in a few
  /// lines ("billion laughs"), and one with more values than ``ProjectConfiguration/valueLimit``.
  ///
  /// Every `&` that starts a YAML token followed by a name is taken for an anchor: at the start of
  /// the text or after a space, a line break or a YAML indicator. An `&` inside a word
  /// (`Q&A`) is not. Values are bounded by counting what every YAML value but the first needs
  /// before it: a line break, `,`, `:`, `-`, `?`, `[` or `{`.
  func checkBounds(of text: String) throws(ProjectConfigurationError) {
    var line = 1
    var column = 0
    var separators = 0
    var previous: Unicode.Scalar?
    var scalars = text.unicodeScalars.makeIterator()
    var next = scalars.next()
    while let scalar = next {
      next = scalars.next()
      column += 1
      switch scalar {
      case "\n":
        line += 1
        column = 0
        separators += 1
      case ",", ":", "-", "?", "[", "{":
        separators += 1
      case "&":
        let startsToken =
          previous.map { $0.properties.isWhitespace || "[]{},:?-\"'|>!\u{FEFF}".unicodeScalars.contains($0) } ?? true
        if startsToken, let following = next,
          following.properties.isAlphabetic || following.properties.numericType != nil || following == "_"
            || following == "-"
        {
          throw ProjectConfigurationError(
            file: file, position: SourcePosition(line: line, column: column),
            message: "A project file uses no YAML anchors ('&name') or aliases ('*name')",
            fix: "write the values out; quote a value that starts with '&'")
        }
      default:
        break
      }
      previous = scalar
    }
    guard separators < ProjectConfiguration.valueLimit else {
      throw ProjectConfigurationError(
        file: file,
        message:
          "It has more than \(ProjectConfiguration.valueLimit) lines, keys and list items, far more than a project file needs"
      )
    }
  }

  /// Refuses values nested deeper than ``ProjectConfiguration/depthLimit``.
  func checkDepth(of root: Node) throws(ProjectConfigurationError) {
    var stack: [(Node, Int)] = [(root, 1)]
    while let (node, depth) = stack.popLast() {
      guard depth <= ProjectConfiguration.depthLimit else {
        throw error(
          node, "Values are nested more than \(ProjectConfiguration.depthLimit) deep",
          fix: "a project file needs three levels at most")
      }
      switch node {
      case .mapping(let mapping): for (key, value) in mapping { stack += [(key, depth + 1), (value, depth + 1)] }
      case .sequence(let sequence): stack += sequence.map { ($0, depth + 1) }
      case .scalar, .alias: break
      }
    }
  }

  /// A Yams error as kbloc says it, at its place.
  func error(from error: YamlError) -> ProjectConfigurationError {
    func place(_ mark: Mark) -> SourcePosition { SourcePosition(line: mark.line, column: mark.column) }
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      // `- **/Tests` is an alias to YAML: the commonest mistake in a list of globs.
      if problem.contains("undefined alias") || context?.text.contains("alias") == true {
        return ProjectConfigurationError(
          file: file, position: place(context?.mark ?? mark),
          message: "A '*' here starts a YAML alias, which a project file does not use",
          fix: #"write a glob that starts with '*' in quotes, such as "**/Tests/**""#)
      }
      return ProjectConfigurationError(file: file, position: place(mark), message: "Not valid YAML: \(problem)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      return ProjectConfigurationError(
        file: file, position: place(context.mark),
        message: "The key \(duplicates.first.map(\.quoted) ?? "''") is written twice", fix: "keep one of them")
    case .reader(let problem, _, _, _):
      return ProjectConfigurationError(file: file, message: "Not valid YAML: \(problem)")
    default:
      return ProjectConfigurationError(file: file, message: "Not valid YAML: \(error)")
    }
  }

  // MARK: Types

  /// The members of a mapping, by key; a key not in `keys` is an error naming the closest one.
  func mapping(_ node: Node, of name: String, keys: [String]) throws(ProjectConfigurationError) -> [String: Node] {
    guard case .mapping(let mapping) = node else {
      throw error(
        node, "\(name.prefix(1).uppercased() + name.dropFirst()) is \(kind(of: node)), not a mapping of settings")
    }
    var members: [String: Node] = [:]
    for (key, value) in mapping {
      guard case .scalar(let scalar) = key else { throw error(key, "A key is \(kind(of: key)), not a name") }
      guard keys.contains(scalar.string) else {
        throw error(
          key, "Unknown key \(scalar.string.quoted) in \(name)",
          fix: Suggestions.didYouMean(Suggestions.closest(to: scalar.string, among: keys))
            ?? "the keys are " + keys.map(\.quoted).joined(separator: ", "))
      }
      members[scalar.string] = value
    }
    return members
  }

  /// Whether the node is YAML's null: `~`, `null` or nothing.
  func isNull(_ node: Node) -> Bool {
    guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return false }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  /// How a message names the node's type: `a list`, `a mapping`, `null`, `the text 'x'`.
  func kind(of node: Node) -> String {
    switch node {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .alias: return "an alias"
    case .scalar(let scalar):
      if isNull(node) { return "null" }
      if scalar.style == .plain, ["true", "True", "TRUE", "false", "False", "FALSE"].contains(scalar.string) {
        return "a boolean"
      }
      if scalar.style == .plain, Double(scalar.string) != nil { return "a number" }
      return "the text \(scalar.string.quoted)"
    }
  }

  /// A text value: any scalar, read as written (so that the layout `no` stays Norwegian);
  /// `nil` for null.
  func text(_ node: Node, key: String) throws(ProjectConfigurationError) -> String? {
    guard !isNull(node) else { return nil }
    guard case .scalar(let scalar) = node else {
      throw error(node, "'\(key)' is \(kind(of: node)), not text")
    }
    return scalar.string
  }

  /// A list of texts, or one text as a list of one; each with its node.
  func texts(_ node: Node, key: String) throws(ProjectConfigurationError) -> [(String, Node)] {
    if isNull(node) { return [] }
    guard case .sequence(let sequence) = node else {
      guard let one = try text(node, key: key) else { return [] }
      return [(one, node)]
    }
    var texts: [(String, Node)] = []
    for item in sequence {
      guard case .scalar(let scalar) = item, !isNull(item) else {
        throw error(item, "An item of '\(key)' is \(kind(of: item)), not text")
      }
      texts.append((scalar.string, item))
    }
    return texts
  }

  func bool(_ node: Node, key: String) throws(ProjectConfigurationError) -> Bool? {
    guard !isNull(node) else { return nil }
    guard case .scalar(let scalar) = node, scalar.style == .plain,
      let value = ["true": true, "True": true, "TRUE": true, "false": false, "False": false, "FALSE": false][
        scalar.string]
    else {
      throw error(node, "'\(key)' is \(kind(of: node)), not a boolean", fix: "write true or false, without quotes")
    }
    return value
  }

  func percentage(_ node: Node, key: String) throws(ProjectConfigurationError) -> Double? {
    guard !isNull(node) else { return nil }
    guard case .scalar(let scalar) = node, scalar.style == .plain, let value = Double(scalar.string) else {
      throw error(node, "'\(key)' is \(kind(of: node)), not a number", fix: "write a percentage such as 90")
    }
    guard (0...100).contains(value) else {
      throw error(node, "'\(key)' is \(scalar.string), not a percentage from 0 to 100")
    }
    return value
  }

  /// One of the raw values of `T`, such as a platform.
  func choice<T: RawRepresentable & CaseIterable>(_ node: Node, key: String, _ type: T.Type)
    throws(ProjectConfigurationError) -> T? where T.RawValue == String
  {
    guard let name = try text(node, key: key) else { return nil }
    guard let value = T(rawValue: name) else {
      let names = T.allCases.map(\.rawValue)
      throw error(
        node, "Unknown \(key) \(name.quoted)",
        fix: Suggestions.didYouMean(Suggestions.closest(to: name, among: names, limit: 1))
          ?? "write " + names.map(\.quoted).joined(separator: " or "))
    }
    return value
  }

  func globs(_ node: Node, key: String) throws(ProjectConfigurationError) -> [PathGlob] {
    var globs: [PathGlob] = []
    for (pattern, item) in try texts(node, key: key) {
      do {
        globs.append(try PathGlob(pattern))
      } catch {
        throw self.error(item, error.description)
      }
    }
    return globs
  }

  /// Lint rule ids; a name that is no rule is an error naming the closest.
  func ruleNames(_ node: Node, key: String) throws(ProjectConfigurationError) -> [String] {
    let ids = Linter.standardRules.map(\.id)
    var names: [String] = []
    for (name, item) in try texts(node, key: key) {
      guard ids.contains(name) else {
        throw error(
          item, "Unknown lint rule \(name.quoted) in '\(key)'",
          fix: Suggestions.didYouMean(Suggestions.closest(to: name, among: ids))
            ?? "the rules are " + ids.map(\.quoted).joined(separator: ", "))
      }
      names.append(name)
    }
    return names
  }

  /// `layouts`: a list of specs, `@sets`, set files and layout files, or one text in
  /// `--layouts` syntax; paths relative to the project file's folder.
  func layouts(_ node: Node) throws(ProjectConfigurationError) -> [String]? {
    if isNull(node) { return nil }
    var items: [(String, Node)] = []
    if case .sequence = node {
      items = try texts(node, key: "layouts")
    } else if let text = try text(node, key: "layouts") {
      let separator: Character = text.contains(";") ? ";" : ","
      items = text.split(separator: separator).map { (String($0), node) }
    }
    var layouts: [String] = []
    for (raw, item) in items {
      let spec = raw.trimmingSpaces
      guard !spec.isEmpty else { continue }
      if spec.hasPrefix("@") {
        let name = String(spec.dropFirst())
        if name.contains("/") || name.contains(".") {
          layouts.append("@" + resolved(name))
          continue
        }
        let sets = Array(LayoutSet.builtin.keys) + ["all"]
        guard sets.contains(name) else {
          throw error(
            item, "Unknown layout set \(spec.quoted)",
            fix: Suggestions.didYouMean(Suggestions.closest(to: name, among: sets).map { "@" + $0 })
              ?? "the sets are " + sets.sorted().map { "'@\($0)'" }.joined(separator: ", "))
        }
        layouts.append(spec)
      } else if spec.hasPrefix(LayoutFileFormat.entryPrefix) {
        layouts.append(
          LayoutFileFormat.entryPrefix + resolved(String(spec.dropFirst(LayoutFileFormat.entryPrefix.count))))
      } else {
        layouts.append(spec)
      }
    }
    guard !layouts.isEmpty else {
      throw error(node, "'layouts' names no layout", fix: "give specs such as [fr, de] or a set such as '@apple'")
    }
    return layouts
  }

  /// A path relative to the project file's folder, made absolute.
  func resolved(_ path: String) -> String {
    path.hasPrefix("/") ? path : folder + "/" + path
  }

  /// `apps`: each app's `paths`, `test` and `min-coverage`.
  func apps(_ node: Node) throws(ProjectConfigurationError) -> [ProjectConfiguration.App] {
    if isNull(node) { return [] }
    guard case .mapping(let mapping) = node else {
      throw error(node, "'apps' is \(kind(of: node)), not a mapping of app names to their settings")
    }
    var apps: [ProjectConfiguration.App] = []
    for (key, value) in mapping {
      guard case .scalar(let name) = key, !isNull(key) else {
        throw error(key, "An app's name is \(kind(of: key)), not text")
      }
      let settings = try self.mapping(value, of: "app \(name.string.quoted)", keys: ["paths", "test", "min-coverage"])
      guard let paths = settings["paths"] else {
        throw error(
          value, "App \(name.string.quoted) has no 'paths'",
          fix: #"add the folders it is in, such as paths: ["App/**"]"#)
      }
      var app = ProjectConfiguration.App(name: name.string, paths: try globs(paths, key: "paths"))
      if let node = settings["test"] { app.isTest = try bool(node, key: "test") ?? false }
      if let node = settings["min-coverage"] { app.minimumCoverage = try percentage(node, key: "min-coverage") }
      apps.append(app)
    }
    return apps
  }
}
