extension Layout {
  /// The same table on a keyboard of `type`: each key moved to the physical key that types it
  /// there, keys the keyboard lacks left out (see ``KeyboardType``).
  ///
  /// ```swift
  /// let recorded = try Layout(recording: text, name: "german-mac.json")   // on ISO by default
  /// recorded.placed(on: .ansi, keysNamedBy: .macKeyCode)   // `<` on TLDE, no LSGT key
  /// ```
  /// - Parameters:
  ///   - type: The keyboard.
  ///   - naming: How this table names its keys: by macOS virtual key code (a `.keylayout`, a
  ///     recording made on a Mac, before any placement) or by physical key (an XKB layout).
  /// - Returns: The table on that keyboard, with ``keyboardType`` set and its Command level
  ///   placed alike; its name, groups, source and input source are this one's.
  /// - Complexity: O(*n* log *n*) in the number of levels: the reverse index is built again.
  public func placed(on type: KeyboardType, keysNamedBy naming: KeyboardType.KeyNaming) -> Layout {
    var layout = Layout(
      name: name, groupNames: groupNames, platform: platform,
      keys: Layout.keys(keys, placedOn: type, namedBy: naming), source: source, keyboardType: type,
      commandLevels: Layout.keys(commandLevels, placedOn: type, namedBy: naming))
    layout.inputSource = inputSource
    return layout
  }

  /// `keys` moved to the physical keys of a keyboard of `type` and sorted in keyboard order (keys
  /// outside the catalog last, in their order); keys the keyboard lacks are left out.
  /// - Complexity: O(*n* + *d*) in the number of entries and of those out of keyboard order.
  static func keys(_ keys: [KeyLevels], placedOn type: KeyboardType, namedBy naming: KeyboardType.KeyNaming)
    -> [KeyLevels]
  {
    var placed = keys.compactMap { entry in
      type.physicalKey(for: entry.key, namedBy: naming).map {
        KeyLevels(key: $0, group: entry.group, levels: entry.levels)
      }
    }
    // In keyboard order already but for the keys an ISO keyboard swaps.
    placed.sortNearlySorted { ($0.key.order, $0.group) < ($1.key.order, $1.group) }
    return placed
  }
}
