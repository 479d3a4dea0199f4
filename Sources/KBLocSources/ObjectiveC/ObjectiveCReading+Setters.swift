import KBLoc

extension ObjectiveCReading {
  /// Sets `property` of the item `receiver` names to `value`.
  mutating func set(
    _ property: String, operation: String, value: ObjectiveCExpression, on receiver: ObjectiveCExpression,
    baseItem: Int?, at start: Int
  ) {
    if let name = receiver.name, let elements = loops[name] {
      // The loop's body sets it on each item listed.
      for element in elements {
        set(property, operation: operation, value: value, on: element, baseItem: visit(element), at: start)
      }
      return
    }
    if case .conditional(let condition, let then?, let otherwise) = receiver.unwrapped.kind,
      [then, otherwise].allSatisfy({ $0.name.flatMap { bound[$0] } == nil })
    {
      // `(flag ? a : b).keyEquivalent = …` changes `a` in one pane and `b` in another.
      let conditional = conditions[text(of: condition)] ?? condition.start
      conditions[text(of: condition)] = conditional
      for (number, branch) in [then, otherwise].enumerated() {
        ternaryBranches.append(KeyEquivalentItem.branchName(number, of: position(conditional), in: reading.file))
        set(property, operation: operation, value: value, on: branch, baseItem: nil, at: start)
        ternaryBranches.removeLast()
      }
      return
    }
    let receiverText = text(of: receiver)
    if property == "action" {
      // An action alone declares nothing: it goes to the item the receiver is, now or when it becomes one.
      if let index = baseItem ?? receiver.name.flatMap({ bound[$0] }) {
        noteParameter(value, gives: .action, of: index)
      }
      guard case .selector(let name) = value.unwrapped.kind else { return }
      if let index = baseItem ?? receiver.name.flatMap({ bound[$0] }) ?? elsewhere["\(block) \(receiverText)"] {
        items[index].selector = name
      } else {
        pendingActions["\(block) \(receiverText)"] = name
      }
      return
    }
    if property == "title" || property == "discoverabilityTitle" {
      let title = self.title(of: value)
      if let index = baseItem ?? receiver.name.flatMap({ bound[$0] }) ?? elsewhere["\(block) \(receiverText)"] {
        noteParameter(value, gives: .title, of: index)
        if let title { items[index].title = title }
      } else if let title {
        pendingTitles["\(block) \(receiverText)"] = title
      }
      return
    }
    // `self` is an item only in a subclass of one (an `NSMenuItem` setting its own key).
    if receiver.name == "self", baseItem == nil, bound["self"] == nil,
      className.flatMap({ syntax.superclasses[$0] }).flatMap({ SwiftAssignmentReader.itemClasses[$0] }) == nil
    {
      return
    }
    var index = item(
      named: receiver, text: receiverText, baseItem: baseItem, at: start, replacingKey: property == "keyEquivalent")
    if property == "keyEquivalent" || property == "keyEquivalentModifierMask" {
      index = forkedForBranch(index, named: receiver.name, at: start)
      noteParameter(value, gives: property == "keyEquivalent" ? .key : .mask, of: index)
    }
    let valuePosition = position(value.start)
    switch property {
    case "keyEquivalent":
      items[index].setKey(key(value, kind: items[index].kind ?? .menuItem), at: valuePosition)
    case "keyEquivalentModifierMask":
      var mask = self.mask(value, of: receiverText)
      if operation == "|=", case .set(let modifiers) = mask { mask = .adjusted(adding: modifiers, removing: []) }
      if operation == "&=", case .adjusted(_, let removing) = mask { mask = .adjusted(adding: [], removing: removing) }
      items[index].setMask(mask, at: valuePosition)
    default:
      guard let flag = Self.boolean(value) else {
        // An item alternate only in some states is taken as a command of its own.
        if property == "alternate" { return }
        let reason = UnreadDeclaration.Reason.notLiteral(property, text(of: value))
        reading.unread.append(UnreadDeclaration(file: reading.file, position: valuePosition, reason: reason))
        return
      }
      switch property {
      case "allowsAutomaticKeyEquivalentLocalization", "allowsAutomaticLocalization": items[index].localize = flag
      case "allowsAutomaticKeyEquivalentMirroring", "allowsAutomaticMirroring": items[index].mirror = flag
      case "alternate": items[index].isAlternate = flag
      default: items[index].extra[property] = JSONValue(.bool(flag), at: valuePosition)
      }
    }
  }

