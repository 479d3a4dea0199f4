extension ShortcutText {
  /// Parses the common case, printable ASCII that is a valid shortcut, straight from its UTF-8
  /// bytes; `nil` for anything else, which the general parser then reads (and explains).
  ///
  /// Gives the same answer as the general parser for every text it accepts (a property test
  /// checks it): it follows the same steps — trim, find the separator, split, classify each part
  /// by its ``NamedKey/spelling(_:)`` — on bytes, with each part's spelling packed in two
  /// integers and looked up in one table, so a shortcut is read with no allocation. It declines
  /// what it does not handle itself: menu symbols and any other non-ASCII byte, control
  /// characters, physical keys (`code:`, `key:`), unknown parts, and every error.
  /// - Complexity: O(*n*) in the length of `text`.
  static func parsingASCII(_ text: String) -> ShortcutText? {
    var text = text  // `withUTF8` is mutating: it makes the storage contiguous if it is not.
    return text.withUTF8 { bytes in parsingASCII(bytes) }
  }

  private static func parsingASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> ShortcutText? {
    var start = 0
    var end = bytes.count
    while start < end, bytes[start] == space { start += 1 }
    while end > start, bytes[end - 1] == space { end -= 1 }
    guard start < end else { return nil }
    for index in start..<end where bytes[index] < space || bytes[index] > 0x7E { return nil }

    // The separator is the first `+` or `-` after the first character.
    var separator: UInt8?
    for index in (start + 1)..<end where bytes[index] == plus || bytes[index] == minus {
      separator = bytes[index]
      break
    }
    let isWeb = separator == plus

    var modifiers: Modifiers = []
    var written = WrittenModifiers()
    var trigger: Shortcut.Trigger?
    var index = start
    while true {
      // One part: spaces skipped, a separator where it begins is its first character.
      while index < end, bytes[index] == space { index += 1 }
      guard index < end else { return nil }
      var partEnd = index
      if let separator {
        if bytes[partEnd] == separator { partEnd += 1 }
        while partEnd < end, bytes[partEnd] != separator { partEnd += 1 }
      } else {
        partEnd = end
      }
      var partStart = index
      var last = partEnd
      while partStart < last, bytes[partStart] == space { partStart += 1 }
      while last > partStart, bytes[last - 1] == space { last -= 1 }
      guard let part = classify(bytes, partStart..<last, isWeb: isWeb) else { return nil }
      switch part {
      case .modifier(let modifier):
        guard !modifiers.contains(modifier) else { return nil }
        modifiers.insert(modifier)
        written.append(modifier)
      case .trigger(let value):
        guard trigger == nil else { return nil }
        trigger = value
      }
      guard partEnd < end else { break }
      index = partEnd + 1
    }
    guard let trigger else { return nil }
    return ShortcutText(modifiers: modifiers, written: written, trigger: trigger)
  }

  /// A classified part of an ASCII shortcut.
  private enum ASCIIPart {
    case modifier(Modifiers)
    case trigger(Shortcut.Trigger)
  }

  /// What a spelling names, before the notation decides what `delete` is.
  private enum Spelled {
    case modifier(Modifiers)
    case named(NamedKey)
    case character(Character)
    case delete
  }

  /// Classifies the part `range` of `bytes` as ``classify(_:notation:text:)`` does; `nil` for a
  /// physical key, an unknown part, or a spelling too long to pack.
  private static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, isWeb: Bool) -> ASCIIPart? {
    guard !range.isEmpty else { return nil }
    // One byte is a character: no ASCII modifier spelling is a single character.
    if range.count == 1 { return .trigger(.character(Character(asciiByte: bytes[range.lowerBound]))) }
    let spelling = PackedSpelling(bytes, range)
    let spelled = spelling.flatMap(spelled(by:))
    if case .modifier(let modifier) = spelled { return .modifier(modifier) }
    if hasPhysicalPrefix(bytes, range) { return nil }
    switch spelled {
    case .delete: return .trigger(.named(isWeb ? .forwardDelete : .delete))
    case .named(let key): return .trigger(.named(key))
    case .character(let character): return .trigger(.character(character))
    case .modifier, nil: return nil
    }
  }

  /// Whether the part starts with `code:` or `key:`, in any case.
  private static func hasPhysicalPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    func starts(with prefix: StaticString) -> Bool {
      guard range.count >= prefix.utf8CodeUnitCount else { return false }
      return prefix.withUTF8Buffer { prefix in
        prefix.indices.allSatisfy { lowercased(bytes[range.lowerBound + $0]) == prefix[$0] }
      }
    }
    return starts(with: "code:") || starts(with: "key:")
  }

  /// Every ASCII spelling of a modifier, named key or character name, packed.
  private static let spellings: [PackedSpelling: Spelled] = {
    var table: [PackedSpelling: Spelled] = [:]
    func add(_ name: String, _ spelled: Spelled) {
      guard let packed = PackedSpelling(name) else { return }
      table[packed] = spelled
    }
    for (name, character) in characterNames { add(name, .character(character)) }
    for (name, key) in NamedKey.spellings { add(name, .named(key)) }
    add("delete", .delete)
    for (name, modifier) in modifierSpellings { add(name, .modifier(modifier)) }
    return table
  }()

  /// The spellings in an open-addressing table, and what each spells.
  ///
  /// The table probes linearly and is at most a quarter full; beside its keys, at the same
  /// positions, is what each spells. A part is found by mixing its two integers
  /// (``PackedSpelling/slot(in:)``), usually in one probe, without `Hasher`. An empty slot holds
  /// the packed empty spelling, which no spelling is.
  private static let spellingTable: (keys: [PackedSpelling], spelled: [Spelled?]) = {
    var count = 1
    while count < 4 * spellings.count { count *= 2 }
    var keys = [PackedSpelling](repeating: PackedSpelling(), count: count)
    var spelled = [Spelled?](repeating: nil, count: count)
    for (key, value) in spellings where key != PackedSpelling() {
      var slot = key.slot(in: count)
      while keys[slot] != PackedSpelling() { slot = (slot + 1) & (count - 1) }
      keys[slot] = key
      spelled[slot] = value
    }
    return (keys, spelled)
  }()

  /// What `spelling` spells (``spellings``), or `nil`.
  /// - Complexity: O(1): a probe of ``spellingTable``.
  private static func spelled(by spelling: PackedSpelling) -> Spelled? {
    let keys = spellingTable.keys
    var slot = spelling.slot(in: keys.count)
    while keys[slot] != PackedSpelling() {
      if keys[slot] == spelling { return spellingTable.spelled[slot] }
      slot = (slot + 1) & (keys.count - 1)
    }
    return nil
  }

  private static let space = UInt8(ascii: " ")
  private static let plus = UInt8(ascii: "+")
  private static let minus = UInt8(ascii: "-")

  fileprivate static func lowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }
}

