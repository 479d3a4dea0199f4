/// A shortcut in the form Apple's frameworks register it: `UIKeyCommand(input:modifierFlags:)`
/// or `NSMenuItem.keyEquivalent` with its modifier mask.
///
/// ```swift
/// let command = result.keyCommand   // Command-Ü on German
/// command?.input                     // "ü"
/// command?.modifierFlags             // 1 << 20 (UIKeyModifierFlags.command)
/// ```
public struct KeyCommand: Sendable, Hashable {
  /// The key input: a lowercase letter, another character, or one of UIKit's special inputs
  /// (`UIKeyInputLeftArrow`, `UIKeyInputEscape`, `UIKeyInputF1`…).
  public let input: String
  /// The modifiers as `UIKeyModifierFlags` raw values: Shift `1 << 17`, Control `1 << 18`,
  /// Option `1 << 19`, Command `1 << 20` (the same bits as `NSEvent.ModifierFlags`).
  public let modifierFlags: Int

  /// The `UIKeyModifierFlags` raw value of each modifier.
  public static let flagValues: [(modifier: Modifiers, flag: Int)] = [
    (.shift, 1 << 17), (.control, 1 << 18), (.option, 1 << 19), (.command, 1 << 20),
  ]

  /// The key command that registers `shortcut`; `nil` for a physical-key trigger, which Apple's
  /// frameworks cannot express.
  public init?(_ shortcut: Shortcut) {
    switch shortcut.trigger {
    case .character(let character):
      input = String(character.lowercasedIfSingle)
    case .named(let named):
      input = named.keyCommandInput
    case .physical:
      return nil
    }
    modifierFlags = KeyCommand.flagValues.filter { shortcut.modifiers.contains($0.modifier) }.reduce(0) { $0 | $1.flag }
  }
}

extension LocalizedShortcut {
  /// What to pass to `UIKeyCommand` or `NSMenuItem` to register the localized shortcut; `nil`
  /// when it is unreachable or has a physical-key trigger.
  public var keyCommand: KeyCommand? { shortcut.flatMap(KeyCommand.init) }
}

extension NamedKey {
  /// The input UIKit's `UIKeyCommand` takes for the key (`UIKeyInputLeftArrow`, `"\t"`…).
  var keyCommandInput: String {
    switch self {
    case .leftArrow: return "UIKeyInputLeftArrow"
    case .rightArrow: return "UIKeyInputRightArrow"
    case .upArrow: return "UIKeyInputUpArrow"
    case .downArrow: return "UIKeyInputDownArrow"
    case .escape: return "UIKeyInputEscape"
    case .home: return "UIKeyInputHome"
    case .end: return "UIKeyInputEnd"
    case .pageUp: return "UIKeyInputPageUp"
    case .pageDown: return "UIKeyInputPageDown"
    case .forwardDelete: return "UIKeyInputDelete"
    case .tab: return "\t"
    case .return: return "\r"
    case .space: return " "
    case .delete: return "\u{8}"
    case .function(let number): return "UIKeyInputF\(number)"
    }
  }
}
