import KBLoc
import KBLocMac
import KBLocXKB
import Testing

/// The Mac API of issue 32 as an app that builds for macOS and Linux uses it: `KBLoc`, `KBLocXKB`
/// and `KBLocMac` imported together, no `@testable` import.
struct MacAPITests {
  /// `Layout.current` is KBLocXKB's alone: KBLocMac's current input source has another name, so
  /// the call stays unambiguous with both modules imported (this file compiling is the test).
  @Test func bothModulesImportedLeaveLayoutCurrentUnambiguous() throws {
    let linux = try Layout.current(environment: ["KBLOC_LAYOUT": "de"])
    #expect(linux.name == "de")
    let source = KeyboardInputSource(identifier: "com.apple.keylayout.German")
    #expect(source.layout(translatingKeysWith: nil).inputSource == "com.apple.keylayout.German")
  }

  /// Hotkeys by character, on a bundled input source and on one compiled by libxkbcommon.
  @Test func hotkeysOnAnyLayout() throws {
    let dvorak = HotkeyMap(layout: try Layout.bundled(inputSource: "com.apple.keylayout.Dvorak"))
    #expect(try dvorak.hotkey(for: "Command-,")?.keyCode == 0x0D)
    let compiled = HotkeyMap(
      layout: AppleInputSource.named("German")?.layout(standingIn: try Layout.xkb("de")) ?? .usReference(for: .mac))
    let hotkey = try #require(try compiled.hotkey(for: "Command-<"))
    #expect(hotkey.keyCode == 0x32)
    #expect(hotkey.carbonModifiers == 0x100)
  }
}
