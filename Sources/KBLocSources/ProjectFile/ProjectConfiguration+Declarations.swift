public import KBLoc
import Yams

extension ProjectConfiguration {
  /// A window the project file gives a kind (`windows`), for a window whose kind kbloc cannot see
  /// in the code: a window built in code and shown as a sheet, an app-modal alert of the app's own.
  ///
  /// ```yaml
  /// windows:
  ///   Export: sheet
  ///   Editor/Base.lproj/Find.xib#Ab1-cd-EF2: panel
  /// ```
  public struct WindowKindSetting: Sendable, Hashable {
    /// The window, by the name `extract` gives its scope (`name`), or by its identity (`identity`,
    /// its file from the project file's folder).
    public var window: String
    /// What kind of window it is.
    public var kind: ShortcutScope.Context.WindowKind
    /// Where the project file says so.
    public var position: SourcePosition?

    /// Creates a setting from its parts.
    public init(window: String, kind: ShortcutScope.Context.WindowKind, position: SourcePosition? = nil) {
      self.window = window
      self.kind = kind
      self.position = position
    }
  }

  /// A declaration the project file names (`conflicts`): by its id, or by its file with its title
  /// or line; a declaration matches when it has every one given.
  ///
  /// ```yaml
  /// - main-menu-close                                  # an id, as extract writes it
  /// - {title: Find…, file: App/Base.lproj/Find.xib}    # a title in a file
  /// - {file: App/Shortcuts.swift, line: 42}            # a line of a file
  /// ```
  public struct DeclarationReference: Sendable, Hashable, CustomStringConvertible {
    /// The id, as `extract` writes it when run on the project file's folder.
    public var id: String?
    /// The title; compared as two titles of one command are, case, spaces, punctuation and a
    /// trailing ellipsis aside.
    public var title: String?
    /// The file that declares it, relative to the project file's folder.
    public var file: String?
    /// The line of its declaration: of its keys, as `extract` writes it, or where the declaration
    /// starts.
    public var line: Int?
    /// Where the project file names it.
    public var position: SourcePosition?

    /// Creates a reference from its parts.
    public init(
      id: String? = nil, title: String? = nil, file: String? = nil, line: Int? = nil, position: SourcePosition? = nil
    ) {
      self.id = id
      self.title = title
      self.file = file
      self.line = line
      self.position = position
    }

    /// `'close'`, `'Find…' in App/Find.xib`, `App/Shortcuts.swift:42`.
    public var description: String {
      if let id { return id.quoted }
      let place = (file ?? "") + (line.map { ":\($0)" } ?? "")
      return title.map { "\($0.quoted) in \(place)" } ?? place
    }
  }

  /// Two declarations the project file names together (`conflicts.one-command`,
  /// `conflicts.ignore`).
  public struct DeclarationPair: Sendable, Hashable {
    /// The first one named.
    public var first: DeclarationReference
    /// The second one named.
    public var second: DeclarationReference
    /// Where the pair is written.
    public var position: SourcePosition?

    /// Creates a pair from its parts.
    public init(first: DeclarationReference, second: DeclarationReference, position: SourcePosition? = nil) {
      self.first = first
      self.second = second
      self.position = position
    }
  }

  /// The keys of `conflicts`.
  static let conflictKeys = ["one-command", "ignore"]

  /// The keys of a declaration named by a mapping.
  static let referenceKeys = ["id", "title", "file", "line"]
}

extension YAMLReader {
  /// `windows`: window names or identities to their kinds.
  func windowKinds(_ node: Node) throws(ProjectConfigurationError) -> [ProjectConfiguration.WindowKindSetting] {
    if isNull(node) { return [] }
    guard case .mapping(let mapping) = node else {
      throw error(
        node, "'windows' is \(kind(of: node)), not a mapping of windows to their kinds",
        fix: "write each window's name and its kind, such as 'Export: sheet'")
    }
    var settings: [ProjectConfiguration.WindowKindSetting] = []
    for (key, value) in mapping {
      guard case .scalar(let window) = key, !isNull(key), !window.string.isEmpty else {
        throw error(key, "A window's name is \(kind(of: key)), not text")
      }
      let kinds = ShortcutScope.Context.WindowKind.allCases.map(\.rawValue)
      guard let name = try text(value, key: "windows.\(window.string)") else {
        throw error(value, "Window \(window.string.quoted) has no kind", fix: "write one of " + Self.list(kinds))
      }
      guard let known = ShortcutScope.Context.WindowKind(rawValue: name) else {
        throw error(
          value, "Unknown window kind \(name.quoted) for \(window.string.quoted)",
          fix: Suggestions.didYouMean(Suggestions.closest(to: name, among: kinds, limit: 1))
            ?? "write one of " + Self.list(kinds))
      }
      settings.append(
        ProjectConfiguration.WindowKindSetting(window: window.string, kind: known, position: position(of: key)))
    }
    return settings
  }

