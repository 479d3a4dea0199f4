import KBLoc

/// Reads the shortcuts an Objective-C file (`.m`, `.mm`, `.h`) declares, through
/// ``ObjectiveCLexer`` and ``ObjectiveCParser``: no compiler, nothing run.
///
/// Recognized declarations, by selector whatever the receiver's class:
/// - AppKit: `initWithTitle:action:keyEquivalent:` (an `NSMenuItem` or a subclass),
///   `addItemWithTitle:action:keyEquivalent:` and `insertItemWithTitle:action:keyEquivalent:atIndex:`
///   (⌘ by default, ⇧ for an upper-case letter); then `setKeyEquivalent:`,
///   `setKeyEquivalentModifierMask:`, `setTitle:`, `setAllowsAutomaticKeyEquivalentLocalization:`,
///   `setAllowsAutomaticKeyEquivalentMirroring:` and the same properties in dot syntax, on the
///   item in the same method. Buttons built with `buttonWithTitle:target:action:` or
///   `[[NSButton alloc] init…]`, and NSAlert's (`addButtonWithTitle:`, `[[alert buttons]
///   objectAtIndex:N]`), have no modifiers by default.
/// - UIKit: `keyCommandWithInput:modifierFlags:action:` (with `discoverabilityTitle:`) and
///   `commandWithTitle:image:action:input:modifierFlags:propertyList:`, with `UIKeyInput…` and
///   `UIKeyModifier…` constants; `wantsPriorityOverSystemBehavior`, `allowsAutomaticLocalization`
///   and `allowsAutomaticMirroring` set on the command.
/// - Keys are one-character literals (`@"]"`, `@"\r"`, `@"\033"`, `@"\uF700"`), AppKit's
///   function-key and control-character constants through `[NSString stringWithFormat:@"%C", NSUpArrowFunctionKey]`,
///   or a literal inside `NSLocalizedString`; masks are `NSEventModifierFlag…` and `NS…KeyMask`
///   names joined with `|`, `0`, and `[item keyEquivalentModifierMask] | …` (what the item had,
///   with more).
///
/// Code that changes an item built elsewhere — an outlet, a parameter, another object's property —
/// is a ``KeyEquivalentChange`` that ``SourceScan`` applies to the Interface Builder item the
/// outlet is wired to. Anything not written as a literal is an ``UnreadDeclaration`` with its
/// reason; titles are literals, `NSLocalizedString…` literals or format strings as written.
enum ObjectiveCShortcutReader {
  /// The words an Objective-C file must contain to declare a shortcut kbloc reads (`{ @"` starts
  /// a row of a literal menu table); a folder scan does not read files without any.
  static let declarationWords = [
    "keyEquivalent", "KeyEquivalent", "UIKeyCommand", "keyCommandWithInput", "{ @\"", "{@\"",
  ]
  /// ``declarationWords`` as UTF-8 bytes, for ``ByteSearch``.
  static let declarationNeedles = declarationWords.map { Array($0.utf8) }

  /// The most `#define`s of a file whose values titles, keys and masks are looked up in.
  static let maximumMacros = 4_096

  /// Reads `text`, the Objective-C file `file`.
  /// - Complexity: O(*n*) in the length of `text`.
  static func read(_ text: String, file: String) -> SourceReading {
    let bytes = Array(text.utf8)
    var macros: [ObjectiveCMacro] = []
    let syntax = ObjectiveCParser.parse(ObjectiveCLexer.tokens(in: bytes, macros: &macros))
    var reader = ObjectiveCReading(file: file, bytes: bytes, syntax: syntax)
    for macro in macros.prefix(maximumMacros) where reader.macros[macro.name] == nil {
      reader.macros[macro.name] = ObjectiveCParser.parseExpression(macro.tokens)
    }
    reader.read()
    return reader.reading
  }
}

/// Follows the items of one Objective-C file through its statements, one body at a time.
private struct ObjectiveCReading {
  let bytes: [UInt8]
  let lines: LineTable
  let syntax: ObjectiveCSyntax
  var reading: SourceReading

  /// The types instance variables and properties are declared with, by name.
  var memberTypes: [String: String] = [:]
  /// The values of the file's object-like macros (`#define GET_INFO_MASK (NSCommandKeyMask |
  /// NSShiftKeyMask)`), by name: a title, key or mask written as one is its value.
  var macros: [String: ObjectiveCExpression?] = [:]

