import KBLoc

extension SwiftHotkeyFacts {
  /// Reads the hotkey defaults the scan's key-code carriers (``SwiftKeyCodeCarrier``) are built
  /// with: each call of a carrier's initializer with a literal key code and mask becomes a
  /// declaration at the call.
  ///
  /// A declaration is a key code, titled by its name (the `switch self` case, else the variable
  /// or label, without a last `Shortcut` or `HotKey` word) with that name as its action; global
  /// when the scan passes the carrier's key code and mask to a global hotkey API, else the app's
  /// own (``appLocalScope``). A type whose two or more properties or functions build carriers in
  /// a `switch self` gives alternative sets of defaults: each declaration is in a pane named by
  /// its set, so that two sets are never live together. A registration that reads a carrier's key
  /// code loses its note (its key is not a literal) once a call of that carrier is read. A call
  /// at a place that already declares a shortcut (a library's value) is left to its reader.
  /// - Complexity: O(*t* + *c* × *i*) for *t* carrier types and *c* calls of carriers with *i*
  ///   initializers each, with hashing.
  static func applyCarriers(to readings: inout [SourceReading]) {
    var carriers: [String: SwiftKeyCodeCarrier] = [:]
    for carrier in readings.flatMap(\.swiftHotkeys.carriers) where carriers[carrier.name] == nil {
      carriers[carrier.name] = carrier
    }
    guard !carriers.isEmpty else { return }
    let registrations = readings.flatMap(\.swiftHotkeys.carrierRegistrations)
    var followed: Set<String> = []
    for index in readings.indices where !readings[index].swiftHotkeys.constructions.isEmpty {
      let reading = readings[index]
      let declared = Set(reading.definitions.map(\.entryPosition))
      var found: [(SwiftKeyCodeCarrier.Construction, Shortcut, ShortcutScope)] = []
      for construction in reading.swiftHotkeys.constructions where !declared.contains(construction.position) {
        guard let carrier = carriers[construction.type], let shortcut = carrier.shortcut(of: construction) else {
          continue
        }
        followed.insert(carrier.name)
        let global = registrations.contains(where: carrier.isRegistered(by:))
        found.append((construction, shortcut, global ? globalScope : appLocalScope))
      }
      guard !found.isEmpty else { continue }
      // The sets of defaults of each type: alternatives when there are two or more.
      var sets: [String: Set<String>] = [:]
      for (construction, _, _) in found {
        guard let set = construction.set else { continue }
        sets[construction.owner ?? "", default: []].insert(set)
      }
      let start = readings[index].definitions.count
      for (construction, shortcut, scope) in found {
        var scope = scope
        let title = construction.name.flatMap { CommandName.title(of: HotkeyLiteral.withoutHotkeyWord($0)) }
        var id = title
        if let set = construction.set, sets[construction.owner ?? "", default: []].count > 1 {
          scope.context.panes = [set]
          id = "\(set).\(construction.name ?? "")"
        }
        let position = construction.position
        readings[index].add(
          [(.read(shortcut), position)], chord: "", id: id ?? "\(reading.file):\(position)", title: title,
          position: position, entryPosition: position, scope: scope, action: construction.name)
      }
      readings[index].recordMacKeyCodes(from: start)
      // Kept in the order of the file, as every reader gives them.
      readings[index].definitions = SwiftKeyHandlerReader.inFileOrder(readings[index].definitions, by: \.position)
    }
    // A registration of a followed carrier's key code is read where the carrier is built.
    let read = carriers.values.filter { followed.contains($0.name) }
    for index in readings.indices where !readings[index].swiftHotkeys.carrierRegistrations.isEmpty {
      let positions = Set(
        readings[index].swiftHotkeys.carrierRegistrations.filter { registration in
          read.contains { $0.isRegistered(by: registration) }
        }.map(\.position))
      guard !positions.isEmpty else { continue }
      readings[index].unread.removeAll { note in
        guard positions.contains(note.position), case .notLiteral = note.reason else { return false }
        return true
      }
    }
  }
}
