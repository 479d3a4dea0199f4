/// How serious a lint finding is: a warning to consider or an error to fix.
///
/// `kbloc lint` exits 1 when it finds an error; warnings fail the run only with `--strict`, as in
/// swift-format. Severities order from ``warning`` to ``error``.
///
/// ```swift
/// LintSeverity.error > .warning   // true
/// LintSeverity.error.rawValue     // "error"
/// ```
public enum LintSeverity: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
  /// Worth fixing; fails the run only with `--strict`.
  case warning
  /// A shortcut that will misbehave for people; always fails the run.
  case error

  /// The name compilers print: `warning` or `error`.
  public var description: String { rawValue }

  /// Whether `lhs` is less serious than `rhs`.
  public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
    lhs == .warning && rhs == .error
  }
}
