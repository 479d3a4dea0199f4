import KBLoc
import KBLocSources
import Testing

/// Swift key handlers — AppKit's `keyDown(with:)`, `performKeyEquivalent(with:)` and local event
/// monitors, UIKit's `pressesBegan(_:with:)`, SwiftUI's `onKeyPress` and its commands — read
/// from fixtures written after Apple's documentation of each API.
struct SwiftKeyHandlerReaderTests {
  static let appKit = #"""
    import AppKit
    import Carbon.HIToolbox

    final class CanvasView: NSView {
      override func keyDown(with event: NSEvent) {
        switch event.keyCode {
        case UInt16(kVK_ANSI_W) where event.modifierFlags.contains(.command):
          closeCanvas()
        case 0x35:
          cancelOperation(nil)
        case 126:
          moveUp(nil)
        case UInt16(kVK_Shift):
          break
        default:
          super.keyDown(with: event)
        }
      }

      override func performKeyEquivalent(with event: NSEvent) -> Bool {
        let flags = event.modifierFlags.intersection(.deviceIndependentFlagsMask)
        if flags == [.command, .shift], event.charactersIgnoringModifiers == "d" {
          duplicateSelection()
          return true
        }
        return super.performKeyEquivalent(with: event)
      }
    }

    final class PickerViewController: NSViewController {
      var monitor: Any?

      override func viewDidLoad() {
        monitor = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { [weak self] event in
          guard event.modifierFlags.intersection(.deviceIndependentFlagsMask).isEmpty else { return event }
          switch event.charactersIgnoringModifiers {
          case "j":
            self?.selectNext()
            return nil
          case "\u{1b}":
            self?.dismiss(nil)
            return nil
          default:
            return event
          }
        }
      }
    }

    final class Watcher {
      func start() {
        NSEvent.addGlobalMonitorForEvents(matching: .keyDown) { event in
          if event.keyCode == UInt16(kVK_F13) { Watcher.toggle() }
        }
      }
    }

    enum Mode { case first, second }

    func describe(_ mode: Mode) -> String {
      switch mode {
      case .first: return "first"
      case .second: return "second"
      }
    }
    """#

  static let swiftUIAndUIKit = #"""
    import SwiftUI
    import UIKit

    struct ListView: View {
      var body: some View {
        List(items) { Text($0.name) }
          .onKeyPress(.escape) {
            clearSelection()
            return .handled
          }
          .onKeyPress("j") {
            moveDown()
            return .handled
          }
          .onKeyPress(keys: [.upArrow, .downArrow]) { press in
            if press.modifiers.contains(.option) {
              jump(press.key)
              return .handled
            }
            return .ignored
          }
          .onExitCommand { cancel() }
          .onDeleteCommand { removeSelection() }
          .onMoveCommand { direction in
            switch direction {
            case .left: back()
            case .right: forward()
            default: break
            }
          }
          .onKeyPress(characters: .letters) { _ in .handled }
      }
    }

