import KBLoc
import SwiftParser
import SwiftSyntax

/// Reads the shortcuts a Swift file declares, through swift-syntax.
///
/// Recognized declarations:
/// - SwiftUI: `.keyboardShortcut(KEY, modifiers: …, localization: …)` (⌘ when no modifiers are
///   given, ⇧ for an upper-case letter as SwiftUI reads one), `.keyboardShortcut(.defaultAction)`, `.keyboardShortcut(.cancelAction)` and
///   `KeyboardShortcut(…)`; `localization: .withoutMirroring` turns mirroring off, `.custom`
///   localization.
/// - UIKit: `UIKeyCommand(…, input: …, modifierFlags: …)` with its `UIKeyCommand.input…`
///   constants; `allowsAutomaticLocalization`, `allowsAutomaticMirroring` and
///   `wantsPriorityOverSystemBehavior` set on the command in the same scope.
/// - AppKit: `NSMenuItem(title:action:keyEquivalent:)` and `addItem(withTitle:action:keyEquivalent:)`
///   (⌘ by default, ⇧ for an upper-case letter), with `keyEquivalentModifierMask`,
///   `allowsAutomaticKeyEquivalentLocalization`, `allowsAutomaticKeyEquivalentMirroring` and
///   `isAlternate` (an alternate item, one command with the item before it: ``SourceScan``) set on
///   the item in the same scope.
///
/// A declaration whose key, modifiers or settings are not literals is an ``UnreadDeclaration``.
/// The scope comes from the code around the declaration (``SwiftShortcutScopes``), the action
/// from an `action: #selector(…)`, or for a SwiftUI `Button` from the one call its action makes
/// (``SwiftControlAction``). The title is the literal title (also inside `NSLocalizedString`, `String(localized:)`), or the
/// label of the SwiftUI control the modifier is on; the id is the title, or `FILE:LINE:COLUMN`.
enum SwiftShortcutReader {
  /// The words a Swift file must contain to declare a shortcut kbloc reads, or an item another
  /// file's code may give one (`let actionButton = NSButton()`); a folder scan does not parse
  /// files without any.
  static let declarationWords =
    [
      "keyboardShortcut", "KeyboardShortcut", "UIKeyCommand", "keyEquivalent", "CommandMenu", "CommandGroup",
      "= NSButton(", "= NSMenuItem(", "= NSPopUpButton(",
    ] + SwiftHotkeyReader.words

  /// ``declarationWords`` as UTF-8 bytes, for ``ByteSearch``.
  static let declarationNeedles = declarationWords.map { Array($0.utf8) }

  /// Reads `text`, the Swift file `file`.
  /// - Throws: ``SourceReadError`` at the parser's first error for Swift that does not parse.
  /// - Complexity: O(*n*) in the length of `text`.
  static func read(_ text: String, file: String) throws(SourceReadError) -> SourceReading {
    let tree = Parser.parse(source: text)
    let lines = LineTable(Array(text.utf8))
    if tree.hasError {
      let finder = ParseErrorFinder(viewMode: .all)
      finder.walk(tree)
      let offset = finder.offset ?? 0
      throw SourceReadError(
        file: file, position: lines.position(ofOffset: offset),
        message: "Not valid Swift: \(finder.message ?? "the parser stops here")")
    }
    let visitor = ShortcutVisitor(file: file, lines: lines)
    visitor.titles = SwiftLiteral.titles(in: tree)
    visitor.mayShowViewsInMenuBar = SwiftShortcutScopes.mayShowViewsInMenuBar(text)
    visitor.walk(tree)
    var reading = SourceReading(file: file, format: .swift, definitions: visitor.definitions, unread: visitor.unread)
    reading.menuBarTypes = visitor.menuBarTypes
    reading.registeredCommands = visitor.registeredCommands
    reading.commandIDs = visitor.commandIDs
    SwiftAssignmentReader.read(tree, into: &reading, lines: lines)
    SwiftHotkeyReader.read(tree, text: text, into: &reading, lines: lines)
    if SwiftKeyHandlerReader.mayHandleKeys(text) { SwiftKeyHandlerReader.read(tree, into: &reading, lines: lines) }
    reading.declaringFunctions = DeclaringFunction.functions(
      in: tree, definitions: reading.definitions, lines: lines, file: file)
    return reading
  }
}