  /// Item `index`, or — when the code set its shortcut in another branch of a conditional this
  /// block is a branch of (`if (…) { item.keyEquivalent = @"["; } else if (…) { item.keyEquivalent
  /// = @"]"; }`) — a copy of it for this branch, held by `name` from here on: each branch declares
  /// a shortcut of its own.
  private mutating func forkedForBranch(_ index: Int, named name: String?, at start: Int) -> Int {
    defer { shortcutBlocks[index] = shortcutBlocks[index] ?? block }
    guard let earlier = shortcutBlocks[index], earlier != block else { return index }
    let starts = Dictionary(syntax.branches(of: earlier).map { ($0.start, $0.number) }) { first, _ in first }
    let exclusive = syntax.branches(of: block).contains { branch in
      starts[branch.start].map { $0 != branch.number } ?? false
    }
    guard exclusive else { return index }
    var copy = items[index]
    copy.entryPosition = position(start)
    items.append(copy)
    let forked = items.count - 1
    shortcutBlocks[forked] = block
    if let name, bound[name] == index { bound[name] = forked }
    if let fields = templateFields[index] { templateFields[forked] = fields }
    return forked
  }

  // MARK: Receivers

  /// The item `receiver` names: one built here, an alert's button, or one built elsewhere.
  ///
  /// Setting the key of an item built elsewhere whose key is already set starts another change of
  /// it (two branches of an `if` set it two ways).
  private mutating func item(
    named receiver: ObjectiveCExpression, text receiverText: String, baseItem: Int?, at start: Int, replacingKey: Bool
  ) -> Int {
    if let index = baseItem ?? receiver.name.flatMap({ bound[$0] }) { return index }
    let button = alertButton(receiver)
    // An alert's button is the same whichever way the code names it: `objectAtIndex:1`, `lastObject`.
    let key =
      "\(block) " + (button.map { "\($0.0) button \($0.1.map(String.init) ?? receiverText)" } ?? receiverText)
      + ternaryBranches.joined(separator: "\u{1}")
    if let index = elsewhere[key], !(replacingKey && items[index].key != .unset) { return index }
    var item: KeyEquivalentItem
    if let (alert, number) = button {
      item = KeyEquivalentItem(kind: .button, origin: .framework, entryPosition: position(start))
      let titles = buttonTitles(of: alert)
      if let number, number < titles.count { item.title = titles[number] }
      item.scope = scope(of: .button, alert: alert)
    } else if receiver.name == "self", let kind = kind(of: receiver) {
      // An item class's own code: the item is built here, with its kind's defaults.
      item = KeyEquivalentItem(kind: kind, origin: .built, entryPosition: position(start))
      item.scope = scope(of: kind)
    } else {
      item = KeyEquivalentItem(
        kind: kind(of: receiver), origin: .elsewhere(receiver: receiverText), entryPosition: position(start))
      item.branches =
        syntax.branches(of: block).map {
          KeyEquivalentItem.branchName($0.number, of: position($0.start), in: reading.file)
        } + ternaryBranches
      item.sentAction = receiver.name.flatMap { lookups[$0] }
      if case .message(_, "itemWithTitle:", let arguments) = receiver.unwrapped.kind, let first = arguments.first {
        item.title = title(of: first)
      }
      item.action = validatedAction()
      item.scope = scope(of: item.kind)
    }
    item.className = className
    item.title = pendingTitles[key] ?? item.title
    item.selector = pendingActions[key] ?? item.selector
    items.append(item)
    elsewhere[key] = items.count - 1
    return items.count - 1
  }

