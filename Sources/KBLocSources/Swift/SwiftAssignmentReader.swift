import KBLoc
import SwiftSyntax

/// Follows, in Swift, the key equivalents code sets on AppKit items after they are built:
/// `alert.buttons[0].keyEquivalent = "\u{1b}"`, `applyButton.keyEquivalent = "\r"` on a button
/// built without one, `menuItem.keyEquivalent = NSEvent.SpecialKey.upArrow.string`, a mask set
/// on an outlet.
///
/// - An item built in the same block (or a block around it), or as a property of the type, by a
///   call that gives no key — `NSMenuItem()`, `NSMenuItem(title:action:keyEquivalent: "")`,
///   `NSButton(title:target:action:)`, `alert.addButton(withTitle:)` — takes the key, mask,
///   title and settings the block sets, with its kind's defaults: ⌘ for a menu item, none for a
///   button. Items built with a key are read by ``SwiftShortcutReader``, which follows their
///   masks and settings itself.
/// - An alert's buttons (`alert.buttons[N]`, `.first`, `.last`) are buttons NSAlert builds: no
///   modifiers, titled by the N-th `addButton(withTitle:)` on the way to them.
/// - Any other item — an outlet, a parameter, another object's property — is built elsewhere:
///   what the code states is a ``KeyEquivalentChange`` for ``SourceScan`` to apply where the item
///   is declared (an Interface Builder outlet of that name), and until then it reads as far as
///   the code states the shortcut. Assignments to `self` count only in a subclass of
///   `NSMenuItem`, `NSButton` or `NSButtonCell`.
///
/// Two assignments of the key to one item built elsewhere in one block are two declarations (the
/// two branches of a `switch` in the block set it two ways).
final class SwiftAssignmentReader: SyntaxVisitor {
  /// What a name is bound to.
  private enum Binding {
    /// A call ``SwiftShortcutReader`` reads with its key: it follows the item's mask itself.
    case read
    /// An item followed here.
    case item(Int)
  }

  /// One block being read.
  private struct Block {
    var bindings: [String: Binding] = [:]
    /// The items built or changed in the block, by index into `items`.
    var items: [Int] = []
    /// Items built elsewhere, by the text that names them.
    var elsewhere: [String: Int] = [:]
    /// Titles set on items before any key or mask, by the text that names them.
    var pendingTitles: [String: String] = [:]
    /// Actions set on items before any key or mask, by the text that names them.
    var pendingActions: [String: String] = [:]
    /// The titles of the buttons added to each alert, in order, with where each is added.
    var alertTitles: [String: [(title: String?, position: SourcePosition)]] = [:]
    /// The titles local constants hold (`let title = NSLocalizedString("Open", comment: "")`).
    var titles: [String: String] = [:]
    /// The items built elsewhere that blocks inside this one changed, by the text that names them.
    var inner: [String: [Int]] = [:]
  }

  private let lines: LineTable
  private(set) var reading: SourceReading
  /// Where each item is live, from the code around it.
  private var scopes: SwiftShortcutScopes
  private var items: [KeyEquivalentItem] = []
  private var blocks: [Block] = [Block()]
  /// The type each property of the file is declared with, by name.
  private var propertyTypes: [String: String] = [:]
  /// The items properties are built as (`let okButton = NSButton(title: "OK", …)`), by name.
  private var propertyItems: [String: (kind: KeyEquivalentItem.Kind, title: String?)] = [:]
  /// The functions of the file that build an item from their parameters, by name.
  private var helpers: [String: [SwiftShortcutHelper]] = [:]
  /// The helper calls already read (as a variable's value).
  private var readCalls: Set<SyntaxIdentifier> = []
  /// Where the declarations of the private helpers called in the file are.
  private var calledPrivateHelpers: Set<AbsolutePosition> = []

