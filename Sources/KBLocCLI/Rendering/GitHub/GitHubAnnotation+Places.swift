import Foundation
import KBLocSources

/// Where annotations point: GitHub matches a path against the repository's files, relative to
/// its root.
extension GitHubAnnotation {
  /// Creates an annotation about the run as a whole, in no file.
  init(level: Level, title: String, message: String) {
    self.init(level: level, file: nil, line: nil, column: nil, title: title, message: message)
  }

  /// Points the annotation at a declaration: its file relative to the repository, its line and
  /// column; nowhere for standard input (`-`).
  /// - Parameter declaration: The place, as a report names it (``ReportPath``).
  mutating func place(at declaration: Declaration) {
    guard declaration.file != "-" else { return }
    file = Self.repositoryPath(of: declaration.file)
    line = declaration.position.line
    column = declaration.position.column
  }

  /// The folder annotations' paths are relative to: the checkout (`GITHUB_WORKSPACE`, the working
  /// directory a step starts in), else the working directory.
  static var workspace: String {
    ProcessInfo.processInfo.environment["GITHUB_WORKSPACE"].flatMap { $0.isEmpty ? nil : $0 }
      ?? FileManager.default.currentDirectoryPath
  }

  /// `path` relative to ``workspace`` (`App/Menu.swift`), or absolute when it lies outside it:
  /// the rule of every report (``ReportPath``), from the checkout rather than the current folder.
  static func repositoryPath(of path: String) -> String {
    ReportPath.shown(path, from: workspace)
  }
}
