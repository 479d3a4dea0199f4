import KBLoc
import KBLocXKB
import Testing

/// The table from macOS and iOS input-source identifiers to bundled snapshots.
struct AppleInputSourceTests {
  static let identifiers = AppleInputSource.snapshotNames.keys.sorted()

  @Test(arguments: identifiers)
  func everyMappedNameIsBundled(_ identifier: String) throws {
    let name = try #require(AppleInputSource.snapshotName(forInputSource: identifier))
    let layout = try Layout.bundled(inputSource: identifier)
    #expect(layout.name == name)
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
    ("com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese", "jp(mac)"),
    ("com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese.Katakana", "jp(mac)"),
  ])
  func theIssuesExamplesMap(_ identifier: String, _ name: String) {
    #expect(AppleInputSource.snapshotName(forInputSource: identifier) == name)
  }

  @Test func unknownInputSourcesHaveNoSnapshot() {
    #expect(AppleInputSource.snapshotName(forInputSource: "com.apple.keylayout.Colemak") == nil)
    #expect(AppleInputSource.snapshotName(forInputSource: "com.apple.inputmethod.Kotoeri") == nil)
    #expect(AppleInputSource.snapshotName(forInputSource: "") == nil)
  }

  @Test func anUnknownInputSourceThrowsWithCloseIdentifiers() {
    let error = #expect(throws: SnapshotError.self) { try Layout.bundled(inputSource: "com.apple.keylayout.Germann") }
    guard case .notBundled(let identifier, let suggestions)? = error else { return }
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
    let identifier = try #require(AppleInputSource.snapshotNames.first { $0.value == name }?.key)
    let bundled = try Layout.bundled(inputSource: identifier)
    let live = try Keymap(names: RuleNames(LayoutSpec(name)), name: name, platform: .mac).layout()
    #expect(bundled.groupNames == live.groupNames)
    #expect(bundled.direction == live.direction)
    #expect(bundled.snapshot(xkeyboardConfig: "") == live.snapshot(xkeyboardConfig: ""), "'\(name)' differs")
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
