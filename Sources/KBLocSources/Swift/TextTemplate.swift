/// A text Swift code builds from literals, with a hole where it interpolates a variable it does
/// not set to a literal: `"Throw window to space \(number)"` is the text "Throw window to space "
/// and the hole `number`.
///
/// Two templates that share a hole name one thing each per value of the variable — a loop's title
/// and command name — so a name that matches one gives the other its value:
///
/// ```swift
/// let name = TextTemplate(parts: [.text("throw-space-"), .hole("n")])
/// let title = TextTemplate(parts: [.text("Throw window to space "), .hole("n")])
/// name.values(reading: "throw-space-3").flatMap(title.filled(with:))   // "Throw window to space 3"
/// ```
struct TextTemplate: Hashable {
  /// A piece of the text: literal text, or the hole a variable leaves.
  enum Part: Hashable {
    /// Literal text.
    case text(String)
    /// The hole a variable leaves, by the variable's name.
    case hole(String)
  }

  /// The pieces, in order, with no two texts in a row.
  private(set) var parts: [Part]

  /// A template of `parts`, adjacent texts joined.
  init(parts: [Part]) {
    self.parts = []
    for part in parts { append(part) }
  }

  /// The template of one literal text.
  init(_ text: String) { self.init(parts: [.text(text)]) }

  /// The text, when the template has no hole.
  var literal: String? {
    switch parts.count {
    case 0: return ""
    case 1: if case .text(let text) = parts[0] { return text } else { return nil }
    default: return nil
    }
  }

  /// The names of the holes.
  var holes: Set<String> {
    Set(parts.compactMap { if case .hole(let name) = $0 { name } else { nil } })
  }

  /// The most bytes of text a template keeps: far more than a title or a command's name, far
  /// fewer than text built to grow.
  static let characterLimit = 400
  /// The most parts a template keeps.
  static let partLimit = 16

  /// Whether the template is within ``characterLimit`` and ``partLimit``.
  var isWithinLimits: Bool {
    guard parts.count <= Self.partLimit else { return false }
    var characters = 0
    for case .text(let text) in parts { characters += text.utf8.count }
    return characters <= Self.characterLimit
  }

  /// The longest text part.
  var longestTextPart: String {
    var longest = ""
    for case .text(let text) in parts where text.count > longest.count { longest = text }
    return longest
  }

  /// The length of the longest text part, in characters.
  var longestText: Int {
    parts.reduce(0) { longest, part in
      if case .text(let text) = part { max(longest, text.count) } else { longest }
    }
  }

  /// Adds a part at the end, joined to the last one when both are texts.
  mutating func append(_ part: Part) {
    if case .text(let text) = part, case .text(let last)? = parts.last {
      parts[parts.count - 1] = .text(last + text)
    } else if case .text(let text) = part, text.isEmpty {
      return
    } else {
      parts.append(part)
    }
  }

  /// Adds another template's parts at the end.
  mutating func append(contentsOf other: TextTemplate) {
    for part in other.parts { append(part) }
  }

  /// The value of each hole that makes the template read `text`, or `nil` when no values do.
  ///
  /// A hole stands for one character or more, the shortest that lets the rest match. A match that
  /// takes more than ``stepLimit`` tries gives up (`nil`).
  /// - Complexity: O(min(*n*^*h*, ``stepLimit``)) for a text of *n* characters and *h* holes.
  func values(reading text: String) -> [String: String]? {
    let characters = Array(text)
    var steps = 0
    return match(parts[...], characters[...], [:], steps: &steps)?.mapValues { String($0) }
  }

  /// The most tries one match takes.
  static let stepLimit = 4_096

  /// The text with each hole filled from `values`, or `nil` when a hole has no value.
  func filled(with values: [String: String]) -> String? {
    var text = ""
    for part in parts {
      switch part {
      case .text(let piece): text += piece
      case .hole(let name):
        guard let value = values[name] else { return nil }
        text += value
      }
    }
    return text
  }

  /// Matches the parts left against the characters left, with the values bound so far.
  private func match(
    _ parts: ArraySlice<Part>, _ characters: ArraySlice<Character>, _ bound: [String: ArraySlice<Character>],
    steps: inout Int
  ) -> [String: ArraySlice<Character>]? {
    steps += 1
    guard steps <= Self.stepLimit else { return nil }
    guard let first = parts.first else { return characters.isEmpty ? bound : nil }
    switch first {
    case .text(let text):
      let piece = Array(text)
      guard characters.starts(with: piece) else { return nil }
      return match(parts.dropFirst(), characters.dropFirst(piece.count), bound, steps: &steps)
    case .hole(let name):
      if let value = bound[name] {
        guard characters.starts(with: value) else { return nil }
        return match(parts.dropFirst(), characters.dropFirst(value.count), bound, steps: &steps)
      }
      guard !characters.isEmpty else { return nil }
      for length in 1...characters.count {
        var next = bound
        next[name] = characters.prefix(length)
        if let values = match(parts.dropFirst(), characters.dropFirst(length), next, steps: &steps) {
          return values
        }
      }
      return nil
    }
  }
}
