import KBLoc
import SwiftSyntax

/// Finds a Swift file's key handlers (``SwiftKeyHandlerReader``), and what the file declares that
/// they use: integer constants (`static let escapeKey: UInt16 = 0x35`) and the titles of the
/// controls it builds (`sendButton = NSButton(title: "Send", …)`).
final class SwiftKeyHandlerFinder: SyntaxVisitor {
  typealias Handler = SwiftKeyHandlerReader.Handler

  var handlers: [Handler] = []
  var integerConstants: [String: UInt16] = [:]
  var controlTitles: [String: String] = [:]
  /// Keys of SwiftUI's modifiers kbloc does not read (`onKeyPress(characters:)`), with why.
  var notes: [(position: AbsolutePosition, reason: UnreadDeclaration.Reason)] = []
  /// The functions a monitor is given or calls, by name.
  private var monitorReferences: Set<String> = []
  /// The functions each handler method calls, by the method's name.
  private var calls: [String: Set<String>] = [:]
  /// The functions that switch over an integer parameter, by name, with that parameter's place
  /// and name: what a handler may give its key code to (`arrowDirection(event.keyCode)`).
  private var keyCodeFunctions: [String: (function: FunctionDeclSyntax, index: Int, name: String)] = [:]
  /// The names of the functions declared more than once.
  private var repeatedFunctions: Set<String> = []

  /// SwiftUI's modifiers that handle keys.
  static let swiftUIModifiers: Set<String> = ["onKeyPress", "onExitCommand", "onMoveCommand", "onDeleteCommand"]
  /// Methods given an event that handle no key press.
  static let ignoredMethods: Set<String> = [
    "keyUp", "flagsChanged", "pressesEnded", "pressesCancelled", "pressesChanged",
  ]
  /// The most methods followed from a monitor.
  static let maximumReach = 256

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    var names: [String: SwiftKeyHandlerReader.Body.Binding] = [:]
    for parameter in node.signature.parameterClause.parameters {
      let name = (parameter.secondName ?? parameter.firstName).text
      if let binding = Self.binding(ofType: parameter.type) { names[name] = binding }
    }
    let name = node.name.text
    if names.isEmpty, let body = node.body {
      recordKeyCodeFunction(node, body: body)
    }
    guard !names.isEmpty, !Self.ignoredMethods.contains(name), node.body != nil else { return .visitChildren }
    handlers.append(Handler(kind: .method(node), names: names))
    if let body = node.body { calls[name, default: []].formUnion(Self.calledNames(in: Syntax(body))) }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value
      else { continue }
      if node.bindingSpecifier.tokenKind == .keyword(.let), let literal = value.as(IntegerLiteralExprSyntax.self),
        let number = SwiftKeyHandlerReader.Body.integer(literal.literal.text)
      {
        integerConstants[name] = UInt16(number)
      }
      if let title = Self.controlTitle(value) { controlTitles[name] = title }
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let title = Self.controlTitle(elements[2]),
      let name = SwiftKeyHandlerReader.Body.name(of: elements[0])
    {
      controlTitles[name] = title
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
    let name = member.declName.baseName.text
    switch name {
    case "addLocalMonitorForEvents", "addGlobalMonitorForEvents":
      monitor(node, global: name == "addGlobalMonitorForEvents")
    case _ where Self.swiftUIModifiers.contains(name):
      swiftUI(node, name: name, at: member.declName.positionAfterSkippingLeadingTrivia)
    default:
      break
    }
    return .visitChildren
  }

  // MARK: Handlers

  /// `NSEvent.addLocalMonitorForEvents(matching: .keyDown) { event in … }`, or with `handler:` a
  /// closure or a method of the file.
  private func monitor(_ call: FunctionCallExprSyntax, global: Bool) {
    if let mask = call.arguments.first(where: { $0.label?.text == "matching" })?.expression {
      let text = mask.trimmedDescription
      let namesEvents = text.contains("Down") || text.contains("Up") || text.contains("flagsChanged")
      guard !namesEvents || text.contains("keyDown") else { return }
    }
    let handler =
      call.trailingClosure.map(ExprSyntax.init)
      ?? call.arguments.first(where: { $0.label?.text == "handler" })?.expression
    guard let handler else { return }
    if let closure = handler.as(ClosureExprSyntax.self) {
      let parameter = Self.parameterNames(of: closure).first ?? "$0"
      handlers.append(Handler(kind: .monitor(closure, call: call, global: global), names: [parameter: .event]))
      if !global { monitorReferences.formUnion(Self.calledNames(in: Syntax(closure))) }
    } else if let name = SwiftKeyHandlerReader.Body.name(of: handler), !global {
      monitorReferences.insert(name)
    }
  }

