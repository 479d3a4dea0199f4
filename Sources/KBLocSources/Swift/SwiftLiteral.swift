import KBLoc
import SwiftSyntax

/// What Swift expressions written as literals say about shortcuts: keys, modifier sets, titles,
/// type names — the values the Swift readers take, and why an expression that is not a literal
/// is not read.
enum SwiftLiteral {
  /// A value read from an expression, or why it could not be.
  enum Reading<Value> {
    case value(Value)
    case unread(UnreadDeclaration.Reason, at: AbsolutePosition)
  }

  /// A one-character string literal as a trigger.
  static func character(_ expression: ExprSyntax, part: String) -> Reading<Shortcut.Trigger> {
    let position = expression.positionAfterSkippingLeadingTrivia
    guard let literal = expression.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue else {
      return .unread(.notLiteral(part, expression.trimmedDescription), at: position)
    }
    guard value.count == 1, let character = value.first else {
      return .unread(.unreadableKeys("the \(part) \(value.quoted) is not one character"), at: position)
    }
    return .value(KeyEquivalent.trigger(for: character))
  }

  /// Whether a key is written as an upper-case letter — `"R"` or `KeyEquivalent("R")` — which
  /// AppKit and SwiftUI read as asking for Shift: SwiftUI's `KeyEquivalent` factors in the
  /// modifiers that type the character ("A" is Command-Shift-A), and AppKit takes Command-Shift-c
  /// and Command-C for the same key equivalent.
  static func isCapitalLetter(_ expression: ExprSyntax) -> Bool {
    var literal = expression.as(StringLiteralExprSyntax.self)
    if let call = expression.as(FunctionCallExprSyntax.self), typeName(of: call.calledExpression) == "KeyEquivalent" {
      literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
    }
    guard let value = literal?.representedLiteralValue, value.count == 1, let character = value.first else {
      return false
    }
    return KeyEquivalent.impliesShift(character)
  }

  /// A `UIKeyCommand` input: a `UIKeyCommand.input…` constant or a one-character literal.
  static func keyCommandInput(_ expression: ExprSyntax) -> Reading<Shortcut.Trigger> {
    guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text.hasPrefix("input")
    else { return character(expression, part: "input") }
    let name = member.declName.baseName.text
    guard let key = KeyNotation.uiKit.key(named: name) else {
      return .unread(.unknownKey("UIKeyCommand.\(name)"), at: member.positionAfterSkippingLeadingTrivia)
    }
    return .value(key)
  }

