import KBLoc

/// What a Swift file says about hotkeys that only the whole scan settles: the functions that build
/// a hotkey from a parameter and the calls that may be to them (``SwiftHotkeyHelper``), the
/// library values whose scope depends on whether the repository registers them, and the
/// registrations it makes.
///
/// A KeyboardShortcuts name and a ShortcutRecorder `Shortcut` are values: each is a global hotkey
/// only once the app registers it. A name is registered when the repository passes it to
/// `KeyboardShortcuts.onKeyDown(for:)`, `onKeyUp(for:)`, `events(for:)`, `events(_:for:)`,
/// `on(_:for:)` or `enable(_:)` (spelled `.name`, `Name.name`, `Self.name` or `Name("raw")`; a
/// registration of a name kbloc cannot spell, such as a variable, registers them all, as in
/// doubt a hotkey is live). A ShortcutRecorder value is registered when the repository uses
/// ShortcutRecorder's global monitor (`GlobalShortcutMonitor`, `SRGlobalShortcutMonitor`), which
/// takes its shortcuts by key path, not by a name kbloc can link. A value the repository does not
/// register is the app's own shortcut, matched by its code where kbloc cannot tell:
/// ``appLocalScope``.
struct SwiftHotkeyFacts: Sendable {
  /// A hotkey library whose values are registered apart from where they are made.
  enum Library: Sendable {
    /// sindresorhus' KeyboardShortcuts: a `KeyboardShortcuts.Name` with a default.
    case keyboardShortcuts
    /// ShortcutRecorder: a `Shortcut` given as a default.
    case shortcutRecorder
  }

  /// A library value the file declares as a shortcut, whose scope the scan settles.
  struct Value: Sendable {
    /// The library whose value it is.
    var library: Library
    /// The names the repository may register it by: a KeyboardShortcuts name's property and its
    /// raw name.
    var names: [String]
    /// Where its definition is entered, which tells it among the file's definitions.
    var entryPosition: SourcePosition
  }

  /// The functions of the file that build a hotkey from a parameter.
  var helpers: [SwiftHotkeyHelper] = []
  /// The calls of the file that may be to a helper, in file order.
  var calls: [SwiftHotkeyHelper.Call] = []
  /// The library values the file declares.
  var values: [Value] = []
  /// The KeyboardShortcuts names the file registers, by property and raw name.
  var registeredNames: Set<String> = []
  /// Whether the file registers a KeyboardShortcuts name it does not spell (a variable).
  var registersUnspelledNames = false
  /// Whether the file uses ShortcutRecorder's global monitor.
  var monitorsGlobally = false
  /// The key-code carrier types the file declares (``SwiftKeyCodeCarrier``).
  var carriers: [SwiftKeyCodeCarrier] = []
  /// The calls of the file that may build a carrier with literals.
  var constructions: [SwiftKeyCodeCarrier.Construction] = []
  /// The calls of the file that pass a value's key code and mask to a global hotkey API.
  var carrierRegistrations: [SwiftKeyCodeCarrier.Registration] = []

  /// Whether the file says nothing the scan settles.
  var isEmpty: Bool {
    helpers.isEmpty && calls.isEmpty && values.isEmpty && registeredNames.isEmpty && !registersUnspelledNames
      && !monitorsGlobally && carriers.isEmpty && constructions.isEmpty && carrierRegistrations.isEmpty
  }

  /// A global hotkey: over every app.
  static let globalScope = ShortcutScope(context: ShortcutScope.Context(kind: .global), element: .globalHotkey)
  /// A hotkey library's value the repository does not register: the app's own shortcut, which
  /// its code compares key events with somewhere kbloc cannot tell (anywhere in the app, a key
  /// handler).
  static let appLocalScope = ShortcutScope(context: .anywhere, element: .keyHandler)

  /// The scope of a value of `library` known by `names`: global when these facts register it,
  /// else app-local.
  func scope(of library: Library, names: [String]) -> ShortcutScope {
    let registered: Bool
    switch library {
    case .keyboardShortcuts: registered = registersUnspelledNames || names.contains(where: registeredNames.contains)
    case .shortcutRecorder: registered = monitorsGlobally
    }
    return registered ? Self.globalScope : Self.appLocalScope
  }

  /// The registrations of `readings`, together.
  static func registrations(of readings: [SourceReading]) -> SwiftHotkeyFacts {
    var all = SwiftHotkeyFacts()
    for facts in readings.map(\.swiftHotkeys) {
      all.registeredNames.formUnion(facts.registeredNames)
      all.registersUnspelledNames = all.registersUnspelledNames || facts.registersUnspelledNames
      all.monitorsGlobally = all.monitorsGlobally || facts.monitorsGlobally
    }
    return all
  }
}

