import KBLoc

extension SuggestionReport {
  /// The report for people: each shortcut with a problem, named as reports name it, what is
  /// wrong and where, then its alternatives numbered with their reasons, and a summary line.
  ///
  /// ```
  /// clear (Command-K): conflict on 4 layouts (with clearAll)
  ///   1. Shift-Command-K  the same key 'K', with Shift; the same character on all 4 layouts; …
  /// ```
  func text(file: String, strict: Bool) -> String {
    var out = ""
    let considered = layouts.count - leftOut.count
    // Other shortcuts named as reports name them: by title where they come from an app's files.
    let names = Dictionary(corrected.map { ($0.id, $0.label) }, uniquingKeysWith: { first, _ in first })
    for suggestion in suggestions {
      let definition = suggestion.definition
      let problems = suggestion.problems.map { problem in
        switch problem.kind {
        case .lint:
          return "lint (\(problem.with.joined(separator: ", ")))"
        case .conflict:
          let others = problem.with.prefix(3).map { names[$0] ?? $0 }
          let with =
            others.isEmpty ? "" : " (with \(others.joined(separator: ", "))\(problem.with.count > 3 ? ", …" : ""))"
          return "conflict \(Self.where(problem.layouts, of: considered))\(with)"
        default:
          return "\(problem.kind.rawValue) \(Self.where(problem.layouts, of: considered))"
        }
      }
      out += "\(definition.label) (\(definition.shortcut)): \(problems.joined(separator: "; "))\n"
      if suggestion.alternatives.isEmpty {
        out += "  no alternative passes\(strict ? " with --strict" : "")\n"
      }
      let width = suggestion.alternatives.map { $0.shortcut.description.count }.max() ?? 0
      for (number, alternative) in suggestion.alternatives.enumerated() {
        let shortcut = alternative.shortcut.description
        out +=
          "  \(number + 1). \(shortcut)\(String(repeating: " ", count: width - shortcut.count))  \(alternative.reason)\n"
      }
      if let applied = suggestion.applied {
        out += "  --output: \(applied)\n"
      } else if suggestion.isResolved {
        out += "  --output: keeps \(definition.shortcut), which no longer conflicts once the others change\n"
      } else if !suggestion.alternatives.isEmpty {
        out += "  --output: keeps \(definition.shortcut): the others took every alternative\n"
      }
    }
    let changed = suggestions.filter { $0.applied != nil }.count
    let unresolved = suggestions.filter { !$0.isResolved }.count
    if !leftOut.isEmpty {
      out +=
        "left out: \(leftOut.count) layout\(leftOut.count == 1 ? "" : "s") on which no letter with Command can be pressed ("
        + leftOut.prefix(3).joined(separator: ", ") + (leftOut.count > 3 ? ", …" : "") + ")\n"
    }
    out +=
      suggestions.isEmpty
      ? "\(file): every one of \(shortcutCount) shortcuts works on the \(considered) layouts\n"
      : "\(file): \(suggestions.count) of \(shortcutCount) shortcuts have problems on \(considered) layouts; "
        + "--output would change \(changed)" + (unresolved == 0 ? "" : " and leave \(unresolved) as they are") + "\n"
    return out
  }

  /// `on 3 of 52 layouts (ru, uk, …)`, or `on every layout`.
  static func `where`(_ names: [String], of total: Int) -> String {
    guard names.count < total else { return total == 1 ? "on \(names[0])" : "on every layout" }
    return "on \(names.count) of \(total) layouts (" + names.prefix(3).joined(separator: ", ")
      + (names.count > 3 ? ", …" : "") + ")"
  }
}