  /// The classes whose instances are items, by the kind of item.
  static let itemClasses: [String: KeyEquivalentItem.Kind] = [
    "NSMenuItem": .menuItem, "NSButton": .button, "NSButtonCell": .button, "NSPopUpButton": .button,
  ]

  /// The properties whose assignments are followed.
  static let properties: Set<String> = [
    "keyEquivalent", "keyEquivalentModifierMask", "title", "allowsAutomaticKeyEquivalentLocalization",
    "allowsAutomaticKeyEquivalentMirroring", "action",
  ]

  init(reading: SourceReading, lines: LineTable) {
    self.reading = reading
    self.lines = lines
    scopes = SwiftShortcutScopes(file: reading.file, lines: lines)
    super.init(viewMode: .sourceAccurate)
  }

  /// Adds what `tree` states about items to `reading`.
  /// - Complexity: O(*n*) in the size of the tree, plus O(*d*) per assignment *d* blocks deep.
  static func read(_ tree: SourceFileSyntax, into reading: inout SourceReading, lines: LineTable) {
    let reader = SwiftAssignmentReader(reading: reading, lines: lines)
    reader.collectProperties(tree)
    reader.helpers = SwiftShortcutHelper.helpers(in: tree)
    reader.walk(tree)
    reader.finish(reader.blocks.count - 1)
    // A private helper's own declaration is no declaration of its own when the file calls it.
    let called = reader.calledPrivateHelpers.map { lines.position(ofOffset: $0.utf8Offset) }
    reader.reading.unread.removeAll { called.contains($0.position) }
    reading = reader.reading
  }

  // MARK: Properties

  /// Records the type or the item each stored property is declared with.
  private func collectProperties(_ tree: SourceFileSyntax) {
    let collector = PropertyCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    propertyTypes = collector.types
    for (owner, name, call) in collector.initializers {
      guard let (kind, title, _) = Self.builtItem(call) else { continue }
      propertyItems[name] = (kind, title)
      if let owner { reading.builtProperties["\(owner).\(name)"] = BuiltProperty(kind: kind, title: title) }
    }
  }

  // MARK: Blocks

