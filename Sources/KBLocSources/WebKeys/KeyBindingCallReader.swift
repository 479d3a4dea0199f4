import KBLoc

/// Reads the key bindings a page registers through a library's call: Monaco's
/// `editor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyS, run)`, `addAction({ label, keybindings: […]
/// })` and `addKeybindingRule({ keybinding, command })`; Mousetrap's `Mousetrap.bind('mod+s',
/// run)`; hotkeys-js's `hotkeys('ctrl+s, command+s', run)`.
///
/// - Monaco's `KeyCode` is the browser's `keyCode`, a virtual key code that browsers derive from
///   the character a key types for letters and digits (the key that types A on AZERTY sends
///   `KeyA`): kbloc reads `KeyCode.KeyS` as the key that types `s`, and the punctuation codes as
///   the US character they are named for (`Semicolon` is `;`). `KeyMod.CtrlCmd` is kbloc's
///   Command; `KeyMod.WinCtrl` is Control on macOS and the Windows key elsewhere (a note there);
///   `KeyMod.chord(a, b)` is a chord.
/// - Mousetrap's and hotkeys-js's text is read in ``KeyNotation/mousetrap`` and
///   ``KeyNotation/hotkeys``: `+` joins a stroke's parts, a space separates the strokes of a
///   Mousetrap sequence (a chord), a comma hotkeys-js's alternatives; an array gives several.
/// - The title is the handler's command name (``ElectronMenuFile/commandName(of:depth:)``), or
///   an action's `label`. Scope: the view named by the enclosing function or the file.
struct KeyBindingCallReader {
  let file: ElectronMenuFile
  let imports: [Substring: ElectronMenuFile.Import]
  var reading: SourceReading

  /// Reads every call of the file into ``reading``.
  mutating func read() {
    let bytes = file.tokens.bytes
    func mentions(_ word: String) -> Bool { bytes.firstRange(of: Array(word.utf8)) != nil }
    let monaco = mentions("KeyMod") || mentions("KeyCode")
    let mousetrap = mentions("ousetrap")
    let hotkeys = imports.values.contains { $0.module == "hotkeys-js" } || mentions("hotkeys-js")
    let names: Set<Substring> = ["addCommand", "addAction", "addKeybindingRule", "bind", "bindGlobal", "hotkeys"]
    for index in 0..<file.count where file.isIdentifier(index) && file.isOpening(index + 1, "(") {
      let name = file.text(index)
      guard names.contains(name), file.partner(index + 1) != nil else { continue }
      let arguments = file.segments(of: index + 1)
      let method = file.isToken(index - 1, ".") || file.isToken(index - 1, "?.")
      if monaco, method, name == "addCommand", let keys = arguments.first {
        readMonaco(keys, command: arguments.count > 1 ? file.commandName(of: arguments[1]) : nil, title: nil)
      } else if monaco, method, name == "addAction" || name == "addKeybindingRule",
        let object = arguments.first, file.isOpening(object.lowerBound, "{")
      {
        readMonacoObject(object.lowerBound)
      } else if mousetrap, method, name == "bind" || name == "bindGlobal", receiverNamesMousetrap(index),
        let keys = arguments.first
      {
        readStrings(keys, notation: .mousetrap, handler: arguments.dropFirst().first, at: index)
      } else if hotkeys, !method, name == "hotkeys", let keys = arguments.first {
        readStrings(keys, notation: .hotkeys, handler: arguments.last.flatMap { $0 == keys ? nil : $0 }, at: index)
      }
    }
  }

  /// Whether the receiver of the call at `index` (a method name after `.`) is a Mousetrap
  /// instance: a name holding `mousetrap` in any case (`Mousetrap`, `this.mousetrap`,
  /// `Mousetrap(element)`, `new Mousetrap(element)`).
  func receiverNamesMousetrap(_ index: Int) -> Bool {
    var scan = index - 2
    var steps = 0
    while scan >= 0, steps < 8 {
      steps += 1
      if let open = file.partner(scan), open < scan {
        scan = open - 1
        continue
      }
      if file.isIdentifier(scan), file.text(scan).lowercased().contains("mousetrap") { return true }
      guard file.isIdentifier(scan) || file.isToken(scan, ".") || file.isToken(scan, "new") else { return false }
      scan -= 1
    }
    return false
  }

