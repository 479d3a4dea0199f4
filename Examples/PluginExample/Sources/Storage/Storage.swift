/// Where documents are kept; no shortcuts here.
public struct Storage {
  /// The documents, by name.
  public var documents: [String: String] = [:]

  /// Creates an empty storage.
  public init() {}
}
