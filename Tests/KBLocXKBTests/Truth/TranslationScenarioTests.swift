import KBLoc
import KBLocTestSupport
import KBLocXKB
import Testing

/// docs/policies.md scenarios that need layouts compiled by libxkbcommon.
///
/// Several groups, layouts with no bundled snapshot for the platform, and spec resolution; the
/// others run on bundled snapshots in `KBLocTests/KblocPolicyTests`.
struct TranslationScenarioTests {
  // MARK: - Layouts without Latin letters

  @Test func copyOnRussianWithALatinGroupIsPressedInThatGroup() throws {
    let layout = try Layouts.layout("ru,us")
    #expect(layout.groupNames.count == 2)
    let result = try Layouts.localizer("ru,us").localize("Command-C")
    #expect(result.status == .latinFallback)
    let press = try #require(result.press)
    #expect(press.group == 2)
    #expect(press.key.name == "AB03")
    #expect(press.character == "c")
    #expect(press.modifiers == [.command])
  }

  @Test func copyOnUSWithRussianSecondIsUnchanged() throws {
    let result = try Layouts.localizer("us,ru").localize("Command-C")
    #expect(result.status == .unchanged)
    #expect(result.press?.group == 1)
    #expect(result.press?.key.name == "AB03")
  }

  // MARK: - Right to left

  @Test func hebrewInfersRightToLeftByItself() throws {
    let hebrew = try Layouts.layout("il")
    #expect(hebrew.direction == .rightToLeft)
    let localizer = try Layouts.localizer("il")
    #expect(localizer.direction == .rightToLeft)
    let back = try localizer.localize("Command-[")
    #expect(back.shortcut?.description == "Command-]")
    #expect(back.flags.contains(.mirrored))
    let left = try localizer.localize("Option-Left Arrow")
    #expect(left.shortcut?.description == "Option-Right Arrow")
    // A left-to-right layout does not mirror unless told.
    #expect(try Layouts.localizer("fr").direction == .leftToRight)
    #expect(try Layouts.localizer("fr").localize("Command-Left Arrow").flags.contains(.mirrored) == false)
  }

  // MARK: - Conflicts

  @Test func latinFallbackLandingOnAStandardShortcutConflictsWithIt() throws {
    // Greek has `;` where US has Q: ⌘Q pressed there is the standard ⌘; (find misspelled words).
    let localizer = try Layouts.localizer("gr")
    let results = localizer.localize([ShortcutDefinition(id: "quit", shortcut: try Shortcut(parsing: "Command-Q"))])
    let quit = try #require(results.first)
    #expect(quit.status == .latinFallback)
    #expect(quit.press?.key.name == "AD01")
    #expect(quit.flags.contains(.conflict))
    #expect(quit.conflictsWith == ["standard:Command-;"])
    // Localized alone, the standard check happens too.
    #expect(try localizer.localize("Command-Q").conflictsWith == ["standard:Command-;"])
  }

  // MARK: - Reasons and layout specs

  @Test("Every result of the example files has a one-line reason", arguments: ["fr", "de", "ru", "il"])
  func everyResultHasAOneLineReason(_ spec: String) throws {
    let localizer = try Layouts.localizer(spec)
    for name in ExampleFiles.names {
      let file = try ExampleFiles.shortcutFile(name)
      for result in localizer.localize(file.definitions) {
        #expect(!result.reason.isEmpty, "\(spec) \(result.id)")
        #expect(!result.reason.contains("\n"), "\(spec) \(result.id): \(result.reason)")
      }
    }
  }

  /// docs/vocabulary.md: `--platform mac` resolves `ch(de)` to `ch(de_mac)`, as `fr` to `fr(mac)`.
  @Test func swissGermanResolvesToItsMacintoshVariantOnMac() throws {
    #expect(try Layouts.layout("de").name == "de(mac)", "`de` on mac is the Macintosh variant")
    let layout = try Layout.xkb("ch(de)", platform: .mac)
    #expect(layout.name == "ch(de_mac)")
    #expect(try Layout.xkb("ch(fr)", platform: .mac).name == "ch(fr_mac)")
  }
}

/// The layouts the scenarios use, each compiled once per test process.
private enum Layouts {
  private static let cache = TestLayoutCache()

  static func layout(_ spec: String, platform: Platform = .mac) throws -> Layout {
    try cache.layout(spec, platform: platform) { spec, platform in try Layout.xkb(spec, platform: platform) }
  }

  static func localizer(
    _ spec: String, platform: Platform = .mac, direction: WritingDirection? = nil,
    preference: ShortcutLocalizer.Preference? = nil, standardShortcuts: [StandardShortcut] = StandardShortcut.apple
  ) throws -> ShortcutLocalizer {
    ShortcutLocalizer(
      layout: try layout(spec, platform: platform), reference: try layout("us", platform: platform),
      direction: direction, preference: preference, policy: .kbloc, standardShortcuts: standardShortcuts)
  }
}
