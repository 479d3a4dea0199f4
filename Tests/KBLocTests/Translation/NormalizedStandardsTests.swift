import KBLocTestSupport
import Testing

@testable import KBLoc

/// The standard shortcuts normalized once for a run (`ShortcutLocalizer.NormalizedStandards`),
/// shared by the localizers of many layouts, give each localizer the decisions it makes with the
/// table it would normalize for its own layout.
struct NormalizedStandardsTests {
  /// Layouts of several scripts and both platforms, some with position and Latin fallbacks.
  private static let layouts = ["de(mac)", "fr(mac)", "fr", "ru", "gr", "il", "ara", "ca(multix)", "us"]

  @Test(arguments: [Platform.mac, .pc])
  func normalizingOnceGivesEachLayoutsOwnNormalization(_ platform: Platform) throws {
    let reference = Layout.usReference(for: platform)
    let shared = ShortcutLocalizer.NormalizedStandards(StandardShortcut.apple, reference: reference)
    #expect(shared.shortcuts.count == StandardShortcut.apple.count)
    for name in Self.layouts {
      let localizer = ShortcutLocalizer(layout: try Layout.bundled(name), reference: reference)
      for (normalized, standard) in zip(shared.shortcuts, StandardShortcut.apple) {
        #expect(normalized.shortcut == localizer.normalized(standard.shortcut), "\(standard.shortcut) on \(name)")
        #expect(normalized.action == standard.action)
      }
    }
  }

  @Test(arguments: TranslationPolicy.allCases)
  func aSharedTableGivesTheDecisionsOfEachLocalizersOwn(_ policy: TranslationPolicy) throws {
    let file = try ExampleFiles.shortcutFile("shortcuts.json")
    for platform in [Platform.mac, .pc] {
      let reference = Layout.usReference(for: platform)
      // Made once, as a coverage run makes it, for every layout below.
      let shared = ShortcutLocalizer.NormalizedStandards(StandardShortcut.apple, reference: reference)
      for name in Self.layouts {
        let layout = try Layout.bundled(name)
        let own = ShortcutLocalizer(layout: layout, reference: reference, policy: policy)
        let sharing = ShortcutLocalizer(
          layout: layout, reference: reference, direction: nil, preference: nil, policy: policy, standards: shared)
        #expect(sharing.localize(file.definitions) == own.localize(file.definitions), "\(name) on \(platform)")
        // Every standard shortcut, as written and normalized, meets the same standard shortcuts.
        for standard in StandardShortcut.apple {
          let result = own.localize(standard.shortcut)
          #expect(sharing.localize(standard.shortcut) == result, "\(standard.shortcut) on \(name)")
          if let press = result.press {
            #expect(
              sharing.standards(pressedAs: press.combination).map(Array.init)
                == own.standards(pressedAs: press.combination).map(Array.init),
              "\(standard.shortcut) on \(name)")
          }
        }
      }
    }
  }
}
