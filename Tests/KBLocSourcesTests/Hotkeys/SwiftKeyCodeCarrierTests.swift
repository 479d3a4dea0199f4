import KBLoc
import KBLocSources
import Testing

/// An app's own type that carries a key code and a modifier mask, read wherever the repository
/// builds it with literals; fixtures written from the documented shapes of Carbon's `kVK_`
/// constants, `NSEvent.ModifierFlags` and `MASShortcut(keyCode:modifierFlags:)`.
struct SwiftKeyCodeCarrierTests {
  /// The carrier: an initializer that stores both from its parameters, one that copies another
  /// value (no literal), and a type that carries no key code.
  static let carrier = """
    struct KeyBinding {
      let keyCode: UInt16
      let modifiers: UInt

      init(_ keyCode: UInt16, _ modifiers: UInt) {
        self.keyCode = keyCode
        self.modifiers = modifiers
      }

      init(copying binding: KeyBinding) {
        self.keyCode = binding.keyCode
        self.modifiers = binding.modifiers
      }
    }

    struct Size {
      let width: Int
      let height: Int
      init(_ width: Int, _ height: Int) {
        self.width = width
        self.height = height
      }
    }
    """

  /// Two sets of defaults in `switch self`, a value bound to a variable, and calls that are not
  /// carriers' literals.
  static let defaults = """
    import AppKit
    import Carbon

    private let command = NSEvent.ModifierFlags.command.rawValue
    private let shift = NSEvent.ModifierFlags.shift.rawValue

    enum Command {
      case showPanel, hidePanel, nextTab

      var standardBinding: KeyBinding? {
        switch self {
        case .showPanel: return KeyBinding(UInt16(kVK_ANSI_P), command | shift)
        case .hidePanel: return KeyBinding(UInt16(kVK_Escape), command)
        case .nextTab: return nil
        }
      }

      var compactBinding: KeyBinding? {
        switch self {
        case .showPanel: return KeyBinding(UInt16(kVK_ANSI_P), command)
        case .nextTab: return KeyBinding(UInt16(kVK_ANSI_P), command | shift)
        default: return nil
        }
      }
    }

    let quickNoteShortcut = KeyBinding(0x2D, NSEvent.ModifierFlags.option.rawValue)
    let saved = KeyBinding(copying: quickNoteShortcut)
    let small = Size(0x2D, 256)
    """

  /// A registration of a carrier's key code and mask with a global hotkey API.
  static let registrar = """
    import MASShortcut

    func register(_ binding: KeyBinding) {
      let shortcut = MASShortcut(
        keyCode: Int(binding.keyCode), modifierFlags: NSEvent.ModifierFlags(rawValue: binding.modifiers))
      MASShortcutMonitor.shared().register(shortcut, withAction: {})
    }
    """

  static func scan(_ files: [(name: String, text: String)]) throws -> SourceScan {
    let readings = try files.map { try SourceReader.read($0.text, format: .swift, file: $0.name) }
    return SourceScan(readings: readings, name: "App")
  }

  static func registered() throws -> [ShortcutDefinition] {
    let scan = try scan([("KeyBinding.swift", carrier), ("Command.swift", defaults), ("Registrar.swift", registrar)])
    return scan.shortcuts.definitions
  }

  @Test func eachLiteralConstructionIsAHotkeyDefault() throws {
    let definitions = try Self.registered()
    #expect(
      definitions.map(\.keys) == [
        "Shift-Command-code:KeyP", "Command-Esc", "Command-code:KeyP", "Shift-Command-code:KeyP",
        "Option-code:KeyN",
      ])
    #expect(definitions.map(\.position.line) == [12, 13, 20, 21, 27])
    #expect(definitions.allSatisfy { $0.declaration?.file == "Command.swift" })
    // A letter's key code is a physical key, with the code it is registered by.
    #expect(definitions.first?.keyCode == KeyCode(.mac, 0x23))
  }

  @Test func aCaseOfSwitchSelfTitlesTheDefaultElseTheVariable() throws {
    let definitions = try Self.registered()
    // The variable without its last word `Shortcut`; the name as written is the action.
    #expect(definitions.map(\.title) == ["Show Panel", "Hide Panel", "Show Panel", "Next Tab", "Quick Note"])
    #expect(definitions.map(\.action) == ["showPanel", "hidePanel", "showPanel", "nextTab", "quickNoteShortcut"])
  }

  @Test func aRegisteredCarrierIsGlobalAndItsRegistrationLosesItsNote() throws {
    let scan = try Self.scan([
      ("KeyBinding.swift", Self.carrier), ("Command.swift", Self.defaults), ("Registrar.swift", Self.registrar),
    ])
    #expect(
      scan.shortcuts.definitions.allSatisfy {
        $0.scope?.context.kind == .global && $0.scope?.element == .globalHotkey
      })
    // The registration's key is read where the carrier is built.
    #expect(scan.unread.isEmpty)
  }

  @Test func anUnregisteredCarrierIsTheAppsOwn() throws {
    let scan = try Self.scan([("KeyBinding.swift", Self.carrier), ("Command.swift", Self.defaults)])
    let definitions = scan.shortcuts.definitions
    #expect(definitions.count == 5)
    #expect(definitions.allSatisfy { $0.scope?.context.kind == .anywhere && $0.scope?.element == .keyHandler })
  }

  @Test func twoSetsOfDefaultsAreNeverLiveTogether() throws {
    let definitions = try Self.registered()
    #expect(
      definitions.map { $0.scope?.context.panes ?? [] } == [
        ["standardBinding"], ["standardBinding"], ["compactBinding"], ["compactBinding"], [],
      ])
    let scopes = try definitions.map { try #require($0.scope) }
    try #require(scopes.count == 5)
    // The standard set's Show Panel and the compact set's Next Tab share their keys: one set is
    // registered at a time.
    #expect(!scopes[0].canBeLive(with: scopes[3]))
    // Within one set, and with a default outside the sets, they can be.
    #expect(scopes[0].canBeLive(with: scopes[1]))
    #expect(scopes[3].canBeLive(with: scopes[4]))
    #expect(definitions.map(\.id).prefix(2) == ["standardBinding.showPanel", "standardBinding.hidePanel"])
  }

  @Test func aCarrierIsReadWhenOneFileDeclaresAndBuildsIt() throws {
    let scan = try Self.scan([("All.swift", Self.carrier + "\n" + Self.defaults)])
    #expect(
      scan.shortcuts.definitions.map(\.title) == ["Show Panel", "Hide Panel", "Show Panel", "Next Tab", "Quick Note"])
  }
}
