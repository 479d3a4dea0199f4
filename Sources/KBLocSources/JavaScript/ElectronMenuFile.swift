import KBLoc

/// One JavaScript or TypeScript file read for Electron menu templates: its tokens, the constants
/// and functions it declares, and which platforms each token's code runs on.
///
/// Built in a few linear passes over the tokens (``JavaScriptTokens``): declarations, then the
/// platform conditions that guard code (`if (process.platform === 'darwin')`, `isMac ? … : …`,
/// `isMac && […]`), then the names used only under such a condition (a `getDarwinMenu` called
/// only on macOS), then the menu items (``ElectronMenuReader``).
struct ElectronMenuFile {
  let tokens: JavaScriptTokens
  let lines: LineTable
  let file: String
  /// The constants and functions declared once in the file, each with the tokens of its
  /// initializer or body.
  ///
  /// A name declared twice is left out: kbloc cannot tell which one a use means.
  private(set) var declarations: [Substring: Range<Int>] = [:]
  /// For each identifier, the tokens that spell it.
  private(set) var uses: [Substring: [Int]] = [:]
  /// For each token, the platforms its code runs on, from the conditions around it.
  private(set) var platforms: [SourcePlatforms] = []

  /// The most passes that give names the platforms of their uses: names used by names used only
  /// on one platform, four deep.
  static let namePasses = 4

  init(text: String, file: String) {
    let bytes = Array(text.utf8)
    tokens = JavaScriptTokens(bytes: bytes)
    lines = LineTable(bytes)
    self.file = file
    collectDeclarations()
    var regions = conditionRegions()
    platforms = Self.platforms(of: regions, count: tokens.tokens.count)
    for _ in 0..<Self.namePasses {
      let named = nameRegions()
      guard named.count > 0, !named.allSatisfy({ region in regions.contains { $0 == region } }) else { break }
      regions = conditionRegions() + named
      platforms = Self.platforms(of: regions, count: tokens.tokens.count)
    }
  }

  // MARK: Tokens

  var count: Int { tokens.tokens.count }

  func kind(_ index: Int) -> JavaScriptTokens.Kind? { index >= 0 && index < count ? tokens.tokens[index].kind : nil }

  /// The text of token `index`; empty before the first token and after the last.
  func text(_ index: Int) -> Substring { index >= 0 && index < count ? tokens.text(index) : "" }

  func isToken(_ index: Int, _ text: String) -> Bool { tokens.token(index, is: text) }

  func isIdentifier(_ index: Int) -> Bool { kind(index) == .identifier }

  /// The string a token holds, for a string literal or a template without substitutions.
  func string(_ index: Int) -> String? {
    guard case .string(let value)? = kind(index) else { return nil }
    return value
  }

  /// The partner bracket of token `index`, or `nil`.
  func partner(_ index: Int) -> Int? {
    guard index >= 0, index < count else { return nil }
    let other = tokens.partner[index]
    return other >= 0 ? other : nil
  }

  /// The position of token `index` in the file.
  func position(_ index: Int) -> SourcePosition {
    lines.position(ofOffset: tokens.tokens[min(max(index, 0), count - 1)].start)
  }

  /// The source of tokens `range`, white space folded, cut at 80 characters, for notes.
  func source(_ range: Range<Int>) -> String {
    let text = tokens.source(from: range.lowerBound, through: range.upperBound - 1)
    return text.count > 80 ? text.prefix(79) + "…" : text
  }

  /// Whether token `index` is an opening bracket `{`, `(` or `[` with a partner.
  func isOpening(_ index: Int, _ bracket: String) -> Bool { isToken(index, bracket) && partner(index) != nil }

  /// The punctuators that cannot end an expression: one after them goes on past a line break.
  static let continuing: Set<String> = [
    "=", "+=", "-=", "*=", "/=", "%=", "||=", "&&=", "??=", "==", "===", "!=", "!==", "<", ">", "<=", ">=", "+", "-",
    "*", "/", "%", "**", "&", "|", "^", "&&", "||", "??", "!", "~", "?", ":", ".", "?.", ",", "=>", "...", "(", "[",
    "{",
  ]

