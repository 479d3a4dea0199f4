/// Reads Objective-C tokens into the statements of each method and function body, and the
/// declarations of each `@interface`: enough structure to follow shortcut declarations, and no
/// compiler.
///
/// It knows message sends (`[receiver part:argument …]`, nested, with variadic arguments),
/// C calls, member access, casts, C's operators, `@selector(…)`, blocks (whose statements it
/// reads where they stand), collection literals, declarations (`NSMenuItem *item = …;`,
/// `IBOutlet NSButton *ok;`, `@property … IBOutlet NSMenuItem *item;`) and the control
/// statements whose conditions it reads as expressions. What it cannot make out it passes over
/// to the end of the statement, reading any block it finds there.
///
/// Every token is looked at a bounded number of times, so the cost is linear; nesting deeper than
/// ``maximumDepth`` (brackets, parentheses, blocks) is passed over without recursion, so hostile
/// input cannot exhaust the stack.
struct ObjectiveCParser {
  /// The deepest nesting of brackets, parentheses and blocks read; deeper text is passed over.
  static let maximumDepth = 64

  private let tokens: [ObjectiveCToken]
  private var index = 0
  private var depth = 0
  private var className: String?
  private var body: Int?
  private var block = 0
  /// The block of the `{ … }` whose statements are being read (a `case` starts a block inside it).
  private var listBlock = 0
  private var blocks = 0
  private var syntax = ObjectiveCSyntax()
  /// The branch the next `{` starts: after an `if (…)` or an `else`.
  private var pendingBranch: ObjectiveCSyntax.Branch?
  /// The branch of the block just read, which an `else` continues.
  private var closedBranch: ObjectiveCSyntax.Branch?
  /// The condition of the `if`, `while` or `switch` read last.
  private var lastCondition: ObjectiveCExpression?
  /// Where the `switch` whose `{` comes next is.
  private var pendingSwitch: Int?
  /// The `switch` each block of cases belongs to, and how many cases it has had.
  private var switches: [Int: (start: Int, cases: Int)] = [:]

  /// Parses `tokens`.
  /// - Complexity: O(*n*) in the number of tokens.
  static func parse(_ tokens: [ObjectiveCToken]) -> ObjectiveCSyntax {
    var parser = ObjectiveCParser(tokens: tokens)
    parser.parseTopLevel()
    return parser.syntax
  }

  /// Parses `tokens` as one expression (a macro's value); `nil` when they start none.
  /// - Complexity: O(*n*) in the number of tokens.
  static func parseExpression(_ tokens: [ObjectiveCToken]) -> ObjectiveCExpression? {
    var parser = ObjectiveCParser(tokens: tokens)
    return parser.parseComma(until: ";")
  }

  private init(tokens: [ObjectiveCToken]) {
    self.tokens = tokens
  }

  // MARK: Tokens

  private var current: ObjectiveCToken? { index < tokens.count ? tokens[index] : nil }

  private func peek(_ offset: Int) -> ObjectiveCToken? {
    index + offset < tokens.count ? tokens[index + offset] : nil
  }

  private func isMark(_ mark: String, at offset: Int = 0) -> Bool { peek(offset)?.isMark(mark) == true }

  /// The end of the token before the current one: where an expression just read ends.
  private var previousEnd: Int { index > 0 ? tokens[index - 1].end : 0 }

  /// Moves past the bracket, parenthesis or brace at the current token and everything up to its
  /// match (or the end), without recursion.
  private mutating func skipBalanced() {
    var open = 0
    repeat {
      guard let token = current else { return }
      if token.kind == .punctuation {
        switch token.text {
        case "(", "[", "{": open += 1
        case ")", "]", "}": open -= 1
        default: break
        }
      }
      index += 1
    } while open > 0
  }

  // MARK: Top level

