extension Shortcut {
  /// The character pairs a right-to-left interface swaps, as Apple documents them.
  static let mirroredCharacters: [Character: Character] = [
    "[": "]", "]": "[", "{": "}", "}": "{", "(": ")", ")": "(", "<": ">", ">": "<",
  ]

  /// The shortcut for a right-to-left interface: `[`↔`]`, `{`↔`}`, `(`↔`)`, `<`↔`>`, Left
  /// Arrow↔Right Arrow; `nil` when the shortcut has no direction to mirror.
  ///
  /// Mirroring twice gives the shortcut back.
  /// - Complexity: O(1).
  public var mirrored: Shortcut? {
    switch trigger {
    case .character(let character):
      guard let swapped = Shortcut.mirroredCharacters[character] else { return nil }
      return Shortcut(.character(swapped), modifiers: modifiers)
    case .named(.leftArrow):
      return Shortcut(.named(.rightArrow), modifiers: modifiers)
    case .named(.rightArrow):
      return Shortcut(.named(.leftArrow), modifiers: modifiers)
    default:
      return nil
    }
  }
}
