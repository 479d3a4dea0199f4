import Foundation
import KBLocSources

/// How every report names a file: as the user would type it from the folder kbloc runs in.
///
/// A file under the current folder goes by its path from it (`Sources/App/Menu.swift`), any other
/// file by its absolute path, with `.` and `..` resolved by name; standard input stays `-`. The
/// same file gets the same name however the user named what kbloc read (`Sources/App`,
/// `./Sources/App/`, `/home/me/Pkg/Sources/App`), in text, JSON, SARIF, Markdown, JUnit and HTML
/// alike, and compilers, editors, CI services and the SwiftPM plugins open it from the current
/// folder. Two formats name it for a reader that needs another base: `github`, relative to the
/// checkout (``GitHubAnnotation/repositoryPath(of:)``), and `xcode`, absolute.
enum ReportPath {
  /// `path` as reports name it: relative to `folder` (the current folder) when under it, else
  /// absolute; `-` as is.
  /// - Parameters:
  ///   - path: A path, absolute or relative to the current folder.
  ///   - folder: The folder relative paths start from; the current folder by default.
  /// - Returns: `Sources/App/Menu.swift`, `/elsewhere/Menu.swift`, or `.` for the folder itself.
  static func shown(_ path: String, from folder: String = FileManager.default.currentDirectoryPath) -> String {
    guard path != "-", !path.isEmpty else { return path }
    let absolute = PathFilter.absolute(path)
    let relative = PathFilter.relativePath(of: absolute, from: folder)
    return relative == ".." || relative.hasPrefix("../") ? absolute : relative
  }

  /// A place, `FILE:LINE:COLUMN` or `FILE:LINE`, with its file as reports name it (``shown(_:from:)``).
  /// - Parameters:
  ///   - place: The place, as `Declaration.description` writes it.
  ///   - folder: The folder relative paths start from; the current folder by default.
  /// - Returns: The place with its file shown; `place` as is when it ends with no line.
  static func shownPlace(_ place: String, from folder: String = FileManager.default.currentDirectoryPath) -> String {
    var file = Substring(place)
    var numbers = 0
    while numbers < 2, let colon = file.lastIndex(of: ":") {
      let number = file[file.index(after: colon)...]
      guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { break }
      file = file[..<colon]
      numbers += 1
    }
    guard numbers > 0, !file.isEmpty else { return place }
    return shown(String(file), from: folder) + place[file.endIndex...]
  }
}
