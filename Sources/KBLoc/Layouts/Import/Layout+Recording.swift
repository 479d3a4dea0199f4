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
  /// - Levels 1 to 4 are value, withShift, withAltGr and withShiftAltGr; an empty string types
  ///   nothing. A dead level's character is what the recording gives, its spacing form.
  /// - Codes the catalog does not hold but the W3C lists (media keys, `NumpadParenLeft`…) are
  ///   skipped; any other code is an error.
  ///
  /// - Parameters:
  ///   - text: The recording, as JSON.
  ///   - name: The layout's name in kbloc's output, such as the file name.
  /// - Throws: ``LayoutImportError`` with the line and column of the first problem: malformed
  ///   JSON, an unknown code, a key without one of the four levels.
  /// - Complexity: O(*n*) in the size of the text, plus building the reverse index.
  ///
  /// ```swift
  /// let layout = try Layout(recording: #"{"KeyQ": ["a", "A", "æ", "Æ", 0]}"#, name: "rec.json")
  /// layout.strokes(for: "æ").first?.modifiers   // [.altGr]
  /// ```
  public init(recording text: String, name: String) throws(LayoutImportError) {
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
      info = root["layout"]
    }
    let members = mapping.members ?? []
    guard !members.isEmpty else {
      throw .notARecording("the object names no key", at: mapping.position)
    }
    let platform = RecordingReader.platform(info: info, mapping: members)
    var entries: [KeyLevels] = []
    var seen = Set<Key>()
    for member in members {
      guard let levels = try RecordingReader.levels(of: member, on: platform) else { continue }
      guard seen.insert(levels.key).inserted else { continue }
      if !levels.levels.isEmpty { entries.append(levels) }
    }
    let group = info.flatMap(RecordingReader.groupName(of:)) ?? name
    self.init(
      name: name, groupNames: [group], platform: platform, keys: entries.sorted { $0.key.order < $1.key.order },
      source: .imported(.recording))
  }
}

/// Reads the parts of a keyboard recording for ``Layout/init(recording:name:)``.
enum RecordingReader {
  /// The four levels' names in native-keymap's objects, in level order.
  static let levelNames = ["value", "withShift", "withAltGr", "withShiftAltGr"]

  /// The platform the recording was made on (see ``Layout/init(recording:name:)``).
  static func platform(info: JSONValue?, mapping: [JSONMember]) -> Platform {
    if let info {
      return info["id"]?.string?.hasPrefix("com.apple.") == true ? .mac : .pc
    }
    let hasDeadFlags = mapping.contains { member in
      member.value.members?.contains { $0.key.hasSuffix("IsDeadKey") } == true
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

  /// The key and levels of one recorded key; `nil` for a code kbloc skips.
  static func levels(of member: JSONMember, on platform: Platform) throws(LayoutImportError) -> KeyLevels? {
    let code = member.key
    guard let key = Key.withCode(aliases[code] ?? code) else {
      if skippedCodes.contains(code) { return nil }
      let codes = Key.catalog.compactMap(\.code)
      let sameLetters = codes.filter { $0.lowercased() == code.lowercased() }
      let suggestions = sameLetters.isEmpty ? Suggestions.closest(to: code, among: codes) : sameLetters
      throw .unknownKeyCode(code, suggestions: suggestions, at: member.keyPosition)
    }
    let value = member.value
    var outputs: [(text: String, isDead: Bool)] = []
    if let elements = value.array {
      for (offset, name) in levelNames.enumerated() {
        guard offset < elements.count else {
          throw .missingLevel(code: code, level: name, at: value.position)
        }
        outputs.append((try string(elements[offset], code: code, level: name), false))
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
        for offset in 0..<4 where mask & (1 << offset) != 0 { outputs[offset].isDead = true }
      }
    } else if value.members != nil {
      for name in levelNames {
        guard let level = value[name] else { throw .missingLevel(code: code, level: name, at: value.position) }
        var isDead = false
        if let flag = value[name + "IsDeadKey"] {
          guard let bool = flag.bool else {
            throw .invalid(
              "\((name + "IsDeadKey").quoted) of \(code.quoted) is \(flag.kindName), not true or false",
              at: flag.position)
          }
          isDead = bool
        }
        outputs.append((try string(level, code: code, level: name), isDead))
      }
    } else {
      throw .invalid(
        "The key \(code.quoted) is \(value.kindName); write an object with value, withShift, withAltGr and withShiftAltGr, "
          + "or an array of the four", at: value.position)
    }
    let levels = outputs.enumerated().compactMap { offset, output in
      ImportedLevel.make(
        number: offset + 1, modifiers: ImportedLevel.modifiers(ofLevel: offset + 1, on: platform), output: output.text,
        isDead: output.isDead && !output.text.isEmpty)
    }
    return KeyLevels(key: key, group: 1, levels: levels)
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