/// Finds the parser's first error: unexpected text or a missing token.
private final class ParseErrorFinder: SyntaxVisitor {
  var offset: Int?
  var message: String?

  private func record(_ offset: Int, _ message: String) {
    guard self.offset.map({ offset < $0 }) ?? true else { return }
    self.offset = offset
    self.message = message
  }

  override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
    let text = node.trimmedDescription
    record(node.positionAfterSkippingLeadingTrivia.utf8Offset, "unexpected '\(text.prefix(40))'")
    return .skipChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if token.presence == .missing {
      // A missing name or expression is a placeholder, `<#expression#>`.
      let text = token.text
      var expected = "'\(text)'"
      if text.hasPrefix("<#"), text.hasSuffix("#>"), text.count > 4 {
        let name = text.dropFirst(2).dropLast(2)
        expected = ("aeiou".contains(name.first ?? "x") ? "an " : "a ") + name
      }
      record(token.positionAfterSkippingLeadingTrivia.utf8Offset, "expected \(expected)")
    }
    return .skipChildren
  }
}

/// Walks a file's calls and reads each declaration it recognizes.
private final class ShortcutVisitor: SyntaxVisitor {
  let file: String
  let lines: LineTable
  var definitions: [ShortcutDefinition] = []
  var unread: [UnreadDeclaration] = []
  /// What the file declares that titles its controls: string constants, for titles such as
  /// `Button(.done)`, and view types whose body is one control.
  var titles = SwiftLiteral.FileTitles()
  /// The text of the string constants the file declares.
  var constants: [String: String] { titles.constants }
  /// Where each declaration is live, from the code around it.
  var scopes: SwiftShortcutScopes
  /// The call being read and the API it is: where ``add(_:title:at:entry:localize:mirror:extra:)``
  /// finds the declaration's scope and action.
  var declaring: (call: FunctionCallExprSyntax, api: SwiftShortcutScopes.API)?

  init(file: String, lines: LineTable) {
    self.file = file
    self.lines = lines
    self.scopes = SwiftShortcutScopes(file: file, lines: lines)
    super.init(viewMode: .sourceAccurate)
  }

