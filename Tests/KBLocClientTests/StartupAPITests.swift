import Foundation
import KBLoc
import KBLocXKB
import Testing

/// The startup API of issue 5, line by line, as an app uses it: only the `KBLoc` and `KBLocXKB`
/// products, no `@testable` import.
struct StartupAPITests {
  /// The keymap text of `de(mac)` as a client gets it: what a Wayland compositor sends (here with
  /// includes, which libxkbcommon resolves as for any keymap text).
  static let keymapText = """
    xkb_keymap {
      xkb_keycodes { include "evdev+aliases(qwertz)" };
      xkb_types { include "complete" };
      xkb_compat { include "complete" };
      xkb_symbols { include "pc+de(mac)+inet(evdev)" };
    };
    """

  @Test func layoutsLoadFromNamesKeymapTextAndBundledSnapshots() throws {
    let live = try Layout.xkb("de")
    let pc = try Layout.xkb("de", platform: .pc)
    let wayland = try Layout.xkb(keymap: Self.keymapText)
    let bundled = try Layout.bundled("de(mac)")

    #expect(live.name == "de(mac)")
    #expect(live.platform == .mac)
    #expect(live.direction == .leftToRight)
    #expect(live.source == .names)
    #expect(pc.name == "de")
    #expect(pc.platform == .pc)
    #expect(wayland.source == .keymapText)
    #expect(wayland.keys == live.keys)
    guard case .bundled(let version) = bundled.source else {
      Issue.record("a bundled layout says it came from \(bundled.source)")
      return
    }
    #expect(!version.isEmpty)
    #expect(bundled.keys == live.keys)
  }

  @Test func anAppKeepsItsLayoutBetweenLaunches() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbloc-client-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = LayoutCache(folder: folder.path)
    let firstLaunch = try Layout.xkb("de", cache: cache)
    // A later launch: a new cache value on the same folder reads the table back.
    let secondLaunch = try Layout.xkb("de", cache: LayoutCache(folder: folder.path))
    #expect(secondLaunch.name == "de(mac)")
    #expect(secondLaunch.source == .names)
    #expect(secondLaunch.keys == firstLaunch.keys)
    #expect(cache.contents().entries == 1)
    #expect(cache.problem == nil)
    #expect(try cache.clear().entries == 1)
  }

  @Test func currentNamesItsSource() throws {
    let current = try Layout.current(environment: ["KBLOC_LAYOUT": "de"])
    #expect(current.name == "de")
    #expect(current.source == .connected("the KBLOC_LAYOUT environment variable"))
    #expect(current.source.description == "the KBLOC_LAYOUT environment variable")
  }

  @Test func commandLeftBracketOnGermanMac() throws {
    let live = try Layout.xkb("de")
    let localizer = ShortcutLocalizer(layout: live, policy: .kbloc)
    #expect(localizer.direction == .leftToRight)

    let result = try localizer.localize("Command-[")
    #expect(result.status == .remapped)
    #expect(result.status.rawValue == "remapped")
    let shortcut = try #require(result.shortcut)
    #expect(shortcut.description == "Command-Ü")
    #expect(result.display == "⌘Ü")

    let press = try #require(result.press)
    #expect(press.key.description == "AD11")
    #expect(press.key.code == "BracketLeft")
    #expect(press.key.hidUsage == 0x2F)
    #expect(press.key.macKeyCode == 0x21)

    let command = try #require(result.keyCommand)
    #expect(command.input == "ü")
    #expect(command.modifierFlags == 1 << 20)
  }

  @Test func keyCommandFlagsAreUIKeyModifierFlagsRawValues() throws {
    let localizer = ShortcutLocalizer(layout: try Layout.xkb("us"))
    let command = try #require(try localizer.localize("Control-Option-Shift-Command-K").keyCommand)
    #expect(command.input == "k")
    #expect(command.modifierFlags == 1 << 17 | 1 << 18 | 1 << 19 | 1 << 20)
  }

  @Test func statusRawValuesAreTheContractNames() {
    #expect(
      LocalizedShortcut.Status.allCases.map(\.rawValue) == [
        "unchanged", "moved", "shifted", "remapped", "positional", "latin-fallback", "needs-option", "unreachable",
      ])
  }

  @Test func rightToLeftLocalizerMirrorsBack() throws {
    let live = try Layout.xkb("de")
    let rtl = ShortcutLocalizer(layout: live, direction: .rightToLeft)
    #expect(rtl.direction == .rightToLeft)
    let back = try rtl.localize("Command-[")
    #expect(back.flags.contains(.mirrored))
    #expect(back.shortcut != (try ShortcutLocalizer(layout: live).localize("Command-[")).shortcut)
  }

  @Test func directionIsInferredFromTheLayout() throws {
    let hebrew = ShortcutLocalizer(layout: try Layout.xkb("il"))
    #expect(hebrew.layout.direction == .rightToLeft)
    #expect(hebrew.direction == .rightToLeft)
  }

  @Test func localizingDefinitionsFlagsConflicts() throws {
    let localizer = ShortcutLocalizer(layout: try Layout.xkb("de"))
    let definitions = [
      try ShortcutDefinition(id: "save", shortcut: Shortcut(parsing: "Command-S"), title: "Save"),
      try ShortcutDefinition(id: "saveCopy", shortcut: Shortcut(parsing: "cmd+s"), title: "Save a Copy"),
      try ShortcutDefinition(id: "new", shortcut: Shortcut(parsing: "Command-N"), title: "New"),
    ]
    let all = localizer.localize(definitions)
    #expect(all.map(\.id) == ["save", "saveCopy", "new"])
    #expect(all[0].flags.contains(.conflict))
    #expect(all[0].conflictsWith.contains("saveCopy"))
    #expect(all[1].flags.contains(.conflict))
    #expect(all[1].conflictsWith.contains("save"))
    #expect(!all[2].flags.contains(.conflict))
    #expect(all[2].status == .unchanged)
    #expect(all[2].display == "⌘N")
  }
}
