internal import KBLocLayouts

extension AppleInputSource {
  /// The input source's table recorded on a real Mac, placed on a keyboard, or `nil` when kbloc
  /// has no recording for it (see ``isRecorded``).
  ///
  /// On a JIS keyboard, the U.S. recording (ABC's, and the input methods') types what Apple's
  /// layout types there, the characters the JIS keyboard prints (`AppleJISMap`).
  ///
  /// - Parameter keyboard: The keyboard the keys sit on; by default ``keyboardType``, the one
  ///   Apple sells with the input source.
  /// - Returns: The table, named by the input source's identifier and described by its macOS
  ///   name, with ``Layout/inputSource`` and ``Layout/keyboardType`` set.
  /// - Throws: ``SnapshotError`` when the bundled table is damaged.
  /// - Complexity: one small file read and decode, as for ``Layout/bundled(_:)``.
  public func recordedLayout(on keyboard: KeyboardType? = nil) throws(SnapshotError) -> Layout? {
    guard let text = BundledSnapshots.recordedText(named: recordingIdentifier) else { return nil }
    var contents = try SnapshotContents(decoding: Array(text.utf8))
    let type = keyboard ?? keyboardType
    if type == .jis, let map = AppleJISMap.byRecording[recordingIdentifier] {
      contents.keys = map.applied(to: contents.keys)
    }
    contents.keys = Layout.keys(contents.keys, placedOn: type, namedBy: .macKeyCode)
    contents.groups = [name]
    var layout = withCommandLevel(Layout(contents, keyboardType: type, name: identifier))
    layout.inputSource = identifier
    return layout
  }

  /// An XKB table standing for the input source (its ``layoutName``, compiled or bundled), with
  /// Mac conventions, placed on a keyboard.
  ///
  /// - Parameters:
  ///   - table: The table of ``layoutName``.
  ///   - keyboard: The keyboard the keys sit on; by default ``keyboardType``.
  /// - Returns: The table, keys the keyboard lacks left out, with ``Layout/inputSource`` and
  ///   ``Layout/keyboardType`` set, and the Command level of ``commandLayoutName`` where there is
  ///   one.
  public func layout(standingIn table: Layout, on keyboard: KeyboardType? = nil) -> Layout {
    var layout = withCommandLevel(
      table.withMacConventions().placed(on: keyboard ?? keyboardType, keysNamedBy: .physicalKey))
    layout.inputSource = identifier
    return layout
  }

  /// `layout`, placed on its keyboard, with the Command level of ``commandLayoutName`` where the
  /// input source has one.
  func withCommandLevel(_ layout: Layout) -> Layout {
    guard commandLayoutName != nil, let keyboard = layout.keyboardType else { return layout }
    let us = Layout.usReference(for: .mac).placed(on: keyboard, keysNamedBy: .physicalKey)
    return layout.withCommandLevels(typedBy: us)
  }
}

extension Layout {
  /// Loads the table of a macOS or iOS keyboard input source bundled with kbloc: the one recorded
  /// on a real Mac where kbloc has it, else its XKB layout's snapshot, with Apple's conventions.
  ///
  /// The layout always follows `.mac` conventions (Option, ⌘ in ``LocalizedShortcut/display``):
  /// a snapshot made with PC conventions (`il`, `th`) has its AltGr level named Option, which is
  /// what libxkbcommon gives for the same names with Mac conventions.
  ///
  /// ```swift
  /// let german = try Layout.bundled(inputSource: "com.apple.keylayout.German")
  /// german.name           // "com.apple.keylayout.German", recorded on a Mac
  /// german.keyboardType   // .iso: `<` on LSGT beside left Shift, `^` on TLDE left of 1
  /// let hebrew = try Layout.bundled(inputSource: "Hebrew")
  /// hebrew.name           // "il"
  /// hebrew.direction      // .rightToLeft
  /// ```
  /// - Parameters:
  ///   - identifier: The input-source ID, such as `com.apple.keylayout.German`, or its macOS name.
  ///   - keyboard: The keyboard the keys sit on; by default the one Apple sells with the input
  ///     source (``AppleInputSource/keyboardType``).
  /// - Returns: The table, with `.mac` conventions and ``inputSource`` and ``keyboardType`` set.
  /// - Throws: ``SnapshotError/notBundled(_:suggestions:)`` with the identifier and close known
  ///   identifiers when kbloc has no table for it.
  /// - Complexity: one snapshot load (a file read and decode).
  public static func bundled(inputSource identifier: String, keyboard: KeyboardType? = nil) throws(SnapshotError)
    -> Layout
  {
    guard let entry = AppleInputSource.named(identifier) else {
      throw .notBundled(identifier, suggestions: AppleInputSource.suggestions(for: identifier))
    }
    if let recorded = try entry.recordedLayout(on: keyboard) { return recorded }
    return entry.layout(standingIn: try bundled(entry.layoutName), on: keyboard)
  }

  /// The same table with `.mac` conventions: the AltGr level named Option.
  func withMacConventions() -> Layout {
    guard platform != .mac else { return self }
    let keys = keys.map { entry in
      KeyLevels(
        key: entry.key, group: entry.group,
        levels: entry.levels.map { level in
          var modifiers = level.modifiers
          if modifiers.contains(.altGr) {
            modifiers.remove(.altGr)
            modifiers.insert(.option)
          }
          return Level(
            level: level.level, modifiers: modifiers, keysym: level.keysym, character: level.character,
            isDead: level.isDead)
        })
    }
    var layout = Layout(
      name: name, groupNames: groupNames, platform: .mac, keys: keys, source: source, keyboardType: keyboardType,
      commandLevels: commandLevels)
    layout.inputSource = inputSource
    return layout
  }
}
