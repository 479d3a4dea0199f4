import KBLoc
import KBLocMac

/// A ``KeyTranslator`` that answers from a `.keylayout` file as Apple's Technical Note TN2056
/// ("Keyboard Layout Files") describes the format.
///
/// It answers what `UCKeyTranslate` answers on a Mac from the same layout compiled. It is written from the note on its own, sharing nothing with
/// `Layout(keylayout:)` but kbloc's XML reader, so that a table made through it and the importer's
/// check each other.
///
/// - `<layouts>`: the `<layout>` whose range `first`…`last` holds the keyboard type; else the one
///   from 0, else the first.
/// - `<modifierMap>`: the first `<keyMapSelect>` with a `<modifier keys="…">` that matches the
///   keys held, else `defaultIndex`. A name needs its key down (`anyShift`: either Shift key;
///   `shift`: the left one; `rightShift`: the right one), `?` allows it, and a key no name covers
///   must be up.
/// - `<keyMapSet>`/`<keyMap>`: a map's own keys over those of its `baseMapSet`/`baseIndex`.
/// - A `<key>` has an `output`, an `action` by id, or an `<action>` inside. An action's `<when
///   state="S">` for the current state gives its `output` and, with `next`, the state after. In a
///   dead-key state, a key with no `<when>` for it types the state's terminator
///   (`<terminators>`), then what it types in state `none`.
/// - States are numbered from 1 in the order actions first name them in `next`.
/// - With ``KeyTranslationOptions/noDeadKeys``, a key that would enter a state types that state's
///   terminator instead (or, when ``deadKeysIgnoredType`` is `.nothing`, nothing: the table
///   builder must then find the accent by typing Space in the state).
struct KeylayoutTranslator: KeyTranslator {
  /// What a key that would enter a dead-key state types with ``KeyTranslationOptions/noDeadKeys``.
  enum IgnoredDeadKey {
    /// The terminator of the state it would enter.
    case terminator
    /// Nothing.
    case nothing
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// A `<modifier keys="…">`: for each name, the keys it covers and whether one must be down.
  typealias Combination = [(keys: Set<Int>, required: Bool)]

  let selects: [(index: Int, combinations: [Combination])]
  let defaultIndex: Int
  /// Key code to key element, by map index.
  let maps: [Int: [Int: XMLTree.Element]]
  let actions: [String: XMLTree.Element]
  let terminators: [String: String]
  let stateNames: [String]
  let deadKeysIgnoredType: IgnoredDeadKey

  init(keylayout text: String, keyboardType: Int, deadKeysIgnoredType: IgnoredDeadKey = .terminator) throws {
    let root = try XMLTree(parsing: text).root
    let layouts = root.firstChild(named: "layouts")?.children(named: "layout") ?? []
    let covering = layouts.first { layout in
      guard let first = layout["first"].flatMap({ Int($0) }) else { return false }
      let last = layout["last"].flatMap { Int($0) } ?? first
      return first <= keyboardType && keyboardType <= last
    }
    guard let layout = covering ?? layouts.first(where: { $0["first"] == "0" }) ?? layouts.first,
      let modifierMap = root.children(named: "modifierMap").first(where: { $0["id"] == layout["modifiers"] }),
      let defaultIndex = modifierMap["defaultIndex"].flatMap({ Int($0) })
    else { throw Failure(description: "no <layout> or <modifierMap>") }
    self.defaultIndex = defaultIndex
    selects = try modifierMap.children(named: "keyMapSelect").map { select in
      guard let index = select["mapIndex"].flatMap({ Int($0) }) else { throw Failure(description: "no mapIndex") }
      return (index, try select.children(named: "modifier").map { try Self.combination($0["keys"] ?? "") })
    }
    let sets = Dictionary(root.children(named: "keyMapSet").compactMap { set in set["id"].map { ($0, set) } }) { a, _ in
      a
    }
    func keys(set: String, index: Int, depth: Int) throws -> [Int: XMLTree.Element] {
      guard depth < 16, let map = sets[set]?.children(named: "keyMap").first(where: { $0["index"] == String(index) })
      else { throw Failure(description: "no keyMap \(index) in \(set)") }
      var resolved: [Int: XMLTree.Element] = [:]
      if let base = map["baseMapSet"], let baseIndex = map["baseIndex"].flatMap({ Int($0) }) {
        resolved = try keys(set: base, index: baseIndex, depth: depth + 1)
      }
      for key in map.children(named: "key") {
        if let code = key["code"].flatMap({ Int($0) }) { resolved[code] = key }
      }
      return resolved
    }
    guard let mapSet = layout["mapSet"], let set = sets[mapSet] else { throw Failure(description: "no keyMapSet") }
    var maps: [Int: [Int: XMLTree.Element]] = [:]
    for map in set.children(named: "keyMap") {
      guard let index = map["index"].flatMap({ Int($0) }) else { continue }
      maps[index] = try keys(set: mapSet, index: index, depth: 0)
    }
    self.maps = maps
    let actionList = root.firstChild(named: "actions")?.children(named: "action") ?? []
    actions = Dictionary(actionList.compactMap { action in action["id"].map { ($0, action) } }) { a, _ in a }
    terminators = Dictionary(
      (root.firstChild(named: "terminators")?.children(named: "when") ?? []).compactMap { when in
        when["state"].flatMap { state in when["output"].map { (state, $0) } }
      }
    ) { a, _ in a }
    var names: [String] = []
    func collect(_ element: XMLTree.Element) {
      for child in element.children {
        if child.name == "when", let next = child["next"], next != "none", !names.contains(next) { names.append(next) }
        collect(child)
      }
    }
    collect(root)
    stateNames = names
    self.deadKeysIgnoredType = deadKeysIgnoredType
  }

