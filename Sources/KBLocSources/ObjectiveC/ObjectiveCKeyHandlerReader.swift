import KBLoc

/// Reads the shortcuts an Objective-C file's key handlers declare, from the statements
/// ``ObjectiveCParser`` makes out.
///
/// Handlers: a method given an `NSEvent *` — `keyDown:` (a key handler), `performKeyEquivalent:`
/// (a key-equivalent handler), or any other that tests the event's key (`handleKeyDown:`, called
/// from one of them) — and the block of `[NSEvent addLocalMonitorForEventsMatchingMask:handler:]`
/// for key-down events (an event monitor; `addGlobalMonitorForEventsMatchingMask:handler:` sees
/// only the keys other apps get, and each key it tests is a note). `keyUp:` and `flagsChanged:`
/// are not shortcuts.
///
/// Inside a handler: `switch` over `[event.characters characterAtIndex:0]` or `event.keyCode`
/// (also through a local, `unichar keyChar = …`), `case 'h': case 'H':` falling through, `if
/// (keyChar == 'f' || keyChar == 'F')`, `[event.charactersIgnoringModifiers
/// isEqualToString:@"w"]`; modifiers as `flags & NSEventModifierFlagOption`, `(flags & mask) ==
/// mask`, `(flags & NSDeviceIndependentModifierFlagsMask) == NSCommandKeyMask`, `!(flags & …)`.
/// The tests are read in `ObjectiveCKeyHandlerReader+Tests.swift`; ``KeyHandlerWalk`` follows the
/// ways through, and the scope is the view the class is, or the window a window, panel, window
/// controller or view controller is (``KeyHandlerScope``).
struct ObjectiveCKeyHandlerReader {
  let syntax: ObjectiveCSyntax
  let bytes: [UInt8]
  let lines: LineTable
  let file: String
  /// The values of the file's object-like macros.
  let macros: [String: ObjectiveCExpression?]
  var definitions: [ShortcutDefinition] = []
  var unread: [UnreadDeclaration] = []

  /// The statements of each block, by number.
  var statements: [Int: [ObjectiveCStatement]] = [:]
  /// The blocks inside each block, by number, in order.
  var children: [Int: [Int]] = [:]
  /// The block literals, by the number of their body.
  var literals: [Int: ObjectiveCSyntax.BlockLiteral] = [:]
  /// What each name of the handler being read holds.
  var names: [String: Binding] = [:]
  /// The masks the handler's locals hold (`NSUInteger allFlags = NSEventModifierFlagShift | …`).
  var masks: [String: ObjectiveCExpression] = [:]
  /// The tests of the modifiers the handler's locals hold (`BOOL command = flags & …`).
  var tests: [String: KeyHandlerCode.Condition] = [:]
  /// The local variables the handler declares, by name.
  var locals: Set<String> = []

  /// The parts of an event that tell the key, as UTF-8 bytes.
  static let keyNeedles = ["characters", "keyCode"].map { Array($0.utf8) }
  /// `NSEvent`, as UTF-8 bytes.
  static let eventNeedles = [Array("NSEvent".utf8)]
  /// What a file that installs an event monitor names, as UTF-8 bytes.
  static let monitorNeedles = [Array("MonitorForEvents".utf8)]

  /// Whether `bytes` may hold a key handler: `NSEvent`, a part of it that tells the key, and a
  /// key-down handler or event type (`keyDown`, `KeyDown`, `performKeyEquivalent`); a folder scan
  /// reads an Objective-C file that may.
  /// - Complexity: O(*n*) in the number of bytes, for each word.
  static func mayHandleKeys(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteSearch.contains(anyOf: SwiftKeyHandlerReader.handlerNeedles, in: bytes)
      && ByteSearch.contains(anyOf: eventNeedles, in: bytes) && ByteSearch.contains(anyOf: keyNeedles, in: bytes)
  }
  /// The most levels of blocks read; deeper ones are passed over.
  static let maximumDepth = 32
  /// Methods given an event that handle no key press.
  static let ignoredMethods: Set<String> = ["keyUp:", "flagsChanged:"]

  /// What a name or an expression of a handler holds.
  enum Binding: Equatable {
    /// The event.
    case event
    /// The characters the key typed, or the first of them.
    case characters
    /// The key's macOS virtual key code.
    case keyCode
    /// The modifiers held.
    case modifiers
    /// The event's type (`event.type`).
    case type
  }

  /// Reads the handlers of `syntax` into `reading`.
  /// - Complexity: O(*n*) in the statements, plus each handler's walk.
  static func read(
    _ syntax: ObjectiveCSyntax, bytes: [UInt8], lines: LineTable, macros: [String: ObjectiveCExpression?],
    into reading: inout SourceReading
  ) {
    guard bytes.withUnsafeBufferPointer(mayHandleKeys) else { return }
    var reader = ObjectiveCKeyHandlerReader(
      syntax: syntax, bytes: bytes, lines: lines, file: reading.file, macros: macros)
    reader.index()
    reader.readMethods()
    if bytes.withUnsafeBufferPointer({ ByteSearch.contains(anyOf: monitorNeedles, in: $0) }) { reader.readMonitors() }
    reading.definitions += reader.definitions
    reading.unread += reader.unread
  }

