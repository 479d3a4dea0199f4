/// A rule name that is not a lint rule, given for a run (`--disable`) or in a file's
/// `"lint": {"disable": [...]}`.
///
/// For a name in a file, ``description`` reads like the other shortcuts-file errors, with the
/// file, line and column of the name:
///
/// ```text
/// shortcuts.json:3:26: error: unknown lint rule 'control-modifer' in 'lint.disable'; did you mean 'control-modifier'?
/// Unknown lint rule 'control-modifer'; did you mean 'control-modifier'?
/// ```
public struct LintRuleNameError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name as given.
  public var name: String
  /// The rule ids closest to the name, best first; empty when none is close.
  public var suggestions: [String]
  /// Every rule id, for the fix when no suggestion is close.
  public var ruleIDs: [String]
  /// The file that names the rule; `nil` for a name given for a run.
  public var fileName: String?
  /// Where the file writes the name; `nil` for a name given for a run.
  public var position: SourcePosition?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - name: The name as given.
  ///   - suggestions: The closest rule ids, best first.
  ///   - ruleIDs: Every rule id.
  ///   - fileName: The file that names the rule, if any.
  ///   - position: Where the file writes the name, if any.
  public init(
    name: String, suggestions: [String], ruleIDs: [String], fileName: String? = nil, position: SourcePosition? = nil
  ) {
    self.name = name
    self.suggestions = suggestions
    self.ruleIDs = ruleIDs
    self.fileName = fileName
    self.position = position
  }

  /// What is wrong: `Unknown lint rule 'NAME'`, with `in 'lint.disable'` for a file's name.
  public var message: String {
    fileName == nil ? "Unknown lint rule \(name.quoted)" : "Unknown lint rule \(name.quoted) in 'lint.disable'"
  }

  /// What to do: the closest rule ids, or the list of every rule.
  public var fix: String {
    Suggestions.didYouMean(suggestions) ?? "the rules are " + ruleIDs.map { "\($0.quoted)" }.joined(separator: ", ")
  }

  /// For a file's name, `FILE:LINE:COLUMN: error: MESSAGE; FIX` as ``ShortcutFileError`` writes it;
  /// for a run's name, `MESSAGE; FIX`.
  public var description: String {
    guard let fileName else { return "\(message); \(fix)" }
    let error = ShortcutFileError(
      fileName: fileName, position: position ?? SourcePosition(line: 1, column: 1), message: message, fix: fix)
    return error.description
  }
}
