import KBLoc
import SwiftSyntax

/// A function of a Swift file that builds a menu item or key command from its parameters —
/// `func menuItem(_ title: String, action: Selector?, key: String = "") -> NSMenuItem` around
/// `NSMenuItem(title: title, action: action, keyEquivalent: key)` — so that each call in the file
/// declares a shortcut with the arguments it passes: `menuItem("New File from Clipboard", action:
/// …, key: "v")` is ⌘V.
///
/// The declaration inside the function is a note (its key is a parameter, not a literal), kept
/// unless the function is `private` or `fileprivate` and called in the file: then its calls are
/// all the declarations there are.
struct SwiftShortcutHelper {
  /// One parameter: its argument label (`nil` for `_`), its name inside the function, its default.
  struct Parameter {
    var label: String?
    var name: String
    var defaultValue: ExprSyntax?
  }

  /// Where a part of the declaration comes from: a parameter, or an expression of the function.
  enum Source {
    case parameter(String)
    case expression(ExprSyntax)
  }

  var name: String
  var parameters: [Parameter]
  var kind: KeyEquivalentItem.Kind
  var key: String
  var title: Source?
  var mask: Source?
  /// The action the item is given: a parameter holding a selector, or a selector.
  var action: Source?
  /// Where the declaration's key is written in the function, where its note is.
  var keyPosition: AbsolutePosition
  /// Whether only the file can call the function.
  var isPrivate: Bool

  /// The helpers a file declares, by name.
  /// - Complexity: O(*n*) in the size of the tree.
  static func helpers(in tree: some SyntaxProtocol) -> [String: [SwiftShortcutHelper]] {
    let finder = HelperFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.helpers
  }

  /// The mask a helper sets for an item with a key: `modifiers` when it sets `key.isEmpty ? [] :
  /// modifiers` (or `!key.isEmpty ? modifiers : []`), as the items read are those with a key;
  /// else `mask` itself.
  static func maskWithAKey(_ mask: ExprSyntax, key: String) -> ExprSyntax {
    guard let elements = mask.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
      let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self)
    else { return mask }
    var condition = elements[0]
    var negated = false
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      condition = prefix.expression
      negated = true
    }
    guard let member = condition.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isEmpty",
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == key
    else { return mask }
    return negated ? ternary.thenExpression : elements[2]
  }

  /// The expression `call` passes for each parameter (or its default), when `call` calls this
  /// function: its arguments' labels follow the parameters', skipping those with defaults.
  func arguments(of call: FunctionCallExprSyntax) -> [String: ExprSyntax]? {
    var arguments = call.arguments.map { (label: $0.label?.text, expression: $0.expression) }
    if let closure = call.trailingClosure {
      // A trailing closure is the last parameter's argument.
      arguments.append((parameters.last?.label, ExprSyntax(closure)))
    }
    var values: [String: ExprSyntax] = [:]
    var next = 0
    for parameter in parameters {
      if next < arguments.count, arguments[next].label == parameter.label {
        values[parameter.name] = arguments[next].expression
        next += 1
      } else if let defaultValue = parameter.defaultValue {
        values[parameter.name] = defaultValue
      } else {
        return nil
      }
    }
    return next == arguments.count ? values : nil
  }
}

/// Finds the functions that build a menu item or key command whose key is one of their parameters.
private final class HelperFinder: SyntaxVisitor {
  var helpers: [String: [SwiftShortcutHelper]] = [:]

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let body = node.body else { return .visitChildren }
    let parameters = node.signature.parameterClause.parameters.map { parameter in
      let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      return SwiftShortcutHelper.Parameter(
        label: label, name: (parameter.secondName ?? parameter.firstName).text,
        defaultValue: parameter.defaultValue?.value)
    }
    let names = Set(parameters.map(\.name))
    let finder = DeclarationFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    guard let (call, kind) = finder.declaration else { return .visitChildren }
    func argument(_ labels: String...) -> ExprSyntax? {
      call.arguments.first { labels.contains($0.label?.text ?? "") }?.expression
    }
    func source(_ expression: ExprSyntax?) -> SwiftShortcutHelper.Source? {
      guard let expression else { return nil }
      if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, names.contains(name) {
        return .parameter(name)
      }
      return .expression(expression)
    }
    let keyExpression = kind == .keyCommand ? argument("input") : argument("keyEquivalent")
    guard let keyExpression, case .parameter(let key) = source(keyExpression) else { return .visitChildren }
    var mask = kind == .keyCommand ? source(argument("modifierFlags")) : nil
    if kind == .menuItem, let maskValue = finder.maskAssignment {
      mask = source(SwiftShortcutHelper.maskWithAKey(maskValue, key: key))
    }
    // `Selector(action)`, `NSSelectorFromString(action)`: the parameter is the selector's name.
    let actionExpression = argument("action").map(SwiftShortcutScopes.selectorName)
    let isPrivate = node.modifiers.contains {
      $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
    }
    let helper = SwiftShortcutHelper(
      name: node.name.text, parameters: parameters, kind: kind, key: key,
      title: source(argument("title", "withTitle", "discoverabilityTitle")), mask: mask,
      action: source(actionExpression),
      keyPosition: keyExpression.positionAfterSkippingLeadingTrivia, isPrivate: isPrivate)
    helpers[node.name.text, default: []].append(helper)
    return .visitChildren
  }
}

/// Finds the first menu item or key command a function body builds, and a mask it sets on the
/// variable holding it.
private final class DeclarationFinder: SyntaxVisitor {
  var declaration: (FunctionCallExprSyntax, KeyEquivalentItem.Kind)?
  var variable: String?
  var maskAssignment: ExprSyntax?

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard declaration == nil else { return .visitChildren }
    if SwiftLiteral.typeName(of: node.calledExpression) == "UIKeyCommand",
      node.arguments.contains(where: { $0.label?.text == "input" })
    {
      declaration = (node, .keyCommand)
    } else if node.arguments.contains(where: { $0.label?.text == "keyEquivalent" }),
      SwiftLiteral.typeName(of: node.calledExpression) == "NSMenuItem"
        || node.arguments.first?.label?.text == "withTitle"
    {
      declaration = (node, .menuItem)
    }
    if declaration != nil,
      let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)
    {
      variable = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if let variable, elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
      let target = elements[0].as(MemberAccessExprSyntax.self),
      target.declName.baseName.text == "keyEquivalentModifierMask",
      target.base?.trimmedDescription == variable
    {
      // The parser leaves `mask = a ? b : c` one sequence: the value is the rest of it.
      maskAssignment =
        elements.count == 3
        ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(elements[2...]))))
    }
    return .visitChildren
  }
}
