/// Where a ``Layout``'s table came from.
///
/// ```swift
/// let current = try Layout.current()
/// print(current.source)   // "the XKB_DEFAULT_LAYOUT environment variable"
/// ```
public enum LayoutSource: Sendable, Equatable, CustomStringConvertible {
  /// Compiled by libxkbcommon from RMLVO names given by the caller.
  case names
  /// Compiled by libxkbcommon from a full keymap text (an `.xkb` file, a Wayland keymap).
  case keymapText
  /// Decoded from a snapshot bundled with kbloc, made from the given xkeyboard-config version.
  case bundled(xkeyboardConfig: String)
  /// The connected keyboard, found through the given place (an environment variable, the X
  /// server, a configuration file, `localectl`, or the `us` fallback).
  case connected(String)
  /// Imported from a layout file in the given format (`--layout-file`).
  case imported(LayoutFileFormat)
  /// Recorded on a real Mac for an Apple input source, bundled with kbloc; the keys the recording
  /// lacks come from an XKB stand-in.
  case recorded(RecordedTable)

  /// A phrase naming the source, for messages.
  public var description: String {
    switch self {
    case .names: return "layout names compiled by libxkbcommon"
    case .keymapText: return "a keymap text compiled by libxkbcommon"
    case .bundled(let version): return "the snapshot bundled with kbloc (xkeyboard-config \(version))"
    case .connected(let place): return place
    case .imported(let format): return format.description
    case .recorded(let table): return table.description
    }
  }
}
