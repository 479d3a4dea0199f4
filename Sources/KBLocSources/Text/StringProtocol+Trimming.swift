extension StringProtocol {
  /// The text without the spaces, tabs and line breaks at its ends.
  var trimmingSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