  /// An AppKit key equivalent: a string literal (empty for none, an upper-case letter meaning
  /// Shift), `NSEvent.SpecialKey.upArrow.string`, `String(format: "%C", NSUpArrowFunctionKey)`, or
  /// a literal inside `NSLocalizedString`.
  static func keyEquivalent(_ expression: ExprSyntax, part: String) -> KeyEquivalentItem.Key {
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      guard let value = literal.representedLiteralValue else {
        return .unread(.notLiteral(part, expression.trimmedDescription))
      }
      if value.isEmpty { return .none }
      guard value.count == 1, let character = value.first else {
        return .unread(.unreadableKeys("the \(part) \(value.quoted) is not one character"))
      }
      return .trigger(KeyEquivalent.trigger(for: character), capital: KeyEquivalent.impliesShift(character))
    }
    // `NSEvent.SpecialKey.upArrow.string`, `.upArrow.string` in context.
    if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "string",
      let key = member.base.flatMap(memberName), let trigger = KeyNotation.appKit.key(named: key)
    {
      return .trigger(trigger, capital: false)
    }
    if let call = expression.as(FunctionCallExprSyntax.self), let name = typeName(of: call.calledExpression) {
      let arguments = Array(call.arguments)
      if name == "NSLocalizedString" || name == "String", let first = arguments.first,
        first.label == nil || first.label?.text == "localized", first.expression.is(StringLiteralExprSyntax.self)
      {
        return keyEquivalent(first.expression, part: part)
      }
      if name == "String", arguments.count == 2, arguments[0].label?.text == "format",
        let format = arguments[0].expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
        format == "%C" || format == "%c",
        let constant = arguments[1].expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let trigger = KeyNotation.appKitConstants.key(named: constant)
      {
        return .trigger(trigger, capital: false)
      }
    }
    return .unread(.notLiteral(part, expression.trimmedDescription))
  }

  /// Modifiers written as `.command` or `[.command, .shift]` (also `[]`), named in `notation`.
  static func modifiers(_ expression: ExprSyntax, in notation: KeyNotation) -> Reading<Modifiers> {
    let elements: [ExprSyntax]
    if let array = expression.as(ArrayExprSyntax.self) {
      elements = array.elements.map(\.expression)
    } else {
      elements = [expression]
    }
    var modifiers: Modifiers = []
    for element in elements {
      guard let name = memberName(element), let known = notation.modifier(named: name) else {
        return .unread(
          .notLiteral("modifiers", expression.trimmedDescription), at: element.positionAfterSkippingLeadingTrivia)
      }
      guard let modifier = known else {
        return .unread(.unsupportedModifier(name), at: element.positionAfterSkippingLeadingTrivia)
      }
      modifiers.formUnion(modifier)
    }
    return .value(modifiers)
  }

  /// An AppKit mask: modifiers as ``modifiers(_:in:)`` reads them, or what `receiver` had,
  /// adjusted — `item.keyEquivalentModifierMask.union(.shift)`, `.subtracting(.option)`.
  static func mask(_ expression: ExprSyntax, of receiver: String) -> KeyEquivalentItem.Mask {
    if let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(MemberAccessExprSyntax.self),
      base.declName.baseName.text == "keyEquivalentModifierMask",
      base.base?.trimmedDescription == receiver, let argument = call.arguments.first?.expression
    {
      return adjustment(member.declName.baseName.text, argument, whole: expression)
    }
    switch modifiers(expression, in: .appKit) {
    case .value(let modifiers): return .set(modifiers)
    case .unread(let reason, _): return .unread(reason)
    }
  }

  /// What `method(argument)` on a mask does to it: `union`, `insert`, `formUnion` add;
  /// `subtracting`, `remove`, `subtract` take away.
  static func adjustment(_ method: String, _ argument: ExprSyntax, whole: ExprSyntax) -> KeyEquivalentItem.Mask {
    let adds = ["union", "insert", "formUnion"].contains(method)
    guard adds || ["subtracting", "remove", "subtract"].contains(method) else {
      return .unread(.notLiteral("modifiers", whole.trimmedDescription))
    }
    switch modifiers(argument, in: .appKit) {
    case .value(let modifiers):
      return adds ? .adjusted(adding: modifiers, removing: []) : .adjusted(adding: [], removing: modifiers)
    case .unread(let reason, _): return .unread(reason)
    }
  }

  /// The name of `.name` or `Type.name`, or `nil` for any other expression.
  static func memberName(_ expression: ExprSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
    if let base = member.base, !(base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self)) {
      return nil
    }
    return member.declName.baseName.text
  }

  /// The calls whose first argument is the text they show or localize.
  static let textCalls: Set<String> = [
    "NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource", "Text", "Label", "init",
  ]

  /// A title: a literal (an interpolated one as people read it, `Run …` for `Run \(task.name)`,
  /// ``readable(_:constants:)``; a `String(format:)`'s format, `Quit …` for `Quit %@`), both
  /// branches of `condition ? "Show" : "Hide"`
  /// (``alternatives(_:_:)``), the literal inside
  /// `NSLocalizedString`, `String(localized:)`, `LocalizedStringKey`, `LocalizedStringResource`
  /// (also `.init("Insert", table: …)`), `Text` or `Label`, or a `LocalizedStringResource` member
  /// (`.done`): the text the file gives it in `constants`, else its name as a title
  /// (``memberTitle(_:)``).
  /// - Parameters:
  ///   - expression: The expression.
  ///   - constants: The text of string constants the file declares, by name.
  /// - Returns: The title, or `nil` when the expression gives none.
  static func title(_ expression: ExprSyntax, constants: [String: String] = [:]) -> String? {
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      let text = literal.representedLiteralValue ?? readable(literal, constants: constants)
      return text.isEmpty ? nil : text
    }
    if let (thenExpression, elseExpression) = ternaryBranches(expression),
      let first = title(thenExpression, constants: constants), let second = title(elseExpression, constants: constants)
    {
      return alternatives(first, second)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      let name =
        typeName(of: call.calledExpression)
        ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap {
          $0.base == nil ? $0.declName.baseName.text : nil
        }
      guard let name, textCalls.contains(name), let first = call.arguments.first else { return nil }
      // `String(format: "Quit %@", name)`: the format, each value it takes as `…`.
      if name == "String", first.label?.text == "format" {
        return title(first.expression, constants: constants).map(withoutFormatSpecifiers)
      }
      guard first.label == nil || first.label?.text == "localized" || first.label?.text == "verbatim" else {
        return nil
      }
      return title(first.expression, constants: constants)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      let name = member.declName.baseName.text
      return constants[name] ?? memberTitle(name)
    }
    return nil
  }

  /// The titles AppKit and SwiftUI show for members whose name is not their title spelled out.
  static let standardMemberTitles = ["ok": "OK"]

  /// The title a member with no text in the file stands for: AppKit's and SwiftUI's standard
  /// title (`.ok` is `OK`), else its name's words capitalized (`.cancel` is `Cancel`,
  /// `.moveToTrash` is `Move To Trash`).
  static func memberTitle(_ name: String) -> String {
    if let standard = standardMemberTitles[name.lowercased()] { return standard }
    var title = ""
    for character in name {
      if character.isUppercase, let last = title.last, !last.isUppercase { title.append(" ") }
      title.append(title.isEmpty || title.last == " " ? Character(character.uppercased()) : character)
    }
    return title
  }

  /// An interpolated literal as people read it: a value that is one of two titles
  /// (`\(isCollapsed ? "Show" : "Hide")`) as both (`Show/Hide`), any other value as `…`.
  static func readable(_ literal: StringLiteralExprSyntax, constants: [String: String]) -> String {
    literal.segments.map { segment in
      if let text = segment.as(StringSegmentSyntax.self) { return text.content.text }
      guard let value = segment.as(ExpressionSegmentSyntax.self), value.expressions.count == 1,
        let expression = value.expressions.first?.expression, ternaryBranches(expression) != nil
      else { return "…" }
      return title(expression, constants: constants) ?? "…"
    }.joined()
  }

  /// A format string as people read it: each conversion (`%@`, `%d`, `%1$@`, `%.2f`) as `…`,
  /// `%%` as `%`.
  static func withoutFormatSpecifiers(_ format: String) -> String {
    var result = ""
    var characters = format[...]
    while let percent = characters.firstIndex(of: "%") {
      result += characters[..<percent]
      characters = characters[characters.index(after: percent)...]
      if characters.first == "%" {
        result += "%"
        characters = characters.dropFirst()
        continue
      }
      // Flags, width, precision, position and length, up to the conversion's letter.
      let conversion = characters.firstIndex { $0.isLetter && !"hlqLzjt".contains($0) || $0 == "@" }
      guard let conversion else {
        result += "%"
        continue
      }
      result += "…"
      characters = characters[characters.index(after: conversion)...]
    }
    return result + characters
  }

  /// The two branches of `condition ? a : b`, as the parser leaves it (a sequence not yet folded).
  static func ternaryBranches(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax)? {
    if let ternary = expression.as(TernaryExprSyntax.self) { return (ternary.thenExpression, ternary.elseExpression) }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
      let last = elements.last
    else { return nil }
    return (ternary.thenExpression, last)
  }

  /// Two titles a control shows in turn as one: the words they share written once, the words
  /// that differ joined by `/` (`Show the Sidebar`, `Hide the Sidebar`: `Show/Hide the Sidebar`);
  /// both in full, `A / B`, when one holds words the other lacks.
  static func alternatives(_ first: String, _ second: String) -> String {
    guard first != second else { return first }
    let a = first.split(separator: " ", omittingEmptySubsequences: false)
    let b = second.split(separator: " ", omittingEmptySubsequences: false)
    var prefix = 0
    while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    let middleA = a[prefix..<(a.count - suffix)]
    let middleB = b[prefix..<(b.count - suffix)]
    guard !middleA.isEmpty, !middleB.isEmpty else { return first + " / " + second }
    let middle = middleA.joined(separator: " ") + "/" + middleB.joined(separator: " ")
    return (a[..<prefix] + [Substring(middle)] + a[(a.count - suffix)...]).joined(separator: " ")
  }

  /// The title of the SwiftUI control a `.keyboardShortcut(…)` call is on: the control's own
  /// label — its first argument, or the first `Text` or `Label` of its `label:` closure, or for a
  /// view type of the file whose body is one control, that control's — else an
  /// `.accessibilityLabel(…)`, else a `.help(…)` anywhere in the modifier chain.
  /// - Parameters:
  ///   - modifier: The `.keyboardShortcut(…)` call.
  ///   - titles: The titles the file declares (``titles(in:)``).
  /// - Returns: The title, or `nil` when the chain gives none.
  static func controlTitle(of modifier: FunctionCallExprSyntax, titles: FileTitles) -> String? {
    let constants = titles.constants
    var named: [String: ExprSyntax] = [:]
    // Up the chain: the modifiers applied after this one.
    var node = Syntax(modifier)
    while let member = node.parent?.as(MemberAccessExprSyntax.self),
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id
    {
      record(call, member, into: &named)
      node = Syntax(call)
    }
    // Down the chain to the control.
    var expression = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.base
    while let call = expression?.as(FunctionCallExprSyntax.self) {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base {
        record(call, member, into: &named)
        expression = inner
        continue
      }
      if let label = ownTitle(of: call, constants: constants)
        ?? typeName(of: call.calledExpression).flatMap({ titles.views[$0] })
      {
        return label
      }
      break
    }
    return (named["accessibilityLabel"] ?? named["help"]).flatMap { title($0, constants: constants) }
  }

  /// Keeps the argument of an `.accessibilityLabel(…)` or `.help(…)` modifier, the one nearest
  /// the control winning.
  private static func record(
    _ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, into named: inout [String: ExprSyntax]
  ) {
    let name = member.declName.baseName.text
    guard name == "accessibilityLabel" || name == "help", let argument = call.arguments.first?.expression else {
      return
    }
    named[name] = argument
  }

  /// A control's own label: its first unlabeled argument, or the first `Text` or `Label` in its
  /// `label:` closure (an argument, a trailing closure labeled `label`, or the trailing closure of
  /// a control given its `action:`).
  private static func ownTitle(of control: FunctionCallExprSyntax, constants: [String: String]) -> String? {
    if let first = control.arguments.first, first.label == nil { return title(first.expression, constants: constants) }
    let closure =
      control.arguments.first { $0.label?.text == "label" }?.expression.as(ClosureExprSyntax.self)
      ?? control.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
      ?? (control.arguments.contains { $0.label?.text == "action" } ? control.trailingClosure : nil)
    guard let closure else {
      // A button with a role and no label shows the role's title (`Button(role: .cancel) { … }`).
      let role = control.arguments.first { $0.label?.text == "role" }?.expression.as(MemberAccessExprSyntax.self)
      guard let name = role?.declName.baseName.text, ["cancel", "close", "confirm"].contains(name) else { return nil }
      return memberTitle(name)
    }
    let finder = LabelFinder(viewMode: .sourceAccurate)
    finder.walk(closure)
    return finder.label.flatMap { title(ExprSyntax($0), constants: constants) }
  }

  /// What a file declares that titles its controls, by name.
  struct FileTitles {
    /// The text of each string constant (`static let done: LocalizedStringResource = "Done"`,
    /// `static let done = LocalizedStringResource("Done")`).
    var constants: [String: String] = [:]
    /// The title of each view type whose `body` is one titled control: `struct InstallButton:
    /// View { var body: some View { Button(action: install) { Text("Install") } } }` is
    /// `Install`, so that a shortcut given to `InstallButton(…)` is titled `Install`.
    var views: [String: String] = [:]
  }

  /// The string constants and single-control view types a file declares, in one walk.
  /// - Complexity: O(*n*) in the size of the tree.
  static func titles(in tree: some SyntaxProtocol) -> FileTitles {
    let collector = TitleCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    var titles = FileTitles(constants: collector.constants)
    for (type, control) in collector.bodyControls {
      titles.views[type] = ownTitle(of: control, constants: collector.constants)
    }
    return titles
  }

  /// The view a chain of modifiers is applied to: `Button("Save")` for
  /// `Button("Save").keyboardShortcut("s").disabled(busy)`, `expression` itself when it is no
  /// modifier call.
  static func modifiedView(_ expression: ExprSyntax) -> ExprSyntax {
    var expression = expression
    while let call = expression.as(FunctionCallExprSyntax.self),
      let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    {
      expression = base
    }
    return expression
  }

  /// `Name` for `Name`, `Name.init` and for `SwiftUI.Name`, `UIKit.Name`, `AppKit.Name`.
  static func typeName(of callee: ExprSyntax?) -> String? {
    if let reference = callee?.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let member = callee?.as(MemberAccessExprSyntax.self) else { return nil }
    if isQualifiedType(member) { return member.declName.baseName.text }
    if member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base { return typeName(of: base) }
    return nil
  }

  /// Whether `member` is a type named through its module, `SwiftUI.KeyboardShortcut`.
  static func isQualifiedType(_ member: MemberAccessExprSyntax) -> Bool {
    guard let module = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
    return ["SwiftUI", "UIKit", "AppKit", "Cocoa"].contains(module)
  }
}

