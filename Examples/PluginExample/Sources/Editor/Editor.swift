/// The editor's model, the same on every platform.
public struct Editor {
  /// The text being edited.
  public var text: String

  /// Creates an editor holding `text`.
  public init(text: String = "") {
    self.text = text
  }
}
