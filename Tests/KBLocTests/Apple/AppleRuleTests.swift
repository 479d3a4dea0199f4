import Testing

@testable import KBLoc

/// The apple policies on real data (issues 10 and 17): measured end to end over every observed
/// layout, the rule leave-one-layout-out, and the examples the issues name.
struct AppleRuleTests {
  /// The pairs `docs/apple-rule.md` claims the `apple` policy gets right, out of 2,058 (99.6%).
  static let documentedAppleAgreement = 2_050
  /// The pairs it claims the `apple-rule` policy gets right, leave-one-layout-out (91.5%).
  static let documentedRuleAgreement = 1_883
  /// The rule's remaps without lending from twins, compared as characters (87.9%).
  static let documentedAgreementWithoutLending = 1_810

  /// Prints the table of `docs/apple-rule.md` and every pair missed; holds the figures it claims.
  @Test func thePoliciesReachTheDocumentedAgreement() throws {
    let agreement = AppleKeyEquivalentAgreement.measured()
    try #require(agreement.rows.count == AppleKeyEquivalentMap.observations.count, "an observed layout has no table")
    let total = agreement.total
    #expect(total.pairs == 42 * agreement.rows.count)
    print(AppleRuleTests.report(agreement))
    for miss in agreement.misses { print("  miss: \(miss)") }
    #expect(total.apple >= Self.documentedAppleAgreement)
    #expect(total.apple * 1_000 >= total.pairs * 995, "issue 17's target: 99.5%")
    #expect(total.appleRule >= Self.documentedRuleAgreement)
    #expect(Double(total.appleRule) / Double(total.pairs) >= 0.90, "issue 17's target")
    // What the apple policy misses, macOS registers a character kbloc's table cannot type.
    #expect(agreement.misses.filter { $0.policy == .apple }.allSatisfy { $0.answer == "unreachable" })
  }

  /// The rule without lending from layouts that type the same characters: printed, and held to
  /// the figure the docs give for it.
  @Test func theRuleWithoutLendingReachesItsDocumentedAgreement() throws {
    var pairs = 0
    var agreeing = 0
    for identifier in AppleKeyEquivalentMap.observedInputSources {
      let observed = try #require(AppleKeyEquivalentMap.observations[identifier])
      let remaps = AppleRule(layout: try Layout.bundled(inputSource: identifier)).remaps()
      for character in AppleKeyEquivalentAgreement.measuredCharacters {
        pairs += 1
        if (remaps[character] ?? character) == (observed[character] ?? character) { agreeing += 1 }
      }
    }
    print("apple rule without lending: \(agreeing) of \(pairs) pairs")
    #expect(agreeing >= Self.documentedAgreementWithoutLending)
  }

  @Test func theRuleNeverReadsTheHeldOutLayoutsObservations() throws {
    // Polish has no twin: its remaps are far from any rule, so using them would show.
    let polish = try Layout.bundled(inputSource: "com.apple.keylayout.Polish")
    let observed = try #require(AppleKeyEquivalentMap.observations["com.apple.keylayout.Polish"])
    let rule = AppleKeyEquivalentMap(layout: polish, ruleOnly: true)
    #expect(rule.source == .rule)
    let agreeing = observed.filter { rule.keyEquivalent(for: $0.key) == $0.value }.count
    #expect(agreeing < observed.count)
  }

  @Test(arguments: [
    ("com.apple.keylayout.German", "[", "ö"), ("com.apple.keylayout.German", "]", "ä"),
    ("com.apple.keylayout.German", "/", "ß"), ("com.apple.keylayout.German", "(", ")"),
    ("com.apple.keylayout.French", "1", "&"), ("com.apple.keylayout.SwissGerman", ";", "ü"),
    ("com.apple.keylayout.ABC-AZERTY", "2", "é"),
  ])
  func theRuleGivesTheIssuesExamples(_ identifier: String, _ written: Character, _ registered: Character) throws {
    let layout = try Layout.bundled(inputSource: identifier)
    #expect(AppleKeyEquivalentMap(layout: layout, ruleOnly: true).keyEquivalent(for: written) == registered)
  }

  /// Spanish – ISO's ⌘[ is ⌘Ñ, which the apple policy answers from the observations.
  ///
  /// The rule alone no longer does: with Spanish – ISO's own recorded table, Spanish – Legacy is no
  /// twin to lend it (`docs/apple-rule.md` lists it among the rule's misses).
  @Test func spanishISOsBracketIsTheObservedÑ() throws {
    let layout = try Layout.bundled(inputSource: "com.apple.keylayout.Spanish-ISO")
    #expect(AppleKeyEquivalentMap(layout: layout, ruleOnly: false).keyEquivalent(for: "[") == "ñ")
    #expect(try ShortcutLocalizer(layout: layout).localize("Command-[").shortcut?.description == "Command-Ñ")
    #expect(AppleKeyEquivalentMap(layout: layout, ruleOnly: true).keyEquivalent(for: "[") != "ñ")
  }

  /// Russian is not in the observations; the issue reports ⌘[ registered as ⌘Х there.
  @Test func russianRegistersTheBracketAsKha() throws {
    let russian = try Layout.bundled(inputSource: "com.apple.keylayout.Russian")
    let map = AppleKeyEquivalentMap(layout: russian, ruleOnly: false)
    #expect(map.source == .rule)
    #expect(map.keyEquivalent(for: "[") == "х")
    #expect(map.keyEquivalent(for: "c") == "c", "a Cyrillic layout keeps Latin letters")
  }

  @Test func aLayoutWithoutALatinLetterRegistersTheOneOnItsKey() throws {
    let azeri = try Layout.bundled(inputSource: "com.apple.keylayout.Azeri")
    #expect(AppleKeyEquivalentMap(layout: azeri, ruleOnly: true).keyEquivalent(for: "w") == "ü")
  }

  static func report(_ agreement: AppleKeyEquivalentAgreement) -> String {
    let percent = { (counts: AppleKeyEquivalentAgreement.Counts, count: Int) in
      let tenths = Int((counts.percent(count) * 10).rounded())
      return "\(tenths / 10).\(tenths % 10)%"
    }
    var lines = [
      "apple key equivalents: agreement with macOS, end to end (42 pairs a layout; apple-rule leave-one-layout-out)"
    ]
    for counts in agreement.rows + [agreement.total] {
      let name = counts.label.replacingOccurrences(of: "com.apple.keylayout.", with: "")
      lines.append(
        "  \(name.padding(20))  apple \(percent(counts, counts.apple).padding(6))  apple-rule "
          + "\(percent(counts, counts.appleRule).padding(6))  kbloc \(percent(counts, counts.kbloc))")
    }
    let total = agreement.total
    lines.append(
      "  pairs: \(total.pairs); apple \(total.apple), apple-rule \(total.appleRule), kbloc \(total.kbloc)")
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }

  fileprivate func replacingOccurrences(of prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
