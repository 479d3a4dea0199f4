import KBLoc

/// A pattern for paths relative to a folder, as `.gitignore` and `.swiftlint.yml` write them:
/// `sample_code/**`, `**/Tests/**`, `*.storyboard`, `Sources/App?/[A-Z]*.swift`.
///
/// - `*` matches any characters within one path component (never `/`), `?` one character,
///   `[abc]`, `[a-z]` and `[!a-z]` (or `[^a-z]`) one character of a class; `\` takes the next
///   character literally.
/// - `**` as a whole component matches any number of components, none included: `app/**` matches
///   `app` and everything under it, `**/Tests` a `Tests` at any depth. Elsewhere (`a**b`) it is `*`.
/// - A pattern with no `/` matches a name at any depth (`Pods` is `**/Pods`); one with a `/`
///   is anchored to the folder it is relative to. A leading `/` only anchors (`/Tests` is the
///   `Tests` in that folder, not at the file system's root), and a leading `./` is dropped.
/// - A trailing `/` matches folders only (`build/`).
///
/// Names are compared Unicode scalar by scalar, case-sensitively, and `*` matches names that
/// start with a dot. A folder that a pattern matches stands for everything in it, which is how
/// ``PathFilter`` uses patterns.
///
/// ```swift
/// let glob = try PathGlob("sample_code/**")
/// glob.matches("sample_code/Demo/MainMenu.xib")   // true
/// glob.matches("app/MainMenu.xib")                // false
/// ```
public struct PathGlob: Sendable, Hashable, CustomStringConvertible {
  /// One component of a pattern.
  enum Component: Hashable {
    /// `**`: any number of components.
    case anyComponents
    /// A component matched token by token.
    case name([Token])
  }

  /// One token of a component.
  enum Token: Hashable {
    case scalar(Unicode.Scalar)
    /// `?`
    case anyScalar
    /// `*`
    case anyScalars
    /// `[…]`: the ranges, and whether the class is negated (`[!…]`).
    case scalarClass([ClosedRange<Unicode.Scalar>], negated: Bool)
  }

  /// The pattern as written.
  public let pattern: String
  /// Whether the pattern matches folders only (it ends with `/`).
  public let matchesFoldersOnly: Bool
  let components: [Component]

