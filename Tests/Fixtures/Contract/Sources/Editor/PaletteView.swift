import AppKit
import Carbon.HIToolbox

/// A palette that handles keys itself: ⌘ with the key in W's place by its key code (which moves
/// with the layout: `key-code-shortcut` names where), Esc by its character, and a global monitor,
/// which takes no key (`notRead`).
final class PaletteView: NSView {
  override func keyDown(with event: NSEvent) {
    if event.keyCode == UInt16(kVK_ANSI_W), event.modifierFlags.intersection(.deviceIndependentFlagsMask) == .command {
      closePalette()
    } else if event.charactersIgnoringModifiers == "\u{1b}" {
      cancelOperation(nil)
    } else {
      super.keyDown(with: event)
    }
  }

  func watchOtherApps() {
    NSEvent.addGlobalMonitorForEvents(matching: .keyDown) { event in
      if event.keyCode == UInt16(kVK_F13) { NSSound.beep() }
    }
  }

  func closePalette() {}
}
