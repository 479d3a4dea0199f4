internal import Foundation
internal import KBLoc

/// The repository's `Examples/shortcuts.json`, which the localize and coverage figures use.
enum ExampleFile {
  /// The file: under the current folder (`make bench` runs at the repository's root), else in the
  /// package this source file is in (the nearest folder above it with a `Package.swift`).
  static var url: URL? {
    let relative = "Examples/shortcuts.json"
    var candidates = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(relative)]
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        candidates.append(folder.appendingPathComponent(relative))
        break
      }
      folder.deleteLastPathComponent()
    }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The file's shortcuts.
  /// - Throws: ``BenchFailure`` when the file is missing; its read and parse errors.
  static func definitions() throws -> [ShortcutDefinition] {
    guard let url else { throw BenchFailure("Examples/shortcuts.json not found") }
    return try ShortcutFile(parsing: Data(contentsOf: url), fileName: url.lastPathComponent).definitions
  }
}
