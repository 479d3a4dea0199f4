extension ObjectiveCParser {
  /// Statements up to the `}` that closes the block they are in (consumed), or the end.
  mutating func parseStatements() {
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
        syntax.blockStarts[number] = token.start
        switches[number] = pendingSwitch.map { ($0, 0) }
        if let pendingSwitch { syntax.switchBlocks[number] = pendingSwitch }
        (pendingBranch, pendingSwitch) = (nil, nil)
        readNestedBlock()
        if blocks < number {
          // Nested too deep: passed over, no block.
          (syntax.blockBranches[number], switches[number]) = (nil, nil)
          (syntax.blockStarts[number], syntax.switchBlocks[number]) = (nil, nil)
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
        syntax.blockStarts[blocks] = token.start
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
        if let subject = lastCondition { syntax.switchSubjects[token.start] = subject }
      }
      if index == before { index += 1 }
    }
  }

  private mutating func parseStatement(_ token: ObjectiveCToken) {
    switch (token.kind, token.text) {
    case (.identifier, "if"), (.identifier, "while"), (.identifier, "switch"), (.directive, "synchronized"),
      (.directive, "catch"):
      index += 1
      lastCondition = nil
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
      if syntax.statements.last?.start == token.start, syntax.statements.last?.role == .plain {
        syntax.statements[syntax.statements.count - 1].role = .returned
      } else {
        emitExit(start: token.start)
      }
    case (.identifier, "case"), (.identifier, "default"):
      blocks += 1
      syntax.blockParents[blocks] = listBlock
      syntax.blockStarts[blocks] = token.start
      if let owner = switches[listBlock] {
        syntax.blockBranches[blocks] = ObjectiveCSyntax.Branch(start: owner.start, number: owner.cases)
        switches[listBlock]?.cases += 1
      }
      block = blocks
      index += 1
      var labels: [ObjectiveCExpression] = []
      if token.text == "case", !isMark(":"), let label = parseComma(until: ":") { labels.append(label) }
      syntax.caseLabels[blocks] = labels
      while let next = current, !next.isMark(":"), !next.isMark(";"), !next.isMark("}") { index += 1 }
      if isMark(":") { index += 1 }
    case (.identifier, "goto"), (.identifier, "break"), (.identifier, "continue"):
      emitExit(start: token.start)
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
      syntax.statements[syntax.statements.count - 1].role = .condition
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
  mutating func parseDeclarationStatement(start: Int) {
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
  mutating func close(_ mark: String) {
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
  mutating func readNestedBlock() {
    nested {
      $0.index += 1
      $0.parseStatements()
    }
  }

  /// A `return;`, `break;`, `continue;` or `goto`: the way through the block ends.
  private mutating func emitExit(start: Int) {
    emit(.expression(ObjectiveCExpression(kind: .other([]), start: start, end: start)), start: start)
    syntax.statements[syntax.statements.count - 1].role = .exit
  }

  mutating func emit(_ kind: ObjectiveCStatement.Kind, start: Int) {
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
}
