/// Runs lint rules over a shortcuts file: every rule that is not disabled, its findings sorted
/// by place.
///
/// Rules are disabled for one file by its `"lint": {"disable": [...]}` and for one run by the
/// names passed to ``lint(_:disabling:)``; a name that is no rule is an error, with the closest
/// rule names as suggestions. Findings are sorted by line and column, then by the order of
/// ``rules``, then by shortcut id.
///
/// ```swift
/// let file = try ShortcutFile(parsing: text, fileName: "shortcuts.json")
/// let linter = Linter(context: LintContext(reference: try Layout.xkb("us")))
/// for finding in try linter.lint(file, disabling: ["control-modifier"]) {
///   print("\(file.fileName):\(finding)")
/// }
/// ```
public struct Linter: Sendable {
  /// Every rule kbloc has, in the order findings on one place are listed:
  /// `standard-shortcut-redefined`, `modifier-order`, `shift-with-upper-character`,
  /// `control-modifier`, `non-command-modifier-with-symbol`, `unrelated-shift-variant`,
  /// `duplicate-shortcut`, `shadowed-shortcut`, `missing-title`, `too-many-shortcuts`, `key-code-shortcut`,
  /// `global-hotkey-takes-shortcut`, `global-hotkey-shadows-menu-item`.
  public static let standardRules: [any LintRule] = [
    StandardShortcutRedefinedRule(), ModifierOrderRule(), ShiftWithUpperCharacterRule(), ControlModifierRule(),
    NonCommandModifierWithSymbolRule(), UnrelatedShiftVariantRule(), DuplicateShortcutRule(), ShadowedShortcutRule(),
    MissingTitleRule(), TooManyShortcutsRule(), KeyCodeShortcutRule(), GlobalHotkeyTakesShortcutRule(),
    GlobalHotkeyShadowsMenuItemRule(),
  ]

  /// The rules this linter runs unless disabled, in the order findings on one place are listed.
  public let rules: [any LintRule]
  /// The reference layout and standard shortcuts the rules use.
  public let context: LintContext

  /// Creates a linter.
  ///
  /// - Parameters:
  ///   - rules: The rules to run; every rule kbloc has by default.
  ///   - context: The reference layout and standard shortcuts; the built-in US keys and Apple's
  ///     standard shortcuts by default.
  public init(rules: [any LintRule] = Linter.standardRules, context: LintContext = LintContext()) {
    self.rules = rules
    self.context = context
  }

  /// The ids of the rules, in order.
  public var ruleIDs: [String] { rules.map(\.id) }

  /// The rule with the given id, or `nil`.
  public func rule(withID id: String) -> (any LintRule)? {
    rules.first { $0.id == id }
  }

  /// Checks that every name is a rule's id.
  ///
  /// - Parameter names: Rule names given for a run, such as `--disable`'s.
  /// - Throws: ``LintRuleNameError`` for the first name that is no rule, with the closest ids.
  public func validate(ruleNames names: [String]) throws(LintRuleNameError) {
    for name in names where rule(withID: name) == nil {
      throw LintRuleNameError(name: name, suggestions: suggestions(for: name), ruleIDs: ruleIDs)
    }
  }

  /// Runs the rules that neither the file nor the run disables and returns what they find, sorted
  /// by line and column, then rule order, then shortcut id.
  ///
  /// - Parameters:
  ///   - file: The shortcuts file; its ``ShortcutFile/LintSettings/disabledRules`` are honoured.
  ///   - disabledRules: Rules to turn off for this run.
  /// - Returns: The findings; empty when the file is clean.
  /// - Throws: ``LintRuleNameError`` when the file or the run names a rule that does not exist;
  ///   for the file's names, with the file name and the place the name is written.
  /// - Complexity: O(*n* log *n*) in the number of shortcuts, for the rules kbloc has.
  public func lint(_ file: ShortcutFile, disabling disabledRules: [String] = []) throws(LintRuleNameError)
    -> [LintFinding]
  {
    try validate(ruleNames: disabledRules)
    for name in file.lintSettings.disabledRules where rule(withID: name) == nil {
      throw LintRuleNameError(
        name: name, suggestions: suggestions(for: name), ruleIDs: ruleIDs, fileName: file.fileName,
        position: file.lintSettings.disabledRulePositions[name])
    }
    let disabled = Set(disabledRules + file.lintSettings.disabledRules)
    var findings: [(rank: Int, finding: LintFinding)] = []
    for (rank, rule) in rules.enumerated() where !disabled.contains(rule.id) {
      findings += rule.check(file, context: context).map { (rank, $0) }
    }
    return findings.sorted { lhs, rhs in
      (lhs.finding.line, lhs.finding.column, lhs.rank, lhs.finding.shortcutID)
        < (rhs.finding.line, rhs.finding.column, rhs.rank, rhs.finding.shortcutID)
    }.map(\.finding)
  }

  private func suggestions(for name: String) -> [String] {
    Suggestions.closest(to: name, among: ruleIDs)
  }
}
