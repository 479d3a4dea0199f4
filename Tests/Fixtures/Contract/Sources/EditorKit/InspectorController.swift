import AppKit

/// The inspector window: its Apply button takes Command-Return once the window is loaded, in place
/// of the Command-A its document gives it.
final class InspectorController: NSWindowController {
  @IBOutlet private var applyButton: NSButton?

  override func windowDidLoad() {
    super.windowDidLoad()
    applyButton?.keyEquivalent = "\r"
  }

  @IBAction func apply(_ sender: Any?) {}
}
