import ArgumentParser
import Foundation
import KBLoc
import KBLocSources

/// `--config`, `--no-config`, `--exclude` and `--include-tests`: the project file and the files
/// to leave out, for the commands that read sources (`translate`, `coverage`, `lint`, `extract`).
///
/// Without `--config`, the project file is the `.kbloc.yml` found by walking up from the input
/// (``ProjectConfiguration/find(startingAt:)``). Its settings come after the command line's and
/// the shortcuts file's own, before the defaults (`docs/project-file.md`).
struct ProjectOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The project file to use instead of the .kbloc.yml found in the input's folder or above it.",
      valueName: "file"))
  var config: String?

  @Flag(name: .customLong("no-config"), help: "Use no project file.")
  var noConfig = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Leave out the files and folders a folder scan finds that match this glob, relative to the scanned folder; repeatable.",
      discussion:
        "'**' matches any folders, '*' any characters but '/'; a glob with no '/' matches a name at any depth.",
      valueName: "glob"))
  var exclude: [String] = []

  @Flag(
    name: .long,
    help: ArgumentHelp(
      "Keep the shortcuts of test targets (fixtures), which a folder scan leaves out.",
      discussion: "The project file's include-tests: true does the same."))
  var includeTests = false

  /// Whether test targets' shortcuts count: `--include-tests`, else the project file's
  /// `include-tests`.
  func includesTests(_ project: ProjectConfiguration?) -> Bool {
    includeTests || project?.includesTests == true
  }

  func validate() throws {
    if config != nil, noConfig {
      throw ValidationError("Give '--config FILE' or '--no-config', not both")
    }
    _ = try excludeGlobs()
  }

  /// `--exclude`'s globs, compiled.
  func excludeGlobs() throws -> [PathGlob] {
    do {
      return try exclude.map { try PathGlob($0) }
    } catch let error as PathGlobError {
      throw ValidationError("\(error) in '--exclude'")
    }
  }

  /// The project file that applies to `path`, read.
  ///
  /// `--config`'s, else the one found from `path`; `nil` with `--no-config` or when there is none.
  /// Says on standard error which file it reads.
  /// - Throws: ``InputError`` when the file cannot be read, ``ProjectConfigurationError`` when it
  ///   is not a valid project file.
  func configuration(for path: String) throws -> ProjectConfiguration? {
    guard !noConfig else { return nil }
    let searchedFrom = path == "-" ? "." : path
    guard let file = config ?? ProjectConfiguration.find(startingAt: searchedFrom) else { return nil }
    let shown = config ?? Self.shown(file)
    let text = try InputFile.text(at: file, kind: "project file")
    let project = try ProjectConfiguration(parsing: text, file: shown)
    Terminal.standardError.write("kbloc: using the project file \(shown.quoted)\n")
    return project
  }

  /// The filter for a folder scan of `paths`: the project file's `include` and `exclude`, and
  /// `--exclude` relative to each scanned path.
  func filter(for paths: [String], project: ProjectConfiguration?) throws -> PathFilter {
    let globs = try excludeGlobs()
    var filter = project?.pathFilter ?? PathFilter()
    for path in paths where !globs.isEmpty {
      filter = filter.adding(PathFilter(exclude: globs.map { PathFilter.Rule($0, in: path) }))
    }
    return filter
  }

  /// Reads the shortcuts at `path` and the project file that applies to it.
  /// - Parameters:
  ///   - path: The path as the user gave it; `-` reads standard input.
  ///   - format: The format `--input-format` forces, or `nil` to detect it.
  ///   - platform: `--platform`, which wins over the project file's; the shortcuts a source gives
  ///     for other platforms only are left out (`mac` when neither says).
  ///   - allowingNone: Whether sources that declare no shortcut are read as an empty file rather
  ///     than an error.
  /// - Returns: The shortcuts, and the project's settings when there is a project file.
  /// - Throws: The errors of ``configuration(for:)`` and of `ShortcutFileReader.read`.
  func read(_ path: String, format: SourceFormat?, platform: Platform? = nil, allowingNone: Bool = false) throws
    -> (shortcuts: ShortcutFile, project: ProjectConfiguration?)
  {
    let project = try configuration(for: path)
    let shortcuts = try ShortcutFileReader.read(
      path, format: format, filter: filter(for: [path], project: project), project: project,
      platform: platform ?? project?.platform ?? .mac, includeTests: includesTests(project),
      allowingNone: allowingNone)
    return (shortcuts, project)
  }

  /// A project file found above the current folder as a path from it (`../.kbloc.yml`), when
  /// shorter than the absolute path.
  static func shown(_ file: String) -> String {
    let relative = PathFilter.relativePath(of: file, from: ".")
    return relative.count < file.count ? relative : file
  }
}

extension ProjectConfigurationError: KblocError {
  var exitCode: ExitCode { .inputError }
  /// `FILE:LINE:COLUMN: error: MESSAGE` when the place is known, as compilers write it.
  var diagnostic: String { position == nil ? "kbloc: error: \(description)" : description }
}
