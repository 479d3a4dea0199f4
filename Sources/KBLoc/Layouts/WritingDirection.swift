/// The direction a script is written in, and so the direction of an interface in that script.
public enum WritingDirection: String, Sendable, CaseIterable {
  /// Left to right (Latin, Cyrillic, Greek, CJK…).
  case leftToRight = "ltr"
  /// Right to left (Hebrew, Arabic, Syriac, Thaana…).
  case rightToLeft = "rtl"
}
