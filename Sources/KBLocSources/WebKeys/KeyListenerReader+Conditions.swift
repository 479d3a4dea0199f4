import KBLoc

extension KeyListenerReader {
  /// The event's properties a condition reads: `key`, `code`, `keyCode` (and `which`), the four
  /// modifier flags.
  static let modifierFlags: [String: KeyCondition.Modifier] = [
    "metaKey": .meta, "ctrlKey": .ctrl, "altKey": .alt, "shiftKey": .shift,
  ]

  /// The key values of the legacy `keyCode`s a listener may compare (`event.keyCode === 13`).
  static let keyCodes: [Int: String] = {
    var codes: [Int: String] = [
      8: "Backspace", 9: "Tab", 13: "Enter", 27: "Escape", 32: " ", 33: "PageUp", 34: "PageDown", 35: "End",
      36: "Home", 37: "ArrowLeft", 38: "ArrowUp", 39: "ArrowRight", 40: "ArrowDown", 46: "Delete",
    ]
    for number in 0...9 { codes[48 + number] = String(number) }
    for (offset, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() { codes[65 + offset] = String(letter) }
    for number in 1...12 { codes[111 + number] = "F\(number)" }
    return codes
  }()

  /// The condition tokens `range` test, within the listener `handler`.
  /// - Complexity: O(*k*) in the tokens of the condition, aliases followed four deep.
  func condition(_ range: Range<Int>, in handler: Handler, depth: Int = 0) -> KeyCondition {
    guard !range.isEmpty, depth < 8 else { return .opaque(range.lowerBound) }
    if let platforms = file.platformCondition(range) ?? browserPlatform(range) { return .platform(platforms) }
    // `a || b`, then `a && b`, at the top level.
    for (symbol, make) in [("||", KeyCondition.or), ("&&", KeyCondition.and)]
      as [(String, ([KeyCondition]) -> KeyCondition)]
    {
      let parts = split(range, at: symbol)
      if parts.count > 1 { return make(parts.map { condition($0, in: handler, depth: depth + 1) }) }
    }
    let first = range.lowerBound
    let last = range.upperBound - 1
    // `c ? a : b`
    if let question = file.topLevel("?", in: range) {
      let colon = file.expressionEnd(from: question + 1, limit: range.upperBound)
      if file.isToken(colon, ":") {
        let test = condition(first..<question, in: handler, depth: depth + 1)
        let then = condition((question + 1)..<colon, in: handler, depth: depth + 1)
        let otherwise = condition((colon + 1)..<range.upperBound, in: handler, depth: depth + 1)
        return .or([.and([test, then]), .and([.not(test), otherwise])])
      }
    }
    if file.isToken(first, "!") {
      return .not(condition((first + 1)..<range.upperBound, in: handler, depth: depth + 1))
    }
    if file.isOpening(first, "("), file.partner(first) == last {
      return condition((first + 1)..<last, in: handler, depth: depth + 1)
    }
    if range.count == 1 {
      if file.isToken(first, "true") { return .constant(true) }
      if file.isToken(first, "false") { return .constant(false) }
      if file.isIdentifier(first), let alias = handler.aliases[file.text(first)] ?? declaredAlias(file.text(first)) {
        return condition(alias, in: handler, depth: depth + 1)
      }
    }
    if let property = eventProperty(at: first, in: handler), property.end == range.upperBound,
      let modifier = Self.modifierFlags[property.name]
    {
      return .modifier(modifier)
    }
    if let comparison = comparison(range, in: handler) { return comparison }
    if let included = includes(range, in: handler) { return included }
    return .opaque(first)
  }

  /// The platform a browser test gives: `navigator.platform` or `navigator.userAgent` tested
  /// against a text or pattern naming the Mac (`/Mac|iPhone/.test(navigator.platform)`,
  /// `navigator.platform.startsWith('Mac')`), directly or through a constant of the file; `nil`
  /// for any other expression.
  func browserPlatform(_ range: Range<Int>, depth: Int = 0) -> SourcePlatforms? {
    guard depth < 4, range.count < 32 else { return nil }
    if range.count == 1, file.isIdentifier(range.lowerBound), let value = file.declarations[file.text(range.lowerBound)]
    {
      return browserPlatform(value, depth: depth + 1)
    }
    var navigator = false
    var mac = false
    for index in range {
      if file.isToken(index, "navigator") { navigator = true }
      if file.isToken(index, "!") || file.isToken(index, "!==") || file.isToken(index, "!=") || file.isToken(index, "?")
        || file.isToken(index, "&&") || file.isToken(index, "||")
      {
        return nil
      }
      let text = file.string(index) ?? (file.kind(index) == .regularExpression ? String(file.text(index)) : "")
      if text.contains("Mac") || text.lowercased() == "macintel" { mac = true }
    }
    return navigator && mac ? .mac : nil
  }

  /// A constant of the file whose value may be a test (`const isMac = …`).
  ///
  /// Only a `const`: a variable may hold another value by the time the listener runs.
  func declaredAlias(_ name: Substring) -> Range<Int>? {
    guard let value = file.declarations[name], !file.isToken(value.lowerBound, "{"),
      file.uses[name]?.contains(where: { file.isToken($0 - 1, "const") }) == true
    else { return nil }
    return value
  }

  /// The parts of `range` between its top-level `symbol`s.
  func split(_ range: Range<Int>, at symbol: String) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    var index = range.lowerBound
    var questions = 0
    while index < range.upperBound {
      if file.isToken(index, "?") { questions += 1 }
      if file.isToken(index, ":") { questions -= 1 }
      if questions == 0, file.isToken(index, symbol) {
        parts.append(start..<index)
        start = index + 1
      }
      if let close = file.partner(index), close > index { index = close }
      index += 1
    }
    parts.append(start..<range.upperBound)
    return parts.filter { !$0.isEmpty }
  }

