extension Layout {
  /// Imports an Apple keyboard layout: the `.keylayout` XML that macOS loads custom layouts from
  /// and Ukelele saves (Apple Technical Note TN2056).
  ///
  /// The importer reads the `layout` element for the ANSI keyboard (the one whose range starts
  /// at 0, else the first), its `modifierMap` and its `keyMapSet`, with `baseMapSet`/`baseIndex`
  /// inheritance and `actions` with dead-key states.
  ///
  /// - Levels 1 to 4 are what the `keyMap`s selected by no modifier, Shift, Option and
  ///   Shift-Option type, with the modifiers `[]`, `.shift`, `.option`, `[.shift, .option]`
  ///   (platform `.mac`).
  /// - Command: macOS matches a key equivalent against what the key types while ⌘ is held, so
  ///   where the `keyMap` ⌘ selects types another character than level 1 (layouts such as
  ///   "Dvorak – QWERTY ⌘"), the key's level 1 is that character and its level 2 what ⇧⌘
  ///   selects (or, when ⇧⌘ selects the same map as ⌘, the character's uppercase form).
  ///   Shortcuts are therefore translated through the ⌘ map.
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
  /// ```
  public init(keylayout text: String, name: String, keyboard: KeyboardType? = nil) throws(LayoutImportError) {
    let tree: XMLTree
    do {
      tree = try XMLTree(parsing: text)
    } catch {
      throw .malformed(error.message.prefix(1).uppercased() + error.message.dropFirst(), at: error.position)
    }
    var reader = try KeylayoutReader(root: tree.root)
    let keys = try reader.keys()
    let group = tree.root["name"].flatMap { $0.isEmpty ? nil : $0 } ?? name
    let type = keyboard ?? .iso
    self.init(
      name: name, groupNames: [group], platform: .mac, keys: Layout.keys(keys, placedOn: type, namedBy: .macKeyCode),
      source: .imported(.keylayout), keyboardType: type)
  }
}