  /// The punctuators that cannot start a statement: a line break before one does not end the
  /// expression (ASI does not apply).
  static let continuingStart: Set<String> = [
    "=", "==", "===", "!=", "!==", "<", ">", "<=", ">=", "*", "/", "%", "**", "&", "|", "^", "&&", "||", "??", "?",
    ":", ".", "?.", ",", "=>", "+", "-", "in", "instanceof", "as", "satisfies",
  ]

  /// Where the expression starting at `start` ends (exclusive), at its own nesting: a `,` or
  /// `;`, the bracket that closes what holds it, a `:` no `?` of its own pairs, or a line break
  /// where a statement can end.
  /// - Complexity: O(*k*) in the tokens of the expression at its own level.
  func expressionEnd(from start: Int, limit: Int? = nil) -> Int {
    let limit = min(limit ?? count, count)
    var index = start
    var steps = 0
    var questions = 0
    while index < limit {
      steps += 1
      if steps > Self.expressionLimit { return index }
      if index > start, tokens.tokens[index].followsLineBreak, !continues(before: index) { return index }
      let text = self.text(index)
      if kind(index) == .punctuator {
        switch text {
        case ",", ";": return index
        case ")", "]", "}": if tokens.partner[index] < start { return index }
        case "?": questions += 1
        case ":":
          if questions == 0 { return index }
          questions -= 1
        default: break
        }
      } else if case .templatePart(_, let part)? = kind(index), part != .head, tokens.partner[index] < start {
        return index
      }
      if let close = partner(index), close > index {
        index = close + 1
        continue
      }
      index += 1
    }
    return limit
  }

  /// Whether the token at `index`, after a line break, goes on with the expression before it.
  func continues(before index: Int) -> Bool {
    let previous = index - 1
    if kind(previous) == .punctuator, Self.continuing.contains(String(text(previous))) { return true }
    if kind(index) == .punctuator || kind(index) == .identifier, Self.continuingStart.contains(String(text(index))) {
      return true
    }
    if case .templatePart(_, let part)? = kind(index), part != .head { return true }
    return false
  }

  /// The members of the object or array whose opening bracket is `open`, split at its commas.
  func segments(of open: Int) -> [Range<Int>] {
    guard let close = partner(open), close > open else { return [] }
    var segments: [Range<Int>] = []
    var start = open + 1
    var index = open + 1
    while index < close {
      if isToken(index, ",") {
        if index > start { segments.append(start..<index) }
        start = index + 1
      }
      if let other = partner(index), other > index { index = other }
      index += 1
    }
    if close > start { segments.append(start..<close) }
    return segments
  }

  // MARK: Declarations

  /// Records `const|let|var NAME = …` and `function NAME(…) { … }`, and every identifier's uses.
  private mutating func collectDeclarations() {
    var seen: [Substring: Range<Int>?] = [:]
    for index in 0..<count where isIdentifier(index) {
      let word = text(index)
      uses[word, default: []].append(index)
      switch word {
      case "const", "let", "var":
        var name = index + 1
        while isIdentifier(name), let equal = initializer(after: name) {
          let end = expressionEnd(from: equal + 1)
          seen[text(name)] = seen[text(name)] == nil ? .some((equal + 1)..<end) : .some(nil)
          guard isToken(end, ",") else { break }
          name = end + 1
        }
      case "function":
        let name = index + 1
        guard isIdentifier(name), isOpening(name + 1, "("), let close = partner(name + 1) else { continue }
        var body = close + 1
        // A TypeScript return type: `function f(): T {`.
        if isToken(body, ":") { while body < count, !isToken(body, "{") { body += 1 } }
        guard isOpening(body, "{"), let end = partner(body) else { continue }
        seen[text(name)] = seen[text(name)] == nil ? .some(body..<(end + 1)) : .some(nil)
      default: break
      }
    }
    for (name, range) in seen { if let range { declarations[name] = range } }
  }

