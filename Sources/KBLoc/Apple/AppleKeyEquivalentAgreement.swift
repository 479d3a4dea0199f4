/// How often each policy answers what macOS was observed to register, on every observed input
/// source: the figures `docs/apple-rule.md` claims, measured end to end.
///
/// The pairs are `Command-` with each digit and ASCII punctuation character (42 a layout), on the
/// table of each input source of `Layouts/apple-key-equivalents.tsv` (recorded on a Mac where kbloc
/// has the recording, on the keyboard Apple sells with it). A pair agrees when the policy's
/// shortcut is the key equivalent macOS shows — its character, with Shift only for an uppercase
/// letter (`Shift-Command-Ö`; `Command-Ę` for a lowercase `ę` typed with Shift) — and its press
/// types that character on the table.
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
    /// Pairs where the `apple` policy (observations first) agrees.
    public var apple = 0
    /// Pairs where the `apple-rule` policy agrees, the input source's own observations unused
    /// (leave-one-layout-out).
    public var appleRule = 0
    /// Pairs where the `kbloc` policy agrees.
    public var kbloc = 0

    /// `count` out of ``pairs`` as a percentage, 0 when there are no pairs.
    public func percent(_ count: Int) -> Double {
      pairs == 0 ? 0 : Double(count) * 100 / Double(pairs)
    }
  }

  /// The characters written after ⌘ in the measured pairs: the digits and ASCII punctuation.
  public static let measuredCharacters: [Character] = Array("!\"#$%&'()*+,-./0123456789:;<=>?@[\\]^_`{|}~")

  /// A pair a policy gets wrong.
  public struct Miss: Sendable, Equatable, CustomStringConvertible {
    /// The policy.
    public let policy: TranslationPolicy
    /// The input source.
    public let inputSource: String
    /// The character written after ⌘.
    public let written: Character
    /// What macOS registers.
    public let registered: Character
    /// What the policy answered: its shortcut, or `unreachable`.
    public let answer: String

    /// `German ⌘[: macOS Ö, apple-rule Command-Ü`.
    public var description: String {
      let name = inputSource.split(separator: ".").last.map(String.init) ?? inputSource
      return "\(name) ⌘\(written): macOS \(registered), \(policy.rawValue) \(answer)"
    }
  }

  /// One entry per observed input source with a table, in identifier order.
  public let rows: [Counts]
  /// Every pair the `apple` and `apple-rule` policies get wrong, in row order.
  public let misses: [Miss]

  /// The sums over ``rows``.
  public var total: Counts {
    rows.reduce(into: Counts(label: "all")) { sum, row in
      sum.pairs += row.pairs
      sum.apple += row.apple
      sum.appleRule += row.appleRule
      sum.kbloc += row.kbloc
    }
  }

  /// Measures every observed input source kbloc has a table for.
  /// - Complexity: one table load and 3 × 42 translations per input source; tens of milliseconds.
  public static func measured() -> AppleKeyEquivalentAgreement {
    var rows: [Counts] = []
    var misses: [Miss] = []
    for identifier in AppleKeyEquivalentMap.observations.keys.sorted() {
      guard let observed = AppleKeyEquivalentMap.observations[identifier],
        let layout = try? Layout.bundled(inputSource: identifier)
      else { continue }
      let localizers = [TranslationPolicy.apple, .appleRule, .kbloc].map {
        ShortcutLocalizer(layout: layout, policy: $0)
      }
      var counts = Counts(label: identifier)
      for character in measuredCharacters {
        let registered = observed[character] ?? character
        let results = localizers.map { $0.localize(Shortcut(.character(character), modifiers: .command)) }
        let verdicts = results.map { agrees($0, with: registered) }
        for (offset, policy) in [TranslationPolicy.apple, .appleRule].enumerated() where !verdicts[offset] {
          misses.append(
            Miss(
              policy: policy, inputSource: identifier, written: character, registered: registered,
              answer: results[offset].shortcut?.description ?? "unreachable"))
        }
        counts.pairs += 1
        if verdicts[0] { counts.apple += 1 }
        if verdicts[1] { counts.appleRule += 1 }
        if verdicts[2] { counts.kbloc += 1 }
      }
      rows.append(counts)
    }
    return AppleKeyEquivalentAgreement(rows: rows, misses: misses)
  }

  /// Whether `result` is the key equivalent macOS registers, `registered` after ⌘: the shortcut
  /// it shows (an uppercase letter with Shift, anything else without) and a press giving it: one
  /// typing it, or typing it written otherwise (`^` for `ˆ`, `µ` for `μ`), or, for an uppercase
  /// letter, Shift held with the key that types its lowercase (as macOS matches ⇧⌘Ú on Czech).
  static func agrees(_ result: LocalizedShortcut, with registered: Character) -> Bool {
    let isLetter = registered.isLetter
    let isUppercase = isLetter && registered.lowercased() != String(registered)
    let shown = Shortcut(
      .character(isLetter ? registered.uppercasedIfSingle : registered),
      modifiers: isUppercase ? [.shift, .command] : .command)
    guard result.shortcut == shown, let press = result.press, let typed = press.character else { return false }
    if typed == registered || AppleCharacterPolicy.spells(registered, as: typed) { return true }
    return isUppercase && press.modifiers.contains(.shift) && !press.levelModifiers.contains(.shift)
      && typed.uppercasedIfSingle == registered
  }
}