  private mutating func parseTopLevel() {
    var atDeclarationStart = true
    var lastCalledName: String?
    // The `(` after the last name followed by one: a function's parameters, when a body follows.
    var lastOpen: Int?
    while let token = current {
      switch token.kind {
      case .directive:
        parseDirective(token.text)
        atDeclarationStart = true
        continue
      case .punctuation where (token.text == "-" || token.text == "+") && atDeclarationStart:
        parseMethod()
        atDeclarationStart = true
        continue
      case .punctuation where token.text == "{":
        let previous = index > 0 ? tokens[index - 1] : nil
        if previous?.isMark(")") == true || previous?.isName("const") == true {
          parseBody(named: lastCalledName ?? "function", parameters: lastOpen.map(functionParameters) ?? [])
        } else {
          index += 1  // `extern "C" {`, a namespace, a struct or an initializer: read on inside.
        }
        atDeclarationStart = true
        continue
      case .punctuation where token.text == ";" || token.text == "}":
        atDeclarationStart = true
      case .identifier where isMark("(", at: 1):
        lastCalledName = token.text
        lastOpen = index + 1
        atDeclarationStart = false
      default:
        atDeclarationStart = false
      }
      index += 1
    }
  }

  /// The names of the parameters in the parentheses at token `open`: the last name of each part
  /// between top-level commas (`NSString *title, NSString *key` gives `title`, `key`); none for
  /// `(void)`.
  /// - Complexity: O(*k*) in the tokens up to the matching `)`, at most ``maximumParameterTokens``.
  private func functionParameters(_ open: Int) -> [String] {
    var names: [String] = []
    var last: String?
    var nesting = 0
    var offset = open + 1
    while offset < tokens.count, offset - open < Self.maximumParameterTokens {
      let token = tokens[offset]
      if token.isMark("(") || token.isMark("[") { nesting += 1 }
      if token.isMark(")") || token.isMark("]") {
        if nesting == 0 { break }
        nesting -= 1
      }
      if nesting == 0, token.isMark(",") {
        names.append(last ?? "")
        last = nil
      } else if nesting == 0, token.kind == .identifier {
        last = token.text
      }
      offset += 1
    }
    if let last, last != "void" { names.append(last) }
    return names
  }

  /// The most tokens a function's parameter list is read over.
  static let maximumParameterTokens = 256

  /// `@implementation`, `@interface`, `@protocol`, `@end`, `@property`; any other directive is
  /// passed over.
  private mutating func parseDirective(_ name: String) {
    index += 1
    switch name {
    case "implementation", "interface", "protocol":
      if let name = current, name.kind == .identifier {
        className = name.text
        index += 1
        if isMark(":"), let superclass = peek(1), superclass.kind == .identifier {
          syntax.superclasses[name.text] = superclass.text
        }
      }
      // `: Superclass`, `(Category)`, `<Protocols>`, up to the instance variables or the first
      // member.
      while let token = current, token.kind != .directive, !token.isMark("-"), !token.isMark("+"),
        !token.isMark("{"), !token.isMark(";")
      {
        if token.isMark("(") { skipBalanced() } else { index += 1 }
      }
      if isMark("{") { parseInstanceVariables() }
    case "end":
      className = nil
    case "property":
      if isMark("(") { skipBalanced() }
      parseDeclarationStatement(start: current?.start ?? previousEnd)
    default:
      break
    }
  }

  /// The `{ … }` of an `@interface`: its instance variables, read as declarations.
  private mutating func parseInstanceVariables() {
    index += 1
    while let token = current, !token.isMark("}") {
      if token.kind == .directive {
        index += 1  // `@public`, `@private`, `@protected`.
        continue
      }
      let before = index
      parseDeclarationStatement(start: token.start)
      if index == before { index += 1 }
    }
    index += 1
  }

  /// `- (Type)part:(Type)name part:(Type)name { … }`, or its declaration ending in `;`.
  private mutating func parseMethod() {
    index += 1
    var name = ""
    var parameters: [String] = []
    if isMark("(") { skipBalanced() }
    while let token = current, !token.isMark("{"), !token.isMark(";"), token.kind != .directive {
      if token.kind == .identifier, isMark(":", at: 1) {
        name += token.text + ":"
        index += 2
        if isMark("(") { skipBalanced() }
        if let parameter = current, parameter.kind == .identifier {
          parameters.append(parameter.text)
          index += 1
        }
      } else if token.kind == .identifier, name.isEmpty {
        name = token.text
        index += 1
      } else if token.isMark("(") {
        skipBalanced()  // `__attribute__((…))`, `NS_SWIFT_NAME(…)`.
      } else {
        index += 1
      }
    }
    if isMark("{") { parseBody(named: name, parameters: parameters) }
  }

