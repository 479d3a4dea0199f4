public import Foundation

/// A fresh folder under the temporary directory, removed when the value goes away.
///
/// ```swift
/// let folder = try TemporaryFolder()
/// let file = try folder.file("shortcuts.json", containing: "[]")
/// ```
public final class TemporaryFolder: Sendable {
  /// The folder.
  public let url: URL

  /// Creates an empty folder named `kbloc-tests-<UUID>`.
  /// - Throws: When the folder cannot be created.
  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbloc-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The URL of `name` inside the folder.
  public func url(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// Writes `text` to `name` inside the folder (a relative path: its folders are made) and
  /// returns its URL.
  /// - Throws: When the file cannot be written.
  public func file(_ name: String, containing text: String) throws -> URL {
    let file = url(name)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }
}
