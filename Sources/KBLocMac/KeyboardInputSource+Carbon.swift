// The only file of KBLocMac that calls the system, built on macOS only. It uses these Carbon
// symbols and no others, each documented by Apple on the page named:
//
// - `TISCopyCurrentASCIICapableKeyboardLayoutInputSource()`, `TISGetInputSourceProperty(_:_:)`,
//   `kTISPropertyInputSourceID`, `kTISPropertyUnicodeKeyLayoutData`,
//   `kTISNotifySelectedKeyboardInputSourceChanged`, `TISInputSource`: Text Input Source Services
//   Reference (`HIToolbox/TextInputSources.h`).
// - `LMGetKbdType()`: Carbon's low-memory accessors (`HIToolbox/Events.h`), named by the
//   `keyboardType` parameter of `UCKeyTranslate`'s page.
// - `KBGetLayoutType(_:)`: Keyboard Layout Services (`HIToolbox/Keyboards.h`).
// - `UCKeyTranslate(_:_:_:_:_:_:_:_:_:_:)`, `UCKeyboardLayout`, `kUCKeyActionDown`, `noErr`:
//   Core Services, Carbon Core, Unicode Utilities
//   (https://developer.apple.com/documentation/coreservices/1390584-uckeytranslate).
//
// Every number the rest of KBLocMac writes for Carbon (modifier bits, the modifier key state,
// `kUCKeyTranslateNoDeadKeysMask`, `kVK_…` key codes, `kKeyboardANSI`/`ISO`/`JIS`) is compared
// with Carbon's constant by `CarbonConstantTests`, which builds on macOS only.
#if canImport(Carbon)
import Carbon
import Foundation
public import KBLoc

extension KeyboardInputSource {
  /// Reads the Mac's current ASCII-capable keyboard input source: the one key equivalents go
  /// through, also while an input method is active; `nil` when macOS gives none.
  ///
  /// Call it on the main actor, as the Text Input Source Services ask.
  @MainActor
  public static func current() -> KeyboardInputSource? {
    guard let source = TISCopyCurrentASCIICapableKeyboardLayoutInputSource()?.takeRetainedValue(),
      let identifier = TISGetInputSourceProperty(source, kTISPropertyInputSourceID)
    else { return nil }
    var data: [UInt8]?
    if let layoutData = TISGetInputSourceProperty(source, kTISPropertyUnicodeKeyLayoutData) {
      data = Array(Unmanaged<CFData>.fromOpaque(layoutData).takeUnretainedValue() as Data)
    }
    let keyboardType = LMGetKbdType()
    return KeyboardInputSource(
      identifier: Unmanaged<CFString>.fromOpaque(identifier).takeUnretainedValue() as String,
      physicalKeyboardType: UInt32(keyboardType),
      keyboardType: KeyboardType(physicalLayoutType: KBGetLayoutType(Int16(keyboardType))),
      keyLayoutData: data)
  }

  /// The table kbloc localizes shortcuts with on this input source: made with `UCKeyTranslate`
  /// from its key layout data, else bundled (see ``layout(translatingKeysWith:)``).
  public func layout() -> Layout {
    layout(translatingKeysWith: keyLayoutData.map { KeyLayoutData(bytes: $0, keyboardType: physicalKeyboardType) })
  }

  /// Calls `handler` on the main actor each time macOS selects a keyboard input source
  /// (`kTISNotifySelectedKeyboardInputSourceChanged`), until the observation is released.
  ///
  /// The notification comes for every selection, an input method's too; hand it to
  /// ``KeyboardLayoutMonitor/refresh()``, which rebuilds only when the table changed.
  /// - Returns: The observation; keep it as long as `handler` should be called.
  @MainActor
  public static func observeChanges(_ handler: @escaping @MainActor @Sendable () -> Void) -> Observation {
    let name = Notification.Name(kTISNotifySelectedKeyboardInputSourceChanged as String)
    let token = DistributedNotificationCenter.default().addObserver(forName: name, object: nil, queue: .main) { _ in
      MainActor.assumeIsolated { handler() }
    }
    return Observation(token: token)
  }

  /// An observation of input source selections made by ``observeChanges(_:)``: it ends when
  /// released.
  public final class Observation {
    /// The notification center's token.
    private let token: any NSObjectProtocol

    init(token: any NSObjectProtocol) {
      self.token = token
    }

    deinit {
      DistributedNotificationCenter.default().removeObserver(token)
    }
  }

  /// `UCKeyTranslate` on an input source's key layout data.
  struct KeyLayoutData: KeyTranslator {
    /// The `'uchr'` data.
    let bytes: [UInt8]
    /// The physical keyboard type, `LMGetKbdType()`.
    let keyboardType: UInt32

    func translate(
      keyCode: UInt16, modifiers: CarbonModifiers, deadKeyState: UInt32, options: KeyTranslationOptions
    ) -> KeyTranslation? {
      bytes.withUnsafeBytes { buffer -> KeyTranslation? in
        guard let layout = buffer.baseAddress?.assumingMemoryBound(to: UCKeyboardLayout.self) else { return nil }
        var state = deadKeyState
        var length = 0
        var characters = [UniChar](repeating: 0, count: 16)
        let status = UCKeyTranslate(
          layout, keyCode, UInt16(kUCKeyActionDown), modifiers.modifierKeyState, keyboardType, options.rawValue,
          &state, characters.count, &length, &characters)
        guard status == OSStatus(noErr) else { return nil }
        return KeyTranslation(text: String(decoding: characters.prefix(length), as: UTF16.self), deadKeyState: state)
      }
    }
  }
}

extension KeyboardLayoutMonitor {
  /// Creates a monitor of the Mac's current input source (``KeyboardInputSource/current()``),
  /// whose layouts are ``KeyboardInputSource/layout()``; call ``refresh()`` from
  /// ``KeyboardInputSource/observeChanges(_:)``.
  /// - Parameter onChange: Told each layout that differs from the last.
  public convenience init(onChange: @escaping @MainActor (Layout) -> Void) {
    self.init(reading: { KeyboardInputSource.current() }, layoutOf: { $0.layout() }, onChange: onChange)
  }
}
#endif
