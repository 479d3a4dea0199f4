extension ShortcutSuggester {
  /// The modifiers candidates are tried with, fewest first: Command alone, and Shift and Option
  /// only as the Human Interface Guidelines allow them (Shift with letters, Option with letters
  /// and digits and named keys); never Control.
  static func modifierSets(for trigger: Shortcut.Trigger) -> [Modifiers] {
    switch trigger {
    case .character(let character) where character.isASCIILetter:
      return [.command, [.shift, .command], [.option, .command], [.option, .shift, .command]]
    case .character(let character) where character.isASCIIDigit:
      return [.command, [.option, .command]]
    case .character:
      return [.command]
    case .named, .physical:
      return [.command, [.option, .command]]
    }
  }

  /// The candidates for a shortcut, in mnemonic order: its own key (as pressed on the reference
  /// layout) with each allowed set of modifiers, then the initial of each word of its title (the
  /// words that carry meaning first, as lint's title comparison tells them), then the title's
  /// other letters, then every letter A–Z and digit.
  ///
  /// - Complexity: O(*t*) for a title of *t* characters; at most about 130 candidates.
  static func candidates(for definition: ShortcutDefinition, context: LintContext) -> [(
    Shortcut, ShortcutSuggestion.Mnemonic
  )] {
    var seen: Set<Shortcut> = []
    var candidates: [(Shortcut, ShortcutSuggestion.Mnemonic)] = []
    func add(_ trigger: Shortcut.Trigger, _ mnemonic: ShortcutSuggestion.Mnemonic) {
      for modifiers in modifierSets(for: trigger) {
        let shortcut = Shortcut(trigger, modifiers: modifiers)
        if seen.insert(shortcut).inserted { candidates.append((shortcut, mnemonic)) }
      }
    }
    add(context.folded(definition.shortcut).trigger, .sameKey)
    if let title = definition.meaningfulTitle {
      let words = title.split { !($0.isLetter || $0.isNumber) }.map(String.init)
      // The words that say what the command does first: `Back` before `Go`, as lint weighs titles.
      let meaningful = words.filter { !TitleWords.stopWords.contains($0.lowercased()) }
      for word in meaningful + words {
        if let first = word.first, first.isASCIILetter { add(.character(first), .initial(of: word)) }
      }
      for word in words {
        for letter in word where letter.isASCIILetter { add(.character(letter), .letter(of: title)) }
      }
    }
    for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890" { add(.character(letter), .none) }
    return candidates
  }
}
