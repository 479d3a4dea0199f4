extension Layout {
  /// Imports a keyboard recorded in a browser or by Electron: the `KeyboardEvent.code` form of
  /// Electron's native-keymap and VS Code's keyboard layout files.
  ///
  /// The text is JSON: an object from `KeyboardEvent.code` (`KeyA`, `BracketLeft`) to what the
  /// key types, either as native-keymap writes it,
  /// `{"value": "a", "withShift": "A", "withAltGr": "å", "withShiftAltGr": "Å"}` with optional
  /// `valueIsDeadKey`, `withShiftIsDeadKey`, `withAltGrIsDeadKey` and `withShiftAltGrIsDeadKey`
  /// flags, or as VS Code's compact arrays, `["a", "A", "å", "Å", 0]`, whose fifth element is a
  /// mask of the dead levels (1 value, 2 withShift, 4 withAltGr, 8 withShiftAltGr). The object
  /// may also be wrapped as VS Code registers layouts: `{"layout": {…}, "mapping": {…}}`.
  ///
  /// - The platform: a `layout` whose `id` is a macOS input source (`com.apple.keylayout.German`)
  ///   makes a `.mac` layout, where AltGr is Option; any other `layout` (XKB's `layout` and
  ///   `variant`, Windows' `name`) a `.pc` one. Without a `layout`, dead-key flags (which only
  ///   macOS's native-keymap writes) mean `.mac`, their absence `.pc`.
  /// - Levels 1 to 4 are value, withShift, withAltGr and withShiftAltGr; an empty string, or a
  ///   level an object leaves out (some recordings leave out what types nothing), types nothing;
  ///   an empty array is a key that types nothing. A dead level's character is what the recording
  ///   gives, its spacing form. A recording made on a Mac that flags no dead key at all gets its
  ///   dead keys from the rule of `docs/apple-input-sources.md` (``AppleDeadKeys``).
  /// - A recording made on a Mac names keys by macOS virtual key code (its `Backquote` is the key
  ///   beside left Shift on an ISO keyboard): the table is placed on `keyboard`, by default the
  ///   keyboard Apple sells with the recording's input source (`layout.id`), or ISO when it names
  ///   none (see ``KeyboardType``); the recording's input source becomes ``inputSource``.
  /// - Codes the catalog does not hold but the W3C lists (media keys, `NumpadParenLeft`…) are
  ///   skipped; any other code is an error.
  ///
  /// - Parameters:
  ///   - text: The recording, as JSON.
  ///   - name: The layout's name in kbloc's output, such as the file name.
  ///   - keyboard: The keyboard a Mac recording's keys are placed on; ignored for a recording made
  ///     elsewhere, whose codes are physical keys.
  /// - Throws: ``LayoutImportError`` with the line and column of the first problem: malformed
  ///   JSON, an unknown code, a key without a `value`, an array of one to three levels.
  /// - Complexity: O(*n*) in the size of the text, plus building the reverse index.
  ///
  /// ```swift
  /// let layout = try Layout(recording: #"{"KeyQ": ["a", "A", "æ", "Æ", 0]}"#, name: "rec.json")
  /// layout.strokes(for: "æ").first?.modifiers   // [.altGr]
  /// ```
  public init(recording text: String, name: String, keyboard: KeyboardType? = nil) throws(LayoutImportError) {
    let recording = try RecordingReader.read(text)
    let platform = recording.platform
    let deadCells = recording.deadCells
    var entries = recording.keys.compactMap { $0.levels(on: platform, deadCells: deadCells) }
    let group = recording.info.flatMap(RecordingReader.groupName(of:)) ?? name
    guard platform == .mac else {
      self.init(
        name: name, groupNames: [group], platform: platform, keys: entries.sorted { $0.key.order < $1.key.order },
        source: .imported(.recording))
      return
    }
    let inputSource = recording.inputSource.flatMap(AppleInputSource.named)
    let type = keyboard ?? inputSource?.keyboardType ?? .iso
    entries = Layout.keys(entries, placedOn: type, namedBy: .macKeyCode)
    self.init(
      name: name, groupNames: [group], platform: platform, keys: entries, source: .imported(.recording),
      keyboardType: type)
    self.inputSource = inputSource?.identifier
  }
}

/// Reads the parts of a keyboard recording for ``Layout/init(recording:name:keyboard:)``.
enum RecordingReader {
  /// The four levels' names in native-keymap's objects, in level order.
  static let levelNames = ["value", "withShift", "withAltGr", "withShiftAltGr"]

  /// A recording, read: its keys by the catalog key of their code, in the order written.
  struct Recording {
    /// The `layout` (or `info`) object, when the recording is wrapped.
    let info: JSONValue?
    /// Every key kbloc knows, each once (the first time it is written).
    let keys: [RecordedKey]
    /// Whether any key carries a dead-key flag or mask.
    let hasDeadFlags: Bool
    /// The platform the recording was made on (see ``Layout/init(recording:name:keyboard:)``).
    let platform: Platform

