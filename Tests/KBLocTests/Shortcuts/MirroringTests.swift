import KBLoc
import KBLocTestSupport
import Testing

/// docs/policies.md, step 1, and docs/reliability.md: mirroring for right-to-left interfaces swaps
/// exactly the pairs Apple documents, leaves every other shortcut alone, and mirroring twice gives
/// the shortcut back.
struct MirroringTests {
  /// Every subset of Control, Option, Shift and Command.
  static let modifierSets: [Modifiers] = (0..<16).map { bits in
    var modifiers: Modifiers = []
    if bits & 1 != 0 { modifiers.insert(.control) }
    if bits & 2 != 0 { modifiers.insert(.option) }
    if bits & 4 != 0 { modifiers.insert(.shift) }
    if bits & 8 != 0 { modifiers.insert(.command) }
    return modifiers
  }

  /// Triggers of every kind: each named key, each printable ASCII character, characters beyond
  /// ASCII (including mirror-image characters Apple does not list) and physical keys.
  static let triggers: [Shortcut.Trigger] =
    NamedKey.all.map { .named($0) }
    + LayoutFixtures.printableASCII.map { .character($0) }
    + ["é", "ü", "€", "«", "»", "‹", "›", "「", "」", "⟨", "⟩", "←", "→", "״"].map { .character($0) }
    + ["AD11", "AD12", "LEFT", "RGHT", "AB08", "AB09"].map { .physical(Key(name: $0)) }

  /// Every trigger with every modifier set, each shortcut once (`a` and `A`, `←` and Left Arrow
  /// are the same shortcut).
  static let shortcuts: [Shortcut] = {
    var seen = Set<Shortcut>()
    return triggers.flatMap { trigger in modifierSets.map { Shortcut(trigger, modifiers: $0) } }
      .filter { seen.insert($0).inserted }
  }()

  /// The pairs docs/policies.md lists, in both directions.
  static let documentedPairs: [(Shortcut.Trigger, Shortcut.Trigger)] = [
    (.character("["), .character("]")), (.character("{"), .character("}")), (.character("("), .character(")")),
    (.character("<"), .character(">")), (.named(.leftArrow), .named(.rightArrow)),
  ]

  @Test func mirroringTwiceIsTheIdentityForEveryShortcut() throws {
    #expect(Self.shortcuts.count > 100 * 16)
    var mirrorable = 0
    for shortcut in Self.shortcuts {
      guard let once = shortcut.mirrored else { continue }
      mirrorable += 1
      let twice = try #require(once.mirrored, "\(shortcut) mirrors to \(once), which does not mirror back")
      #expect(twice == shortcut, "\(shortcut) → \(once) → \(twice)")
      #expect(once != shortcut, "\(shortcut) mirrors to itself")
    }
    // 8 characters and 2 arrows, each with the 16 modifier sets.
    #expect(mirrorable == 10 * 16)
  }

  @Test func mirroringSwapsExactlyTheDocumentedPairsAndKeepsTheModifiers() {
    var expected: [Shortcut.Trigger: Shortcut.Trigger] = [:]
    for (left, right) in Self.documentedPairs {
      expected[left] = right
      expected[right] = left
    }
    #expect(expected.count == 10)
    for shortcut in Self.shortcuts {
      let mirrored = shortcut.mirrored
      if let partner = expected[shortcut.trigger] {
        #expect(mirrored == Shortcut(partner, modifiers: shortcut.modifiers), "\(shortcut)")
      } else {
        #expect(mirrored == nil, "\(shortcut) is not directional but mirrors to \(mirrored.map { "\($0)" } ?? "")")
      }
    }
  }

  @Test(
    "Written shortcuts mirror to their partners",
    arguments: [
      ("Command-[", "Command-]"), ("Shift-Command-]", "Shift-Command-["), ("⌘{", "Command-}"),
      ("Control-Command-(", "Control-Command-)"), ("cmd+<", "Command->"), ("Option-Left Arrow", "Option-Right Arrow"),
      ("⌥→", "Option-Left Arrow"), ("alt+left", "Option-Right Arrow"), ("Left Arrow", "Right Arrow"),
    ])
  func writtenShortcutsMirrorToTheirPartners(_ written: String, _ partner: String) throws {
    let shortcut = try Shortcut(parsing: written)
    let mirrored = try #require(shortcut.mirrored)
    #expect(mirrored.description == partner)
    #expect(mirrored == (try Shortcut(parsing: partner)))
  }

  @Test(
    "Shortcuts without a direction do not mirror",
    arguments: [
      "Command-Z", "Command-/", "Command-\\", "Command-|", "Up Arrow", "Option-Down Arrow", "Command-Home", "Page Up",
      "Tab", "Shift-Tab", "Command-key:AD11", "code:BracketRight", "Command-«", "Command-,", "Command-.",
    ])
  func shortcutsWithoutADirectionDoNotMirror(_ written: String) throws {
    let shortcut = try Shortcut(parsing: written)
    #expect(shortcut.mirrored == nil, "\(shortcut)")
  }
}
