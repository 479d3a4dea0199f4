extension ObjectiveCParser {
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
  mutating func parseDeclaration(start: Int, inForHeader: Bool) -> Bool {
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
}
