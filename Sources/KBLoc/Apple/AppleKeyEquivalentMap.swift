/// What macOS registers, on one layout, for key equivalents written with a US character.
///
/// Since macOS 12, the system localizes key equivalents itself (automatic key-equivalent
/// localization): ⌘[ written for the U.S. layout is registered as ⌘Ö on German. Where macOS was
/// observed on the layout's input source (`Layouts/apple-key-equivalents.tsv`), the map holds
/// exactly those remaps; elsewhere it follows the rule inferred from them (`docs/apple-rule.md`).
///
/// ```swift
/// let german = try Layout.bundled(inputSource: "com.apple.keylayout.German")
/// let map = AppleKeyEquivalentMap(layout: german, ruleOnly: false)
/// map.source                      // .observed(inputSource: "com.apple.keylayout.German")
/// map.keyEquivalent(for: "[")     // "ö"
/// ```
public struct AppleKeyEquivalentMap: Sendable {
  /// Where the answers for a layout come from.
  public enum Source: Sendable, Equatable {
    /// The remaps macOS was observed to make on the given input source.
    case observed(inputSource: String)
    /// The rule inferred from the observations.
    case rule
  }

  /// Where this layout's answers come from.
  public let source: Source
  /// The US character to the character macOS registers, for the characters macOS changes.
  let remaps: [Character: Character]
  /// What macOS registers for each ASCII character, by code point: the usual lookup, without
  /// hashing a `Character`.
  let asciiAnswers: [Character]

  /// Creates the map for `layout`; `ruleOnly` ignores observations (the `apple-rule` policy).
  ///
  /// The input source is the layout's ``Layout/inputSource``, or else the primary input source
  /// of the layout's name (`de(mac)` → `com.apple.keylayout.German`). The rule never uses that
  /// input source's own observations, so that its agreement with them can be measured; it may use
  /// those of another input source whose layout types the same characters.
  /// - Complexity: O(*k*) in the number of keys of the layout; the first rule-based map also
  ///   reads the layouts of the observed input sources, once.
  public init(layout: Layout, ruleOnly: Bool) {
    let inputSource = layout.inputSource ?? AppleInputSource.primaryInputSource(forLayoutNamed: layout.name)
    if !ruleOnly, let inputSource, let observed = AppleKeyEquivalentMap.observations[inputSource] {
      source = .observed(inputSource: inputSource)
      remaps = observed
    } else {
      source = .rule
      remaps = AppleKeyEquivalentMap.ruleRemaps(for: layout, excluding: inputSource)
    }
    var ascii = AppleKeyEquivalentMap.asciiCharacters
    for (written, registered) in remaps {
      if let byte = written.asciiByte { ascii[Int(byte)] = registered }
    }
    asciiAnswers = ascii
  }

  /// Every ASCII character, by code point.
  private static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

  /// The character macOS registers for a key equivalent written with `character` (a US character,
  /// lowercase for letters); `character` itself when macOS keeps it.
  /// - Complexity: O(1).
  public func keyEquivalent(for character: Character) -> Character {
    if let byte = character.asciiByte { return asciiAnswers[Int(byte)] }
    return remaps[character] ?? character
  }

  /// The input sources macOS was observed on (`Layouts/apple-key-equivalents.tsv`), sorted.
  public static var observedInputSources: [String] { observations.keys.sorted() }

  /// The observed remaps, by input-source identifier.
  static let observations: [String: [Character: Character]] = parse(table: observationTable)

  /// Reads the observation table: `identifier`, US character, macOS character, tab-separated;
  /// `#` starts a comment line.
  static func parse(table: String) -> [String: [Character: Character]] {
    var result: [String: [Character: Character]] = [:]
    for line in table.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, fields[1].count == 1, fields[2].count == 1,
        let written = fields[1].first, let registered = fields[2].first
      else { continue }
      result[String(fields[0]), default: [:]][written] = registered
    }
    return result
  }
}
