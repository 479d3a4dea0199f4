import KBLoc

/// The code of a key handler as kbloc reads it, whatever the language: the statements that test
/// the key and the modifiers, and those that act.
///
/// The Swift and Objective-C readers turn a handler's body (`keyDown(with:)`, a local event
/// monitor's closure, `- (void)keyDown:(NSEvent *)event`, SwiftUI's `onKeyPress`) into these
/// statements, each condition already read as tests of the key and of the modifiers
/// (``Condition``); ``KeyHandlerWalk`` then follows every way through them and declares a shortcut
/// for each key a way tests and acts on.
enum KeyHandlerCode {
  /// One statement of a handler.
  indirect enum Statement {
    /// Code that acts: a call or an assignment.
    case effect(Effect)
    /// `if CONDITION { then } else { otherwise }`; `otherwise` is empty without an `else`. A
    /// `guard CONDITION else { … }` is one with an empty `then`.
    case conditional(Condition, then: [Statement], otherwise: [Statement])
    /// A `switch` over the key: its cases, each with the keys its labels name.
    case keySwitch([Case])
    /// A block of statements that runs in place (`{ … }`, a `do`).
    case block([Statement])
    /// A loop's body, or a block kbloc cannot tell from one: a `break` in it ends the loop, not
    /// the handler.
    case loop([Statement])
    /// `return`, `break`, `continue` or `throw`: the way ends here; with what the returned value
    /// does when it acts (`return [self handled:event]`).
    case exit(Effect?)
  }

  /// One case of a `switch` over the key.
  struct Case {
    /// The keys its labels name, with where each is written; a `default` names none.
    var keys: [KeyTest]
    /// What the case runs.
    var body: [Statement]
  }

  /// A call or an assignment, and what it says the key does.
  struct Effect {
    /// The title the call gives the command (`[self markAllRead:self]` is `Mark All Read`,
    /// ``CommandName``); `nil` for an assignment or a call that names nothing.
    var title: String?
    /// Whether the call is to the handler's own object (`self`): such a call names what the key
    /// does before calls to other objects do.
    var isOwn: Bool = false
    /// Whether it only gives a local variable of the handler a value (`matching = @")"`), for
    /// code further on: no command of its own.
    var isLocal: Bool = false

    /// Whether a name is a logging function's, macro's or object's (`print`, `NSLog`, `os_log`,
    /// `SPLog`, `DDLogInfo`, `logger`), which does nothing a key is pressed for: one of Swift's and
    /// C's, or capitals followed by `Log`.
    static func isLogging(_ name: String) -> Bool {
      if ["print", "debugPrint", "dump", "printf", "puts", "os_log", "logger", "log", "Logger", "Log"].contains(name) {
        return true
      }
      let prefix = name.prefix { $0.isUppercase }
      guard prefix.count >= 2 else { return false }
      return name.dropFirst(prefix.count - 1).hasPrefix("Log")
    }
  }

  /// A condition, read as tests of the key and of the modifiers.
  indirect enum Condition {
    /// The key is one of these (`keyChar == 'f' || keyChar == 'F'`, `event.keyCode == 53`).
    case key([KeyTest])
    /// A test of the modifiers, as the combinations it holds for; with the names of modifiers
    /// with no place in a shortcut that it asks for (`.function` in `== [.function, .control]`).
    case modifiers(ModifierMask, unsupported: [String] = [])
    /// The key compared with something that is not a literal (`item.keyEquivalent ==
    /// event.characters`); with its text and place.
    case unreadKey(String, at: SourcePosition)
    /// A call that is given the event (`updateTextFinderModeIfNeeded(event)`): what the key
    /// does there is decided where kbloc does not follow; with its text.
    case passesEvent(String)
    /// Anything else, which kbloc takes as able to hold or not.
    case other
    /// A test that holds on no key press: the event is a key-up or a change of modifiers
    /// (`event.type == .keyUp`).
    case never
    /// Every one holds.
    case and([Condition])
    /// One of them holds.
    case or([Condition])
    /// It does not hold.
    case not(Condition)
  }

  /// One key a test names, where it is written.
  struct KeyTest {
    var key: KeyHandlerKey
    var position: SourcePosition
  }
}

/// What a key test compares the event's key with, as the handler reads the event.
enum KeyHandlerKey: Hashable {
  /// A character or a named key, as typed (`'h'`, `"\r"`, `NSLeftArrowFunctionKey`); an upper-case
  /// letter is typed with Shift.
  case character(Shortcut.Trigger, impliesShift: Bool)
  /// A physical key matched by its number (`kVK_ANSI_W`, `0x35`, `.keyboardW`).
  case keyCode(KeyCode)
  /// A physical key matched by the one character only it types (`NSEnterCharacter`, the keypad's
  /// Enter).
  case physical(Key)
  /// A modifier key alone (`kVK_Option`, `kVK_RightCommand`): no shortcut.
  case modifierKey
  /// A key kbloc has no name for, with what the code calls it.
  case unknown(String)
}
