import KBLoc
import KBLocSources
import Testing

/// Global hotkeys in Objective-C: Carbon's `RegisterEventHotKey` and MASShortcut.
struct ObjectiveCHotkeyReaderTests {
  @Test func readsRegistrationsAndShortcuts() throws {
    let text = """
      - (void)registerHotKeys {
          EventHotKeyRef ref;
          RegisterEventHotKey(kVK_ANSI_T, cmdKey | controlKey, hotKeyID, GetApplicationEventTarget(), 0, &ref);
          RegisterEventHotKey(self.keyCode, self.modifiers, hotKeyID, GetApplicationEventTarget(), 0, &ref);
          MASShortcut *shortcut = [MASShortcut shortcutWithKeyCode:kVK_F5 modifierFlags:NSEventModifierFlagOption];
      }
      """
    let reading = try SourceReader.read(text, format: .objectiveC, file: "Hotkeys.m")
    #expect(
      reading.definitions.map(\.shortcut) == [
        try Shortcut(parsing: "Control-Command-code:KeyT"), try Shortcut(parsing: "Option-F5"),
      ])
    #expect(reading.definitions.allSatisfy { $0.scope?.element == .globalHotkey })
    #expect(reading.unread.count == 1)
    #expect(reading.unread.first?.position.line == 4)
  }
}
