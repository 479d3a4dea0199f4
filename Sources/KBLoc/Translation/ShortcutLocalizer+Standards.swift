extension ShortcutLocalizer {
  /// The platform's standard shortcuts, each normalized on a reference layout (``normalized(_:)``):
  /// the part of a localizer's standard-shortcut table that does not depend on the target layout.
  ///
  /// A run over many layouts (``CoverageRun``) makes it once and gives it to each layout's
  /// localizer, which then only presses the shortcuts on its layout.
  struct NormalizedStandards: Sendable {
    /// The standard shortcuts in the order given, each with its shortcut normalized.
    let shortcuts: [StandardShortcut]

    /// Normalizes `standards` on `reference`.
    /// - Complexity: O(*s*) in the number of standard shortcuts.
    init(_ standards: [StandardShortcut], reference: Layout) {
      shortcuts = standards.map { standard in
        StandardShortcut(
          shortcut: ShortcutLocalizer.normalized(standard.shortcut, on: reference), action: standard.action)
      }
    }
  }

  /// The tables ``standards(pressedAs:)`` searches: each of `shortcuts` (normalized) pressed on
  /// the target layout as `localizer` decides it, by key combination.
  ///
  /// Only the press of each standard shortcut is needed: the policy's decision, without the
  /// result and reason `translate` makes of it (the later passes leave the press alone).
  /// `localizer` has no standard shortcuts yet, so none of them refuses another's fallback. The
  /// combinations with a packed form go to `packedPresses` (sorted, with the positions of their
  /// standard shortcuts in `shortcuts` beside them in `offsets`), the others to `unpacked`; the
  /// standard shortcuts of one combination keep their order. No standard shortcut is copied and
  /// no dictionary is made for the packed combinations, which are those of the catalog's keys.
  /// - Complexity: O(*s* log *s*) in the number of standard shortcuts, after their decisions.
  static func standardTables(pressing shortcuts: [StandardShortcut], on localizer: ShortcutLocalizer) -> (
    modifierMasks: [UInt64], packedPresses: [Int], offsets: [Int],
    unpacked: [LocalizedShortcut.Press.Combination: [Int]]
  ) {
    var masks = [UInt64](repeating: 0, count: Key.catalog.count)
    var unpacked: [LocalizedShortcut.Press.Combination: [Int]] = [:]
    var packed: [(packed: Int, offset: Int)] = []
    packed.reserveCapacity(shortcuts.count)
    for offset in shortcuts.indices {
      let decision = localizer.decide(
        shortcuts[offset].shortcut, match: .character, localize: true, allowFallback: true)
      guard let combination = decision.press?.combination else { continue }
      if combination.key.order < masks.count {
        masks[combination.key.order] |= 1 << UInt64(combination.modifiers.rawValue & 0x3F)
      }
      if let value = combination.packed {
        packed.append((value, offset))
      } else {
        unpacked[combination, default: []].append(offset)
      }
    }
    // By packed combination, then in the order of the standard shortcuts.
    packed.sort { ($0.packed, $0.offset) < ($1.packed, $1.offset) }
    return (masks, packed.map(\.packed), packed.map(\.offset), unpacked)
  }

  /// The standard shortcuts whose key combination is `combination`, in their order, or `nil`.
  /// - Complexity: O(1): an array lookup when no standard shortcut uses the key with those
  ///   modifiers; else O(log *s*) in the number *s* of standard shortcuts, a binary search of
  ///   integers (a dictionary lookup for a key outside the catalog).
  func standards(pressedAs combination: LocalizedShortcut.Press.Combination) -> StandardMatches? {
    guard let range = packedStandards(pressedAs: combination) else {
      return unpackedStandardPresses[combination].map { StandardMatches(list: standardShortcutList, offsets: $0[...]) }
    }
    return range.isEmpty
      ? nil : StandardMatches(list: standardShortcutList, offsets: standardOffsetsOfPackedPresses[range])
  }

  /// Where the standard shortcuts pressed as `combination` are in ``standardPackedPresses`` (and
  /// ``standardOffsetsOfPackedPresses``): an empty range when there are none; `nil` when the
  /// combination does not pack (a key outside the catalog, found in ``unpackedStandardPresses``).
  ///
  /// Plain integers: the per-call conflict check reads the matches through it without making a
  /// ``StandardMatches``, which, optional, Swift drops through the metadata of `Optional`.
  /// - Complexity: O(1) when no standard shortcut uses the key with those modifiers (an array
  ///   lookup); else O(log *s*) in the number *s* of standard shortcuts.
  func packedStandards(pressedAs combination: LocalizedShortcut.Press.Combination) -> Range<Int>? {
    let order = combination.key.order
    if order < standardModifierMasks.count,
      standardModifierMasks[order] & (1 << UInt64(combination.modifiers.rawValue & 0x3F)) == 0
    {
      return 0..<0
    }
    guard let packed = combination.packed else { return nil }
    var (low, high) = (0, standardPackedPresses.count)
    while low < high {
      let middle = (low + high) / 2
      if standardPackedPresses[middle] < packed { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < standardPackedPresses.count, standardPackedPresses[end] == packed { end += 1 }
    return low..<end
  }

  /// The standard shortcuts of one key combination (``standards(pressedAs:)``), read in place
  /// from the run's list: finding them copies none.
  struct StandardMatches: RandomAccessCollection {
    /// Every standard shortcut of the localizer.
    let list: [StandardShortcut]
    /// The positions in `list` of the matches, in order.
    let offsets: ArraySlice<Int>

    var startIndex: Int { offsets.startIndex }
    var endIndex: Int { offsets.endIndex }
    subscript(position: Int) -> StandardShortcut { list[offsets[position]] }
  }
}
