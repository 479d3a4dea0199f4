import ArgumentParser
import Foundation
import KBLoc
import KBLocSources

/// Reads the shortcuts the commands take: a kbloc shortcuts file, or the files where an app
/// declares its shortcuts (Swift source, editors' keymaps, Interface Builder) and folders of them.
enum ShortcutFileReader {
  /// Reads `path`, a file or a folder; `-` reads standard input.
  ///
  /// A kbloc shortcuts file is read as before, strictly; any other input is read by
  /// `KBLocSources`, with one summary line on standard error (and a note per skipped file).
  /// Every place is named as reports name files (``ReportPath``): `Sources/App/Menu.swift`
  /// from the package's folder, whether the user typed `Sources/App` or its absolute path.
  /// - Parameters:
  ///   - path: The path as the user gave it.
  ///   - format: The format `--input-format` forces, or `nil` to detect it.
  ///   - filter: Which files a folder scan reads.
  ///   - project: The project file that applies, for its apps.
  ///   - platform: The platform whose shortcuts to keep where a source gives some for some
  ///     platforms only (`--platform`, the project file's `platform`).
  ///   - includeTests: Whether a folder scan keeps the shortcuts of test targets.
  ///   - allowingNone: Whether sources that declare no shortcut are read as an empty file rather
  ///     than an error (`lint --allow-no-shortcuts`).
  /// - Returns: The shortcuts, as one file named `path`.
  /// - Throws: ``InputError`` when the path cannot be read or holds no shortcuts,
  ///   `ShortcutFileError` for a malformed shortcuts file, `SourceReadError` for a source that
  ///   does not parse.
  static func read(
    _ path: String, format: SourceFormat? = nil, filter: PathFilter = PathFilter(),
    project: ProjectConfiguration? = nil, platform: Platform = .mac, includeTests: Bool = false,
    allowingNone: Bool = false
  ) throws -> ShortcutFile {
    let scan: SourceScan
    let folder = isFolder(path)
    if folder {
      // Nothing may be written into a scanned folder (`--output` included).
      ReadPaths.shared.addFolder(path)
      scan = try SourceScan(
        paths: [path], format: format, filter: filter, platform: platform, configuration: project,
        includeTests: includeTests)
    } else {
      // Read once: standard input cannot be read twice.
      let data = try InputFile.data(at: path, kind: "shortcuts file")
      let file = SourceFile(path: path, data: data, format: format)
      // A kbloc shortcuts file, or a file no format claims, is read strictly, by the reader that
      // names what is wrong with it (binary, UTF-16, malformed JSON…).
      guard let detected = file.format, detected != .kbloc else {
        return shown(try ShortcutFile(parsing: data, fileName: path), scanning: nil)
      }
      // A file named on its own is read whatever target it is in; its project gives its scope.
      scan = SourceScan(
        readings: [try file.read()], name: path, platform: platform,
        repository: RepositoryModel(discoveringAround: [path], configuration: project), includeTests: true,
        configuration: project)
    }
    guard !scan.shortcuts.definitions.isEmpty || allowingNone else {
      // One error line, the summary inside it.
      throw InputError(description: "No shortcuts found in \(path.quotedPath) (\(scan.summary))")
    }
    report(scan)
    return shown(scan.shortcuts, scanning: folder ? path : nil)
  }