  // What is known in the body being read.
  var items: [KeyEquivalentItem] = []
  /// The item each variable holds.
  var bound: [String: Int] = [:]
  /// The item each receiver built elsewhere stands for, by block and receiver.
  var elsewhere: [String: Int] = [:]
  /// The titles of the buttons added to each alert, in order, with the block and place adding each.
  var alertTitles: [String: [(title: String?, block: Int, start: Int)]] = [:]
  /// Titles set on receivers that are not items yet, by block and receiver.
  var pendingTitles: [String: String] = [:]
  /// Actions set on receivers that are not items yet, by block and receiver.
  var pendingActions: [String: String] = [:]
  /// The types local variables are declared with, by name.
  var localTypes: [String: String] = [:]
  /// The titles local variables were last given (`title = NSLocalizedString(@"Open", @"")`), by name.
  var localTitles: [String: String] = [:]
  /// The values local variables were last given (`unichar escape[] = {0x1B}`), by name.
  var localValues: [String: ObjectiveCExpression] = [:]
  var className: String?
  /// The body being read.
  var body: ObjectiveCBody?
  /// The number of each parameter of the body being read, by name.
  var parameterNumbers: [String: Int] = [:]
  /// The parameters that give fields of the items built in the body being read, by item: the
  /// body is a helper (``ObjectiveCHelper``) for them.
  var templateFields: [Int: [ObjectiveCHelper.Field: Int]] = [:]
  /// The calls that may be to a helper, by the item standing for what they return.
  var helperCalls: [Int: ObjectiveCHelperCall] = [:]
  /// The block each item's key or mask was first set in, by item.
  var shortcutBlocks: [Int: Int] = [:]
  /// The action each local item variable found at run time by its action stands for
  /// (``KeyEquivalentItem/sentAction``), by name.
  var lookups: [String: String] = [:]
  /// The items each local item variable of a `for … in @[a, b]` loop takes in turn, by name.
  var loops: [String: [ObjectiveCExpression]] = [:]
  /// Where the first `?:` of each condition (by its text) in the body being read is: conditionals
  /// with one condition are one conditional, whose branches are panes.
  var conditions: [String: Int] = [:]
  /// The branches of `?:` receivers (`(flag ? a : b).keyEquivalent = …`) the change being read is
  /// in, outermost first (``KeyEquivalentItem/branchName(_:of:in:)``).
  var ternaryBranches: [String] = []
  var block = 0

  init(file: String, bytes: [UInt8], syntax: ObjectiveCSyntax) {
    self.bytes = bytes
    lines = LineTable(bytes)
    self.syntax = syntax
    reading = SourceReading(file: file, format: .objectiveC)
  }

  mutating func read() {
    for statement in syntax.statements where statement.body == nil {
      if case .declaration(let declaration) = statement.kind { memberTypes[declaration.name] = declaration.type }
    }
    var body: Int?
    for statement in syntax.statements {
      guard let statementBody = statement.body else { continue }
      if statementBody != body {
        finishBody()
        body = statementBody
        className = syntax.bodies[statementBody].className
        self.body = syntax.bodies[statementBody]
        parameterNumbers = [:]
        for (number, name) in syntax.bodies[statementBody].parameters.enumerated() where parameterNumbers[name] == nil {
          parameterNumbers[name] = number
        }
      }
      block = statement.block
      switch statement.kind {
      case .declaration(let declaration):
        localTypes[declaration.name] = declaration.type
        localTitles[declaration.name] = declaration.initializer.flatMap(title(of:))
        localValues[declaration.name] = declaration.initializer
        (lookups[declaration.name], loops[declaration.name]) = (nil, nil)
        guard let initializer = declaration.initializer else {
          bound[declaration.name] = nil
          continue
        }
        if let item = visit(initializer) {
          bound[declaration.name] = item
        } else {
          bound[declaration.name] = nil
          if Self.itemTypes.contains(declaration.type) { foundAtRunTime(declaration.name, by: initializer) }
        }
      case .expression(let expression):
        _ = visit(expression)
      }
    }
    finishBody()
  }

