import KBLoc

extension ObjectiveCReading {
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
  private func localCharacter(_ expression: ObjectiveCExpression) -> ObjectiveCExpression? {
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
  private func expanded(_ expression: ObjectiveCExpression) -> ObjectiveCExpression {
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
    // Byte by byte (ASCII white space: what Objective-C source holds between tokens), decoded once.
    var text: [UInt8] = []
    text.reserveCapacity(end - start)
    var space = false
    for byte in bytes[start..<end] {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
        space = !text.isEmpty
      default:
        if space { text.append(0x20) }
        space = false
        text.append(byte)
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  func position(_ offset: Int) -> SourcePosition { lines.position(ofOffset: offset) }
}
