import Foundation

/// A number of bytes for people, in binary units: `0 bytes`, `812 bytes`, `6.2 KiB`, `32.0 MiB`.
struct ByteCount: CustomStringConvertible {
  /// The number of bytes.
  let bytes: Int

  init(_ bytes: Int) { self.bytes = bytes }

  var description: String {
    switch bytes {
    case ..<1024: return "\(bytes) \(bytes == 1 ? "byte" : "bytes")"
    case ..<(1 << 20): return String(format: "%.1f KiB", Double(bytes) / 1024)
    default: return String(format: "%.1f MiB", Double(bytes) / Double(1 << 20))
    }
  }
}
