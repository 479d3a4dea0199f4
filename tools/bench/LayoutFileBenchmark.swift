internal import KBLoc
internal import KBLocXKB

extension Benchmarks {
  /// docs/performance.md and issue 10: importing a layout file, against libxkbcommon compiling the same
  /// layout (the target of a layout load, ``LayoutLoadCase/target``).
  ///
  /// The files are made from the bundled `de(mac)` table, the way Ukelele and native-keymap write
  /// them: a `.keylayout` with eight keyMaps over every Mac key code and dead-key actions on the
  /// letters, and a recording in VS Code's compact arrays. A breakdown row times the XML reader
  /// alone on the same text.
  static func layoutFileImport(_ options: Options) -> [Figure] {
    let target = LayoutLoadCase.target
    var rows: [Row] = []
    do {
      let table = try Layout.bundled("de(mac)")
      let keylayout = LayoutFileText.keylayout(from: table)
      let recording = LayoutFileText.recording(from: table)
      let names = RuleNames(try LayoutSpec("de(mac)"))
      var importKeylayout = Samples()
      var readXML = Samples()
      var importRecording = Samples()
      var compile = Samples()
      for round in 0..<(options.warmup + options.iterations) {
        if round == options.warmup {
          importKeylayout = Samples()
          readXML = Samples()
          importRecording = Samples()
          compile = Samples()
        }
        let layout = try importKeylayout.time { () throws(LayoutImportError) in
          try Layout(keylayout: keylayout, name: "de.keylayout")
        }
        let tree = try readXML.time { () throws(XMLParseError) in try XMLTree(parsing: keylayout) }
        let recorded = try importRecording.time { () throws(LayoutImportError) in
          try Layout(recording: recording, name: "de.json")
        }
        try compile.time { () throws(BenchFailure) in try Baseline.compile(names) }
        withExtendedLifetime((layout, tree, recorded)) {}
      }
      let kilobytes = { (text: String) in "\(text.utf8.count / 1024) KB" }
      rows = [
        Row(
          "Layout(keylayout:) de(mac), \(kilobytes(keylayout))", kbloc: importKeylayout, baseline: compile,
          target: target
        ),
        Row("   ↳ XML reader only XMLTree(parsing:)", kbloc: readXML, baseline: compile),
        Row(
          "Layout(recording:) de(mac), \(kilobytes(recording))", kbloc: importRecording, baseline: compile,
          target: target),
      ]
    } catch {
      rows = [Row("layout file import", failure: String(describing: error), target: target)]
    }
    return [
      Figure(
        id: "layout-file", title: "Layout file import — --layout-file on a .keylayout and a recording",
        note: "kbloc: parse the text and build the table and reverse index from a string in memory. "
          + "Baseline: libxkbcommon compiling de(mac) from its RMLVO names.",
        rows: rows)
    ]
  }
}