  /// A body at the current `{`, up to its `}`.
  private mutating func parseBody(named name: String, parameters: [String]) {
    let outer = body
    syntax.bodies.append(
      ObjectiveCBody(className: className, name: name, start: current?.start ?? 0, parameters: parameters))
    body = syntax.bodies.count - 1
    let first = index
    index += 1
    parseStatements()
    // Bodies are only at the top level: each token is looked at once more.
    syntax.bodies[syntax.bodies.count - 1].mentionsMainMenu = tokens[first..<min(index, tokens.count)].contains {
      $0.kind == .identifier && ($0.text == "mainMenu" || $0.text == "setMainMenu")
    }
    body = outer
  }

  // MARK: Statements

  /// Statements up to the `}` that closes the block they are in (consumed), or the end.
  private mutating func parseStatements() {
    let (outer, outerList) = (block, listBlock)
    blocks += 1
    syntax.blockParents[blocks] = block
    block = blocks
    listBlock = blocks
    defer { (block, listBlock) = (outer, outerList) }
    while let token = current {
      let before = index
      if token.isMark("}") {
        index += 1
        return
      }
      if token.isMark("{") {
        // The block about to be read is numbered `number`: its cases are read inside it.
        let (branch, number) = (pendingBranch, blocks + 1)
        syntax.blockBranches[number] = branch
        switches[number] = pendingSwitch.map { ($0, 0) }
        (pendingBranch, pendingSwitch) = (nil, nil)
        readNestedBlock()
        if blocks < number {
          // Nested too deep: passed over, no block.
          (syntax.blockBranches[number], switches[number]) = (nil, nil)
        }
        closedBranch = branch
        continue
      }
      let (pending, chained) = (pendingBranch, closedBranch)
      (pendingBranch, closedBranch, pendingSwitch) = (nil, nil, nil)
      if token.isMark(";") {
        index += 1
        continue
      }
      if token.kind == .identifier, token.text == "else" {
        pendingBranch = chained.map { ObjectiveCSyntax.Branch(start: $0.start, number: $0.number + 1) }
      } else if let pending, token.kind != .identifier || !Self.controlWords.contains(token.text) {
        // A body without braces (`if (a) x = 1; else x = 2;`): one statement, a block of its own.
        blocks += 1
        let outer = block
        (syntax.blockParents[blocks], syntax.blockBranches[blocks]) = (block, pending)
        block = blocks
        parseStatement(token)
        block = outer
        closedBranch = pending
        if index == before { index += 1 }
        continue
      }
      let afterElse = index > 0 && tokens[index - 1].kind == .identifier && tokens[index - 1].text == "else"
      parseStatement(token)
      if token.kind == .identifier, token.text == "if" {
        // An `else if` is a further branch of the first `if`.
        let branch = afterElse ? pending : ObjectiveCSyntax.Branch(start: token.start, number: 0)
        if let branch, let condition = lastCondition { syntax.branchConditions[branch] = condition }
        pendingBranch = branch
      } else if token.kind == .identifier, token.text == "switch" {
        pendingSwitch = token.start
      }
      if index == before { index += 1 }
    }
  }

  private mutating func parseStatement(_ token: ObjectiveCToken) {
    switch (token.kind, token.text) {
    case (.identifier, "if"), (.identifier, "while"), (.identifier, "switch"), (.directive, "synchronized"),
      (.directive, "catch"):
      index += 1
      if isMark("(") { parseCondition() }
    case (.identifier, "for"):
      index += 1
      if isMark("(") { parseForHeader() }
    case (.identifier, "else"), (.identifier, "do"), (.directive, "try"), (.directive, "finally"),
      (.directive, "autoreleasepool"):
      index += 1
    case (.identifier, "return"):
      index += 1
      parseExpressionStatement(start: token.start)
    case (.identifier, "case"), (.identifier, "default"):
      blocks += 1
      syntax.blockParents[blocks] = listBlock
      if let owner = switches[listBlock] {
        syntax.blockBranches[blocks] = ObjectiveCSyntax.Branch(start: owner.start, number: owner.cases)
        switches[listBlock]?.cases += 1
      }
      block = blocks
      while let next = current, !next.isMark(":"), !next.isMark(";"), !next.isMark("}") { index += 1 }
      if isMark(":") { index += 1 }
    case (.identifier, "goto"), (.identifier, "break"), (.identifier, "continue"):
      skipToStatementEnd()
    default:
      if token.kind == .identifier, isMark(":", at: 1), !isMark(":", at: 2) {
        index += 2  // A label.
        return
      }
      parseDeclarationStatement(start: token.start)
    }
  }

