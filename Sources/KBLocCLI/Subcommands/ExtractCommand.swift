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
      Builder documents and folders of them. JSON is the shortcuts file of DESIGN §3, each \
      shortcut with the file, line and column of its declaration, and the declarations not read \
      under "notRead". A summary line goes to standard error.
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
    // The project file of the first path: its include and exclude globs, and its platform.
    let settings = try paths.first.flatMap(project.configuration(for:))
    let scan = try SourceScan(
      paths: paths, format: input.format(), filter: project.filter(for: paths, project: settings),
      platform: platform ?? settings?.platform ?? .mac)
    ShortcutFileReader.report(scan)
    switch format {
    case .json: Terminal.standardOutput.write(Self.json(of: scan).rendered() + "\n")
    case .text: Terminal.standardOutput.write(Self.text(of: scan))
    }
  }

  /// `{"shortcuts": [...], "notRead": [{"file", "line", "column", "reason"}]}`.
  static func json(of scan: SourceScan) -> JSON {
    .object([
      ("shortcuts", .array(scan.shortcuts.definitions.map(json(of:)))),
      (
        "notRead",
        .array(
          scan.unread.map { note in
            .object([
              ("file", .string(note.file)), ("line", .int(note.position.line)),
              ("column", .int(note.position.column)), ("reason", .string(note.reason.description)),
            ])
          })
      ),
    ])
  }

  /// One shortcut as DESIGN §3 writes it: the fields that differ from the defaults, then the
  /// declaration's `file`, `line`, `column` and the other fields the source gave.
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
    for key in first + definition.extra.keys.filter({ !first.contains($0) }).sorted() {
      if let value = definition.extra[key] { members.append((key, json(of: value))) }
    }
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

  /// `FILE:LINE:COLUMN  KEYS  ID`, one shortcut a line, then the notes of declarations not read.
  static func text(of scan: SourceScan) -> String {
    var table = TextTable(header: ["Declared at", "Keys", "Shortcut"])
    for definition in scan.shortcuts.definitions {
      table.rows.append([
        definition.declaration?.description ?? "\(scan.shortcuts.fileName):\(definition.position)",
        definition.shortcut.description, definition.id,
      ])
    }
    var out = table.rows.isEmpty ? "No shortcuts found\n" : table.rendered() + "\n"
    for note in scan.unread { out += "\(note)\n" }
    return out
  }
}
