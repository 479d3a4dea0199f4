import KBLoc

extension KeyListenerReader {
  /// Key values that are modifier keys alone: a listener testing one declares no shortcut.
  static let modifierKeys: Set<String> = [
    "Meta", "Control", "Shift", "Alt", "AltGraph", "OS", "Super", "Hyper", "CapsLock", "Fn", "Process", "Dead",
    "Unidentified", "code:MetaLeft", "code:MetaRight", "code:ControlLeft", "code:ControlRight", "code:ShiftLeft",
    "code:ShiftRight", "code:AltLeft", "code:AltRight", "code:CapsLock",
  ]

  /// The calls that only stop the event, not what a branch does.
  static let plumbingCalls: Set<String> = ["preventDefault", "stopPropagation", "stopImmediatePropagation"]

  /// Reads one listener: the shortcut of each key its branches run for.
  mutating func readHandler(_ handler: Handler) {
    guard !handler.body.isEmpty, read.insert(handler.body.lowerBound).inserted else { return }
    var walker = Walker(reader: self, handler: handler)
    _ = walker.walk(handler.body, path: [KeyCondition.Term()], level: 1, depth: 0)
    // A listener that records whatever key is pressed (a shortcut recorder) declares none.
    guard !walker.recordsKeys else { return }
    // A key tested at several places is read at the last one: the test of its own branch.
    var best: [HitKey: (key: HitKey, hit: Hit)] = [:]
    for (key, hit) in walker.hits {
      var group = key
      group.at = 0
      if let known = best[group], known.key.at >= key.at { continue }
      best[group] = (key, hit)
    }
    let view = component ?? WebKeymapReader.placeName(of: file.file)
    var reported = false
    let ordered = best.values.sorted {
      ($0.key.at, $0.key.modifiers.count, $0.key.modifierOrder, $0.key.platforms.rawValue)
        < ($1.key.at, $1.key.modifiers.count, $1.key.modifierOrder, $1.key.platforms.rawValue)
    }
    for (key, hit) in ordered {
      guard !Self.modifierKeys.contains(key.key) else { continue }
      reported = true
      // A character typed with no modifier but Shift, whose default the branch does not
      // prevent, is typed: the listener watches typing, it declares no shortcut.
      if Self.typesCharacter(key), !preventsDefault(hit, handler: walker.handler) { continue }
      add(key, title: title(of: hit, handler: walker.handler), view: view, pane: handler.pane)
    }
    if !reported, let unread = unreadKeyTest(in: handler) {
      reading.unread.append(
        UnreadDeclaration(
          file: reading.file, position: file.position(unread.lowerBound),
          reason: .notLiteral("key", file.source(unread))))
    }
  }

  /// Whether a key with these modifiers types a character: a character or Space, with no
  /// modifier but Shift.
  static func typesCharacter(_ key: HitKey) -> Bool {
    guard key.modifiers.isSubset(of: [.shift]) else { return false }
    return key.key.count == 1 || key.key == "Space"
  }

  /// Whether a branch prevents the event's default: calls `preventDefault()`, or a local
  /// function that does.
  func preventsDefault(_ hit: Hit, handler: Handler) -> Bool {
    for statement in hit.statements {
      for index in statement where file.isIdentifier(index) && file.isOpening(index + 1, "(") {
        let name = file.text(index)
        if name == "preventDefault" { return true }
        if let value = handler.aliases[name] ?? file.declarations[name],
          value.contains(where: { file.isToken($0, "preventDefault") })
        {
          return true
        }
      }
    }
    return false
  }

  /// Whether tokens `range` use the event's key or code as a value, not in a comparison
  /// (`keys.push(event.key)`, `` `${event.key} ` ``, `event.code[3]`).
  func usesKeyAsValue(_ range: Range<Int>, in handler: Handler) -> Bool {
    let comparisons: Set<String> = ["===", "!==", "==", "!="]
    for index in range {
      guard let property = eventProperty(at: index, in: handler), ["key", "code"].contains(property.name) else {
        continue
      }
      let before = String(file.text(index - 1))
      let after = String(file.text(property.end))
      if comparisons.contains(before) || comparisons.contains(after) { continue }
      if after == "." || after == "?." { continue }
      // A look-up (`bindings[event.key]`) is a keymap kbloc does not read, not a recorder.
      if before == "[", after == "]" { continue }
      let open = file.tokens.enclosing[index]
      if open >= 0, file.isToken(open - 1, "includes") || file.isToken(open - 1, "switch") { continue }
      return true
    }
    return false
  }

  /// Where a listener reads the event's key in a way kbloc does not decide, if it does.
  ///
  /// That is a look-up (`bindings[event.key]`), a comparison with no literal (`event.key ===
  /// shortcut.key`), the key passed to a call (`handle(event.key)`). A listener that only compares the key with
  /// literals (a predicate, `return event.key === 'Meta'`) or only passes the event on says
  /// nothing of its keys.
  func unreadKeyTest(in handler: Handler) -> Range<Int>? {
    let comparisons: Set<String> = ["===", "!==", "==", "!="]
    var index = handler.body.lowerBound
    while index < handler.body.upperBound {
      defer { index += 1 }
      guard let property = eventProperty(at: index, in: handler),
        ["key", "code", "keyCode", "which"].contains(property.name)
      else { continue }
      let before = String(file.text(index - 1))
      let after = String(file.text(property.end))
      if comparisons.contains(after) {
        if file.string(property.end + 1) != nil || file.kind(property.end + 1) == .number { continue }
        return index..<property.end
      }
      if comparisons.contains(before) {
        if file.string(index - 2) != nil || file.kind(index - 2) == .number { continue }
        return index..<property.end
      }
      if before == "[" && after == "]" { return index..<property.end }
      let open = file.tokens.enclosing[index]
      if open >= 0, file.isToken(open, "("), before == "(" || before == ",",
        !file.isToken(open - 1, "includes"), !file.isToken(open - 1, "switch"), !file.isToken(open - 1, "if")
      {
        return index..<property.end
      }
    }
    return nil
  }

