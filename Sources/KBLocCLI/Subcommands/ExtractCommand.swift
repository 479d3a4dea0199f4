import ArgumentParser
import Foundation
import KBLoc
import KBLocSources

/// `kbloc extract`: the shortcuts an app declares in its files, as kbloc's shortcuts JSON.
struct ExtractCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "extract",
    abstract: "Print the shortcuts an app declares in its files, as a shortcuts file.",
    discussion: """
      Reads Swift source (SwiftUI, UIKit, AppKit), editors' keymaps (VS Code, Zed, Sublime Text), \
      VS Code extensions' manifests, Electron menu templates, NSUserKeyEquivalents, Interface \
      Builder documents and folders of them. JSON is a shortcuts file (docs/shortcuts-file.md), \
      each shortcut with the file, line and column of its declaration, and the declarations not \
      read under "notRead". Files are named from the current folder (absolute when outside it), in text and \
      JSON alike, as in every report. A declaration that declares a main-menu item's command \
      again (a context-menu or toolbar item with its title, or the same action) names it: \
      "mirrors" in JSON, a note in text; so does an alternate menu item its primary ("alternateOf"). \
      Two shortcuts on one key press that are no conflict say why, at the later one: "ruledOut" in \
      JSON (one command, never live together, the platform's design, the project file), a note in \
      text. A summary line goes to standard error.
      """
  )

  @Argument(help: "Files and folders to read.")
  var paths: [String]

  @OptionGroup var input: InputOptions
  @OptionGroup var project: ProjectOptions

  @Option(name: .long, help: "Output format: text or json.")
  var format: OutputFormat = .json

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Whose shortcuts to keep where a source gives some for some platforms only (VS Code's 'mac' key, Electron's process.platform): mac or pc (default: the project file's, else mac).",
      valueName: "platform"))
  var platform: Platform?

  func run() throws {
    // The project file of the first path: its include and exclude globs, its platform and its apps.
    let settings = try paths.first.flatMap(project.configuration(for:))
    let scan = try SourceScan(
      paths: paths, format: input.format(), filter: project.filter(for: paths, project: settings),
      platform: platform ?? settings?.platform ?? .mac, configuration: settings,
      includeTests: project.includesTests(settings))
    ShortcutFileReader.report(scan)
    // Places named from the current folder, as every report names them; one folder's ids and
    // scopes relative to it, as `lint` and `coverage` read them, so that linting what extract
    // writes says what linting the folder says.
    let folder = paths.count == 1 && ShortcutFileReader.isFolder(paths[0]) ? paths[0] : nil
    let shortcuts = ShortcutFileReader.shown(scan.shortcuts, scanning: folder)
    let unread = scan.unread.map(ShortcutFileReader.shown)
    let changed = scan.changedDeclarations.map(ShortcutFileReader.shown)
    let files = ExtractedFiles(skipped: scan.skipped, foreignTables: scan.foreignTables).shown()
    switch format {
    case .json:
      Terminal.standardOutput.write(
        Self.json(of: shortcuts, changed: changed, unread: unread, files: files).rendered() + "\n")
    case .text: Terminal.standardOutput.write(Self.text(of: shortcuts, changed: changed, unread: unread, files: files))
    }
  }

  /// `{"shortcuts": [...], "changed": [...], "notRead": [{"file", "line", "column", "reason"}]}`;
  /// `changed` (only when code changes a declared key equivalent) lists each change's `file`,
  /// `line`, `column`, the `declared` place, `item`, and `declaredKeys` and `keys` when there are.
  ///
  /// A shortcut that mirrors a main-menu item has `"mirrors": {"id", "title", "file", "line"}`,
  /// an alternate menu item `"alternateOf"` with the same fields of its primary. A shortcut that
  /// shares its key press with shortcuts declared before it that are no conflict with it has
  /// `"ruledOut"`: the first ``ruledOutLimit`` of them, `{"id", "reason"}` and, where it says more
  /// than the reason (the places never live together, the dialog's button), `"detail"`; and
  /// `"ruledOutCount"` when there are more. `skipped` lists the files a folder scan did not
  /// read, with why, and `foreignTables` the files in languages kbloc does not read that look
  /// like shortcut tables; each only when there are some.
  static func json(
    of shortcuts: ShortcutFile, changed: [ChangedDeclaration], unread: [UnreadDeclaration],
    files: ExtractedFiles = ExtractedFiles()
  ) -> JSON {
    let definitions = shortcuts.definitions
    let mirrored = shortcuts.mainMenuItemsMirrored()
    let ruledOut = shortcuts.ruledOutPartners(limit: ruledOutLimit)
    let primaries = Self.primaries(in: shortcuts)
    let entries: [JSON] = definitions.enumerated().map { index, definition in
      let primary = definition.alternateOf.flatMap { primaries[$0] }.map { definitions[$0] }
      guard case .object(var members) = json(of: definition, primary: primary) else {
        return json(of: definition, primary: primary)
      }
      if let item = mirrored[index] { members.append(("mirrors", place(of: definitions[item]))) }
      if let partners = ruledOut[index] {
        let pairs: [JSON] = partners.pairs.map { pair in
          var fields: [(String, JSON)] = [
            ("id", .string(definitions[pair.other].id)), ("reason", .string(pair.reason.rawValue)),
          ]
          if pair.hasDetailOfItsOwn { fields.append(("detail", .string(pair.detail(in: definitions, later: index)))) }
          return .object(fields)
        }
        members.append(("ruledOut", .array(pairs)))
        if partners.count > partners.pairs.count { members.append(("ruledOutCount", .int(partners.count))) }
      }
      return .object(members)
    }
    var members: [(String, JSON)] = [("shortcuts", .array(entries))]
    if !changed.isEmpty {
      members.append(
        (
          "changed",
          .array(
            changed.map { change in
              var fields: [(String, JSON)] = [
                ("file", .string(change.change.file)), ("line", .int(change.change.position.line)),
                ("column", .int(change.change.position.column)), ("declared", .string(change.declared.description)),
                ("item", .string(change.item)),
              ]
              if let declared = change.declaredShortcut {
                fields.append(("declaredKeys", .string(declared.description)))
              }
              if let keys = change.shortcut { fields.append(("keys", .string(keys.description))) }
              return .object(fields)
            })
        ))
    }
    let notes: [JSON] = unread.map { note in
      .object([
        ("file", .string(note.file)), ("line", .int(note.position.line)),
        ("column", .int(note.position.column)), ("reason", .string(note.reason.description)),
      ])
    }
    members.append(("notRead", .array(notes)))
    return .object(members + files.jsonMembers)
  }

  /// The most pairs ruled out a shortcut of the JSON lists (`ruledOut`), before it says how many
  /// there are (`ruledOutCount`).
  static let ruledOutLimit = 5

  /// The most pairs ruled out text names at a shortcut, before one note says how many more.
  static let ruledOutTextLimit = 3

  /// `{"id", "title", "file", "line"}` of a declaration another names (`mirrors`, `alternateOf`).
  static func place(of definition: ShortcutDefinition) -> JSON {
    var members: [(String, JSON)] = [("id", .string(definition.id))]
    if let title = definition.title { members.append(("title", .string(title))) }
    if let declaration = definition.declaration {
      members += [("file", .string(declaration.file)), ("line", .int(declaration.position.line))]
    }
    return .object(members)
  }

  /// The index of each definition an alternate item names as its primary, by id.
  static func primaries(in shortcuts: ShortcutFile) -> [String: Int] {
    let named = Set(shortcuts.definitions.compactMap(\.alternateOf))
    guard !named.isEmpty else { return [:] }
    var found: [String: Int] = [:]
    for (index, definition) in shortcuts.definitions.enumerated() where named.contains(definition.id) {
      if found[definition.id] == nil { found[definition.id] = index }
    }
    return found
  }

  /// One shortcut as docs/shortcuts-file.md writes it: the fields that differ from the defaults,
  /// then the declaration's `file`, `line`, `column` and the other fields the source gave.
  ///
  /// An alternate item's `alternateOf` names its primary by id, with the title and place of
  /// `primary` when given; `oneCommandWith` and `ignoresConflictWith` list the ids the project
  /// file links it to.
  static func json(of definition: ShortcutDefinition, primary: ShortcutDefinition? = nil) -> JSON {
    var members: [(String, JSON)] = [("id", .string(definition.id))]
    if let title = definition.title { members.append(("title", .string(title))) }
    members.append(("keys", .string(definition.keys)))
    if let category = definition.category { members.append(("category", .string(category))) }
    if definition.match != .character { members.append(("match", .string(definition.match.rawValue))) }
    if !definition.localize {
      members.append(("localize", .bool(false)))
    } else if !definition.mirror {
      members.append(("mirror", .bool(false)))
    }
    let first = ["file", "line", "column"]
    for key in first {
      if let value = definition.extra[key] { members.append((key, json(of: value))) }
    }
    if let action = definition.action { members.append(("action", .string(action))) }
    if let keyCode = definition.keyCode { members.append(("keyCode", .string(keyCode.description))) }
    if let scope = definition.scope { members.append(("scope", json(of: scope))) }
    if let alternateOf = definition.alternateOf {
      members.append(("alternateOf", primary.map(place(of:)) ?? .object([("id", .string(alternateOf))])))
    }
    if !definition.oneCommandWith.isEmpty {
      members.append(("oneCommandWith", .array(definition.oneCommandWith.map(JSON.string))))
    }
    if !definition.ignoresConflictWith.isEmpty {
      members.append(("ignoresConflictWith", .array(definition.ignoresConflictWith.map(JSON.string))))
    }
    // `mirrors` and `ruledOut` are made again from the shortcuts around it (``json(of:unread:)``).
    for key in definition.extra.keys.filter({ !first.contains($0) && !Self.remade.contains($0) }).sorted() {
      if let value = definition.extra[key] { members.append((key, json(of: value))) }
    }
    return .object(members)
  }

  /// The fields `extract` makes again from the shortcuts around a shortcut, never written back as
  /// a shortcuts file gave them.
  static let remade: Set<String> = ["mirrors", "ruledOut", "ruledOutCount"]

  /// `{"targets": [{"name", "kind"}], "context", "name", "identity", "panes", "windowKind", "element"}`, as a
  /// shortcuts file's `"scope"` reads it back.
  static func json(of scope: ShortcutScope) -> JSON {
    var members: [(String, JSON)] = [
      (
        "targets",
        .array(
          scope.targets.map { .object([("name", .string($0.name)), ("kind", .string($0.kind.rawValue))]) })
      ),
      ("context", .string(scope.context.kind.rawValue)),
    ]
    if let name = scope.context.name { members.append(("name", .string(name))) }
    if let identity = scope.context.identity { members.append(("identity", .string(identity))) }
    if !scope.context.panes.isEmpty { members.append(("panes", .array(scope.context.panes.map(JSON.string)))) }
    if let windowKind = scope.context.windowKind { members.append(("windowKind", .string(windowKind.rawValue))) }
    if let element = scope.element { members.append(("element", .string(element.rawValue))) }
    return .object(members)
  }

  /// A value read from JSON, written back.
  static func json(of value: JSONValue) -> JSON {
    switch value.kind {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .string(let text): return .string(text)
    case .number(let literal): return Int(literal).map(JSON.int) ?? .double(Double(literal) ?? 0)
    case .array(let elements): return .array(elements.map(json(of:)))
    case .object(let members): return .object(members.map { ($0.key, json(of: $0.value)) })
    }
  }

  /// `TITLE  SHORTCUT  SCOPE  FILE:LINE:COLUMN`, one shortcut a line (`—` where there is no
  /// title: JSON gives the id), then the notes of declarations code changes and of declarations
  /// not read.
  static func text(
    of shortcuts: ShortcutFile, changed: [ChangedDeclaration], unread: [UnreadDeclaration],
    files: ExtractedFiles = ExtractedFiles()
  ) -> String {
    var table = TextTable(header: ["Title", "Shortcut", "Scope", "Declared at"])
    for definition in shortcuts.definitions {
      table.rows.append([
        definition.title.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 } ?? "—",
        definition.shortcut.description, definition.scope?.description ?? "",
        definition.declaration?.description ?? "\(shortcuts.fileName):\(definition.position)",
      ])
    }
    var out = table.rows.isEmpty ? "No shortcuts found\n" : table.rendered() + "\n"
    let definitions = shortcuts.definitions
    func place(_ definition: ShortcutDefinition) -> String {
      definition.declaration?.description ?? "\(shortcuts.fileName):\(definition.position)"
    }
    func named(_ definition: ShortcutDefinition) -> String {
      "\(definition.name.quoted) (\(definition.declaredAt ?? "line \(definition.position.line)"))"
    }
    var explained: Set<[Int]> = []
    for (index, item) in shortcuts.mainMenuItemsMirrored().sorted(by: { $0.key < $1.key }) {
      let (mirror, menu) = (definitions[index], definitions[item])
      out += "\(place(mirror)): note: "
      out += "\(mirror.name.quoted) (\(mirror.shortcut)) in \(mirror.scope?.context.description ?? "") mirrors the "
      out += "main menu's \(named(menu)): one command\n"
      explained.formUnion([[index, item], [item, index]])
    }
    let primaries = Self.primaries(in: shortcuts)
    for (index, alternate) in definitions.enumerated() {
      guard let primary = alternate.alternateOf.flatMap({ primaries[$0] }) else { continue }
      let context = alternate.scope.map { " in \($0.context)" } ?? ""
      out +=
        "\(place(alternate)): note: \(alternate.name.quoted) (\(alternate.shortcut))\(context) is the alternate of "
      out += "\(named(definitions[primary])), shown in its place while its modifiers are held: one command\n"
      explained.formUnion([[index, primary], [primary, index]])
    }
    let ruledOut = shortcuts.ruledOutPartners(limit: ruledOutTextLimit)
    for index in ruledOut.keys.sorted() {
      guard let partners = ruledOut[index] else { continue }
      let later = definitions[index]
      let notes = partners.pairs.filter { !explained.contains([index, $0.other]) }.map { pair in
        "\(place(later)): note: \(later.name.quoted) (\(later.shortcut)) and \(named(definitions[pair.other])) "
          + "are no conflict: \(pair.detail(in: definitions, later: index))"
      }
      let more = partners.count - partners.pairs.count
      let count = "\(more) more \(more == 1 ? "shortcut" : "shortcuts") on its keys ruled out"
      if more > 0, notes.isEmpty {
        out += "\(place(later)): note: \(later.name.quoted) (\(later.shortcut)): \(count)\n"
      }
      for (number, note) in notes.enumerated() {
        out += note + (more > 0 && number == notes.count - 1 ? " (and \(count))" : "") + "\n"
      }
    }
    for change in changed { out += "\(change)\n" }
    for note in unread { out += "\(note)\n" }
    out += files.text
    return out
  }
}