  /// `.onKeyPress(…)`, `.onExitCommand`, `.onMoveCommand`, `.onDeleteCommand`.
  private func swiftUI(_ call: FunctionCallExprSyntax, name: String, at position: AbsolutePosition) {
    let closure =
      call.trailingClosure
      ?? call.arguments.first(where: { ["action", "perform"].contains($0.label?.text ?? "") })?.expression.as(
        ClosureExprSyntax.self)
    let parameter = closure.flatMap { Self.parameterNames(of: $0).first } ?? "$0"
    var names: [String: SwiftKeyHandlerReader.Body.Binding] = [:]
    var keys: [KeyHandlerCode.KeyTest]?
    let place = lines.position(ofOffset: position.utf8Offset)
    switch name {
    case "onExitCommand":
      keys = [KeyHandlerCode.KeyTest(key: .character(.named(.escape), impliesShift: false), position: place)]
    case "onDeleteCommand":
      // "the ⌫ (backspace) or ⌦ (forward delete) keys" (Apple's `onDeleteCommand(perform:)`).
      keys = [NamedKey.delete, .forwardDelete].map {
        KeyHandlerCode.KeyTest(key: .character(.named($0), impliesShift: false), position: place)
      }
    case "onMoveCommand":
      names[parameter] = .subject(.moveDirection)
      if let closure, Self.switches(on: parameter, in: closure) { break }
      keys = ["up", "down", "left", "right"].compactMap { direction in
        SwiftKeyHandlerReader.Body.moveDirection(direction).map { KeyHandlerCode.KeyTest(key: $0, position: place) }
      }
    default:
      names[parameter] = parameter.lowercased().contains("modifier") ? .subject(.modifiers) : .keyPress
      guard let (given, note) = onKeyPressKeys(call) else { return }
      if let note {
        notes.append(note)
        return
      }
      keys = given
    }
    handlers.append(Handler(kind: .swiftUI(closure, call: call, keys: keys), names: names))
  }

  /// The keys `onKeyPress` is given: its first argument, or `keys:`; `nil` keys when its closure
  /// tests them; a note for `characters:`, or for a key that is not a literal.
  private func onKeyPressKeys(_ call: FunctionCallExprSyntax) -> (
    [KeyHandlerCode.KeyTest]?, (position: AbsolutePosition, reason: UnreadDeclaration.Reason)?
  )? {
    var expressions: [ExprSyntax] = []
    for argument in call.arguments {
      switch argument.label?.text {
      case nil:
        if !argument.expression.is(ClosureExprSyntax.self) { expressions.append(argument.expression) }
      case "keys":
        guard let array = argument.expression.as(ArrayExprSyntax.self) else {
          return (
            nil,
            (
              argument.expression.positionAfterSkippingLeadingTrivia,
              .notLiteral("keys", argument.expression.trimmedDescription)
            )
          )
        }
        expressions += array.elements.map(\.expression)
      case "characters":
        return (
          nil,
          (
            argument.expression.positionAfterSkippingLeadingTrivia,
            .notLiteral("keys", argument.expression.trimmedDescription)
          )
        )
      default:
        break
      }
    }
    guard !expressions.isEmpty else { return (nil, nil) }
    var keys: [KeyHandlerCode.KeyTest] = []
    for expression in expressions {
      let position = lines.position(ofOffset: expression.positionAfterSkippingLeadingTrivia.utf8Offset)
      switch SwiftShortcutReader.swiftUIKey(expression) {
      case .value(let trigger):
        keys.append(
          KeyHandlerCode.KeyTest(
            key: .character(trigger, impliesShift: SwiftLiteral.isCapitalLetter(expression)), position: position))
      case .unread(let reason, let at):
        return (nil, (at, reason))
      }
    }
    return (keys, nil)
  }

  /// The integer types a key code is held in: the one set the key-code carriers use too.
  static var keyCodeTypes: Set<String> { SwiftKeyCodeCarrier.keyTypes }

  /// Records a function that switches over one of its integer parameters.
  private func recordKeyCodeFunction(_ node: FunctionDeclSyntax, body: CodeBlockSyntax) {
    let name = node.name.text
    guard !repeatedFunctions.contains(name) else { return }
    guard keyCodeFunctions[name] == nil else {
      keyCodeFunctions[name] = nil
      repeatedFunctions.insert(name)
      return
    }
    for (index, parameter) in node.signature.parameterClause.parameters.enumerated()
    where Self.keyCodeTypes.contains(parameter.type.trimmedDescription) {
      let parameterName = (parameter.secondName ?? parameter.firstName).text
      if Self.switches(on: parameterName, in: Syntax(body)) {
        keyCodeFunctions[name] = (node, index, parameterName)
        return
      }
    }
  }

  /// The functions of the file the handlers give the event's key code to, each a handler of the
  /// key codes its `switch` names (`arrowDirection(event.keyCode)`, a function that switches over
  /// its `keyCode` parameter): what it returns for a key, other than `nil`, is what the key does.
  /// - Complexity: O(*n*) in the size of the handlers' code.
  func keyCodeHandlers() -> [Handler] {
    guard !keyCodeFunctions.isEmpty else { return [] }
    var found: [Handler] = []
    var taken: Set<String> = []
    for handler in handlers {
      let node: Syntax
      switch handler.kind {
      case .method(let function):
        guard let body = function.body else { continue }
        node = Syntax(body)
      case .monitor(let closure, _, _): node = Syntax(closure)
      case .swiftUI: continue
      }
      let events = Set(handler.names.filter { $0.value == .event }.keys)
      for token in node.tokens(viewMode: .sourceAccurate).prefix(4_096) {
        guard case .identifier(let name) = token.tokenKind, let function = keyCodeFunctions[name],
          !taken.contains(name), let call = Self.call(named: token), function.index < call.arguments.count,
          Self.isKeyCode(of: events, Array(call.arguments)[function.index].expression)
        else { continue }
        taken.insert(name)
        found.append(
          Handler(
            kind: .method(function.function), names: [function.name: .subject(.keyCode(.mac))],
            mapsKeyCodes: true))
      }
    }
    return found
  }