    /// The dead cells: those the recording flags; where it flags none, on a Mac, those
    /// ``AppleDeadKeys`` finds.
    var deadCells: Set<Cell> {
      guard hasDeadFlags else {
        return platform == .mac ? AppleDeadKeys.deadCells(in: keys.map { ($0.key, $0.outputs.map(\.text)) }) : []
      }
      var cells = Set<Cell>()
      for entry in keys {
        for (offset, output) in entry.outputs.enumerated() where output.isDead == true {
          cells.insert(Cell(key: entry.key, level: offset + 1))
        }
      }
      return cells
    }

    /// The input-source id the `layout` object gives (`com.apple.keylayout.German`), if any.
    var inputSource: String? {
      info?["id"]?.string.flatMap { $0.hasPrefix(AppleInputSource.identifierPrefix) ? $0 : nil }
    }
  }

  /// One recorded key: what each of its four levels types, and whether the recording flags it dead
  /// (`nil` where it says nothing).
  struct RecordedKey {
    let key: Key
    let outputs: [(text: String, isDead: Bool?)]

    /// The key's table entry: the levels that type something; `nil` when none does.
    func levels(on platform: Platform, deadCells: Set<Cell>) -> KeyLevels? {
      let levels = outputs.enumerated().compactMap { offset, output in
        ImportedLevel.make(
          number: offset + 1, modifiers: ImportedLevel.modifiers(ofLevel: offset + 1, on: platform),
          output: output.text,
          isDead: deadCells.contains(Cell(key: key, level: offset + 1)) && !output.text.isEmpty)
      }
      return levels.isEmpty ? nil : KeyLevels(key: key, group: 1, levels: levels)
    }
  }

  /// One cell of a recording: a key at a level (1–4).
  struct Cell: Hashable {
    let key: Key
    let level: Int
  }

