import KBLoc
import KBLocXKB
import Testing

/// The table from macOS and iOS input-source identifiers to bundled snapshots.
struct AppleInputSourceTests {
  static let identifiers = AppleInputSource.snapshotNames.keys.sorted()

  /// Every input source loads: its recorded table, named by its identifier, where kbloc has one,
  /// else its XKB layout's snapshot; the XKB layout is bundled either way.
  @Test(arguments: identifiers)
  func everyMappedNameIsBundled(_ identifier: String) throws {
    let entry = try #require(AppleInputSource.named(identifier))
    let name = try #require(AppleInputSource.snapshotName(forInputSource: identifier))
    let layout = try Layout.bundled(inputSource: identifier)
    #expect(layout.name == (entry.isRecorded ? identifier : name))
    #expect(layout.inputSource == identifier)
    #expect(layout.keyboardType == entry.keyboardType)
    #expect(try Layout.bundled(name).name == name, "'\(name)' for \(identifier) is not bundled")
  }

  @Test(arguments: [
    ("com.apple.keylayout.German", "de(mac)"),
    ("com.apple.keylayout.SwissGerman", "ch(de_mac)"),
    ("com.apple.keylayout.SwissFrench", "ch(fr_mac)"),
    ("com.apple.keylayout.French", "fr(mac)"),
    ("com.apple.keylayout.Russian", "ru(mac)"),
    ("com.apple.keylayout.Hebrew", "il"),
    ("com.apple.keylayout.ABC", "us(mac)"),
    ("com.apple.keylayout.US", "us(mac)"),
    ("com.apple.keylayout.Dvorak", "us(dvorak-mac)"),
    ("com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese", "us(mac)"),
    ("com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese.Katakana", "us(mac)"),
  ])
  func theIssuesExamplesMap(_ identifier: String, _ name: String) {
    #expect(AppleInputSource.snapshotName(forInputSource: identifier) == name)
  }

  /// `--layout German`, `--layout "Swiss French"`: what macOS calls an input source finds it,
  /// whatever the case and whether the dash is written `–` or `-`.
  @Test func inputSourcesAreFoundByTheirMacOSNames() {
    #expect(AppleInputSource.named("German")?.identifier == "com.apple.keylayout.German")
    #expect(AppleInputSource.named("Swiss French")?.identifier == "com.apple.keylayout.SwissFrench")
    #expect(AppleInputSource.named("spanish - iso")?.identifier == "com.apple.keylayout.Spanish-ISO")
    #expect(AppleInputSource.named("Swedish")?.identifier == "com.apple.keylayout.Swedish-Pro")
    #expect(AppleInputSource.named("Polish")?.identifier == "com.apple.keylayout.PolishPro")
    #expect(AppleInputSource.named("com.apple.keylayout.German")?.name == "German")
    #expect(AppleInputSource.named("Germn") == nil)
    #expect(AppleInputSource.suggestions(for: "Germn").first == "German")
  }

  /// Keyboard layouts' names are unique; input-method modes share names as macOS names them
  /// (Hiragana with Romaji typing and with Kana typing), and a shared name finds the Romaji-typing
  /// mode, which macOS selects by default.
  @Test func namesAndIdentifiersAreUnique() {
    #expect(Set(AppleInputSource.all.map { $0.identifier.lowercased() }).count == AppleInputSource.all.count)
    let layouts = AppleInputSource.all.filter { !$0.isInputMethod }
    let folded = layouts.map { $0.name.lowercased().replacingOccurrences(of: "–", with: "-") }
    #expect(Set(folded).count == folded.count)
    #expect(AppleInputSource.named("Hiragana")?.identifier == "com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese")
    #expect(AppleInputSource.named("Romaji")?.identifier == "com.apple.inputmethod.Kotoeri.RomajiTyping.Roman")
  }

