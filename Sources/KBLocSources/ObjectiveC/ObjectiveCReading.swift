import KBLoc

/// Follows the items of one Objective-C file through its statements, one body at a time.
///
/// It serves ``ObjectiveCShortcutReader``. The expressions that build items are followed in
/// `ObjectiveCReading+Expressions.swift`, the setters that change them in
/// `ObjectiveCReading+Setters.swift`, and the keys, masks and titles as written in
/// `ObjectiveCReading+Values.swift`.
struct ObjectiveCReading {
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
  private mutating func finishBody() {
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
  private static let itemTypes: Set<String> = ["NSMenuItem", "NSButton", "NSPopUpButton", "UIKeyCommand"]

  /// Notes that the local item variable `name`, given `value` that builds no item, is found at run
  /// time: by the one action `value` names (`[menu itemAtIndex:[menu indexOfItemWithTarget:nil
  /// andAction:@selector(goBack:)]]`, or a helper or block passed the selector), or — for the
  /// variable of a `for … in @[a, b]` loop — each of the items listed in turn.
  /// - Complexity: O(*n*) in the size of `value`.
  private mutating func foundAtRunTime(_ name: String, by value: ObjectiveCExpression) {
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
      return ShortcutScope(
        context: .window(name, identity: "\(reading.file):\(first)", kind: .alert), element: element)
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
}