  private mutating func index() {
    for statement in syntax.statements { statements[statement.block, default: []].append(statement) }
    for (block, parent) in syntax.blockParents.sorted(by: { $0.key < $1.key }) {
      children[parent, default: []].append(block)
    }
    for literal in syntax.blockLiterals.values { literals[literal.block] = literal }
  }

  // MARK: Handlers

  private mutating func readMethods() {
    for body in syntax.bodies where !Self.ignoredMethods.contains(body.name) {
      (names, masks, tests, locals) = ([:], [:], [:], [])
      for (index, name) in body.parameters.enumerated()
      where index < body.parameterTypes.count && Self.isEvent(body.parameterTypes[index]) {
        names[name] = .event
      }
      guard !names.isEmpty else { continue }
      let element: ShortcutScope.Element = body.name == "performKeyEquivalent:" ? .keyEquivalentHandler : .keyHandler
      read(block: body.block, className: body.className, element: element, global: false)
    }
  }

  /// `[NSEvent addLocalMonitorForEventsMatchingMask:NSEventMaskKeyDown handler:^NSEvent *(NSEvent
  /// *event) { … }]`, and the global kind.
  private mutating func readMonitors() {
    for statement in syntax.statements {
      guard case .expression(let expression) = statement.kind else { continue }
      var pending = [expression]
      var visited = 0
      while let current = pending.popLast(), visited < 4_096 {
        visited += 1
        pending += current.children
        guard let (_, selector, arguments) = current.message,
          selector == "addLocalMonitorForEventsMatchingMask:handler:"
            || selector == "addGlobalMonitorForEventsMatchingMask:handler:",
          arguments.count == 2, Self.masksKeyDown(arguments[0]),
          let literal = syntax.blockLiterals[arguments[1].unwrapped.start]
        else { continue }
        (names, masks, tests, locals) = ([:], [:], [:], [])
        for parameter in literal.parameters where Self.isEvent(parameter.type) { names[parameter.name] = .event }
        if names.isEmpty, let only = literal.parameters.first { names[only.name] = .event }
        let className = statement.body.flatMap { syntax.bodies[$0].className }
        read(
          block: literal.block, className: className, element: .eventMonitor,
          global: selector.hasPrefix("addGlobal"))
      }
    }
  }

  /// Whether a monitor's mask takes key-down events: it names one, or names no event at all that
  /// kbloc can tell.
  static func masksKeyDown(_ mask: ObjectiveCExpression) -> Bool {
    var names: [String] = []
    var pending = [mask]
    while let current = pending.popLast(), names.count < 64 {
      if let name = current.name { names.append(name) }
      pending += current.children
    }
    let events = names.filter { $0.hasPrefix("NSEventMask") || $0.hasSuffix("Mask") }
    return events.isEmpty
      || events.contains { $0.contains("KeyDown") || $0 == "NSEventMaskAny" || $0 == "NSAnyEventMask" }
  }

  /// Whether a parameter's type is an event: `NSEvent *`.
  static func isEvent(_ type: String) -> Bool {
    type.split(separator: " ").contains("NSEvent")
  }

  private mutating func read(block: Int, className: String?, element: ShortcutScope.Element, global: Bool) {
    let code = self.code(block: block, depth: 0)
    let walk = KeyHandlerWalk(code)
    let scope = KeyHandlerScope.scope(
      typeName: className, superclass: className.flatMap { syntax.superclasses[$0] }, element: element)
    for note in walk.notes {
      unread.append(UnreadDeclaration(file: file, position: note.position, reason: note.reason))
    }
    for declaration in walk.declarations {
      if global {
        unread.append(UnreadDeclaration(file: file, position: declaration.position, reason: .globalMonitor))
      } else if let definition = declaration.definition(file: file, scope: scope) {
        definitions.append(definition)
      }
    }
  }

  // MARK: Code

  /// The statements of block `block` and the blocks inside it, in order, as ``KeyHandlerCode``: the
  /// branches of an `if` chain one conditional, a `switch` over the key cases of keys, a block
  /// literal (code that runs later) left out.
  private mutating func code(block: Int, depth: Int) -> [KeyHandlerCode.Statement] {
    guard depth < Self.maximumDepth else { return [] }
    var items: [(start: Int, statement: ObjectiveCStatement?, block: Int?)] =
      (statements[block] ?? []).map { ($0.start, $0, nil) }
    items += (children[block] ?? []).filter { literals[$0] == nil }.map { (syntax.blockStarts[$0] ?? 0, nil, $0) }
    items.sort { $0.start < $1.start }
    var result: [KeyHandlerCode.Statement] = []
    var handledBranches: Set<Int> = []
    for item in items {
      if let statement = item.statement {
        result += self.statement(statement)
        continue
      }
      guard let child = item.block else { continue }
      if let start = syntax.switchBlocks[child] {
        result += switchCode(block: child, start: start, depth: depth + 1)
      } else if let branch = syntax.blockBranches[child] {
        guard !handledBranches.contains(branch.start) else { continue }
        handledBranches.insert(branch.start)
        let chain = (children[block] ?? []).filter { syntax.blockBranches[$0]?.start == branch.start }
        result += ifChain(chain, start: branch.start, depth: depth + 1)
      } else {
        result.append(.loop(code(block: child, depth: depth + 1)))
      }
    }
    return result
  }

