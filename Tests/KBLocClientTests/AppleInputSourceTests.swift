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

  @Test func namesAndIdentifiersAreUnique() {
    #expect(Set(AppleInputSource.all.map(\.identifier)).count == AppleInputSource.all.count)
    let folded = AppleInputSource.all.map { $0.name.lowercased().replacingOccurrences(of: "–", with: "-") }
    #expect(Set(folded).count == folded.count)
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