  /// The command ids the file registers, with their actions (``SwiftControlAction``); `nil` for
  /// an id registered with different actions.
  var registeredCommands = CommandRegistrations()
  /// For each definition whose control runs a command by its id, the id.
  var commandIDs: [Int: String] = [:]
  /// The view types instantiated in the menu bar.
  var menuBarTypes: Set<String> = []
  /// Whether the file has a menu bar to look for views in: most files have none, and their calls
  /// are not walked up for one.
  var mayShowViewsInMenuBar = true

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = node.calledExpression
    if let (id, action) = SwiftControlAction.registration(node) {
      registeredCommands.register(id, action: action)
    }
    if mayShowViewsInMenuBar, let type = callee.as(DeclReferenceExprSyntax.self)?.baseName.text,
      type.first?.isUppercase == true, !menuBarTypes.contains(type), scopes.isInMenuBar(node)
    {
      menuBarTypes.insert(type)
    }
    if let member = callee.as(MemberAccessExprSyntax.self), SwiftLiteral.typeName(of: callee) == nil {
      switch member.declName.baseName.text {
      case "keyboardShortcut":
        declaring = (node, .swiftUI)
        readKeyboardShortcutModifier(node, member: member)
      case "addItem", "insertItem":
        declaring = (node, .menuItem)
        if node.arguments.first?.label?.text == "withTitle" { readMenuItem(node, titleLabel: "withTitle") }
      default: break
      }
    } else if let type = SwiftLiteral.typeName(of: callee) {
      switch type {
      case "KeyboardShortcut":
        declaring = (node, .swiftUI)
        readKeyboardShortcut(node)
      case "UIKeyCommand":
        declaring = (node, .keyCommand)
        readKeyCommand(node)
      case "NSMenuItem":
        declaring = (node, .menuItem)
        readMenuItem(node, titleLabel: "title")
      default: break
      }
    }
    return .visitChildren
  }

  // MARK: SwiftUI

  /// `.keyboardShortcut(KEY, modifiers:, localization:)`, `.keyboardShortcut(.defaultAction)`.
  func readKeyboardShortcutModifier(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
    guard let first = node.arguments.first, first.label == nil else { return }
    let expression = first.expression
    // `KeyboardShortcut(…)` inside is read as its own call; `nil` removes a shortcut.
    if SwiftLiteral.typeName(of: expression.as(FunctionCallExprSyntax.self)?.calledExpression) == "KeyboardShortcut"
      || expression.is(NilLiteralExprSyntax.self)
    {
      return
    }
    let title = SwiftLiteral.controlTitle(of: node, titles: titles)
    let entry = member.period.positionAfterSkippingLeadingTrivia
    if let action = expression.as(MemberAccessExprSyntax.self),
      action.base == nil || action.base?.trimmedDescription == "KeyboardShortcut"
    {
      let named: NamedKey? =
        switch action.declName.baseName.text {
        case "defaultAction": .return
        case "cancelAction": .escape
        default: nil
        }
      if let named {
        add(
          Shortcut(.named(named)), title: title, at: expression.positionAfterSkippingLeadingTrivia, entry: entry,
          localize: true, mirror: true)
        return
      }
    }
    readSwiftUI(arguments: node.arguments, title: title, entry: entry)
  }

  /// `KeyboardShortcut(KEY, modifiers:, localization:)`, titled by the control of the
  /// `.keyboardShortcut` it is given to.
  func readKeyboardShortcut(_ node: FunctionCallExprSyntax) {
    var title: String?
    if let list = node.parent?.as(LabeledExprSyntax.self)?.parent?.as(LabeledExprListSyntax.self),
      let call = list.parent?.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "keyboardShortcut"
    {
      title = SwiftLiteral.controlTitle(of: call, titles: titles)
    }
    readSwiftUI(arguments: node.arguments, title: title, entry: node.positionAfterSkippingLeadingTrivia)
  }

  /// The key, `modifiers:` (⌘ by default) and `localization:` of a SwiftUI shortcut.
  func readSwiftUI(arguments: LabeledExprListSyntax, title: String?, entry: AbsolutePosition) {
    guard let keyArgument = arguments.first, keyArgument.label == nil else { return }
    var modifiers: Modifiers = .command
    var localize = true
    var mirror = true
    if let argument = arguments.first(where: { $0.label?.text == "modifiers" }) {
      switch SwiftLiteral.modifiers(argument.expression, in: .swiftUI) {
      case .value(let value): modifiers = value
      case .unread(let reason, let position): return note(reason, at: position)
      }
    }
    if let argument = arguments.first(where: { $0.label?.text == "localization" }) {
      switch SwiftLiteral.memberName(argument.expression) {
      case "automatic": break
      case "withoutMirroring": mirror = false
      case "custom": localize = false
      default:
        return note(
          .notLiteral("localization", argument.expression.trimmedDescription),
          at: argument.expression.positionAfterSkippingLeadingTrivia)
      }
    }
    switch SwiftShortcutReader.swiftUIKey(keyArgument.expression) {
    case .value(let trigger):
      // SwiftUI factors in the modifiers that type the key equivalent: "R" is Shift-Command-R.
      if SwiftLiteral.isCapitalLetter(keyArgument.expression) { modifiers.insert(.shift) }
      add(
        Shortcut(trigger, modifiers: modifiers), title: title,
        at: keyArgument.expression.positionAfterSkippingLeadingTrivia, entry: entry, localize: localize,
        mirror: mirror)
    case .unread(let reason, let position): note(reason, at: position)
    }
  }

  // MARK: UIKit

  /// `UIKeyCommand(title:…, action:…, input:…, modifierFlags:…)` and the settings made on it in
  /// the same scope.
  func readKeyCommand(_ node: FunctionCallExprSyntax) {
    guard let input = node.arguments.first(where: { $0.label?.text == "input" })?.expression else { return }
    let title =
      (node.arguments.first { $0.label?.text == "title" }
      ?? node.arguments.first {
        $0.label?.text == "discoverabilityTitle"
      }).flatMap { SwiftLiteral.title($0.expression, constants: constants) }
    var modifiers: Modifiers = []
    if let flags = node.arguments.first(where: { $0.label?.text == "modifierFlags" })?.expression {
      switch SwiftLiteral.modifiers(flags, in: .uiKit) {
      case .value(let value): modifiers = value
      case .unread(let reason, let position): return note(reason, at: position)
      }
    }
    let trigger: Shortcut.Trigger
    switch SwiftLiteral.keyCommandInput(input) {
    case .value(let value): trigger = value
    case .unread(let reason, let position): return note(reason, at: position)
    }
    var settings = Settings(localize: true, mirror: true, extra: [:])
    let properties: [String: Setting] = [
      "allowsAutomaticLocalization": .localize, "allowsAutomaticMirroring": .mirror,
      "wantsPriorityOverSystemBehavior": .extra,
    ]
    for (name, value) in assignments(to: node, named: Set(properties.keys)) {
      guard let flag = value.as(BooleanLiteralExprSyntax.self) else {
        return note(.notLiteral(name, value.trimmedDescription), at: value.positionAfterSkippingLeadingTrivia)
      }
      settings.apply(properties[name] ?? .extra, name: name, flag: flag.literal.tokenKind == .keyword(.true))
    }
    add(
      Shortcut(trigger, modifiers: modifiers), title: title, at: input.positionAfterSkippingLeadingTrivia,
      entry: node.positionAfterSkippingLeadingTrivia, localize: settings.localize, mirror: settings.mirror,
      extra: settings.extra)
  }

  // MARK: AppKit

  /// `NSMenuItem(title:action:keyEquivalent:)`, `menu.addItem(withTitle:action:keyEquivalent:)`
  /// and the mask and settings made on the item in the same scope.
  func readMenuItem(_ node: FunctionCallExprSyntax, titleLabel: String) {
    guard let key = node.arguments.first(where: { $0.label?.text == "keyEquivalent" })?.expression else { return }
    if let literal = key.as(StringLiteralExprSyntax.self), literal.representedLiteralValue == "" { return }
    let title = node.arguments.first { $0.label?.text == titleLabel }.flatMap {
      SwiftLiteral.title($0.expression, constants: constants)
    }
    let character: Character
    switch SwiftLiteral.character(key, part: "key equivalent") {
    case .value(.character(let value)): character = value
    case .value(let trigger):
      return readMenuItem(node, key: key, trigger: trigger, impliesShift: false, title: title)
    case .unread(let reason, let position): return note(reason, at: position)
    }
    readMenuItem(
      node, key: key, trigger: KeyEquivalent.trigger(for: character),
      impliesShift: KeyEquivalent.impliesShift(character), title: title)
  }

  func readMenuItem(
    _ node: FunctionCallExprSyntax, key: ExprSyntax, trigger: Shortcut.Trigger, impliesShift: Bool, title: String?
  ) {
    var modifiers: Modifiers = .command
    var settings = Settings(localize: true, mirror: true, extra: [:])
    let properties: [String: Setting] = [
      "allowsAutomaticKeyEquivalentLocalization": .localize, "allowsAutomaticKeyEquivalentMirroring": .mirror,
      "isAlternate": .alternate,
    ]
    for (name, value) in assignments(to: node, named: Set(properties.keys).union(["keyEquivalentModifierMask"])) {
      if name == "keyEquivalentModifierMask" {
        switch SwiftLiteral.modifiers(value, in: .appKit) {
        case .value(let mask): modifiers = mask
        case .unread(let reason, let position): return note(reason, at: position)
        }
        continue
      }
      guard let flag = value.as(BooleanLiteralExprSyntax.self) else {
        // An item alternate only in some states is taken as a command of its own.
        if name == "isAlternate" { continue }
        return note(.notLiteral(name, value.trimmedDescription), at: value.positionAfterSkippingLeadingTrivia)
      }
      settings.apply(properties[name] ?? .extra, name: name, flag: flag.literal.tokenKind == .keyword(.true))
    }
    if impliesShift { modifiers.insert(.shift) }
    add(
      Shortcut(trigger, modifiers: modifiers), title: title, at: key.positionAfterSkippingLeadingTrivia,
      entry: node.positionAfterSkippingLeadingTrivia, localize: settings.localize, mirror: settings.mirror)
    definitions[definitions.count - 1].isAlternate = settings.alternate
  }

  // MARK: Settings made in the same scope

  /// What a boolean property set on a declaration turns.
  enum Setting {
    case localize, mirror, alternate, extra
  }

  struct Settings {
    var localize: Bool
    var mirror: Bool
    var extra: [String: JSONValue]
    /// `isAlternate`: an alternate menu item, one command with the item before it.
    var alternate = false

    mutating func apply(_ setting: Setting, name: String, flag: Bool) {
      switch setting {
      case .localize: localize = flag
      case .mirror: mirror = flag
      case .alternate: alternate = flag
      case .extra: extra[name] = JSONValue(.bool(flag), at: SourcePosition(line: 1, column: 1))
      }
    }
  }

  /// The values assigned to `NAME.PROPERTY` in the statements of the scope that binds the call
  /// to `NAME` (`let item = NSMenuItem(…)`), in order, for the properties in `names`.
  func assignments(to call: FunctionCallExprSyntax, named names: Set<String>) -> [(String, ExprSyntax)] {
    var node = Syntax(call)
    // Through `try`, `await` and parentheses up to `let NAME = …`.
    while let parent = node.parent,
      parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
        || parent.is(TupleExprSyntax.self) || parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
    {
      node = parent
    }
    guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
      let variable = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return [] }
    var scope = Syntax(binding)
    while let parent = scope.parent, !parent.is(CodeBlockItemListSyntax.self) { scope = parent }
    guard let statements = scope.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
    var found: [(String, ExprSyntax)] = []
    for statement in statements {
      guard let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { continue }
      let elements = Array(sequence.elements)
      guard elements[1].is(AssignmentExprSyntax.self), let target = elements[0].as(MemberAccessExprSyntax.self),
        target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == variable,
        names.contains(target.declName.baseName.text)
      else { continue }
      found.append((target.declName.baseName.text, elements[2]))
    }
    return found
  }

  // MARK: Results

  func add(
    _ shortcut: Shortcut, title: String?, at position: AbsolutePosition, entry: AbsolutePosition, localize: Bool,
    mirror: Bool, extra: [String: JSONValue] = [:]
  ) {
    let keysPosition = lines.position(ofOffset: position.utf8Offset)
    let entryPosition = lines.position(ofOffset: entry.utf8Offset)
    var action = declaring.flatMap { SwiftShortcutScopes.action(of: $0.call) }
    if action == nil, let (call, api) = declaring, api == .swiftUI,
      let control = SwiftControlAction.action(ofControlOf: call)
    {
      action = control.action
      if let id = control.commandID { commandIDs[definitions.count] = id }
    }
    var definition = ShortcutDefinition(
      id: title ?? "\(file):\(entryPosition)", shortcut: shortcut, title: title, mirror: mirror,
      localize: localize, position: keysPosition, entryPosition: entryPosition,
      scope: declaring.map { scopes.scope(of: $0.call, api: $0.api) },
      action: action)
    definition.extra = extra
    definitions.append(definition)
  }

  func note(_ reason: UnreadDeclaration.Reason, at position: AbsolutePosition) {
    unread.append(
      UnreadDeclaration(file: file, position: lines.position(ofOffset: position.utf8Offset), reason: reason))
  }
}

