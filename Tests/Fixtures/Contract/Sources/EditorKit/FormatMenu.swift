import AppKit

/// The Format menu the framework adds to the main menu of every app that links it.
enum FormatMenu {
  /// Builds the main menu's Format menu.
  static func buildMainMenu() -> NSMenu {
    let menu = NSMenu(title: "Format")
    menu.addItem(withTitle: "Bold", action: #selector(NSFontManager.addFontTrait(_:)), keyEquivalent: "b")
    // Shown instead of Bold while Option is held: one command with it (`alternateOf`).
    let boldAll = NSMenuItem(title: "Bold All", action: #selector(NSFontManager.addFontTrait(_:)), keyEquivalent: "b")
    boldAll.keyEquivalentModifierMask = [.command, .option]
    boldAll.isAlternate = true
    menu.addItem(boldAll)
    let italic = NSMenuItem(title: "Italic", action: #selector(NSFontManager.addFontTrait(_:)), keyEquivalent: "i")
    menu.addItem(italic)
    let bigger = NSMenuItem(title: "Bigger", action: #selector(NSFontManager.modifyFont(_:)), keyEquivalent: "+")
    bigger.keyEquivalentModifierMask = [.command, .shift]
    menu.addItem(bigger)
    return menu
  }
}
