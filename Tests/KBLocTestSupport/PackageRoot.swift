public import Foundation

/// The folder of kbloc's `Package.swift`, found by walking up from this file: tests name fixtures,
/// goldens and data by their path from there, so moving a test file never breaks them.
///
/// ```swift
/// let example = PackageRoot.url.appendingPathComponent("Examples/shortcuts.json")
/// ```
public enum PackageRoot {
  /// The package's root folder: the nearest folder above this file that holds a `Package.swift`.
  public static let url: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder
      }
      folder.deleteLastPathComponent()
    }
    return folder
  }()

  /// The file or folder at `relativePath` from the package's root, such as `docs/lint.md`.
  /// - Parameter relativePath: A path from the root, with `/` between its parts.
  /// - Returns: Its URL.
  public static func appending(_ relativePath: String) -> URL {
    url.appendingPathComponent(relativePath)
  }
}
