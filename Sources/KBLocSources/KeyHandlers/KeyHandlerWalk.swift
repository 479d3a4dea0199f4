import KBLoc

/// Follows every way through a key handler's code (``KeyHandlerCode``) and declares a shortcut for
/// each key a way tests and then acts on.
///
/// A way carries the keys tested last (a `switch` case's labels, the keys of an `if` condition, of
/// a `guard`) and the modifier combinations its tests leave (``ModifierMask``). What a way does —
/// a call, an assignment, a `return` of something that acts — is an effect of its keys, under its
/// modifiers. For each key, then:
///
/// - the effects under tests of the modifiers made inside the key's branch declare the key with
///   the smallest combinations those tests leave (`if (flags & NSEventModifierFlagOption)` is
///   ⌥Return, its `else` Return), each titled by the first of its own calls;
/// - the effects made in the branch outside any such test declare the key with the smallest
///   combinations the branch starts with, unless an inner test already declares those, titled by
///   their first call: Tab's own call and Control-Tab's call inside `if
///   (event.modifierFlags.contains(.control))` are two shortcuts;
/// - a branch that only exits (`return NO`, `return event`, `return .ignored`) declares nothing.
///
/// A title is the first call to the handler's own object (`[self markAllRead:self]`), else the
/// first call. An `if` or `guard` whose body always exits narrows what follows. A key compared
/// with a value that is no literal is a note when its branch acts; a branch whose condition gives
/// the event to another function is a note for each of its keys.
///
/// - Complexity: O(*n*) in the statements, times the alternatives a condition of `||` and `&&`
///   makes (at most ``maximumAlternatives``); the whole walk stops after ``maximumSteps``.
struct KeyHandlerWalk {
  /// A shortcut the handler declares.
  struct Declaration {
    var key: KeyHandlerKey
    var position: SourcePosition
    var modifiers: Modifiers
    var title: String?
  }

  /// A key the handler tests that kbloc does not read, and why.
  struct Note {
    var position: SourcePosition
    var reason: UnreadDeclaration.Reason
  }

  /// The most alternatives one condition is split into.
  static let maximumAlternatives = 16
  /// The most statements one handler's walk visits.
  static let maximumSteps = 20_000

  private(set) var declarations: [Declaration] = []
  private(set) var notes: [Note] = []

  /// The keys of one test, and what is done once it holds.
  private struct Branch {
    var keys: [KeyHandlerCode.KeyTest]
    var entry: ModifierMask
    var entryUnsupported: [String]
    var unread: (text: String, position: SourcePosition)?
    var passes: String?
    var effects: [(mask: ModifierMask, unsupported: [String], effect: KeyHandlerCode.Effect)] = []
  }

  /// Where a way stands: the branch of the keys tested last, and the modifiers left.
  private struct State {
    var branch: Int?
    var mask = ModifierMask.all
    var unsupported: [String] = []
  }

  /// One way a condition can hold or fail.
  private struct Alternative {
    var keys: [KeyHandlerCode.KeyTest]?
    var mask = ModifierMask.all
    var unsupported: [String] = []
    var unread: (text: String, position: SourcePosition)?
    var passes: String?

    var isPlain: Bool { keys == nil && unread == nil && passes == nil }
  }

  private var branches: [Branch] = []
  private var steps = 0

  /// Walks `statements`, the body of a handler; `keys` are the keys the handler is registered for
  /// (SwiftUI's `onKeyPress(.escape)`), `nil` when its code tests them.
  init(_ statements: [KeyHandlerCode.Statement], keys: [KeyHandlerCode.KeyTest]? = nil) {
    var state = State()
    if let keys {
      branches.append(Branch(keys: keys, entry: .all, entryUnsupported: []))
      state.branch = 0
    }
    _ = walk(statements[...], state)
    finish()
  }

  // MARK: Walking

  /// Walks `statements` from `state`; `true` when every way through them exits.
  private mutating func walk(_ statements: ArraySlice<KeyHandlerCode.Statement>, _ state: State) -> Bool {
    guard !state.mask.isEmpty else { return false }
    var index = statements.startIndex
    while index < statements.endIndex {
      steps += 1
      guard steps <= Self.maximumSteps else { return true }
      switch statements[index] {
      case .effect(let effect):
        record(effect, in: state)
      case .exit(let effect):
        if let effect { record(effect, in: state) }
        return true
      case .block(let inner):
        if walk(inner[...], state) { return true }
      case .loop(let inner):
        _ = walk(inner[...], state)
      case .keySwitch(let cases):
        for item in cases {
          var inner = state
          if !item.keys.isEmpty {
            inner.branch = open(Branch(keys: item.keys, entry: state.mask, entryUnsupported: state.unsupported))
          }
          _ = walk(item.body[...], inner)
        }
      case .conditional(let condition, let then, let otherwise):
        let holding = alternatives(of: condition, holds: true)
        let failing = alternatives(of: condition, holds: false)
        var thenExits = !then.isEmpty
        for alternative in holding { thenExits = walk(then[...], applying(alternative, to: state)) && thenExits }
        var elseExits = !otherwise.isEmpty
        for alternative in failing {
          elseExits = walk(otherwise[...], applying(alternative, to: state)) && elseExits
        }
        if thenExits && elseExits { return true }
        if thenExits || elseExits {
          // A `guard`, or an `if` that returns: what follows runs only on the other side.
          let rest = statements[statements.index(after: index)...]
          var exits = true
          for alternative in thenExits ? failing : holding {
            exits = walk(rest, applying(alternative, to: state)) && exits
          }
          return exits
        }
      }
      index = statements.index(after: index)
    }
    return false
  }

