extension ElectronMenuFile {
  /// One side of an `if`/`else` on anything but the platform: its tokens, and its condition as
  /// written (`focused`), `!(focused)` for the `else`.
  struct Branch: Equatable {
    var range: Range<Int>
    var condition: String
  }

  /// The sides of the file's `if`/`else` statements whose condition is no platform test.
  ///
  /// They come in the order they start (an outer side before one inside it); an `if` without an `else` has no
  /// other side and is left out: what it guards can be live with what follows it. At most
  /// ``regionLimit``.
  /// - Complexity: O(*n*) in the number of tokens.
  func conditionBranches() -> [Branch] {
    var branches: [Branch] = []
    for index in 0..<count where branches.count < Self.regionLimit {
      guard isToken(index, "if"), isOpening(index + 1, "("), let close = partner(index + 1), close > index + 2,
        platformCondition((index + 2)..<close) == nil
      else { continue }
      let bodyEnd = statementEnd(from: close + 1)
      guard isToken(bodyEnd, "else") else { continue }
      let written = source((index + 2)..<close)
      branches.append(Branch(range: (close + 1)..<bodyEnd, condition: written))
      branches.append(Branch(range: (bodyEnd + 1)..<statementEnd(from: bodyEnd + 1), condition: "!(\(written))"))
    }
    return branches
  }

  /// The platforms for which the tokens `range` are true, when they are a platform test; `nil`
  /// for any other condition.
  ///
  /// A platform test is `process.platform` (or `os.platform()`) compared with `'darwin'`,
  /// `'win32'` or `'linux'` (`===`, `==`, `!==`, `!=`, either side); electron-util's `is.macos`,
  /// `is.windows`, `is.linux`; a constant of the file whose value is one (`const isMac =
  /// process.platform === 'darwin'`); a name that reads as one and that the file does not define
  /// (`isMac`, `isOsx`, `IS_WINDOWS`, `__DARWIN__`, `isLinux()`: `is` or `__`, then `mac`,
  /// `macos`, `osx`, `darwin`, `win`, `windows`, `win32` or `linux`); and `!`, `&&`, `||` and
  /// parentheses around them.
  func platformCondition(_ range: Range<Int>, depth: Int = 0) -> SourcePlatforms? {
    guard !range.isEmpty, depth < 8 else { return nil }
    var parser = ConditionParser(file: self, index: range.lowerBound, end: range.upperBound, depth: depth)
    guard let platforms = parser.parseOr(), parser.index == range.upperBound else { return nil }
    return platforms
  }

  /// The platform `process.platform` equals when it is the string `value`: none for the
  /// platforms kbloc has no place for (`freebsd`), so a test for them leaves all three out.
  static func platforms(ofPlatformName value: String) -> SourcePlatforms {
    switch value {
    case "darwin": return .mac
    case "win32": return .windows
    case "linux": return .linux
    default: return []
    }
  }

  /// The platform a name reads as (`isMac`, `IS_WINDOWS`, `__DARWIN__`), or `nil`.
  static func platforms(ofName name: Substring) -> SourcePlatforms? {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in name {
      if character == "_" {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
        words.append(current)
        current = String(character)
      } else {
        current.append(character)
      }
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    let lowered = words.map { $0.lowercased() }
    let marked = name.hasPrefix("__") && name.hasSuffix("__")
    guard marked || lowered.first == "is" else { return nil }
    switch lowered.drop(while: { $0 == "is" }).joined() {
    case "mac", "macos", "osx", "darwin": return .mac
    case "win", "windows", "win32": return .windows
    case "linux": return .linux
    default: return nil
    }
  }
}

/// Reads a condition: `||` of `&&` of `!`-prefixed primaries.
private struct ConditionParser {
  let file: ElectronMenuFile
  var index: Int
  let end: Int
  let depth: Int

  /// `||`: the platforms where either side holds.
  mutating func parseOr() -> SourcePlatforms? {
    parse("||", operand: { $0.parseAnd() }, combine: { $0.union($1) })
  }

