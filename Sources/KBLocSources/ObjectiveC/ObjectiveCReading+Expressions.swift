import KBLoc

extension ObjectiveCReading {
  /// Follows `expression`, inner expressions first; returns the item it builds or names, if any.
  mutating func visit(_ expression: ObjectiveCExpression) -> Int? {
    switch expression.unwrapped.kind {
    case .message(let receiver, let selector, let arguments):
      let receiverItem = visit(receiver)
      for argument in arguments { _ = visit(argument) }
      return message(expression.unwrapped, receiver: receiver, receiverItem: receiverItem, selector, arguments)
    case .assignment(let operation, let target, let value):
      let valueItem = visit(value)
      if case .member(let base, let property) = target.unwrapped.kind, Self.properties.contains(property) {
        let baseItem = visit(base)
        set(property, operation: operation, value: value, on: base, baseItem: baseItem, at: expression.start)
        return nil
      }
      if operation == "=", let name = target.name {
        (lookups[name], loops[name]) = (nil, nil)
        bound[name] = valueItem
        localTitles[name] = title(of: value)
        localValues[name] = value
        return valueItem
      }
      _ = visit(target)
      return valueItem
    case .name(let name):
      return bound[name]
    case .initializer(let elements):
      for element in elements { _ = visit(element) }
      return tableRow(expression.unwrapped, elements)
    case .call(let callee, let arguments):
      for argument in arguments { _ = visit(argument) }
      guard let name = callee.name, !Self.localizedStringFunctions.contains(name) else { return nil }
      return helperCall(name, arguments, kind: nil, at: expression.start)
    default:
      for child in expression.unwrapped.children { _ = visit(child) }
      return nil
    }
  }

  /// The fields of a literal menu table's row, in the order they may be written without names.
  private static let tableRowFields = ["title", "action", "keyEquivalent", "modifierFlags"]

  /// A menu item written as a row of a literal table.
  ///
  /// A row is a brace initializer holding a title, an
  /// `@selector`, a one-character key and a modifier mask in that order, or named
  /// (`.keyEquivalent = @"s"`, `.modifierFlags = …`, `.key = NSF2FunctionKey`): `{ @"Save",
  /// @selector(saveDocument:), @"s" }`. Without a mask the item has ⌘, as a menu item does.
  ///
  /// A row is one only with a title and a selector; a third element that is no string is not
  /// taken as its key.
  private mutating func tableRow(_ row: ObjectiveCExpression, _ elements: [ObjectiveCExpression]) -> Int? {
    var fields: [String: ObjectiveCExpression] = [:]
    var positional = 0
    for element in elements {
      if case .designated(let field, let value) = element.kind {
        fields[field] = value
        continue
      }
      if positional < Self.tableRowFields.count, fields[Self.tableRowFields[positional]] == nil {
        fields[Self.tableRowFields[positional]] = element
      }
      positional += 1
    }
    guard let action = fields["action"], case .selector = action.unwrapped.kind, let titleField = fields["title"],
      title(of: titleField) != nil
    else { return nil }
    let written = fields["keyEquivalent"].flatMap { field -> ObjectiveCExpression? in
      switch field.unwrapped.kind {
      case .string, .call, .message: return field
      default: return elements.contains { $0.start == field.start } ? nil : field
      }
    }
    // `.key = 0` is no character.
    let character = fields["key"].flatMap { field -> ObjectiveCExpression? in
      if case .number(let literal) = field.unwrapped.kind, Int(literal) == 0 { return nil }
      return field
    }
    guard written != nil || character != nil else {
      // A row without a key declares none, but code may find it by its action and give it one.
      if case .selector(let selector) = action.unwrapped.kind {
        var item = KeyEquivalentItem(kind: .menuItem, origin: .built, entryPosition: position(row.start))
        item.title = title(of: titleField)
        item.scope = scope(of: .menuItem)
        declare(item, action: selector, definition: nil)
      }
      return nil
    }
    let mask = fields["modifierFlags"] ?? fields["keyEquivalentModifierMask"] ?? fields["modifierMask"]
    let index = build(.menuItem, title: titleField, key: written, mask: mask, action: action, at: row.start)
    if let character {
      items[index].setKey(constantKey(character, part: "key equivalent"), at: position(character.start))
    }
    return index
  }

