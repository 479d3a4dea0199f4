import KBLoc

/// Reads the global hotkeys an Objective-C file registers.
///
/// Carbon's `RegisterEventHotKey(KEYCODE, MODIFIERS, …)` and MASShortcut's `[MASShortcut
/// shortcutWithKeyCode:modifierFlags:]`: the key code a number or a `kVK_…` constant, the modifiers
/// a number, Carbon's `cmdKey | shiftKey` or AppKit's `NSEventModifierFlagCommand`
/// (``MacKeyCode``). Each is live over every app; one whose key or modifiers are not literals is a
/// note.
enum ObjectiveCHotkeyReader {
  /// The words a file must hold for this reader to look.
  static let words = ["RegisterEventHotKey", "MASShortcut"]
  /// ``words`` as UTF-8 bytes.
  static let wordNeedles = words.map { Array($0.utf8) }

  /// How deep expressions are searched.
  static let depthLimit = 64

  /// Adds the hotkeys of `syntax` to `reading`.
  static func read(_ syntax: ObjectiveCSyntax, bytes: [UInt8], into reading: inout SourceReading) {
    let lines = LineTable(bytes)
    var found: [(StrokeReading, SourcePosition)] = []
    func text(_ expression: ObjectiveCExpression) -> String {
      let range = max(0, expression.start)..<min(bytes.count, max(expression.start, expression.end))
      return String(decoding: bytes[range], as: UTF8.self)
    }
    func visit(_ expression: ObjectiveCExpression, depth: Int) {
      guard depth < depthLimit else { return }
      var pair: (key: ObjectiveCExpression, modifiers: ObjectiveCExpression)?
      switch expression.kind {
      case .call(let callee, let arguments) where callee.name == "RegisterEventHotKey" && arguments.count >= 2:
        pair = (arguments[0], arguments[1])
      case .message(let receiver, let selector, let arguments)
      where selector == "shortcutWithKeyCode:modifierFlags:" && receiver.name == "MASShortcut" && arguments.count == 2:
        pair = (arguments[0], arguments[1])
      default: break
      }
      if let pair {
        let (key, modifiers) = pair
        let position = lines.position(ofOffset: expression.start)
        if let trigger = keyCode(key) {
          if let mask = self.modifiers(modifiers, depth: 0) {
            found.append((.read(Shortcut(trigger, modifiers: mask)), position))
          } else {
            found.append(
              (.notRead(.notLiteral("modifiers", text(modifiers))), lines.position(ofOffset: modifiers.start)))
          }
        } else {
          found.append((.notRead(.notLiteral("key", text(key))), lines.position(ofOffset: key.start)))
        }
      }
      for child in expression.children { visit(child, depth: depth + 1) }
    }
    for statement in syntax.statements {
      switch statement.kind {
      case .declaration(let declaration): declaration.initializer.map { visit($0, depth: 0) }
      case .expression(let expression): visit(expression, depth: 0)
      }
    }
    let start = reading.definitions.count
    for (stroke, position) in found {
      reading.add(
        [(stroke, position)], chord: "", id: "\(reading.file):\(position)", title: nil, position: position,
        entryPosition: position,
        scope: ShortcutScope(context: ShortcutScope.Context(kind: .global), element: .globalHotkey))
    }
    reading.recordMacKeyCodes(from: start)
  }

  /// A key code: a number or a `kVK_…` constant, through casts.
  static func keyCode(_ expression: ObjectiveCExpression) -> Shortcut.Trigger? {
    switch expression.unwrapped.kind {
    case .number(let literal): return integer(literal).flatMap(MacKeyCode.trigger(code:))
    case .name(let name): return MacKeyCode.trigger(constant: name)
    default: return nil
    }
  }

  /// A modifier mask: a number, Carbon's or AppKit's constants, joined by `|` or `+`.
  static func modifiers(_ expression: ObjectiveCExpression, depth: Int) -> Modifiers? {
    guard depth < 16 else { return nil }
    switch expression.unwrapped.kind {
    case .number(let literal): return integer(literal).flatMap(MacKeyCode.modifiers(mask:))
    case .name(let name): return MacKeyCode.modifier(constant: name)
    case .binary(let operation, let left, let right) where operation == "|" || operation == "+":
      guard let first = modifiers(left, depth: depth + 1), let second = modifiers(right, depth: depth + 1) else {
        return nil
      }
      return first.union(second)
    default: return nil
    }
  }

  /// A C integer literal: decimal, `0x` hexadecimal, with `u`/`U`/`l`/`L` suffixes.
  static func integer(_ literal: String) -> Int? {
    var text = Substring(literal)
    while let last = text.last, "uUlL".contains(last) { text = text.dropLast() }
    if text.hasPrefix("0x") || text.hasPrefix("0X") { return Int(text.dropFirst(2), radix: 16) }
    return Int(text)
  }
}
