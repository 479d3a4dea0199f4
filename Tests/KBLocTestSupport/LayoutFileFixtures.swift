public import Foundation

/// The hand-written layout files the importer tests read (`Tests/Fixtures/LayoutFiles/`): an Apple
/// `.keylayout` and two keyboard recordings, one made on Linux and one on a Mac.
///
/// ```swift
/// let text = try LayoutFileFixtures.text("Test.keylayout")
/// ```
public enum LayoutFileFixtures {
  /// The folder holding the fixtures.
  public static let folder: URL = PackageRoot.appending("Tests/Fixtures/LayoutFiles")

  /// The `.keylayout` with dead keys, a Command keyMap and an unusual modifierMap.
  public static let keylayout = "Test.keylayout"
  /// A German keyboard recorded on Linux, VS Code's compact arrays wrapped with XKB's names.
  public static let linuxRecording = "de-linux.json"
  /// A German keyboard recorded on a Mac, as native-keymap objects with dead-key flags.
  public static let macRecording = "de-mac.json"

  /// The path of a fixture.
  public static func path(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  /// The text of a fixture.
  /// - Throws: When the file cannot be read.
  public static func text(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }
}
