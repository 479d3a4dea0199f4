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
///
/// The blocks and statements are walked here; the item a receiver names is found in
/// `SwiftAssignmentReader+Items.swift`, the items the file's helpers build in
/// `SwiftAssignmentReader+Helpers.swift`, and what the code around a node says (its type, scope,
/// position) in `SwiftAssignmentReader+Places.swift`.
final class SwiftAssignmentReader: SyntaxVisitor {
  /// What a name is bound to.
  enum Binding {
    /// A call ``SwiftShortcutReader`` reads with its key: it follows the item's mask itself.
    case read
    /// An item followed here.
    case item(Int)
  }

  /// One block being read.
  struct Block {
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

  let lines: LineTable
  private(set) var reading: SourceReading
  /// Where each item is live, from the code around it.
  var scopes: SwiftShortcutScopes
  var items: [KeyEquivalentItem] = []
  var blocks: [Block] = [Block()]
  /// The type each property of the file is declared with, by name.
  var propertyTypes: [String: String] = [:]
  /// The items properties are built as (`let okButton = NSButton(title: "OK", …)`), by name.
  var propertyItems: [String: (kind: KeyEquivalentItem.Kind, title: String?)] = [:]
  /// The functions of the file that build an item from their parameters, by name.
  var helpers: [String: [SwiftShortcutHelper]] = [:]
  /// The helper calls already read (as a variable's value).
  private var readCalls: Set<SyntaxIdentifier> = []
  /// Where the declarations of the private helpers called in the file are.
  var calledPrivateHelpers: Set<AbsolutePosition> = []

  /// The classes whose instances are items, by the kind of item.
  static let itemClasses: [String: KeyEquivalentItem.Kind] = [
    "NSMenuItem": .menuItem, "NSButton": .button, "NSButtonCell": .button, "NSPopUpButton": .button,
  ]

  /// The properties whose assignments are followed.
  static let properties: Set<String> = [
    "keyEquivalent", "keyEquivalentModifierMask", "title", "allowsAutomaticKeyEquivalentLocalization",
    "allowsAutomaticKeyEquivalentMirroring", "isAlternate", "action",
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

  func binding(_ name: String) -> Binding? {
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

  func add(_ item: KeyEquivalentItem) -> Int {
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
        // An item alternate only in some states is taken as a command of its own.
        if property == "isAlternate" { return }
        reading.unread.append(
          UnreadDeclaration(
            file: reading.file, position: valuePosition, reason: .notLiteral(property, value.trimmedDescription)))
        return
      }
      let on = flag.literal.tokenKind == .keyword(.true)
      switch property {
      case "allowsAutomaticKeyEquivalentLocalization": items[index].localize = on
      case "isAlternate": items[index].isAlternate = on
      default: items[index].mirror = on
      }
    }
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
