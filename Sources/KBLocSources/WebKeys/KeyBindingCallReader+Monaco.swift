import KBLoc

extension KeyBindingCallReader {
  /// Reads the object given to Monaco's `addAction` (`keybindings: […]`, titled by its `label`)
  /// or `addKeybindingRule` (`keybinding`, titled by its `command`).
  mutating func readMonacoObject(_ open: Int) {
    guard let members = file.objectMembers(of: open) else { return }
    func member(_ name: String) -> Range<Int>? { members.first { $0.name == name }?.value }
    var title: String?
    if let label = member("label") {
      for variant in file.evaluate(label, titles: true) {
        if case .text(let text, _) = variant.value {
          title = text
          break
        }
      }
    }
    let command = [member("id"), member("command")].compactMap { $0 }.first { $0.count == 1 }.flatMap {
      file.string($0.lowerBound)
    }
    if let keybindings = member("keybindings") {
      guard file.isOpening(keybindings.lowerBound, "["),
        file.partner(keybindings.lowerBound) == keybindings.upperBound - 1
      else {
        note(.notLiteral("keybindings", file.source(keybindings)), at: keybindings.lowerBound)
        return
      }
      for element in file.segments(of: keybindings.lowerBound) {
        readMonaco(element, command: command, title: title)
      }
    } else if let keybinding = member("keybinding") {
      readMonaco(keybinding, command: command, title: title)
    }
  }

  /// Reads one Monaco keybinding: `KeyMod` and `KeyCode` members joined by `|`
  /// (`monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS`), or `KeyMod.chord(first, second)`.
  mutating func readMonaco(_ range: Range<Int>, command: String?, title: String?) {
    var strokes: [Range<Int>] = [range]
    if let chord = chordArguments(range) { strokes = chord }
    var readings: [Platform: [StrokeReading]] = [:]
    for platform in Platform.allCases {
      readings[platform] = strokes.map { monacoStroke($0, on: platform) }
    }
    let chord = strokes.map { file.source($0) }.joined(separator: " ")
    let view = file.enclosingName(of: range.lowerBound) ?? WebKeymapReader.placeName(of: file.file)
    add(
      [], notation: nil, chord: chord, command: command, title: title, at: range.lowerBound, view: view,
      readings: readings)
  }

  /// The two arguments of `KeyMod.chord(a, b)` when `range` is that call.
  func chordArguments(_ range: Range<Int>) -> [Range<Int>]? {
    var index = range.lowerBound
    while index < range.upperBound, !file.isToken(index, "chord") {
      guard file.isIdentifier(index) || file.isToken(index, ".") else { return nil }
      index += 1
    }
    guard file.isToken(index, "chord"), file.isOpening(index + 1, "("), file.partner(index + 1) == range.upperBound - 1
    else { return nil }
    return file.segments(of: index + 1)
  }

  /// One stroke of `KeyMod` and `KeyCode` members, read for `platform`.
  func monacoStroke(_ range: Range<Int>, on platform: Platform) -> StrokeReading {
    var modifiers: [String] = []
    var keys: [String] = []
    var part = range.lowerBound
    while part < range.upperBound {
      var end = part
      while end < range.upperBound, !file.isToken(end, "|") {
        end = (file.partner(end).map { $0 > end ? $0 : end } ?? end) + 1
      }
      // `monaco.KeyMod.CtrlCmd`, `KeyCode.KeyS`: the last two names.
      guard end - part >= 3, file.isIdentifier(end - 1), file.isToken(end - 2, "."), file.isIdentifier(end - 3) else {
        return .notRead(.notLiteral("keybinding", file.source(range)))
      }
      let member = String(file.text(end - 1))
      switch file.text(end - 3) {
      case "KeyMod": modifiers.append(member)
      case "KeyCode": keys.append(member)
      default: return .notRead(.notLiteral("keybinding", file.source(range)))
      }
      part = end + 1
    }
    guard keys.count == 1, let key = keys.first else {
      return .notRead(
        .unreadableKeys("the keybinding '\(file.source(range))' names \(keys.isEmpty ? "no" : "two") keys"))
    }
    if platform == .pc, modifiers.contains("WinCtrl") { return .notRead(.superKey("KeyMod.WinCtrl")) }
    return KeyNotation.monaco.stroke(modifiers: modifiers, key: Self.monacoKeyName(key), on: platform) {
      .unreadableKeys("'KeyMod.\($0)' is not a modifier")
    }
  }

  /// The key name a `KeyCode` member stands for in ``KeyNotation/monaco``: the character of
  /// `KeyA`…`KeyZ` and `Digit0`…`Digit9` (and the older `KEY_A`, `KEY_0`), else the member.
  static func monacoKeyName(_ member: String) -> String {
    for prefix in ["Key", "Digit", "KEY_"] where member.hasPrefix(prefix) && member.count == prefix.count + 1 {
      guard let last = member.last, last.isASCII, last.isLetter || last.isNumber else { continue }
      return last.lowercased()
    }
    return member
  }
}
