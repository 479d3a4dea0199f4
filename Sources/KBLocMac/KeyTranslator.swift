/// What a key types, asked the way `UCKeyTranslate` answers on a Mac: a virtual key code, the
/// modifier keys held and a dead-key state in; the characters typed and the dead-key state after
/// out.
///
/// ``KBLoc/Layout/init(translatingKeysWith:name:groupName:keyboard:source:)`` asks one for every
/// key, modifier level and dead key to make a table. On a Mac, `KeyboardInputSource.layout()`
/// passes one that calls `UCKeyTranslate` on the input source's key layout data; anything that
/// answers the same questions (a reading of a `.keylayout` file, a test's table) makes a table
/// the same way.
public protocol KeyTranslator {
  /// What `keyCode` types, pressed with `modifiers` in `deadKeyState`.
  ///
  /// - Parameters:
  ///   - keyCode: The macOS virtual key code (`kVK_…`), 0 to 127.
  ///   - modifiers: The modifier keys held.
  ///   - deadKeyState: The dead-key state before the key: 0 for none, else what an earlier
  ///     answer gave.
  ///   - options: ``KeyTranslationOptions/noDeadKeys`` to have a dead key type its accent
  ///     instead of entering its state.
  /// - Returns: The characters typed (none for a dead key) and the dead-key state after; `nil`
  ///   when the translator cannot answer for the key.
  func translate(
    keyCode: UInt16, modifiers: CarbonModifiers, deadKeyState: UInt32, options: KeyTranslationOptions
  ) -> KeyTranslation?
}

/// One answer of a ``KeyTranslator``: the characters a key typed and the dead-key state after it.
public struct KeyTranslation: Sendable, Hashable {
  /// The characters typed; empty when the key entered a dead-key state or typed nothing.
  public var text: String
  /// The dead-key state after the key: 0 when none is pending.
  public var deadKeyState: UInt32

  /// Creates an answer.
  public init(text: String, deadKeyState: UInt32 = 0) {
    self.text = text
    self.deadKeyState = deadKeyState
  }
}

/// How a ``KeyTranslator`` translates, as `UCKeyTranslate`'s `keyTranslateOptions` bits.
public struct KeyTranslationOptions: OptionSet, Sendable, Hashable {
  /// The bits, as `UCKeyTranslate` takes them.
  public let rawValue: UInt32

  /// Creates options from their bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// No new dead-key state: a dead key types its accent instead (`kUCKeyTranslateNoDeadKeysMask`,
  /// bit 0).
  public static let noDeadKeys = KeyTranslationOptions(rawValue: 1 << 0)
}