  /// Reads a recording: the JSON, its optional wrapping, and every key.
  static func read(_ text: String) throws(LayoutImportError) -> Recording {
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: text)
    } catch {
      throw .malformed(error.message + (error.fix.map { "; \($0)" } ?? ""), at: error.position)
    }
    let root = document.root
    guard root.members != nil else {
      throw .notARecording(
        "the JSON is \(root.kindName), not an object of KeyboardEvent.code values", at: root.position)
    }
    var mapping = root
    var info: JSONValue?
    if let wrapped = root["mapping"] {
      guard wrapped.members != nil else {
        throw .notARecording("'mapping' is \(wrapped.kindName), not an object", at: wrapped.position)
      }
      mapping = wrapped
      info = root["layout"] ?? root["info"]
    }
    let members = mapping.members ?? []
    guard !members.isEmpty else {
      throw .notARecording("the object names no key", at: mapping.position)
    }
    var keys: [RecordedKey] = []
    var seen = Set<Key>()
    var hasDeadFlags = false
    for member in members {
      guard let (key, outputs, flagged) = try cells(of: member) else { continue }
      hasDeadFlags = hasDeadFlags || flagged
      guard seen.insert(key).inserted else { continue }
      keys.append(RecordedKey(key: key, outputs: outputs))
    }
    return Recording(
      info: info, keys: keys, hasDeadFlags: hasDeadFlags, platform: platform(info: info, hasDeadFlags: hasDeadFlags))
  }

  /// The platform the recording was made on (see ``Layout/init(recording:name:keyboard:)``).
  static func platform(info: JSONValue?, hasDeadFlags: Bool) -> Platform {
    if let info {
      return info["id"]?.string?.hasPrefix(AppleInputSource.identifierPrefix) == true ? .mac : .pc
    }
    return hasDeadFlags ? .mac : .pc
  }

  /// The human name a `layout` object gives: `localizedName`, `text`, or XKB's layout and variant.
  static func groupName(of info: JSONValue) -> String? {
    for field in ["localizedName", "text", "label"] {
      if let name = info[field]?.string, !name.isEmpty { return name }
    }
    guard let layout = info["layout"]?.string, !layout.isEmpty else { return nil }
    let variant = info["variant"]?.string ?? ""
    return variant.isEmpty ? layout : "\(layout)(\(variant))"
  }

  /// The key and the four cells of one recorded key, and whether it carries dead-key flags;
  /// `nil` for a code kbloc skips.
  static func cells(of member: JSONMember) throws(LayoutImportError) -> (
    Key, [(text: String, isDead: Bool?)], flagged: Bool
  )? {
    let code = member.key
    guard let key = Key.withCode(aliases[code] ?? code) else {
      if skippedCodes.contains(code) { return nil }
      let codes = Key.catalog.compactMap(\.code)
      let sameLetters = codes.filter { $0.lowercased() == code.lowercased() }
      let suggestions = sameLetters.isEmpty ? Suggestions.closest(to: code, among: codes) : sameLetters
      throw .unknownKeyCode(code, suggestions: suggestions, at: member.keyPosition)
    }
    let value = member.value
    var outputs: [(text: String, isDead: Bool?)] = []
    var flagged = false
    if let elements = value.array {
      // VS Code writes `[]` for a key that types nothing.
      guard !elements.isEmpty else { return (key, levelNames.map { _ in ("", nil) }, false) }
      for (offset, name) in levelNames.enumerated() {
        guard offset < elements.count else {
          throw .missingLevel(code: code, level: name, at: value.position)
        }
        outputs.append((try string(elements[offset], code: code, level: name), nil))
      }
      if elements.count > 4 {
        let maskValue = elements[4]
        guard let mask = maskValue.number.flatMap({ Int(exactly: $0) }), (0...15).contains(mask) else {
          var written = maskValue.kindName
          if case .number(let literal) = maskValue.kind { written = literal.quoted }
          throw .invalid(
            "The dead-key mask of \(code.quoted) is \(written), not a whole number from 0 to 15", at: maskValue.position
          )
        }
        flagged = true
        for offset in 0..<4 { outputs[offset].isDead = mask & (1 << offset) != 0 }
      }
    } else if value.members != nil {
      for name in levelNames {
        // Recordings leave out levels that type nothing; a key must say what it types unshifted.
        guard let level = value[name] else {
          if name == levelNames[0] { throw .missingLevel(code: code, level: name, at: value.position) }
          outputs.append(("", nil))
          continue
        }
        var isDead: Bool?
        if let flag = value[name + "IsDeadKey"] {
          guard let bool = flag.bool else {
            throw .invalid(
              "\((name + "IsDeadKey").quoted) of \(code.quoted) is \(flag.kindName), not true or false",
              at: flag.position)
          }
          isDead = bool
          flagged = true
        }
        outputs.append((try string(level, code: code, level: name), isDead))
      }
    } else {
      throw .invalid(
        "The key \(code.quoted) is \(value.kindName); write an object with value, withShift, withAltGr and withShiftAltGr, "
          + "or an array of the four", at: value.position)
    }
    return (key, outputs, flagged)
  }

  static func string(_ value: JSONValue, code: String, level: String) throws(LayoutImportError) -> String {
    guard let text = value.string else {
      throw .invalid("\(level.quoted) of \(code.quoted) is \(value.kindName), not a string", at: value.position)
    }
    return text
  }

  /// Older names browsers gave catalog keys.
  static let aliases: [String: String] = ["OSLeft": "MetaLeft", "OSRight": "MetaRight"]

  /// `KeyboardEvent.code` values (W3C UI Events, and Chromium's) for keys outside kbloc's catalog:
  /// media, browser, application and legacy keys, which recordings list and shortcuts never use.
  static let skippedCodes: Set<String> = [
    "Fn", "FnLock", "Hyper", "Super", "Turbo", "Abort", "Resume", "Suspend", "Again", "Copy", "Cut", "Find", "Open",
    "Paste", "Props", "Select", "Undo", "Redo", "Help", "Hiragana", "Katakana", "Lang3", "Lang4", "Lang5",
    "Unidentified",
    "NumpadBackspace", "NumpadClear", "NumpadClearEntry", "NumpadHash", "NumpadMemoryAdd", "NumpadMemoryClear",
    "NumpadMemoryRecall", "NumpadMemoryStore", "NumpadMemorySubtract", "NumpadParenLeft", "NumpadParenRight",
    "NumpadStar", "BrowserBack", "BrowserFavorites", "BrowserForward", "BrowserHome", "BrowserRefresh", "BrowserSearch",
    "BrowserStop", "Eject", "LaunchApp1", "LaunchApp2", "LaunchMail", "LaunchControlPanel", "LaunchScreenSaver",
    "LaunchAssistant", "MediaPlayPause", "MediaSelect", "MediaStop", "MediaTrackNext", "MediaTrackPrevious",
    "MediaPlay", "MediaPause", "MediaRecord", "MediaFastForward", "MediaRewind", "Power", "Sleep", "WakeUp",
    "AudioVolumeDown", "AudioVolumeMute", "AudioVolumeUp", "BrightnessUp", "BrightnessDown", "DisplayToggleIntExt",
    "KeyboardBacklightToggle", "KeyboardLayoutSelect", "MailForward", "MailReply", "MailSend", "MicrophoneMuteToggle",
    "NewKey", "PrivacyScreenToggle", "SelectTask", "ShowAllWindows", "ZoomToggle", "Close", "New", "Print", "Save",
    "SpellCheck", "EmojiPicker", "Dictate", "Sysreq", "Standby",
  ]
}