  /// The call whose callee is `token`'s name: `f(…)`, `self.f(…)`, `Type.f(…)`.
  private static func call(named token: TokenSyntax) -> FunctionCallExprSyntax? {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
    if let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id {
      return call
    }
    guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
      let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
    else { return nil }
    return call
  }

  /// Whether `expression` is the key code of one of the events named `events`: `event.keyCode`,
  /// also converted (`Int(event.keyCode)`).
  private static func isKeyCode(of events: Set<String>, _ expression: ExprSyntax) -> Bool {
    guard let member = withoutConversion(expression).as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "keyCode",
      let base = member.base.map(SwiftKeyHandlerReader.Body.unwrapped)?.as(DeclReferenceExprSyntax.self)
    else { return false }
    return events.contains(base.baseName.text)
  }

  /// The methods monitors reach: those they are given or call, and those these call, in turn.
  func functionsReachedFromMonitors() -> Set<String> {
    var reached = monitorReferences
    var pending = Array(monitorReferences)
    while let name = pending.popLast(), reached.count < Self.maximumReach {
      for callee in calls[name] ?? [] where !reached.contains(callee) {
        reached.insert(callee)
        pending.append(callee)
      }
    }
    return reached
  }

  // MARK: Helpers

  let lines: LineTable

  init(lines: LineTable) {
    self.lines = lines
    super.init(viewMode: .sourceAccurate)
  }

  /// What a parameter of this type holds: `NSEvent` the event, `UIKey`, `UIPress`,
  /// `Set<UIPress>`, SwiftUI's `KeyPress`.
  static func binding(ofType type: TypeSyntax) -> SwiftKeyHandlerReader.Body.Binding? {
    var text = type.trimmedDescription
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    switch text {
    case "NSEvent", "AppKit.NSEvent": return .event
    case "UIKey": return .uiKey
    case "UIPress": return .press
    case "Set<UIPress>": return .presses
    case "KeyPress": return .keyPress
    default: return nil
    }
  }

  /// The names a closure's parameters are given (`event in`, `(event: NSEvent) in`).
  static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let list): return list.map(\.name.text)
    case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: return []
    }
  }

  /// The names of the functions a node calls directly or through `self` (`handle(event)`,
  /// `self.handle(event)`), at most the first 4,096 tokens' worth.
  static func calledNames(in node: Syntax) -> Set<String> {
    var names: Set<String> = []
    for token in node.tokens(viewMode: .sourceAccurate).prefix(4_096) {
      guard case .identifier(let name) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self)
      else { continue }
      let parent = reference.parent
      if parent?.is(FunctionCallExprSyntax.self) == true || parent?.is(LabeledExprSyntax.self) == true
        || parent?.parent?.is(FunctionCallExprSyntax.self) == true
      {
        names.insert(name)
      }
    }
    return names
  }

  /// Whether a closure's code holds a `switch` over `name`.
  static func switches(on name: String, in closure: ClosureExprSyntax) -> Bool {
    switches(on: name, in: Syntax(closure))
  }

  /// Whether code holds a `switch` over `name`, also converted (`switch Int(keyCode)`).
  static func switches(on name: String, in node: Syntax) -> Bool {
    node.tokens(viewMode: .sourceAccurate).prefix(4_096).contains { token in
      guard token.tokenKind == .keyword(.switch), let choice = token.parent?.as(SwitchExprSyntax.self) else {
        return false
      }
      return SwiftKeyHandlerReader.Body.name(of: withoutConversion(choice.subject)) == name
    }
  }

  /// `expression` unwrapped (``SwiftKeyHandlerReader/Body/unwrapped(_:)``), and out of one
  /// conversion to an integer type (`Int(keyCode)`).
  static func withoutConversion(_ expression: ExprSyntax) -> ExprSyntax {
    let current = SwiftKeyHandlerReader.Body.unwrapped(expression)
    guard let call = current.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      let type = SwiftLiteral.typeName(of: call.calledExpression), keyCodeTypes.contains(type),
      let inner = call.arguments.first?.expression
    else { return current }
    return SwiftKeyHandlerReader.Body.unwrapped(inner)
  }

  /// The literal title of `NSButton(title: "…", …)`.
  static func controlTitle(_ expression: ExprSyntax) -> String? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let type = SwiftLiteral.typeName(of: call.calledExpression), type == "NSButton" || type == "UIButton",
      let title = call.arguments.first(where: { $0.label?.text == "title" })?.expression
    else { return nil }
    return SwiftLiteral.title(title)
  }
}