  // MARK: Mousetrap and hotkeys-js

  /// Reads the key strings of a call's first argument (a string, or an array of them).
  mutating func readStrings(_ range: Range<Int>, notation: KeyNotation, handler: Range<Int>?, at call: Int) {
    var strings: [(text: String, at: Int)] = []
    if range.count == 1, let text = file.string(range.lowerBound) {
      strings.append((text, range.lowerBound))
    } else if file.isOpening(range.lowerBound, "["), file.partner(range.lowerBound) == range.upperBound - 1 {
      for element in file.segments(of: range.lowerBound) {
        guard element.count == 1, let text = file.string(element.lowerBound) else {
          note(.notLiteral("key", file.source(element)), at: element.lowerBound)
          continue
        }
        strings.append((text, element.lowerBound))
      }
    } else {
      note(.notLiteral("key", file.source(range)), at: range.lowerBound)
      return
    }
    let command = handler.flatMap { file.commandName(of: $0) }
    let view = file.enclosingName(of: call) ?? WebKeymapReader.placeName(of: file.file)
    for (text, at) in strings {
      let alternatives =
        notation == .hotkeys ? text.split(separator: ",").map { $0.filter { !$0.isWhitespace } } : [Substring(text)]
      for alternative in alternatives where !alternative.isEmpty {
        let strokes = notation == .mousetrap ? alternative.split(separator: " ") : [alternative]
        add(
          strokes.map(String.init), notation: notation, chord: String(alternative), command: command, at: at,
          view: view)
      }
    }
  }

  /// One stroke of Mousetrap's or hotkeys-js's text (`mod+shift+k`, `ctrl++`), read for
  /// `platform`: parts joined by `+`, the last one the key (`+` itself when the text ends in
  /// `++`); an upper-case letter is the letter with Shift in Mousetrap's text.
  static func stroke(_ text: String, notation: KeyNotation, on platform: Platform) -> StrokeReading {
    var parts: [Substring]
    if text == "+" {
      parts = ["+"]
    } else if text.hasSuffix("++") {
      parts = text.dropLast(2).split(separator: "+", omittingEmptySubsequences: false) + ["+"]
    } else {
      parts = text.split(separator: "+", omittingEmptySubsequences: false)
    }
    guard var key = parts.last, !key.isEmpty else {
      return .notRead(.unreadableKeys("the key '\(text)' has no key"))
    }
    var modifiers = Array(parts.dropLast())
    if notation == .mousetrap, key.count == 1, let letter = key.first, letter.isASCII, letter.isUppercase {
      modifiers.append("shift")
      key = Substring(letter.lowercased())
    }
    return notation.stroke(modifiers: modifiers, key: key, on: platform) {
      .unreadableKeys("'\($0)' in the key '\(text)' is not a modifier")
    }
  }

  /// Adds one binding's definitions, each kbloc platform's reading, those that agree together.
  mutating func add(
    _ strokes: [String], notation: KeyNotation?, chord: String, command: String?, title: String? = nil, at index: Int,
    view: String, readings: [Platform: [StrokeReading]]? = nil
  ) {
    let position = file.position(index)
    var sides: [(platforms: SourcePlatforms, readings: [StrokeReading])] = []
    for platform in Platform.allCases {
      let shared = SourcePlatforms(platform).intersection(file.platforms[index])
      guard !shared.isEmpty else { continue }
      let stroked =
        readings?[platform] ?? strokes.map { Self.stroke($0, notation: notation ?? .mousetrap, on: platform) }
      if let known = sides.firstIndex(where: { $0.readings == stroked }) {
        sides[known].platforms.formUnion(shared)
      } else {
        sides.append((shared, stroked))
      }
    }
    let title = title ?? command.flatMap(CommandName.title(of:))
    for side in sides {
      reading.add(
        side.readings.map { ($0, position) }, chord: chord, id: command ?? title ?? "\(reading.file):\(position)",
        title: title, position: position, entryPosition: position, platforms: side.platforms,
        scope: WebKeymapReader.scope(view: view, file: file.file), action: command)
    }
  }

  /// A note at token `index`.
  mutating func note(_ reason: UnreadDeclaration.Reason, at index: Int) {
    reading.unread.append(UnreadDeclaration(file: reading.file, position: file.position(index), reason: reason))
  }
}