  /// The `( … )` of an `if`, `while`, `switch`: read as an expression.
  private mutating func parseCondition() {
    let start = current?.start ?? 0
    index += 1
    lastCondition = parseComma(until: ")")
    if let expression = lastCondition {
      emit(.expression(expression), start: start)
    }
    close(")")
  }

  /// The `( … )` of a `for`: `init; condition; step` or `Type *name in collection`.
  private mutating func parseForHeader() {
    index += 1
    while let token = current, !token.isMark(")") {
      let before = index
      if token.isMark(";") {
        index += 1
        continue
      }
      if !parseDeclaration(start: token.start, inForHeader: true) {
        if let expression = parseComma(until: ")") { emit(.expression(expression), start: token.start) }
      }
      if index == before { index += 1 }
      if isMark("}") { return }
    }
    if isMark(")") { index += 1 }
  }

  /// A declaration or an expression, then its `;`.
  private mutating func parseDeclarationStatement(start: Int) {
    if !parseDeclaration(start: start, inForHeader: false) {
      parseExpressionStatement(start: start)
      return
    }
    if isMark(";") { index += 1 } else { skipToStatementEnd() }
  }

  private mutating func parseExpressionStatement(start: Int) {
    if let expression = parseComma(until: ";") { emit(.expression(expression), start: start) }
    if isMark(";") { index += 1 } else { skipToStatementEnd() }
  }

  /// Passes over the rest of a statement the parser cannot make out, up to its `;` (consumed)
  /// or the `}` that closes its block (not consumed); blocks found on the way are read.
  private mutating func skipToStatementEnd() {
    skip(until: nil)
    if isMark(";") { index += 1 }
  }

  /// Passes over tokens up to `mark` (not consumed), reading blocks on the way.
  private mutating func skipToClose(_ mark: String) { skip(until: mark) }

  /// Moves past the closing `mark` of the group being read, passing over what the parser could not
  /// make out before it.
  private mutating func close(_ mark: String) {
    if !isMark(mark) { skipToClose(mark) }
    if isMark(mark) { index += 1 }
  }

  /// Passes over tokens up to `mark`, a `;` or a `}` (none consumed), reading the blocks found on
  /// the way.
  private mutating func skip(until mark: String?) {
    while let token = current, !token.isMark(";"), !token.isMark("}"), mark.map(token.isMark) != true {
      if token.isMark("{") { readNestedBlock() } else { index += 1 }
    }
  }

  /// Reads the statements of the `{ … }` block at the current token, one level deeper.
  private mutating func readNestedBlock() {
    nested {
      $0.index += 1
      $0.parseStatements()
    }
  }

  private mutating func emit(_ kind: ObjectiveCStatement.Kind, start: Int) {
    syntax.statements.append(
      ObjectiveCStatement(kind: kind, body: body, className: className, block: block, start: start))
  }

  /// Runs `read` one level deeper, or passes over the bracket at the current token when the
  /// nesting is already ``maximumDepth`` deep.
  private mutating func nested(_ read: (inout ObjectiveCParser) -> Void) {
    guard depth < Self.maximumDepth else {
      skipBalanced()
      return
    }
    depth += 1
    read(&self)
    depth -= 1
  }

  // MARK: Declarations

  /// Words that may stand before, inside or after a declaration's type.
  static let qualifiers: Set<String> = [
    "const", "static", "extern", "volatile", "register", "inline", "__weak", "__strong", "__block",
    "__unsafe_unretained", "__autoreleasing", "__kindof", "_Nullable", "_Nonnull", "_Null_unspecified",
    "__nullable", "__nonnull", "nullable", "nonnull", "IBOutlet", "unsigned", "signed", "struct", "enum", "union",
    "__attribute__", "NS_VALID_UNTIL_END_OF_SCOPE",
  ]

  /// The words that start a control statement: a body without braces that starts with one is
  /// read as the statement it is, in the block around it.
  static let controlWords: Set<String> = ["if", "for", "while", "do", "switch", "else", "return"]

