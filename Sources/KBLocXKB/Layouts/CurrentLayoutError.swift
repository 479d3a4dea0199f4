public import KBLoc

/// Why the connected keyboard's layout could not be loaded: the first place that names a layout
/// names one that is malformed or that libxkbcommon cannot compile.
///
/// `Layout.current()` does not fall back to the next place when this happens: a keyboard
/// configuration that names a layout which does not load is a misconfiguration to fix, and a
/// silent `us` would hide it.
public enum CurrentLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The names a place gives are not a layout spec (`de(`, or more variants than layouts).
  case malformedNames(source: ConnectedKeyboard.Source, names: String, error: LayoutSpecError)
  /// The names are a layout spec that does not load: an unknown layout or variant, or a keymap
  /// libxkbcommon rejects.
  case unusable(source: ConnectedKeyboard.Source, spec: String, error: KeymapError)

  /// The place the names came from.
  public var source: ConnectedKeyboard.Source {
    switch self {
    case .malformedNames(let source, _, _), .unusable(let source, _, _): return source
    }
  }

  /// A human message naming the place, the names and what is wrong with them.
  public var description: String {
    switch self {
    case .malformedNames(let source, let names, let error):
      return "The keyboard layout \(names.quoted) from \(source) is not a layout spec: \(error)"
    case .unusable(let source, let spec, let error):
      return "The keyboard layout \(spec.quoted) from \(source) cannot be loaded: \(error)"
    }
  }
}
