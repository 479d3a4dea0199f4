import EditorKit
import SwiftUI

/// The editor: one window of documents, and the menu bar's commands.
@main
struct EditorApp: App {
  @State private var model = EditorModel()

  var body: some Scene {
    WindowGroup {
      DocumentView(model: model)
    }
    .commands {
      CommandMenu("Go") {
        Button("Back") { model.goBack() }
          .keyboardShortcut("[", modifiers: .command)
        Button("Forward") { model.goForward() }
          .keyboardShortcut("]", modifiers: .command)
        Button("Reload") { model.reload() }
          .keyboardShortcut("r", modifiers: .command)
      }
      CommandGroup(after: .saveItem) {
        Button("Close Tab") { model.closeTab() }
          .keyboardShortcut("w", modifiers: .command)
        Button("Export…") { model.export() }
          .keyboardShortcut("e", modifiers: [.command, .shift])
      }
    }
  }
}
