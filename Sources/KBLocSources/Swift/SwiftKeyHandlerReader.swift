import KBLoc
import SwiftSyntax

/// Reads the shortcuts a Swift file's key handlers declare: code that looks at key events itself
/// rather than declaring a shortcut to a framework.
///
/// Handlers:
/// - AppKit: a method given an `NSEvent` — `keyDown(with:)` (a key handler),
///   `performKeyEquivalent(with:)` (a key-equivalent handler), or any other that tests the
///   event's key (`handleKeyDown(_:)`, called from one of them) — and the closure of
///   `NSEvent.addLocalMonitorForEvents(matching:handler:)` for key-down events, with the methods
///   of the file it calls or is given (an event monitor). `keyUp(with:)` and
///   `flagsChanged(with:)` are not shortcuts. `addGlobalMonitorForEvents` sees only the keys
///   other apps get and takes none: each key it tests is a note.
/// - UIKit: `pressesBegan(_:with:)`, through `presses.first?.key` or a `for press in presses`
///   loop (`UIKey.keyCode`, `charactersIgnoringModifiers`, `modifierFlags`).
/// - SwiftUI: `.onKeyPress(KEY)`, `.onKeyPress(keys: […])`, `.onKeyPress { press in … }`
///   (`press.key`, `press.characters`, `press.modifiers`), `.onExitCommand` (Esc),
///   `.onMoveCommand` (the arrows, or those its closure switches on) and `.onDeleteCommand`
///   (Delete and Forward Delete); `.onKeyPress(characters:)` is a note.
///
/// Inside a handler, ``KeyHandlerWalk`` follows the tests of the key and the modifiers; this type
/// finds the handlers, reads their code (`SwiftKeyHandlerReader+Code.swift`) and its tests
/// (`SwiftKeyHandlerReader+Tests.swift`), and gives each shortcut its scope: the view its type is,
/// or the window a window, panel, window controller or view controller is.
struct SwiftKeyHandlerReader {
  let file: String
  let lines: LineTable
  var scopes: SwiftShortcutScopes
  var definitions: [ShortcutDefinition] = []
  var unread: [UnreadDeclaration] = []
  let integerConstants: [String: UInt16]
  let controlTitles: [String: String]

  /// What a file that handles keys names, as UTF-8 bytes: an event type (`NSEvent`, `UIKey`,
  /// `UIPress`, `KeyPress`), a part of it that tells the key (`keyCode`, `characters`,
  /// `specialKey`) and a handler (`keyDown`, `KeyDown`, `performKeyEquivalent`, `pressesBegan`), or
  /// one of SwiftUI's modifiers (``commandNeedles``).
  static let eventNeedles = ["NSEvent", "UIKey", "UIPress", "KeyPress"].map { Array($0.utf8) }
  /// The parts of an event that tell the key, as UTF-8 bytes.
  static let keyNeedles = ["keyCode", "characters", "specialKey"].map { Array($0.utf8) }
  /// The words of key-down handlers and masks, as UTF-8 bytes.
  static let handlerNeedles = ["keyDown", "KeyDown", "performKeyEquivalent", "pressesBegan"].map { Array($0.utf8) }
  /// SwiftUI's modifiers that handle keys, as UTF-8 bytes.
  static let commandNeedles = ["onKeyPress", "onExitCommand", "onMoveCommand", "onDeleteCommand"].map {
    Array($0.utf8)
  }

  /// Whether `bytes` may hold a key handler: a folder scan parses a Swift file that may.
  /// - Complexity: O(*n*) in the number of bytes, for each word.
  static func mayHandleKeys(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteSearch.contains(anyOf: commandNeedles, in: bytes)
      || (ByteSearch.contains(anyOf: handlerNeedles, in: bytes) && ByteSearch.contains(anyOf: eventNeedles, in: bytes)
        && ByteSearch.contains(anyOf: keyNeedles, in: bytes))
  }

  /// ``mayHandleKeys(_:)`` of a text.
  static func mayHandleKeys(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { mayHandleKeys($0) }
  }

  /// Reads the key handlers of `tree` into `reading`.
  /// - Complexity: O(*n*) in the size of the tree, plus each handler's walk (``KeyHandlerWalk``).
  static func read(_ tree: SourceFileSyntax, into reading: inout SourceReading, lines: LineTable) {
    let finder = SwiftKeyHandlerFinder(lines: lines)
    finder.walk(tree)
    for note in finder.notes {
      reading.unread.append(
        UnreadDeclaration(
          file: reading.file, position: lines.position(ofOffset: note.position.utf8Offset), reason: note.reason))
    }
    guard !finder.handlers.isEmpty else { return }
    var reader = SwiftKeyHandlerReader(
      file: reading.file, lines: lines, scopes: SwiftShortcutScopes(file: reading.file, lines: lines),
      integerConstants: finder.integerConstants, controlTitles: finder.controlTitles)
    let monitorFunctions = finder.functionsReachedFromMonitors()
    for handler in finder.handlers + finder.keyCodeHandlers() {
      reader.read(handler, monitorFunctions: monitorFunctions)
    }
    // SwiftUI's modifiers are found outermost, that is last, first: in file order.
    reading.definitions += Self.inFileOrder(reader.definitions, by: \.position)
    reading.unread += Self.inFileOrder(reader.unread, by: \.position)
  }

