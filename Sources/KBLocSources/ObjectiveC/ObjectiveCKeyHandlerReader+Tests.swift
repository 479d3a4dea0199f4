import KBLoc

extension ObjectiveCKeyHandlerReader {
  /// The most levels of an expression followed.
  static let maximumExpressionDepth = 16

  // MARK: Subjects

  /// What an expression stands for: `event.characters`, `[event charactersIgnoringModifiers]`,
  /// `[… characterAtIndex:0]`, `event.keyCode`, `event.modifierFlags` (also `&
  /// NSDeviceIndependentModifierFlagsMask`), `[NSEvent modifierFlags]`, `[NSApp currentEvent]`,
  /// or a name given one of them.
  func binding(of expression: ObjectiveCExpression, depth: Int = 0) -> Binding? {
    guard depth < Self.maximumExpressionDepth else { return nil }
    let expression = expression.unwrapped
    switch expression.kind {
    case .name(let name):
      return names[name]
    case .member(let base, let name):
      return binding(property: name, of: base, depth: depth)
    case .message(let receiver, let selector, let arguments):
      if arguments.isEmpty { return binding(property: selector, of: receiver, depth: depth) }
      if selector == "characterAtIndex:", binding(of: receiver, depth: depth + 1) == .characters { return .characters }
      return nil
    case .binary("&", let lhs, let rhs):
      // The flags less what no shortcut holds: `& NSDeviceIndependentModifierFlagsMask`, or `&` a
      // mask of the four modifiers.
      for (flags, mask) in [(lhs, rhs), (rhs, lhs)] where binding(of: flags, depth: depth + 1) == .modifiers {
        if let (modifiers, _) = modifierSet(mask), modifiers.isSuperset(of: Self.shortcutModifiers) {
          return .modifiers
        }
      }
      return nil
    default:
      return nil
    }
  }

  private func binding(property name: String, of base: ObjectiveCExpression, depth: Int) -> Binding? {
    if let type = base.unwrapped.name, name == "modifierFlags", type == "NSEvent" { return .modifiers }
    if let type = base.unwrapped.name, name == "currentEvent", type == "NSApp" { return .event }
    guard binding(of: base, depth: depth + 1) == .event else { return nil }
    switch name {
    case "characters", "charactersIgnoringModifiers": return .characters
    case "keyCode": return .keyCode
    case "type": return .type
    default: return name.hasSuffix("Flags") || name.hasSuffix("flags") ? .modifiers : nil
    }
  }

  /// Control, Option, Shift and Command.
  static let shortcutModifiers: Modifiers = [.control, .option, .shift, .command]

  /// Whether `name` is the device-independent mask, `flags & mask` being the flags still.
  static func isDeviceIndependentMask(_ name: String) -> Bool {
    name == "NSEventModifierFlagDeviceIndependentFlagsMask" || name == "NSDeviceIndependentModifierFlagsMask"
  }

  // MARK: Conditions

  /// A condition read as tests of the key and the modifiers.
  func condition(_ expression: ObjectiveCExpression, depth: Int = 0) -> KeyHandlerCode.Condition {
    guard depth < Self.maximumExpressionDepth else { return .other }
    let expression = expression.unwrapped
    switch expression.kind {
    case .unary("!", let operand):
      return .not(condition(operand, depth: depth + 1))
    case .binary("||", _, _), .binary("&&", _, _):
      guard case .binary(let operation, _, _) = expression.kind else { return .other }
      let parts = Self.operands(of: expression, joinedBy: operation).map { condition($0, depth: depth + 1) }
      return operation == "||" ? .or(parts) : .and(parts)
    case .binary("==", let lhs, let rhs):
      return comparison(lhs, rhs)
    case .binary("!=", let lhs, let rhs):
      return .not(comparison(lhs, rhs))
    case .binary("&", let lhs, let rhs):
      // `flags & NSEventModifierFlagCommand`: one of the modifiers is held.
      for (flags, mask) in [(lhs, rhs), (rhs, lhs)] where binding(of: flags) == .modifiers {
        if let (modifiers, unsupported) = modifierSet(mask) {
          return .modifiers(.containingAny(of: modifiers), unsupported: unsupported)
        }
      }
      return .other
    case .message(let receiver, let selector, let arguments):
      if selector == "isEqualToString:" || selector == "isEqual:", let argument = arguments.first {
        return comparison(receiver, argument)
      }
      if arguments.contains(where: { binding(of: $0) == .event }) { return .passesEvent(text(of: expression)) }
      return .other
    case .call(_, let arguments):
      if arguments.contains(where: { binding(of: $0) == .event }) { return .passesEvent(text(of: expression)) }
      return .other
    case .name(let name):
      if let test = tests[name] { return test }
      return SwiftKeyHandlerReader.Body.modifierPressed(name).map { .modifiers(.containing($0)) } ?? .other
    case .member(_, let name):
      return SwiftKeyHandlerReader.Body.modifierPressed(name).map { .modifiers(.containing($0)) } ?? .other
    default:
      return .other
    }
  }

