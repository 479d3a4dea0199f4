import KBLoc
import SwiftSyntax

extension SwiftAssignmentReader {
  /// The item `receiver` already names in the blocks being read, if any.
  func existingItem(named receiver: ExprSyntax) -> Int? {
    let unwrapped = Self.unwrapped(receiver)
    if let name = unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text, case .item(let index) = binding(name) {
      return index
    }
    let text = unwrapped.trimmedDescription
    for block in blocks.reversed() {
      if let index = block.elsewhere[text] { return index }
    }
    return nil
  }

  /// The item `receiver` names — built in a block being read, an alert's button, a property
  /// built in the file, or one built elsewhere — or `nil` when it is one ``SwiftShortcutReader``
  /// reads, or not an item.
  func item(named receiver: ExprSyntax, settingKey: Bool, at node: some SyntaxProtocol) -> Int? {
    let unwrapped = Self.unwrapped(receiver)
    let text = unwrapped.trimmedDescription
    var name = unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text
    if let name, let binding = binding(name) {
      switch binding {
      case .read: return nil
      case .item(let index): return index
      }
    }
    let last = blocks.count - 1
    if let index = blocks[last].elsewhere[text], !(settingKey && items[index].key != .unset) { return index }
    if text == "self" {
      guard let kind = enclosingItemKind(node) else { return nil }
      return elsewhereItem(text, kind: kind, at: node)
    }
    if let (alert, number) = alertButton(unwrapped) {
      return alertButtonItem(alert, number, text: text, at: node)
    }
    if let member = unwrapped.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
      name = member.declName.baseName.text
    }
    if let name, let built = propertyItems[name] {
      var item = KeyEquivalentItem(kind: built.kind, origin: .built, entryPosition: position(node))
      item.title = blocks[last].pendingTitles[text] ?? built.title
      item.selector = blocks[last].pendingActions[text]
      item.className = className(around: node)
      item.scope = scope(of: built.kind, at: node)
      let index = add(item)
      blocks[last].elsewhere[text] = index
      return index
    }
    let index = elsewhereItem(text, kind: name.flatMap { propertyTypes[$0] }.flatMap { Self.itemClasses[$0] }, at: node)
    // `statusView.actionButton`, `statusView` a property of a type the file names.
    if let member = unwrapped.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let type = propertyTypes[base]
    {
      items[index].member = "\(type).\(member.declName.baseName.text)"
    }
    return index
  }

  private func elsewhereItem(_ text: String, kind: KeyEquivalentItem.Kind?, at node: some SyntaxProtocol) -> Int {
    let last = blocks.count - 1
    var item = KeyEquivalentItem(kind: kind, origin: .elsewhere(receiver: text), entryPosition: position(node))
    item.title = blocks[last].pendingTitles[text]
    item.selector = blocks[last].pendingActions[text]
    item.className = className(around: node)
    item.scope = scope(of: kind, at: node)
    item.action = Self.validatedAction(around: node)
    item.branches = branches(around: node)
    let index = add(item)
    blocks[last].elsewhere[text] = index
    return index
  }

  /// The branches of conditionals `node` is in, within its function or closure, outermost first:
  /// the `if`'s body or `else` (an `else if` is a further branch of the first `if`), or a `switch`'s
  /// case, by ``KeyEquivalentItem/branchName(_:of:in:)``.
  /// - Complexity: O(*d*) for *d* levels of syntax around `node`.
  private func branches(around node: some SyntaxProtocol) -> [String] {
    var found: [String] = []
    var parent = node.parent
    while let current = parent, !current.is(DeclSyntax.self), !current.is(ClosureExprSyntax.self) {
      parent = current.parent
      if let block = current.as(CodeBlockSyntax.self), var conditional = current.parent?.as(IfExprSyntax.self) {
        var number = conditional.body.id == block.id ? 0 : 1
        while let outer = conditional.parent?.as(IfExprSyntax.self), outer.elseBody?.id == conditional.id {
          conditional = outer
          number += 1
        }
        found.append(KeyEquivalentItem.branchName(number, of: position(conditional), in: reading.file))
      } else if let switchCase = current.as(SwitchCaseSyntax.self),
        let list = switchCase.parent?.as(SwitchCaseListSyntax.self),
        let conditional = list.parent?.as(SwitchExprSyntax.self),
        let number = list.firstIndex(where: { $0.id == switchCase.id })
      {
        found.append(
          KeyEquivalentItem.branchName(
            list.distance(from: list.startIndex, to: number), of: position(conditional), in: reading.file))
      }
    }
    return found.reversed()
  }

  /// The action being validated around `node`: the selector of the `case #selector(name):` of a
  /// `switch` on an item's `action`, or of an `if item.action == #selector(name)`, innermost first
  /// (a selector written as a string, `Selector("name:")`, too); `name` without its type and
  /// arguments (`selectColumnUp`).
  static func validatedAction(around node: some SyntaxProtocol) -> String? {
    var parent = node.parent
    while let current = parent {
      if let switchCase = current.as(SwitchCaseSyntax.self),
        let subject = switchCase.parent?.parent?.as(SwitchExprSyntax.self)?.subject,
        subject.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "action",
        case .case(let label) = switchCase.label, label.caseItems.count == 1,
        let pattern = label.caseItems.first?.pattern.as(ExpressionPatternSyntax.self)
      {
        return selectorBaseName(pattern.expression)
      }
      if let condition = current.as(IfExprSyntax.self)?.conditions.first?.condition.as(ExprSyntax.self),
        let sequence = condition.as(SequenceExprSyntax.self), sequence.elements.count == 3,
        Array(sequence.elements)[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "action",
        Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
      {
        return selectorBaseName(Array(sequence.elements)[2])
      }
      parent = current.parent
    }
    return nil
  }

  /// `name` for `#selector(name)`, `#selector(Type.name(_:))`, `Selector("name:")`.
  static func selectorBaseName(_ expression: ExprSyntax) -> String? {
    SwiftShortcutScopes.selector(expression).flatMap(ObjectiveCSelector.baseName)
  }

  /// The button `number` of `alert`, titled by the buttons added to it in the blocks being read.
  func alertButtonItem(_ alert: String, _ number: Int?, text: String, at node: some SyntaxProtocol) -> Int {
    let key = "\(alert) button \(number.map(String.init) ?? text)"
    let last = blocks.count - 1
    if let index = blocks[last].elsewhere[key] { return index }
    let titles = blocks.flatMap { $0.alertTitles[alert] ?? [] }.map(\.title)
    var item = KeyEquivalentItem(kind: .button, origin: .framework, entryPosition: position(node))
    if let number = number ?? (text.hasSuffix(".last") ? titles.count - 1 : nil), titles.indices.contains(number) {
      item.title = titles[number]
    }
    item.className = className(around: node)
    item.scope = scope(of: .button, at: node, alert: alert)
    let index = add(item)
    blocks[last].elsewhere[key] = index
    blocks[last].elsewhere[text] = index
    return index
  }

  /// The alert and the button's number when `expression` is one of an alert's buttons:
  /// `alert.buttons[0]`, `alert.buttons.first`, `alert.buttons.last` (whose number the caller
  /// tells).
  func alertButton(_ expression: ExprSyntax) -> (String, Int?)? {
    if let subscripted = expression.as(SubscriptCallExprSyntax.self),
      let list = subscripted.calledExpression.as(MemberAccessExprSyntax.self), list.declName.baseName.text == "buttons",
      let alert = list.base
    {
      let number = subscripted.arguments.first?.expression.as(IntegerLiteralExprSyntax.self).flatMap {
        Int($0.literal.text)
      }
      return (alert.trimmedDescription, number)
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      ["first", "last"].contains(member.declName.baseName.text),
      let list = member.base?.as(MemberAccessExprSyntax.self), list.declName.baseName.text == "buttons",
      let alert = list.base
    {
      return (alert.trimmedDescription, member.declName.baseName.text == "first" ? 0 : nil)
    }
    return nil
  }

  // MARK: Constructors

  /// Whether ``SwiftShortcutReader`` reads the item `call` builds, with its key.
  static func isReadWithItsKey(_ call: FunctionCallExprSyntax) -> Bool {
    if SwiftLiteral.typeName(of: call.calledExpression) == "UIKeyCommand" { return true }
    guard let key = call.arguments.first(where: { $0.label?.text == "keyEquivalent" })?.expression else {
      return false
    }
    return key.as(StringLiteralExprSyntax.self)?.representedLiteralValue != ""
  }

  /// The kind and title of the item `call` builds without a key — `NSMenuItem()`,
  /// `NSMenuItem(title:action:keyEquivalent: "")`, `menu.addItem(withTitle:action:keyEquivalent: "")`,
  /// `NSButton(title:target:action:)` — and the alert when it is `alert.addButton(withTitle:)`.
  static func builtItem(_ call: FunctionCallExprSyntax) -> (KeyEquivalentItem.Kind, String?, String?)? {
    let titleArgument = call.arguments.first { $0.label?.text == "title" || $0.label?.text == "withTitle" }
    let title = titleArgument.flatMap { SwiftLiteral.title($0.expression) }
    if let type = SwiftLiteral.typeName(of: call.calledExpression), let kind = itemClasses[type] {
      return (kind, title, nil)
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
    guard call.arguments.first?.label?.text == "withTitle" else { return nil }
    switch member.declName.baseName.text {
    case "addItem", "insertItem": return (.menuItem, title, nil)
    case "addButton": return (.button, title, base.trimmedDescription)
    default: return nil
    }
  }
}
