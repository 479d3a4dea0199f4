import EditorKit
import SwiftUI

/// A document's view: a toolbar button that runs the menu bar's Reload, a context menu that
/// repeats Close Tab, a sheet with a default button, and a zoom button whose key is a variable.
struct DocumentView: View {
  let model: EditorModel
  @State private var showsDetails = false

  /// The zoom button's key, chosen at run time: kbloc cannot read it.
  private let zoomKey: KeyEquivalent = "+"

  var body: some View {
    VStack {
      Text(model.title)
      Button("Refresh") { model.reload() }
        .keyboardShortcut("r", modifiers: .command)
      Button("Zoom In") { model.zoomIn() }
        .keyboardShortcut(zoomKey, modifiers: .command)
      Button("Details") { showsDetails = true }
        .keyboardShortcut("i", modifiers: .command)
    }
    .contextMenu {
      Button("Close Tab") { model.closeTab() }
        .keyboardShortcut("w", modifiers: .command)
    }
    .sheet(isPresented: $showsDetails) {
      Button("Done") { showsDetails = false }
        .keyboardShortcut(.defaultAction)
    }
  }
}
