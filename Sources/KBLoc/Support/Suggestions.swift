/// Finds the names closest to a misspelled one, for "did you mean" messages.
public enum Suggestions {
  /// The longest name, in UTF-8 bytes, that is compared with the candidates: 256.
  ///
  /// No name kbloc knows (key, layout, variant, option, rule, set) comes near it, and a longer
  /// one is no typo.
  public static let maximumNameLength = 256

  /// The candidates closest to `name`, best first: exact case-insensitive matches, then names
  /// within a small edit distance, then names that start with or contain it.
  ///
  /// - Parameters:
  ///   - name: What the user typed.
  ///   - candidates: The names that exist.
  ///   - limit: The most suggestions to return.
  /// - Returns: At most `limit` candidates, best first; empty when none is close, or `name` is
  ///   empty or longer than ``maximumNameLength``.
  /// - Complexity: O(*n* · *m*²) for *n* candidates of length *m*; O(1) for a name longer than
  ///   ``maximumNameLength``, so that rejecting a hostile megabyte-long name costs nothing.
  public static func closest(to name: String, among candidates: [String], limit: Int = 3) -> [String] {
    guard !name.isEmpty, name.utf8.count <= maximumNameLength else { return [] }
    let wanted = name.lowercased()
    let wantedLength = wanted.count
    let threshold = max(1, wantedLength / 3)
    var scored: [(score: Int, name: String)] = []
    var seen = Set<String>()
    for candidate in candidates {
      let length = candidate.count
      // A candidate shorter than the name by more than the threshold is farther than it, and
      // can neither start with the name nor contain it: skipped without further work.
      if wantedLength - length > threshold { continue }
      let lowered = candidate.lowercased()
      // Strings whose lengths differ by more than the threshold are farther apart than it.
      let distance = abs(length - wantedLength) > threshold ? threshold + 1 : editDistance(wanted, lowered)
      let score: Int
      if distance <= threshold {
        score = distance
      } else if lowered.hasPrefix(wanted) || (wantedLength >= 3 && lowered.contains(wanted)) {
        score = threshold + 1 + length - wantedLength
      } else {
        continue
      }
      if seen.insert(candidate).inserted { scored.append((score, candidate)) }
    }
    return scored.sorted { ($0.score, $0.name) < ($1.score, $1.name) }.prefix(limit).map(\.name)
  }

  /// `did you mean 'a'?`, `did you mean 'a', 'b' or 'c'?`: the one phrasing every error message
  /// uses for close names; `nil` when there are none.
  /// - Parameter names: The suggestions, best first, as they should be quoted.
  /// - Returns: The phrase, without leading or trailing punctuation other than its `?`.
  public static func didYouMean(_ names: [String]) -> String? {
    let quoted = names.map(\.quoted)
    guard let last = quoted.last else { return nil }
    guard quoted.count > 1 else { return "did you mean \(last)?" }
    return "did you mean \(quoted.dropLast().joined(separator: ", ")) or \(last)?"
  }

  /// The Damerau–Levenshtein distance (optimal string alignment) between two strings.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