  /// Adds the definitions of one key's branch, each kbloc platform's reading.
  mutating func add(_ key: HitKey, title: String?, view: String, pane: String) {
    let position = file.position(key.at)
    var modifiers = key.modifiers.sorted { $0.rawValue < $1.rawValue }.map(\.notationName)
    var name = key.key
    if name.count == 1, let letter = name.first, letter.isASCII, letter.isUppercase {
      if !modifiers.contains("Shift") { modifiers.append("Shift") }
      name = name.lowercased()
    }
    var sides: [(platforms: SourcePlatforms, reading: StrokeReading)] = []
    for platform in Platform.allCases {
      let shared = key.platforms.intersection(SourcePlatforms(platform)).intersection(file.platforms[key.at])
      guard !shared.isEmpty else { continue }
      let stroke: StrokeReading
      if name.hasPrefix("code:") {
        let code = String(name.dropFirst(5))
        if let physical = Key.withCode(code) {
          stroke = KeyNotation.webKey.stroke(modifiers: modifiers, key: "a", on: platform) { _ in .unknownKey(code) }
            .replacingKey(with: .physical(physical))
        } else {
          stroke = .notRead(.unknownKey("code:" + code))
        }
      } else {
        stroke = KeyNotation.webKey.stroke(modifiers: modifiers, key: name, on: platform) {
          .unreadableKeys("'\($0)' is not a modifier")
        }
      }
      if let known = sides.firstIndex(where: { $0.reading == stroke }) {
        sides[known].platforms.formUnion(shared)
      } else {
        sides.append((shared, stroke))
      }
    }
    for side in sides {
      reading.add(
        [(side.reading, position)], chord: name, id: title ?? "\(reading.file):\(position)",
        title: title.flatMap(CommandName.title(of:)), position: position, entryPosition: position,
        platforms: side.platforms,
        scope: WebKeymapReader.scope(view: view, file: file.file, panes: pane.isEmpty ? [] : [pane]), action: title)
    }
  }

  /// The title of a branch: the IPC command it sends (`ipcRenderer.invoke('x', { command:
  /// 'file-rename' })`), else the event it emits (`emit('confirm')`), else its one call, else the
  /// listener's name.
  func title(of hit: Hit, handler: Handler) -> String? {
    for statement in hit.statements {
      for index in statement where file.isToken(index, "command") && file.isToken(index + 1, ":") {
        if let command = file.string(index + 2),
          file.isToken(file.tokens.enclosing[index] - 1, "(")
            || file.isToken(file.tokens.enclosing[index] - 1, ",")
        {
          return command
        }
      }
    }
    var calls: [String] = []
    for statement in hit.ownStatements {
      var start = statement.lowerBound
      if file.isToken(start, "return") || file.isToken(start, "await") || file.isToken(start, "void") { start += 1 }
      var end = statement.upperBound
      if file.isToken(end - 1, ";") { end -= 1 }
      guard start < end else { continue }
      if let emitted = emittedEvent(start..<end) { return emitted }
      guard file.isOpening(end - 1, ")") || file.isToken(end - 1, ")"), let name = file.commandName(of: start..<end),
        !Self.plumbingCalls.contains(name), !isPlumbing(name, handler: handler)
      else { continue }
      calls.append(name)
    }
    if calls.count == 1 { return calls[0] }
    return handler.name
  }

  /// The event a statement emits: `emit('confirm', …)`, `this.$emit('update:modelValue', …)`,
  /// with `:` read as a word break.
  func emittedEvent(_ range: Range<Int>) -> String? {
    for index in range where ["emit", "$emit"].contains(String(file.text(index))) && file.isOpening(index + 1, "(") {
      if let name = file.string(index + 2) { return String(name.map { $0 == ":" ? "-" : $0 }) }
    }
    return nil
  }

  /// Whether `name` is a local function that only stops the event (`const skip = () => {
  /// event.preventDefault(); event.stopPropagation() }`).
  func isPlumbing(_ name: String, handler: Handler) -> Bool {
    guard let value = handler.aliases[Substring(name)] ?? file.declarations[Substring(name)] else { return false }
    var called: [String] = []
    for index in value where file.isIdentifier(index) && file.isOpening(index + 1, "(") {
      called.append(String(file.text(index)))
    }
    return !called.isEmpty && called.allSatisfy { Self.plumbingCalls.contains($0) }
  }
}

extension StrokeReading {
  /// The reading with its key replaced (a physical key for a character), its modifiers kept.
  func replacingKey(with trigger: Shortcut.Trigger) -> StrokeReading {
    guard case .read(let shortcut) = self else { return self }
    return .read(Shortcut(trigger, modifiers: shortcut.modifiers))
  }
}
