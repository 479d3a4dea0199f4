/// A set of modifier keys, listed and displayed in the Apple order Control, Option, Shift, Command.
///
/// `option` is the Mac Option key, which on a Mac layout is also XKB's level-3 modifier; on the `pc`
/// platform the level-3 modifier is `altGr` and `option` means Alt. `level5` is XKB's level-5
/// modifier, found on a few layouts (Neo, some Nordic variants).
///
/// ```swift
/// let mods: Modifiers = [.shift, .command]
/// mods.names     // ["Shift", "Command"]
/// mods.symbols   // "⇧⌘"
/// ```
public struct Modifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The set's bits, one per modifier.
  public let rawValue: UInt8

  /// Creates a set from its raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Control (⌃).
  public static let control = Modifiers(rawValue: 1 << 0)
  /// Option (⌥): the Mac Option key, XKB's level 3 on Mac layouts; Alt on the `pc` platform.
  public static let option = Modifiers(rawValue: 1 << 1)
  /// AltGr: XKB's level-3 modifier on the `pc` platform.
  public static let altGr = Modifiers(rawValue: 1 << 2)
  /// XKB's level-5 modifier.
  public static let level5 = Modifiers(rawValue: 1 << 3)
  /// Shift (⇧).
  public static let shift = Modifiers(rawValue: 1 << 4)
  /// Command (⌘); Control, the primary shortcut modifier, on the `pc` platform.
  public static let command = Modifiers(rawValue: 1 << 5)

  /// Every modifier with its name and symbol, in canonical order.
  public static let ordered: [(modifier: Modifiers, name: String, symbol: String)] = [
    (.control, "Control", "⌃"),
    (.option, "Option", "⌥"),
    (.altGr, "AltGr", "AltGr+"),
    (.level5, "Level5", "Level5+"),
    (.shift, "Shift", "⇧"),
    (.command, "Command", "⌘"),
  ]

  /// The modifiers that select levels beyond Shift: Option/AltGr (level 3) and Level5.
  ///
  /// A character that needs one of them is what macOS calls unreachable for a Command shortcut.
  public static let levelSelectors: Modifiers = [.option, .altGr, .level5]

  /// The modifier that selects XKB's level 3 on the given platform: `option` on `mac`, `altGr` on `pc`.
  public static func levelThree(on platform: Platform) -> Modifiers {
    platform == .mac ? .option : .altGr
  }

  /// The names of the modifiers in the set, in canonical order (`["Shift", "Command"]`).
  public var names: [String] {
    Modifiers.namesByRawValue[Int(rawValue & 0x3F)]
  }

  /// The symbols of the modifiers in the set, in canonical order (`"⌃⌥⇧⌘"`).
  public var symbols: String {
    Modifiers.symbolsByRawValue[Int(rawValue & 0x3F)]
  }

  /// ``names`` of every set, by raw value: the hot paths look them up instead of building them.
  static let namesByRawValue: [[String]] = (0..<64).map { bits in
    ordered.filter { Modifiers(rawValue: UInt8(bits)).contains($0.modifier) }.map(\.name)
  }

  /// ``symbols`` of every set, by raw value.
  static let symbolsByRawValue: [String] = (0..<64).map { bits in
    ordered.filter { Modifiers(rawValue: UInt8(bits)).contains($0.modifier) }.map(\.symbol).joined()
  }

  /// The HIG prefix of every set, by raw value: `Shift-Command-`.
  static let prefixesByRawValue: [String] = namesByRawValue.map { names in names.map { $0 + "-" }.joined() }

  /// The modifiers as a `pc` result displays them before its key, in canonical order, each
  /// followed by `+` (`Ctrl+Shift+`): Control is `Ctrl`, Option `Alt`, the others their names.
  var pcPrefix: String {
    Modifiers.pcPrefixesByRawValue[Int(rawValue & 0x3F)]
  }

  /// ``pcPrefix`` of every set, by raw value: a displayed result looks its prefix up.
  static let pcPrefixesByRawValue: [String] = namesByRawValue.map { names in
    names.map { ($0 == "Control" ? "Ctrl" : $0 == "Option" ? "Alt" : $0) + "+" }.joined()
  }

  /// How much effort the modifiers cost to hold, for ordering strokes: none, then Shift, then
  /// Option/AltGr, then Shift with Option, then Level5 and Control combinations.
  public var cost: Int {
    var cost = 0
    if contains(.shift) { cost += 1 }
    if contains(.option) || contains(.altGr) { cost += 2 }
    if contains(.level5) { cost += 4 }
    if contains(.control) { cost += 8 }
    if contains(.command) { cost += 16 }
    return cost
  }

  /// The names joined with `+`, or `none` for the empty set.
  public var description: String { isEmpty ? "none" : names.joined(separator: "+") }

  /// Creates a set from a modifier name as kbloc prints it (`Control`, `Option`, `AltGr`,
  /// `Level5`, `Shift`, `Command`); `nil` for any other name.
  public init?(name: String) {
    guard let entry = Modifiers.ordered.first(where: { $0.name == name }) else { return nil }
    self = entry.modifier
  }
}