  /// The operands of a chain of one operator, `a || b || c`.
  private static func operands(of expression: ObjectiveCExpression, joinedBy operation: String)
    -> [ObjectiveCExpression]
  {
    var found: [ObjectiveCExpression] = []
    var pending = [expression]
    while let current = pending.popLast(), found.count < 256 {
      if case .binary(operation, let lhs, let rhs) = current.unwrapped.kind {
        pending.append(rhs)
        pending.append(lhs)
      } else {
        found.append(current)
      }
    }
    return found
  }

  /// `lhs == rhs`: the key on one side, or the modifiers — `flags == NSCommandKeyMask`,
  /// `(flags & mask) == mask`, `(flags & mask) == 0` — or the event's type (a key-up event is
  /// no key press).
  private func comparison(_ lhs: ObjectiveCExpression, _ rhs: ObjectiveCExpression) -> KeyHandlerCode.Condition {
    for (subjectSide, valueSide) in [(lhs, rhs), (rhs, lhs)] {
      if binding(of: subjectSide) == .type, let name = valueSide.unwrapped.name {
        return name.contains("KeyUp") || name.contains("FlagsChanged") ? .never : .other
      }
      if case .binary("&", let flags, let mask) = subjectSide.unwrapped.kind, binding(of: flags) == .modifiers,
        binding(of: subjectSide) != .modifiers, let (modifiers, unsupported) = modifierSet(mask)
      {
        if case .number(let zero) = valueSide.unwrapped.kind, Self.integer(zero) == 0 {
          return .modifiers(.containingAny(of: modifiers).complement)
        }
        guard let (compared, _) = modifierSet(valueSide) else { return .other }
        return .modifiers(.holding { $0.intersection(modifiers) == compared }, unsupported: unsupported)
      }
      switch binding(of: subjectSide) {
      case .modifiers?:
        guard let (modifiers, unsupported) = modifierSet(valueSide) else { return .other }
        return .modifiers(.exactly(modifiers), unsupported: unsupported)
      case .characters?, .keyCode?:
        guard let subject = binding(of: subjectSide) else { return .other }
        guard let key = key(valueSide, as: subject) else {
          return .unreadKey(text(of: valueSide), at: position(valueSide.start))
        }
        return .key([KeyHandlerCode.KeyTest(key: key, position: position(valueSide.start))])
      default:
        continue
      }
    }
    return .other
  }

  // MARK: Values

  /// A mask of `NSEventModifierFlag…` or `NS…KeyMask` names joined by `|` (or `0`).
  ///
  /// The names of modifiers with no place in a shortcut are apart; the device-independent mask
  /// holds the four modifiers. `nil` for another expression.
  func modifierSet(_ expression: ObjectiveCExpression) -> (Modifiers, [String])? {
    guard let names = modifierNames(expression) else { return nil }
    var modifiers: Modifiers = []
    var unsupported: [String] = []
    for name in names {
      if Self.isDeviceIndependentMask(name) {
        modifiers.formUnion(Self.shortcutModifiers)
        continue
      }
      guard let known = KeyNotation.appKitConstants.modifier(named: name) else { return nil }
      if let modifier = known { modifiers.formUnion(modifier) } else { unsupported.append(name) }
    }
    return (modifiers, unsupported)
  }

  /// The names a mask joins with `|` (a macro's value too); empty for `0`; `nil` when it holds
  /// anything else.
  private func modifierNames(_ expression: ObjectiveCExpression, depth: Int = 0) -> [String]? {
    guard depth < Self.maximumExpressionDepth else { return nil }
    switch expression.unwrapped.kind {
    case .name(let name):
      if KeyNotation.appKitConstants.modifier(named: name) != nil || Self.isDeviceIndependentMask(name) {
        return [name]
      }
      guard let value = masks[name] ?? macros[name] ?? nil else { return nil }
      return modifierNames(value, depth: depth + 1)
    case .number(let text):
      return Self.integer(text) == 0 ? [] : nil
    case .binary("|", let lhs, let rhs):
      guard let left = modifierNames(lhs, depth: depth + 1), let right = modifierNames(rhs, depth: depth + 1) else {
        return nil
      }
      return left + right
    default:
      return nil
    }
  }

