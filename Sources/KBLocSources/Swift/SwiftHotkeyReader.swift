import KBLoc
import SwiftSyntax

/// Reads the global hotkeys a Swift file registers or gives as defaults.
///
/// Carbon's and those of the libraries built on it; each is live over every app
/// (``ShortcutScope/Context/Kind/global``), a ``ShortcutScope/Element/globalHotkey``. A
/// KeyboardShortcuts name's default and a ShortcutRecorder `Shortcut` given as a default are only
/// values: each is global where the repository registers it (a name passed to
/// `KeyboardShortcuts.onKeyDown(for:)`, `onKeyUp(for:)`, `events(for:)` or `enable(_:)`;
/// ShortcutRecorder's `GlobalShortcutMonitor` used), else the app's own shortcut, anywhere in the
/// app, a ``ShortcutScope/Element/keyHandler`` (``SwiftHotkeyFacts``, which a scan settles over every
/// file). An app's functions that pass a `String` parameter on to `Shortcut(keyEquivalent:)` are
/// followed from each call (``SwiftHotkeyHelper``). An app's own type that carries a key code
/// and a modifier mask (``SwiftKeyCodeCarrier``) is read wherever the repository builds one with
/// literals: `Hotkey(cmd|alt, kVK_LeftArrow)` returned for `case .leftHalf:`
/// of a `switch self` is the default "Left Half", global when the repository passes the
/// carrier's key code to a global hotkey API.
///
/// - Carbon: `RegisterEventHotKey(KEYCODE, MODIFIERS, …)`, the key code a number or a `kVK_…`
///   constant, the modifiers a number or `cmdKey | shiftKey` (also wrapped in `UInt32(…)`).
/// - KeyboardShortcuts (sindresorhus): `Self("name", default: .init(.k, modifiers: [.command]))`
///   (also `Name(…)`, `KeyboardShortcuts.Name(…)`, `default: Shortcut(…)`); the title is the
///   name's (``CommandName/title(of:)``), the action the raw name; a name with no default is a
///   hotkey the user records, listed as not read.
/// - HotKey (soffes): `HotKey(key: .r, modifiers: [.command, .option])`, `KeyCombo(key:modifiers:)`.
/// - MASShortcut: `MASShortcut(keyCode:modifierFlags:)`.
/// - ShortcutRecorder: `Shortcut(keyEquivalent: "⌥⇥")` (modifier glyphs, then a character or a
///   key glyph), `Shortcut(code: .ansiA, modifierFlags: […], …)`; a key from a loop
///   (`keys.forEach { add(Shortcut(keyEquivalent: $0)) }`) is a note.
/// - Magnet: `KeyCombo(key: .v, cocoaModifiers: [...])`, `KeyCombo(QWERTYKeyCode: 9,
///   carbonModifiers: 768)`; Magnet keeps the character of the US key (Sauce), so these are
///   characters, where every other key code is a physical key (`code:KeyV`).
/// - Defaults dictionaries: `["keyCode": 9, "modifiers": 768]` (also `modifierFlags`,
///   `carbonModifiers`), as ShortcutRecorder, MASShortcut and Magnet keep hotkeys in user
///   defaults; titled by the string key the dictionary is the value of.
///
/// Key codes are physical keys (``MacKeyCode``); modifier masks are Carbon's or
/// `NSEvent.ModifierFlags`' (``MacKeyCode/modifiers(mask:)``). A registration whose key or
/// modifiers are not literals (`RegisterEventHotKey(keyCode, …)` with a variable, `HotKey(keyCombo:
/// saved)`) is an ``UnreadDeclaration``: its default is read where it is written, if it is.
enum SwiftHotkeyReader {
  /// The words a file must hold for this reader to walk it (`otKey` and `otkey` find `HotKey`,
  /// `hotKey`, `Hotkey`, `hotkey`; `Shortcut(` finds the calls of an app's hotkey helpers, such as
  /// `defaultShortcut("W")`, ``SwiftHotkeyHelper``; `GlobalShortcutMonitor` registers ShortcutRecorder's
  /// values, ``SwiftHotkeyFacts``).
  static let words = [
    "RegisterEventHotKey", "KeyboardShortcuts", "otKey", "otkey", "KeyCombo(", "MASShortcut(", "keyEquivalent:",
    "\"keyCode\"", "Shortcut(", "GlobalShortcutMonitor", "kVK_",
  ]
  /// ``words`` as UTF-8 bytes.
  static let wordNeedles = words.map { Array($0.utf8) }
  /// ``words`` but `Shortcut(`, as UTF-8 bytes.
  static let wordNeedlesButShortcut = words.filter { $0 != "Shortcut(" }.map { Array($0.utf8) }

