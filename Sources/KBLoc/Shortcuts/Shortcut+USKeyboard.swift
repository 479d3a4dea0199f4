extension Shortcut {
  /// The shortcut with a physical letter, digit or punctuation key (`code:KeyM`) as the character
  /// a US keyboard types there (`M`); any other unchanged.
  package var onUSKeyboard: Shortcut {
    let typed = trigger.onUSKeyboard
    return typed == trigger ? self : Shortcut(typed, modifiers: modifiers)
  }

  /// The characters of a US keyboard's punctuation keys, by W3C code.
  package static let usPunctuation: [String: Character] = [
    "Backquote": "`", "Minus": "-", "Equal": "=", "BracketLeft": "[", "BracketRight": "]", "Backslash": "\\",
    "Semicolon": ";", "Quote": "'", "Comma": ",", "Period": ".", "Slash": "/",
  ]
}

extension Shortcut.Trigger {
  /// The character a US keyboard types on a physical letter, digit or punctuation key
  /// (`code:KeyV` is `V`); a named key, a character, or a key with no such character unchanged.
  package var onUSKeyboard: Shortcut.Trigger {
    guard case .physical(let key) = self, let code = key.code else { return self }
    if code.count == 4, code.hasPrefix("Key"), let letter = code.last { return .character(letter) }
    if code.count == 6, code.hasPrefix("Digit"), let digit = code.last { return .character(digit) }
    return Shortcut.usPunctuation[code].map(Shortcut.Trigger.character) ?? self
  }
}