  /// The properties whose setters the reader follows.
  private static let properties: Set<String> = [
    "keyEquivalent", "keyEquivalentModifierMask", "title", "allowsAutomaticKeyEquivalentLocalization",
    "allowsAutomaticKeyEquivalentMirroring", "allowsAutomaticLocalization", "allowsAutomaticMirroring",
    "wantsPriorityOverSystemBehavior", "discoverabilityTitle", "action", "alternate",
  ]

  /// A message send: a constructor, a setter, or a message that passes its receiver on.
  private mutating func message(
    _ send: ObjectiveCExpression, receiver: ObjectiveCExpression, receiverItem: Int?, _ selector: String,
    _ arguments: [ObjectiveCExpression]
  ) -> Int? {
    func argument(_ index: Int) -> ObjectiveCExpression? { index < arguments.count ? arguments[index] : nil }
    switch selector {
    case "initWithTitle:action:keyEquivalent:", "addItemWithTitle:action:keyEquivalent:",
      "insertItemWithTitle:action:keyEquivalent:atIndex:":
      guard let key = argument(2) else { return nil }
      return build(.menuItem, title: argument(0), key: key, mask: nil, action: argument(1), at: send.start)
    case "keyCommandWithInput:modifierFlags:action:", "keyCommandWithInput:modifierFlags:action:discoverabilityTitle:":
      guard let input = argument(0) else { return nil }
      return build(
        .keyCommand, title: argument(3), key: input, mask: argument(1), action: argument(2), at: send.start)
    case "commandWithTitle:image:action:input:modifierFlags:propertyList:",
      "commandWithTitle:image:action:input:modifierFlags:propertyList:alternates:":
      guard let input = argument(3) else { return nil }
      return build(
        .keyCommand, title: argument(0), key: input, mask: argument(4), action: argument(2), at: send.start)
    case "buttonWithTitle:target:action:", "buttonWithTitle:image:target:action:", "checkboxWithTitle:target:action:",
      "radioButtonWithTitle:target:action:":
      return build(.button, title: argument(0), key: nil, mask: nil, action: arguments.last, at: send.start)
    case "addButtonWithTitle:":
      let alert = text(of: receiver)
      let title = argument(0).flatMap(title(of:))
      alertTitles[alert, default: []].append((title, block, send.start))
      return build(.button, title: argument(0), key: nil, mask: nil, at: send.start, origin: .framework, alert: alert)
    case "autorelease", "retain":
      return receiverItem
    default:
      break
    }
    let setter = selector.hasPrefix("set") && selector.hasSuffix(":") && arguments.count == 1
    if !setter, !arguments.isEmpty, let call = helperCall(selector, arguments, kind: nil, at: send.start) {
      if let made = allocatedClass(receiver) { items[call].kind = SwiftAssignmentReader.itemClasses[made] }
      return call
    }
    if selector.hasPrefix("init"), let made = allocatedClass(receiver) {
      switch made {
      case "NSMenuItem": return build(.menuItem, title: nil, key: nil, mask: nil, at: send.start)
      case "NSButton", "NSPopUpButton": return build(.button, title: nil, key: nil, mask: nil, at: send.start)
      default: return nil
      }
    }
    if selector == "new", let name = receiver.name, name == "NSMenuItem" || name == "NSButton" {
      return build(name == "NSMenuItem" ? .menuItem : .button, title: nil, key: nil, mask: nil, at: send.start)
    }
    if setter, let value = argument(0) {
      let name = selector.dropFirst(3).dropLast()
      let property = (name.first?.lowercased() ?? "") + name.dropFirst()
      if Self.properties.contains(property) {
        set(property, operation: "=", value: value, on: receiver, baseItem: receiverItem, at: send.start)
      } else if name.contains("KeyEquivalent") {
        // An app's own setter (`setKeyEquivalentCxxString:`) that kbloc cannot follow: a note.
        let reason = UnreadDeclaration.Reason.unreadableKeys(
          "the key equivalent is set through '\(selector)', which kbloc does not follow")
        reading.unread.append(UnreadDeclaration(file: reading.file, position: position(value.start), reason: reason))
      }
    }
    return nil
  }