  /// Whether a file may declare a hotkey or call a hotkey helper: it holds one of ``words``, a
  /// `Shortcut(` other than SwiftUI's `keyboardShortcut(` and `KeyboardShortcut(` counted, so
  /// that a file of menus and buttons is not walked again for hotkeys.
  /// - Complexity: O(*n*) in the length of the text.
  static func mayDeclareHotkeys(_ text: String) -> Bool {
    if ByteSearch.text(text, containsAnyOf: wordNeedlesButShortcut) { return true }
    var contiguous = text
    contiguous.makeContiguousUTF8()
    // In doubt (no contiguous bytes), the file is walked.
    return contiguous.utf8.withContiguousStorageIfAvailable(Self.callsShortcutOtherThanSwiftUIs) ?? true
  }

  /// Whether `bytes` hold a `Shortcut(` that is not SwiftUI's `keyboardShortcut(` or
  /// `KeyboardShortcut(`.
  private static func callsShortcutOtherThanSwiftUIs(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let needle = Array("Shortcut(".utf8)
    let keyboard = Array("eyboard".utf8)
    var index = 0
    while index + needle.count <= bytes.count {
      guard bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) else {
        index += 1
        continue
      }
      let start = index - keyboard.count - 1
      let isSwiftUIs =
        start >= 0 && bytes[(start + 1)..<index].elementsEqual(keyboard)
        && (bytes[start] == UInt8(ascii: "k") || bytes[start] == UInt8(ascii: "K"))
      if !isSwiftUIs { return true }
      index += needle.count
    }
    return false
  }

  /// Adds the file's hotkeys to `reading`.
  static func read(_ tree: SourceFileSyntax, text: String, into reading: inout SourceReading, lines: LineTable) {
    var facts = SwiftHotkeyFacts()
    if ByteSearch.text(text, containsAnyOf: SwiftKeyCodeCarrierFinder.wordNeedles) {
      let carriers = SwiftKeyCodeCarrierFinder(lines: lines)
      carriers.walk(tree)
      facts.carriers = carriers.carriers
      facts.constructions = carriers.constructions()
      facts.carrierRegistrations = carriers.registrations
    }
    guard mayDeclareHotkeys(text) else {
      reading.swiftHotkeys = facts
      return
    }
    let finder = SwiftHotkeyHelperFinder(lines: lines)
    finder.walk(tree)
    let carriers = facts
    facts = finder.facts
    facts.carriers = carriers.carriers
    facts.constructions = carriers.constructions
    facts.carrierRegistrations = carriers.carrierRegistrations
    facts.monitorsGlobally = ByteSearch.text(text, containsAnyOf: [Array("GlobalShortcutMonitor".utf8)])
    let magnet = ByteSearch.text(text, containsAnyOf: [Array("import Magnet".utf8)])
    let visitor = HotkeyVisitor(lines: lines, characterKeyCodes: magnet)
    visitor.walk(tree)
    let start = reading.definitions.count
    for found in visitor.found {
      let position = found.position
      var scope = SwiftHotkeyFacts.globalScope
      if let library = found.library {
        // A library's value: global once registered, which the scan settles (SwiftHotkeyFacts).
        scope = facts.scope(of: library, names: found.names)
        facts.values.append(SwiftHotkeyFacts.Value(library: library, names: found.names, entryPosition: position))
      }
      reading.add(
        [(found.stroke, position)], chord: "", id: found.title ?? "\(reading.file):\(position)",
        title: found.title, position: position, entryPosition: position, scope: scope, action: found.action)
    }
    reading.recordMacKeyCodes(from: start)
    reading.swiftHotkeys = facts
  }
}

/// One hotkey found: what it says, where, and its title and action; for a library's value, which
/// is global only once registered, the library and the names it may be registered by.
private struct FoundHotkey {
  var stroke: StrokeReading
  var position: SourcePosition
  var title: String?
  var action: String?
  var library: SwiftHotkeyFacts.Library?
  var names: [String] = []
}

