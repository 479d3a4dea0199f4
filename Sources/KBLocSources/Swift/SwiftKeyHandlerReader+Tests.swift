import KBLoc
import SwiftSyntax

extension SwiftKeyHandlerReader.Body {
  /// What an expression of a handler stands for: a part of the event that says which key was
  /// pressed, or the modifiers held.
  enum Subject: Equatable {
    /// The characters the key typed (`event.charactersIgnoringModifiers`, `key.characters`,
    /// `press.characters`), or one of them.
    case characters
    /// AppKit's `NSEvent.SpecialKey` (`event.specialKey`).
    case specialKey
    /// The key's code: a macOS virtual key code (`NSEvent.keyCode`) or a HID usage
    /// (`UIKey.keyCode`).
    case keyCode(KeyCode.Numbering)
    /// SwiftUI's `KeyPress.key`, a `KeyEquivalent`.
    case keyEquivalent
    /// SwiftUI's `MoveCommandDirection` (`onMoveCommand`'s argument).
    case moveDirection
    /// The modifiers held (`event.modifierFlags`, `press.modifiers`, `NSEvent.modifierFlags`).
    case modifiers
    /// The event's type (`event.type`).
    case type
  }

  /// What a name of the handler holds.
  enum Binding: Equatable {
    /// The event (`NSEvent`), a UIKit key (`UIKey`), a UIKit press (`UIPress`), the presses
    /// (`Set<UIPress>`) or a SwiftUI `KeyPress`.
    case event, uiKey, press, presses, keyPress
    /// A part of the event.
    case subject(Subject)
  }

  // MARK: Subjects

