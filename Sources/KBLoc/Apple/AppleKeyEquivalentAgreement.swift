/// How often each policy registers what macOS was observed to register, on every observed input
/// source: the figure `docs/apple-rule.md` claims, measured.
///
/// The pairs are `Command-` with each digit and ASCII punctuation character (42 a layout), on the
/// bundled layout of each input source of `Layouts/apple-key-equivalents.tsv`. A pair agrees when
/// the policy's character is the one macOS registers (the character itself where macOS keeps it).
///
/// ```swift
/// let agreement = AppleKeyEquivalentAgreement.measured()
/// agreement.total.appleRule    // pairs the rule gets right, leave-one-layout-out
/// ```
public struct AppleKeyEquivalentAgreement: Sendable {
  /// The counts for one input source, or for all of them.
  public struct Counts: Sendable, Equatable {
    /// The input source, or `all`.
    public let label: String
    /// The pairs compared.
    public var pairs = 0
    /// Pairs where the `apple` map (observations first) agrees: all of them, by construction.
    public var apple = 0
    /// Pairs where the rule agrees without the input source's own observations
    /// (leave-one-layout-out).
    public var appleRule = 0
    /// Pairs where today's `kbloc` policy presses a key that types macOS's character.
    public var kbloc = 0

    /// `count` out of ``pairs`` as a percentage, 0 when there are no pairs.
    public func percent(_ count: Int) -> Double {
      pairs == 0 ? 0 : Double(count) * 100 / Double(pairs)
    }
  }

  /// The characters written after ⌘ in the measured pairs: the digits and ASCII punctuation.
  public static let measuredCharacters: [Character] = Array("!\"#$%&'()*+,-./0123456789:;<=>?@[\\]^_`{|}~")

  /// One entry per observed input source with a bundled layout, in identifier order.
  public let rows: [Counts]

  /// The sums over ``rows``.
  public var total: Counts {
    rows.reduce(into: Counts(label: "all")) { sum, row in
      sum.pairs += row.pairs
      sum.apple += row.apple
      sum.appleRule += row.appleRule
      sum.kbloc += row.kbloc
    }
  }

  /// Measures every observed input source whose layout is bundled.
  /// - Complexity: one snapshot load and 42 translations per input source; tens of milliseconds.
  public static func measured() -> AppleKeyEquivalentAgreement {
    var rows: [Counts] = []
    for identifier in AppleKeyEquivalentMap.observations.keys.sorted() {
      guard let observed = AppleKeyEquivalentMap.observations[identifier],
        let layout = try? Layout.bundled(inputSource: identifier)
      else { continue }
      let apple = AppleKeyEquivalentMap(layout: layout, ruleOnly: false)
      let rule = AppleKeyEquivalentMap(layout: layout, ruleOnly: true)
      let localizer = ShortcutLocalizer(layout: layout)
      var counts = Counts(label: identifier)
      for character in measuredCharacters {
        let expected = observed[character] ?? character
        counts.pairs += 1
        if apple.keyEquivalent(for: character) == expected { counts.apple += 1 }
        if rule.keyEquivalent(for: character) == expected { counts.appleRule += 1 }
        let result = localizer.localize(Shortcut(.character(character), modifiers: .command))
        if (result.press?.character ?? character) == expected { counts.kbloc += 1 }
      }
      rows.append(counts)
    }
    return AppleKeyEquivalentAgreement(rows: rows)
  }
}