  /// Adds what the items of the body just read declare, and forgets the body: an item built from
  /// the body's parameters also makes the body a helper, and a call that may be to one is kept for
  /// the scan.
  mutating func finishBody() {
    for index in items.indices {
      if var call = helperCalls[index] {
        call.item = items[index]
        reading.helperCalls.append(call)
        continue
      }
      let (definitions, notes) = (reading.definitions.count, reading.unread.count)
      items[index].add(to: &reading)
      if items[index].origin == .built, let selector = items[index].selector {
        let definition = reading.definitions.count > definitions ? definitions : nil
        declare(items[index], action: selector, definition: definition)
      }
      guard let fields = templateFields[index], let body, items[index].origin == .built else { continue }
      var helper = ObjectiveCHelper(name: body.name, item: items[index], parameters: fields)
      if reading.definitions.count > definitions {
        helper.definitionEntry = reading.definitions[definitions].entryPosition
      } else if reading.unread.count > notes {
        helper.note = reading.unread[notes]
      }
      reading.helpers.append(helper)
    }
    items = []
    templateFields = [:]
    helperCalls = [:]
    shortcutBlocks = [:]
    bound = [:]
    elsewhere = [:]
    alertTitles = [:]
    pendingTitles = [:]
    pendingActions = [:]
    localTypes = [:]
    localTitles = [:]
    localValues = [:]
    lookups = [:]
    loops = [:]
    conditions = [:]
  }

  /// The types of local variables that hold an item.
  static let itemTypes: Set<String> = ["NSMenuItem", "NSButton", "NSPopUpButton", "UIKeyCommand"]

  /// Notes that the local item variable `name`, given `value` that builds no item, is found at run
  /// time: by the one action `value` names (`[menu itemAtIndex:[menu indexOfItemWithTarget:nil
  /// andAction:@selector(goBack:)]]`, or a helper or block passed the selector), or — for the
  /// variable of a `for … in @[a, b]` loop — each of the items listed in turn.
  /// - Complexity: O(*n*) in the size of `value`.
  mutating func foundAtRunTime(_ name: String, by value: ObjectiveCExpression) {
    if case .other(let elements) = value.unwrapped.kind, !elements.isEmpty, elements.allSatisfy({ $0.name != nil }) {
      loops[name] = elements
      return
    }
    var selectors: Set<String> = []
    var pending = [value]
    while let expression = pending.popLast(), selectors.count < 2 {
      if case .selector(let selector) = expression.unwrapped.kind {
        selectors.insert(selector)
      } else {
        pending += expression.unwrapped.children
      }
    }
    if selectors.count == 1, let selector = selectors.first, let action = ObjectiveCSelector.baseName(selector) {
      lookups[name] = action
    }
  }

  /// Records that the file declares `item`, which sends `action` (`goBack:`), for changes to an
  /// item found by its action: `definition` is the index of the definition it came to, if any.
  mutating func declare(_ item: KeyEquivalentItem, action: String, definition: Int?) {
    guard let name = ObjectiveCSelector.baseName(action) else { return }
    let shortcut = definition.map { reading.definitions[$0].shortcut }
    let kind = item.kind ?? .menuItem
    let position = item.keyPosition ?? item.entryPosition
    let declared = InterfaceBuilderOutlet.Item(
      id: "\(reading.file):\(position)", kind: kind, trigger: shortcut?.trigger,
      modifiers: shortcut?.modifiers ?? kind.defaultModifiers, title: item.title, definitionID: item.title,
      position: position, definition: definition, scope: item.scope ?? scope(of: kind), action: action)
    reading.codeItems.append(InterfaceBuilderOutlet(property: name, ownerClass: className, item: declared))
  }

  // MARK: Expressions

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
  static let tableRowFields = ["title", "action", "keyEquivalent", "modifierFlags"]

