import KBLoc

extension SuggestionReport {
  /// `{"file", "layouts": [...], "leftOut": [...], "shortcuts", "suggestions": [{"id", "title", "keys", "shortcut",
  /// "problems": [{"kind", "layouts", "with"}], "alternatives": [{"shortcut", "display",
  /// "sameCharacterEverywhere", "fallbackLayouts", "mnemonic", "reason"}], "applied", "resolved"}]}`.
  func json(file: String) -> JSON {
    .object([
      ("file", .string(file)),
      ("layouts", .array(layouts.map(JSON.string))),
      ("leftOut", .array(leftOut.map(JSON.string))),
      ("shortcuts", .int(shortcutCount)),
      (
        "suggestions",
        .array(
          suggestions.map { suggestion in
            let definition = suggestion.definition
            var members: [(String, JSON)] = [
              ("id", .string(definition.id)), ("title", .string(definition.title)), ("keys", .string(definition.keys)),
              ("shortcut", .string(definition.shortcut.description)),
            ]
            if let declaredAt = definition.declaredAt { members.append(("declaredAt", .string(declaredAt))) }
            members += [
              (
                "problems",
                .array(
                  suggestion.problems.map { problem in
                    .object([
                      ("kind", .string(problem.kind.rawValue)), ("layouts", .array(problem.layouts.map(JSON.string))),
                      ("with", .array(problem.with.map(JSON.string))),
                    ])
                  })
              ),
              ("alternatives", .array(suggestion.alternatives.map(Self.json(of:)))),
              ("applied", .string(suggestion.applied?.description)),
              ("resolved", .bool(suggestion.isResolved)),
            ]
            return .object(members)
          })
      ),
    ])
  }

  /// One alternative.
  static func json(of alternative: ShortcutSuggestion.Alternative) -> JSON {
    let mnemonic: String
    switch alternative.mnemonic {
    case .sameKey: mnemonic = "same-key"
    case .initial: mnemonic = "title-initial"
    case .letter: mnemonic = "title-letter"
    case .none: mnemonic = "none"
    }
    return .object([
      ("shortcut", .string(alternative.shortcut.description)), ("display", .string(alternative.shortcut.symbols)),
      ("sameCharacterEverywhere", .bool(alternative.isSameCharacterEverywhere)),
      ("fallbackLayouts", .array(alternative.fallbackLayouts.map(JSON.string))),
      ("mnemonic", .string(mnemonic)), ("reason", .string(alternative.reason)),
    ])
  }

  /// The corrected shortcuts as a kbloc shortcuts file: each entry as `kbloc extract` writes it,
  /// the changed ones with their new keys, and the file's lint settings.
  func correctedFile(lintSettings: ShortcutFile.LintSettings) -> JSON {
    var members: [(String, JSON)] = [("shortcuts", .array(corrected.map { ExtractCommand.json(of: $0) }))]
    if !lintSettings.disabledRules.isEmpty {
      members.append(("lint", .object([("disable", .array(lintSettings.disabledRules.map(JSON.string)))])))
    }
    return .object(members)
  }
}