  private mutating func record(_ effect: KeyHandlerCode.Effect, in state: State) {
    guard let branch = state.branch else { return }
    branches[branch].effects.append((state.mask, state.unsupported, effect))
  }

  private mutating func open(_ branch: Branch) -> Int {
    branches.append(branch)
    return branches.count - 1
  }

  /// `state` once `alternative` holds: a branch of its own when it tests keys.
  private mutating func applying(_ alternative: Alternative, to state: State) -> State {
    var next = state
    next.mask = state.mask.intersection(alternative.mask)
    next.unsupported = state.unsupported + alternative.unsupported
    if let keys = alternative.keys {
      next.branch = open(
        Branch(
          keys: keys, entry: next.mask, entryUnsupported: next.unsupported, unread: nil, passes: alternative.passes))
    } else if let unread = alternative.unread {
      next.branch = open(Branch(keys: [], entry: next.mask, entryUnsupported: next.unsupported, unread: unread))
    } else if let passes = alternative.passes, let current = state.branch {
      next.branch = open(
        Branch(
          keys: branches[current].keys, entry: next.mask, entryUnsupported: next.unsupported, passes: passes))
    }
    return next
  }

  // MARK: Conditions

  /// The ways `condition` can hold (or fail, `holds: false`), at most ``maximumAlternatives``:
  /// plain alternatives, which name no key, joined into one.
  private func alternatives(of condition: KeyHandlerCode.Condition, holds: Bool) -> [Alternative] {
    var found: [Alternative]
    switch condition {
    case .key(let keys):
      found = [holds ? Alternative(keys: keys) : Alternative()]
    case .modifiers(let mask, let unsupported):
      found = [holds ? Alternative(mask: mask, unsupported: unsupported) : Alternative(mask: mask.complement)]
    case .unreadKey(let text, let position):
      found = [holds ? Alternative(unread: (text, position)) : Alternative()]
    case .passesEvent(let text):
      found = [holds ? Alternative(passes: text) : Alternative()]
    case .other:
      found = [Alternative()]
    case .never:
      found = [holds ? Alternative(mask: .none) : Alternative()]
    case .not(let inner):
      found = alternatives(of: inner, holds: !holds)
    case .and(let parts):
      found = holds ? product(parts, holds: true) : parts.flatMap { alternatives(of: $0, holds: false) }
    case .or(let parts):
      found = holds ? parts.flatMap { alternatives(of: $0, holds: true) } : product(parts, holds: false)
    }
    return Self.merged(found)
  }

  /// Every part holding (or failing) together.
  private func product(_ parts: [KeyHandlerCode.Condition], holds: Bool) -> [Alternative] {
    var combined = [Alternative()]
    for part in parts {
      let options = alternatives(of: part, holds: holds)
      var next: [Alternative] = []
      for left in combined {
        for right in options where next.count < Self.maximumAlternatives {
          next.append(
            Alternative(
              keys: left.keys ?? right.keys, mask: left.mask.intersection(right.mask),
              unsupported: left.unsupported + right.unsupported, unread: left.unread ?? right.unread,
              passes: left.passes ?? right.passes))
        }
      }
      combined = next
    }
    return combined
  }

  /// Plain alternatives joined into one, alternatives with keys and the same modifiers joined into
  /// one with all their keys, at most ``maximumAlternatives``.
  private static func merged(_ alternatives: [Alternative]) -> [Alternative] {
    var plain: Alternative?
    var result: [Alternative] = []
    for alternative in alternatives {
      if alternative.isPlain {
        if var joined = plain {
          joined.mask = joined.mask.union(alternative.mask)
          joined.unsupported = joined.unsupported.filter(alternative.unsupported.contains)
          plain = joined
        } else {
          plain = alternative
        }
      } else if let keys = alternative.keys, alternative.unread == nil, alternative.passes == nil,
        let index = result.firstIndex(where: {
          $0.keys != nil && $0.unread == nil && $0.passes == nil && $0.mask == alternative.mask
            && $0.unsupported == alternative.unsupported
        })
      {
        result[index].keys?.append(contentsOf: keys)
      } else {
        result.append(alternative)
      }
    }
    if let plain { result.insert(plain, at: 0) }
    return Array(result.prefix(maximumAlternatives))
  }

