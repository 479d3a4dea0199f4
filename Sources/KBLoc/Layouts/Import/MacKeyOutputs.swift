/// What one key of a Mac keyboard layout types, by macOS virtual key code: at levels 1 to 4, and
/// with ⌘ and ⇧⌘.
///
/// The common form of the Mac layouts kbloc reads: ``Layout/init(keylayout:name:keyboard:)``
/// reads it from a `.keylayout`'s `keyMap`s, and `KBLocMac` asks `UCKeyTranslate` for it on a
/// Mac. ``Layout/init(macKeys:name:groupName:keyboard:source:)`` makes the table of either, so
/// that the same layout makes the same table both ways.
///
/// ```swift
/// let a = MacKeyOutputs(keyCode: 0x00, levels: [.init("a"), .init("A"), .init("å"), .init("Å")])
/// a.typingLevels().map(\.character)   // ["a", "A", "å", "Å"]
/// ```
public struct MacKeyOutputs: Sendable, Hashable {
  /// What a key types at one level: its characters, and whether it is a dead key.
  public struct Output: Sendable, Hashable {
    /// The characters typed; for a dead key, the spacing form of its accent (the terminator of
    /// the dead-key state it enters), or nothing when the state has none.
    public var text: String
    /// Whether the key enters a dead-key state instead of typing.
    public var isDead: Bool

    /// Creates an output from its text and whether it is dead.
    public init(_ text: String, isDead: Bool = false) {
      self.text = text
      self.isDead = isDead
    }
  }

  /// The macOS virtual key code (`kVK_…`), as the key sends it on an ANSI keyboard.
  public var keyCode: UInt16
  /// What the key types with no modifier, Shift, Option and Shift-Option; `nil` where nothing.
  public var levels: [Output?]
  /// What the key types with ⌘ held; `nil` when ⌘ selects no map of its own.
  public var command: Output?
  /// What the key types with ⇧⌘ held; `nil` when ⌘ selects no map of its own.
  public var shiftCommand: Output?

  /// Creates the outputs of one key.
  /// - Parameters:
  ///   - keyCode: The macOS virtual key code.
  ///   - levels: What the key types with no modifier, Shift, Option and Shift-Option.
  ///   - command: What it types with ⌘, where ⌘ selects a map of its own.
  ///   - shiftCommand: What it types with ⇧⌘, where ⌘ selects a map of its own.
  public init(keyCode: UInt16, levels: [Output?], command: Output? = nil, shiftCommand: Output? = nil) {
    self.keyCode = keyCode
    self.levels = levels
    self.command = command
    self.shiftCommand = shiftCommand
  }

  /// The key's levels 1 to 4 as a table has them (Option is level 3 on a Mac); an output a table
  /// cannot hold (nothing, several characters) is no level.
  public func typingLevels() -> [Level] {
    Self.levels(Array(levels.prefix(4)), modifiers: [[], .shift, .option, [.shift, .option]])
  }

  /// The key's Command level (``Layout/commandLevels``): ⌘ and ⇧⌘, or `[]` when ⌘ types
  /// nothing or what the key types with no modifier.
  ///
  /// ⇧⌘ is what the key types with ⇧⌘, unless that is what it types with ⌘ (a `keyMap` for ⌘
  /// that Shift does not change, so that ⇧⌘V means the uppercase V): then the uppercase form of
  /// the ⌘ character, or no level when it has none.
  public func commandLevels() -> [Level] {
    guard let command, !command.text.isEmpty, command.text != levels.first??.text else { return [] }
    var shifted = shiftCommand
    if let shiftCommand, shiftCommand.text.isEmpty { shifted = nil }
    if let shiftCommand, shiftCommand.text == command.text {
      let upper = command.text.uppercased()
      shifted = upper != command.text ? Output(upper) : nil
    }
    return Self.levels([command, shifted], modifiers: [.command, [.shift, .command]])
  }

  /// The levels that `outputs` make, numbered from 1, with `modifiers` by number.
  private static func levels(_ outputs: [Output?], modifiers: [Modifiers]) -> [Level] {
    outputs.enumerated().compactMap { offset, output in
      output.flatMap { output in
        ImportedLevel.make(number: offset + 1, modifiers: modifiers[offset], output: output.text, isDead: output.isDead)
      }
    }
  }
}
