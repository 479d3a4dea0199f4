import KBLoc
import SwiftSyntax

extension SwiftAssignmentReader {
  /// `value` without `?`, `!`, `try`, `await` and parentheses.
  static func unwrapped(_ value: ExprSyntax) -> ExprSyntax {
    var expression = value
    while true {
      if let optional = expression.as(OptionalChainingExprSyntax.self) {
        expression = optional.expression
      } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
        expression = forced.expression
      } else if let attempt = expression.as(TryExprSyntax.self) {
        expression = attempt.expression
      } else if let awaiting = expression.as(AwaitExprSyntax.self) {
        expression = awaiting.expression
      } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        expression = only.expression
      } else {
        return expression
      }
    }
  }

  /// The name of the type around `node`: its class, struct or extended type.
  func className(around node: some SyntaxProtocol) -> String? {
    var parent = node.parent
    while let current = parent {
      if let type = current.as(ClassDeclSyntax.self) { return type.name.text }
      if let type = current.as(StructDeclSyntax.self) { return type.name.text }
      if let type = current.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
      parent = current.parent
    }
    return nil
  }

  /// Where an item of `kind` built or changed at `node` is live: `alert`'s buttons in the alert's
  /// window, told apart by where its first button in the blocks being read is added; anything else
  /// as for the declarations ``SwiftShortcutReader`` reads (``SwiftShortcutScopes``).
  func scope(of kind: KeyEquivalentItem.Kind?, at node: some SyntaxProtocol, alert: String? = nil)
    -> ShortcutScope
  {
    if let alert {
      let first = blocks.lazy.compactMap { $0.alertTitles[alert]?.first?.position }.first ?? position(node)
      let name = className(around: node).map { "alert in \($0)" } ?? "alert"
      return ShortcutScope(
        context: .window(name, identity: "\(reading.file):\(first)", kind: .alert), element: .button)
    }
    let api: SwiftShortcutScopes.API =
      switch kind {
      case .menuItem: .menuItem
      case .keyCommand: .keyCommand
      case .button, nil: .swiftUI
      }
    var scope = scopes.scope(of: node, api: api)
    scope.element = kind?.element
    return scope
  }

  /// The kind of item the class around `node` is, when it inherits from an item class.
  func enclosingItemKind(_ node: some SyntaxProtocol) -> KeyEquivalentItem.Kind? {
    var parent = node.parent
    while let current = parent {
      if let type = current.as(ClassDeclSyntax.self) {
        let inherited = type.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return inherited.lazy.compactMap { Self.itemClasses[$0] }.first
      }
      parent = current.parent
    }
    return nil
  }

  func position(_ node: some SyntaxProtocol) -> SourcePosition {
    lines.position(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }
}
