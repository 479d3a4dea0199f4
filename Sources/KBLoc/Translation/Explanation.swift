/// Why a shortcut was translated the way it was, kept as data and rendered into a sentence only
/// when ``LocalizedShortcut/reason`` is read: building sentences was most of the cost of a
/// translation.
enum Explanation: Sendable, Equatable, CustomStringConvertible {
  /// A sentence already written out.
  case text(String)
  /// A named key, the same on every layout.
  case namedKey(String)
  /// The character is on the same key as on the reference layout.
  case sameKey(Character, reference: String)
  /// The character is on another key, with no extra modifier.
  case moved(Character, key: String, layout: String)
  /// A digit that needs Shift takes its key's unshifted character.
  case digitRemapped(Character, base: Character, layout: String)
  /// The character needs Shift.
  case shifted(Character, key: String, layout: String)
  /// The character needs Option (or Level5); the reference position is used instead.
  case optionFallback(Character, needs: Modifiers, layout: String, reference: String, typed: Character?)
  /// The character needs Option (or Level5), with no safe fallback.
  case needsOption(Character, needs: Modifiers, layout: String)
  /// The character needs Option (or Level5); the reference position would be a standard shortcut.
  case needsOptionBesideStandard(Character, needs: Modifiers, layout: String, reference: String, standard: Shortcut)

  /// The sentence.
  var description: String {
    switch self {
    case .text(let text):
      return text
    case .namedKey(let name):
      return "\(name) is in the same place on every layout"
    case .sameKey(let character, let reference):
      return "'\(character)' is on the same key as on \(reference)"
    case .moved(let character, let key, let layout):
      return "'\(character)' is on the \(key) key of \(layout)"
    case .digitRemapped(let character, let base, let layout):
      return "'\(character)' needs Shift on \(layout); its key unshifted types '\(base)', as macOS remaps digits"
    case .shifted(let character, let key, let layout):
      return "'\(character)' needs Shift on \(layout): press Shift with the \(key) key"
    case .optionFallback(let character, let needs, let layout, let reference, let typed):
      let typedText = typed.map { String($0) } ?? "?"
      return "'\(character)' needs \(needs.names.joined(separator: "+")) on \(layout); "
        + "the key where \(reference) has it types '\(typedText)'"
    case .needsOption(let character, let needs, let layout):
      return "'\(character)' needs \(needs.names.joined(separator: "+")) on \(layout)"
    case .needsOptionBesideStandard(let character, let needs, let layout, let reference, let standard):
      return "'\(character)' needs \(needs.names.joined(separator: "+")) on \(layout)"
        + "; the key where \(reference) has it would be the standard \(standard)"
    }
  }
}
