import SwiftUI

/// The Feeds menu of the main menu.
struct FeedCommands: Commands {
  /// The feeds the menu refreshes.
  let model: FeedModel

  var body: some Commands {
    CommandMenu("Feeds") {
      Button("Refresh All") { model.refreshAll() }
        .keyboardShortcut("r")
    }
  }
}