  /// The `=` of a declared name's initializer, past a TypeScript type annotation
  /// (`const items: MenuItemConstructorOptions[] = …`); `nil` when the name has none.
  func initializer(after name: Int) -> Int? {
    if isToken(name + 1, "=") { return name + 1 }
    guard isToken(name + 1, ":") else { return nil }
    var index = name + 2
    while index < count, index - name < 64 {
      if isToken(index, "=") { return index }
      if isToken(index, ";") || isToken(index, ",")
        || (tokens.tokens[index].followsLineBreak && !continues(before: index))
      {
        return nil
      }
      index = (partner(index).map { $0 > index ? $0 : index } ?? index) + 1
    }
    return nil
  }

  /// The tokens where a name is used as a value: not its declaration, not a member (`x.name`),
  /// not an object key (`name:`), not inside its own body.
  func references(to name: Substring) -> [Int] {
    guard let body = declarations[name] else { return [] }
    return (uses[name] ?? []).filter { index in
      !body.contains(index) && !isToken(index - 1, ".") && !isToken(index - 1, "?.")
        && !(isToken(index + 1, ":") && (isToken(index - 1, "{") || isToken(index - 1, ",")))
        && !["const", "let", "var", "function"].contains(text(index - 1))
    }
  }

  // MARK: Platforms of code

  /// A stretch of tokens that runs on some platforms only.
  struct Region: Equatable {
    var range: Range<Int>
    var platforms: SourcePlatforms
  }

  /// The regions the file's platform conditions guard: `if`/`else` bodies, both sides of a
  /// conditional expression, the right side of `&&`, the cases of a `switch` on the platform, the
  /// members of an object keyed by platform (`{ darwin: […], default: […] }`), and the whole file
  /// when its name says its platform (`menu.darwin.js`, as Node's platform-specific modules are
  /// named).
  func conditionRegions() -> [Region] {
    var regions: [Region] = []
    if let platforms = Self.platforms(ofFileName: file) {
      regions.append(Region(range: 0..<count, platforms: platforms))
    }
    for index in 0..<count where regions.count < Self.regionLimit {
      if isOpening(index, "{") {
        regions += platformKeyedMembers(of: index)
        continue
      }
      if isToken(index, "switch"), isOpening(index + 1, "("), let close = partner(index + 1) {
        regions += platformCases(value: (index + 2)..<close, body: close + 1)
        continue
      }
      if isToken(index, "if"), isOpening(index + 1, "("), let close = partner(index + 1) {
        guard let condition = platformCondition((index + 2)..<close) else { continue }
        let bodyEnd = statementEnd(from: close + 1)
        regions.append(Region(range: (close + 1)..<bodyEnd, platforms: condition))
        if isToken(bodyEnd, "else") {
          regions.append(Region(range: (bodyEnd + 1)..<statementEnd(from: bodyEnd + 1), platforms: condition.inverted))
        }
      } else if isToken(index, "?") {
        let start = expressionStart(before: index)
        guard start < index, let condition = platformCondition(start..<index) else { continue }
        let colon = expressionEnd(from: index + 1)
        regions.append(Region(range: (index + 1)..<colon, platforms: condition))
        if isToken(colon, ":") {
          regions.append(Region(range: (colon + 1)..<expressionEnd(from: colon + 1), platforms: condition.inverted))
        }
      } else if isToken(index, "&&"),
        isOpening(index + 1, "{") || isOpening(index + 1, "[")
          || isOpening(index + 1, "("), let close = partner(index + 1)
      {
        let start = expressionStart(before: index)
        guard start < index, let condition = platformCondition(start..<index) else { continue }
        regions.append(Region(range: (index + 1)..<(close + 1), platforms: condition))
      }
    }
    return regions
  }

  /// The platform a file's name gives it: a part `darwin`, `mac`, `win32`, `windows` or `linux`
  /// between its dots (`menu.darwin.ts`).
  static func platforms(ofFileName path: String) -> SourcePlatforms? {
    let name = path.split(separator: "/").last ?? Substring(path)
    for part in name.split(separator: ".").dropFirst().dropLast() {
      switch part.lowercased() {
      case "darwin", "mac", "macos": return .mac
      case "win32", "windows": return .windows
      case "linux": return .linux
      default: continue
      }
    }
    return nil
  }

