import KeyboardShortcuts

// A global hotkey with a default (KeyboardShortcuts' documentation): the `global` context and the
// `global-hotkey` element; Command-Space is Spotlight's, which lint's global-hotkey-takes-shortcut
// reports.
extension KeyboardShortcuts.Name {
  static let showEditor = Self("showEditor", default: .init(.space, modifiers: [.command]))
}