  // MARK: Declaring

  private mutating func finish() {
    for branch in branches {
      if let passes = branch.passes {
        for test in branch.keys where test.key != .modifierKey {
          notes.append(Note(position: test.position, reason: .handledElsewhere(passes)))
        }
        continue
      }
      guard !branch.effects.isEmpty else { continue }
      if let unread = branch.unread {
        notes.append(Note(position: unread.position, reason: .notLiteral("key", unread.text)))
        continue
      }
      for (modifiers, unsupported, effects, shared) in combinations(of: branch) {
        let title = Self.title(of: effects) ?? Self.title(of: shared)
        // A printable character typed alone whose code only notes it in a local, for code further
        // on (a text view pairing brackets), is typing, not a shortcut.
        let onlyNotes = (effects + shared).allSatisfy(\.isLocal)
        for test in branch.keys where !(onlyNotes && modifiers.isEmpty && Self.isTyped(test.key)) {
          declare(test, modifiers: modifiers, unsupported: unsupported, title: title)
        }
      }
    }
  }

  /// The modifier combinations a branch declares its keys with, each with its own effects and
  /// those of the branch's outside any test of the modifiers.
  private func combinations(of branch: Branch) -> [(
    Modifiers, [String], [KeyHandlerCode.Effect], [KeyHandlerCode.Effect]
  )] {
    var found: [(modifiers: Modifiers, unsupported: [String], effects: [KeyHandlerCode.Effect])] = []
    let shared = branch.effects.filter { $0.mask == branch.entry }.map(\.effect)
    for (mask, unsupported, effect) in branch.effects where mask != branch.entry {
      for modifiers in mask.minimalCombinations {
        if let index = found.firstIndex(where: { $0.modifiers == modifiers }) {
          found[index].effects.append(effect)
        } else {
          found.append((modifiers, unsupported, [effect]))
        }
      }
    }
    if !shared.isEmpty {
      for modifiers in branch.entry.minimalCombinations where !found.contains(where: { $0.modifiers == modifiers }) {
        found.append((modifiers, branch.entryUnsupported, []))
      }
    }
    return found.map { ($0.modifiers, $0.unsupported, $0.effects, shared) }
  }

  /// Whether a key is a printable character.
  static func isTyped(_ key: KeyHandlerKey) -> Bool {
    guard case .character(.character, _) = key else { return false }
    return true
  }

  /// The first title of a call to the handler's own object, else the first title.
  private static func title(of effects: [KeyHandlerCode.Effect]) -> String? {
    effects.first { $0.isOwn && $0.title != nil }?.title ?? effects.first { $0.title != nil }?.title
  }

  private mutating func declare(
    _ test: KeyHandlerCode.KeyTest, modifiers: Modifiers, unsupported: [String], title: String?
  ) {
    var modifiers = modifiers
    switch test.key {
    case .modifierKey:
      return
    case .unknown(let name):
      if !notes.contains(where: { $0.position == test.position }) {
        notes.append(Note(position: test.position, reason: .unknownKey(name)))
      }
      return
    case .character(_, let impliesShift):
      if impliesShift { modifiers.insert(.shift) }
    case .keyCode, .physical:
      break
    }
    if let name = unsupported.first(where: { !Self.isImplied($0, for: test.key) }) {
      if !notes.contains(where: { $0.position == test.position }) {
        notes.append(Note(position: test.position, reason: .unsupportedModifier(name)))
      }
      return
    }
    guard
      !declarations.contains(where: {
        $0.key == test.key && $0.position == test.position && $0.modifiers == modifiers
      })
    else { return }
    declarations.append(Declaration(key: test.key, position: test.position, modifiers: modifiers, title: title))
  }

  /// Whether AppKit sets the modifier `name` for `key` itself: Fn (`.function`) for the arrows,
  /// the function keys and the navigation keys, the keypad flag (`.numericPad`) for the arrows
  /// and the keypad.
  static func isImplied(_ name: String, for key: KeyHandlerKey) -> Bool {
    let physical: Key?
    switch key {
    case .character(.named(let named), _): physical = named.key
    case .character(.physical(let key), _), .physical(let key): physical = key
    case .keyCode(let code): physical = code.key
    default: physical = nil
    }
    guard let physical else { return false }
    let lowered = name.lowercased()
    let isArrow = ["UP", "DOWN", "LEFT", "RGHT"].contains(physical.name)
    if lowered.contains("function") { return physical.section == .function || physical.section == .navigation }
    if lowered.contains("numericpad") { return isArrow || physical.section == .keypad }
    return false
  }
}