  /// The physical modifier keys, numbered as Carbon's modifier key state bits.
  static let command = 0, leftShift = 1, caps = 2, leftOption = 3, leftControl = 4
  static let rightShift = 5, rightOption = 6, rightControl = 7

  static func combination(_ text: String) throws -> Combination {
    try text.split(whereSeparator: \.isWhitespace).map { token in
      let optional = token.hasSuffix("?")
      let name = optional ? String(token.dropLast()) : String(token)
      let keys: Set<Int>
      switch name {
      case "shift": keys = [leftShift]
      case "rightShift": keys = [rightShift]
      case "anyShift": keys = [leftShift, rightShift]
      case "option": keys = [leftOption]
      case "rightOption": keys = [rightOption]
      case "anyOption": keys = [leftOption, rightOption]
      case "control": keys = [leftControl]
      case "rightControl": keys = [rightControl]
      case "anyControl": keys = [leftControl, rightControl]
      case "command": keys = [command]
      case "caps": keys = [caps]
      default: throw Failure(description: "unknown modifier \(name)")
      }
      return (keys, !optional)
    }
  }

  /// The map index the keys held in a `UCKeyTranslate` modifier key state select.
  func mapIndex(modifierKeyState state: UInt32) -> Int {
    let held = Set((0..<8).filter { state & (1 << UInt32($0)) != 0 })
    for (index, combinations) in selects {
      for combination in combinations {
        let covered = combination.reduce(into: Set<Int>()) { $0.formUnion($1.keys) }
        if held.isSubset(of: covered), combination.allSatisfy({ !$0.required || !$0.keys.isDisjoint(with: held) }) {
          return index
        }
      }
    }
    return defaultIndex
  }

  func translate(
    keyCode: UInt16, modifiers: CarbonModifiers, deadKeyState: UInt32, options: KeyTranslationOptions
  ) -> KeyTranslation? {
    let state = deadKeyState == 0 ? "none" : stateNames[Int(deadKeyState) - 1]
    guard let key = maps[mapIndex(modifierKeyState: modifiers.modifierKeyState)]?[Int(keyCode)] else {
      return KeyTranslation(text: state == "none" ? "" : terminators[state] ?? "")
    }
    let action = key["action"].flatMap { actions[$0] } ?? key.firstChild(named: "action")
    guard let action else {
      return KeyTranslation(text: (state == "none" ? "" : terminators[state] ?? "") + (key["output"] ?? ""))
    }
    guard let when = action.children(named: "when").first(where: { $0["state"] == state }) else {
      // No handling for the state: its terminator, then the key as in state none.
      let typed = translate(keyCode: keyCode, modifiers: modifiers, deadKeyState: 0, options: options)
      return KeyTranslation(
        text: (terminators[state] ?? "") + (typed?.text ?? ""), deadKeyState: typed?.deadKeyState ?? 0)
    }
    let output = when["output"] ?? ""
    guard let next = when["next"], next != "none", let number = stateNames.firstIndex(of: next) else {
      return KeyTranslation(text: output)
    }
    if options.contains(.noDeadKeys) {
      switch deadKeysIgnoredType {
      case .terminator: return KeyTranslation(text: output.isEmpty ? terminators[next] ?? "" : output)
      case .nothing: return KeyTranslation(text: output)
      }
    }
    return KeyTranslation(text: output, deadKeyState: UInt32(number + 1))
  }
}
