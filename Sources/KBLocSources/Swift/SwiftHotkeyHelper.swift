import KBLoc

/// A Swift function of the repository whose `String` parameter reaches the key of a hotkey
/// constructor kbloc reads, directly or through another such function: each call that passes a
/// literal there declares a hotkey at the call.
///
/// ```swift
/// static func defaultShortcut(_ keyEquivalent: String) -> [String: Any] {
///   storage(shortcut(keyEquivalent), keyEquivalent)     // forwards to `shortcut(_:)`
/// }
/// static func shortcut(_ keyEquivalent: String) -> Shortcut? {
///   keyEquivalent.isEmpty ? nil : Shortcut(keyEquivalent: keyEquivalent)   // the constructor
/// }
/// let defaults = ["closeWindowShortcut": defaultShortcut("W")]   // W, named closeWindowShortcut
/// ```
///
/// A file records its helpers, one per parameter and use, and the calls that may be to them
/// (``SwiftHotkeyFacts``); a scan follows each call through at most ``maximumDepth`` helpers,
/// never through one twice (``resolve(_:helpers:)``).
struct SwiftHotkeyHelper: Sendable {
  /// What an argument is, as far as a helper needs to know.
  enum Value: Sendable, Hashable {
    /// A string literal without interpolation, with its value.
    case string(String)
    /// A `String` parameter of the function the call is in, by name: the call forwards it.
    case parameter(String)
    /// Anything else, with its text.
    case other(String)
  }

  /// One argument of a call, or a parameter's default.
  struct Argument: Sendable {
    /// Its label; `nil` for none.
    var label: String?
    /// What it is.
    var value: Value
    /// Where it is written.
    var position: SourcePosition
  }

  /// A call that may be to a helper: its name, its arguments and what names the value it makes.
  struct Call: Sendable {
    /// The called function's name (`defaultShortcut` for `Preferences.defaultShortcut(…)`).
    var name: String
    /// Its arguments, in order; a trailing closure is none.
    var arguments: [Argument]
    /// Where the call starts.
    var position: SourcePosition
    /// The name the code gives what the call makes: the key of the dictionary entry it is the value
    /// of (`"closeWindowShortcut": defaultShortcut("W")`), or the variable it is bound to.
    var owner: String?
  }

  /// One parameter of a helper: its argument label (`nil` for `_`), its name and its default.
  struct Parameter: Sendable {
    /// The argument label; `nil` for `_`.
    var label: String?
    /// The name inside the function.
    var name: String
    /// The default, as the argument a call that leaves it out passes.
    var defaultValue: Argument?
  }

  /// A hotkey constructor whose key argument is a string.
  enum Constructor: Sendable {
    /// ShortcutRecorder's `Shortcut(keyEquivalent:)`: modifier glyphs, then a character or a key
    /// glyph (``HotkeyLiteral/glyphs(_:)``).
    case keyEquivalent

    /// What a literal given as the key reads as; `nil` for the empty string, which is no shortcut.
    func reading(_ text: String) -> StrokeReading? {
      switch self {
      case .keyEquivalent: text.isEmpty ? nil : HotkeyLiteral.glyphs(text)
      }
    }

    /// The library whose value the constructor makes, which decides its scope
    /// (``SwiftHotkeyFacts/scope(of:)``).
    var library: SwiftHotkeyFacts.Library {
      switch self {
      case .keyEquivalent: .shortcutRecorder
      }
    }
  }

  /// Where the key parameter goes.
  enum Target: Sendable {
    /// To a constructor's key; with where that key is written, where the function's own reading
    /// may hold a note (its key is a parameter), which goes once a call is followed.
    case constructor(Constructor, keyPosition: SourcePosition)
    /// To another function, through this call (an argument of which is the parameter).
    case call(Call)
  }

  /// The function's name.
  var name: String
  /// Its parameters, in order.
  var parameters: [Parameter]
  /// The parameter that reaches the key, by name.
  var keyParameter: String
  /// Where that parameter goes.
  var target: Target

  /// The most helpers one call is followed through.
  static let maximumDepth = 4

  /// The argument `call` passes for each parameter (or its default), when `call` calls this
  /// function: its arguments' labels follow the parameters', skipping those with defaults.
  func bind(_ call: Call) -> [String: Argument]? {
    var values: [String: Argument] = [:]
    var next = 0
    for parameter in parameters {
      if next < call.arguments.count, call.arguments[next].label == parameter.label {
        values[parameter.name] = call.arguments[next]
        next += 1
      } else if let defaultValue = parameter.defaultValue {
        values[parameter.name] = defaultValue
      } else {
        return nil
      }
    }
    return next == call.arguments.count ? values : nil
  }

  /// What following a call through the helpers comes to: the constructor it reaches, the key
  /// argument as the call gives it, and the helper that holds the constructor.
  struct Resolution {
    /// The constructor the key reaches.
    var constructor: Constructor
    /// The key, as the followed call gives it (or a parameter's default).
    var key: Argument
    /// The helper holding the constructor, by file index and helper index.
    var holder: (reading: Int, helper: Int)
  }

  /// Follows `call` through the helpers named like it, `nil` when none takes its arguments or
  /// none reaches a constructor within ``maximumDepth`` helpers.
  /// - Complexity: O(*h*^*d*) for *h* helpers of one name and depth *d* (at most
  ///   ``maximumDepth``); *h* is 1 or 2 in practice.
  static func resolve(_ call: Call, helpers: [String: [(reading: Int, helper: Int, value: SwiftHotkeyHelper)]])
    -> Resolution?
  {
    resolve(call, helpers: helpers, visited: [])
  }

  private static func resolve(
    _ call: Call, helpers: [String: [(reading: Int, helper: Int, value: SwiftHotkeyHelper)]], visited: Set<String>
  ) -> Resolution? {
    guard visited.count < maximumDepth, !visited.contains(call.name), let candidates = helpers[call.name] else {
      return nil
    }
    for (reading, index, helper) in candidates {
      guard let bound = helper.bind(call), let key = bound[helper.keyParameter] else { continue }
      switch helper.target {
      case .constructor(let constructor, _):
        return Resolution(constructor: constructor, key: key, holder: (reading, index))
      case .call(let inner):
        // The inner call with this call's arguments in place of the parameters it forwards.
        var forwarded = inner
        for position in forwarded.arguments.indices {
          guard case .parameter(let name) = forwarded.arguments[position].value else { continue }
          let given = bound[name]
          forwarded.arguments[position].value = given?.value ?? .other(name)
          forwarded.arguments[position].position = given?.position ?? forwarded.arguments[position].position
        }
        if let found = resolve(forwarded, helpers: helpers, visited: visited.union([call.name])) { return found }
      }
    }
    return nil
  }
}
