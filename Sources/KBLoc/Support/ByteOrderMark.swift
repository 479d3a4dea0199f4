/// The byte order marks of the Unicode encodings that are not UTF-8, for messages that say what
/// a file is when it is not UTF-8.
public enum ByteOrderMark {
  /// The name of the encoding whose byte order mark starts `bytes` (`UTF-32` or `UTF-16`), or
  /// `nil` when they start with none (or with UTF-8's).
  ///
  /// ```swift
  /// ByteOrderMark.encoding(of: [0xFF, 0xFE, 0x00, 0x00])   // "UTF-32"
  /// ```
  /// - Complexity: O(1): reads at most four bytes.
  public static func encoding(of bytes: some Collection<UInt8>) -> String? {
    // UTF-32's little-endian mark starts with UTF-16's, so it is tried first.
    let head = Array(bytes.prefix(4))
    if head == [0xFF, 0xFE, 0x00, 0x00] || head == [0x00, 0x00, 0xFE, 0xFF] { return "UTF-32" }
    if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) { return "UTF-16" }
    return nil
  }
}
