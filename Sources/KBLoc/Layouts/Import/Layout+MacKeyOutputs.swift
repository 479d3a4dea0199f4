extension Layout {
  /// Makes the table of a Mac keyboard layout from what each of its keys types, by virtual key
  /// code: the keys' levels 1 to 4, their Command level (``commandLevels``), placed on a keyboard.
  ///
  /// ``init(keylayout:name:keyboard:)`` and `KBLocMac`'s table made at run time with
  /// `UCKeyTranslate` both come here. Key codes that kbloc's catalog does not know are skipped,
  /// and so are the keys `keyboard` lacks; a code given twice counts once, the first time.
  ///
  /// ```swift
  /// let layout = Layout(
  ///   macKeys: [MacKeyOutputs(keyCode: 0x32, levels: [.init("<"), .init(">")])], name: "x", groupName: "X",
  ///   keyboard: .iso, source: .imported(.keylayout))
  /// layout.strokes(for: "<").first?.key.name   // "LSGT": 0x32 is beside left Shift on ISO
  /// ```
  /// - Parameters:
  ///   - keys: What each key types.
  ///   - name: The layout's name, such as the input source's identifier or the file's name.
  ///   - groupName: The layout's human name.
  ///   - keyboard: The keyboard the keys sit on (see ``KeyboardType``).
  ///   - source: Where the outputs came from.
  /// - Complexity: O(*n* log *n*) in the number of keys.
  public init(
    macKeys keys: [MacKeyOutputs], name: String, groupName: String, keyboard: KeyboardType, source: LayoutSource
  ) {
    var typing: [KeyLevels] = []
    var command: [KeyLevels] = []
    var seen = [Bool](repeating: false, count: Key.catalog.count)
    for outputs in keys {
      guard let key = Key.withMacKeyCode(outputs.keyCode), !seen[key.order] else { continue }
      seen[key.order] = true
      let levels = outputs.typingLevels()
      if !levels.isEmpty { typing.append(KeyLevels(key: key, group: 1, levels: levels)) }
      let commandLevels = outputs.commandLevels()
      if !commandLevels.isEmpty { command.append(KeyLevels(key: key, group: 1, levels: commandLevels)) }
    }
    typing.stableSort { $0.key.order < $1.key.order }
    command.stableSort { $0.key.order < $1.key.order }
    self.init(
      name: name, groupNames: [groupName], platform: .mac,
      keys: Layout.keys(typing, placedOn: keyboard, namedBy: .macKeyCode), source: source, keyboardType: keyboard,
      commandLevels: Layout.keys(command, placedOn: keyboard, namedBy: .macKeyCode))
  }
}