  private mutating func statement(_ statement: ObjectiveCStatement) -> [KeyHandlerCode.Statement] {
    switch statement.kind {
    case .declaration(let declaration):
      locals.insert(declaration.name)
      bind(declaration.name, to: declaration.initializer)
      return []
    case .expression(let expression):
      switch statement.role {
      case .condition: return []
      case .exit: return [.exit(nil)]
      case .returned: return [.exit(effect(of: expression))]
      case .plain:
        if case .assignment("=", let target, let value) = expression.unwrapped.kind, let name = target.name {
          bind(name, to: value)
        }
        return effect(of: expression).map { [.effect($0)] } ?? []
      }
    }
  }

  /// What `name` holds once given `value`: a part of the event, a mask, or a test of the modifiers.
  private mutating func bind(_ name: String, to value: ObjectiveCExpression?) {
    names[name] = value.flatMap { binding(of: $0) }
    masks[name] = value.flatMap { modifierSet($0) == nil ? nil : $0 }
    tests[name] = nil
    if let value, masks[name] == nil, case .modifiers = condition(value) { tests[name] = condition(value) }
  }

  /// `if (…) { … } else if (…) { … } else { … }`: the blocks of one `if`, by their number.
  private mutating func ifChain(_ blocks: [Int], start: Int, depth: Int) -> [KeyHandlerCode.Statement] {
    let ordered = blocks.sorted { (syntax.blockBranches[$0]?.number ?? 0) < (syntax.blockBranches[$1]?.number ?? 0) }
    var rest: [KeyHandlerCode.Statement] = []
    for block in ordered.reversed() {
      let body = code(block: block, depth: depth)
      guard let branch = syntax.blockBranches[block], let test = syntax.branchConditions[branch] else {
        rest = body
        continue
      }
      rest = [.conditional(condition(test), then: body, otherwise: rest)]
    }
    return rest
  }

  /// A `switch`: over the key, cases of keys (an empty case's labels go to the next case); over the
  /// modifiers, tests in turn; over anything else, cases kbloc cannot tell apart.
  private mutating func switchCode(block: Int, start: Int, depth: Int) -> [KeyHandlerCode.Statement] {
    let subject = syntax.switchSubjects[start].flatMap { binding(of: $0) }
    let caseBlocks = (children[block] ?? []).filter { syntax.blockBranches[$0]?.start == start }
    var cases: [KeyHandlerCode.Case] = []
    var tests: [(KeyHandlerCode.Condition, [KeyHandlerCode.Statement])] = []
    var waiting: [ObjectiveCExpression] = []
    for caseBlock in caseBlocks {
      let labels = waiting + (syntax.caseLabels[caseBlock] ?? [])
      let isEmpty = (statements[caseBlock] ?? []).isEmpty && (children[caseBlock] ?? []).isEmpty
      if isEmpty, !(syntax.caseLabels[caseBlock] ?? []).isEmpty {
        waiting = labels
        continue
      }
      waiting = []
      let body = code(block: caseBlock, depth: depth)
      switch subject {
      case .characters?, .keyCode?:
        var keys: [KeyHandlerCode.KeyTest] = []
        var unreadLabel: ObjectiveCExpression?
        for label in labels {
          if let key = key(label, as: subject ?? .characters) {
            keys.append(KeyHandlerCode.KeyTest(key: key, position: position(label.start)))
          } else {
            unreadLabel = label
          }
        }
        if let unreadLabel {
          tests.append((.unreadKey(text(of: unreadLabel), at: position(unreadLabel.start)), body))
        } else {
          cases.append(KeyHandlerCode.Case(keys: keys, body: body))
        }
      case .modifiers?:
        let masks = labels.compactMap { modifierSet($0) }
        let test: KeyHandlerCode.Condition =
          masks.isEmpty ? .other : .modifiers(masks.reduce(ModifierMask.none) { $0.union(.exactly($1.0)) })
        tests.append((test, body))
      default:
        tests.append((.other, body))
      }
    }
    var result: [KeyHandlerCode.Statement] = cases.isEmpty ? [] : [.keySwitch(cases)]
    if subject == .modifiers {
      var chain: [KeyHandlerCode.Statement] = []
      for (test, body) in tests.reversed() { chain = [.conditional(test, then: body, otherwise: chain)] }
      return result + chain
    }
    result += tests.map { .conditional($0.0, then: $0.1, otherwise: []) }
    return result
  }

  // MARK: Places

  func position(_ offset: Int) -> SourcePosition { lines.position(ofOffset: offset) }

  /// The text of an expression, as written.
  func text(of expression: ObjectiveCExpression) -> String {
    let end = min(max(expression.end, 0), bytes.count)
    let start = min(max(expression.start, 0), end)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
