// The app: its menu on macOS, one line elsewhere.
#if canImport(AppKit)
import AppKit

/// The app's menu items, with their key equivalents.
@MainActor
enum AppMenu {
  static func items() -> [NSMenuItem] {
    let save = NSMenuItem(title: "Save", action: #selector(NSDocument.save(_:)), keyEquivalent: "s")
    // kbloc lint: Option with '[', which some keyboards type only with modifiers of their own.
    let alignLeft = NSMenuItem(title: "Align Left", action: nil, keyEquivalent: "[")
    alignLeft.keyEquivalentModifierMask = [.command, .option]
    return [save, alignLeft]
  }
}

print(AppMenu.items().map(\.title))
#else
print("PluginSingleTarget")
#endif