  /// Words that start a statement and are never a type.
  static let statementWords: Set<String> = [
    "return", "if", "else", "while", "for", "do", "switch", "case", "default", "break", "continue", "goto", "sizeof",
    "self", "super",
  ]

  /// Reads `Type *name = value, *other;` (or, in a `for` header, `Type *name in collection`), one
  /// statement per declarator; `false`, with nothing consumed, when the tokens are no declaration.
  private mutating func parseDeclaration(start: Int, inForHeader: Bool) -> Bool {
    func word(_ offset: Int) -> ObjectiveCToken? { offset < tokens.count ? tokens[offset] : nil }
    func isQualifier(_ token: ObjectiveCToken) -> Bool {
      token.kind == .identifier && Self.qualifiers.contains(token.text)
    }
    // The leading names: qualifiers, the type's name(s), and — without a `*` — the declared name.
    var lookahead = index
    var words: [ObjectiveCToken] = []
    while let token = word(lookahead), token.kind == .identifier {
      if Self.statementWords.contains(token.text) { return false }
      words.append(token)
      lookahead += 1
    }
    let typeWords = words.filter { !isQualifier($0) }
    guard !typeWords.isEmpty else { return false }
    var isOutlet = words.contains { $0.text == "IBOutlet" }
    // Generic arguments: `NSArray<NSMenuItem *>`, `id<NSMenuDelegate>`.
    var hasGeneric = false
    if word(lookahead)?.isMark("<") == true {
      var open = 0
      var steps = 0
      while let token = word(lookahead), steps < 64 {
        if token.isMark("<") { open += 1 }
        if token.isMark(">") { open -= 1 }
        if token.isMark(">>") { open -= 2 }
        if token.isMark(";") || token.isMark("{") || token.isMark("=") { return false }
        lookahead += 1
        steps += 1
        if open <= 0 { break }
      }
      if open > 0 { return false }
      hasGeneric = true
    }
    let type: String
    var declarator: Int
    if hasGeneric || word(lookahead)?.isMark("*") == true || word(lookahead)?.isMark("^") == true {
      guard let last = typeWords.last else { return false }
      type = last.text
      declarator = lookahead
    } else {
      // `BOOL ok = YES`: the last name is the declared one, the one before it the type.
      guard typeWords.count >= 2 else { return false }
      type = typeWords[typeWords.count - 2].text
      declarator = lookahead - 1
    }
    var declaredAny = false
    while true {
      while let token = word(declarator), token.isMark("*") || token.isMark("^") || isQualifier(token) {
        if token.isName("IBOutlet") { isOutlet = true }
        declarator += 1
      }
      guard let nameToken = word(declarator), nameToken.kind == .identifier,
        !Self.statementWords.contains(nameToken.text), let after = word(declarator + 1),
        after.isMark("=") || after.isMark(";") || after.isMark(",") || after.isMark("[") || after.isMark(")")
          || (inForHeader && after.isName("in"))
      else { return declaredAny }
      index = declarator + 1
      var initializer: ObjectiveCExpression?
      if isMark("[") { skipBalanced() }  // A C array's size.
      if isMark("=") || (inForHeader && current?.isName("in") == true) {
        index += 1
        initializer = parseAssignment()
      }
      emit(
        .declaration(
          ObjectiveCDeclaration(type: type, name: nameToken.text, initializer: initializer, isOutlet: isOutlet)),
        start: declaredAny ? nameToken.start : start)
      declaredAny = true
      guard isMark(",") else { return true }
      index += 1
      declarator = index
    }
  }

  // MARK: Expressions

  /// Expressions separated by commas, up to `closing` (not consumed); the last one, with the
  /// others inside it, or `nil` when none starts here.
  private mutating func parseComma(until closing: String) -> ObjectiveCExpression? {
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

  private mutating func parseAssignment() -> ObjectiveCExpression? {
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
    while let token = current, !token.isMark("{"), !token.isMark(";"), !token.isMark("}"), !token.isMark("]") {
      if token.isMark("(") { skipBalanced() } else { index += 1 }
    }
    if isMark("{") { readNestedBlock() }
    return ObjectiveCExpression(kind: .other([]), start: start, end: previousEnd)
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
