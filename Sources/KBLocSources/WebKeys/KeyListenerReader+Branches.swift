import KBLoc

extension KeyListenerReader {
  /// What runs for one key, with some modifiers, on some platforms, as tested at one token.
  struct HitKey: Hashable {
    var key: String
    var at: Int
    var modifiers: Set<KeyCondition.Modifier>
    var platforms: SourcePlatforms

    /// The modifiers as one number, for a stable order.
    var modifierOrder: Int {
      KeyCondition.Modifier.allCases.enumerated().reduce(0) {
        $0 | (modifiers.contains($1.element) ? 1 << $1.offset : 0)
      }
    }
  }

  /// The statements that run for a ``HitKey``: all of them, and those at the branch's own level
  /// (not under a further test kbloc does not decide), which give its title.
  struct Hit {
    var statements: [Range<Int>] = []
    var ownStatements: [Range<Int>] = []
  }

  /// Walks a listener's statements, keeping the condition each runs under.
  struct Walker {
    let reader: KeyListenerReader
    var handler: Handler
    var hits: [HitKey: Hit] = [:]
    /// Whether the listener uses the key as a value where it tests none: it records keys.
    var recordsKeys = false
    /// Statements walked, bounding the work of one listener.
    var steps = 0

    /// The most statements walked in one listener.
    static let stepLimit = 20_000

    /// The tokens from `start` to `end`, empty when a malformed text puts `end` first.
    static func span(_ start: Int, _ end: Int) -> Range<Int> { start <= end ? start..<end : end..<end }

    /// Walks the statements of `range` under `path`, and tells whether they always end the listener.
    ///
    /// `path` is each way through the conditions so far; `level` counts the undecided tests since
    /// the key was tested. The result is whether every way through the statements ends in a
    /// `return` or `throw`.
    mutating func walk(_ range: Range<Int>, path: [KeyCondition.Term], level: Int, depth: Int) -> Bool {
      let file = reader.file
      guard depth < 32 else { return false }
      var path = path
      var level = level
      var index = range.lowerBound
      while index < range.upperBound, !path.isEmpty {
        steps += 1
        guard steps < Self.stepLimit else { return false }
        if file.isToken(index, ";") {
          index += 1
          continue
        }
        let end = min(file.statementEnd(from: index), range.upperBound)
        guard end > index else { return false }
        if file.isOpening(index, "{"), let close = file.partner(index) {
          if walk(Self.span(index + 1, close), path: path, level: level, depth: depth + 1) { return true }
        } else if file.isToken(index, "if"), file.isOpening(index + 1, "("), let close = file.partner(index + 1) {
          let test = reader.condition(Self.span(index + 2, close), in: handler)
          let yes = test.terms ?? [KeyCondition.Term(opaque: [index: true])]
          let no = test.terms(negated: true) ?? [KeyCondition.Term(opaque: [index: false])]
          let testLevel = test.testsKey ? 0 : test.testsOnlyModifiers ? level : level + 1
          let thenEnd = min(file.statementEnd(from: close + 1), range.upperBound)
          let thenPath = KeyCondition.and(path, yes)
          let elsePath = KeyCondition.and(path, no)
          let thenExits = walk(Self.span(close + 1, thenEnd), path: thenPath, level: testLevel, depth: depth + 1)
          var elseExits = false
          if file.isToken(thenEnd, "else") {
            elseExits = walk(Self.span(thenEnd + 1, end), path: elsePath, level: testLevel, depth: depth + 1)
          }
          if thenExits && elseExits { return true }
          if thenExits {
            path = elsePath
            if test.testsKey { level = 0 }
          } else if elseExits {
            path = thenPath
            if test.testsKey { level = 0 }
          }
        } else if file.isToken(index, "switch"), file.isOpening(index + 1, "("), let close = file.partner(index + 1),
          file.isOpening(close + 1, "{"), let bodyEnd = file.partner(close + 1)
        {
          walkSwitch(
            subject: Self.span(index + 2, close), body: Self.span(close + 2, bodyEnd), path: path, level: level,
            depth: depth)
        } else if file.isToken(index, "return") || file.isToken(index, "throw") {
          if end - index > 1, !file.isToken(index + 1, ";") { record(index..<end, path: path, level: level) }
          return true
        } else if ["const", "let", "var"].contains(String(file.text(index))) {
          if path.contains(where: { $0.key == nil }), reader.usesKeyAsValue(index..<end, in: handler) {
            recordsKeys = true
          }
          var name = index + 1
          while file.isIdentifier(name), let equal = file.initializer(after: name) {
            let valueEnd = file.expressionEnd(from: equal + 1)
            // A `let` or `var` may change before it is tested: only a `const` is its value.
            if file.isToken(index, "const") { handler.aliases[file.text(name)] = Self.span(equal + 1, valueEnd) }
            guard file.isToken(valueEnd, ","), valueEnd < end else { break }
            name = valueEnd + 1
          }
        } else if ["for", "while"].contains(String(file.text(index))), file.isOpening(index + 1, "("),
          let close = file.partner(index + 1)
        {
          _ = walk(Self.span(close + 1, end), path: path, level: level + 1, depth: depth + 1)
        } else if ["do", "try", "finally", "else"].contains(String(file.text(index))) {
          _ = walk(Self.span(index + 1, end), path: path, level: level + 1, depth: depth + 1)
        } else if file.isToken(index, "catch"), file.isOpening(index + 1, "("), let close = file.partner(index + 1) {
          _ = walk(Self.span(close + 1, end), path: path, level: level + 1, depth: depth + 1)
        } else if ["break", "continue", "function", "class", "import", "export", "type", "interface"].contains(
          String(file.text(index)))
        {
          if file.isToken(index, "break") || file.isToken(index, "continue") { return false }
        } else {
          record(index..<end, path: path, level: level)
        }
        index = end
      }
      return false
    }

