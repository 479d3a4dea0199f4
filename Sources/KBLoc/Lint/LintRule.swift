/// A check of a shortcuts file against one of Apple's Human Interface Guidelines for keyboards.
///
/// Each rule lives in its own file, named after it, and carries its own description: a one-sentence
/// ``summary`` and its ``documentation`` (why, how it decides, an example and the fix), from which
/// `docs/lint.md` is generated (`swift run kbloc-lint-docs`) and SARIF's help is made. A rule looks
/// at a whole ``ShortcutFile`` (some
/// rules compare shortcuts with each other) and returns its findings as values; it never prints.
/// ``Linter`` runs the rules that are not disabled and sorts what they find.
///
/// ```swift
/// struct NoF1Rule: LintRule {
///   let id = "no-f1"
///   let defaultSeverity = LintSeverity.warning
///   let summary = "F1 is taken by the system."
///   let documentation = "macOS uses F1 for help. *Fix:* choose another key."
///   func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
///     file.definitions.filter { $0.shortcut.trigger == .named(.function(1)) }.map {
///       LintFinding(shortcutID: $0.id, ruleID: id, severity: defaultSeverity, message: "\($0.keys.quoted) uses F1",
///                   position: $0.position)
///     }
///   }
/// }
/// ```
public protocol LintRule: Sendable {
  /// The rule's name in kebab case, such as `modifier-order`: what `--disable` and the file's
  /// `"lint": {"disable": [...]}` name, and what every finding carries. Rule ids are a contract.
  var id: String { get }
  /// How serious the rule's findings are.
  var defaultSeverity: LintSeverity { get }
  /// One sentence saying what the rule finds, for lists of rules (SARIF `shortDescription`, the
  /// table of `docs/lint.md`).
  var summary: String { get }
  /// The rule's documentation in Markdown: why it matters, how it decides, an example finding and
  /// the fix (`*Fix:* …`). It is the rule's section of `docs/lint.md` and SARIF's help.
  var documentation: String { get }

  /// Checks a file and returns what the rule finds, in any order.
  ///
  /// - Parameters:
  ///   - file: The shortcuts file.
  ///   - context: The reference layout and the standard shortcuts.
  /// - Returns: The findings, each pointing at a shortcut's `keys` value.
  func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding]
}

extension LintRule {
  /// A finding of this rule, at its default severity, about `definition`.
  func finding(_ definition: ShortcutDefinition, _ message: String, fix: String?) -> LintFinding {
    LintFinding(
      shortcutID: definition.id, ruleID: id, severity: defaultSeverity, message: message, fix: fix,
      position: definition.position)
  }
}

extension ShortcutDefinition {
  /// Whether the shortcut is a button's in a window, not a command of a menu: rules about menus
  /// leave it out.
  var isButton: Bool { scope?.element == .button || scope?.element == .toolbarItem }

  /// The apps or targets the shortcut ships in, sorted; one unnamed app for a shortcut with no
  /// scope or targets.
  var targetKeys: [ShortcutScope.Target] { scope?.targetKeys ?? [.unnamed] }

  /// The title, or `nil` when there is none or it is only spaces.
  var meaningfulTitle: String? {
    guard let title, !title.allSatisfy(\.isWhitespace) else { return nil }
    return title
  }
}

/// Phrases shared by the rules' messages.
enum LintText {
  /// The items joined as an English list: `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.joined() }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The shortcut as written, quoted, followed by its canonical form as pressed on the reference
  /// layout when that reads differently: `'Command-Q'`, `'cmd+q' (Command-Q)`, `'Shift-Command-/'
  /// (Command-?)`.
  static func keys(of definition: ShortcutDefinition, context: LintContext) -> String {
    let canonical = context.folded(definition.shortcut).description
    return canonical == definition.keys ? "'\(canonical)'" : "\(definition.keys.quoted) (\(canonical))"
  }
}
