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
      "mirrors" in JSON, a note in text. A summary line goes to standard error.
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
  /// A shortcut that mirrors a main-menu item has `"mirrors": {"id", "title", "file", "line"}`.
  /// `skipped` lists the files a folder scan did not read, with why, and `foreignTables` the
  /// files in languages kbloc does not read that look like shortcut tables; each only when there
  /// are some.
  static func json(
    of shortcuts: ShortcutFile, changed: [ChangedDeclaration], unread: [UnreadDeclaration],
    files: ExtractedFiles = ExtractedFiles()
  ) -> JSON {
    let mirrored = shortcuts.mainMenuItemsMirrored()
    let entries: [JSON] = shortcuts.definitions.enumerated().map { index, definition in
      guard let item = mirrored[index], case .object(let members) = json(of: definition) else {
        return json(of: definition)
      }
      let menu = shortcuts.definitions[item]
      var mirror: [(String, JSON)] = [("id", .string(menu.id))]
      if let title = menu.title { mirror.append(("title", .string(title))) }
      if let declaration = menu.declaration {
        mirror += [("file", .string(declaration.file)), ("line", .int(declaration.position.line))]
      }
      return .object(members + [("mirrors", .object(mirror))])
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

  /// One shortcut as docs/shortcuts-file.md writes it: the fields that differ from the defaults,
  /// then the declaration's `file`, `line`, `column` and the other fields the source gave.
  static func json(of definition: ShortcutDefinition) -> JSON {
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
    // `mirrors` is made again from the shortcuts around it (``json(of:unread:)``).
    for key in definition.extra.keys.filter({ !first.contains($0) && $0 != "mirrors" }).sorted() {
      if let value = definition.extra[key] { members.append((key, json(of: value))) }
    }
    return .object(members)
  }

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
    for (index, item) in shortcuts.mainMenuItemsMirrored().sorted(by: { $0.key < $1.key }) {
      let (mirror, menu) = (shortcuts.definitions[index], shortcuts.definitions[item])
      out += "\(mirror.declaration?.description ?? "\(shortcuts.fileName):\(mirror.position)"): note: "
      out += "\(mirror.name.quoted) (\(mirror.shortcut)) in \(mirror.scope?.context.description ?? "") mirrors the "
      out += "main menu's \(menu.name.quoted) (\(menu.declaredAt ?? "line \(menu.position.line)")): one command\n"
    }
    for change in changed { out += "\(change)\n" }
    for note in unread { out += "\(note)\n" }
    out += files.text
    return out
  }
}
