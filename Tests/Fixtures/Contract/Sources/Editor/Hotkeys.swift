import KeyboardShortcuts

// A global hotkey with a default (KeyboardShortcuts' documentation), registered with
// `onKeyDown(for:)`: the `global` context and the `global-hotkey` element; Command-Space is
// Spotlight's, which lint's global-hotkey-takes-shortcut reports.
extension KeyboardShortcuts.Name {
  static let showEditor = Self("showEditor", default: .init(.space, modifiers: [.command]))
}

func installHotkeys() {
  KeyboardShortcuts.onKeyDown(for: .showEditor) { showEditor() }
}