/// The order modifiers were written in, kept without an array: four bits a modifier.
struct WrittenModifiers: Sendable {
  private var packed: UInt32 = 0
  private var count = 0

  /// Adds the next modifier written.
  mutating func append(_ modifier: Modifiers) {
    guard count < 8 else { return }
    packed |= UInt32(modifier.rawValue.trailingZeroBitCount + 1) << (4 * count)
    count += 1
  }

  /// Whether no modifier was written.
  var isEmpty: Bool { count == 0 }

  /// The modifiers in the order written.
  var modifiers: [Modifiers] {
    (0..<count).map { position in
      let bit = (packed >> (4 * position)) & 0xF - 1
      return Modifiers(rawValue: UInt8(1) << bit)
    }
  }
}

/// A spelling (ASCII, lowercased, without spaces, `_` or `-`, at most 16 bytes) packed in two
/// integers, so that looking it up hashes two words and allocates nothing.
private struct PackedSpelling: Hashable {
  var low: UInt64 = 0
  var high: UInt64 = 0

  /// The empty spelling, which marks an empty slot of a table.
  init() {}

  /// The spelling's first slot in an open-addressing table of `count` slots (a power of 2): the
  /// two integers mixed by multiplication, the high bits kept.
  func slot(in count: Int) -> Int {
    let mixed = (low ^ high &* 0xC2B2_AE3D_27D4_EB4F) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 40) & (count - 1)
  }

  /// Packs `range` of `bytes` as ``NamedKey/spelling(_:)`` would spell it; `nil` when longer
  /// than 16 bytes once spelled.
  init?(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    var count = 0
    for index in range {
      let byte = ShortcutText.lowercased(bytes[index])
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") { continue }
      guard count < 16 else { return nil }
      if count < 8 {
        low |= UInt64(byte) << (8 * count)
      } else {
        high |= UInt64(byte) << (8 * (count - 8))
      }
      count += 1
    }
  }

  /// Packs a spelling that is already spelled; `nil` when it is not ASCII or too long.
  init?(_ spelling: String) {
    guard spelling.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    let bytes = Array(spelling.utf8)
    guard let packed = bytes.withUnsafeBufferPointer({ PackedSpelling($0, 0..<$0.count) }) else { return nil }
    self = packed
  }
}
