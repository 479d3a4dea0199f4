/// The formats of layout files kbloc imports.
public enum LayoutFileFormat: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Apple's `.keylayout` XML (Technical Note TN2056), read by ``Layout/init(keylayout:name:)``.
  case keylayout
  /// A keyboard recorded in a browser or by Electron's native-keymap (`KeyboardEvent.code` to
  /// the characters of each level), read by ``Layout/init(recording:name:)``.
  case recording

  /// What the file is, for messages: `an Apple .keylayout file`.
  public var description: String {
    switch self {
    case .keylayout: return "an Apple .keylayout file"
    case .recording: return "a keyboard recording"
    }
  }
}
