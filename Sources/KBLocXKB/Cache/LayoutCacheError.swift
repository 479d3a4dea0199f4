/// Why the layout cache's folder could not be cleared.
///
/// Loading layouts never throws it: a cache that cannot be read or written is passed over.
public struct LayoutCacheError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, naming the file or folder.
  public let message: String

  /// A human message.
  public var description: String { message }
}
