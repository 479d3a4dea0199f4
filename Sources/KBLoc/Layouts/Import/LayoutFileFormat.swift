/// The formats of layout files kbloc imports.
public enum LayoutFileFormat: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Apple's `.keylayout` XML (Technical Note TN2056), read by ``Layout/init(keylayout:name:keyboard:)``.
  case keylayout
  /// A keyboard recorded in a browser or by Electron's native-keymap (`KeyboardEvent.code` to
  /// the characters of each level), read by ``Layout/init(recording:name:keyboard:)``.
  case recording

  /// What the file is, for messages: `an Apple .keylayout file`.
  public var description: String {
    switch self {
    case .keylayout: return "an Apple .keylayout file"
    case .recording: return "a keyboard recording"
    }
  }
}

extension LayoutFileFormat {
  /// What marks a layout file in a list of layouts (`--layouts`, a set file): `file:` then its
  /// path, as in `file:Layouts/Custom.keylayout`.
  public static let entryPrefix = "file:"

  /// The format of a layout file, told from its content: XML (`<`) is a `.keylayout`, a JSON
  /// object (`{`) a recording; `nil` for anything else.
  ///
  /// A byte-order mark and white space before the first character are skipped.
  /// - Complexity: O(*n*) in the length of the leading white space.
  public init?(detectingIn text: String) {
    let first = text.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }
    switch first {
    case "<": self = .keylayout
    case "{": self = .recording
    default: return nil
    }
  }
}

extension Layout {
  /// Imports a layout file of either format, told apart by its content: an Apple `.keylayout`
  /// (XML, see ``init(keylayout:name:keyboard:)``) or a keyboard recording (JSON, see
  /// ``init(recording:name:keyboard:)``).
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - name: The layout's name in kbloc's output, such as the file name.
  ///   - keyboard: The keyboard the keys of a file made for a Mac are placed on; by default the
  ///     one Apple sells with the file's input source, ISO when it names none.
  /// - Throws: ``LayoutImportError``: ``LayoutImportError/unknownFormat(at:)`` for a text that
  ///   is neither, or what the importer of its format throws.
  public init(layoutFile text: String, name: String, keyboard: KeyboardType? = nil) throws(LayoutImportError) {
    switch LayoutFileFormat(detectingIn: text) {
    case .keylayout: self = try Layout(keylayout: text, name: name, keyboard: keyboard)
    case .recording: self = try Layout(recording: text, name: name, keyboard: keyboard)
    case nil: throw .unknownFormat(at: LayoutImportError.firstCharacterPosition(in: text))
    }
  }
}