  /// `&&`: the platforms where both sides hold.
  mutating func parseAnd() -> SourcePlatforms? {
    parse("&&", operand: { $0.parseUnary() }, combine: { $0.intersection($1) })
  }

  /// Operands joined by `symbol`, combined left to right.
  mutating func parse(
    _ symbol: String, operand: (inout ConditionParser) -> SourcePlatforms?,
    combine: (SourcePlatforms, SourcePlatforms) -> SourcePlatforms
  ) -> SourcePlatforms? {
    guard var platforms = operand(&self) else { return nil }
    while index < end, file.isToken(index, symbol) {
      index += 1
      guard let right = operand(&self) else { return nil }
      platforms = combine(platforms, right)
    }
    return platforms
  }

  mutating func parseUnary() -> SourcePlatforms? {
    guard index < end else { return nil }
    if file.isToken(index, "!") {
      index += 1
      return parseUnary()?.inverted
    }
    if file.isOpening(index, "("), let close = file.partner(index), close < end {
      let inner = file.platformCondition((index + 1)..<close, depth: depth + 1)
      index = close + 1
      return inner
    }
    // `process.platform === 'darwin'`, `'darwin' !== process.platform`
    if let value = file.string(index), index + 1 < end, let equal = equality(index + 1) {
      index += 2
      return skipPlatformValue() ? Self.platforms(value, equal: equal) : nil
    }
    if skipPlatformValue() {
      guard index < end, let equal = equality(index), let value = file.string(index + 1) else { return nil }
      index += 2
      return Self.platforms(value, equal: equal)
    }
    return name()
  }

  /// The platforms where `process.platform` equals (or, `equal` false, differs from) `value`.
  static func platforms(_ value: String, equal: Bool) -> SourcePlatforms {
    let named = ElectronMenuFile.platforms(ofPlatformName: value)
    return equal ? named : named.inverted
  }

  /// `true` for `===` and `==`, `false` for `!==` and `!=`, `nil` for another token.
  func equality(_ index: Int) -> Bool? {
    if file.isToken(index, "===") || file.isToken(index, "==") { return true }
    if file.isToken(index, "!==") || file.isToken(index, "!=") { return false }
    return nil
  }

  /// Moves past `process.platform`, `os.platform()` or `platform()`, when one is here.
  mutating func skipPlatformValue() -> Bool {
    if file.isToken(index, "process"), file.isToken(index + 1, "."), file.isToken(index + 2, "platform") {
      index += 3
      return true
    }
    var call = index
    if file.isToken(index, "os"), file.isToken(index + 1, ".") { call += 2 }
    if file.isToken(call, "platform"), file.isOpening(call + 1, "("), file.partner(call + 1) == call + 2 {
      index = call + 3
      return true
    }
    return false
  }

  /// A name that is a platform test: `is.macos`, a constant of the file, or a name that reads as
  /// one; with `()` after it, a call.
  mutating func name() -> SourcePlatforms? {
    guard file.isIdentifier(index) else { return nil }
    var last = index
    while file.isToken(last + 1, "."), file.isIdentifier(last + 2), last + 2 < end { last += 2 }
    let path = (index...last).filter { file.isIdentifier($0) }.map { file.text($0) }
    var next = last + 1
    let called = file.isOpening(next, "(")
    let partner = file.partner(next)
    if called, partner == next + 1 { next += 2 }
    defer { index = next }
    if path.count == 2, path[0] == "is" {
      switch path[1] {
      case "macos": return .mac
      case "windows": return .windows
      case "linux": return .linux
      default: return nil
      }
    }
    guard let name = path.last else { return nil }
    if path.count == 1, !called, let value = file.declarations[name] {
      return file.platformCondition(value, depth: depth + 1)
    }
    return path.count <= 2 ? ElectronMenuFile.platforms(ofName: name) : nil
  }
}