  /// The shortcuts of a scan as reports show them: each declaration's `file`, and the Interface
  /// Builder places code changes (`replaces`, `variantOf`), named from the current folder
  /// (``ReportPath``).
  ///
  /// What names a shortcut rather than a place stays relative to the scanned folder: an id a
  /// reader made of the place (`Menu.swift:3:5`), a scope's identity made of its file
  /// (`Editor/GoToLine.xib#F5a-Q7-NMn`) and a pane named by a conditional's place in code
  /// (`App/AppController.m:1276:2 branch 2`), so that a baseline, which keys entries by title
  /// (an id, for a shortcut without one) and scope, matches whatever folder kbloc runs in and
  /// however the folder is named, in any checkout.
  /// - Parameters:
  ///   - shortcuts: The shortcuts, as the scan named their files.
  ///   - folder: The folder scanned, as the user named it; `nil` for a file.
  /// - Returns: The same shortcuts, their places shown.
  static func shown(_ shortcuts: ShortcutFile, scanning folder: String?) -> ShortcutFile {
    let prefix = folder.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    let current = FileManager.default.currentDirectoryPath
    var shortcuts = shortcuts
    var renamed: [String: String] = [:]
    for index in shortcuts.definitions.indices {
      var definition = shortcuts.definitions[index]
      if let prefix, let context = definition.scope?.context {
        definition.scope?.context.identity = context.identity.map { Self.relative($0, to: prefix) }
        definition.scope?.context.panes = context.panes.map { Self.relative($0, to: prefix) }
      }
      for key in ["replaces", "variantOf"] {
        guard let value = definition.extra[key], let place = value.string else { continue }
        definition.extra[key] = JSONValue(.string(ReportPath.shownPlace(place, from: current)), at: value.position)
      }
      if let value = definition.extra["file"], let file = value.string {
        definition.extra["file"] = JSONValue(.string(ReportPath.shown(file, from: current)), at: value.position)
        if let prefix, file.hasPrefix(prefix), definition.id.hasPrefix(file + ":") {
          let id = String(file.dropFirst(prefix.count)) + definition.id.dropFirst(file.count)
          renamed[definition.id] = id
          definition.id = id
        }
      }
      shortcuts.definitions[index] = definition
    }
    // Links between declarations name them by id: by the new ones.
    if !renamed.isEmpty {
      for index in shortcuts.definitions.indices {
        var definition = shortcuts.definitions[index]
        guard
          definition.alternateOf != nil || !definition.oneCommandWith.isEmpty
            || !definition.ignoresConflictWith.isEmpty
        else { continue }
        definition.alternateOf = definition.alternateOf.map { renamed[$0] ?? $0 }
        definition.oneCommandWith = definition.oneCommandWith.map { renamed[$0] ?? $0 }
        definition.ignoresConflictWith = definition.ignoresConflictWith.map { renamed[$0] ?? $0 }
        shortcuts.definitions[index] = definition
      }
    }
    return shortcuts
  }

  /// A declaration not read, its file named as reports name it (``ReportPath``).
  static func shown(_ note: UnreadDeclaration) -> UnreadDeclaration {
    var note = note
    note.file = ReportPath.shown(note.file)
    return note
  }

  /// A declaration code changes, both its places named as reports name them (``ReportPath``).
  static func shown(_ change: ChangedDeclaration) -> ChangedDeclaration {
    var change = change
    change.change.file = ReportPath.shown(change.change.file)
    change.declared.file = ReportPath.shown(change.declared.file)
    return change
  }

  /// `path` without `prefix` (a folder ending in `/`) when it starts with it.
  static func relative(_ path: String, to prefix: String) -> String {
    path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// What a summary line calls the input: a folder by its own name (`HexFiend` for `.`), a file
  /// by its path as reports name files (``ReportPath``).
  static func summaryName(of path: String) -> String {
    guard isFolder(path) else { return ReportPath.shown(path) }
    let absolute = PathFilter.absolute(path)
    return absolute == "/" ? absolute : String(absolute.split(separator: "/").last ?? Substring(absolute))
  }

  /// Writes a note per skipped file and the summary line on standard error.
  static func report(_ scan: SourceScan) {
    var text = ""
    for skipped in scan.skipped { text += "kbloc: \(skipped)\n" }
    for setting in scan.unusedProjectSettings { text += "\(setting)\n" }
    text += "kbloc: \(scan.summary)\n"
    Terminal.standardError.write(text)
  }

  static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return path != "-" && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }
}

/// `--input-format`, for the commands that read shortcuts.
struct InputOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Read every file as this format instead of detecting it.",
      discussion: "Formats: \(SourceFormat.allCases.map(\.rawValue).joined(separator: ", ")).",
      valueName: "format"))
  var inputFormat: String?

  /// The format asked for, or `nil` to detect each file's.
  func format() throws -> SourceFormat? {
    guard let inputFormat else { return nil }
    guard let format = SourceFormat(rawValue: inputFormat) else {
      let names = SourceFormat.allCases.map(\.rawValue)
      throw ValidationError(
        "Unknown input format '\(inputFormat)'; "
          + (Suggestions.didYouMean(Suggestions.closest(to: inputFormat, among: names).prefix(1).map { $0 })
            ?? "it takes " + names.map { "'\($0)'" }.joined(separator: ", ")))
    }
    return format
  }

  func validate() throws { _ = try format() }
}

extension ShortcutFileError: KblocError {
  var exitCode: ExitCode { .inputError }
  /// `FILE:LINE:COLUMN: error: MESSAGE`, as compilers write it.
  var diagnostic: String { description }
}

extension SourceReadError: KblocError {
  var exitCode: ExitCode { .inputError }
  /// `FILE:LINE:COLUMN: error: MESSAGE` when the place is known, as compilers write it.
  var diagnostic: String { position == nil ? "kbloc: error: \(description)" : description }
}
