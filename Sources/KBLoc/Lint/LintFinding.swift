/// One problem a lint rule found in a shortcuts file: which shortcut, which rule, what is wrong and
/// how to fix it, and where the shortcut's `keys` value is written.
///
/// The library reports findings as values; the `kbloc` executable decides how to print them
/// (compiler-style text, JSON or SARIF).
///
/// ```swift
/// let findings = try Linter().lint(file)
/// findings.first?.description
/// // "12:5: warning: 'Shift-Command-/' writes Shift with the upper character of a key; write 'Command-?' [shift-with-upper-character]"
/// ```
public struct LintFinding: Sendable, Hashable, CustomStringConvertible {
  /// The id of the shortcut the finding is about.
  public var shortcutID: String
  /// The id of the rule that found it, such as `modifier-order`.
  public var ruleID: String
  /// How serious it is.
  public var severity: LintSeverity
  /// What is wrong, quoting the shortcut as written.
  public var message: String
  /// What to do about it, such as `write 'Command-?'`; `nil` when there is nothing more to say.
  public var fix: String?
  /// Where the shortcut's `keys` value is written: its opening quote.
  public var position: SourcePosition
  /// The ids of the other shortcuts of a conflict (`duplicate-shortcut`), those in the same
  /// window, view or menu first; empty for other rules.
  public var conflictingShortcuts = ConflictingShortcuts()

  /// Creates a finding from its parts.
  ///
  /// - Parameters:
  ///   - shortcutID: The id of the shortcut the finding is about.
  ///   - ruleID: The id of the rule that found it.
  ///   - severity: How serious it is.
  ///   - message: What is wrong.
  ///   - fix: What to do about it.
  ///   - position: Where the shortcut's `keys` value is written.
  public init(
    shortcutID: String, ruleID: String, severity: LintSeverity, message: String, fix: String? = nil,
    position: SourcePosition
  ) {
    self.shortcutID = shortcutID
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.fix = fix
    self.position = position
  }

  /// The 1-based line of the shortcut's `keys` value.
  public var line: Int { position.line }

  /// The 1-based column of the shortcut's `keys` value, in Unicode scalars.
  public var column: Int { position.column }

  /// The message and the fix joined by `; `, as one diagnostic reads.
  public var text: String {
    fix.map { "\(message); \($0)" } ?? message
  }

  /// `LINE:COLUMN: SEVERITY: MESSAGE; FIX [RULE]`: a compiler's diagnostic without the file name.
  public var description: String {
    "\(position): \(severity): \(text) [\(ruleID)]"
  }
}
