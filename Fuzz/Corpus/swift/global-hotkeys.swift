import Carbon
import KeyboardShortcuts
import HotKey

extension KeyboardShortcuts.Name {
  static let toggle = Self("toggle", default: .init(.k, modifiers: [.command, .option]))
  static let recorded = Self("recorded")
}

final class Hotkeys {
  let paste = HotKey(key: .v, modifiers: [.command, .shift, .option])

  func register() {
    var ref: EventHotKeyRef?
    let id = EventHotKeyID(signature: 0x4B424C43, id: 1)
    RegisterEventHotKey(UInt32(kVK_ANSI_O), UInt32(cmdKey | optionKey), id, GetApplicationEventTarget(), 0, &ref)
  }
}