  /// The platform the words of a file's name give it (`keybindingsDarwin.js`,
  /// `keymap-windows.ts`): one of `darwin`, `mac`, `macos`, `osx`, `win32`, `windows`, `win` or
  /// `linux` among the words, split at dots, dashes, underscores and case changes; `nil` when the
  /// name has none or several.
  static func platforms(ofFileNameWords path: String) -> SourcePlatforms? {
    let name = path.split(separator: "/").last ?? Substring(path)
    var words: [String] = []
    var current = ""
    for character in name {
      if character == "." || character == "-" || character == "_" {
        words.append(current)
        current = ""
      } else {
        if character.isUppercase, current.last?.isLowercase == true {
          words.append(current)
          current = ""
        }
        current.append(character)
      }
    }
    words.append(current)
    var found: SourcePlatforms = []
    for word in words.dropLast() {
      switch word.lowercased() {
      case "darwin", "mac", "macos", "osx": found.insert(.mac)
      case "win32", "windows", "win": found.insert(.windows)
      case "linux": found.insert(.linux)
      default: continue
      }
    }
    return [SourcePlatforms.mac, .windows, .linux].contains(found) ? found : nil
  }

  /// The members of an object keyed by `process.platform` values (`darwin`, `win32`, `linux`),
  /// each live on its platform, and a `default` member on the others.
  func platformKeyedMembers(of open: Int) -> [Region] {
    var named: [(value: Range<Int>, platforms: SourcePlatforms?)] = []
    for segment in segments(of: open) where isToken(segment.lowerBound + 1, ":") {
      let key = string(segment.lowerBound) ?? (isIdentifier(segment.lowerBound) ? String(text(segment.lowerBound)) : "")
      let value = (segment.lowerBound + 2)..<segment.upperBound
      switch key {
      case "darwin", "win32", "linux": named.append((value, Self.platforms(ofPlatformName: key)))
      case "default": named.append((value, nil))
      default: continue
      }
    }
    guard named.count >= 2 else { return [] }
    let listed = named.reduce(into: SourcePlatforms()) { $0.formUnion($1.platforms ?? []) }
    return named.map { Region(range: $0.value, platforms: $0.platforms ?? listed.inverted) }
  }

  /// The cases of `switch (process.platform) { case 'darwin': … default: … }`, each live on its
  /// platforms (cases that fall through share them).
  func platformCases(value: Range<Int>, body: Int) -> [Region] {
    var parser = value
    guard isOpening(body, "{"), let close = partner(body),
      isToken(parser.lowerBound, "process") && isToken(parser.lowerBound + 1, ".")
        && isToken(parser.lowerBound + 2, "platform") && parser.count == 3
    else { return [] }
    parser = (body + 1)..<close
    var labels: [(at: Int, platforms: SourcePlatforms?)] = []
    var index = parser.lowerBound
    while index < parser.upperBound {
      if isToken(index, "case"), let name = string(index + 1), isToken(index + 2, ":") {
        labels.append((index, Self.platforms(ofPlatformName: name)))
      } else if isToken(index, "default"), isToken(index + 1, ":") {
        labels.append((index, nil))
      }
      index = (partner(index).map { $0 > index ? $0 : index } ?? index) + 1
    }
    let listed = labels.reduce(into: SourcePlatforms()) { $0.formUnion($1.platforms ?? []) }
    var regions: [Region] = []
    var shared: SourcePlatforms = []
    for (number, label) in labels.enumerated() {
      shared.formUnion(label.platforms ?? listed.inverted)
      let end = number + 1 < labels.count ? labels[number + 1].at : close
      // Labels with no statement between them fall through to the next one.
      let bodyStart = label.at + (label.platforms == nil ? 2 : 3)
      guard bodyStart < end else { continue }
      regions.append(Region(range: bodyStart..<end, platforms: shared))
      shared = []
    }
    return regions
  }

