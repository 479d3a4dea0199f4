/// Searches bytes for words, without decoding them: what decides, for each of thousands of files,
/// whether it is worth parsing.
enum ByteSearch {
  /// Whether `bytes` holds one of `needles`.
  ///
  /// One pass over the bytes: a table says which needles start with each byte, so a byte that
  /// starts none costs one look-up whatever the number of needles.
  /// - Complexity: O(*n*) for *n* bytes in the usual case, where few bytes start a needle.
  static func contains(anyOf needles: [[UInt8]], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var starting = [[Int]](repeating: [], count: 256)
    for (index, needle) in needles.enumerated() where !needle.isEmpty { starting[Int(needle[0])].append(index) }
    for position in bytes.indices {
      let candidates = starting[Int(bytes[position])]
      guard !candidates.isEmpty else { continue }
      for index in candidates {
        let needle = needles[index]
        guard bytes.count - position >= needle.count else { continue }
        var matched = 1
        while matched < needle.count, bytes[position + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return true }
      }
    }
    return false
  }

  /// Whether `text` holds one of `needles` (UTF-8 bytes), searched in its UTF-8 bytes: the
  /// literal search `String.contains(_:)` makes, without Foundation's, which goes through UTF-16
  /// and cost a fifth of a large repository's scan.
  /// - Complexity: O(*n*) in the length of `text`, as ``contains(anyOf:in:)``.
  static func text(_ text: String, containsAnyOf needles: [[UInt8]]) -> Bool {
    var text = text
    return text.withUTF8 { contains(anyOf: needles, in: $0) }
  }

  /// Whether a byte can be part of an identifier, so that a word next to it is not a whole word:
  /// an ASCII letter, digit or `_`, or a byte of a character beyond ASCII (Swift, Objective-C and
  /// shell names may hold those).
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
      true
    default: false
    }
  }
}