  /// The key a value compared with the event's characters or key code names: a character or
  /// string literal, a number, AppKit's `NS…FunctionKey` and `NS…Character` names, Carbon's
  /// `kVK_…` names, or a macro of the file with such a value.
  func key(_ expression: ObjectiveCExpression, as subject: Binding, depth: Int = 0) -> KeyHandlerKey? {
    guard depth < Self.maximumExpressionDepth else { return nil }
    switch expression.unwrapped.kind {
    case .character(let value), .string(let value, true):
      guard subject == .characters, value.unicodeScalars.count == 1, let scalar = value.unicodeScalars.first else {
        return nil
      }
      return .typing(scalar)
    case .number(let text):
      guard let number = Self.integer(text) else { return nil }
      if subject == .keyCode { return .forCode(KeyCode(.mac, UInt16(number))) }
      return Unicode.Scalar(UInt32(number)).map { .typing($0) }
    case .name(let name):
      if subject == .keyCode, let code = KeyCodeNames.keyCode(named: name, in: .mac) {
        return .forCode(code, name: name)
      }
      if subject == .characters, let key = KeyHandlerKey.appKitName(name) { return key }
      guard let value = macros[name] ?? nil else { return nil }
      return key(value, as: subject, depth: depth + 1)
    default:
      return nil
    }
  }

  /// A C integer as written (`53`, `0x35`, `065`, `53U`), below 65,536.
  static func integer(_ text: String) -> Int? {
    var digits = Substring(text.lowercased())
    while let last = digits.last, last == "u" || last == "l" { digits.removeLast() }
    let value: Int?
    if digits.hasPrefix("0x") {
      value = Int(digits.dropFirst(2), radix: 16)
    } else if digits.count > 1, digits.hasPrefix("0") {
      value = Int(digits.dropFirst(), radix: 8)
    } else {
      value = Int(digits)
    }
    guard let value, (0...0xFFFF).contains(value) else { return nil }
    return value
  }

  // MARK: Effects

  /// What a statement's expression does: a message or a call (titled by its selector or name;
  /// `sendAction:to:from:` and `performSelector:` by the selector they send), an assignment
  /// (titled by the message it assigns, if any); `nil` for a message to `super`, a logging call,
  /// or a value.
  func effect(of expression: ObjectiveCExpression) -> KeyHandlerCode.Effect? {
    switch expression.unwrapped.kind {
    case .message(let receiver, let selector, let arguments):
      let target = receiver.unwrapped.name
      if target == "super" { return nil }
      // Giving the event to another object (`[handler keyDown:event]`): what it does is decided there.
      if arguments.contains(where: { binding(of: $0) == .event }) { return KeyHandlerCode.Effect(title: nil) }
      let isOwn = target == "self"
      if Self.sendingSelectors.contains(selector), case .selector(let sent)? = arguments.first?.unwrapped.kind {
        return KeyHandlerCode.Effect(title: CommandName.title(of: sent), isOwn: isOwn)
      }
      return KeyHandlerCode.Effect(title: CommandName.title(of: selector), isOwn: isOwn)
    case .call(let callee, _):
      guard let name = callee.unwrapped.name else { return KeyHandlerCode.Effect(title: nil) }
      if Self.ignoredCalls.contains(name) || KeyHandlerCode.Effect.isLogging(name) { return nil }
      return KeyHandlerCode.Effect(title: CommandName.title(of: name))
    case .assignment(_, let target, _):
      // An assignment keeps a value, titled by nothing.
      return KeyHandlerCode.Effect(title: nil, isLocal: target.name.map(locals.contains) ?? false)
    default:
      return nil
    }
  }

  /// Messages that send another selector: the sent one names what the key does.
  static let sendingSelectors: Set<String> = [
    "sendAction:to:from:", "performSelector:", "performSelector:withObject:", "tryToPerform:with:",
    "doCommandBySelector:", "performSelector:withObject:afterDelay:",
  ]

  /// Calls that only log or check: no effect of a key.
  static let ignoredCalls: Set<String> = ["NSLog", "NSAssert", "NSCAssert", "assert", "printf", "NSParameterAssert"]
}