  /// `conflicts`: its `one-command` and `ignore` pairs.
  func conflicts(_ node: Node) throws(ProjectConfigurationError) -> (
    oneCommand: [ProjectConfiguration.DeclarationPair], ignore: [ProjectConfiguration.DeclarationPair]
  ) {
    if isNull(node) { return ([], []) }
    let members = try mapping(node, of: "'conflicts'", keys: ProjectConfiguration.conflictKeys)
    var found: (oneCommand: [ProjectConfiguration.DeclarationPair], ignore: [ProjectConfiguration.DeclarationPair]) =
      ([], [])
    if let list = members["one-command"] { found.oneCommand = try pairs(list, key: "conflicts.one-command") }
    if let list = members["ignore"] { found.ignore = try pairs(list, key: "conflicts.ignore") }
    return found
  }

  /// A list of pairs of declarations, each a list of two.
  func pairs(_ node: Node, key: String) throws(ProjectConfigurationError) -> [ProjectConfiguration.DeclarationPair] {
    let example =
      "write each pair as a list of two declarations, such as [close-tab, {title: Close Tab, file: App/Tabs.swift}]"
    if isNull(node) { return [] }
    guard case .sequence(let sequence) = node else {
      throw error(node, "'\(key)' is \(kind(of: node)), not a list of pairs", fix: example)
    }
    var pairs: [ProjectConfiguration.DeclarationPair] = []
    for item in sequence {
      guard case .sequence(let sides) = item else {
        throw error(item, "A pair of '\(key)' is \(kind(of: item)), not a list of two declarations", fix: example)
      }
      guard sides.count == 2 else {
        throw error(item, "A pair of '\(key)' names \(sides.count) declarations, not two", fix: example)
      }
      pairs.append(
        ProjectConfiguration.DeclarationPair(
          first: try reference(sides[0], key: key), second: try reference(sides[1], key: key),
          position: position(of: item)))
    }
    return pairs
  }

  /// One declaration: an id as text, or a mapping of `id`, `title`, `file` and `line`.
  func reference(_ node: Node, key: String) throws(ProjectConfigurationError)
    -> ProjectConfiguration.DeclarationReference
  {
    let example = "name it by its id, or by its file with its title or line: {title: Find…, file: App/Find.xib}"
    if case .scalar(let scalar) = node, !isNull(node) {
      guard !scalar.string.isEmpty else { throw error(node, "An empty id in '\(key)'", fix: example) }
      return ProjectConfiguration.DeclarationReference(id: scalar.string, position: position(of: node))
    }
    guard case .mapping = node else {
      throw error(node, "A declaration in '\(key)' is \(kind(of: node)), not an id or a mapping", fix: example)
    }
    let members = try mapping(node, of: "a declaration of '\(key)'", keys: ProjectConfiguration.referenceKeys)
    var reference = ProjectConfiguration.DeclarationReference(position: position(of: node))
    if let value = members["id"] { reference.id = try text(value, key: "id") }
    if let value = members["title"] { reference.title = try text(value, key: "title") }
    if let value = members["file"], let file = try text(value, key: "file") { reference.file = Self.trimmedPath(file) }
    if let line = members["line"], !isNull(line) {
      guard case .scalar(let scalar) = line, scalar.style == .plain, let number = Int(scalar.string), number > 0 else {
        throw error(line, "'line' is \(kind(of: line)), not a line number", fix: "write the line, such as 42")
      }
      reference.line = number
    }
    guard reference.id != nil || reference.file != nil else {
      throw error(node, "A declaration in '\(key)' names neither its 'id' nor its 'file'", fix: example)
    }
    if reference.file != nil, reference.title == nil, reference.line == nil, reference.id == nil {
      throw error(
        node, "A declaration in '\(key)' names its file alone",
        fix: "add its 'title' or 'line', so that it names one declaration of the file")
    }
    return reference
  }

  /// Where `node` is written.
  func position(of node: Node) -> SourcePosition? {
    node.mark.map { SourcePosition(line: $0.line, column: $0.column) }
  }

  /// A path as a project file writes it, without a leading `./` or a trailing `/`.
  static func trimmedPath(_ path: String) -> String {
    var path = Substring(path)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
    return String(path)
  }

  /// `'a', 'b' or 'c'`.
  static func list(_ names: [String]) -> String {
    let quoted = names.map(\.quoted)
    guard quoted.count > 1 else { return quoted.joined() }
    return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
  }
}
