/// An XKB rules file (such as xkeyboard-config's `rules/evdev`), parsed once: the table that
/// turns RMLVO names into the KcCGST components libxkbcommon compiles.
///
/// libxkbcommon reads and matches the whole rules file again for every keymap it compiles by
/// names (about 9% of a compile, measured in C over `@all`). kbloc parses it once per process and
/// environment (``XKBRules/named(_:)``), resolves a layout's components itself
/// (``resolve(model:layouts:variants:options:)``) and compiles them as keymap text. The parser
/// follows libxkbcommon 1.5.0's `src/xkbcomp/rules.c` token for token: `! $group = …`
/// definitions, `! model layout[2] … = symbols …` headers, `*` and `$group` matches,
/// `%l %(v) %+l[2] %m` expansions, `+`/`|` merging, first match per rule set except in sets that
/// match options.
///
/// A file this parser does not fully take — an `! include`, a syntax error, a header or a rule
/// libxkbcommon 1.5.0 would pass over (other versions may read it another way) — is not a rule
/// set (``init(text:)`` returns `nil`), and the caller compiles by names instead. And kbloc uses
/// a resolution only for names whose path through the file libxkbcommon has confirmed
/// (``Resolution``).
struct XKBRules: Sendable {
  /// The rule sets, in the file's order.
  let sets: [RuleSet]

  /// What a header names on its left: a model, layout, variant or option, with an index for
  /// layouts and variants (`layout[2]` is index 1).
  enum Name: Sendable, Equatable {
    case model
    case layout
    case variant
    case option
  }

  /// One KcCGST component a header names on its right.
  enum Component: Int, Sendable, CaseIterable {
    case keycodes
    case types
    case compat
    case symbols
    case geometry
  }

  /// How one value of a rule matches.
  enum Match: Sendable {
    /// `*`: anything, the empty value too.
    case any
    /// A plain value, matched exactly.
    case value(String)
    /// `$group`: one of the group's members as defined when the rule was read; `nil` when no
    /// group of that name was defined before the rule (libxkbcommon then matches nothing).
    case group(Set<String>?)

    func matches(_ value: String) -> Bool {
      switch self {
      case .any: return true
      case .value(let expected): return expected == value
      case .group(let members): return members?.contains(value) ?? false
      }
    }
  }

  /// A `!` header and the rules under it.
  struct RuleSet: Sendable {
    /// The names matched, in the header's order.
    var names: [Name] = []
    /// The header's layout index (`layout[2]` → 1), `nil` without one.
    var layoutIndex: Int?
    /// The header's variant index, `nil` without one.
    var variantIndex: Int?
    /// The components written, in the header's order.
    var components: [Component] = []
    /// The rules, in the file's order.
    var rules: [Rule] = []

    /// Whether the set matches options, so that every matching rule applies, not just the first.
    var matchesOptions: Bool { names.contains(.option) }
  }

  /// One rule line: a match per header name, a value per header component.
  struct Rule: Sendable {
    var matches: [Match]
    var values: [String]
  }

  /// Parses a rules file's text; `nil` when it includes another file, has a syntax error, or has
  /// a header or a rule libxkbcommon would pass over, so that the caller leaves it to libxkbcommon.
  ///
  /// Complexity: O(n) in the text's length.
  init?(text: String) {
    var lexer = Lexer(bytes: Array(text.utf8))
    var groups: [(name: String, members: [String])] = []
    var sets: [RuleSet] = []
    var token = lexer.next()
    /// Reads the tokens of one line up to its end; `nil` at a token that cannot be there.
    func words(until stop: (Token) -> Bool) -> [Token]? {
      var found: [Token] = []
      while true {
        token = lexer.next()
        if stop(token) { return found }
        switch token {
        case .identifier, .group, .star: found.append(token)
        default: return nil
        }
      }
    }
    while true {
      switch token {
      case .endOfLine:
        token = lexer.next()
        continue
      case .endOfFile:
        self.sets = sets
        return
      case .bang:
        break
      default:
        return nil
      }
      token = lexer.next()
      switch token {
      case .group(let name):
        guard lexer.next() == .equals, let members = words(until: { $0 == .endOfLine }) else { return nil }
        var elements: [String] = []
        for member in members {
          guard case .identifier(let element) = member else { return nil }
          elements.append(element)
        }
        groups.append((name, elements))
      case .identifier(let first):
        guard let left = words(until: { $0 == .equals }), let right = words(until: { $0 == .endOfLine }) else {
          return nil
        }
        var set = RuleSet()
        guard left.allSatisfy({ if case .identifier = $0 { true } else { false } }),
          right.allSatisfy({ if case .identifier = $0 { true } else { false } })
        else { return nil }
        for case .identifier(let word) in [Token.identifier(first)] + left {
          guard set.addName(word) else { return nil }
        }
        for case .identifier(let word) in right {
          guard set.addComponent(word) else { return nil }
        }
        guard !set.components.isEmpty else { return nil }
        // The rules under the header, up to the next `!` or the end.
        token = lexer.next()
        while true {
          if token == .endOfLine {
            token = lexer.next()
            continue
          }
          if token == .bang || token == .endOfFile { break }
          var matches: [Match] = []
          while token != .equals {
            switch token {
            case .identifier(let value): matches.append(.value(value))
            case .star: matches.append(.any)
            case .group(let name):
              matches.append(.group(groups.first { $0.name == name }.map { Set($0.members) }))
            default: return nil
            }
            token = lexer.next()
          }
          guard let values = words(until: { $0 == .endOfLine }) else { return nil }
          var texts: [String] = []
          for value in values {
            guard case .identifier(let text) = value else { return nil }
            texts.append(text)
          }
          guard matches.count == set.names.count, texts.count == set.components.count else { return nil }
          set.rules.append(Rule(matches: matches, values: texts))
          token = lexer.next()
        }
        sets.append(set)
        continue
      default:
        // `! include` and anything else: left to libxkbcommon.
        return nil
      }
      token = lexer.next()
    }
  }
}