  override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
    blocks.append(Block())
    return .visitChildren
  }

  override func visitPost(_ node: CodeBlockItemListSyntax) {
    finish(blocks.count - 1)
    blocks.removeLast()
  }

  /// Hands the items of block `index` to the block around it — where a title set after the block
  /// still names them — or, for the outermost block, adds what every item declares.
  private func finish(_ index: Int) {
    guard index > 0 else {
      for item in blocks[index].items { items[item].add(to: &reading) }
      blocks[index].items = []
      return
    }
    let block = blocks[index]
    blocks[index - 1].items += block.items
    for (text, item) in block.elsewhere { blocks[index - 1].inner[text, default: []].append(item) }
    for (text, inner) in block.inner { blocks[index - 1].inner[text, default: []] += inner }
  }

  private func binding(_ name: String) -> Binding? {
    for block in blocks.reversed() {
      if let binding = block.bindings[name] { return binding }
    }
    return nil
  }

  // MARK: Statements

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.parent?.is(CodeBlockItemSyntax.self) == true else { return .visitChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      bind(name, to: binding.initializer?.value)
    }
    return .visitChildren
  }

  /// `for button in alert.buttons`: the loop's variable is one of the alert's buttons.
  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let list = Self.unwrapped(node.sequence).as(MemberAccessExprSyntax.self),
      list.declName.baseName.text == "buttons",
      let alert = list.base
    {
      let index = alertButtonItem(alert.trimmedDescription, nil, text: name, at: node)
      blocks[blocks.count - 1].bindings[name] = .item(index)
    }
    return .visitChildren
  }

  /// Binds `name` to what `value` builds, or unbinds it.
  private func bind(_ name: String, to value: ExprSyntax?) {
    let last = blocks.count - 1
    guard let value else {
      blocks[last].bindings[name] = nil
      return
    }
    let unwrapped = Self.unwrapped(value)
    if let title = SwiftLiteral.title(unwrapped, constants: [:]), !unwrapped.is(MemberAccessExprSyntax.self) {
      blocks[last].titles[name] = title
    }
    if let call = unwrapped.as(FunctionCallExprSyntax.self) {
      if let index = helperItem(call) {
        readCalls.insert(call.id)
        blocks[last].bindings[name] = .item(index)
        return
      }
      if Self.isReadWithItsKey(call) {
        blocks[last].bindings[name] = .read
        return
      }
      if let (kind, title, alert) = Self.builtItem(call) {
        if let alert { blocks[last].alertTitles[alert, default: []].append((title, position(call))) }
        var item = KeyEquivalentItem(
          kind: kind, origin: alert == nil ? .built : .framework, entryPosition: position(call))
        item.title = title
        item.className = className(around: call)
        item.scope = scope(of: kind, at: call, alert: alert)
        item.selector = SwiftShortcutScopes.action(of: call)
        blocks[last].bindings[name] = .item(add(item))
        return
      }
    }
    if let (alert, number) = alertButton(unwrapped) {
      blocks[last].bindings[name] = .item(alertButtonItem(alert, number, text: unwrapped.trimmedDescription, at: value))
      return
    }
    blocks[last].bindings[name] = nil
  }

  private func add(_ item: KeyEquivalentItem) -> Int {
    items.append(item)
    blocks[blocks.count - 1].items.append(items.count - 1)
    return items.count - 1
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
    if let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text {
      if binding(name) != nil || Self.unwrapped(elements[2]).is(FunctionCallExprSyntax.self) {
        bind(name, to: elements[2])
      }
      return .visitChildren
    }
    guard let target = elements[0].as(MemberAccessExprSyntax.self), let base = target.base,
      Self.properties.contains(target.declName.baseName.text)
    else { return .visitChildren }
    set(target.declName.baseName.text, of: base, to: elements[2], at: node)
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if !readCalls.contains(node.id) { _ = helperItem(node) }
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
      return .visitChildren
    }
    let method = member.declName.baseName.text
    // `alert.addButton(withTitle: "OK")` as a statement: the alert's next button.
    if method == "addButton", node.arguments.first?.label?.text == "withTitle",
      node.parent?.is(CodeBlockItemSyntax.self) == true
    {
      let title = node.arguments.first.flatMap { SwiftLiteral.title($0.expression) }
      blocks[blocks.count - 1].alertTitles[base.trimmedDescription, default: []].append((title, position(node)))
    }
    // `item.keyEquivalentModifierMask.insert(.shift)`.
    if let mask = base.as(MemberAccessExprSyntax.self), mask.declName.baseName.text == "keyEquivalentModifierMask",
      let receiver = mask.base, let argument = node.arguments.first?.expression
    {
      // Only the methods that change the mask in place.
      guard ["insert", "remove", "formUnion", "subtract"].contains(method) else { return .visitChildren }
      let change = SwiftLiteral.adjustment(method, argument, whole: ExprSyntax(node))
      guard let index = item(named: receiver, settingKey: false, at: node) else { return .visitChildren }
      items[index].setMask(change, at: lines.position(ofOffset: argument.positionAfterSkippingLeadingTrivia.utf8Offset))
    }
    return .visitChildren
  }

  /// Follows `receiver.property = value`.
  private func set(_ property: String, of receiver: ExprSyntax, to value: ExprSyntax, at node: SequenceExprSyntax) {
    let receiverText = Self.unwrapped(receiver).trimmedDescription
    let last = blocks.count - 1
    if property == "action" {
      // An action alone declares nothing: it goes to the item the receiver is, now or when it becomes one.
      guard let action = SwiftShortcutScopes.selector(value) else { return }
      if let index = existingItem(named: receiver) {
        items[index].selector = action
      } else {
        blocks[last].pendingActions[receiverText] = action
      }
      return
    }
    if property == "title" {
      guard let title = SwiftLiteral.title(value) else { return }
      if let index = existingItem(named: receiver) {
        items[index].title = title
      } else if let inner = blocks[last].inner[receiverText] {
        for index in inner { items[index].title = title }
      } else {
        blocks[last].pendingTitles[receiverText] = title
      }
      return
    }
    guard let index = item(named: receiver, settingKey: property == "keyEquivalent", at: node) else { return }
    let valuePosition = lines.position(ofOffset: value.positionAfterSkippingLeadingTrivia.utf8Offset)
    switch property {
    case "keyEquivalent":
      items[index].setKey(SwiftLiteral.keyEquivalent(value, part: "key equivalent"), at: valuePosition)
    case "keyEquivalentModifierMask":
      items[index].setMask(SwiftLiteral.mask(value, of: receiverText), at: valuePosition)
    default:
      guard let flag = value.as(BooleanLiteralExprSyntax.self) else {
        reading.unread.append(
          UnreadDeclaration(
            file: reading.file, position: valuePosition, reason: .notLiteral(property, value.trimmedDescription)))
        return
      }
      let on = flag.literal.tokenKind == .keyword(.true)
      if property == "allowsAutomaticKeyEquivalentLocalization" {
        items[index].localize = on
      } else {
        items[index].mirror = on
      }
    }
  }

  // MARK: Items

  /// The item `receiver` already names in the blocks being read, if any.
  private func existingItem(named receiver: ExprSyntax) -> Int? {
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
  private func item(named receiver: ExprSyntax, settingKey: Bool, at node: some SyntaxProtocol) -> Int? {
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
  private func alertButtonItem(_ alert: String, _ number: Int?, text: String, at node: some SyntaxProtocol) -> Int {
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
  private func alertButton(_ expression: ExprSyntax) -> (String, Int?)? {
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

  // MARK: Helpers

  /// The item a call of one of the file's helpers builds, from the arguments it passes.
  private func helperItem(_ call: FunctionCallExprSyntax) -> Int? {
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

  // MARK: Places

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
  private func className(around node: some SyntaxProtocol) -> String? {
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
  private func scope(of kind: KeyEquivalentItem.Kind?, at node: some SyntaxProtocol, alert: String? = nil)
    -> ShortcutScope
  {
    if let alert {
      let first = blocks.lazy.compactMap { $0.alertTitles[alert]?.first?.position }.first ?? position(node)
      let name = className(around: node).map { "alert in \($0)" } ?? "alert"
      return ShortcutScope(context: .window(name, identity: "\(reading.file):\(first)"), element: .button)
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
  private func enclosingItemKind(_ node: some SyntaxProtocol) -> KeyEquivalentItem.Kind? {
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

  private func position(_ node: some SyntaxProtocol) -> SourcePosition {
    lines.position(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }
}

/// The stored properties of a file: the type each is declared with, and the call each is built
/// with.
private final class PropertyCollector: SyntaxVisitor {
  var types: [String: String] = [:]
  /// The call each property is built with, with the type declaring it (two types of one file may
  /// each have a property of the name), in file order.
  var initializers: [(owner: String?, name: String, call: FunctionCallExprSyntax)] = []

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return .skipChildren }
    // The member block's declaration: a type or an extension.
    let owner = node.parent?.parent?.parent?.parent.flatMap(SwiftShortcutScopes.typeName(of:))
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      if var type = binding.typeAnnotation?.type {
        while let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
          ?? type.as(OptionalTypeSyntax.self)?.wrappedType
        {
          type = wrapped
        }
        types[name] = type.trimmedDescription
      }
      if let call = binding.initializer.map({ SwiftAssignmentReader.unwrapped($0.value) })?.as(
        FunctionCallExprSyntax.self)
      {
        initializers.append((owner, name, call))
        if let type = SwiftLiteral.typeName(of: call.calledExpression) { types[name] = types[name] ?? type }
      }
    }
    return .skipChildren
  }
}
