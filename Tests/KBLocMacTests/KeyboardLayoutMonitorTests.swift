import KBLoc
import KBLocMac
import Testing

/// `KeyboardLayoutMonitor`: a new layout only when the input source read differs.
@MainActor
struct KeyboardLayoutMonitorTests {
  /// What the monitor reads, and what it was told.
  final class Mac {
    var current: KeyboardInputSource?
    var layoutsMade: [String] = []
    var told: [String] = []
  }

  static func monitor(_ mac: Mac) -> KeyboardLayoutMonitor {
    KeyboardLayoutMonitor(
      reading: { mac.current },
      layoutOf: { source in
        mac.layoutsMade.append(source.identifier)
        return source.bundledLayout()
      },
      onChange: { mac.told.append($0.name) })
  }

  @Test func theFirstReadMakesTheLayoutWithoutTellingTheApp() {
    let mac = Mac()
    mac.current = KeyboardInputSource(identifier: "com.apple.keylayout.German")
    let monitor = Self.monitor(mac)
    #expect(monitor.layout.name == "com.apple.keylayout.German")
    #expect(monitor.inputSource == mac.current)
    #expect(mac.layoutsMade == ["com.apple.keylayout.German"])
    #expect(mac.told.isEmpty)
  }

  /// The notification comes for every selection: one that leaves the input source as it was
  /// (an input method over ABC) rebuilds nothing.
  @Test func aSelectionThatChangesNothingRebuildsNothing() {
    let mac = Mac()
    mac.current = KeyboardInputSource(identifier: "com.apple.keylayout.ABC", keyboardType: .ansi)
    let monitor = Self.monitor(mac)
    #expect(monitor.refresh() == false)
    #expect(mac.layoutsMade.count == 1)
    #expect(mac.told.isEmpty)
  }

  /// Another input source, another keyboard or other key layout data: a new layout, told once.
  @Test func anyDifferenceMakesANewLayout() {
    let mac = Mac()
    mac.current = KeyboardInputSource(identifier: "com.apple.keylayout.German", keyboardType: .iso)
    let monitor = Self.monitor(mac)
    mac.current = KeyboardInputSource(identifier: "com.apple.keylayout.French", keyboardType: .iso)
    #expect(monitor.refresh())
    #expect(mac.told == ["com.apple.keylayout.French"])
    mac.current?.keyboardType = .ansi
    #expect(monitor.refresh())
    #expect(monitor.layout.keyboardType == .ansi)
    mac.current?.keyLayoutData = [0x01]
    #expect(monitor.refresh())
    #expect(monitor.refresh() == false)
    #expect(mac.told.count == 3)
  }

  /// When no input source can be read, the layout is us(mac), and the next one read replaces it.
  @Test func noInputSourceIsUS() {
    let mac = Mac()
    let monitor = Self.monitor(mac)
    #expect(monitor.layout.name == "us(mac)")
    #expect(monitor.refresh() == false)
    mac.current = KeyboardInputSource(identifier: "com.apple.keylayout.German")
    #expect(monitor.refresh())
    #expect(mac.told == ["com.apple.keylayout.German"])
  }
}
