/// Reads the tables of a `.keylayout` tree for ``Layout/init(keylayout:name:keyboard:)``.
struct KeylayoutReader {
  /// A modifier a `keyMapSelect` tests, as the importer holds it (the left-hand key).
  enum Modifier: CaseIterable {
    case shift, option, control, command, caps
  }

  /// One `modifier keys="…"` element: the modifiers it needs down, those it allows, and whether
  /// it needs a right-hand key (which the importer never holds).
  struct Combination {
    var required: Set<Modifier> = []
    var optional: Set<Modifier> = []
    var needsRightHandKey = false

    func matches(_ held: Set<Modifier>) -> Bool {
      !needsRightHandKey
        && Modifier.allCases.allSatisfy { modifier in
          if required.contains(modifier) { return held.contains(modifier) }
          return optional.contains(modifier) || !held.contains(modifier)
        }
    }
  }

  /// What a key does in one `keyMap`: its element, with `output`, `action` or an inline action.
  typealias KeyMap = [Int: XMLTree.Element]

  let root: XMLTree.Element
  /// The `keyMapSelect`s in order: the map index and the combinations that select it.
  let selects: [(index: Int, combinations: [Combination])]
  /// The map index when no `keyMapSelect` matches.
  let defaultIndex: Int
  let mapSetID: String
  let layoutPosition: SourcePosition
  /// `keyMapSet` id to its element.
  let mapSets: [String: XMLTree.Element]
  /// `action` id to its element.
  let actions: [String: XMLTree.Element]
  /// Dead-key state to its terminator's output.
  let terminators: [String: String]
  /// Resolved key maps, by map set and index.
  var resolved: [String: [Int: KeyMap]] = [:]

  /// Prepares the tables of the `<layout>` for `keyboard`: on JIS, the first whose keyboard-type
  /// range holds JIS keyboards only (``coversJIS(_:)``); else, and on ANSI and ISO, the one whose
  /// range starts at 0, else the first.
  init(root: XMLTree.Element, keyboard: KeyboardType = .iso) throws(LayoutImportError) {
    self.root = root
    guard root.name == "keyboard" else { throw .notAKeylayout(root: root.name, at: root.position) }
    guard let layouts = root.firstChild(named: "layouts") else {
      throw .missing("<layouts> in <keyboard>", at: root.position)
    }
    let candidates = layouts.children(named: "layout")
    let forJIS = keyboard == .jis ? candidates.first(where: Self.coversJIS) : nil
    guard let layout = forJIS ?? candidates.first(where: { $0["first"] == "0" }) ?? candidates.first else {
      throw .missing("<layout> in <layouts>", at: layouts.position)
    }
    layoutPosition = layout.position
    let modifiersID = try Self.required("modifiers", of: layout)
    mapSetID = try Self.required("mapSet", of: layout)

    guard let modifierMap = root.children(named: "modifierMap").first(where: { $0["id"] == modifiersID }) else {
      throw .missing(
        "<modifierMap id=\"\(modifiersID.escapedForMessage)\">, which <layout> names",
        at: layout.attribute("modifiers")?.valuePosition ?? layout.position)
    }
    defaultIndex = try Self.integer("defaultIndex", of: modifierMap)
    var selects: [(index: Int, combinations: [Combination])] = []
    for select in modifierMap.children(named: "keyMapSelect") {
      let index = try Self.integer("mapIndex", of: select)
      var combinations: [Combination] = []
      for modifier in select.children(named: "modifier") {
        combinations.append(try Self.combination(of: modifier))
      }
      selects.append((index, combinations))
    }
    self.selects = selects

    var mapSets: [String: XMLTree.Element] = [:]
    for set in root.children(named: "keyMapSet") {
      if let id = set["id"], mapSets[id] == nil { mapSets[id] = set }
    }
    self.mapSets = mapSets
    var actions: [String: XMLTree.Element] = [:]
    for action in root.firstChild(named: "actions")?.children(named: "action") ?? [] {
      if let id = action["id"], actions[id] == nil { actions[id] = action }
    }
    self.actions = actions
    var terminators: [String: String] = [:]
    for when in root.firstChild(named: "terminators")?.children(named: "when") ?? [] {
      if let state = when["state"], let output = when["output"], terminators[state] == nil {
        terminators[state] = output
      }
    }
    self.terminators = terminators
  }

