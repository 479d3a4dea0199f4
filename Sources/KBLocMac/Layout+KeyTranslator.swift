public import KBLoc

extension Layout {
  /// Makes the table of a Mac keyboard layout by asking `translator` what every key types: each
  /// catalog key's virtual key code with no modifier, Shift, Option, Shift-Option, ⌘ and ⇧⌘, from
  /// no dead-key state.
  ///
  /// The answers are shaped as a `.keylayout`'s are (``Layout/init(macKeys:name:groupName:keyboard:source:)``):
  /// levels 1 to 4, a Command level (``Layout/commandLevels``) where ⌘ types another character
  /// than level 1, dead keys, and the keys placed on `keyboard` (on ISO, code 0x32 is the key
  /// beside left Shift). A key that enters a dead-key state is a dead level whose character is
  /// its accent: what the key types with ``KeyTranslationOptions/noDeadKeys``, or else what Space
  /// types in that state without the space after it (the state's terminator).
  ///
  /// ```swift
  /// // On a Mac, KeyboardInputSource.current()?.layout() does this with UCKeyTranslate.
  /// let layout = Layout(
  ///   translatingKeysWith: translator, name: "com.apple.keylayout.German", groupName: "German", keyboard: .iso,
  ///   source: .connected("UCKeyTranslate"))
  /// ```
  /// - Parameters:
  ///   - translator: What the keys type.
  ///   - name: The layout's name: the input source's identifier.
  ///   - groupName: Its human name.
  ///   - keyboard: The keyboard the keys sit on.
  ///   - source: Where the answers come from.
  /// - Complexity: O(*k*) translations for *k* catalog keys (six each, two more for a dead key),
  ///   then O(*n* log *n*) in the number of levels.
  public init(
    translatingKeysWith translator: some KeyTranslator, name: String, groupName: String, keyboard: KeyboardType,
    source: LayoutSource
  ) {
    var keys: [MacKeyOutputs] = []
    for key in Key.catalog {
      guard let code = key.macKeyCode else { continue }
      let outputs = Layout.translatedLevels.map { translator.output(of: code, with: $0) }
      keys.append(
        MacKeyOutputs(keyCode: code, levels: Array(outputs[0..<4]), command: outputs[4], shiftCommand: outputs[5]))
    }
    self.init(macKeys: keys, name: name, groupName: groupName, keyboard: keyboard, source: source)
  }

  /// The modifiers each key is translated with: levels 1 to 4, then ⌘ and ⇧⌘.
  static let translatedLevels: [CarbonModifiers] = [
    [], .shift, .option, [.shift, .option], .command, [.shift, .command],
  ]
}

extension KeyTranslator {
  /// What `keyCode` types with `modifiers` from no dead-key state, a dead key as its accent;
  /// `nil` where it types nothing.
  func output(of keyCode: UInt16, with modifiers: CarbonModifiers) -> MacKeyOutputs.Output? {
    guard let typed = translate(keyCode: keyCode, modifiers: modifiers, deadKeyState: 0, options: []) else {
      return nil
    }
    guard typed.deadKeyState != 0 else { return typed.text.isEmpty ? nil : MacKeyOutputs.Output(typed.text) }
    return MacKeyOutputs.Output(accent(of: keyCode, with: modifiers, state: typed.deadKeyState), isDead: true)
  }

  /// The accent of the dead key `keyCode` with `modifiers`, which enters `state`: what it types
  /// with no new dead-key state, else what Space types in `state` less the space (the state's
  /// terminator comes before the key that ends it); empty when neither types one.
  func accent(of keyCode: UInt16, with modifiers: CarbonModifiers, state: UInt32) -> String {
    if let accent = translate(keyCode: keyCode, modifiers: modifiers, deadKeyState: 0, options: .noDeadKeys),
      accent.deadKeyState == 0, !accent.text.isEmpty
    {
      return accent.text
    }
    guard let space = translate(keyCode: Layout.spaceKeyCode, modifiers: [], deadKeyState: state, options: []) else {
      return ""
    }
    var text = space.text
    if text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}

extension Layout {
  /// The space bar's virtual key code (`kVK_Space`).
  static let spaceKeyCode: UInt16 = 0x31
}
