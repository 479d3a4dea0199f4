import KBLoc

/// An app's own type that carries a hotkey as a key code and a modifier mask, which kbloc reads
/// wherever the repository builds one with literals.
///
/// A struct or class is a carrier when one of its initializers stores a key code and a modifier
/// mask from its parameters: a property named `keyCode`, `code`, `key` or `carbonKeyCode` set from
/// an integer parameter, and one named `modifierFlags`, `modifiers`, `flags`, `carbonModifiers` or
/// `modifierMask` set from an integer or `NSEvent.ModifierFlags` parameter (`self.keyCode =
/// keyCode`, also through `UInt32(…)` or `.rawValue`):
///
/// ```swift
/// struct Hotkey {
///   let keyCode: Int
///   let modifierFlags: UInt
///   init(_ modifierFlags: UInt, _ keyCode: Int) { … }
/// }
/// ```
///
/// Each call of that initializer whose key is a number or a `kVK_…` constant and whose mask is a
/// number, `NSEvent.ModifierFlags` members, Carbon's `cmdKey`… or constants of the same file whose
/// values are those (`fileprivate let alt = NSEvent.ModifierFlags.option.rawValue`), joined by
/// `|`, is a hotkey default (``Construction``): a key code, a physical key. It is titled by the
/// case it is returned for when built inside a `switch self` (`case .leftHalf:` is "Left Half",
/// with the action `leftHalf`), else by the variable it is bound to or the label it is passed to.
/// A type whose two or more properties or functions each build its carriers in a `switch self`
/// gives alternative default sets (Spectacle's defaults or the app's own, chosen by a
/// preference): each set is a pane named by its property, so two sets never conflict with each
/// other.
///
/// A carrier's defaults are global hotkeys when the repository passes its key code and mask to a
/// global hotkey API (``Registration``: `MASShortcut(keyCode: shortcut.keyCode, modifierFlags:
/// … shortcut.modifierFlags …)`, `RegisterEventHotKey`, `HotKey`, `KeyCombo`,
/// `KeyboardShortcuts.Shortcut`); else they are the app's own shortcuts
/// (``SwiftHotkeyFacts/appLocalScope``).
struct SwiftKeyCodeCarrier: Sendable {
  /// An initializer that stores the key code and mask from its parameters.
  struct Initializer: Sendable, Hashable {
    /// The labels of its parameters, `nil` for `_`.
    var labels: [String?]
    /// The index of the parameter that gives the key code.
    var key: Int
    /// The index of the parameter that gives the modifier mask.
    var modifiers: Int
  }

  /// One argument of a call that may build a carrier, as read where it is written.
  struct Argument: Sendable {
    /// Its label, `nil` for none.
    var label: String?
    /// The key, when the argument is a key code kbloc reads.
    var key: Shortcut.Trigger?
    /// The modifiers, when the argument is a mask kbloc reads.
    var modifiers: Modifiers?
  }

  /// A call whose arguments may be a carrier's literal key code and mask: `Hotkey(cmd|alt,
  /// kVK_LeftArrow)`.
  struct Construction: Sendable {
    /// The type called.
    var type: String
    /// Its arguments.
    var arguments: [Argument]
    /// Where the call starts.
    var position: SourcePosition
    /// The name it is built for: the case of `switch self` it is returned in, else the variable
    /// it is bound to or the label it is passed to.
    var name: String?
    /// The property or function whose `switch self` builds it, the set of defaults it is in.
    var set: String?
    /// The type around that property or function.
    var owner: String?
  }

  /// A call of a global hotkey API given a value's key code and mask:
  /// `MASShortcut(keyCode: shortcut.keyCode, modifierFlags: … shortcut.modifierFlags …)`.
  struct Registration: Sendable {
    /// The property the key code is read from (`keyCode`).
    var key: String
    /// The property the mask is read from (`modifierFlags`).
    var modifiers: String
    /// The type around the call when it reads its own properties (`keyCode` alone), which are then
    /// that type's; `nil` when it reads another value's (`shortcut.keyCode`).
    var owner: String?
    /// Where the call starts, where kbloc notes that its key is not a literal.
    var position: SourcePosition
  }

  /// The type's name.
  var name: String
  /// The property that holds the key code.
  var keyProperty: String
  /// The property that holds the mask.
  var modifierProperty: String
  /// Its initializers that store both from parameters.
  var initializers: [Initializer]

  /// The names a key-code property has.
  static let keyNames: Set<String> = ["keyCode", "code", "key", "carbonKeyCode", "virtualKey"]
  /// The names a modifier-mask property has.
  static let modifierNames: Set<String> = [
    "modifierFlags", "modifiers", "flags", "carbonModifiers", "carbonFlags", "modifierMask",
  ]
  /// The types a key code parameter has.
  static let keyTypes: Set<String> = [
    "Int", "UInt", "Int16", "UInt16", "Int32", "UInt32", "Int64", "UInt64", "CGKeyCode",
  ]
  /// The types a mask parameter has: an integer, or AppKit's flags.
  static let modifierTypes = keyTypes.union(["NSEvent.ModifierFlags", "NSEventModifierFlags", "ModifierFlags"])
  /// The types of hotkey libraries, which the hotkey reader reads itself: never an app's carrier.
  static let libraryTypes: Set<String> = ["HotKey", "KeyCombo", "MASShortcut"]

  /// The shortcut `construction` builds, when it calls one of the initializers with a key and a
  /// mask kbloc reads.
  /// - Complexity: O(*i* × *a*) for *i* initializers and *a* arguments.
  func shortcut(of construction: Construction) -> Shortcut? {
    guard construction.type == name else { return nil }
    let labels = construction.arguments.map(\.label)
    for initializer in initializers where initializer.labels == labels {
      guard let key = construction.arguments[initializer.key].key,
        let modifiers = construction.arguments[initializer.modifiers].modifiers
      else { return nil }
      return Shortcut(key, modifiers: modifiers)
    }
    return nil
  }

  /// Whether `registration` passes this type's key code and mask to a global hotkey API.
  func isRegistered(by registration: Registration) -> Bool {
    registration.key == keyProperty && registration.modifiers == modifierProperty
      && (registration.owner == nil || registration.owner == name)
  }
}
