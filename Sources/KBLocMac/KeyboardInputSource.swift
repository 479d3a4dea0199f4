public import KBLoc

/// The keyboard input source a Mac types with, as an app reads it: its identifier, the keyboard's
/// type, and the input source's key layout data, from which kbloc makes its table.
///
/// On macOS, `KeyboardInputSource.current()` reads the ASCII-capable input source, the one key
/// equivalents go through even while an input method is active; ``layout(translatingKeysWith:)``
/// (`layout()` on macOS) makes the table to localize shortcuts with. Which table wins:
///
/// 1. **Made at run time**, asking the key layout data what every key types (`UCKeyTranslate`),
///    whenever the input source has that data: it is exactly what this Mac types, on this
///    keyboard, for any layout (a user's Colemak-DH, a company `.keylayout`, any bundle in
///    `~/Library/Keyboard Layouts`), with its ⌘ map (``KBLoc/Layout/commandLevels``) and dead keys.
/// 2. Else the **recorded** table, for the 28 input sources kbloc has one of: what a real Mac
///    typed, but one recording, of 48 keys at four levels, without a ⌘ map.
/// 3. Else the **stand-in**, the closest xkeyboard-config layout, for the other input sources
///    kbloc knows (``KBLoc/AppleInputSource``).
/// 4. Else the U.S. layout, `us(mac)`: shortcuts as written.
///
/// The table keeps the input source's identifier (``KBLoc/Layout/inputSource``), so the `apple`
/// policy answers with what macOS was observed to register on it, and by the apple rule on an
/// input source kbloc has no observations of (a layout of the user's own).
///
/// The type is not an extension of `Layout` named `current()`: `KBLocXKB` has `Layout.current()`
/// for the connected keyboard on Linux, and an app or package that imports both modules would
/// find the call ambiguous. An input source is also what macOS calls what this reads.
///
/// ```swift
/// import KBLocMac
///
/// let source = KeyboardInputSource.current()   // macOS, on the main actor
/// let layout = source?.layout() ?? Layout.usReference(for: .mac)
/// ```
public struct KeyboardInputSource: Sendable, Hashable {
  /// The input source's identifier (`kTISPropertyInputSourceID`), such as
  /// `com.apple.keylayout.German` or `org.sil.ukelele.keyboardlayout.colemak-dh`.
  public var identifier: String
  /// The physical keyboard type (`LMGetKbdType()`), which `UCKeyTranslate` selects a layout's
  /// maps by; 0 when not known.
  public var physicalKeyboardType: UInt32
  /// The keyboard's arrangement (`KBGetLayoutType`): ANSI, ISO or JIS; `nil` when not known.
  public var keyboardType: KeyboardType?
  /// The input source's key layout data (`kTISPropertyUnicodeKeyLayoutData`, the `'uchr'` data
  /// `UCKeyTranslate` reads); `nil` when the input source has none.
  public var keyLayoutData: [UInt8]?

  /// Creates the description of an input source.
  /// - Parameters:
  ///   - identifier: The input source's identifier.
  ///   - physicalKeyboardType: The physical keyboard type, `LMGetKbdType()`.
  ///   - keyboardType: The keyboard's arrangement.
  ///   - keyLayoutData: The `'uchr'` key layout data.
  public init(
    identifier: String, physicalKeyboardType: UInt32 = 0, keyboardType: KeyboardType? = nil,
    keyLayoutData: [UInt8]? = nil
  ) {
    self.identifier = identifier
    self.physicalKeyboardType = physicalKeyboardType
    self.keyboardType = keyboardType
    self.keyLayoutData = keyLayoutData
  }

  /// The input source as kbloc knows it, with its recorded table or stand-in; `nil` for one
  /// kbloc does not know, such as a layout of the user's own.
  public var knownInputSource: AppleInputSource? { AppleInputSource.named(identifier) }

  /// The keyboard the table's keys sit on: ``keyboardType``, else the one Apple sells with the
  /// input source, else ISO (as for a `.keylayout` file).
  public var keyboard: KeyboardType { keyboardType ?? knownInputSource?.keyboardType ?? .iso }

  /// The table kbloc localizes shortcuts with on this input source: made at run time with
  /// `translator`, else the recorded table, else the stand-in, else `us(mac)` (see the type's
  /// documentation for why in that order).
  ///
  /// - Parameter translator: What the keys type, from the input source's key layout data (on
  ///   macOS, `UCKeyTranslate`); `nil` when there is no such data.
  /// - Returns: The table, on ``keyboard``, with ``KBLoc/Layout/inputSource`` set to the
  ///   identifier (but for the U.S. fallback); its ``KBLoc/Layout/source`` says which table
  ///   won: `.connected` for one made at run time.
  /// - Complexity: some 700 translations at run time; else one bundled load.
  public func layout(translatingKeysWith translator: (any KeyTranslator)?) -> Layout {
    if let translator {
      var layout = Layout(
        translatingKeysWith: translator, name: identifier, groupName: knownInputSource?.name ?? identifier,
        keyboard: keyboard, source: .connected("the key layout data of the input source \(identifier)"))
      if !layout.keys.isEmpty {
        layout.inputSource = identifier
        return layout
      }
    }
    return bundledLayout()
  }

  /// The table kbloc bundles for this input source, without its key layout data: the recorded
  /// table, else the stand-in, else `us(mac)`.
  /// - Complexity: one bundled load.
  public func bundledLayout() -> Layout {
    if knownInputSource != nil, let bundled = try? Layout.bundled(inputSource: identifier, keyboard: keyboard) {
      return bundled
    }
    return Layout.usReference(for: .mac).placed(on: keyboard, keysNamedBy: .physicalKey)
  }
}