/// Walks a file's calls and dictionaries for hotkeys.
private final class HotkeyVisitor: SyntaxVisitor {
  let lines: LineTable
  /// Whether key codes are Magnet's: the character of the US key rather than the key.
  let characterKeyCodes: Bool
  var found: [FoundHotkey] = []

  init(lines: LineTable, characterKeyCodes: Bool) {
    self.lines = lines
    self.characterKeyCodes = characterKeyCodes
    super.init(viewMode: .sourceAccurate)
  }

  func position(_ node: some SyntaxProtocol) -> SourcePosition {
    lines.position(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == label }?.expression
  }

  func add(_ stroke: StrokeReading, at node: some SyntaxProtocol, title: String? = nil, action: String? = nil) {
    found.append(FoundHotkey(stroke: stroke, position: position(node), title: title, action: action))
  }

  /// Adds a hotkey from a key and modifiers, or the note of the first not read: at that part,
  /// or at the call for a registration (`RegisterEventHotKey(keyCode, …)` over several lines is
  /// one place).
  func add(
    key: ExprSyntax, modifiers: ExprSyntax?, keyReading: (ExprSyntax) -> Shortcut.Trigger?,
    at node: some SyntaxProtocol, title: String? = nil, notesAtCall: Bool = false
  ) {
    guard let trigger = keyReading(key) else {
      let reason = UnreadDeclaration.Reason.notLiteral("key", key.trimmedDescription)
      if notesAtCall {
        add(.notRead(reason), at: node, title: title)
      } else {
        add(.notRead(reason), at: key, title: title)
      }
      return
    }
    var mask: Modifiers = []
    if let modifiers {
      guard let read = HotkeyLiteral.modifiers(modifiers) else {
        let reason = UnreadDeclaration.Reason.notLiteral("modifiers", modifiers.trimmedDescription)
        if notesAtCall {
          add(.notRead(reason), at: node, title: title)
        } else {
          add(.notRead(reason), at: modifiers, title: title)
        }
        return
      }
      mask = read
    }
    add(.read(Shortcut(trigger, modifiers: mask)), at: node, title: title)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let type = SwiftLiteral.typeName(of: node.calledExpression)
    let arguments = Array(node.arguments)
    switch type {
    case "RegisterEventHotKey" where arguments.count >= 2:
      add(
        key: arguments[0].expression, modifiers: arguments[1].expression, keyReading: keyCode, at: node,
        notesAtCall: true)
    case "HotKey", "KeyCombo":
      readHotKey(node, type: type ?? "")
    case "MASShortcut":
      if let key = argument(node, "keyCode") {
        add(key: key, modifiers: argument(node, "modifierFlags"), keyReading: keyCode, at: node, notesAtCall: true)
      }
    case "Shortcut", "SRShortcut":
      // A shortcut value is a hotkey only where the app gives it as a default: a value such as
      // `MacOsShortcuts.forceQuit` that the app compares keys with is none.
      if isDefault(node) {
        let count = found.count
        readShortcutRecorder(node)
        for index in found.indices.dropFirst(count) { found[index].library = .shortcutRecorder }
      } else if let key = argument(node, "keyEquivalent"), node.arguments.count == 1, isLoopValue(key) {
        // `keys.forEach { register(Shortcut(keyEquivalent: $0)) }`: a key from a loop kbloc does
        // not follow.
        add(.notRead(.notLiteral("key", key.trimmedDescription)), at: key)
      }
    default:
      readKeyboardShortcutsName(node, type: type)
      readNamedDefault(node, type: type)
    }
    return .visitChildren
  }

