#if canImport(AppKit)
import AppKit
import KBLoc
import KBLocMac

/// The app: an Edit menu and a window that shows what each shortcut is on the current layout.
@main
@MainActor
final class SampleApp: NSObject, NSApplicationDelegate {
  /// The delegate, kept: `NSApplication.delegate` is weak.
  private static var running: SampleApp?

  static func main() {
    let app = NSApplication.shared
    let delegate = SampleApp()
    running = delegate
    app.delegate = delegate
    app.setActivationPolicy(.regular)
    app.run()
  }

  private let window = NSWindow(
    contentRect: NSRect(x: 0, y: 0, width: 520, height: 260), styleMask: [.titled, .closable], backing: .buffered,
    defer: false)
  private let label = NSTextField(wrappingLabelWithString: "")
  private var shortcuts: Shortcuts?

  func applicationDidFinishLaunching(_ notification: Notification) {
    let menu = NSMenu()
    let appItem = NSMenuItem()
    appItem.submenu = NSMenu(title: "KBLocMacSample")
    appItem.submenu?.addItem(
      NSMenuItem(title: "Quit", action: #selector(NSApplication.terminate(_:)), keyEquivalent: "q"))
    menu.addItem(appItem)
    let editItem = NSMenuItem()
    editItem.submenu = NSMenu(title: "Edit")
    menu.addItem(editItem)
    NSApplication.shared.mainMenu = menu

    label.frame = window.contentLayoutRect.insetBy(dx: 16, dy: 16)
    label.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
    window.contentView?.addSubview(label)
    window.title = "kbloc on this Mac"
    window.center()
    window.makeKeyAndOrderFront(nil)

    if let edit = editItem.submenu {
      shortcuts = Shortcuts(menu: edit) { [weak self] text in self?.label.stringValue = text }
    }
    NSApplication.shared.activate(ignoringOtherApps: true)
  }

  /// A keyboard may have been plugged in while the app was in the background.
  func applicationDidBecomeActive(_ notification: Notification) {
    shortcuts?.monitor?.refresh()
  }
}
#else
/// The sample is a Mac app: elsewhere it only says so.
@main
enum SampleApp {
  static func main() {
    print("KBLocMacSample is a Mac app: build and run it on macOS")
  }
}
#endif
