public import KBLoc

/// A shortcut declaration kbloc found but did not read, because its key or modifiers are not
/// written as literals (or name something no keyboard has); kbloc never guesses them.
///
/// ```swift
/// let note = UnreadDeclaration(
///   file: "Menu.swift", position: SourcePosition(line: 4, column: 22), reason: .notLiteral("key", "key"))
/// note.description   // "Menu.swift:4:22: note: not read: the key is 'key', not a literal"
/// ```
public struct UnreadDeclaration: Sendable, Hashable, CustomStringConvertible {
  /// Why a declaration was not read.
  public enum Reason: Sendable, Hashable, CustomStringConvertible {
    /// A part (`key`, `modifiers`, `shortcut`) is an expression, not a literal; with its text.
    case notLiteral(String, String)
    /// The key names nothing kbloc knows, such as `KeyEquivalent.clear`; with the name.
    case unknownKey(String)
    /// A modifier with no place in a shortcut, such as `.capsLock` or `.function`; with the name.
    case unsupportedModifier(String)
    /// The keys are written but do not parse; with the parser's message.
    case unreadableKeys(String)
    /// A modifier that is ⌘ on macOS but the Windows or Super key on Windows and Linux, read for
    /// those (Electron's `Cmd`, VS Code's `cmd`); with the name.
    case superKey(String)
    /// Code changes an item built where kbloc did not find it (`key`, `modifiers`): the part it
    /// does not set is whatever the item has there; with the item as the code names it.
    case builtElsewhere(String, String)
    /// A hotkey with no default: its keys are whatever the user records (a KeyboardShortcuts
    /// name without `default:`); with its name.
    case recordedByUser(String)
    /// A key handler gives the event to another function, which decides what the key does there;
    /// with the call (`self.handleFind(event)`).
    case handledElsewhere(String)
    /// A key a global event monitor tests: it sees the keys other apps get and takes none, so it
    /// is no shortcut of the app (`NSEvent.addGlobalMonitorForEvents`).
    case globalMonitor

    /// The reason in one phrase, for notes; the text it echoes is quoted as every message quotes
    /// input (escaped, long text cut), so that a note is one line.
    public var description: String {
      switch self {
      case .notLiteral(let part, let expression):
        return "the \(part) \(Self.verb(part)) \(expression.quoted), not a literal"
      case .unknownKey(let name): return "no keyboard has the key \(name.quoted)"
      case .unsupportedModifier(let name): return "the modifier \(name.quoted) has no place in a shortcut"
      case .unreadableKeys(let message): return message
      case .superKey(let name):
        return "on Windows and Linux \(name.quoted) is the Windows or Super key, which has no place in a shortcut"
      case .builtElsewhere(let part, let item):
        return "the \(part) \(Self.verb(part)) set where \(item.quoted) is built, which kbloc did not find"
      case .recordedByUser(let name):
        return "the hotkey \(name.quoted) has no default: its keys are the ones the user records"
      case .handledElsewhere(let call):
        return "the event is given to \(call.quoted), which kbloc does not follow"
      case .globalMonitor:
        return "a global event monitor only observes the keys other apps get, and takes none"
      }
    }

    /// `are` after a plural part (`modifiers`), `is` after any other.
    static func verb(_ part: String) -> String { part.hasSuffix("s") ? "are" : "is" }

    /// The reason's kind, for summaries: `not a literal`, `unknown key`, `unsupported modifier`,
    /// `unreadable keys`, `built elsewhere`, `recorded by the user`, `handled elsewhere`,
    /// `global monitor`.
    public var kind: String {
      switch self {
      case .notLiteral: return "not a literal"
      case .unknownKey: return "unknown key"
      case .unsupportedModifier, .superKey: return "unsupported modifier"
      case .unreadableKeys: return "unreadable keys"
      case .builtElsewhere: return "built elsewhere"
      case .recordedByUser: return "recorded by the user"
      case .handledElsewhere: return "handled elsewhere"
      case .globalMonitor: return "global monitor"
      }
    }
  }

  /// The file, as the user named it or as found under a folder they named.
  public var file: String
  /// Where the part that could not be read is written.
  public var position: SourcePosition
  /// Why it was not read.
  public var reason: Reason
  /// The platforms the declaration applies to, when the file gives it for some only (an
  /// Electron accelerator for `process.platform !== 'darwin'`, a VS Code `win` key).
  public var platforms: SourcePlatforms

  /// Creates a note from its parts.
  public init(file: String, position: SourcePosition, reason: Reason, platforms: SourcePlatforms = .all) {
    self.file = file
    self.position = position
    self.reason = reason
    self.platforms = platforms
  }

  /// `FILE:LINE:COLUMN: note: not read: REASON`, as compilers write notes.
  public var description: String { "\(file):\(position): note: not read: \(reason)" }
}
