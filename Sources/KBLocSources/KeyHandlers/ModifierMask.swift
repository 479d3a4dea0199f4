import KBLoc

/// The combinations of Control, Option, Shift and Command a key handler's modifier tests hold for:
/// a set of the sixteen combinations, one bit each.
///
/// Every test a handler makes of the modifiers is such a set: `flags.contains(.command)` holds for
/// the eight combinations with ⌘, `flags == [.option, .command]` for one, `!flags.contains(.shift)`
/// for the eight without ⇧. `&&`, `||` and `!` are intersection, union and complement, so a path
/// through nested tests ends in one set, and the shortcuts it declares are its smallest
/// combinations (``minimalCombinations``): a modifier that is not tested is not written.
///
/// ```swift
/// let command = ModifierMask.containing(.command)
/// command.minimalCombinations                                   // [Command]
/// command.intersection(ModifierMask.containing(.shift).complement).minimalCombinations   // [Command]
/// ModifierMask.containingAny(of: [.command, .option]).minimalCombinations   // [Option, Command]
/// ```
struct ModifierMask: Hashable, Sendable {
  /// Bit *i* set when combination *i* (``combinations``) is held.
  var bits: UInt16

  /// Every combination: no test.
  static let all = ModifierMask(bits: 0xFFFF)
  /// No combination: a path no key press takes.
  static let none = ModifierMask(bits: 0)

  /// The sixteen combinations of Control, Option, Shift and Command, by number: bit 0 Control,
  /// 1 Option, 2 Shift, 3 Command.
  static let combinations: [Modifiers] = (0..<16).map { number in
    var modifiers: Modifiers = []
    for (bit, modifier) in shortcutOrder.enumerated() where number & (1 << bit) != 0 { modifiers.insert(modifier) }
    return modifiers
  }

  /// Control, Option, Shift, Command: the bits of a combination's number.
  static let shortcutOrder: [Modifiers] = [.control, .option, .shift, .command]

  /// The set of the combinations `holds` is true of.
  static func holding(_ holds: (Modifiers) -> Bool) -> ModifierMask {
    var bits: UInt16 = 0
    for (number, combination) in combinations.enumerated() where holds(combination) { bits |= 1 << number }
    return ModifierMask(bits: bits)
  }

  /// `flags.contains(modifiers)`: every one of `modifiers` is held.
  static func containing(_ modifiers: Modifiers) -> ModifierMask { holding { $0.isSuperset(of: modifiers) } }

  /// `flags & modifiers` as a condition: at least one of `modifiers` is held.
  static func containingAny(of modifiers: Modifiers) -> ModifierMask {
    holding { !$0.isDisjoint(with: modifiers) }
  }

  /// `flags == modifiers`: exactly `modifiers`.
  static func exactly(_ modifiers: Modifiers) -> ModifierMask { holding { $0 == modifiers } }

  /// Both tests hold.
  func intersection(_ other: ModifierMask) -> ModifierMask { ModifierMask(bits: bits & other.bits) }
  /// Either test holds.
  func union(_ other: ModifierMask) -> ModifierMask { ModifierMask(bits: bits | other.bits) }
  /// The test does not hold.
  var complement: ModifierMask { ModifierMask(bits: ~bits) }
  /// Whether no combination is left.
  var isEmpty: Bool { bits == 0 }

  /// The combinations held, none of which holds another that is held too: the modifiers a
  /// shortcut on this path is written with, fewest first, each in canonical order.
  /// - Complexity: O(1): at most sixteen combinations, compared pairwise.
  var minimalCombinations: [Modifiers] {
    let held = Self.combinations.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element)
    return held.filter { combination in
      !held.contains { $0 != combination && $0.isSubset(of: combination) }
    }.sorted { ($0.rawValue.nonzeroBitCount, $0.rawValue) < ($1.rawValue.nonzeroBitCount, $1.rawValue) }
  }
}
