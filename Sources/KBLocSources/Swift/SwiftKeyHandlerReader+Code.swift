import KBLoc
import SwiftSyntax

extension SwiftKeyHandlerReader {
  /// One handler's body, read into ``KeyHandlerCode``: its statements, with the names that hold
  /// the event, its key or its modifiers as the body binds them.
  struct Body {
    let lines: LineTable
    /// What each name of the handler holds: the event parameter, locals bound to its key or
    /// modifiers (`let flags = event.modifierFlags`).
    var names: [String: Binding]
    /// The integer constants the file declares (`static let escapeKey: UInt16 = 0x35`), by name.
    let integerConstants: [String: UInt16]
    /// The titles of the controls the file builds with a literal title, by the name that holds
    /// them (`sendButton = NSButton(title: "Send", …)`).
    let controlTitles: [String: String]
    /// The modifier sets the handler's locals hold (`let mask: NSEvent.ModifierFlags = [.command,
    /// .shift]`).
    var masks: [String: ExprSyntax] = [:]
    /// The tests of the modifiers the handler's locals hold (`let hasNoModifier =
    /// event.modifierFlags.isDisjoint(with: .deviceIndependentFlagsMask)`).
    var tests: [String: KeyHandlerCode.Condition] = [:]
    /// The local variables the handler declares, by name.
    var locals: Set<String> = []
    /// For a function that maps key codes to values, the title of what returning a value does;
    /// `nil` for a handler, whose `return` only says whether it handled the key.
    var returnTitle: String?
    /// The keys the handler decides where kbloc does not follow (a `switch` over a call given the
    /// event), each a note at that call.
    var notes: [KeyHandlerWalk.Note] = []

    init(
      lines: LineTable, names: [String: Binding], integerConstants: [String: UInt16], controlTitles: [String: String]
    ) {
      self.lines = lines
      self.names = names
      self.integerConstants = integerConstants
      self.controlTitles = controlTitles
    }

    /// The most levels of statements read; deeper ones are passed over.
    static let maximumDepth = 32

    // MARK: Statements

    /// The statements of a code block.
    mutating func statements(_ list: CodeBlockItemListSyntax, depth: Int) -> [KeyHandlerCode.Statement] {
      guard depth < Self.maximumDepth else { return [] }
      var result: [KeyHandlerCode.Statement] = []
      for item in list {
        switch item.item {
        case .decl(let declaration):
          if let variable = declaration.as(VariableDeclSyntax.self) { bind(variable) }
        case .stmt(let statement):
          result += self.statement(statement, depth: depth)
        case .expr(let expression):
          result += self.expression(expression, depth: depth)
        }
      }
      return result
    }