extension SwiftHotkeyFacts {
  /// Settles what the Swift files of a scan say about hotkeys: each library value takes the scope
  /// the whole scan's registrations give it, and each call to a hotkey helper
  /// (``SwiftHotkeyHelper``) becomes a declaration at the call, or a note when its key is no
  /// literal.
  ///
  /// The key-code carriers' defaults are read first (``applyCarriers(to:)``).
  ///
  /// A followed call's declaration has the constructor's scope, the title of what the call makes
  /// (the dictionary key or variable, without a last `Shortcut` or `HotKey` word) and that name,
  /// as written, as its action. The helper holding the constructor loses its own note (its key is a
  /// parameter) once a call is followed. Calls that reach no helper are forgotten: they are other
  /// calls.
  /// - Complexity: O(*v* + *c*) for *v* values and *c* calls, with hashing, each call followed
  ///   through at most ``SwiftHotkeyHelper/maximumDepth`` helpers.
  static func apply(to readings: inout [SourceReading]) {
    guard readings.contains(where: { !$0.swiftHotkeys.isEmpty }) else { return }
    applyCarriers(to: &readings)
    let all = registrations(of: readings)
    for index in readings.indices where !readings[index].swiftHotkeys.values.isEmpty {
      var scopes: [SourcePosition: ShortcutScope] = [:]
      for value in readings[index].swiftHotkeys.values {
        scopes[value.entryPosition] = all.scope(of: value.library, names: value.names)
      }
      for definition in readings[index].definitions.indices {
        // A place the scan gave before (code nothing calls) stays.
        guard let scope = scopes[readings[index].definitions[definition].entryPosition],
          var current = readings[index].definitions[definition].scope,
          current.context.kind == .global || current.context.kind == .anywhere
        else { continue }
        current.context = scope.context
        current.element = scope.element
        readings[index].definitions[definition].scope = current
      }
    }
    var helpers: [String: [(reading: Int, helper: Int, value: SwiftHotkeyHelper)]] = [:]
    for (readingIndex, reading) in readings.enumerated() {
      for (helperIndex, helper) in reading.swiftHotkeys.helpers.enumerated() {
        helpers[helper.name, default: []].append((readingIndex, helperIndex, helper))
      }
    }
    guard !helpers.isEmpty else { return }
    var followed: [Int: Set<SourcePosition>] = [:]
    for index in readings.indices where !readings[index].swiftHotkeys.calls.isEmpty {
      let before = (readings[index].definitions.count, readings[index].unread.count)
      for call in readings[index].swiftHotkeys.calls where helpers[call.name] != nil {
        guard let resolution = SwiftHotkeyHelper.resolve(call, helpers: helpers) else { continue }
        // A call inside a helper that passes its own parameter on is that helper's: its calls are
        // followed instead.
        if case .parameter = resolution.key.value { continue }
        add(call, resolution, all: all, to: &readings[index])
        let holder = readings[resolution.holder.reading].swiftHotkeys.helpers[resolution.holder.helper]
        if case .constructor(_, let keyPosition) = holder.target {
          followed[resolution.holder.reading, default: []].insert(keyPosition)
        }
      }
      if (readings[index].definitions.count, readings[index].unread.count) != before {
        // Kept in the order of the file, as every reader gives them.
        readings[index].definitions = SwiftKeyHandlerReader.inFileOrder(
          readings[index].definitions, by: \.position)
        readings[index].unread = SwiftKeyHandlerReader.inFileOrder(readings[index].unread, by: \.position)
      }
    }
    for (index, positions) in followed {
      readings[index].unread.removeAll { note in
        guard positions.contains(note.position), case .notLiteral = note.reason else { return false }
        return true
      }
    }
  }

  /// Adds the declaration, or the note, a followed call makes.
  private static func add(
    _ call: SwiftHotkeyHelper.Call, _ resolution: SwiftHotkeyHelper.Resolution, all: SwiftHotkeyFacts,
    to reading: inout SourceReading
  ) {
    let title = call.owner.flatMap { CommandName.title(of: HotkeyLiteral.withoutHotkeyWord($0)) }
    let stroke: StrokeReading
    switch resolution.key.value {
    case .string(let text):
      guard let read = resolution.constructor.reading(text) else { return }
      stroke = read
    case .other(let text), .parameter(let text):
      stroke = .notRead(.notLiteral("key", text))
    }
    let position = call.position
    let strokePosition: SourcePosition
    if case .notRead = stroke { strokePosition = resolution.key.position } else { strokePosition = position }
    reading.add(
      [(stroke, strokePosition)], chord: "", id: title ?? "\(reading.file):\(position)", title: title,
      position: position, entryPosition: position,
      scope: all.scope(of: resolution.constructor.library, names: call.owner.map { [$0] } ?? []),
      action: call.owner)
  }
}