    final class GameViewController: UIViewController {
      override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
        if key.keyCode == .keyboardW, key.modifierFlags.contains(.command) {
          closeLevel()
          return
        }
        if key.charactersIgnoringModifiers == "p" { togglePause() }
      }
    }
    """#

  /// Each shortcut as `KEYS 'TITLE' ELEMENT CONTEXT`, in the order read.
  static func summary(_ reading: SourceReading) -> [String] {
    reading.definitions.map { definition in
      let scope = definition.scope
      return
        "\(definition.keys) '\(definition.title ?? "")' \(scope?.element?.rawValue ?? "-") \(scope?.context.description ?? "-")"
    }
  }

  @Test func appKitHandlersDeclareTheirKeysByCodeAndCharacter() throws {
    let reading = try SourceReader.read(Self.appKit, format: .swift, file: "Canvas.swift")
    #expect(
      Self.summary(reading) == [
        "Command-code:KeyW 'Close Canvas' key-handler view 'CanvasView'",
        "code:Escape 'Cancel Operation' key-handler view 'CanvasView'",
        "code:ArrowUp 'Move Up' key-handler view 'CanvasView'",
        "Shift-Command-D 'Duplicate Selection' key-equivalent-handler view 'CanvasView'",
        "J 'Select Next' event-monitor window 'PickerViewController'",
        "Esc 'Dismiss' event-monitor window 'PickerViewController'",
      ])
    let close = try #require(reading.definitions.first)
    #expect(close.keyCode == KeyCode(.mac, 0x0D))
    #expect(close.position == SourcePosition(line: 7, column: 10))
    #expect(close.localize == false)
    #expect(reading.definitions[3].keyCode == nil)
  }

  @Test func aGlobalMonitorsKeysAreNotesAndAnEnumSwitchIsNoHandler() throws {
    let reading = try SourceReader.read(Self.appKit, format: .swift, file: "Canvas.swift")
    #expect(
      reading.notes == [
        "Canvas.swift:53:27: note: not read: a global event monitor only observes the keys other apps get, and takes none"
      ])
  }

  @Test func swiftUIAndUIKitHandlersDeclareTheirKeys() throws {
    let reading = try SourceReader.read(Self.swiftUIAndUIKit, format: .swift, file: "List.swift")
    #expect(
      Self.summary(reading) == [
        "Esc 'Clear Selection' key-handler view 'ListView'",
        "J 'Move Down' key-handler view 'ListView'",
        "Option-Up Arrow 'Jump' key-handler view 'ListView'",
        "Option-Down Arrow 'Jump' key-handler view 'ListView'",
        "Esc 'Cancel' key-handler view 'ListView'",
        "Delete 'Remove Selection' key-handler view 'ListView'",
        "Forward Delete 'Remove Selection' key-handler view 'ListView'",
        "Left Arrow 'Back' key-handler view 'ListView'",
        "Right Arrow 'Forward' key-handler view 'ListView'",
        "Command-code:KeyW 'Close Level' key-handler window 'GameViewController'",
        "P 'Toggle Pause' key-handler window 'GameViewController'",
      ])
    #expect(reading.definitions[9].keyCode == KeyCode(.hid, 0x1A))
    #expect(reading.notes == ["List.swift:31:31: note: not read: the keys are '.letters', not a literal"])
  }

  static let branches = #"""
    import AppKit

    final class EditorWindowController: NSWindowController {
      func install() {
        NSEvent.addLocalMonitorForEvents(matching: [.keyDown]) { event in
          if event.keyCode == 0x30 {
            if event.modifierFlags.contains(.control) {
              focusEditor()
            }
            acceptSuggestion()
          }
          if event.keyCode == 0x63 {
            if event.modifierFlags.intersection([.shift, .control, .option, .command]) == .shift {
              findPrevious()
            } else {
              findNext()
            }
            return nil
          }
          if event.keyCode == 0x03, event.modifierFlags.intersection(.deviceIndependentFlagsMask) == [.function, .control] {
            zoom()
            return nil
          }
          if event.keyCode == 0x7B, event.modifierFlags.intersection(.deviceIndependentFlagsMask) == [.function, .option] {
            previousTab()
            return nil
          }
          if event.keyCode == 0x0E, self.handleFind(event) {
            return nil
          }
          if event.keyCode == 0x35 {
            return nil
          }
          return event
        }
      }

      override func keyDown(with event: NSEvent) {
        guard event.characters == item.keyEquivalent else { return super.keyDown(with: event) }
        close()
      }
    }
    """#

  @Test func modifierTestsSplitAKeyAndOnlyWaysThatActDeclare() throws {
    let reading = try SourceReader.read(Self.branches, format: .swift, file: "Editor.swift")
    #expect(
      Self.summary(reading) == [
        "Control-code:Tab 'Focus Editor' event-monitor window 'EditorWindowController'",
        "code:Tab 'Accept Suggestion' event-monitor window 'EditorWindowController'",
        "Shift-code:F3 'Find Previous' event-monitor window 'EditorWindowController'",
        "code:F3 'Find Next' event-monitor window 'EditorWindowController'",
        "Option-code:ArrowLeft 'Previous Tab' event-monitor window 'EditorWindowController'",
      ])
    #expect(
      reading.notes == [
        "Editor.swift:20:27: note: not read: the modifier 'function' has no place in a shortcut",
        "Editor.swift:28:27: note: not read: the event is given to 'self.handleFind(event)', which kbloc does not follow",
        "Editor.swift:39:31: note: not read: the key is 'item.keyEquivalent', not a literal",
      ])
  }
}

/// What a handler gives the event, or its key code, to.
extension SwiftKeyHandlerReaderTests {
  @Test func aFunctionGivenTheKeyCodeDeclaresTheKeysItMapsToAValue() throws {
    let text = """
      import AppKit
      import Carbon.HIToolbox

      final class GridView: NSView {
        override func keyDown(with event: NSEvent) {
          if let direction = direction(for: event.keyCode) {
            move(direction)
          } else {
            super.keyDown(with: event)
          }
        }

        private func direction(for keyCode: UInt16) -> Direction? {
          switch Int(keyCode) {
          case kVK_LeftArrow: return .left
          case kVK_RightArrow: return .right
          case kVK_ANSI_Q: return nil
          default: return nil
          }
        }
      }
      """
    let reading = try SourceReader.read(text, format: .swift, file: "GridView.swift")
    #expect(reading.definitions.compactMap(\.keys) == ["code:ArrowLeft", "code:ArrowRight"])
    #expect(reading.definitions.map(\.position.line) == [15, 16])
    #expect(reading.definitions.allSatisfy { $0.title == "Direction" })
    #expect(
      reading.definitions.allSatisfy { $0.scope == ShortcutScope(context: .view("GridView"), element: .keyHandler) })
    #expect(reading.unread.isEmpty)
  }

  @Test func aSwitchOverACallGivenTheEventIsANote() throws {
    let text = """
      import SwiftUI

      struct ListView: View {
        var body: some View {
          List {}
            .onKeyPress { _ in
              switch Chord(NSApp.currentEvent) {
              case .open:
                open()
                return .handled
              default:
                return .ignored
              }
            }
        }
      }
      """
    let reading = try SourceReader.read(text, format: .swift, file: "ListView.swift")
    #expect(reading.definitions.isEmpty)
    #expect(reading.unread.map(\.reason) == [.handledElsewhere("Chord(NSApp.currentEvent)")])
    #expect(reading.unread.map(\.position) == [SourcePosition(line: 7, column: 16)])
  }
}