  /// The keyboard types (`LMGetKbdType()` values) of JIS keyboards, as Gestalt names them
  /// (`gestaltJapanAdjustADBKbd`, `gestaltPwrBkExtJISKbd`… `gestaltPortable2001JISKbd`).
  static let jisKeyboardTypes = [17, 21, 30, 33, 36, 39, 42, 197, 200, 201, 206, 207]

  /// The keyboard types Gestalt names for ANSI and ISO keyboards.
  static let otherKeyboardTypes =
    Array(1...16) + [20, 24, 27, 28, 29, 31, 32, 34, 35, 37, 38, 40, 41, 195, 196, 198, 199, 202, 203, 204, 205]

  /// Whether a `<layout>`'s range, `first` to `last` (or `first` alone), holds a JIS keyboard type
  /// and no ANSI or ISO one: Apple's layouts list the JIS keyboards apart, after a range from 0
  /// that holds the others.
  static func coversJIS(_ layout: XMLTree.Element) -> Bool {
    guard let first = layout["first"].flatMap({ Int($0) }) else { return false }
    let range = first...max(first, layout["last"].flatMap { Int($0) } ?? first)
    return jisKeyboardTypes.contains(where: range.contains) && !otherKeyboardTypes.contains(where: range.contains)
  }

  // MARK: - Table

  /// What every key code of the `<layout>` types at levels 1 to 4 and, where ⌘ selects a
  /// `keyMap` of its own, with ⌘ and ⇧⌘, in key-code order.
  mutating func keyOutputs() throws(LayoutImportError) -> [MacKeyOutputs] {
    let levelMaps = [
      try keyMap(selectedBy: []), try keyMap(selectedBy: [.shift]), try keyMap(selectedBy: [.option]),
      try keyMap(selectedBy: [.shift, .option]),
    ]
    let commandSelectsItsOwnMap = mapIndex(selectedBy: [.command]) != mapIndex(selectedBy: [])
    let commandMaps =
      commandSelectsItsOwnMap ? [try keyMap(selectedBy: [.command]), try keyMap(selectedBy: [.shift, .command])] : []

    var codes = Set<Int>()
    for map in levelMaps + commandMaps { codes.formUnion(map.keys) }
    var keys: [MacKeyOutputs] = []
    for code in codes.sorted() {
      guard let keyCode = UInt16(exactly: code) else { continue }
      var outputs: [MacKeyOutputs.Output?] = []
      for map in levelMaps + commandMaps {
        outputs.append(try map[code].flatMap { element throws(LayoutImportError) in try output(of: element) })
      }
      keys.append(
        MacKeyOutputs(
          keyCode: keyCode, levels: Array(outputs.prefix(4)), command: outputs.count > 4 ? outputs[4] : nil,
          shiftCommand: outputs.count > 5 ? outputs[5] : nil))
    }
    return keys
  }

  /// The index of the `keyMap` that holding `held` selects: the first `keyMapSelect` with a
  /// matching combination, else the `modifierMap`'s default.
  func mapIndex(selectedBy held: Set<Modifier>) -> Int {
    selects.first { $0.combinations.contains { $0.matches(held) } }?.index ?? defaultIndex
  }

  /// The keys of the `keyMap` that holding `held` selects.
  mutating func keyMap(selectedBy held: Set<Modifier>) throws(LayoutImportError) -> KeyMap {
    try keyMap(set: mapSetID, index: mapIndex(selectedBy: held), from: layoutPosition, visiting: [])
  }