  /// An app's own hotkey default: `mainWindowHotKey: .init(key: "M", modifiers: ["Shift"])`.
  ///
  /// A call with a `key:` string and `modifiers:` strings naming modifiers, of a type or passed to
  /// a label or variable named a hotkey. The key is the key of that name (`M` is the key of M: a
  /// hotkey takes key codes); the title is the label's without `HotKey`.
  func readNamedDefault(_ node: FunctionCallExprSyntax, type: String?) {
    guard let key = argument(node, "key")?.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
      let list = argument(node, "modifiers")?.as(ArrayExprSyntax.self)
    else { return }
    let owner =
      node.parent?.as(LabeledExprSyntax.self)?.label?.text
      ?? node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.pattern
      .trimmedDescription
    let names = [type, owner].compactMap { $0 }
    guard names.contains(where: { $0.lowercased().contains("hotkey") }) else { return }
    let words = list.elements.compactMap { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
    guard words.count == list.elements.count else { return }
    let stroke = KeyNotation.hotkeyTable.stroke(modifiers: words, key: key) { .unsupportedModifier($0) }
    let title = owner.flatMap { CommandName.title(of: HotkeyLiteral.withoutHotkeyWord($0)) }
    guard case .read(let shortcut) = stroke else {
      add(stroke, at: node, title: title)
      return
    }
    add(
      .read(Shortcut(HotkeyLiteral.physical(shortcut.trigger), modifiers: shortcut.modifiers)), at: node, title: title)
  }

  /// soffes' `HotKey(key:modifiers:)` and `KeyCombo(key:modifiers:)`; Magnet's
  /// `KeyCombo(key:cocoaModifiers:)`, `KeyCombo(QWERTYKeyCode:carbonModifiers:)`; a `HotKey` built
  /// from a key combo that is not a literal call.
  func readHotKey(_ node: FunctionCallExprSyntax, type: String) {
    if let key = argument(node, "key") {
      let magnet = argument(node, "cocoaModifiers") ?? argument(node, "carbonModifiers")
      if let magnet {
        add(
          key: key, modifiers: magnet, keyReading: { HotkeyLiteral.caseKey($0).map(\.onUSKeyboard) }, at: node)
      } else {
        add(key: key, modifiers: argument(node, "modifiers"), keyReading: HotkeyLiteral.caseKey, at: node)
      }
    } else if let code = argument(node, "QWERTYKeyCode") ?? argument(node, "keyCode") {
      let modifiers = argument(node, "carbonModifiers") ?? argument(node, "cocoaModifiers")
      add(key: code, modifiers: modifiers, keyReading: { self.keyCode($0).map(\.onUSKeyboard) }, at: node)
    } else if type == "HotKey", let combo = argument(node, "keyCombo") {
      // A literal `KeyCombo(…)` is read as its own call.
      guard SwiftLiteral.typeName(of: combo.as(FunctionCallExprSyntax.self)?.calledExpression) != "KeyCombo" else {
        return
      }
      add(.notRead(.notLiteral("key", combo.trimmedDescription)), at: node)
    }
  }

  /// ShortcutRecorder's `Shortcut(keyEquivalent:)` and `Shortcut(code:modifierFlags:…)`.
  func readShortcutRecorder(_ node: FunctionCallExprSyntax) {
    if let equivalent = argument(node, "keyEquivalent"), node.arguments.count == 1 {
      guard let text = equivalent.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
        add(.notRead(.notLiteral("key", equivalent.trimmedDescription)), at: equivalent)
        return
      }
      guard !text.isEmpty else { return }
      add(HotkeyLiteral.glyphs(text), at: equivalent)
    } else if let code = argument(node, "code"), let flags = argument(node, "modifierFlags") {
      add(key: code, modifiers: flags, keyReading: HotkeyLiteral.recorderKeyCode, at: node)
    }
  }

  /// KeyboardShortcuts' `Name("toggle", default: …)`, as `Self(…)`, `Name(…)`,
  /// `KeyboardShortcuts.Name(…)` or `.init(…)` in an extension of it.
  func readKeyboardShortcutsName(_ node: FunctionCallExprSyntax, type: String?) {
    let callee = node.calledExpression.trimmedDescription
    guard type == "Self" || type == "Name" || callee == "KeyboardShortcuts.Name" || callee == "Self" else { return }
    guard let first = node.arguments.first, first.label == nil,
      let name = first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    else { return }
    let title = CommandName.title(of: name)
    guard let value = argument(node, "default") else {
      guard node.arguments.count == 1, isInKeyboardShortcutsName(node) || callee.hasPrefix("KeyboardShortcuts") else {
        return
      }
      add(.notRead(.recordedByUser(name)), at: first, title: title)
      return
    }
    if value.is(NilLiteralExprSyntax.self) {
      add(.notRead(.recordedByUser(name)), at: first, title: title)
      return
    }
    guard let shortcut = value.as(FunctionCallExprSyntax.self), let key = shortcut.arguments.first?.expression else {
      add(.notRead(.notLiteral("shortcut", value.trimmedDescription)), at: value, title: title)
      return
    }
    add(
      key: key, modifiers: argument(shortcut, "modifiers"), keyReading: HotkeyLiteral.caseKey, at: shortcut,
      title: title)
    found[found.count - 1].action = name
    // Registered by its property (`onKeyDown(for: .toggle)`) or its raw name (`Name("toggle")`).
    let property = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.pattern
      .as(IdentifierPatternSyntax.self)?.identifier.text
    found[found.count - 1].library = .keyboardShortcuts
    found[found.count - 1].names = [property, name].compactMap { $0 }
  }

