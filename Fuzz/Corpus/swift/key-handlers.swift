import AppKit
import SwiftUI

final class CanvasView: NSView {
  override func keyDown(with event: NSEvent) {
    let flags = event.modifierFlags.intersection(.deviceIndependentFlagsMask)
    switch event.charactersIgnoringModifiers {
    case "j": moveDown()
    case "k" where flags.contains(.command): moveUp()
    default:
      if event.keyCode == 0x0D && flags == .command { closeTab() } else { super.keyDown(with: event) }
    }
  }

  override func performKeyEquivalent(with event: NSEvent) -> Bool {
    if event.specialKey == .leftArrow, event.modifierFlags.contains(.option) { return goBack() }
    return super.performKeyEquivalent(with: event)
  }

  func install() {
    NSEvent.addLocalMonitorForEvents(matching: .keyDown) { event in
      if event.keyCode == UInt16(kVK_Escape) { self.cancel(); return nil }
      return event
    }
  }
}

struct ListView: View {
  var body: some View {
    List { Text("Row") }
      .onKeyPress(.upArrow) { .handled }
      .onKeyPress(keys: ["a", "b"]) { press in press.modifiers.contains(.command) ? .handled : .ignored }
      .onExitCommand { dismiss() }
      .onMoveCommand { direction in move(direction) }
      .onDeleteCommand { delete() }
  }
}