  /// Compiles a pattern.
  /// - Parameter pattern: The pattern, as the type's description says.
  /// - Throws: ``PathGlobError`` for an empty pattern, an unclosed `[`, an empty or reversed
  ///   class range, or a `\` at the end.
  /// - Complexity: O(*n*) in the length of the pattern.
  public init(_ pattern: String) throws(PathGlobError) {
    self.pattern = pattern
    var text = Substring(pattern)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    let anchored = text.hasPrefix("/")
    while text.hasPrefix("/") { text = text.dropFirst() }
    matchesFoldersOnly = text.hasSuffix("/")
    while text.hasSuffix("/") { text = text.dropLast() }
    guard !text.isEmpty else { throw PathGlobError(pattern: pattern, reason: "It matches no path") }
    var components: [Component] = []
    for part in text.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
      let component: Component = part == "**" ? .anyComponents : .name(try Self.tokens(of: part, in: pattern))
      // `a/**/**/b` is `a/**/b`.
      if component == .anyComponents, components.last == .anyComponents { continue }
      components.append(component)
    }
    if !anchored, !text.contains("/"), components.first != .anyComponents {
      components.insert(.anyComponents, at: 0)
    }
    self.components = components
  }

  /// The pattern as written.
  public var description: String { pattern }

  /// Whether the pattern matches a path relative to its folder.
  /// - Parameters:
  ///   - path: Components separated by `/`, such as `app/resources/MainMenu.xib`.
  ///   - isFolder: Whether the path names a folder; a pattern ending in `/` matches only folders.
  /// - Returns: Whether it matches.
  /// - Complexity: O(*p* × *c*) in the worst case for a pattern of *p* tokens and a path of *c*
  ///   scalars; O(*p* + *c*) for patterns with at most one `*` or `**` in a row.
  public func matches(_ path: String, isFolder: Bool = false) -> Bool {
    matches(components: path.split(separator: "/").filter { $0 != "." }, isFolder: isFolder)
  }

  /// Whether the pattern matches a path given as its components.
  func matches(components path: [Substring], isFolder: Bool) -> Bool {
    guard isFolder || !matchesFoldersOnly else { return false }
    return Self.match(components, path) { component, name in
      guard case .name(let tokens) = component else { return false }
      return Self.match(tokens, Array(name.unicodeScalars)) { token, scalar in token.matches(scalar) }
    } isWildcard: {
      $0 == .anyComponents
    }
  }

  /// Wildcard matching with one backtracking point, the classic linear-space algorithm: a
  /// wildcard element matches any run of items, every other element exactly one item that
  /// `matches` accepts.
  static func match<Element, Item>(
    _ pattern: [Element], _ items: [Item], matches: (Element, Item) -> Bool, isWildcard: (Element) -> Bool
  ) -> Bool {
    var element = 0
    var item = 0
    var starElement = -1
    var starItem = 0
    while item < items.count {
      if element < pattern.count, isWildcard(pattern[element]) {
        starElement = element
        starItem = item
        element += 1
      } else if element < pattern.count, matches(pattern[element], items[item]) {
        element += 1
        item += 1
      } else if starElement >= 0 {
        element = starElement + 1
        starItem += 1
        item = starItem
      } else {
        return false
      }
    }
    while element < pattern.count, isWildcard(pattern[element]) { element += 1 }
    return element == pattern.count
  }

  private static func match(_ tokens: [Token], _ scalars: [Unicode.Scalar], matches: (Token, Unicode.Scalar) -> Bool)
    -> Bool
  {
    match(tokens, scalars, matches: matches) { $0 == .anyScalars }
  }

  /// The tokens of one component of `pattern`.
  static func tokens(of part: Substring, in pattern: String) throws(PathGlobError) -> [Token] {
    var tokens: [Token] = []
    var scalars = String(part).unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      switch scalar {
      case "*":
        if tokens.last != .anyScalars { tokens.append(.anyScalars) }
      case "?":
        tokens.append(.anyScalar)
      case "\\":
        guard let escaped = scalars.next() else {
          throw PathGlobError(pattern: pattern, reason: "It ends with '\\', which escapes nothing")
        }
        tokens.append(.scalar(escaped))
      case "[":
        tokens.append(try scalarClass(&scalars, in: pattern))
      default:
        tokens.append(.scalar(scalar))
      }
    }
    return tokens
  }

  /// The class after a `[`, up to its `]`.
  private static func scalarClass(_ scalars: inout String.UnicodeScalarView.Iterator, in pattern: String)
    throws(PathGlobError) -> Token
  {
    var ranges: [ClosedRange<Unicode.Scalar>] = []
    var negated = false
    var first = true
    var pending: Unicode.Scalar?
    var inRange = false
    func unclosed() -> PathGlobError {
      PathGlobError(pattern: pattern, reason: "A '[' is not closed by ']'; write '\\[' for the character itself")
    }
    while true {
      guard var scalar = scalars.next() else { throw unclosed() }
      if first, !negated, scalar == "!" || scalar == "^" {
        negated = true
        continue
      }
      // A `]` first in the class is itself: `[]a]`.
      if scalar == "]", !first {
        if let pending { ranges.append(pending...pending) }
        if inRange { ranges.append("-"..."-") }
        guard !ranges.isEmpty else { throw PathGlobError(pattern: pattern, reason: "A '[]' class matches nothing") }
        return .scalarClass(ranges, negated: negated)
      }
      first = false
      if scalar == "\\" {
        guard let escaped = scalars.next() else { throw unclosed() }
        scalar = escaped
      } else if scalar == "-", pending != nil, !inRange {
        inRange = true
        continue
      }
      if inRange, let low = pending {
        guard low <= scalar else {
          throw PathGlobError(pattern: pattern, reason: "The range '\(low)-\(scalar)' runs backwards")
        }
        ranges.append(low...scalar)
        pending = nil
        inRange = false
      } else {
        if let pending { ranges.append(pending...pending) }
        pending = scalar
      }
    }
  }
}

extension PathGlob.Token {
  func matches(_ scalar: Unicode.Scalar) -> Bool {
    switch self {
    case .scalar(let expected): return scalar == expected
    case .anyScalar: return scalar != "/"
    case .anyScalars: return true
    case .scalarClass(let ranges, let negated): return ranges.contains { $0.contains(scalar) } != negated
    }
  }
}

/// A path pattern that cannot be compiled, such as `[a-` or `src/[`.
public struct PathGlobError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The pattern as written.
  public var pattern: String
  /// What is wrong, in sentence case.
  public var reason: String

  /// Creates an error from its parts.
  public init(pattern: String, reason: String) {
    self.pattern = pattern
    self.reason = reason
  }

  /// `Bad glob 'PATTERN': REASON`.
  public var description: String { "Bad glob \(pattern.quoted): \(ShortcutFileError.lowercasingFirstWord(reason))" }
}