  /// Whether a value is given as a default: the value of a dictionary literal's entry (a
  /// defaults dictionary), or passed to a label, returned by a function or bound to a variable
  /// whose name says `default` or `hotkey`.
  func isDefault(_ node: FunctionCallExprSyntax) -> Bool {
    var current = Syntax(node)
    for _ in 0..<10 {
      guard let parent = current.parent else { return false }
      if parent.is(DictionaryElementSyntax.self) { return true }
      let name =
        parent.as(LabeledExprSyntax.self)?.label?.text
        ?? parent.as(PatternBindingSyntax.self)?.pattern.trimmedDescription
        ?? parent.as(FunctionDeclSyntax.self)?.name.text
      if let name {
        let lowered = name.lowercased()
        return lowered.contains("default") || lowered.contains("hotkey")
      }
      current = parent
    }
    return false
  }

  /// Whether `expression` is a closure's parameter (`$0`, or one it names) or a `for` loop's
  /// variable, of a closure or loop around it.
  func isLoopValue(_ expression: ExprSyntax) -> Bool {
    guard let name = HotkeyLiteral.unwrapped(expression).as(DeclReferenceExprSyntax.self)?.baseName.text else {
      return false
    }
    var parent = expression.parent
    while let current = parent, !current.is(FunctionDeclSyntax.self) {
      if let closure = current.as(ClosureExprSyntax.self),
        name.hasPrefix("$") || SwiftKeyHandlerFinder.parameterNames(of: closure).contains(name)
      {
        return true
      }
      if let loop = current.as(ForStmtSyntax.self),
        loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
      {
        return true
      }
      parent = current.parent
    }
    return false
  }

  /// Whether the call is inside `extension KeyboardShortcuts.Name`.
  func isInKeyboardShortcutsName(_ node: some SyntaxProtocol) -> Bool {
    var parent = node.parent
    while let current = parent {
      if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
        return extensionDecl.extendedType.trimmedDescription.hasSuffix("KeyboardShortcuts.Name")
      }
      parent = current.parent
    }
    return false
  }

  /// `["keyCode": 9, "modifiers": 768]`.
  override func visit(_ node: DictionaryExprSyntax) -> SyntaxVisitorContinueKind {
    guard case .elements(let elements) = node.content else { return .visitChildren }
    var code: ExprSyntax?
    var mask: ExprSyntax?
    for element in elements {
      switch element.key.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
      case "keyCode": code = element.value
      case "modifiers", "modifierFlags", "carbonModifiers": mask = element.value
      default: break
      }
    }
    guard let code, let mask, code.is(IntegerLiteralExprSyntax.self) || code.is(DeclReferenceExprSyntax.self) else {
      return .visitChildren
    }
    // Titled by the key of the dictionary it is the value of: `"showHistory": ["keyCode": …]`.
    let owner = node.parent?.as(DictionaryElementSyntax.self)?.key.as(StringLiteralExprSyntax.self)
    let title = owner?.representedLiteralValue.flatMap(CommandName.title(of:))
    let keyReading: (ExprSyntax) -> Shortcut.Trigger? =
      characterKeyCodes ? { self.keyCode($0).map(\.onUSKeyboard) } : keyCode
    add(key: code, modifiers: mask, keyReading: keyReading, at: node, title: title)
    return .visitChildren
  }

  /// A key code: a number or a `kVK_…` constant, also wrapped (`UInt32(kVK_ANSI_V)`).
  func keyCode(_ expression: ExprSyntax) -> Shortcut.Trigger? {
    HotkeyLiteral.keyCode(expression)
  }
}
