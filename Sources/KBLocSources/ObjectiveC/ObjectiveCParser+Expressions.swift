extension ObjectiveCParser {
  /// Expressions separated by commas, up to `closing` (not consumed); the last one, with the
  /// others inside it, or `nil` when none starts here.
  mutating func parseComma(until closing: String) -> ObjectiveCExpression? {
    var expressions: [ObjectiveCExpression] = []
    while let expression = parseAssignment() {
      expressions.append(expression)
      guard isMark(",") else { break }
      index += 1
    }
    guard let last = expressions.last, let first = expressions.first else { return nil }
    if expressions.count == 1 { return last }
    return ObjectiveCExpression(kind: .other(expressions), start: first.start, end: last.end)
  }

  static let assignmentOperators: Set<String> = ["=", "|=", "&=", "+=", "-=", "*=", "/=", "%=", "^=", "<<=", ">>="]

  mutating func parseAssignment() -> ObjectiveCExpression? {
    guard depth < Self.maximumDepth else { return skipOperand() }
    depth += 1
    defer { depth -= 1 }
    guard let target = parseConditional() else { return nil }
    guard let token = current, token.kind == .punctuation, Self.assignmentOperators.contains(token.text) else {
      return target
    }
    index += 1
    guard let value = parseAssignment() else { return target }
    return ObjectiveCExpression(kind: .assignment(token.text, target, value), start: target.start, end: value.end)
  }

  private mutating func parseConditional() -> ObjectiveCExpression? {
    guard let condition = parseBinary(minimum: 1) else { return nil }
    guard isMark("?") else { return condition }
    index += 1
    var then: ObjectiveCExpression?
    if !isMark(":") { then = parseAssignment() }
    guard isMark(":") else { return condition }
    index += 1
    guard let otherwise = parseAssignment() else { return condition }
    return ObjectiveCExpression(
      kind: .conditional(condition, then, otherwise), start: condition.start, end: otherwise.end)
  }

  static let precedence: [String: Int] = [
    "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7, "<<": 8, ">>": 8,
    "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
  ]

  private mutating func parseBinary(minimum: Int) -> ObjectiveCExpression? {
    guard var lhs = parseUnary() else { return nil }
    var chain = 0
    while let token = current, token.kind == .punctuation, let level = Self.precedence[token.text], level >= minimum {
      index += 1
      guard let rhs = parseBinary(minimum: level + 1) else { break }
      lhs = ObjectiveCExpression(kind: .binary(token.text, lhs, rhs), start: lhs.start, end: rhs.end)
      chain += 1
      if chain.isMultiple(of: Self.maximumDepth) { lhs = lhs.flattened }
    }
    return lhs
  }

  static let prefixOperators: Set<String> = ["!", "~", "-", "+", "*", "&", "++", "--"]

  /// Passes over one operand where the nesting is too deep to read: a token, or a bracketed
  /// group up to its match.
  private mutating func skipOperand() -> ObjectiveCExpression? {
    guard let token = current else { return nil }
    if token.isMark("(") || token.isMark("[") || token.isMark("{") { skipBalanced() } else { index += 1 }
    return ObjectiveCExpression(kind: .other([]), start: token.start, end: previousEnd)
  }

  private mutating func parseUnary() -> ObjectiveCExpression? {
    guard depth < Self.maximumDepth else { return skipOperand() }
    depth += 1
    defer { depth -= 1 }
    guard let token = current else { return nil }
    if token.kind == .punctuation, Self.prefixOperators.contains(token.text) {
      index += 1
      guard let operand = parseUnary() else { return nil }
      return ObjectiveCExpression(kind: .unary(token.text, operand), start: token.start, end: operand.end)
    }
    if token.isMark("("), let type = castType() {
      guard let operand = parseUnary() else { return nil }
      return ObjectiveCExpression(kind: .cast(type, operand), start: token.start, end: operand.end)
    }
    guard let primary = parsePrimary() else { return nil }
    return parsePostfix(primary)
  }

  /// The type of a cast at the current `(` (`(NSString *)`, `(unichar)`), consumed with its
  /// parentheses; `nil`, with nothing consumed, when the parentheses hold no cast.
  private mutating func castType() -> String? {
    var lookahead = index + 1
    var type: String?
    var pointer = false
    var steps = 0
    while lookahead < tokens.count, steps < 32 {
      let token = tokens[lookahead]
      if token.isMark(")") { break }
      if token.kind == .identifier {
        if Self.statementWords.contains(token.text) { return nil }
        if !Self.qualifiers.contains(token.text) {
          if type != nil, !pointer { return nil }
          type = token.text
        }
      } else if token.isMark("*") || token.isMark("^") {
        pointer = true
      } else if token.isMark("<") || token.isMark(">") || token.isMark(",") || token.isMark(">>") {
        // Generic arguments.
      } else {
        return nil
      }
      lookahead += 1
      steps += 1
    }
    guard let type, lookahead < tokens.count, tokens[lookahead].isMark(")") else { return nil }
    let knownTypes: Set<String> = [
      "id", "int", "char", "unichar", "BOOL", "NSInteger", "NSUInteger", "CGFloat", "void", "long", "short", "float",
      "double", "instancetype", "SEL", "Class", "unsigned", "NSEventModifierFlags", "UIKeyModifierFlags",
    ]
    guard pointer || knownTypes.contains(type) || type.first?.isUppercase == true else { return nil }
    // A cast is followed by its operand.
    guard lookahead + 1 < tokens.count else { return nil }
    let next = tokens[lookahead + 1]
    let startsOperand =
      next.kind != .punctuation || next.isMark("[") || next.isMark("(") || next.isMark("@") || next.isMark("^")
      || next.isMark("~") || next.isMark("!")
    guard startsOperand else { return nil }
    index = lookahead + 1
    return type
  }

  private mutating func parsePrimary() -> ObjectiveCExpression? {
    guard let token = current else { return nil }
    switch token.kind {
    case .identifier:
      if Self.statementWords.contains(token.text), token.text != "self", token.text != "super",
        token.text != "sizeof"
      {
        return nil
      }
      index += 1
      return ObjectiveCExpression(kind: .name(token.text), start: token.start, end: token.end)
    case .string:
      var value = ""
      var wellFormed = true
      var end = token.end
      while let part = current, part.kind == .string {
        value += part.text
        wellFormed = wellFormed && part.isWellFormed
        end = part.end
        index += 1
      }
      return ObjectiveCExpression(kind: .string(value, wellFormed: wellFormed), start: token.start, end: end)
    case .character:
      index += 1
      return ObjectiveCExpression(kind: .character(token.text), start: token.start, end: token.end)
    case .number:
      index += 1
      return ObjectiveCExpression(kind: .number(token.text), start: token.start, end: token.end)
    case .directive:
      index += 1
      if token.text == "selector", isMark("(") {
        let open = index
        skipBalanced()
        let name = tokens[(open + 1)..<max(open + 1, index - 1)].map(\.text).joined()
        return ObjectiveCExpression(kind: .selector(name), start: token.start, end: previousEnd)
      }
      if isMark("(") { skipBalanced() }  // `@encode(…)`, `@protocol(…)`, `@available(…)`.
      return ObjectiveCExpression(kind: .other([]), start: token.start, end: previousEnd)
    case .punctuation:
      switch token.text {
      case "[": return parseMessage()
      case "(":
        index += 1
        let inner = parseComma(until: ")")
        close(")")
        guard var inner else { return ObjectiveCExpression(kind: .other([]), start: token.start, end: previousEnd) }
        inner.start = token.start
        inner.end = previousEnd
        return inner
      case "@":
        index += 1
        guard let next = current, next.kind == .punctuation else {
          return parsePrimary()  // `@YES`, `@42`: the boxed value.
        }
        if next.isMark("(") { return parsePrimary() }
        if next.isMark("[") || next.isMark("{") { return parseCollection(start: token.start) }
        return ObjectiveCExpression(kind: .other([]), start: token.start, end: token.end)
      case "^":
        return parseBlock()
      case "{":
        return parseCollection(start: token.start)
      default:
        return nil
      }
    }
  }

  /// `@[ … ]`, `@{ … }` or a C initializer `{ … }` (with its designated elements, `.tag = 2`):
  /// the expressions inside.
  private mutating func parseCollection(start: Int) -> ObjectiveCExpression {
    let closing = isMark("[") ? "]" : "}"
    let isInitializer = isMark("{") && !(index > 0 && tokens[index - 1].isMark("@"))
    index += 1
    var elements: [ObjectiveCExpression] = []
    while let token = current, !token.isMark(closing) {
      let before = index
      if isInitializer, token.isMark("."), let field = peek(1), field.kind == .identifier, isMark("=", at: 2) {
        index += 3
        if let value = parseAssignment() {
          elements.append(
            ObjectiveCExpression(kind: .designated(field.text, value), start: token.start, end: value.end))
        }
      } else if let element = parseAssignment() {
        elements.append(element)
      }
      if isMark(",") || isMark(":") { index += 1 }
      if index == before {
        if token.isMark(";") || token.isMark("}") || token.isMark("]") || token.isMark(")") { break }
        index += 1
      }
    }
    if isMark(closing) { index += 1 }
    return ObjectiveCExpression(
      kind: isInitializer ? .initializer(elements) : .other(elements), start: start, end: previousEnd)
  }

  /// `^(Type name) { … }` or `^{ … }`: the body's statements are read where they stand.
  private mutating func parseBlock() -> ObjectiveCExpression {
    let start = current?.start ?? 0
    index += 1
    var parameters: [(type: String, name: String)] = []
    while let token = current, !token.isMark("{"), !token.isMark(";"), !token.isMark("}"), !token.isMark("]") {
      if token.isMark("(") {
        let open = index
        skipBalanced()
        parameters = Self.blockParameters(tokens[(open + 1)..<max(open + 1, index - 1)])
      } else {
        index += 1
      }
    }
    if isMark("{") {
      let number = blocks + 1
      syntax.blockStarts[number] = current?.start
      readNestedBlock()
      if blocks >= number {
        syntax.blockLiterals[start] = ObjectiveCSyntax.BlockLiteral(block: number, parameters: parameters)
      }
    }
    return ObjectiveCExpression(kind: .other([]), start: start, end: previousEnd)
  }

  /// The parameters of a block literal's `( … )`: each part between commas, its last name the
  /// parameter's and the tokens before it the type (`NSEvent *event`); none for `(void)`.
  private static func blockParameters(_ tokens: ArraySlice<ObjectiveCToken>) -> [(type: String, name: String)] {
    var parameters: [(type: String, name: String)] = []
    var part: [ObjectiveCToken] = []
    for token in tokens + [ObjectiveCToken(kind: .punctuation, text: ",", start: 0, end: 0)] {
      guard token.isMark(",") else {
        part.append(token)
        continue
      }
      if let last = part.last, last.kind == .identifier, part.count > 1 {
        parameters.append((part.dropLast().map(\.text).joined(separator: " "), last.text))
      }
      part = []
    }
    return parameters
  }

  /// `[receiver part:argument part:argument, variadic…]` at the current `[`.
  private mutating func parseMessage() -> ObjectiveCExpression {
    let start = current?.start ?? 0
    index += 1
    guard let receiver = parseUnary() else {
      close("]")
      return ObjectiveCExpression(kind: .other([]), start: start, end: previousEnd)
    }
    var selector = ""
    var arguments: [ObjectiveCExpression] = []
    if let token = current, token.kind == .identifier, isMark("]", at: 1) {
      selector = token.text
      index += 2
      return ObjectiveCExpression(
        kind: .message(receiver, selector: selector, arguments: []), start: start, end: previousEnd)
    }
    while let token = current, !token.isMark("]") {
      if token.kind == .identifier, isMark(":", at: 1) {
        selector += token.text + ":"
        index += 2
      } else if token.isMark(":") {
        selector += ":"
        index += 1
      } else if token.isMark(",") {
        index += 1  // A variadic argument.
      } else {
        break
      }
      if let argument = parseAssignment() { arguments.append(argument) }
    }
    guard isMark("]") else {
      // Not a message send this parser makes out (C++ in `.mm`, a typo): pass over it.
      close("]")
      return ObjectiveCExpression(kind: .other([receiver] + arguments), start: start, end: previousEnd)
    }
    index += 1
    return ObjectiveCExpression(
      kind: .message(receiver, selector: selector, arguments: arguments), start: start, end: previousEnd)
  }

  private mutating func parsePostfix(_ primary: ObjectiveCExpression) -> ObjectiveCExpression {
    var expression = primary
    var chain = 0
    while let token = current, token.kind == .punctuation {
      // A chain as long as the deepest nesting read (`a.b.c…`, `f()()…`) is kept as text, so
      // that no expression is deeper than that.
      chain += 1
      if chain.isMultiple(of: Self.maximumDepth) { expression = expression.flattened }
      switch token.text {
      case ".", "->":
        guard let name = peek(1), name.kind == .identifier else { return expression }
        index += 2
        expression = ObjectiveCExpression(kind: .member(expression, name.text), start: expression.start, end: name.end)
      case "[":
        index += 1
        let subscriptIndex = parseComma(until: "]")
        close("]")
        expression = ObjectiveCExpression(
          kind: .subscripted(
            expression, subscriptIndex ?? ObjectiveCExpression(kind: .other([]), start: token.start, end: token.end)),
          start: expression.start, end: previousEnd)
      case "(":
        index += 1
        var arguments: [ObjectiveCExpression] = []
        while let argument = parseAssignment() {
          arguments.append(argument)
          guard isMark(",") else { break }
          index += 1
        }
        close(")")
        expression = ObjectiveCExpression(kind: .call(expression, arguments), start: expression.start, end: previousEnd)
      case "++", "--":
        index += 1
        expression = ObjectiveCExpression(kind: .unary(token.text, expression), start: expression.start, end: token.end)
      default:
        return expression
      }
    }
    return expression
  }
}