  /// The keys of `keyMap` `index` of `keyMapSet` `set`, its base map's keys included.
  mutating func keyMap(set: String, index: Int, from position: SourcePosition, visiting: Set<String>)
    throws(LayoutImportError) -> KeyMap
  {
    if let done = resolved[set]?[index] { return done }
    let visit = "\(set)#\(index)"
    guard !visiting.contains(visit) else {
      throw .invalid(
        "The keyMap \(index) of keyMapSet \(set.quoted) is its own base, through baseMapSet/baseIndex", at: position)
    }
    guard let mapSet = mapSets[set] else { throw .missing("<keyMapSet id=\"\(set.escapedForMessage)\">", at: position) }
    var element: XMLTree.Element?
    for candidate in mapSet.children(named: "keyMap") where try Self.integer("index", of: candidate) == index {
      element = candidate
      break
    }
    guard let element else {
      throw .missing("<keyMap index=\"\(index)\"> in <keyMapSet id=\"\(set.escapedForMessage)\">", at: position)
    }
    var keys: KeyMap = [:]
    if let baseSet = element["baseMapSet"] {
      let baseIndex = try Self.integer("baseIndex", of: element)
      keys = try keyMap(
        set: baseSet, index: baseIndex, from: element.attribute("baseMapSet")?.valuePosition ?? element.position,
        visiting: visiting.union([visit]))
    }
    for key in element.children(named: "key") {
      keys[try Self.keyCode(of: key)] = key
    }
    resolved[set, default: [:]][index] = keys
    return keys
  }

  // MARK: - Outputs and actions

  /// What a `key` element types in state `none`: its output, or its action's; a dead key's
  /// output is its state's terminator.
  func output(of key: XMLTree.Element) throws(LayoutImportError) -> MacKeyOutputs.Output? {
    if let output = key["output"] { return MacKeyOutputs.Output(output) }
    if let id = key["action"] {
      guard let action = actions[id] else {
        throw .missing(
          "<action id=\"\(id)\">, which this key names", at: key.attribute("action")?.valuePosition ?? key.position)
      }
      return output(ofAction: action)
    }
    return key.firstChild(named: "action").flatMap(output(ofAction:))
  }

  /// What an `action` does in state `none`.
  func output(ofAction action: XMLTree.Element) -> MacKeyOutputs.Output? {
    guard let when = action.children(named: "when").first(where: { $0["state"] == "none" && $0["through"] == nil })
    else { return nil }
    if let next = when["next"], next != "none" { return MacKeyOutputs.Output(terminators[next] ?? "", isDead: true) }
    return when["output"].map { MacKeyOutputs.Output($0) }
  }

  // MARK: - Attributes

  static func required(_ attribute: String, of element: XMLTree.Element) throws(LayoutImportError) -> String {
    guard let value = element[attribute] else {
      throw .missing("the attribute \(attribute.quoted) of <\(element.name.escapedForMessage)>", at: element.position)
    }
    return value
  }

  static func integer(_ attribute: String, of element: XMLTree.Element) throws(LayoutImportError) -> Int {
    let text = try required(attribute, of: element)
    guard let value = Int(text) else {
      throw .invalid(
        "The attribute \(attribute.quoted) of <\(element.name.escapedForMessage)> is \(text.quoted), not a whole number",
        at: element.attribute(attribute)?.valuePosition ?? element.position)
    }
    return value
  }

  /// The virtual key code of a `key` element: a whole number from 0 to 127.
  static func keyCode(of key: XMLTree.Element) throws(LayoutImportError) -> Int {
    let text = try required("code", of: key)
    let position = key.attribute("code")?.valuePosition ?? key.position
    guard let code = Int(text), (0...127).contains(code) else {
      throw .unknownKeyCode(text, suggestions: [], at: position)
    }
    return code
  }

  /// Reads `keys="anyShift caps? command"`.
  static func combination(of element: XMLTree.Element) throws(LayoutImportError) -> Combination {
    let text = try required("keys", of: element)
    var combination = Combination()
    for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
      let isOptional = token.hasSuffix("?")
      let name = isOptional ? token.dropLast() : token[...]
      let modifier: Modifier
      switch name {
      case "shift", "anyShift": modifier = .shift
      case "option", "anyOption": modifier = .option
      case "control", "anyControl": modifier = .control
      case "command": modifier = .command
      case "caps": modifier = .caps
      case "rightShift", "rightOption", "rightControl":
        if !isOptional { combination.needsRightHandKey = true }
        continue
      default:
        throw .unknownModifier(String(token), at: element.attribute("keys")?.valuePosition ?? element.position)
      }
      if isOptional {
        combination.optional.insert(modifier)
      } else {
        combination.required.insert(modifier)
      }
    }
    return combination
  }
}
