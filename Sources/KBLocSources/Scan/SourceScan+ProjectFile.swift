public import KBLoc

/// A setting of the project file that names nothing a scan of its whole folder read: a window no
/// shortcut is in, a declaration no shortcut is (a typo, or code that changed since).
///
/// ```text
/// .kbloc.yml:9:7: warning: 'conflicts.ignore' names no shortcut kbloc read: 'Find' in App/Find.xib
/// ```
public struct UnusedProjectSetting: Sendable, Hashable, CustomStringConvertible {
  /// The project file, as found or named.
  public var file: String
  /// Where the setting is written.
  public var position: SourcePosition?
  /// What names nothing.
  public var message: String

  /// Creates a note from its parts.
  public init(file: String, position: SourcePosition?, message: String) {
    self.file = file
    self.position = position
    self.message = message
  }

  /// `FILE:LINE:COLUMN: warning: MESSAGE`, as compilers write it.
  public var description: String {
    "\(file)\(position.map { ":\($0)" } ?? ""): warning: \(message)"
  }
}

extension SourceScan {
  /// Applies what the project file states that kbloc cannot see in the code.
  ///
  /// Applied before any command compares the shortcuts: a window's kind (`windows`), which every shortcut of that
  /// window gets as its scope's ``ShortcutScope/Context/windowKind`` (a view named there becomes a
  /// window of that kind: it is the window's content); two declarations of one command
  /// (`conflicts.one-command`, ``ShortcutDefinition/oneCommandWith``); a pair never to report
  /// (`conflicts.ignore`, ``ShortcutDefinition/ignoresConflictWith``). A link goes on the later
  /// declaration of a pair, naming the earlier one's id.
  ///
  /// A window is named by its scope's name or its identity, and a declaration by its id, title,
  /// file and line, as `extract` writes them when run on the project file's folder: files from
  /// that folder. A name that matches several windows or declarations applies to each.
  /// - Returns: The settings that match nothing.
  /// - Complexity: O(*s* · *n*) for *s* settings and *n* definitions; nothing when the project file
  ///   has none.
  static func applying(
    _ configuration: ProjectConfiguration, to definitions: inout [ShortcutDefinition]
  ) -> [UnusedProjectSetting] {
    let pairs = configuration.oneCommandPairs.map { ($0, true) } + configuration.ignoredPairs.map { ($0, false) }
    guard !configuration.windowKinds.isEmpty || !pairs.isEmpty else { return [] }
    let names = ProjectNames(definitions, folder: configuration.folder)
    var unused: [UnusedProjectSetting] = []
    let file = configuration.file ?? ProjectConfiguration.fileName
    for setting in configuration.windowKinds {
      var found = false
      for index in definitions.indices {
        guard let context = definitions[index].scope?.context, context.kind == .window || context.kind == .view,
          context.name == setting.window || names.identity(of: index, in: definitions) == setting.window
        else { continue }
        definitions[index].scope?.context.kind = .window
        definitions[index].scope?.context.windowKind = setting.kind
        found = true
      }
      if !found {
        unused.append(
          UnusedProjectSetting(
            file: file, position: setting.position,
            message: "'windows' names no window of a shortcut kbloc read: \(setting.window.quoted)"))
      }
    }
    for (pair, isOneCommand) in pairs {
      let key = isOneCommand ? "conflicts.one-command" : "conflicts.ignore"
      var sides: [[Int]] = []
      for reference in [pair.first, pair.second] {
        let matched = definitions.indices.filter { names.matches(reference, index: $0, in: definitions) }
        if matched.isEmpty {
          unused.append(
            UnusedProjectSetting(
              file: file, position: reference.position ?? pair.position,
              message: "'\(key)' names no shortcut kbloc read: \(reference)"))
        }
        sides.append(matched)
      }
      for a in sides[0] {
        for b in sides[1] where a != b {
          let (earlier, later) = (min(a, b), max(a, b))
          let id = definitions[earlier].id
          if isOneCommand {
            if !definitions[later].oneCommandWith.contains(id) { definitions[later].oneCommandWith.append(id) }
          } else if !definitions[later].ignoresConflictWith.contains(id) {
            definitions[later].ignoresConflictWith.append(id)
          }
        }
      }
    }
    return unused
  }

  /// Whether a scan of `paths` reads the whole of `folder`: one of them is that folder or a folder
  /// holding it.
  static func covers(_ paths: [String], folder: String) -> Bool {
    paths.contains { path in
      FileKind(at: path).isFolder && PathFilter.components(from: PathFilter.absolute(path), to: folder).first != ".."
    }
  }
}

/// The names a project file gives the scan's declarations: their files from its folder, their ids
/// and scope identities as `extract` writes them there, their titles as two titles of one command
/// are compared.
struct ProjectNames {
  /// Each definition's file, from the project file's folder.
  let files: [String?]
  let folder: String

  init(_ definitions: [ShortcutDefinition], folder: String) {
    self.folder = folder
    var relative: [String: String] = [:]
    files = definitions.map { definition in
      guard let file = definition.extra["file"]?.string else { return nil }
      if let known = relative[file] { return known }
      let path = PathFilter.relativePath(of: file, from: folder)
      relative[file] = path
      return path
    }
  }

  /// `text` with the definition's file at its start (as the scan names it) named from the
  /// project file's folder instead.
  func fromFolder(_ text: String, index: Int, in definitions: [ShortcutDefinition]) -> String {
    guard let file = definitions[index].extra["file"]?.string, let relative = files[index], text.hasPrefix(file) else {
      return text
    }
    return relative + text.dropFirst(file.count)
  }

  /// The identity of the definition's scope, as `extract` writes it.
  func identity(of index: Int, in definitions: [ShortcutDefinition]) -> String? {
    definitions[index].scope?.context.identity.map { fromFolder($0, index: index, in: definitions) }
  }

  /// Whether the definition at `index` is the one `reference` names: it has every one of its id,
  /// title, file and line.
  func matches(
    _ reference: ProjectConfiguration.DeclarationReference, index: Int, in definitions: [ShortcutDefinition]
  ) -> Bool {
    let definition = definitions[index]
    if let id = reference.id, id != definition.id, id != fromFolder(definition.id, index: index, in: definitions) {
      return false
    }
    if let file = reference.file, file != files[index] { return false }
    if let title = reference.title {
      guard let own = definition.title, SourceScan.commandWords(own) == SourceScan.commandWords(title) else {
        return false
      }
    }
    if let line = reference.line {
      let lines = [definition.declaration?.position.line, definition.position.line, definition.entryPosition.line]
      guard lines.contains(line) else { return false }
    }
    return true
  }
}
