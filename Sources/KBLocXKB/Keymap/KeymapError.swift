internal import Foundation
public import KBLoc

/// Why a keymap could not be compiled or a layout could not be found.
public enum KeymapError: Error, Equatable, Sendable, CustomStringConvertible {
  /// libxkbcommon could not create a context (no memory, or no include path).
  case contextUnavailable
  /// A layout name that xkeyboard-config does not have, with the closest names it does have.
  case unknownLayout(String, suggestions: [String])
  /// A variant that the layout does not have, with the closest variants it does have.
  case unknownVariant(String, layout: String, suggestions: [String])
  /// An XKB option the system's xkeyboard-config does not have (libxkbcommon would ignore it).
  case unknownOption(String, suggestions: [String])
  /// libxkbcommon rejected the keymap; its own messages say why.
  case rejected(String, messages: [String])
  /// The layout spec was malformed.
  case invalidSpec(LayoutSpecError)
  /// The spec has more layouts than a keymap holds groups; libxkbcommon would drop the rest.
  case tooManyGroups(String, given: Int, compiled: Int)
  /// The system's layout registry (xkeyboard-config's rules XML) could not be read.
  case registryUnavailable(messages: [String])
  /// libxkbcommon crashed, in the child process that compiled the keymap, with this signal.
  case crashed(String, signal: Int32)
  /// A name that is an XKB symbols file, not a layout the registry lists (`level3`, `pc`).
  case notALayout(String)
  /// A message written for a person elsewhere, such as by the child process that compiled the keymap.
  case message(String)

  /// A human message naming the input, with suggestions or libxkbcommon's messages.
  public var description: String {
    switch self {
    case .contextUnavailable:
      return "libxkbcommon could not create a context"
    case .unknownLayout(let name, let suggestions):
      return "Unknown layout \(name.quoted)" + Self.didYouMean(suggestions)
    case .unknownVariant(let variant, let layout, let suggestions):
      return "Layout \(layout.quoted) has no variant \(variant.quoted)"
        + Self.didYouMean(suggestions.map { "\(layout)(\($0))" })
    case .unknownOption(let option, let suggestions):
      return "Unknown XKB option \(option.quoted)" + (suggestions.isEmpty ? "" : Self.didYouMean(suggestions))
    case .rejected(let what, let messages):
      let lines = messages.map { $0.trimmingCharacters(in: .whitespaces).escapedForMessage }.filter { !$0.isEmpty }
      let detail = lines.isEmpty ? "" : ": " + lines.joined(separator: "; ")
      return "libxkbcommon rejected \(what)" + detail
    case .invalidSpec(let error):
      return error.description
    case .tooManyGroups(let spec, let given, let compiled):
      return "\(spec.quoted) has \(given) layouts, but an XKB keymap holds \(compiled) groups at most; "
        + "libxkbcommon would drop the rest, so give at most \(compiled)"
    case .registryUnavailable(let messages):
      return "Could not read the system's layout registry (xkeyboard-config)"
        + (messages.isEmpty ? "" : ": " + messages.map { $0.escapedForMessage }.joined(separator: "; "))
    case .crashed(let what, let signal):
      return "libxkbcommon crashed compiling \(what) (signal \(signal))"
    case .notALayout(let name):
      return "\(name.quoted) is an XKB symbols file, not a layout; 'kbloc layouts' lists the layouts"
    case .message(let text):
      return text
    }
  }

  private static func didYouMean(_ suggestions: [String]) -> String {
    "; " + (Suggestions.didYouMean(suggestions) ?? "'kbloc layouts' lists the layouts this system has")
  }
}