extension XKBRules.RuleSet {
  /// Adds a header name such as `model` or `layout[2]`.
  /// - Returns: `false` for an unknown or repeated name (libxkbcommon 1.5.0 passes over the set).
  mutating func addName(_ word: String) -> Bool {
    let kinds: [(String, XKBRules.Name)] = [
      ("model", .model), ("layout", .layout), ("variant", .variant), ("option", .option),
    ]
    guard let (prefix, name) = kinds.first(where: { word.hasPrefix($0.0) }), !names.contains(name) else {
      return false
    }
    let rest = word.dropFirst(prefix.count)
    if !rest.isEmpty {
      guard let index = XKBRules.groupIndex(rest), rest.count == 3, name == .layout || name == .variant else {
        return false
      }
      if name == .layout { layoutIndex = index } else { variantIndex = index }
    }
    names.append(name)
    return true
  }

  /// Adds a header component such as `symbols`.
  /// - Returns: `false` for an unknown or repeated component (libxkbcommon 1.5.0 passes over the set).
  mutating func addComponent(_ word: String) -> Bool {
    let all: [(String, XKBRules.Component)] = [
      ("keycodes", .keycodes), ("types", .types), ("compat", .compat), ("symbols", .symbols),
      ("geometry", .geometry),
    ]
    guard let component = all.first(where: { $0.0 == word })?.1, !components.contains(component) else {
      return false
    }
    components.append(component)
    return true
  }
}

extension XKBRules {
  /// The zero-based index of a `[1]`…`[4]` suffix at the start of `text`, or `nil`.
  static func groupIndex(_ text: Substring) -> Int? {
    let bytes = Array(text.utf8.prefix(3))
    guard bytes.count == 3, bytes[0] == UInt8(ascii: "["), bytes[2] == UInt8(ascii: "]"),
      (UInt8(ascii: "1")...UInt8(ascii: "4")).contains(bytes[1])
    else { return nil }
    return Int(bytes[1] - UInt8(ascii: "1"))
  }

  /// A token of a rules file, as libxkbcommon's rules lexer reads them.
  enum Token: Equatable {
    case endOfFile
    case endOfLine
    case identifier(String)
    case group(String)
    case bang
    case equals
    case star
    case include
    case error
  }

  /// libxkbcommon 1.5.0's rules lexer: `//` comments, `\` line continuations, identifiers of
  /// printable ASCII.
  struct Lexer {
    let bytes: [UInt8]
    var position = 0

    private func peek(_ offset: Int = 0) -> UInt8? {
      position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private static func isIdentifier(_ byte: UInt8?) -> Bool {
      guard let byte else { return false }
      return byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\")
    }

    mutating func next() -> Token {
      while true {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0D { position += 1 }
        if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
          while let byte = peek(), byte != 0x0A { position += 1 }
        }
        if peek() == 0x0A {
          while peek() == 0x0A { position += 1 }
          return .endOfLine
        }
        guard peek() == UInt8(ascii: "\\") else { break }
        position += 1
        if peek() == 0x0D { position += 1 }
        guard peek() == 0x0A else { return .error }
        position += 1
      }
      guard let byte = peek() else { return .endOfFile }
      switch byte {
      case UInt8(ascii: "!"):
        position += 1
        return .bang
      case UInt8(ascii: "="):
        position += 1
        return .equals
      case UInt8(ascii: "*"):
        position += 1
        return .star
      case UInt8(ascii: "$"):
        position += 1
        let word = identifier()
        return word.isEmpty ? .error : .group(word)
      default:
        if bytes[position...].starts(with: "include".utf8) {
          position += 7
          return .include
        }
        let word = identifier()
        return word.isEmpty ? .error : .identifier(word)
      }
    }

    private mutating func identifier() -> String {
      let start = position
      while Self.isIdentifier(peek()) { position += 1 }
      return String(decoding: bytes[start..<position], as: UTF8.self)
    }
  }
}