  /// The action being validated where the current block is (`validateMenuItem:`): the selector
  /// an `if ([item action] == @selector(name:))` (or `item.action`, or a local given either)
  /// compares with, innermost first; `name` without its colons, as Interface Builder actions are
  /// matched.
  private func validatedAction() -> String? {
    func isAction(_ expression: ObjectiveCExpression, local: Bool = true) -> Bool {
      switch expression.unwrapped.kind {
      case .message(_, "action", let arguments): return arguments.isEmpty
      case .member(_, "action"): return true
      case .name(let name): return local && localValues[name].map { isAction($0, local: false) } == true
      default: return false
      }
    }
    for branch in syntax.branches(of: block).reversed() {
      guard let condition = syntax.branchConditions[branch],
        case .binary("==", let lhs, let rhs) = condition.unwrapped.kind
      else { continue }
      for (selector, other) in [(lhs, rhs), (rhs, lhs)] where isAction(other) {
        if case .selector(let name) = selector.unwrapped.kind, let base = ObjectiveCSelector.baseName(name) {
          return base
        }
      }
    }
    return nil
  }

  /// The alert and the button's number when `receiver` is one of an NSAlert's buttons:
  /// `[[alert buttons] objectAtIndex:0]`, `alert.buttons[1]`, `[[alert buttons] firstObject]`, or
  /// (its number unknown) the variable of `for (NSButton *button in alert.buttons)`.
  private func alertButton(_ receiver: ObjectiveCExpression) -> (String, Int?)? {
    func buttons(_ expression: ObjectiveCExpression) -> String? {
      switch expression.unwrapped.kind {
      case .message(let alert, "buttons", _): return text(of: alert)
      case .member(let alert, "buttons"): return text(of: alert)
      default: return nil
      }
    }
    switch receiver.unwrapped.kind {
    case .message(let list, "objectAtIndex:", let arguments):
      guard let alert = buttons(list) else { return nil }
      if case .number(let number) = arguments.first?.unwrapped.kind { return (alert, Int(number)) }
      return (alert, nil)
    case .subscripted(let list, let index):
      guard let alert = buttons(list) else { return nil }
      if case .number(let number) = index.unwrapped.kind { return (alert, Int(number)) }
      return (alert, nil)
    case .message(let list, "firstObject", _):
      return buttons(list).map { ($0, 0) }
    case .message(let list, "lastObject", _):
      return buttons(list).map { ($0, buttonTitles(of: $0).count - 1) }
    case .name(let name):
      // A button declared with the list of buttons as its value is the variable of a loop over them.
      guard localTypes[name] == "NSButton", let list = localValues[name] else { return nil }
      return buttons(list).map { ($0, nil) }
    default:
      return nil
    }
  }

  /// The titles of the buttons added to `alert` on the way to the current block, in order: not
  /// those added in another branch.
  private func buttonTitles(of alert: String) -> [String?] {
    addedButtons(of: alert).map(\.title)
  }

  /// The buttons added to `alert` on the way to the current block, in order.
  func addedButtons(of alert: String) -> [(title: String?, block: Int, start: Int)] {
    (alertTitles[alert] ?? []).filter { syntax.block(block, isWithin: $0.block) }
  }

  /// The kind of item a receiver built elsewhere is, from the type its name is declared with.
  private func kind(of receiver: ObjectiveCExpression) -> KeyEquivalentItem.Kind? {
    var name = receiver.name
    if case .member(let base, let member) = receiver.unwrapped.kind, base.name == "self" { name = member }
    if name == "self", let superclass = className.flatMap({ syntax.superclasses[$0] }) {
      return SwiftAssignmentReader.itemClasses[superclass]
    }
    // A property's instance variable is its name after `_`.
    let property = name.map { $0.hasPrefix("_") ? String($0.dropFirst()) : "_" + $0 }
    guard let name, let type = localTypes[name] ?? memberTypes[name] ?? property.flatMap({ memberTypes[$0] }) else {
      return nil
    }
    switch type {
    case "NSMenuItem": return .menuItem
    case "NSButton", "NSPopUpButton": return .button
    case "UIKeyCommand": return .keyCommand
    default: return nil
    }
  }
}
