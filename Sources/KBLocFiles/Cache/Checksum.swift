/// A fast 64-bit hash of bytes, eight at a time: the layout cache's integrity check of an entry, its
/// entries' file names and the fingerprint of the XKB data.
///
/// Not cryptographic: it finds damage (a truncated or altered entry) and tells apart inputs that
/// are not crafted to collide. Nothing rests on it alone: an entry's key is compared byte for
/// byte, and the table is decoded and checked after the checksum. The result is the same on every
/// machine (the bytes are read little-endian).
package enum Checksum {
  /// The hash of `bytes`, started from `seed` (different seeds give independent hashes).
  /// - Complexity: O(*n*), about a byte a cycle or better.
  package static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
    var state = (seed &+ 0x9E37_79B9_7F4A_7C15) ^ (UInt64(bytes.count) &* 0xC2B2_AE3D_27D4_EB4F)
    var offset = 0
    while offset + 8 <= bytes.count {
      state = mix(state ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      offset += 8
    }
    var tail: UInt64 = 0
    for index in stride(from: bytes.count - 1, through: offset, by: -1) {
      tail = tail << 8 | UInt64(bytes[index])
    }
    return finish(mix(state ^ tail))
  }

  /// The hash of the bytes of an array; see the hash of a buffer above.
  package static func hash(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
    bytes.withUnsafeBytes { hash($0, seed: seed) }
  }

  /// The hash as 16 lowercase hexadecimal digits.
  package static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// One round: a multiplication spreads the low bits up, a shift brings the high bits down.
  private static func mix(_ value: UInt64) -> UInt64 {
    let product = value &* 0xFF51_AFD7_ED55_8CCD
    return product ^ (product >> 29)
  }

  /// MurmurHash3's 64-bit finalizer: every input bit affects every output bit.
  private static func finish(_ value: UInt64) -> UInt64 {
    var value = value
    value ^= value >> 33
    value &*= 0xFF51_AFD7_ED55_8CCD
    value ^= value >> 33
    value &*= 0xC4CE_B9FE_1A85_EC53
    value ^= value >> 33
    return value
  }
}