  /// The class `[Class alloc]` or `[Class new]` allocates.
  private func allocatedClass(_ receiver: ObjectiveCExpression) -> String? {
    guard let (inner, selector, _) = receiver.message, selector == "alloc" || selector == "allocWithZone:" else {
      return nil
    }
    return inner.name
  }

  /// A new item built here (or by AppKit, as `alert`'s button), with its title, key, mask and
  /// action as written.
  private mutating func build(
    _ kind: KeyEquivalentItem.Kind, title: ObjectiveCExpression?, key: ObjectiveCExpression?,
    mask: ObjectiveCExpression?, action: ObjectiveCExpression? = nil, at start: Int,
    origin: KeyEquivalentItem.Origin = .built, alert: String? = nil
  ) -> Int {
    var item = KeyEquivalentItem(kind: kind, origin: origin, entryPosition: position(start))
    item.className = className
    item.scope = scope(of: kind, alert: alert)
    if case .selector(let name) = action?.unwrapped.kind { item.selector = name }
    item.title = title.flatMap(self.title(of:))
    if let key { item.setKey(self.key(key, kind: kind), at: position(key.start)) }
    if let mask { item.setMask(self.mask(mask, of: nil), at: position(mask.start)) }
    items.append(item)
    let index = items.count - 1
    for (field, value) in [(ObjectiveCHelper.Field.title, title), (.key, key), (.mask, mask), (.action, action)] {
      noteParameter(value, gives: field, of: index)
    }
    return index
  }

  /// Records that `value`, when it is a parameter of the body being read, gives `field` of item
  /// `index`.
  mutating func noteParameter(_ value: ObjectiveCExpression?, gives field: ObjectiveCHelper.Field, of index: Int) {
    guard let name = value?.name, let number = parameterNumbers[name] else { return }
    templateFields[index, default: [:]][field] = number
  }

  /// A call that may be to a helper (``ObjectiveCHelper``).
  ///
  /// It is one that passes a key as a literal, or whose name says it takes a key
  /// (`keyEquivalent:`), so that a key that is no literal is a note at the call. Its item stands for what it returns, so that what the code then states
  /// about it is kept; the scan builds the item if a helper of that name is found, and forgets it
  /// otherwise.
  private mutating func helperCall(
    _ name: String, _ arguments: [ObjectiveCExpression], kind: KeyEquivalentItem.Kind?, at start: Int
  ) -> Int? {
    let passesKey = arguments.contains {
      if case .trigger = key($0, kind: .menuItem) { return true }
      return false
    }
    guard passesKey || name.lowercased().contains("key") else { return nil }
    let described = arguments.map { argument in
      var selector: String?
      if case .selector(let name) = argument.unwrapped.kind { selector = name }
      return ObjectiveCHelperCall.Argument(
        title: title(of: argument), key: key(argument, kind: kind ?? .menuItem), mask: mask(argument, of: nil),
        selector: selector, position: position(argument.start))
    }
    var item = KeyEquivalentItem(kind: kind, origin: .built, entryPosition: position(start))
    item.className = className
    items.append(item)
    var scopes: [KeyEquivalentItem.Kind: ShortcutScope] = [:]
    for kind in [KeyEquivalentItem.Kind.menuItem, .button, .keyCommand] { scopes[kind] = scope(of: kind) }
    helperCalls[items.count - 1] = ObjectiveCHelperCall(
      name: name, arguments: described, item: item, scopes: scopes)
    return items.count - 1
  }
}
