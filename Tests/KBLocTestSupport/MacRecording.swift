public import Foundation

/// A keyboard recorded on a real Mac, as kbloc ships them (`Layouts/Recordings/`), read with
/// Foundation's JSON parser rather than kbloc's, so that tests compare kbloc's tables with the
/// files themselves.
///
/// ```swift
/// for recording in try MacRecording.all() {
///   recording.inputSource            // "com.apple.keylayout.German"
///   recording.cells["Backquote"]     // ["<", ">", "≤", "≥"]
/// }
/// ```
public struct MacRecording: Sendable {
  /// The file's name, such as `de-German-mac.json`.
  public let file: String
  /// The input source the recording names in `info.id`.
  public let inputSource: String
  /// What each key types (by `KeyboardEvent.code`) with no modifier, Shift, Option and
  /// Shift-Option; an empty string where the recording gives nothing.
  public let cells: [String: [String]]
  /// The recording's dead-key flags by code, where it has them.
  public let deadFlags: [String: [Bool]]

  /// The codes of the typing block every recording lists: letters, digits, punctuation, the key
  /// left of 1 (`Backquote`, virtual key 0x32) and the key beside left Shift (`IntlBackslash`, 0x0A).
  public static let mainCodes: [String] =
    (65...90).map { "Key" + String(UnicodeScalar(UInt8($0))) } + (0...9).map { "Digit\($0)" } + [
      "Minus", "Equal", "BracketLeft", "BracketRight", "Backslash", "Semicolon", "Quote", "Backquote", "Comma",
      "Period", "Slash", "IntlBackslash",
    ]

  /// The folder holding the recordings.
  public static let folder: URL = PackageRoot.appending("Layouts/Recordings")

  /// Every recording, in file-name order.
  /// - Throws: When a file cannot be read or is not a recording.
  public static func all() throws -> [MacRecording] {
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
    return try files.sorted().map { try read($0) }
  }

  /// The recording in the file `name`, or any file at an absolute path.
  /// - Throws: When the file cannot be read or is not a recording.
  public static func read(_ name: String) throws -> MacRecording {
    let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appendingPathComponent(name)
    let file = try JSONDecoder().decode(Contract.LayoutRecording.self, from: Data(contentsOf: url))
    guard let id = (file.info ?? file.layout)?.id else { throw CocoaError(.fileReadCorruptFile) }
    return MacRecording(
      file: url.lastPathComponent, inputSource: id,
      cells: file.mapping.compactMapValues { $0.outputs.count == 4 ? $0.outputs : nil },
      deadFlags: file.mapping.compactMapValues(\.deadFlags))
  }
}