  /// The event property read at token `index` (`event.key`, `e?.key`, a destructured `key`), with
  /// the token after it; `.toLowerCase()` and `.toUpperCase()` after it are passed over.
  func eventProperty(at index: Int, in handler: Handler) -> (name: String, end: Int, folded: Bool)? {
    var name: String
    var end: Int
    if let parameter = handler.parameter, file.isToken(index, String(parameter)),
      file.isToken(index + 1, ".") || file.isToken(index + 1, "?."), file.isIdentifier(index + 2)
    {
      name = String(file.text(index + 2))
      end = index + 3
      // React's and Vue's wrappers: `event.nativeEvent.key`.
      if name == "nativeEvent", file.isToken(end, "."), file.isIdentifier(end + 1) {
        name = String(file.text(end + 1))
        end += 2
      }
    } else if file.isIdentifier(index), handler.destructured.contains(file.text(index)) {
      name = String(file.text(index))
      end = index + 1
    } else {
      return nil
    }
    var folded = false
    if file.isToken(end, "."),
      ["toLowerCase", "toUpperCase", "toLocaleLowerCase"].contains(String(file.text(end + 1))),
      file.isOpening(end + 2, "("), file.partner(end + 2) == end + 3
    {
      folded = true
      end += 4
    }
    return (name, end, folded)
  }

  /// `event.key === 'x'` (either side, `==`, `!==`, `!=`), `event.code`, `event.keyCode` and
  /// `event.which` against numbers; `nil` for any other comparison.
  func comparison(_ range: Range<Int>, in handler: Handler) -> KeyCondition? {
    for operatorIndex in range where ["===", "==", "!==", "!="].contains(String(file.text(operatorIndex))) {
      guard file.kind(operatorIndex) == .punctuator else { continue }
      let left = range.lowerBound..<operatorIndex
      let right = (operatorIndex + 1)..<range.upperBound
      let negated = file.text(operatorIndex).hasPrefix("!")
      for (property, value) in [(left, right), (right, left)] {
        guard let read = eventProperty(at: property.lowerBound, in: handler), read.end == property.upperBound,
          value.count == 1
        else { continue }
        guard let test = test(read.name, value: value.lowerBound) else { return nil }
        return negated ? .not(test) : test
      }
      return nil
    }
    return nil
  }

  /// The test that `property` (`key`, `code`, `keyCode`, `which`) equals the literal at `value`.
  func test(_ property: String, value: Int) -> KeyCondition? {
    switch property {
    case "key":
      return file.string(value).map { .key($0, at: value) }
    case "code":
      return file.string(value).map { .code($0, at: value) }
    case "keyCode", "which":
      guard file.kind(value) == .number, let number = Int(file.text(value)), let name = Self.keyCodes[number] else {
        return nil
      }
      return .key(name, at: value)
    default:
      return nil
    }
  }

  /// `['Enter', 'Tab'].includes(event.key)`: any of the listed keys.
  func includes(_ range: Range<Int>, in handler: Handler) -> KeyCondition? {
    let first = range.lowerBound
    guard file.isOpening(first, "["), let close = file.partner(first), file.isToken(close + 1, "."),
      file.isToken(close + 2, "includes"), file.isOpening(close + 3, "("), let end = file.partner(close + 3),
      end == range.upperBound - 1,
      let read = eventProperty(at: close + 4, in: handler), read.end == end
    else { return nil }
    var tests: [KeyCondition] = []
    for element in file.segments(of: first) {
      guard element.count == 1, let test = test(read.name, value: element.lowerBound) else { return nil }
      tests.append(test)
    }
    return .or(tests)
  }
}