  /// `items` by place, those at one place in the order found.
  static func inFileOrder<Item>(_ items: [Item], by place: (Item) -> SourcePosition) -> [Item] {
    items.enumerated().sorted { (place($0.element), $0.offset) < (place($1.element), $1.offset) }.map(\.element)
  }

  /// One place that handles key events.
  struct Handler {
    enum Kind {
      /// A method given the event; `name` is its name.
      case method(FunctionDeclSyntax)
      /// The closure of a local (`global: false`) or global event monitor.
      case monitor(ClosureExprSyntax, call: FunctionCallExprSyntax, global: Bool)
      /// A SwiftUI modifier's closure, with the keys it is for (`nil`: its code tests them).
      case swiftUI(ClosureExprSyntax?, call: FunctionCallExprSyntax, keys: [KeyHandlerCode.KeyTest]?)
    }
    var kind: Kind
    /// What each name of the handler holds at its start: the event parameter, the presses.
    var names: [String: Body.Binding]
    /// Whether it is a function a handler gives the key code to, which returns what a key does
    /// (``SwiftKeyHandlerFinder/keyCodeHandlers()``).
    var mapsKeyCodes = false
  }

  private mutating func read(_ handler: Handler, monitorFunctions: Set<String>) {
    var body = Body(
      lines: lines, names: handler.names, integerConstants: integerConstants, controlTitles: controlTitles)
    let code: [KeyHandlerCode.Statement]
    var keys: [KeyHandlerCode.KeyTest]?
    let element: ShortcutScope.Element
    let node: Syntax
    var global = false
    switch handler.kind {
    case .method(let function):
      guard let statements = function.body?.statements else { return }
      // A function mapping key codes to values: the value returned for a key is what it does,
      // titled by the function.
      if handler.mapsKeyCodes { body.returnTitle = CommandName.title(of: function.name.text) }
      code = body.statements(statements, depth: 0)
      let name = function.name.text
      element =
        name == "performKeyEquivalent"
        ? .keyEquivalentHandler : monitorFunctions.contains(name) && name != "keyDown" ? .eventMonitor : .keyHandler
      node = Syntax(function)
    case .monitor(let closure, let call, let isGlobal):
      code = body.statements(closure.statements, depth: 0)
      element = .eventMonitor
      node = Syntax(call)
      global = isGlobal
    case .swiftUI(let closure, let call, let given):
      if let closure {
        code = body.statements(closure.statements, depth: 0)
      } else {
        // `.onExitCommand(perform: model.cancelEdit)`: the function given.
        let given = call.arguments.first { ["action", "perform"].contains($0.label?.text ?? "") }?.expression
        let title = given.flatMap { Body.name(of: $0) }.flatMap { CommandName.title(of: $0) }
        code = [.effect(KeyHandlerCode.Effect(title: title))]
      }
      keys = given
      element = .keyHandler
      node = Syntax(call)
    }
    let walk = KeyHandlerWalk(code, keys: keys)
    let scope = scope(of: node, element: element)
    for note in body.notes + walk.notes {
      unread.append(UnreadDeclaration(file: file, position: note.position, reason: note.reason))
    }
    for declaration in walk.declarations {
      guard !global else {
        unread.append(UnreadDeclaration(file: file, position: declaration.position, reason: .globalMonitor))
        continue
      }
      if let definition = declaration.definition(file: file, scope: scope) { definitions.append(definition) }
    }
  }

  /// The scope of a handler: a SwiftUI modifier's as a SwiftUI control's; a method's or
  /// monitor's, the window or view its type is (``KeyHandlerScope``).
  private mutating func scope(of node: Syntax, element: ShortcutScope.Element) -> ShortcutScope {
    if let call = node.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      SwiftKeyHandlerFinder.swiftUIModifiers.contains(name)
    {
      var scope = scopes.scope(of: node, api: .swiftUI)
      scope.element = element
      return scope
    }
    var current: Syntax? = node
    while let candidate = current {
      if let name = SwiftShortcutScopes.typeName(of: candidate) {
        let superclass =
          candidate.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        return KeyHandlerScope.scope(typeName: name, superclass: superclass, element: element)
      }
      current = candidate.parent
    }
    return KeyHandlerScope.scope(typeName: nil, superclass: nil, element: element)
  }
}
