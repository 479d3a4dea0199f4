internal import Foundation
public import KBLoc
internal import KBLocFiles

/// Reads layout files from disk: Apple `.keylayout` files and keyboard recordings, for
/// `--layout-file` and the `file:PATH` entries of layout lists.
///
/// ```swift
/// let layout = try LayoutFile.load("Custom.keylayout")
/// layout.source   // .imported(.keylayout)
/// ```
public enum LayoutFile {
  /// The largest layout file read: 64 MiB, like every input file of kbloc's, far above real ones
  /// (an Apple `.keylayout` is under 200 kB).
  public static let sizeLimit = InputLimits.fileSize

  /// Reads and imports the layout file at `path`, named after the file.
  ///
  /// The format is told from the content (see ``KBLoc/Layout/init(layoutFile:name:keyboard:)``).
  /// The file may be UTF-8, or UTF-16 with a byte-order mark (as some `.keylayout` files are).
  /// - Parameters:
  ///   - path: The file's path.
  ///   - keyboard: The keyboard the keys of a file made for a Mac sit on; by default the one Apple
  ///     sells with the file's input source, ISO when it names none.
  /// - Returns: The imported layout.
  /// - Throws: ``LayoutFileError`` naming the file: it is missing, a folder, unreadable, not
  ///   text, or not a layout file (with the line and column of the problem).
  public static func load(_ path: String, keyboard: KeyboardType? = nil) throws(LayoutFileError) -> Layout {
    let data: Data
    do {
      data = try GuardedFile.contents(of: path, limit: sizeLimit).bytes
    } catch {
      let file = path.quotedPath
      let message =
        switch error {
        case .missing: "There is no layout file \(file)"
        case .isFolder: "The layout file \(file) is a folder; give a file"
        case .tooLarge: "The layout file \(file) is larger than \(sizeLimit >> 20) MiB, the limit for a layout file"
        case .cannotOpen(let code), .cannotRead(let code):
          "Cannot read the layout file \(file): \(GuardedFileError.words(for: code))"
        case .noWriter: "The layout file \(file) is a FIFO that no process writes to; kbloc does not wait for one"
        }
      throw LayoutFileError(path: path, message: message)
    }
    let text: String?
    switch ByteOrderMark.encoding(of: data) {
    case "UTF-16"?: text = String(data: data, encoding: .utf16)
    case nil: text = String(data: data, encoding: .utf8)
    default: text = nil  // UTF-32: named by the message below, not misread as UTF-16
    }
    guard let text else {
      throw LayoutFileError(
        path: path, message: "The layout file \(path.quotedPath) is not UTF-8 or UTF-16 text; save it as UTF-8")
    }
    do {
      return try Layout(layoutFile: text, name: URL(fileURLWithPath: path).lastPathComponent, keyboard: keyboard)
    } catch {
      throw LayoutFileError(path: path, importError: error)
    }
  }
}

/// Why a layout file could not be loaded: the file, and where in it when the content is wrong.
///
/// The description reads like a compiler's: `PATH:LINE:COLUMN: MESSAGE` for a problem in the
/// content, the message alone (naming the file) when the file cannot be read.
public struct LayoutFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path as given.
  public let path: String
  /// What is wrong with the content, with its position; `nil` when the file could not be read.
  public let importError: LayoutImportError?
  /// What is wrong, in sentence case.
  public let message: String

  /// An error reading the file itself.
  init(path: String, message: String) {
    self.path = path
    self.importError = nil
    self.message = message
  }

  /// An error in the file's content.
  init(path: String, importError: LayoutImportError) {
    self.path = path
    self.importError = importError
    self.message = importError.message
  }

  /// `PATH:LINE:COLUMN: MESSAGE`, or the message alone when the file could not be read.
  public var description: String {
    importError.map { "\(path):\($0.description)" } ?? message
  }
}
