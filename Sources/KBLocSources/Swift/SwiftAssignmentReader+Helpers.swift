import KBLoc
import SwiftSyntax

extension SwiftAssignmentReader {
  /// The item a call of one of the file's helpers builds, from the arguments it passes.
  func helperItem(_ call: FunctionCallExprSyntax) -> Int? {
    let callee = call.calledExpression
    let name =
      callee.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    guard let name, let candidates = helpers[name] else { return nil }
    for helper in candidates {
      guard let arguments = helper.arguments(of: call), let key = arguments[helper.key] else { continue }
      if helper.isPrivate { calledPrivateHelpers.insert(helper.keyPosition) }
      // A default value is written in the function: the call is the place.
      let passed = { (expression: ExprSyntax) in
        expression.position >= call.position && expression.endPosition <= call.endPosition
      }
      var item = KeyEquivalentItem(kind: helper.kind, origin: .built, entryPosition: position(call))
      item.className = className(around: call)
      item.scope = scope(of: helper.kind, at: call)
      item.selector =
        SwiftShortcutScopes.action(of: call)
        ?? value(of: helper.action, in: arguments).flatMap(SwiftShortcutScopes.selector)
      let keyPosition = position(passed(key) ? Syntax(key) : Syntax(call))
      if helper.kind == .keyCommand {
        switch SwiftLiteral.keyCommandInput(key) {
        case .value(let trigger): item.setKey(.trigger(trigger, capital: false), at: keyPosition)
        case .unread(let reason, _): item.setKey(.unread(reason), at: keyPosition)
        }
      } else {
        item.setKey(SwiftLiteral.keyEquivalent(key, part: "key equivalent"), at: keyPosition)
      }
      if let mask = value(of: helper.mask, in: arguments) {
        let maskPosition = position(passed(mask) ? Syntax(mask) : Syntax(call))
        switch SwiftLiteral.modifiers(mask, in: helper.kind == .keyCommand ? .uiKit : .appKit) {
        case .value(let modifiers): item.setMask(.set(modifiers), at: maskPosition)
        case .unread(let reason, _): item.setMask(.unread(reason), at: maskPosition)
        }
      }
      if let title = value(of: helper.title, in: arguments) {
        item.title =
          title.as(DeclReferenceExprSyntax.self).flatMap { localTitle($0.baseName.text) }
          ?? SwiftLiteral.title(title)
      }
      return add(item)
    }
    return nil
  }

  /// The expression a part of a helper's declaration comes to for one call.
  private func value(of source: SwiftShortcutHelper.Source?, in arguments: [String: ExprSyntax]) -> ExprSyntax? {
    switch source {
    case .parameter(let name): return arguments[name]
    case .expression(let expression): return expression
    case nil: return nil
    }
  }

  /// The title a local constant of the blocks being read holds.
  private func localTitle(_ name: String) -> String? {
    for block in blocks.reversed() {
      if let title = block.titles[name] { return title }
    }
    return nil
  }
}