  /// The regions of the names used only where some platforms run: a function or constant is
  /// live where its uses are.
  func nameRegions() -> [Region] {
    var regions: [Region] = []
    for (name, body) in declarations {
      let references = references(to: name)
      guard !references.isEmpty else { continue }
      let live = references.reduce(into: SourcePlatforms()) { $0.formUnion(platforms[$1]) }
      if live != .all { regions.append(Region(range: body, platforms: live)) }
    }
    return regions.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
  }

  /// Each token's platforms: those no region around it leaves out.
  /// - Complexity: O(*n* + *r*) for *n* tokens and *r* regions: one running count per platform.
  static func platforms(of regions: [Region], count: Int) -> [SourcePlatforms] {
    var result = Array(repeating: SourcePlatforms.all, count: count)
    for (platform, _) in SourcePlatforms.names {
      var changes = Array(repeating: 0, count: count + 1)
      for region in regions where !region.platforms.contains(platform) {
        let range = region.range.clamped(to: 0..<count)
        changes[range.lowerBound] += 1
        changes[range.upperBound] -= 1
      }
      var excluded = 0
      for index in 0..<count {
        excluded += changes[index]
        if excluded > 0 { result[index].remove(platform) }
      }
    }
    return result
  }

  /// Where the statement starting at `start` ends (exclusive): a block, an `if` with its `else`,
  /// or an expression and its `;`.
  func statementEnd(from start: Int, depth: Int = 0) -> Int {
    guard start < count, depth < 32 else { return min(start, count) }
    if isOpening(start, "{"), let close = partner(start) { return close + 1 }
    if isToken(start, "if"), isOpening(start + 1, "("), let close = partner(start + 1) {
      let body = statementEnd(from: close + 1, depth: depth + 1)
      return isToken(body, "else") ? statementEnd(from: body + 1, depth: depth + 1) : body
    }
    // `return` followed by a line break returns nothing: the next line is a statement of its own.
    if isToken(start, "return"), start + 1 >= count || tokens.tokens[start + 1].followsLineBreak {
      return isToken(start + 1, ";") ? start + 2 : start + 1
    }
    let end = expressionEnd(from: isToken(start, "return") ? start + 1 : start)
    return isToken(end, ";") ? end + 1 : end
  }

  /// Where the expression ending just before `index` starts: after the nearest `(`, `,`, `=`,
  /// `?`, `:`, `=>`, `return`… at its own nesting.
  func expressionStart(before index: Int) -> Int {
    var start = index
    var scan = index - 1
    while scan >= 0 {
      if let open = partner(scan), open < scan {
        start = open
        scan = open - 1
        if tokens.tokens[start].followsLineBreak, !continues(before: start) { return start }
        continue
      }
      if case .templatePart(_, let part)? = kind(scan), part != .tail { return start }
      guard index - scan < Self.conditionLimit else { return index }
      let text = String(self.text(scan))
      if kind(scan) == .punctuator, Self.expressionBoundaries.contains(text) || partner(scan) != nil { return start }
      if kind(scan) == .identifier, Self.boundaryKeywords.contains(text) { return start }
      start = scan
      if tokens.tokens[scan].followsLineBreak, !continues(before: scan) { return start }
      scan -= 1
    }
    return start
  }

  /// The most tokens a condition before `?` or `&&` is looked for in: far more than any
  /// platform test, and a bound on the work a file of chained conditions can cause.
  static let conditionLimit = 256

  /// The most tokens an expression is followed for at its own level; a longer one ends there.
  static let expressionLimit = 1_024

  /// The most regions the conditions of one file make.
  static let regionLimit = 1_024

  static let expressionBoundaries: Set<String> = [
    ",", ";", "=", "?", ":", "=>", "...", "(", "[", "{", "+=", "-=", "||=", "&&=", "??=",
  ]

  static let boundaryKeywords: Set<String> = ["return", "case", "throw", "yield", "await", "export", "default"]
}

extension SourcePlatforms {
  /// The platforms not in the set.
  var inverted: SourcePlatforms { SourcePlatforms.all.subtracting(self) }
}
