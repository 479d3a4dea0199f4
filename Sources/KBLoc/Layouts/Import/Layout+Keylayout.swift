extension Layout {
  /// Imports an Apple keyboard layout: the `.keylayout` XML that macOS loads custom layouts from
  /// and Ukelele saves (Apple Technical Note TN2056).
  ///
  /// The importer reads the `layout` element for the keyboard (on JIS, the first whose range of
  /// keyboard types holds JIS keyboards only, by Gestalt's numbers; on ANSI and ISO, and on JIS
  /// when none does, the one whose range starts at 0, else the first), its `modifierMap` and its
  /// `keyMapSet`, with
  /// `baseMapSet`/`baseIndex` inheritance and `actions` with dead-key states.
  ///
  /// - Levels 1 to 4 are what the `keyMap`s selected by no modifier, Shift, Option and
  ///   Shift-Option type, with the modifiers `[]`, `.shift`, `.option`, `[.shift, .option]`
  ///   (platform `.mac`).
  /// - Command: where the `keyMap` ⌘ selects types another character than level 1 (layouts such
  ///   as "Dvorak – QWERTY ⌘"), the key has a Command level (``commandLevels``): that character,
  ///   and what ⇧⌘ selects (or, when that is the ⌘ character again, its uppercase form).
  ///   ``ShortcutLocalizer`` translates shortcuts through it, as macOS matches key equivalents
  ///   with ⌘ held; ``keys`` are what the keys type.
  /// - A key whose state-`none` action enters a dead-key state is a dead level; its character
  ///   is the state's terminator (the spacing accent), as for XKB's dead keys.
  /// - Key codes are macOS virtual key codes, matched to ``Key/macKeyCode``; codes from 0 to 127
  ///   that no current keyboard has (kbloc's catalog does not know them) are skipped. The keys
  ///   are placed on `keyboard` (ISO by default, see ``KeyboardType``): on ISO, code 0x32 is the
  ///   key beside left Shift and 0x0A the key left of 1.
  ///
  /// - Parameters:
  ///   - text: The `.keylayout` XML.
  ///   - name: The layout's name in kbloc's output, such as the file name.
  ///   - keyboard: The keyboard the keys are placed on; ISO when `nil`.
  /// - Throws: ``LayoutImportError`` with the line and column of the first problem.
  /// - Complexity: O(*n*) in the size of the text, plus building the reverse index.
  ///
  /// ```swift
  /// let layout = try Layout(keylayout: text, name: "Custom.keylayout")
  /// layout.strokes(for: "´").first?.isDead   // true, on a layout with a dead acute
  /// layout.commandLevels.isEmpty             // false on Dvorak – QWERTY ⌘, which types QWERTY with ⌘
  /// ```
  public init(keylayout text: String, name: String, keyboard: KeyboardType? = nil) throws(LayoutImportError) {
    let tree: XMLTree
    do {
      tree = try XMLTree(parsing: text)
    } catch {
      throw .malformed(error.message.prefix(1).uppercased() + error.message.dropFirst(), at: error.position)
    }
    let type = keyboard ?? .iso
    var reader = try KeylayoutReader(root: tree.root, keyboard: type)
    let keys = try reader.keyOutputs()
    let group = tree.root["name"].flatMap { $0.isEmpty ? nil : $0 } ?? name
    self.init(macKeys: keys, name: name, groupName: group, keyboard: type, source: .imported(.keylayout))
  }
}
