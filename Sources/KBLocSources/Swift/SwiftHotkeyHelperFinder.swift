import KBLoc
import SwiftSyntax

/// Finds what a Swift file says about hotkeys that only the scan settles (``SwiftHotkeyFacts``):
/// the functions whose `String` parameter reaches a hotkey constructor's key or another function
/// (``SwiftHotkeyHelper``), the calls that may be to such functions, and the KeyboardShortcuts
/// names the file registers.
final class SwiftHotkeyHelperFinder: SyntaxVisitor {
  /// The file's lines, for positions.
  let lines: LineTable
  /// What the file says, as found so far.
  var facts = SwiftHotkeyFacts()

  /// A function being walked: its name, its parameters and those of type `String`.
  private struct Frame {
    /// The function's name.
    var name: String
    /// Its parameters.
    var parameters: [SwiftHotkeyHelper.Parameter]
    /// The names of its parameters of type `String` or `String?`.
    var strings: Set<String>
    /// The helpers already recorded for it, by parameter and called name, so that a function
    /// passing one parameter to one function twice is one helper.
    var recorded: Set<String> = []
  }

  /// The functions around the node being walked, innermost last.
  private var frames: [Frame] = []

  /// The methods of KeyboardShortcuts that register a name's shortcut as a global hotkey.
  static let registrations: Set<String> = ["onKeyDown", "onKeyUp", "events", "on", "enable"]
  /// The most calls one file records.
  static let maximumCalls = 20_000
  /// The longest argument text kept for a note.
  static let maximumText = 200

  /// A finder for the file whose lines are `lines`.
  init(lines: LineTable) {
    self.lines = lines
    super.init(viewMode: .sourceAccurate)
  }

  /// Where a node starts, as a line and column.
  func position(_ node: some SyntaxProtocol) -> SourcePosition {
    lines.position(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  /// A function: its parameters, for the calls and constructors inside it.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    var parameters: [SwiftHotkeyHelper.Parameter] = []
    var strings: Set<String> = []
    for parameter in node.signature.parameterClause.parameters {
      let name = (parameter.secondName ?? parameter.firstName).text
      let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      let defaultValue = parameter.defaultValue.map {
        SwiftHotkeyHelper.Argument(label: label, value: value(of: $0.value, in: nil), position: position($0.value))
      }
      parameters.append(SwiftHotkeyHelper.Parameter(label: label, name: name, defaultValue: defaultValue))
      let type = parameter.type.trimmedDescription
      if (type == "String" || type == "String?") && parameter.ellipsis == nil { strings.insert(name) }
    }
    frames.append(Frame(name: node.name.text, parameters: parameters, strings: strings))
    return .visitChildren
  }

  /// The end of a function.
  override func visitPost(_ node: FunctionDeclSyntax) {
    frames.removeLast()
  }

  /// A call: a constructor given a parameter, a registration, or a call that may be to a helper.
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let type = SwiftLiteral.typeName(of: node.calledExpression)
    if type == "Shortcut" || type == "SRShortcut" {
      constructor(node)
      return .visitChildren
    }
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.trimmedDescription == "KeyboardShortcuts", Self.registrations.contains(member.declName.baseName.text)
    {
      registration(node, enabling: member.declName.baseName.text == "enable")
    }
    guard !node.arguments.isEmpty, facts.calls.count < Self.maximumCalls, let name = Self.calledName(node),
      name.first?.isLowercase == true
    else { return .visitChildren }
    let frame = frames.last
    let call = SwiftHotkeyHelper.Call(
      name: name,
      arguments: node.arguments.map {
        SwiftHotkeyHelper.Argument(
          label: $0.label?.text, value: value(of: $0.expression, in: frame), position: position($0.expression))
      },
      position: position(node), owner: Self.owner(of: node))
    facts.calls.append(call)
    // A function passing its own `String` parameter to this call may be a helper forwarding it.
    for argument in call.arguments {
      guard case .parameter(let parameter) = argument.value else { continue }
      addHelper(keyParameter: parameter, target: .call(call), key: "\(parameter) \(name)")
    }
    return .visitChildren
  }

  /// ShortcutRecorder's `Shortcut(keyEquivalent: parameter)`: a helper of the function it is in.
  private func constructor(_ node: FunctionCallExprSyntax) {
    guard node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "keyEquivalent",
      case .parameter(let parameter) = value(of: argument.expression, in: frames.last)
    else { return }
    addHelper(
      keyParameter: parameter, target: .constructor(.keyEquivalent, keyPosition: position(argument.expression)),
      key: "\(parameter) Shortcut")
  }

  /// Records the innermost function as a helper for `keyParameter`, once per `key`.
  private func addHelper(keyParameter: String, target: SwiftHotkeyHelper.Target, key: String) {
    guard let last = frames.indices.last, frames[last].recorded.insert(key).inserted else { return }
    let frame = frames[last]
    facts.helpers.append(
      SwiftHotkeyHelper(name: frame.name, parameters: frame.parameters, keyParameter: keyParameter, target: target))
  }

  /// `KeyboardShortcuts.onKeyDown(for: .name)`, `enable(.a, .b)`, `enable([.a, .b])`.
  private func registration(_ node: FunctionCallExprSyntax, enabling: Bool) {
    for argument in node.arguments where enabling ? argument.label == nil : argument.label?.text == "for" {
      guard let names = Self.names(in: argument.expression) else {
        facts.registersUnspelledNames = true
        continue
      }
      facts.registeredNames.formUnion(names)
    }
  }

  /// The KeyboardShortcuts names an expression spells: `.name`, `Name.name`, `Self.name`,
  /// `KeyboardShortcuts.Name.name`, `Name("raw")`, or an array of these; `nil` for anything else.
  static func names(in expression: ExprSyntax) -> [String]? {
    if let array = expression.as(ArrayExprSyntax.self) {
      var all: [String] = []
      for element in array.elements {
        guard let names = names(in: element.expression) else { return nil }
        all += names
      }
      return all
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let base = member.base?.trimmedDescription
      guard base == nil || base == "Self" || base?.hasSuffix("Name") == true else { return nil }
      return [member.declName.baseName.text]
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      ["Name", "KeyboardShortcuts.Name", ".init"].contains(call.calledExpression.trimmedDescription),
      let raw = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    {
      return [raw]
    }
    return nil
  }

  /// What an argument is: a string literal, a `String` parameter of `frame`, or other text.
  private func value(of expression: ExprSyntax, in frame: Frame?) -> SwiftHotkeyHelper.Value {
    if let literal = expression.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue {
      return .string(text)
    }
    if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, frame?.strings.contains(name) == true {
      return .parameter(name)
    }
    return .other(String(expression.trimmedDescription.prefix(Self.maximumText)))
  }

  /// The name of the function a call calls: `f` for `f(…)`, `Type.f(…)`, `self.f(…)`.
  static func calledName(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// The name the code gives what a call makes: the string key of the dictionary entry it is the
  /// value of, the string subscript it is assigned to (`values["close"] = …`), or the variable it
  /// is bound to.
  static func owner(of call: FunctionCallExprSyntax) -> String? {
    var node = Syntax(call)
    while let parent = node.parent,
      parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
        || parent.is(TryExprSyntax.self)
    {
      node = parent
    }
    guard let parent = node.parent else { return nil }
    if let element = parent.as(DictionaryElementSyntax.self), element.value.id == node.id {
      return element.key.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
    if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
      return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == node.id,
        let subscriptCall = elements[0].as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1
      else { return nil }
      return subscriptCall.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
    return nil
  }
}
