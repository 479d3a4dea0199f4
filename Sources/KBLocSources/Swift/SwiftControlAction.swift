import SwiftSyntax

/// What a SwiftUI control runs, as two declarations of one command share it: the one call its
/// action makes, written without spaces, optional chaining or `self.` —
/// `Button("Toggle") { model?.togglePanel() }` runs `model.togglePanel()` — and, when that call
/// passes nothing but a string (`CommandManager.shared.executeCommand("open.drawer")`), the string
/// as a command id, which a scan looks up among the commands the sources register
/// (`addCommand(id: "open.drawer", command: { model.togglePanel() })`).
///
/// A call that sends an action to the responder chain (`NSApp.sendAction(#selector(paste(_:)),
/// to: nil, from: nil)`) runs that action, as a menu item with the selector `paste:` does.
///
/// An action that does more than one call, or calls a function of its own type (`dismiss()`,
/// `self.action()`: what such a name does depends on where it is written), has no key: in doubt,
/// two controls are two commands.
enum SwiftControlAction {
  /// The key and the command id of what `expression` runs: a closure of one call, or a function
  /// passed by name (`action: model.save`).
  static func action(of expression: ExprSyntax) -> (action: String, commandID: String?)? {
    if let closure = expression.as(ClosureExprSyntax.self) {
      guard closure.statements.count == 1, var item = closure.statements.first?.item.as(ExprSyntax.self) else {
        return nil
      }
      while let inner = item.as(TryExprSyntax.self)?.expression ?? item.as(AwaitExprSyntax.self)?.expression {
        item = inner
      }
      guard let call = item.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
      // `NSApp.sendAction(#selector(paste(_:)), to: nil, from: nil)` runs the action `paste:`.
      if let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
        selectorSenders.contains(name), let first = call.arguments.first,
        first.expression.is(MacroExpansionExprSyntax.self),
        let selector = SwiftShortcutScopes.selector(first.expression)
      {
        return (selector, nil)
      }
      let commandID: String? =
        call.arguments.count == 1
        ? call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue : nil
      guard hasReceiver(call.calledExpression) || commandID != nil else { return nil }
      let arguments = call.arguments.map { compact($0.trimmedDescription) }.joined()
      return (callee(call.calledExpression) + "(" + arguments + ")", commandID)
    }
    guard hasReceiver(expression) else { return nil }
    return (callee(expression) + "()", nil)
  }

  /// The methods that send an action to the responder chain, the selector their first argument.
  static let selectorSenders: Set<String> = ["sendAction", "tryToPerform", "perform"]

  /// Whether a callee is a member of something other than `self`: `model.save`, not `save` or
  /// `self.save`.
  static func hasReceiver(_ callee: ExprSyntax) -> Bool {
    guard let base = callee.as(MemberAccessExprSyntax.self)?.base else { return false }
    return base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
  }

  /// The key of what the SwiftUI control that `modifier` (`.keyboardShortcut(…)`) is on runs:
  /// a `Button`'s `action:` argument or action closure.
  static func action(ofControlOf modifier: FunctionCallExprSyntax) -> (action: String, commandID: String?)? {
    guard let base = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.base,
      let call = SwiftLiteral.modifiedView(base).as(FunctionCallExprSyntax.self)
    else { return nil }
    do {
      guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Button" else { return nil }
      if let argument = call.arguments.first(where: { $0.label?.text == "action" }) {
        return action(of: argument.expression)
      }
      // `Button("Title") { … }`, `Button { … } label: { … }`: the trailing closure is the action.
      guard let closure = call.trailingClosure,
        call.arguments.first?.label == nil && !call.arguments.isEmpty
          || call.additionalTrailingClosures.contains(where: { $0.label.text == "label" })
      else { return nil }
      return action(of: ExprSyntax(closure))
    }
  }

  /// The labels of the argument that names the command a call registers
  /// (`addCommand(id: "open.drawer", command: { … })`).
  static let registrationLabels: Set<String> = ["id", "identifier", "commandID", "commandId"]

  /// The command id and its action when `call` registers a command: a string literal under one
  /// of ``registrationLabels`` and one closure argument whose action has a key.
  static func registration(_ call: FunctionCallExprSyntax) -> (id: String, action: String)? {
    guard
      let id = call.arguments.first(where: { registrationLabels.contains($0.label?.text ?? "") })?.expression.as(
        StringLiteralExprSyntax.self)?.representedLiteralValue
    else { return nil }
    let closures =
      call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) } + (call.trailingClosure.map { [$0] } ?? [])
    guard closures.count == 1, let closure = closures.first, let found = action(of: ExprSyntax(closure)) else {
      return nil
    }
    return (id, found.action)
  }

  /// A callee as a key: no spaces, no optional chaining or forced unwrapping, no leading `self.`.
  static func callee(_ expression: ExprSyntax) -> String {
    var text = compact(expression.trimmedDescription).filter { $0 != "?" && $0 != "!" }
    if text.hasPrefix("self.") { text.removeFirst(5) }
    return text
  }

  /// Text without whitespace.
  static func compact(_ text: String) -> String { text.filter { !$0.isWhitespace } }
}
