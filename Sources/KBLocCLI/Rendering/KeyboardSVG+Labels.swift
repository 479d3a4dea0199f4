import KBLoc

/// The labels of the caps: the characters of a key's levels, or what a key that types nothing does.
extension KeyboardSVG {
  /// Where a label sits on a cap.
  enum Corner {
    /// The Shift level, or a letter's capital; a symbol on keys that type nothing.
    case topLeft
    /// The base level; a name on keys that type nothing.
    case bottomLeft
    /// The Option-Shift (AltGr-Shift) level.
    case topRight
    /// The Option (AltGr) level.
    case bottomRight
    /// The only label of a key such as an arrow.
    case center
  }

  /// One piece of text on a cap.
  struct Label {
    /// The text, unescaped.
    let text: String
    /// Where it sits.
    let corner: Corner
    /// Its classes in ``KeyboardSVG/stylesheet``.
    let style: String

    /// The `<text>` element in a cap whose outline is `box`.
    func svg(in box: (x: Double, y: Double, width: Double, height: Double)) -> String {
      let pad = 5.0
      let place: (x: Double, y: Double, anchor: String) =
        switch corner {
        case .topLeft: (box.x + pad, box.y + 15, "start")
        case .bottomLeft: (box.x + pad, box.y + box.height - 6, "start")
        case .topRight: (box.x + box.width - pad, box.y + 13, "end")
        case .bottomRight: (box.x + box.width - pad, box.y + box.height - 6, "end")
        case .center: (box.x + box.width / 2, box.y + box.height / 2 + 5, "middle")
        }
      let (x, y, anchor) = place
      let anchorAttribute = anchor == "start" ? "" : " text-anchor=\"\(anchor)\""
      return "<text class=\"\(style)\" x=\"\(x.svg)\" y=\"\(y.svg)\"\(anchorAttribute)>\(text.xmlEscaped)</text>"
    }
  }

  /// The labels of a cap: its characters by level, or what the key does.
  func labels(for key: Key, levels: KeyLevels?, width: Double) -> [Label] {
    let three = Modifiers.levelThree(on: layout.platform)
    func shown(_ modifiers: Modifiers) -> (text: String, isDead: Bool)? {
      guard let level = levels?.levels.first(where: { $0.modifiers == modifiers }),
        let character = level.character, !character.isInvisible
      else { return nil }
      return (character.displayed, level.isDead)
    }
    let base = shown([])
    let shift = shown(.shift)
    let option = shown(three)
    let optionShift = shown(three.union(.shift))
    if base == nil, shift == nil, option == nil, optionShift == nil {
      // The space bar types only spaces: it stays blank.
      if levels?.levels.contains(where: { $0.character?.isWhitespace ?? false }) ?? false { return [] }
      return functionLabels(for: key, keysym: levels?.levels.first?.keysym, width: width)
    }
    var labels: [Label] = []
    func add(_ entry: (text: String, isDead: Bool)?, _ corner: Corner, _ style: String) {
      guard let entry else { return }
      labels.append(Label(text: entry.text, corner: corner, style: style + (entry.isDead ? " kb-dead" : "")))
    }
    if let base, let shift, !base.isDead, !shift.isDead, base.text != shift.text, base.text.uppercased() == shift.text,
      base.text.lowercased() == base.text
    {
      add(shift, .topLeft, "kb-letter")
    } else {
      add(shift, .topLeft, "kb-l12")
      add(base, .bottomLeft, "kb-l12")
    }
    add(optionShift, .topRight, "kb-l34")
    add(option, .bottomRight, "kb-l34")
    return labels
  }

