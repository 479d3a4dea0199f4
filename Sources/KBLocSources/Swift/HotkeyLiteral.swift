import KBLoc
import SwiftSyntax

/// The literals of hotkey APIs in Swift: numbers, modifier masks and flags, the key enums of the
/// hotkey libraries, key-equivalent glyphs.
enum HotkeyLiteral {
  /// The expression inside conversions: `UInt32(x)`, `Int(x)`, `(x)`, `x.rawValue`,
  /// `NSEvent.ModifierFlags(rawValue: x)`.
  static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
    var current = expression
    for _ in 0..<8 {
      if let call = current.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
        let only = call.arguments.first, only.label == nil || only.label?.text == "rawValue",
        call.trailingClosure == nil
      {
        current = only.expression
      } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        current = only.expression
      } else if let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
        let base = member.base
      {
        current = base
      } else {
        break
      }
    }
    return current
  }

  /// An integer literal (decimal, hex, octal, binary; `_` separators), unwrapped; `nil` for
  /// anything else.
  static func integer(_ expression: ExprSyntax) -> Int? {
    guard let literal = unwrapped(expression).as(IntegerLiteralExprSyntax.self) else { return nil }
    let text = literal.literal.text.filter { $0 != "_" }
    for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
      return Int(String(text.dropFirst(2)), radix: radix)
    }
    return Int(text)
  }

  /// A key code: a number or a `kVK_…` constant, also wrapped (`UInt32(kVK_ANSI_V)`).
  static func keyCode(_ expression: ExprSyntax) -> Shortcut.Trigger? {
    integer(expression).flatMap(MacKeyCode.trigger(code:))
      ?? unwrapped(expression).as(DeclReferenceExprSyntax.self).flatMap {
        MacKeyCode.trigger(constant: $0.baseName.text)
      }
  }

  /// Modifiers written as a mask, as AppKit's flags, or as a mix of them.
  ///
  /// A mask is `768`, `cmdKey | shiftKey` or `UInt32(optionKey)`; flags are `[.command, .option]`
  /// or `NSEvent.ModifierFlags.command`; a mix is joined by `|` or `+`. `nil` when any part is not
  /// a literal kbloc knows. A name in `constants` (a file's
  /// `let alt = NSEvent.ModifierFlags.option.rawValue`, also as `Type.alt`) is its value.
  static func modifiers(
    _ expression: ExprSyntax, constants: [String: Modifiers] = [:], depth: Int = 0
  ) -> Modifiers? {
    guard depth < 16 else { return nil }
    let expression = unwrapped(expression)
    if !constants.isEmpty, let mask = constant(expression, in: constants) { return mask }
    if let number = integer(expression) { return MacKeyCode.modifiers(mask: number) }
    if let array = expression.as(ArrayExprSyntax.self) {
      var all: Modifiers = []
      for element in array.elements {
        guard let one = modifiers(element.expression, constants: constants, depth: depth + 1) else { return nil }
        all.formUnion(one)
      }
      return all
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self),
      ["|", "+"].contains(infix.operator.trimmedDescription)
    {
      guard let left = modifiers(infix.leftOperand, constants: constants, depth: depth + 1),
        let right = modifiers(infix.rightOperand, constants: constants, depth: depth + 1)
      else { return nil }
      return left.union(right)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      // Unfolded operators: `a | b | c`.
      var all: Modifiers = []
      for (index, element) in sequence.elements.enumerated() {
        if index % 2 == 1 {
          guard ["|", "+"].contains(element.trimmedDescription) else { return nil }
          continue
        }
        guard let one = modifiers(element, constants: constants, depth: depth + 1) else { return nil }
        all.formUnion(one)
      }
      return all
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return MacKeyCode.modifier(constant: reference.baseName.text)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if let base = member.base?.trimmedDescription, !["NSEvent.ModifierFlags", "ModifierFlags"].contains(base) {
        return nil
      }
      return KeyNotation.appKit.modifier(named: name) ?? nil
    }
    return nil
  }

  /// The value of a constant of `constants`, named alone (`alt`) or through a type (`Self.alt`,
  /// `Keys.alt`).
  private static func constant(_ expression: ExprSyntax, in constants: [String: Modifiers]) -> Modifiers? {
    if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text { return constants[name] }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, base.first?.isUppercase == true
    else { return nil }
    return constants[member.declName.baseName.text]
  }

  /// A hotkey library's key case: `.k`, `.return`, `Key.space`, `.f5`.
  static func caseKey(_ expression: ExprSyntax) -> Shortcut.Trigger? {
    guard let member = unwrapped(expression).as(MemberAccessExprSyntax.self) else { return nil }
    if let base = member.base?.trimmedDescription, !base.hasSuffix("Key") { return nil }
    return MacKeyCode.trigger(caseName: member.declName.baseName.text)
  }

  /// ShortcutRecorder's `KeyCode` cases: `.ansiA`, `.ansi1`, `.return`, `.f5`; or a key code.
  static func recorderKeyCode(_ expression: ExprSyntax) -> Shortcut.Trigger? {
    if let number = integer(expression) { return MacKeyCode.trigger(code: number) }
    guard let member = unwrapped(expression).as(MemberAccessExprSyntax.self) else { return nil }
    let name = member.declName.baseName.text
    if name.hasPrefix("ansi"), name.count > 4 {
      let rest = name.dropFirst(4)
      if rest.count == 1, let character = rest.first, character.isASCII {
        if character.isLetter { return MacKeyCode.key(code: "Key\(character)").map(MacKeyCode.trigger(of:)) }
        if character.isNumber { return MacKeyCode.key(code: "Digit\(character)").map(MacKeyCode.trigger(of:)) }
      }
      return MacKeyCode.trigger(constant: "kVK_ANSI_\(rest)")
    }
    return MacKeyCode.trigger(caseName: name)
  }

  /// The physical key a US keyboard types a letter, digit or punctuation character on, for an
  /// API that turns a named key into a key code; any other trigger unchanged.
  static func physical(_ trigger: Shortcut.Trigger) -> Shortcut.Trigger {
    guard case .character(let character) = trigger, character.isASCII else { return trigger }
    let code: String?
    if character.isLetter {
      code = "Key\(character.uppercased())"
    } else if character.isNumber {
      code = "Digit\(character)"
    } else {
      code = Shortcut.usPunctuation.first { $0.value == character }?.key
    }
    return code.flatMap(MacKeyCode.key(code:)).map(Shortcut.Trigger.physical) ?? trigger
  }

  /// A name without its last word when that is `HotKey`, `Hotkey` or `Shortcut`:
  /// `mainWindowHotKey` is `mainWindow`.
  static func withoutHotkeyWord(_ name: String) -> String {
    for suffix in ["HotKey", "Hotkey", "Shortcut"] where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// A key equivalent written in glyphs, as ShortcutRecorder's `Shortcut(keyEquivalent:)` takes
  /// it: `⌃⌥⇧⌘` in any order, then one character or a key glyph (`⇥`, `↩`, `⎋`, `⌫`, `⌦`, arrows).
  static func glyphs(_ text: String) -> StrokeReading {
    var modifiers: Modifiers = []
    var rest = Substring(text)
    while let first = rest.first, rest.count > 1, let modifier = glyphModifiers[first] {
      modifiers.insert(modifier)
      rest = rest.dropFirst()
    }
    if rest.count == 1, let first = rest.first, glyphModifiers[first] != nil {
      // A modifier alone (a "hold" shortcut) is no keystroke.
      return .notRead(.unsupportedModifier(String(first)))
    }
    guard rest.count == 1, let key = rest.first else { return .notRead(.unknownKey(String(rest))) }
    return .read(Shortcut(glyphKeys[key] ?? .character(key), modifiers: modifiers))
  }

  static let glyphModifiers: [Character: Modifiers] = ["⌘": .command, "⇧": .shift, "⌥": .option, "⌃": .control]
  static let glyphKeys: [Character: Shortcut.Trigger] = [
    "⇥": .named(.tab), "↩": .named(.return), "⌅": .named(.return), "⎋": .named(.escape), "⌫": .named(.delete),
    "⌦": .named(.forwardDelete), "←": .named(.leftArrow), "→": .named(.rightArrow), "↑": .named(.upArrow),
    "↓": .named(.downArrow), "↖": .named(.home), "↘": .named(.end), "⇞": .named(.pageUp), "⇟": .named(.pageDown),
    "␣": .named(.space),
  ]
}