  /// What `expression` stands for, through conversions (`Int(…)`, `UInt16(…)`, `Character(…)`),
  /// optionals (`?`, `!`), `.first`, `.unicodeScalars`, `.value`, `.lowercased()` and
  /// `.intersection(…)`.
  func binding(of expression: ExprSyntax, depth: Int = 0) -> Binding? {
    guard depth < Self.maximumExpressionDepth else { return nil }
    let expression = Self.unwrapped(expression)
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return names[reference.baseName.text]
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      if let type = SwiftLiteral.typeName(of: call.calledExpression), Self.conversions.contains(type),
        let inner = call.arguments.first?.expression
      {
        return binding(of: inner, depth: depth + 1)
      }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
        return nil
      }
      let inner = binding(of: base, depth: depth + 1)
      switch member.declName.baseName.text {
      case "lowercased", "uppercased": return inner == .subject(.characters) ? inner : nil
      case "intersection", "subtracting": return inner == .subject(.modifiers) ? inner : nil
      case "characters" where inner == .event: return .subject(.characters)
      default: return nil
      }
    }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
    let name = member.declName.baseName.text
    guard let base = member.base else { return nil }
    if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSEvent", name == "modifierFlags" {
      return .subject(.modifiers)
    }
    if name == "currentEvent", base.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("NSApp") == true {
      return .event
    }
    let inner = binding(of: base, depth: depth + 1)
    switch (inner, name) {
    case (.event, "characters"), (.event, "charactersIgnoringModifiers"), (.uiKey, "characters"),
      (.uiKey, "charactersIgnoringModifiers"), (.keyPress, "characters"):
      return .subject(.characters)
    case (.event, "specialKey"): return .subject(.specialKey)
    case (.event, "type"): return .subject(.type)
    case (.event, "keyCode"): return .subject(.keyCode(.mac))
    case (.uiKey, "keyCode"): return .subject(.keyCode(.hid))
    case (.keyPress, "key"): return .subject(.keyEquivalent)
    case (.press, "key"): return .uiKey
    case (.presses, "first"): return .press
    case (.event, "modifierFlags"), (.uiKey, "modifierFlags"), (.keyPress, "modifiers"):
      return .subject(.modifiers)
    case (.event, _) where name.hasSuffix("Flags") || name.hasSuffix("flags"):
      return .subject(.modifiers)
    case (.subject(.characters), "first"), (.subject(.characters), "unicodeScalars"),
      (.subject(.characters), "utf16"), (.subject(.characters), "value"):
      return inner
    default:
      return nil
    }
  }

  /// Calls that convert a value and keep what it stands for.
  static let conversions: Set<String> = [
    "Int", "UInt", "UInt16", "UInt32", "Int32", "Character", "String", "UnicodeScalar", "Unicode.Scalar", "unichar",
  ]

  /// The most levels of an expression followed.
  static let maximumExpressionDepth = 16

  /// `expression` without the parentheses, optionals (`?`, `!`), `try` and `await` around it.
  static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
    var current = expression
    for _ in 0..<maximumExpressionDepth {
      if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        current = only.expression
      } else if let attempt = current.as(TryExprSyntax.self) {
        current = attempt.expression
      } else if let wait = current.as(AwaitExprSyntax.self) {
        current = wait.expression
      } else {
        break
      }
    }
    return current
  }

  // MARK: Conditions

  /// A condition read as tests of the key and the modifiers.
  func condition(_ expression: ExprSyntax, depth: Int = 0) -> KeyHandlerCode.Condition {
    guard depth < Self.maximumExpressionDepth else { return .other }
    let expression = Self.unwrapped(expression)
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return .not(condition(prefix.expression, depth: depth + 1))
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return condition(elements: Array(sequence.elements), depth: depth + 1)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self) {
      return condition(elements: [infix.leftOperand, infix.operator, infix.rightOperand], depth: depth + 1)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      return condition(call: call, depth: depth)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      if member.declName.baseName.text == "isEmpty", let base = member.base,
        binding(of: base) == .subject(.modifiers)
      {
        return .modifiers(.exactly([]))
      }
      if let modifier = Self.modifierPressed(member.declName.baseName.text) { return .modifiers(.containing(modifier)) }
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      if let test = tests[reference.baseName.text] { return test }
      if let modifier = Self.modifierPressed(reference.baseName.text) { return .modifiers(.containing(modifier)) }
    }
    return .other
  }

  /// An unfolded sequence of operands and operators: `||` binds loosest, then `&&`, then `==` and
  /// `!=`.
  private func condition(elements: [ExprSyntax], depth: Int) -> KeyHandlerCode.Condition {
    for (word, combine) in [("||", KeyHandlerCode.Condition.or), ("&&", KeyHandlerCode.Condition.and)] {
      let parts = Self.split(elements, at: word)
      if parts.count > 1 {
        return combine(parts.map { condition(elements: $0, depth: depth + 1) })
      }
    }
    guard elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self) else {
      if elements.count == 1, let only = elements.first { return condition(only, depth: depth + 1) }
      return .other
    }
    switch operation.operator.text {
    case "==", "===": return comparison(elements[0], elements[2])
    case "!=", "!==": return .not(comparison(elements[0], elements[2]))
    default: return .other
    }
  }

  /// The parts of `elements` between the operators `word`.
  private static func split(_ elements: [ExprSyntax], at word: String) -> [[ExprSyntax]] {
    var parts: [[ExprSyntax]] = [[]]
    for element in elements {
      if element.as(BinaryOperatorExprSyntax.self)?.operator.text == word {
        parts.append([])
      } else {
        parts[parts.count - 1].append(element)
      }
    }
    return parts
  }

  /// `lhs == rhs`, with the key or the modifiers on either side.
  private func comparison(_ lhs: ExprSyntax, _ rhs: ExprSyntax) -> KeyHandlerCode.Condition {
    for (subjectSide, valueSide) in [(lhs, rhs), (rhs, lhs)] {
      guard case .subject(let subject) = binding(of: subjectSide) else { continue }
      if subject == .modifiers {
        return modifierComparison(valueSide)
      }
      if subject == .type {
        // A key-up event, or a change of modifiers, is no key press.
        let name = Self.name(of: valueSide) ?? ""
        return name == "keyUp" || name == "flagsChanged" ? .never : .other
      }
      guard let key = key(valueSide, as: subject) else {
        return .unreadKey(
          valueSide.trimmedDescription, at: position(of: valueSide))
      }
      return .key([KeyHandlerCode.KeyTest(key: key, position: position(of: valueSide))])
    }
    return .other
  }

  /// `modifiers == .command`, `== [.option, .command]`, `== []`.
  private func modifierComparison(_ value: ExprSyntax) -> KeyHandlerCode.Condition {
    guard let (modifiers, unsupported) = modifierSet(value) else { return .other }
    return .modifiers(.exactly(modifiers), unsupported: unsupported)
  }

  /// A modifier set written as a literal (``modifierSet(literal:)``), or a local holding one.
  func modifierSet(_ expression: ExprSyntax) -> (Modifiers, [String])? {
    if let reference = Self.unwrapped(expression).as(DeclReferenceExprSyntax.self),
      let value = masks[reference.baseName.text]
    {
      return Self.modifierSet(literal: value)
    }
    return Self.modifierSet(literal: expression)
  }

  /// A modifier set written as a literal, `.command`, `[.option, .command]`, `[]`.
  ///
  /// The names of modifiers with no place in a shortcut (`.function`) are apart;
  /// `.deviceIndependentFlagsMask` holds the four modifiers. `nil` for another expression.
  static func modifierSet(literal expression: ExprSyntax) -> (Modifiers, [String])? {
    let elements: [ExprSyntax]
    if let array = expression.as(ArrayExprSyntax.self) {
      elements = array.elements.map(\.expression)
    } else {
      elements = [expression]
    }
    var modifiers: Modifiers = []
    var unsupported: [String] = []
    for element in elements {
      guard let name = SwiftLiteral.memberName(element) else { return nil }
      if name == "deviceIndependentFlagsMask" {
        modifiers.formUnion([.control, .option, .shift, .command])
        continue
      }
      guard let known = KeyNotation.appKit.modifier(named: name) ?? KeyNotation.swiftUI.modifier(named: name)
      else { return nil }
      if let modifier = known { modifiers.formUnion(modifier) } else { unsupported.append(name) }
    }
    return (modifiers, unsupported)
  }

  /// `flags.contains(.command)`, `flags.isDisjoint(with: […])`, `[…].contains(key)`, a call given
  /// the event, or another call.
  private func condition(call: FunctionCallExprSyntax, depth: Int) -> KeyHandlerCode.Condition {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      let argument = call.arguments.first?.expression
    {
      let name = member.declName.baseName.text
      if binding(of: base) == .subject(.modifiers), let (modifiers, unsupported) = modifierSet(argument) {
        switch name {
        case "contains", "isSuperset": return .modifiers(.containing(modifiers), unsupported: unsupported)
        case "isDisjoint": return .modifiers(.containingAny(of: modifiers).complement)
        default: return .other
        }
      }
      // `[.upArrow, .downArrow].contains(press.key)`, `"jk".contains(character)`.
      if name == "contains", case .subject(let subject) = binding(of: argument), subject != .modifiers {
        let candidates: [ExprSyntax]
        if let array = Self.unwrapped(base).as(ArrayExprSyntax.self) {
          candidates = array.elements.map(\.expression)
        } else {
          candidates = [base]
        }
        var tests: [KeyHandlerCode.KeyTest] = []
        for candidate in candidates {
          guard let key = key(candidate, as: subject) else {
            return .unreadKey(candidate.trimmedDescription, at: position(of: candidate))
          }
          tests.append(KeyHandlerCode.KeyTest(key: key, position: position(of: candidate)))
        }
        return .key(tests)
      }
    }
    if call.arguments.contains(where: { binding(of: $0.expression) == .event }) {
      return .passesEvent(call.trimmedDescription)
    }
    return .other
  }

  /// The modifier a name that says it is held names: `shiftKeyIsPressed`, `isCommandDown`,
  /// `optionKeyHeld`; `nil` for any other name.
  static func modifierPressed(_ name: String) -> Modifiers? {
    let lowered = name.lowercased()
    guard ["pressed", "down", "held"].contains(where: lowered.hasSuffix) else { return nil }
    let words: [(String, Modifiers)] = [
      ("shift", .shift), ("command", .command), ("cmd", .command), ("option", .option), ("alt", .option),
      ("control", .control), ("ctrl", .control),
    ]
    let found = words.filter { lowered.contains($0.0) }
    guard let first = found.first, found.allSatisfy({ $0.1 == first.1 }) else { return nil }
    return first.1
  }

  // MARK: Keys

  /// The key a value compared with `subject` names: a literal, a constant of AppKit, Carbon, UIKit
  /// or SwiftUI, or an integer constant of the file; `nil` for anything else.
  func key(_ expression: ExprSyntax, as subject: Subject, depth: Int = 0) -> KeyHandlerKey? {
    guard depth < Self.maximumExpressionDepth else { return nil }
    let expression = Self.unwrapped(expression)
    if let call = expression.as(FunctionCallExprSyntax.self),
      let type = SwiftLiteral.typeName(of: call.calledExpression), Self.conversions.contains(type),
      let inner = call.arguments.first?.expression
    {
      return key(inner, as: subject, depth: depth + 1)
    }
    switch subject {
    case .characters:
      if let literal = expression.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue,
        value.unicodeScalars.count == 1, let scalar = value.unicodeScalars.first
      {
        return .typing(scalar)
      }
      if let number = Self.integer(expression), let scalar = Unicode.Scalar(UInt32(number)) {
        return .typing(scalar)
      }
      return Self.name(of: expression).flatMap { KeyHandlerKey.appKitName($0) }
    case .specialKey:
      return SwiftLiteral.memberName(expression).flatMap { KeyHandlerKey.appKitName($0, specialKey: true) }
    case .keyCode(let numbering):
      if let number = Self.integer(expression) { return .forCode(KeyCode(numbering, UInt16(number))) }
      guard let name = Self.name(of: expression) else { return nil }
      if let code = KeyCodeNames.keyCode(named: name, in: numbering) { return .forCode(code, name: name) }
      if let value = integerConstants[name] { return .forCode(KeyCode(numbering, value), name: name) }
      return nil
    case .keyEquivalent:
      guard case .value(let trigger) = SwiftShortcutReader.swiftUIKey(expression) else { return nil }
      return .character(trigger, impliesShift: SwiftLiteral.isCapitalLetter(expression))
    case .moveDirection:
      return SwiftLiteral.memberName(expression).flatMap(Self.moveDirection)
    case .modifiers, .type:
      return nil
    }
  }

  /// The arrow of a `MoveCommandDirection`.
  static func moveDirection(_ name: String) -> KeyHandlerKey? {
    let keys: [String: NamedKey] = ["up": .upArrow, "down": .downArrow, "left": .leftArrow, "right": .rightArrow]
    return keys[name].map { .character(.named($0), impliesShift: false) }
  }

  /// The value of an integer literal, decimal, hexadecimal, octal or binary, below 65,536.
  static func integer(_ expression: ExprSyntax) -> Int? {
    guard let literal = expression.as(IntegerLiteralExprSyntax.self) else { return nil }
    return integer(literal.literal.text)
  }

  /// An integer as Swift writes it (`53`, `0x35`, `0o65`, `0b110101`, `1_000`), below 65,536.
  static func integer(_ text: String) -> Int? {
    let digits = text.replacingOccurrences(of: "_", with: "")
    let value: Int?
    switch digits.prefix(2) {
    case "0x", "0X": value = Int(digits.dropFirst(2), radix: 16)
    case "0o": value = Int(digits.dropFirst(2), radix: 8)
    case "0b": value = Int(digits.dropFirst(2), radix: 2)
    default: value = Int(digits)
    }
    guard let value, (0...0xFFFF).contains(value) else { return nil }
    return value
  }

  /// The name a constant is written with: `NSLeftArrowFunctionKey`, `.kVK_Escape`,
  /// `UIKeyboardHIDUsage.keyboardW`.
  static func name(of expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// Where an expression starts, as a line and column.
  func position(of node: some SyntaxProtocol) -> SourcePosition {
    lines.position(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }
}
