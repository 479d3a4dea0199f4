#if canImport(AppKit)
import AppKit
import Carbon
import KBLoc
import KBLocMac

/// The app's shortcuts on the current layout: the Edit menu's key equivalents, and a global
/// hotkey, ⇧⌘V, "Paste and Match Style" from anywhere; both redone when the input source changes.
@MainActor
final class Shortcuts {
  /// An Edit menu item, its shortcut as written on a US keyboard.
  struct Item {
    let title: String
    let keys: String
    let action: Selector
  }

  static let items = [
    Item(title: "Undo", keys: "Command-Z", action: Selector(("undo:"))),
    Item(title: "Redo", keys: "Shift-Command-Z", action: Selector(("redo:"))),
    Item(title: "Copy", keys: "Command-C", action: #selector(NSText.copy(_:))),
    Item(title: "Paste", keys: "Command-V", action: #selector(NSText.paste(_:))),
    Item(title: "Toggle Comment", keys: "Command-/", action: Selector(("toggleComment:"))),
    Item(title: "Go Back", keys: "Command-[", action: Selector(("goBack:"))),
  ]

  /// The global hotkey, by character.
  static let hotkeyShortcut = "Shift-Command-V"

  /// Keeps the layout current.
  private(set) var monitor: KeyboardLayoutMonitor?
  /// The Edit menu.
  private let menu: NSMenu
  /// Shows a summary.
  private let show: @MainActor (String) -> Void
  private var observation: KeyboardInputSource.Observation?
  private var hotkey: EventHotKeyRef?

  /// Builds `menu` for the current layout, shows a summary with `show`, and keeps both current.
  init(menu: NSMenu, show: @escaping @MainActor (String) -> Void) {
    self.menu = menu
    self.show = show
    let monitor = KeyboardLayoutMonitor { [weak self] layout in self?.apply(layout) }
    self.monitor = monitor
    apply(monitor.layout)
    observation = KeyboardInputSource.observeChanges { [weak monitor] in monitor?.refresh() }
    installHotkeyHandler()
  }

  /// Localizes the menu and the hotkey on `layout`, and shows the result.
  private func apply(_ layout: Layout) {
    show(localize(menu, on: layout))
  }

  /// Localizes the menu and the hotkey on `layout`; returns what to show.
  private func localize(_ menu: NSMenu, on layout: Layout) -> String {
    // The menu registers kbloc's answers itself, so macOS must not localize them again.
    menu.removeAllItems()
    let localizer = ShortcutLocalizer(layout: layout)
    var lines = ["\(layout.name) — \(layout.source)"]
    for item in Self.items {
      guard let result = try? localizer.localize(item.keys) else { continue }
      let menuItem = NSMenuItem(title: item.title, action: item.action, keyEquivalent: "")
      if let command = result.keyCommand {
        menuItem.keyEquivalent = command.input
        menuItem.keyEquivalentModifierMask = NSEvent.ModifierFlags(rawValue: UInt(command.modifierFlags))
      }
      menuItem.allowsAutomaticKeyEquivalentLocalization = false
      menu.addItem(menuItem)
      lines.append("\(item.title): \(item.keys) → \(result.display ?? "unreachable") (\(result.status.rawValue))")
    }
    let hotkeys = HotkeyMap(layout: layout)
    if let hotkey = hotkeys.localizeAndRegister(Self.hotkeyShortcut, replacing: &self.hotkey) {
      lines.append("Hotkey \(Self.hotkeyShortcut): \(hotkeys.display(hotkey) ?? "?") (\(hotkey))")
    } else {
      lines.append("Hotkey \(Self.hotkeyShortcut): unreachable on this layout")
    }
    return lines.joined(separator: "\n")
  }

  /// Tells the app when the hotkey is pressed.
  private func installHotkeyHandler() {
    var pressed = EventTypeSpec(eventClass: OSType(kEventClassKeyboard), eventKind: UInt32(kEventHotKeyPressed))
    _ = InstallEventHandler(GetApplicationEventTarget(), hotkeyPressed, 1, &pressed, nil, nil)
  }
}

extension HotkeyMap {
  /// Registers the hotkey that presses `text` on this map's layout in place of `reference`'s.
  @MainActor
  func localizeAndRegister(_ text: String, replacing reference: inout EventHotKeyRef?) -> Hotkey? {
    if let old = reference { _ = UnregisterEventHotKey(old) }
    reference = nil
    guard let hotkey = try? hotkey(for: text) else { return nil }
    _ = RegisterEventHotKey(
      UInt32(hotkey.keyCode), hotkey.carbonModifiers, EventHotKeyID(signature: 0x4B42_4C43, id: 1),
      GetApplicationEventTarget(), 0, &reference)
    return hotkey
  }
}

/// Carbon's hotkey callback: pastes as plain text into the front app's first responder.
private func hotkeyPressed(_ call: EventHandlerCallRef?, _ event: EventRef?, _ data: UnsafeMutableRawPointer?)
  -> OSStatus
{
  Task { @MainActor in
    _ = NSApplication.shared.sendAction(#selector(NSTextView.pasteAsPlainText(_:)), to: nil, from: nil)
  }
  return noErr
}
#endif
