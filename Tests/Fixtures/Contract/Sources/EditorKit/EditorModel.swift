import Observation

/// What the editor shows and the commands its menus and buttons run.
@Observable
public final class EditorModel {
  /// The document's title.
  public var title = "Untitled"

  /// Creates an empty model.
  public init() {}

  /// Goes back in the document's history.
  public func goBack() {}
  /// Goes forward in the document's history.
  public func goForward() {}
  /// Reads the document again.
  public func reload() {}
  /// Closes the current tab.
  public func closeTab() {}
  /// Writes the document in another format.
  public func export() {}
  /// Makes the text bigger.
  public func zoomIn() {}
}