    /// Walks a `switch`: on the event's key, each case runs for its keys; on anything else, each
    /// case is a test kbloc does not decide.
    mutating func walkSwitch(subject: Range<Int>, body: Range<Int>, path: [KeyCondition.Term], level: Int, depth: Int) {
      let file = reader.file
      let property = reader.eventProperty(at: subject.lowerBound, in: handler)
      let onKey =
        property.map { $0.end == subject.upperBound && ["key", "code", "keyCode", "which"].contains($0.name) }
        ?? false
      // Each group of labels, and the statements after it.
      var groups: [(labels: [KeyCondition], isDefault: Bool, statements: Range<Int>)] = []
      var labels: [KeyCondition] = []
      var isDefault = false
      var start: Int?
      var index = body.lowerBound
      func close(at end: Int) {
        if let start, !labels.isEmpty || isDefault { groups.append((labels, isDefault, Self.span(start, end))) }
      }
      while index < body.upperBound {
        if file.isToken(index, "case") || (file.isToken(index, "default") && file.isToken(index + 1, ":")) {
          if let begun = start, begun < index, hasStatement(begun..<index) {
            close(at: index)
            labels = []
            isDefault = false
          }
          if file.isToken(index, "default") {
            isDefault = true
            index += 2
          } else {
            let colon = file.expressionEnd(from: index + 1, limit: body.upperBound)
            if onKey, let property, colon == index + 2, let test = reader.test(property.name, value: index + 1) {
              labels.append(test)
            } else {
              labels.append(.opaque(index + 1))
            }
            index = colon + 1
          }
          start = index
          continue
        }
        index = (file.partner(index).map { $0 > index ? $0 : index } ?? index) + 1
      }
      close(at: body.upperBound)
      let all = groups.flatMap(\.labels)
      for group in groups {
        let test: KeyCondition = group.isDefault ? .not(.or(all)) : .or(group.labels)
        let terms = test.terms ?? [KeyCondition.Term(opaque: [group.statements.lowerBound: true])]
        _ = walk(
          group.statements, path: KeyCondition.and(path, terms), level: onKey && !group.isDefault ? 0 : level + 1,
          depth: depth + 1)
      }
    }

    /// Whether tokens `range` hold a statement (not only labels).
    func hasStatement(_ range: Range<Int>) -> Bool { !range.isEmpty }

    /// Records that the statement `range` runs for each key `path` names (once for each, however
    /// many ways through the conditions reach it), and notes a listener that uses the key as a
    /// value where no key is tested: it records keys, as a shortcut recorder does.
    mutating func record(_ range: Range<Int>, path: [KeyCondition.Term], level: Int) {
      var keys: Set<HitKey> = []
      for term in path {
        guard let key = term.key else { continue }
        let modifiers = Set(term.modifiers.compactMap { $0.value ? $0.key : nil })
        keys.insert(HitKey(key: key.name, at: key.at, modifiers: modifiers, platforms: term.platforms))
      }
      if path.contains(where: { $0.key == nil }), reader.usesKeyAsValue(range, in: handler) { recordsKeys = true }
      for key in keys {
        hits[key, default: Hit()].statements.append(range)
        if level == 0 { hits[key, default: Hit()].ownStatements.append(range) }
      }
    }
  }
}