/// Layout files written from a layout table, as Ukelele and native-keymap write them.
enum LayoutFileText {
  /// A `.keylayout` with the keyMaps of a Mac layout (none, Shift, Caps, Option, Shift-Option,
  /// Caps-Option, Command, Control) over every key the table has a Mac key code for, and an action
  /// on every letter with an output for each of the table's dead keys.
  static func keylayout(from layout: Layout) -> String {
    let keys = layout.keys.filter { $0.group == 1 && $0.key.macKeyCode != nil }
    let deadStates = Array(Set(keys.flatMap { $0.levels.filter(\.isDead).compactMap(\.character) })).sorted()
    func character(_ entry: KeyLevels, _ level: Int) -> Level? { entry.levels.first { $0.level == level } }
    var text = """
      <?xml version="1.1" encoding="UTF-8"?>
      <!DOCTYPE keyboard SYSTEM "file://localhost/System/Library/DTDs/KeyboardLayout.dtd">
      <keyboard group="0" id="-1" name="Bench" maxout="1">
        <layouts><layout first="0" last="17" modifiers="m" mapSet="s"/></layouts>
        <modifierMap id="m" defaultIndex="0">
          <keyMapSelect mapIndex="0"><modifier keys=""/></keyMapSelect>
          <keyMapSelect mapIndex="1"><modifier keys="anyShift caps?"/></keyMapSelect>
          <keyMapSelect mapIndex="2"><modifier keys="caps"/></keyMapSelect>
          <keyMapSelect mapIndex="3"><modifier keys="anyOption"/></keyMapSelect>
          <keyMapSelect mapIndex="4"><modifier keys="anyShift anyOption caps?"/></keyMapSelect>
          <keyMapSelect mapIndex="5"><modifier keys="caps anyOption"/></keyMapSelect>
          <keyMapSelect mapIndex="6"><modifier keys="command anyShift? anyOption? caps?"/></keyMapSelect>
          <keyMapSelect mapIndex="7"><modifier keys="anyControl anyShift? anyOption? command? caps?"/></keyMapSelect>
        </modifierMap>
        <keyMapSet id="s">

      """
    let levelOfMap = [1, 2, 1, 3, 4, 3, 1, 1]
    var actions = ""
    for (map, level) in levelOfMap.enumerated() {
      text += "    <keyMap index=\"\(map)\">\n"
      for entry in keys {
        guard let code = entry.key.macKeyCode, let levelEntry = character(entry, level) else { continue }
        let id = "k\(code)m\(map)"
        if map == 7 {
          text += "      <key code=\"\(code)\" output=\"&#x0001;\"/>\n"
        } else if levelEntry.isDead, let spacing = levelEntry.character,
          let state = deadStates.firstIndex(of: spacing)
        {
          text += "      <key code=\"\(code)\" action=\"\(id)\"/>\n"
          actions += "    <action id=\"\(id)\"><when state=\"none\" next=\"d\(state)\"/></action>\n"
        } else if let typed = levelEntry.character, typed.isLetter, map < 2 {
          text += "      <key code=\"\(code)\" action=\"\(id)\"/>\n"
          actions += "    <action id=\"\(id)\">\n      <when state=\"none\" output=\"\(escaped(typed))\"/>\n"
          for state in deadStates.indices {
            actions += "      <when state=\"d\(state)\" output=\"\(escaped(typed))\(escaped(deadStates[state]))\"/>\n"
          }
          actions += "    </action>\n"
        } else {
          text += "      <key code=\"\(code)\" output=\"\(levelEntry.character.map(escaped) ?? "&#x0010;")\"/>\n"
        }
      }
      text += "    </keyMap>\n"
    }
    text += "  </keyMapSet>\n  <actions>\n" + actions + "  </actions>\n  <terminators>\n"
    for (state, spacing) in deadStates.enumerated() {
      text += "    <when state=\"d\(state)\" output=\"\(escaped(spacing))\"/>\n"
    }
    return text + "  </terminators>\n</keyboard>\n"
  }

  /// A recording in VS Code's compact arrays, with dead-key masks.
  static func recording(from layout: Layout) -> String {
    var lines: [String] = []
    for entry in layout.keys where entry.group == 1 {
      guard let code = entry.key.code else { continue }
      var values: [String] = []
      var mask = 0
      for level in 1...4 {
        let found = entry.levels.first { $0.level == level }
        values.append("\"" + (found?.character.map(jsonEscaped) ?? "") + "\"")
        if found?.isDead == true { mask |= 1 << (level - 1) }
      }
      lines.append("  \"\(code)\": [\(values.joined(separator: ", ")), \(mask)]")
    }
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }

  private static func escaped(_ character: Character) -> String {
    switch character {
    case "&": return "&amp;"
    case "<": return "&lt;"
    case "\"": return "&quot;"
    default:
      guard let scalar = character.unicodeScalars.first, scalar.value >= 0x20, scalar.value != 0x7F else {
        return "&#x\(String(character.unicodeScalars.first?.value ?? 0, radix: 16));"
      }
      return String(character)
    }
  }

  private static func jsonEscaped(_ character: Character) -> String {
    switch character {
    case "\"": return "\\\""
    case "\\": return "\\\\"
    default:
      let value = character.unicodeScalars.first?.value ?? 0
      guard value < 0x20 else { return String(character) }
      let digits = String(value, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }
  }
}