  /// The names macOS shows, as two lists of a Mac's input sources read through
  /// `TISCreateInputSourceList` give them (`docs/apple-input-sources.md`); the names of earlier
  /// releases still find their input source, and identifiers are found whatever their case.
  @Test(
    arguments: [
      ("com.apple.keylayout.Spanish-ISO", "Spanish", "Spanish – ISO"),
      ("com.apple.keylayout.Brazilian-Pro", "Brazilian", "Brazilian – Pro"),
      ("com.apple.keylayout.Brazilian", "Brazilian – Legacy", nil),
      ("com.apple.keylayout.Canadian-CSA", "Canadian – CSA", "Canadian French – CSA"),
      ("com.apple.keylayout.Turkish", "Turkish F – Legacy", nil),
      ("com.apple.keylayout.Turkish-QWERTY", "Turkish Q – Legacy", nil),
      ("com.apple.keylayout.FinnishExtended", "Finnish – Extended", "Finnish Extended"),
      ("com.apple.keylayout.Serbian-Latin", "Serbian (Latin)", "Serbian – Latin"),
      ("com.apple.inputmethod.SCIM.WBX", "Wubi - Simplified", "Wubi Xing"),
      ("com.apple.inputmethod.Korean.390Sebulshik", "3-Set Korean (390)", "390 Sebulshik"),
    ] as [(String, String, String?)])
  func namesAreTheOnesMacOSShows(_ identifier: String, _ name: String, _ formerName: String?) throws {
    let entry = try #require(AppleInputSource.named(identifier))
    #expect(entry.name == name)
    #expect(AppleInputSource.named(name)?.identifier == identifier)
    if let formerName { #expect(AppleInputSource.named(formerName)?.identifier == identifier) }
  }

  @Test func identifiersAreFoundWhateverTheirCase() {
    #expect(AppleInputSource.named("com.apple.keylayout.DVORAK-QWERTYCMD")?.name == "Dvorak – QWERTY ⌘")
    #expect(AppleInputSource.named("com.apple.keylayout.Dvorak-QWERTYCMD")?.name == "Dvorak – QWERTY ⌘")
    #expect(AppleInputSource.named("com.apple.keylayout.german")?.identifier == "com.apple.keylayout.German")
  }

  /// Brazilian and the one-handed Dvoraks, refused before, have recordings and load them.
  @Test(arguments: [
    "com.apple.keylayout.Brazilian", "com.apple.keylayout.Dvorak-Left", "com.apple.keylayout.Dvorak-Right",
  ])
  func inputSourcesWithARecordingAreKnown(_ identifier: String) throws {
    let entry = try #require(AppleInputSource.named(identifier))
    #expect(entry.isRecorded)
    let layout = try Layout.bundled(inputSource: identifier)
    #expect(layout.name == identifier)
    guard case .recorded = layout.source else {
      Issue.record("\(identifier): \(layout.source)")
      return
    }
  }

  @Test func unknownInputSourcesHaveNoSnapshot() {
    #expect(AppleInputSource.snapshotName(forInputSource: "com.apple.keylayout.Cherokee") == nil)
    #expect(AppleInputSource.snapshotName(forInputSource: "com.apple.inputmethod.Kotoeri") == nil)
    #expect(AppleInputSource.snapshotName(forInputSource: "") == nil)
  }

  @Test func anUnknownInputSourceThrowsWithCloseIdentifiers() {
    let error = #expect(throws: SnapshotError.self) { try Layout.bundled(inputSource: "com.apple.keylayout.Germann") }
    guard case .notBundled(let identifier, let suggestions)? = error else {
      Issue.record("expected notBundled, got \(String(describing: error))")
      return
    }
    #expect(identifier == "com.apple.keylayout.Germann")
    #expect(suggestions.first == "com.apple.keylayout.German")
  }

  @Test(arguments: identifiers)
  func inputSourceLayoutsFollowMacConventions(_ identifier: String) throws {
    let layout = try Layout.bundled(inputSource: identifier)
    #expect(layout.platform == .mac)
    #expect(!layout.keys.contains { $0.levels.contains { $0.modifiers.contains(.altGr) } })
  }

  /// A snapshot turned to Mac conventions is what libxkbcommon compiles from the same names
  /// (taken as written, not resolved to a Macintosh variant) with Mac conventions.
  @Test(arguments: Set(AppleInputSource.snapshotNames.values).sorted())
  func macConventionsEqualTheLiveMacTable(_ name: String) throws {
    let entry = try #require(AppleInputSource.all.first { $0.layoutName == name })
    let bundled = entry.layout(standingIn: try Layout.bundled(name), on: .iso)
    let live = entry.layout(
      standingIn: try Keymap(names: RuleNames(LayoutSpec(name)), name: name, platform: .mac).layout(), on: .iso)
    #expect(bundled.groupNames == live.groupNames)
    #expect(bundled.direction == live.direction)
    #expect(bundled.snapshot(xkeyboardConfig: "") == live.snapshot(xkeyboardConfig: ""), "'\(name)' differs")
  }

  /// An input source's XKB layout, bundled, and `kbloc --layout NAME --platform mac` are the same
  /// table.
  @Test(arguments: Set(AppleInputSource.snapshotNames.values).sorted())
  func theLibraryAndTheCLIMeanTheSameLayout(_ name: String) throws {
    let entry = try #require(AppleInputSource.all.first { $0.layoutName == name })
    let bundled = entry.layout(standingIn: try Layout.bundled(name))
    let cli = entry.layout(standingIn: try Layout.xkb(name, platform: .mac))
    #expect(cli.name == name, "the CLI resolves '\(name)' to '\(cli.name)'")
    #expect(bundled.snapshot(xkeyboardConfig: "") == cli.snapshot(xkeyboardConfig: ""), "'\(name)' differs")
  }

  @Test(arguments: [
    ("com.apple.keylayout.Italian-Pro", "it(basic)"), ("com.apple.keylayout.French-PC", "fr(basic)"),
    ("com.apple.keylayout.British-PC", "gb(basic)"), ("com.apple.keylayout.RussianWin", "ru(winkeys)"),
    ("com.apple.keylayout.Ukrainian-PC", "ua(unicode)"), ("com.apple.keylayout.ArabicPC", "ara(basic)"),
  ])
  func pcArrangementsAreNamedSoTheCLIKeepsThem(_ identifier: String, _ name: String) throws {
    #expect(AppleInputSource.snapshotName(forInputSource: identifier) == name)
    #expect(try Layout.bundled(inputSource: identifier).inputSource == identifier)
  }

  /// Every input source macOS was observed on has a layout, so the apple rule can be measured there.
  @Test func everyObservedInputSourceHasALayout() throws {
    let observed = AppleKeyEquivalentMap.observedInputSources
    try #require(observed.count >= 49)
    for identifier in observed {
      #expect(AppleInputSource.named(identifier) != nil, "\(identifier) has no entry")
    }
  }

  @Test func eachLayoutNameHasAtMostOnePrimaryInputSource() {
    let primaries = AppleInputSource.all.filter(\.isPrimary).map(\.layoutName)
    #expect(primaries.count == Set(primaries).count)
    #expect(AppleInputSource.primaryInputSource(forLayoutNamed: "de(mac)") == "com.apple.keylayout.German")
    #expect(AppleInputSource.named("com.apple.keylayout.German")?.closeness == .exact)
    #expect(AppleInputSource.named("com.apple.keylayout.Belgian")?.closeness != .exact)
  }

  @Test func hebrewIsRightToLeftWithCommandSymbols() throws {
    let layout = try Layout.bundled(inputSource: "com.apple.keylayout.Hebrew")
    #expect(layout.direction == .rightToLeft)
    let localizer = ShortcutLocalizer(layout: layout)
    #expect(localizer.direction == .rightToLeft)
    let save = try localizer.localize("Command-S")
    #expect(save.display?.hasPrefix("⌘") == true)
  }
}