/// Finds the first `Text(…)` or `Label(…)` in a closure.
private final class LabelFinder: SyntaxVisitor {
  var label: FunctionCallExprSyntax?

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard label == nil else { return .skipChildren }
    if let name = SwiftLiteral.typeName(of: node.calledExpression), name == "Text" || name == "Label" {
      label = node
      return .skipChildren
    }
    return .visitChildren
  }
}

/// Collects the string constants of a file — static properties whose value is a string literal or
/// a `LocalizedStringResource`, `LocalizedStringKey` or `String(localized:)` of one — and the
/// control each struct's `body` is, when it is one `Button`, `Toggle`, `Menu` or `Link` (with
/// modifiers).
private final class TitleCollector: SyntaxVisitor {
  var constants: [String: String] = [:]
  var bodyControls: [(type: String, control: FunctionCallExprSyntax)] = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    for member in node.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
        let binding = variable.bindings.first,
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
        case .getter(let statements) = binding.accessorBlock?.accessors, statements.count == 1,
        let expression = statements.first?.item.as(ExprSyntax.self)
          ?? statements.first?.item.as(ReturnStmtSyntax.self)?.expression
      else { continue }
      if let control = SwiftLiteral.modifiedView(expression).as(FunctionCallExprSyntax.self),
        let name = SwiftLiteral.typeName(of: control.calledExpression),
        ["Button", "Toggle", "Menu", "Link"].contains(name)
      {
        bodyControls.append((node.name.text, control))
      }
    }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return .skipChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value,
        value.is(StringLiteralExprSyntax.self) || value.is(FunctionCallExprSyntax.self),
        let text = SwiftLiteral.title(value)
      else { continue }
      constants[name] = text
    }
    return .skipChildren
  }
}
