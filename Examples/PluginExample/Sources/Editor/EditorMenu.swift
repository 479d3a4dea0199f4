#if canImport(AppKit)
import AppKit

/// The editor's menu items, with their key equivalents.
@MainActor
enum EditorMenu {
  static func items() -> [NSMenuItem] {
    let find = NSMenuItem(title: "Find", action: #selector(NSResponder.performTextFinderAction(_:)), keyEquivalent: "f")
    // kbloc lint: Shift with '?', the upper character of its key (write Command-?).
    let help = NSMenuItem(title: "Editor Help", action: #selector(NSApplication.showHelp(_:)), keyEquivalent: "?")
    help.keyEquivalentModifierMask = [.command, .shift]
    // kbloc coverage: on Dutch, '+' is right of L, so this lands on the standard Command-;.
    let zoomIn = NSMenuItem(title: "Zoom In", action: nil, keyEquivalent: "+")
    return [find, help, zoomIn]
  }
}
#endif