extension SwiftShortcutReader {
  /// A `KeyEquivalent`: a one-character literal, `KeyEquivalent("x")` or a constant.
  static func swiftUIKey(_ expression: ExprSyntax) -> SwiftLiteral.Reading<Shortcut.Trigger> {
    // `KeyEquivalent("x")`, and `.init("x")` where a `KeyEquivalent` is expected.
    if let call = expression.as(FunctionCallExprSyntax.self),
      SwiftLiteral.typeName(of: call.calledExpression) == "KeyEquivalent"
        || call.calledExpression.as(MemberAccessExprSyntax.self).map({
          $0.base == nil && $0.declName.baseName.tokenKind == .keyword(.`init`)
        }) == true,
      let inner = call.arguments.first?.expression
    {
      return SwiftLiteral.character(inner, part: "key")
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base == nil || member.base?.trimmedDescription == "KeyEquivalent"
    {
      let name = member.declName.baseName.text
      if let key = KeyNotation.swiftUI.key(named: name) { return .value(key) }
      if name == "clear" {
        return .unread(.unknownKey("KeyEquivalent.clear"), at: member.positionAfterSkippingLeadingTrivia)
      }
    }
    return SwiftLiteral.character(expression, part: expression.is(MemberAccessExprSyntax.self) ? "shortcut" : "key")
  }
}
