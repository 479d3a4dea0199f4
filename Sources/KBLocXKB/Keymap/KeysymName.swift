internal import CXKBCommon
internal import Foundation

/// A keysym with its name and the character it types, as kbloc shows them.
struct KeysymName: Sendable {
  /// The keysym's name, such as `braceleft`; `0x…` for a keysym with no name.
  let name: String
  /// The character typed; the spacing form for a dead key; `nil` for control characters and
  /// keysyms that type nothing.
  let character: Character?
  /// Whether the keysym is a dead key.
  let isDead: Bool

  /// Names a keysym.
  ///
  /// The corresponding C functions are `xkb_keysym_get_name` and `xkb_keysym_to_utf32`.
  init(_ keysym: UInt32) {
    let decoded = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer -> String? in
      let length = Int(xkb_keysym_get_name(keysym, buffer.baseAddress, buffer.count))
      guard length > 0 else { return nil }
      return UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[..<min(length, buffer.count - 1)])
        .withMemoryRebound(to: UInt8.self) { String(decoding: $0, as: UTF8.self) }
    }
    name = decoded ?? "0x\(String(keysym, radix: 16))"
    isDead = name.hasPrefix("dead_")
    if isDead {
      character = DeadKeys.spacingForm(ofKeysymNamed: name)
    } else {
      character = Self.printable(xkb_keysym_to_utf32(keysym))
    }
  }

  /// Whether the keysym's ``character`` is not `nil`, found without naming it (for the media and
  /// vendor keys most keymaps hold, which type nothing): only a keysym of the block holding the
  /// dead keys (`0xFE00`–`0xFEFF`) is named.
  ///
  /// The corresponding C function is `xkb_keysym_to_utf32`.
  static func typesCharacter(_ keysym: UInt32) -> Bool {
    if (0xFE00...0xFEFF).contains(keysym) { return names(of: [keysym])[0].character != nil }
    return printable(xkb_keysym_to_utf32(keysym)) != nil
  }

  /// The character for a Unicode scalar value, or `nil` for 0 and control characters.
  static func printable(_ value: UInt32) -> Character? {
    guard value >= 0x20, !(0x7F...0x9F).contains(value), let scalar = Unicode.Scalar(value) else { return nil }
    return Character(scalar)
  }

  /// Names keysyms in one go, through a cache shared by every thread: layouts share most of their
  /// keysyms, so a run over many layouts names each once.
  /// - Returns: The names, in the order of `keysyms`.
  static func names(of keysyms: [UInt32]) -> [KeysymName] {
    var made: [(keysym: UInt32, name: KeysymName)] = []
    let names = zip(keysyms, cache.names(of: keysyms)).map { keysym, cached in
      if let cached { return cached }
      let name = KeysymName(keysym)
      made.append((keysym, name))
      return name
    }
    if !made.isEmpty { cache.store(made) }
    return names
  }

  private static let cache = Cache()

  /// Keysym names already made, behind a lock: legacy keysyms (below 0x10000, which is most of
  /// them) by array index, the others (Unicode keysyms) by dictionary.
  private final class Cache: @unchecked Sendable {
    /// Enough for every keysym xkeyboard-config uses; a keymap text with more names the rest
    /// without the cache.
    static let capacity = 1 << 14
    private let lock = NSLock()
    private var names: [KeysymName] = []
    /// The position in ``names`` of each legacy keysym's name, -1 for none yet; allocated on first use.
    private var legacy: [Int32] = []
    private var others: [UInt32: Int32] = [:]

    /// The cached name of each keysym, `nil` where there is none yet.
    func names(of keysyms: [UInt32]) -> [KeysymName?] {
      lock.lock()
      defer { lock.unlock() }
      return keysyms.map { keysym in
        let slot = keysym < 0x10000 ? (legacy.isEmpty ? -1 : legacy[Int(keysym)]) : others[keysym] ?? -1
        return slot < 0 ? nil : names[Int(slot)]
      }
    }

    /// Adds names, as long as the cache has room.
    func store(_ made: [(keysym: UInt32, name: KeysymName)]) {
      lock.lock()
      defer { lock.unlock() }
      if legacy.isEmpty { legacy = [Int32](repeating: -1, count: 0x10000) }
      for (keysym, name) in made where names.count < Self.capacity {
        let slot = Int32(names.count)
        names.append(name)
        if keysym < 0x10000 { legacy[Int(keysym)] = slot } else { others[keysym] = slot }
      }
    }
  }
}
