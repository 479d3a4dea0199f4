import KBLoc

/// A condition a DOM key listener tests, in the terms that decide a shortcut: which key
/// (`event.key`, `event.code`, `event.keyCode`), which modifiers (`event.metaKey`…), which
/// platform; anything else is an opaque test kbloc keeps apart but never decides.
///
/// Conditions are turned into a disjunction of ``Term``s (``terms``), each a conjunction: the
/// shortcut a branch of a listener runs for is read off each term that names a key.
indirect enum KeyCondition: Equatable {
  /// A modifier flag of the event.
  enum Modifier: String, CaseIterable {
    case meta, ctrl, alt, shift

    /// The modifier name in ``KeyNotation/webKey``.
    var notationName: String {
      switch self {
      case .meta: return "Meta"
      case .ctrl: return "Ctrl"
      case .alt: return "Alt"
      case .shift: return "Shift"
      }
    }
  }

  /// The event's key value (`event.key === 'Enter'`), and the token that writes it.
  case key(String, at: Int)
  /// The event's physical key (`event.code === 'KeyW'`), and the token that writes it.
  case code(String, at: Int)
  /// A modifier flag.
  case modifier(Modifier)
  /// The platforms the code runs on (`process.platform === 'darwin'`, `isMac`).
  case platform(SourcePlatforms)
  /// A test kbloc does not decide, told apart by the token it starts at.
  case opaque(Int)
  case constant(Bool)
  case not(KeyCondition)
  case and([KeyCondition])
  case or([KeyCondition])

  /// One conjunction: what must hold of the key, the modifiers, the platform and the opaque
  /// tests for one way through a condition.
  struct Term: Equatable {
    /// The key (or physical key, `code:` before its name) the term requires, and the token of the
    /// test that requires it last.
    var key: (name: String, at: Int)?
    /// The keys the term rules out.
    var notKeys: Set<String> = []
    /// The modifiers tested, and whether each must be down.
    var modifiers: [Modifier: Bool] = [:]
    /// The platforms the term holds on.
    var platforms: SourcePlatforms = .all
    /// The opaque tests, and the value each must have.
    var opaque: [Int: Bool] = [:]

    static func == (lhs: Term, rhs: Term) -> Bool {
      lhs.key?.name == rhs.key?.name && lhs.key?.at == rhs.key?.at && lhs.notKeys == rhs.notKeys
        && lhs.modifiers == rhs.modifiers && lhs.platforms == rhs.platforms && lhs.opaque == rhs.opaque
    }

    /// The term that holds when both do, or `nil` when they cannot both hold.
    func and(_ other: Term) -> Term? {
      var result = self
      if let key = other.key {
        if let mine = result.key {
          guard mine.name == key.name else { return nil }
          result.key = (key.name, max(mine.at, key.at))
        } else {
          result.key = key
        }
      }
      result.notKeys.formUnion(other.notKeys)
      if let key = result.key?.name, result.notKeys.contains(key) { return nil }
      for (modifier, down) in other.modifiers {
        if let known = result.modifiers[modifier], known != down { return nil }
        result.modifiers[modifier] = down
      }
      for (test, value) in other.opaque {
        if let known = result.opaque[test], known != value { return nil }
        result.opaque[test] = value
      }
      result.platforms.formIntersection(other.platforms)
      return result.platforms.isEmpty ? nil : result
    }
  }

  /// The most terms a condition is expanded to; beyond, it is an opaque test.
  static let termLimit = 64

  /// The condition as a disjunction of terms (none: it never holds; one empty term: it always
  /// does); `nil` when it would take more than ``termLimit`` terms.
  var terms: [Term]? { terms(negated: false) }

  /// The terms of the condition, or of its negation.
  func terms(negated: Bool) -> [Term]? {
    switch self {
    case .constant(let value): return value != negated ? [Term()] : []
    case .key(let name, let at):
      return negated ? [Term(notKeys: [name])] : [Term(key: (name, at))]
    case .code(let name, let at):
      let written = "code:" + name
      return negated ? [Term(notKeys: [written])] : [Term(key: (written, at))]
    case .modifier(let modifier): return [Term(modifiers: [modifier: !negated])]
    case .platform(let platforms):
      let holding = negated ? platforms.inverted : platforms
      return holding.isEmpty ? [] : [Term(platforms: holding)]
    case .opaque(let token): return [Term(opaque: [token: !negated])]
    case .not(let inner): return inner.terms(negated: !negated)
    case .and(let parts): return negated ? Self.union(parts, negated: true) : Self.product(parts, negated: false)
    case .or(let parts): return negated ? Self.product(parts, negated: true) : Self.union(parts, negated: false)
    }
  }

  /// The terms of any of `parts`.
  private static func union(_ parts: [KeyCondition], negated: Bool) -> [Term]? {
    var result: [Term] = []
    for part in parts {
      guard let terms = part.terms(negated: negated) else { return nil }
      result += terms
      guard result.count <= termLimit else { return nil }
    }
    return result
  }

  /// The terms of all of `parts`: each combination that can hold.
  private static func product(_ parts: [KeyCondition], negated: Bool) -> [Term]? {
    var result = [Term()]
    for part in parts {
      guard let terms = part.terms(negated: negated) else { return nil }
      result = and(result, terms)
      guard result.count <= termLimit else { return nil }
    }
    return result
  }

  /// The terms of two disjunctions both holding.
  static func and(_ left: [Term], _ right: [Term]) -> [Term] {
    var result: [Term] = []
    for a in left {
      for b in right {
        if let both = a.and(b), !result.contains(both) { result.append(both) }
        if result.count > termLimit { return result }
      }
    }
    return result
  }

  /// Whether the condition tests a key (`event.key`, `event.code`).
  var testsKey: Bool {
    switch self {
    case .key, .code: return true
    case .modifier, .platform, .opaque, .constant: return false
    case .not(let inner): return inner.testsKey
    case .and(let parts), .or(let parts): return parts.contains { $0.testsKey }
    }
  }

  /// Whether the condition tests only modifiers and platforms (`if (event.metaKey)`, `if
  /// (cmdOrCtrl)`): a branch of a key's code that makes a variant of its shortcut.
  var testsOnlyModifiers: Bool {
    switch self {
    case .modifier: return true
    case .platform, .constant: return true
    case .key, .code, .opaque: return false
    case .not(let inner): return inner.testsOnlyModifiers
    case .and(let parts), .or(let parts):
      return parts.allSatisfy { $0.testsOnlyModifiers } && parts.contains { $0.testsModifier }
    }
  }

  /// Whether the condition names a modifier.
  var testsModifier: Bool {
    switch self {
    case .modifier: return true
    case .key, .code, .opaque, .constant, .platform: return false
    case .not(let inner): return inner.testsModifier
    case .and(let parts), .or(let parts): return parts.contains { $0.testsModifier }
    }
  }
}