  /// A menu item written as a row of a literal table.
  ///
  /// A row is a brace initializer holding a title, an
  /// `@selector`, a one-character key and a modifier mask in that order, or named
  /// (`.keyEquivalent = @"s"`, `.modifierFlags = …`, `.key = NSF2FunctionKey`): `{ @"Save",
  /// @selector(saveDocument:), @"s" }`. Without a mask the item has ⌘, as a menu item does.
  ///
  /// A row is one only with a title and a selector; a third element that is no string is not
  /// taken as its key.
  mutating func tableRow(_ row: ObjectiveCExpression, _ elements: [ObjectiveCExpression]) -> Int? {
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
  static let properties: Set<String> = [
    "keyEquivalent", "keyEquivalentModifierMask", "title", "allowsAutomaticKeyEquivalentLocalization",
    "allowsAutomaticKeyEquivalentMirroring", "allowsAutomaticLocalization", "allowsAutomaticMirroring",
    "wantsPriorityOverSystemBehavior", "discoverabilityTitle", "action",
  ]

  /// A message send: a constructor, a setter, or a message that passes its receiver on.
  mutating func message(
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
  func allocatedClass(_ receiver: ObjectiveCExpression) -> String? {
    guard let (inner, selector, _) = receiver.message, selector == "alloc" || selector == "allocWithZone:" else {
      return nil
    }
    return inner.name
  }

  /// A new item built here (or by AppKit, as `alert`'s button), with its title, key, mask and
  /// action as written.
  mutating func build(
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
  mutating func helperCall(
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
        let reason = UnreadDeclaration.Reason.notLiteral(property, text(of: value))
        reading.unread.append(UnreadDeclaration(file: reading.file, position: valuePosition, reason: reason))
        return
      }
      switch property {
      case "allowsAutomaticKeyEquivalentLocalization", "allowsAutomaticLocalization": items[index].localize = flag
      case "allowsAutomaticKeyEquivalentMirroring", "allowsAutomaticMirroring": items[index].mirror = flag
      default: items[index].extra[property] = JSONValue(.bool(flag), at: valuePosition)
      }
    }
  }

  /// Item `index`, or — when the code set its shortcut in another branch of a conditional this
  /// block is a branch of (`if (…) { item.keyEquivalent = @"["; } else if (…) { item.keyEquivalent
  /// = @"]"; }`) — a copy of it for this branch, held by `name` from here on: each branch declares
  /// a shortcut of its own.
  mutating func forkedForBranch(_ index: Int, named name: String?, at start: Int) -> Int {
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

  /// The item `receiver` names: one built here, an alert's button, or one built elsewhere.
  ///
  /// Setting the key of an item built elsewhere whose key is already set starts another change of
  /// it (two branches of an `if` set it two ways).
  mutating func item(
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
  func validatedAction() -> String? {
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
  func alertButton(_ receiver: ObjectiveCExpression) -> (String, Int?)? {
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
  func buttonTitles(of alert: String) -> [String?] {
    addedButtons(of: alert).map(\.title)
  }

  /// The buttons added to `alert` on the way to the current block, in order.
  func addedButtons(of alert: String) -> [(title: String?, block: Int, start: Int)] {
    (alertTitles[alert] ?? []).filter { syntax.block(block, isWithin: $0.block) }
  }

  /// The kind of item a receiver built elsewhere is, from the type its name is declared with.
  func kind(of receiver: ObjectiveCExpression) -> KeyEquivalentItem.Kind? {
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

  // MARK: Scopes

  /// Where an item of `kind` built in the body being read is live, as for Swift
  /// (``SwiftShortcutScopes``): `alert`'s buttons in the alert's window, told apart by where its
  /// first button on the way here is added (two branches that add other buttons to one alert
  /// object show two alerts); what a body that names the
  /// main menu builds (or a method or class whose name says main menu or menu bar, or UIKit's
  /// `buildMenuWithBuilder:`) in the main menu; else a menu item in the menus its class builds,
  /// a button or key command in the view its class is; `anywhere` outside a class.
  func scope(of kind: KeyEquivalentItem.Kind?, alert: String? = nil) -> ShortcutScope {
    let element = kind?.element
    if let alert {
      let first = position(addedButtons(of: alert).first?.start ?? body?.start ?? 0)
      let name = className.map { "alert in \($0)" } ?? "alert"
      return ShortcutScope(context: .window(name, identity: "\(reading.file):\(first)"), element: element)
    }
    if let body,
      body.mentionsMainMenu || body.name.hasPrefix("buildMenuWithBuilder")
        || SwiftShortcutScopes.saysMainMenu(body.name)
        || className.map(SwiftShortcutScopes.saysMainMenu) == true
    {
      return ShortcutScope(context: .mainMenu, element: element)
    }
    guard let className else { return ShortcutScope(context: .anywhere, element: element) }
    let context: ShortcutScope.Context =
      kind == .menuItem ? .menu("menus of \(className)", identity: className) : .view(className)
    return ShortcutScope(context: context, element: element)
  }

  // MARK: Values

  /// The key an expression gives: a one-character literal, an AppKit constant through
  /// `stringWithFormat:@"%C"`, a `UIKeyInput…` constant, or why not.
  func key(_ expression: ObjectiveCExpression, kind: KeyEquivalentItem.Kind) -> KeyEquivalentItem.Key {
    let expression = expanded(expression)
    let part = kind == .keyCommand ? "input" : "key equivalent"
    switch expression.unwrapped.kind {
    case .string(let value, let wellFormed):
      guard wellFormed else {
        return .unread(.unreadableKeys("the \(part) \(text(of: expression).quoted) is not a complete literal"))
      }
      if value.isEmpty { return .none }
      guard value.count == 1, let character = value.first else {
        return .unread(.unreadableKeys("the \(part) \(value.quoted) is not one character"))
      }
      return .trigger(KeyEquivalent.trigger(for: character), capital: KeyEquivalent.impliesShift(character))
    case .call(let callee, let arguments):
      if let name = callee.name, Self.localizedStringFunctions.contains(name), let first = arguments.first,
        case .string = first.unwrapped.kind
      {
        return key(first, kind: kind)
      }
    case .message(let receiver, "stringWithFormat:", let arguments):
      if receiver.name == "NSString", arguments.count == 2, case .string(let format, _) = arguments[0].unwrapped.kind,
        format == "%C" || format == "%c"
      {
        return constantKey(arguments[1], part: part)
      }
    case .message(let receiver, "stringWithCharacters:length:", let arguments):
      // One character of a local `unichar`, or of a local array of them: `{0x1B}`, `&up`.
      if receiver.name == "NSString", arguments.count == 2, case .number("1") = arguments[1].unwrapped.kind,
        let character = localCharacter(arguments[0])
      {
        return constantKey(character, part: part)
      }
    case .name(let name):
      if let trigger = KeyNotation.uiKitConstants.key(named: name) { return .trigger(trigger, capital: false) }
      if name.hasPrefix("UIKeyInput") { return .unread(.unknownKey(name)) }
    default:
      break
    }
    return .unread(.notLiteral(part, text(of: expression)))
  }

  /// The first character a local array of characters (`escape` for `unichar escape[] = {0x1B}`)
  /// or a local character's address (`&up`) holds.
  func localCharacter(_ expression: ObjectiveCExpression) -> ObjectiveCExpression? {
    switch expression.unwrapped.kind {
    case .name(let name):
      guard let value = localValues[name] else { return nil }
      if case .initializer(let elements) = value.unwrapped.kind { return elements.first }
      return nil
    case .unary("&", let operand):
      return operand.name.flatMap { localValues[$0] }
    default:
      return nil
    }
  }

  /// The key an AppKit constant, a number or a character literal names.
  func constantKey(_ expression: ObjectiveCExpression, part: String) -> KeyEquivalentItem.Key {
    let expression = expanded(expression)
    switch expression.unwrapped.kind {
    case .name(let name):
      if let trigger = KeyNotation.appKitConstants.key(named: name) { return .trigger(trigger, capital: false) }
      if name.hasPrefix("NS"), name.hasSuffix("FunctionKey") || name.hasSuffix("Character") {
        return .unread(.unknownKey(name))
      }
    case .number(let literal):
      let digits = literal.lowercased().hasPrefix("0x") ? literal.dropFirst(2) : Substring(literal)
      if let value = UInt32(digits, radix: literal.lowercased().hasPrefix("0x") ? 16 : 10),
        let scalar = Unicode.Scalar(value)
      {
        let character = Character(scalar)
        return .trigger(KeyEquivalent.trigger(for: character), capital: KeyEquivalent.impliesShift(character))
      }
    case .character(let value):
      if value.count == 1, let character = value.first {
        return .trigger(KeyEquivalent.trigger(for: character), capital: KeyEquivalent.impliesShift(character))
      }
    default:
      break
    }
    return .unread(.notLiteral(part, text(of: expression)))
  }

  /// The modifiers a mask expression gives: names joined with `|`, `0`, and, for a receiver
  /// built elsewhere, `[receiver keyEquivalentModifierMask] | …` (what it had, adjusted).
  func mask(_ expression: ObjectiveCExpression, of receiver: String?) -> KeyEquivalentItem.Mask {
    let expression = expanded(expression)
    switch expression.unwrapped.kind {
    case .number(let literal) where Int(literal) == 0:
      return .set([])
    case .name(let name):
      if name == "kNilOptions" { return .set([]) }
      let known = KeyNotation.appKitConstants.modifier(named: name) ?? KeyNotation.uiKitConstants.modifier(named: name)
      guard let known else { break }
      guard let modifier = known else { return .unread(.unsupportedModifier(name)) }
      return .set(modifier)
    case .binary("|", let lhs, let rhs):
      let (left, right) = (mask(lhs, of: receiver), mask(rhs, of: receiver))
      switch (left, right) {
      case (.unread, _): return left
      case (_, .unread): return right
      case (.set(let a), .set(let b)): return .set(a.union(b))
      case (.adjusted(let a, let removing), .set(let b)), (.set(let b), .adjusted(let a, let removing)):
        return .adjusted(adding: a.union(b), removing: removing)
      default: break
      }
    case .binary("&", let lhs, let rhs):
      if case .unary("~", let removed) = rhs.unwrapped.kind, case .set(let taken) = mask(removed, of: receiver) {
        switch mask(lhs, of: receiver) {
        case .set(let modifiers): return .set(modifiers.subtracting(taken))
        case .adjusted(let adding, let removing):
          return .adjusted(adding: adding.subtracting(taken), removing: removing.union(taken))
        default: break
        }
      }
    case .unary("~", let removed):
      if case .set(let taken) = mask(removed, of: receiver) { return .adjusted(adding: [], removing: taken) }
    case .message(let item, "keyEquivalentModifierMask", _), .member(let item, "keyEquivalentModifierMask"):
      if let receiver, text(of: item) == receiver { return .adjusted(adding: [], removing: []) }
    default:
      break
    }
    return .unread(.notLiteral("modifiers", text(of: expression)))
  }

  /// Functions whose first argument is the text they localize.
  static let localizedStringFunctions: Set<String> = [
    "NSLocalizedString", "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle",
  ]

  /// A title written as a literal, inside `NSLocalizedString…` (or an app's own
  /// `…LocalizedString` function), with a string or an ellipsis appended, as a format
  /// (`[NSString stringWithFormat:@"Bookmark %lu", n]` is `Bookmark %lu`), or held by a local
  /// variable given one earlier in the method.
  func title(of expression: ObjectiveCExpression) -> String? {
    let expression = expanded(expression)
    switch expression.unwrapped.kind {
    case .string(let value, _):
      return value.isEmpty ? nil : value
    case .name(let name):
      return localTitles[name]
    case .call(let callee, let arguments):
      guard let name = callee.name else { return nil }
      if Self.localizedStringFunctions.contains(name) || name.hasSuffix("LocalizedString") {
        return arguments.first.flatMap(title(of:))
      }
      if name == "NSLocalizedStringWithDefaultValue", arguments.count > 3 { return title(of: arguments[3]) }
      return nil
    case .message(let receiver, let selector, let arguments) where selector.hasPrefix("stringByAppending"):
      // `[title stringByAppendingString:@"…"]`, and an app's own `stringByAppendingEllipsis`.
      guard let base = title(of: receiver) else { return nil }
      if selector == "stringByAppendingString:", let suffix = arguments.first.flatMap(title(of:)) {
        return base + suffix
      }
      return selector.hasSuffix("Ellipsis") ? base + "…" : base
    case .message(let receiver, let selector, let arguments):
      guard receiver.name == "NSString", let first = arguments.first,
        ["stringWithFormat:", "localizedStringWithFormat:", "stringWithString:"].contains(selector)
      else { return nil }
      return title(of: first)
    default:
      return nil
    }
  }

  /// The value of the macro `expression` names, when it names one of the file's and no local
  /// variable (a macro naming another is followed four deep); else `expression`.
  func expanded(_ expression: ObjectiveCExpression) -> ObjectiveCExpression {
    var expression = expression
    for _ in 0..<4 {
      guard let name = expression.name, localValues[name] == nil, let value = macros[name] ?? nil else { break }
      expression = value
    }
    return expression
  }

  /// `YES`, `NO`, `true`, `false`.
  static func boolean(_ expression: ObjectiveCExpression) -> Bool? {
    switch expression.name {
    case "YES", "true": return true
    case "NO", "false": return false
    default: return nil
    }
  }

  // MARK: Text

  /// The source text of `expression`, its white space runs made one space.
  func text(of expression: ObjectiveCExpression) -> String {
    let end = min(expression.end, bytes.count)
    let start = min(expression.start, end)
    var text = ""
    var space = false
    for character in String(decoding: bytes[start..<end], as: UTF8.self) {
      if character.isWhitespace {
        space = !text.isEmpty
        continue
      }
      if space { text.append(" ") }
      space = false
      text.append(character)
    }
    return text
  }

  func position(_ offset: Int) -> SourcePosition { lines.position(ofOffset: offset) }
}