  /// What a key that types nothing shows: its symbol and name, from what its base level does
  /// (a Caps Lock key turned into Control shows `control`), or from the key when it is absent.
  private func functionLabels(for key: Key, keysym: String?, width: Double) -> [Label] {
    let name = keysym.flatMap { KeyboardSVG.functionNames[$0] } ?? KeyboardSVG.defaultNames[key.name]
    guard let name else {
      guard let keysym, !keysym.isEmpty, keysym != "NoSymbol", keysym != "VoidSymbol" else { return [] }
      // An unnamed keysym shows its first word, as much as fits (`Zenkaku_Hankaku` → `Zenkaku`).
      let word = keysym.split(separator: "_").first.map(String.init) ?? keysym
      return [Label(text: String(word.prefix(Int(width * KeyboardSVG.unit / 6))), corner: .bottomLeft, style: "kb-fn")]
    }
    let word = layout.platform == .mac ? name.mac : name.pc
    if word.isEmpty { return [Label(text: name.symbol, corner: .center, style: "kb-sym")] }
    var labels = [Label(text: word, corner: .bottomLeft, style: "kb-fn")]
    if !name.symbol.isEmpty { labels.append(Label(text: name.symbol, corner: .topLeft, style: "kb-sym")) }
    return labels
  }

  /// A symbol with the word a Mac and a PC keyboard print for a key that types nothing.
  typealias FunctionName = (symbol: String, mac: String, pc: String)

  /// Keysyms of keys that type nothing, with their names; the symbols of named keys and modifiers
  /// are the ones the rest of kbloc shows (``KBLoc/NamedKey/symbol``, ``KBLoc/Modifiers/symbols``).
  static let functionNames: [String: FunctionName] = {
    let (shift, control, option, command) = (
      Modifiers.shift.symbols, Modifiers.control.symbols, Modifiers.option.symbols, Modifiers.command.symbols
    )
    return [
      "Tab": (NamedKey.tab.symbol, "tab", "Tab"), "ISO_Left_Tab": (NamedKey.tab.symbol, "tab", "Tab"),
      "Caps_Lock": ("⇪", "caps lock", "Caps Lock"),
      "Shift_L": (shift, "shift", "Shift"), "Shift_R": (shift, "shift", "Shift"),
      "Control_L": (control, "control", "Ctrl"), "Control_R": (control, "control", "Ctrl"),
      "Alt_L": (option, "option", "Alt"), "Alt_R": (option, "option", "Alt"), "Meta_L": (option, "option", "Alt"),
      "Meta_R": (option, "option", "Alt"),
      "ISO_Level3_Shift": (option, "option", "AltGr"), "Mode_switch": (option, "option", "AltGr"),
      "ISO_Level5_Shift": ("", "level 5", "Level 5"),
      "Super_L": (command, "command", "Win"), "Super_R": (command, "command", "Win"),
      "Hyper_L": ("", "hyper", "Hyper"), "Hyper_R": ("", "hyper", "Hyper"),
      "Menu": ("☰", "menu", "Menu"), "Multi_key": ("⎄", "compose", "Compose"),
      "BackSpace": (NamedKey.delete.symbol, "delete", "Backspace"),
      "Return": (NamedKey.return.symbol, "return", "Enter"),
      "ISO_Next_Group": ("", "next group", "Next group"), "ISO_Prev_Group": ("", "prev. group", "Prev. group"),
      "Escape": (NamedKey.escape.symbol, "esc", "Esc"),
      "Up": (NamedKey.upArrow.symbol, "", ""), "Down": (NamedKey.downArrow.symbol, "", ""),
      "Left": (NamedKey.leftArrow.symbol, "", ""), "Right": (NamedKey.rightArrow.symbol, "", ""),
    ]
  }()

  /// What an absent key would be called, by XKB key name.
  static let defaultNames: [String: FunctionName] = [
    "TAB": functionNames["Tab"], "CAPS": functionNames["Caps_Lock"], "LFSH": functionNames["Shift_L"],
    "RTSH": functionNames["Shift_R"], "LCTL": functionNames["Control_L"], "RCTL": functionNames["Control_R"],
    "LALT": functionNames["Alt_L"], "RALT": functionNames["ISO_Level3_Shift"], "LWIN": functionNames["Super_L"],
    "RWIN": functionNames["Super_R"], "COMP": functionNames["Menu"], "BKSP": functionNames["BackSpace"],
    "RTRN": functionNames["Return"], "UP": functionNames["Up"], "DOWN": functionNames["Down"],
    "LEFT": functionNames["Left"], "RGHT": functionNames["Right"],
  ].compactMapValues { $0 }
}
