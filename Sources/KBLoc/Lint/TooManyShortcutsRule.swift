/// `too-many-shortcuts` (warning): more custom shortcuts than people can learn.
///
/// **Why.** Apple's Human Interface Guidelines: define custom shortcuts only for the commands
/// people use most often; everything else belongs in menus, where it can be found. People
/// remember a few dozen shortcuts at most, and every custom shortcut takes a key combination from
/// the ones left for other apps, for the system and for other keyboard layouts (kbloc's coverage
/// gets harder with each one).
///
/// **Threshold.** More than ``maximum`` custom shortcuts — 50 by default. Custom means not one of
/// the standard shortcuts (``LintContext/standardShortcuts``, compared as pressed on the
/// reference layout): Command-C, Command-V or Command-Z cost people nothing to learn. 50 is a
/// judgement, not a measurement: it is well beyond what anyone memorizes, so a file above it
/// almost certainly has shortcuts for commands that are not the most frequent, yet a large app
/// that keeps to the guidelines stays under it. Apps with a real need (a professional editor)
/// can raise ``maximum`` or disable the rule.
///
/// **Example.** A file with 58 custom shortcuts → one finding, at the 51st: `'Option-Command-K' is
/// custom shortcut 51 of 58, more than the 50 people can be expected to learn; keep shortcuts for
/// the most frequent commands and leave the rest to menus`.
///
/// **Fix.** Keep shortcuts for the most frequent commands and leave the rest to menus.
public struct TooManyShortcutsRule: LintRule {
  /// `too-many-shortcuts`.
  public let id = "too-many-shortcuts"
  /// Warning: a design concern for the whole file, not a broken shortcut.
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public var summary: String { "The file defines more than \(maximum) custom shortcuts, more than people can learn." }
  /// The rule's documentation.
  public var help: String {
    """
    Custom shortcuts are for the commands people use most; the rest belong in menus. People \
    remember a few dozen shortcuts at most, and each custom one takes a key combination from \
    other apps, the system and other keyboard layouts. The rule reports, once, a file with more \
    than \(maximum) shortcuts that are not standard shortcuts (Command-C, Command-Z… cost nothing \
    to learn); \(maximum) is a judgement well beyond what anyone memorizes. Fix: keep shortcuts for \
    the most frequent commands and leave the rest to menus.
    """
  }

  /// The most custom shortcuts a file may define without a finding.
  public let maximum: Int

  /// Creates the rule.
  /// - Parameter maximum: The most custom shortcuts a file may define; 50 by default.
  public init(maximum: Int = 50) {
    self.maximum = maximum
  }

  /// Reports a file with more than ``maximum`` custom shortcuts, once, at the first shortcut over
  /// the threshold.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    let custom = file.definitions.filter { context.standardShortcuts(matching: $0.shortcut).isEmpty }
    guard custom.count > maximum else { return [] }
    let first = custom[maximum]
    return [
      finding(
        first,
        "\(first.keys.quoted) is custom shortcut \(maximum + 1) of \(custom.count), more than the \(maximum) people can be expected to learn",
        fix: "keep shortcuts for the most frequent commands and leave the rest to menus")
    ]
  }
}