    private mutating func statement(_ statement: StmtSyntax, depth: Int) -> [KeyHandlerCode.Statement] {
      if let wrapped = statement.as(ExpressionStmtSyntax.self) {
        return expression(wrapped.expression, depth: depth)
      }
      if let guardStatement = statement.as(GuardStmtSyntax.self) {
        let condition = conditions(guardStatement.conditions)
        let otherwise = statements(guardStatement.body.statements, depth: depth + 1)
        return [.conditional(condition, then: [], otherwise: otherwise)]
      }
      if let returned = statement.as(ReturnStmtSyntax.self) {
        if let returnTitle, let value = returned.expression, !value.is(NilLiteralExprSyntax.self),
          value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false)
        {
          return [.exit(KeyHandlerCode.Effect(title: returnTitle))]
        }
        return [.exit(returned.expression.flatMap { effect(of: $0) })]
      }
      if statement.is(BreakStmtSyntax.self) || statement.is(ContinueStmtSyntax.self)
        || statement.is(ThrowStmtSyntax.self)
      {
        return [.exit(nil)]
      }
      if let loop = statement.as(ForStmtSyntax.self) {
        if let variable = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          names[variable] = binding(of: loop.sequence) == .presses ? .press : nil
        }
        return [.loop(statements(loop.body.statements, depth: depth + 1))]
      }
      if let loop = statement.as(WhileStmtSyntax.self) {
        return [.loop(statements(loop.body.statements, depth: depth + 1))]
      }
      if let loop = statement.as(RepeatStmtSyntax.self) {
        return [.loop(statements(loop.body.statements, depth: depth + 1))]
      }
      if let block = statement.as(DoStmtSyntax.self) {
        return [.block(statements(block.body.statements, depth: depth + 1))]
      }
      return []
    }

    private mutating func expression(_ expression: ExprSyntax, depth: Int) -> [KeyHandlerCode.Statement] {
      if let choice = expression.as(IfExprSyntax.self) { return [conditional(choice, depth: depth)] }
      // `withAnimation { … }`, `DispatchQueue.main.async { … }`: what the closure does.
      if let call = Body.unwrapped(expression).as(FunctionCallExprSyntax.self), let closure = call.trailingClosure,
        let name = SwiftShortcutScopes.calledName(call), Self.wrappers.contains(name)
      {
        return [.block(statements(closure.statements, depth: depth + 1))]
      }
      if let choice = expression.as(SwitchExprSyntax.self) { return switchStatement(choice, depth: depth) }
      // `gotoVersion(at: NSApp.shiftKeyIsPressed ? last : 0)`: the same call under both sides of a
      // test of the modifiers.
      if let effect = effect(of: expression) {
        if let test = modifierTernary(in: expression) {
          return [.conditional(test, then: [.effect(effect)], otherwise: [.effect(effect)])]
        }
        return [.effect(effect)]
      }
      return []
    }

    private mutating func conditional(_ choice: IfExprSyntax, depth: Int) -> KeyHandlerCode.Statement {
      let condition = conditions(choice.conditions)
      let then = statements(choice.body.statements, depth: depth + 1)
      var otherwise: [KeyHandlerCode.Statement] = []
      switch choice.elseBody {
      case .ifExpr(let next): otherwise = [conditional(next, depth: depth + 1)]
      case .codeBlock(let block): otherwise = statements(block.statements, depth: depth + 1)
      case nil: break
      }
      return .conditional(condition, then: then, otherwise: otherwise)
    }

    /// A `switch` over the key is cases of keys; over the modifiers, tests of them in turn; over
    /// anything else, cases kbloc cannot tell apart.
    private mutating func switchStatement(_ choice: SwitchExprSyntax, depth: Int) -> [KeyHandlerCode.Statement] {
      let subject = binding(of: choice.subject)
      // `switch KeyChord(event)`: the call decides what each key is, where kbloc does not follow.
      if subject == nil, let call = Body.unwrapped(choice.subject).as(FunctionCallExprSyntax.self),
        call.arguments.contains(where: { binding(of: $0.expression) == .event })
      {
        // A call written over several lines is named by its callee.
        let text = call.trimmedDescription
        let shown = text.contains("\n") ? call.calledExpression.trimmedDescription + "(…)" : text
        notes.append(KeyHandlerWalk.Note(position: position(of: call), reason: .handledElsewhere(shown)))
      }
      var cases: [KeyHandlerCode.Case] = []
      var tests: [(KeyHandlerCode.Condition, [KeyHandlerCode.Statement])] = []
      for element in choice.cases {
        guard case .switchCase(let switchCase) = element else { continue }
        var body = statements(switchCase.statements, depth: depth + 1)
        guard case .case(let label) = switchCase.label else {
          if case .subject = subject { cases.append(KeyHandlerCode.Case(keys: [], body: body)) }
          continue
        }
        var keys: [KeyHandlerCode.KeyTest] = []
        var modifierMask: ModifierMask?
        var unread: (String, SourcePosition)?
        for item in label.caseItems {
          if let whereClause = item.whereClause {
            body = [.conditional(condition(whereClause.condition), then: body, otherwise: [])]
          }
          guard let pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression else {
            unread = (item.pattern.trimmedDescription, position(of: item.pattern))
            continue
          }
          switch subject {
          case .subject(.modifiers):
            if let (modifiers, _) = modifierSet(pattern) {
              modifierMask = (modifierMask ?? .none).union(.exactly(modifiers))
            }
          case .subject(.type):
            if ["keyUp", "flagsChanged"].contains(Self.name(of: pattern) ?? "") { modifierMask = ModifierMask.none }
          case .subject(let kind):
            if let key = key(pattern, as: kind) {
              keys.append(KeyHandlerCode.KeyTest(key: key, position: position(of: pattern)))
            } else {
              unread = (pattern.trimmedDescription, position(of: pattern))
            }
          default:
            break
          }
        }
        switch subject {
        case .subject(.modifiers):
          tests.append((modifierMask.map { .modifiers($0) } ?? .other, body))
        case .subject(.type):
          tests.append((modifierMask == ModifierMask.none ? .never : .other, body))
        case .subject:
          if let unread {
            tests.append((.unreadKey(unread.0, at: unread.1), body))
          } else {
            cases.append(KeyHandlerCode.Case(keys: keys, body: body))
          }
        default:
          tests.append((.other, body))
        }
      }
      var result: [KeyHandlerCode.Statement] = []
      if !cases.isEmpty { result.append(.keySwitch(cases)) }
      if case .subject(.modifiers) = subject {
        // Each case holds where the ones before it did not.
        var chain: [KeyHandlerCode.Statement] = []
        for (test, body) in tests.reversed() {
          chain = [.conditional(test, then: body, otherwise: chain)]
        }
        return result + chain
      }
      return result + tests.map { .conditional($0.0, then: $0.1, otherwise: []) }
    }

    /// The conditions of an `if` or `guard`, all of which hold; a binding of the key or the
    /// modifiers (`guard let key = presses.first?.key`) names it for what follows.
    private mutating func conditions(_ list: ConditionElementListSyntax) -> KeyHandlerCode.Condition {
      var parts: [KeyHandlerCode.Condition] = []
      for element in list {
        switch element.condition {
        case .expression(let expression):
          parts.append(condition(expression))
        case .optionalBinding(let binding):
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            names[name] = binding.initializer.flatMap { self.binding(of: $0.value) } ?? names[name]
          }
          parts.append(.other)
        default:
          parts.append(.other)
        }
      }
      return parts.count == 1 ? parts[0] : .and(parts)
    }

    /// `let flags = event.modifierFlags`, `let key = presses.first?.key`, `let mask:
    /// NSEvent.ModifierFlags = [.command]`, `let plain = flags.isEmpty`: the name holds that.
    private mutating func bind(_ variable: VariableDeclSyntax) {
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        locals.insert(name)
        let value = binding.initializer?.value
        names[name] = value.flatMap { self.binding(of: $0) }
        masks[name] = value.flatMap { modifierSet($0) == nil ? nil : $0 }
        tests[name] = nil
        if let value, masks[name] == nil, case .modifiers = condition(value) { tests[name] = condition(value) }
      }
    }

    /// The test of the modifiers a `?:` in `expression` makes, if any.
    private func modifierTernary(in expression: ExprSyntax) -> KeyHandlerCode.Condition? {
      for node in expression.tokens(viewMode: .sourceAccurate).prefix(512) {
        guard node.text == "?", let ternary = node.parent?.as(UnresolvedTernaryExprSyntax.self),
          let sequence = ternary.parent?.parent?.as(SequenceExprSyntax.self)
        else { continue }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.id == ternary.id }), index > 0 else { continue }
        let test = index == 1 ? condition(elements[0]) : .other
        if case .modifiers = test { return test }
      }
      return nil
    }

    // MARK: Effects

    /// What a statement's expression does: a call (titled by its name), an assignment (titled by
    /// the call it assigns, if any); `nil` for a value that only passes the event on or says
    /// whether it was handled.
    func effect(of expression: ExprSyntax) -> KeyHandlerCode.Effect? {
      let expression = Body.unwrapped(expression)
      if let sequence = expression.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
          // `_ = model.navigate()` is the call; any other assignment keeps a value, titled by nothing.
          let value = Body.unwrapped(elements[2])
          if elements[0].is(DiscardAssignmentExprSyntax.self), let call = value.as(FunctionCallExprSyntax.self),
            let effect = effect(of: call)
          {
            return effect
          }
          let target = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
          return KeyHandlerCode.Effect(title: nil, isLocal: target.map(locals.contains) ?? false)
        }
        return nil
      }
      guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
      return effect(of: call)
    }

    /// A call's effect: its name as a title, `sendAction`'s selector, `performClick` on a control
    /// of the file its title; a call to `super` or a logging function does nothing here.
    private func effect(of call: FunctionCallExprSyntax) -> KeyHandlerCode.Effect? {
      let callee = Body.unwrapped(call.calledExpression)
      if callee.as(MemberAccessExprSyntax.self)?.base.map({ Body.unwrapped($0).is(SuperExprSyntax.self) }) == true {
        return nil
      }
      // Giving the event to another handler (`handler.keyDown(with: event)`): what it does is
      // decided there.
      if call.arguments.contains(where: { binding(of: $0.expression) == .event }) {
        return KeyHandlerCode.Effect(title: nil)
      }
      if let reference = callee.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        guard !Self.ignoredCalls.contains(name), !KeyHandlerCode.Effect.isLogging(name) else { return nil }
        guard name.first?.isLowercase == true else { return KeyHandlerCode.Effect(title: nil) }
        return KeyHandlerCode.Effect(title: CommandName.title(of: name), isOwn: true)
      }
      guard let member = callee.as(MemberAccessExprSyntax.self) else { return KeyHandlerCode.Effect(title: nil) }
      let name = member.declName.baseName.text
      let base = member.base.map { Body.unwrapped($0) }
      let baseName = base?.as(DeclReferenceExprSyntax.self)?.baseName.text
      if base?.is(SuperExprSyntax.self) == true || Self.ignoredCalls.contains(name)
        || KeyHandlerCode.Effect.isLogging(baseName ?? "")
      {
        return nil
      }
      let isOwn = baseName == "self"
      if ["sendAction", "perform", "tryToPerform", "doCommand"].contains(name),
        let argument = call.arguments.first?.expression,
        let selector = SwiftShortcutScopes.selector(argument) ?? Self.selectorCall(argument)
      {
        return KeyHandlerCode.Effect(title: CommandName.title(of: selector), isOwn: isOwn)
      }
      if name == "performClick", let baseName, let title = controlTitles[baseName] {
        return KeyHandlerCode.Effect(title: title)
      }
      return KeyHandlerCode.Effect(title: CommandName.title(of: name), isOwn: isOwn)
    }

    /// `sel_getUid("_zoomFill:")`, `NSSelectorFromString("x:")`: the selector's name.
    private static func selectorCall(_ expression: ExprSyntax) -> String? {
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        name == "sel_getUid" || name == "sel_registerName" || name == "NSSelectorFromString",
        let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
      else { return nil }
      return literal.representedLiteralValue
    }

    /// Calls whose trailing closure is what they do: animations, dispatch, tasks.
    static let wrappers: Set<String> = [
      "withAnimation", "withTransaction", "async", "asyncAfter", "sync", "Task", "run", "runAnimationGroup",
      "autoreleasepool", "performWithoutAnimation", "animate",
    ]

    /// Calls that only log or check: no effect of a key.
    static let ignoredCalls: Set<String> = [
      "print", "debugPrint", "NSLog", "assert", "assertionFailure", "precondition", "preconditionFailure", "dump",
      "os_log", "fatalError",
    ]
  }
}
