import KBLoc
import Testing

/// ANSI, ISO and JIS keyboards (issue 17, item 2).
///
/// The expectations are read off Apple's pictures of its keyboards, not derived from the rule
/// that places the keys: on an Apple ISO keyboard the key left of 1 (`TLDE`) and the key beside
/// left Shift (`LSGT`) carry what is printed below.
struct KeyboardTypeTests {
  /// Input source, what the key left of 1 types unshifted and with Shift, what the key beside left
  /// Shift types, on Apple's ISO keyboard for that language.
  static let isoPictures: [(inputSource: String, leftOfOne: [Character], besideShift: [Character])] = [
    ("com.apple.keylayout.German", ["^", "°"], ["<", ">"]),
    ("com.apple.keylayout.British", ["§", "±"], ["`", "~"]),
    ("com.apple.keylayout.French", ["@", "#"], ["<", ">"]),
    ("com.apple.keylayout.Spanish-ISO", ["º", "ª"], ["<", ">"]),
    ("com.apple.keylayout.SwissGerman", ["§", "°"], ["<", ">"]),
    ("com.apple.keylayout.Italian-Pro", ["\\", "|"], ["<", ">"]),
    ("com.apple.keylayout.Swedish-Pro", ["§", "°"], ["<", ">"]),
  ]

  static func characters(of key: String, in layout: Layout) throws -> [Character] {
    let levels = try #require(layout.levels(of: Key(name: key)), "\(layout.name) has no \(key)")
    return [Modifiers(), .shift].compactMap { modifiers in levels.levels.first { $0.modifiers == modifiers }?.character
    }
  }

  @Test(arguments: isoPictures.map(\.inputSource))
  func isoKeyboardsTypeWhatApplePrintsOnTheKeyLeftOfOneAndBesideLeftShift(_ inputSource: String) throws {
    let picture = try #require(Self.isoPictures.first { $0.inputSource == inputSource })
    let layout = try Layout.bundled(inputSource: inputSource)
    #expect(layout.keyboardType == .iso)
    #expect(try Self.characters(of: "TLDE", in: layout) == picture.leftOfOne)
    #expect(try Self.characters(of: "LSGT", in: layout) == picture.besideShift)
  }

  @Test func onGermanTheLessThanSignIsBesideLeftShiftAndTheCircumflexLeftOfOne() throws {
    let german = try Layout.bundled(inputSource: "German")
    #expect(german.strokes(for: "<").first?.key.name == "LSGT")
    #expect(german.strokes(for: "<").first?.key.code == "IntlBackslash")
    let circumflex = try #require(german.strokes(for: "^").first)
    #expect(circumflex.key.name == "TLDE")
    #expect(circumflex.isDead)
  }

  /// Apple's keyboard for the US is ANSI: `` ` `` and `~` left of 1, no key beside left Shift.
  @Test func theUSKeyboardIsANSIWithNoKeyBesideLeftShift() throws {
    let us = try Layout.bundled(inputSource: "com.apple.keylayout.US")
    #expect(us.keyboardType == .ansi)
    #expect(try Self.characters(of: "TLDE", in: us) == ["`", "~"])
    #expect(us.levels(of: Key(name: "LSGT")) == nil)
    // `±` is only on the ISO key's Shift level on U.S.
    #expect(us.strokes(for: "±").allSatisfy { $0.key.name != "LSGT" })
  }

  /// The same German input source on an ANSI keyboard: the key left of 1 sends 0x32, which types
  /// `<`; the ISO key's `^ °` are not on the keyboard.
  @Test func germanOnAnANSIKeyboardTypesTheLessThanSignLeftOfOne() throws {
    let german = try Layout.bundled(inputSource: "com.apple.keylayout.German", keyboard: .ansi)
    #expect(german.keyboardType == .ansi)
    #expect(try Self.characters(of: "TLDE", in: german) == ["<", ">"])
    #expect(german.levels(of: Key(name: "LSGT")) == nil)
    #expect(german.strokes(for: "°").allSatisfy { $0.key.name != "TLDE" && $0.key.name != "LSGT" })
  }

  /// A JIS keyboard has neither key: what only they type is not on the keyboard.
  @Test func aJISKeyboardHasNeitherTheKeyLeftOfOneNorTheKeyBesideLeftShift() throws {
    let german = try Layout.bundled(inputSource: "com.apple.keylayout.German", keyboard: .jis)
    #expect(german.keyboardType == .jis)
    #expect(german.levels(of: Key(name: "TLDE")) == nil)
    #expect(german.levels(of: Key(name: "LSGT")) == nil)
    #expect(german.strokes(for: "<").isEmpty)
    #expect(german.strokes(for: "a").first?.key.name == "AC01")
  }

  @Test func keysNamedByMacKeyCodeSwapOnISOOnly() {
    let tilde = Key(name: "TLDE")
    let iso = Key(name: "LSGT")
    #expect(KeyboardType.iso.physicalKey(for: tilde, namedBy: .macKeyCode) == iso)
    #expect(KeyboardType.iso.physicalKey(for: iso, namedBy: .macKeyCode) == tilde)
    #expect(KeyboardType.iso.physicalKey(for: tilde, namedBy: .physicalKey) == tilde)
    #expect(KeyboardType.ansi.physicalKey(for: tilde, namedBy: .macKeyCode) == tilde)
    #expect(KeyboardType.ansi.physicalKey(for: iso, namedBy: .macKeyCode) == nil)
    #expect(KeyboardType.jis.physicalKey(for: tilde, namedBy: .macKeyCode) == nil)
    #expect(KeyboardType.jis.physicalKey(for: Key(name: "AE13"), namedBy: .physicalKey) == Key(name: "AE13"))
    #expect(KeyboardType.iso.physicalKey(for: Key(name: "AB11"), namedBy: .physicalKey) == nil)
    #expect(KeyboardType.iso.physicalKey(for: Key(name: "AC01"), namedBy: .macKeyCode) == Key(name: "AC01"))
  }

  /// An input source kbloc has no recording for stands on its XKB layout, whose keys are physical
  /// already: ISO moves nothing, ANSI drops the key beside left Shift.
  @Test func anXKBTableKeepsItsKeysOnISOAndLosesTheISOKeyOnANSI() throws {
    let iso = try Layout.bundled(inputSource: "com.apple.keylayout.Belgian")
    let xkb = try Layout.bundled("be")
    #expect(iso.keyboardType == .iso)
    #expect(
      iso.levels(of: Key(name: "TLDE"))?.levels.map(\.character)
        == xkb.levels(of: Key(name: "TLDE"))?.levels.map(\.character))
    #expect(
      iso.levels(of: Key(name: "LSGT"))?.levels.map(\.character)
        == xkb.levels(of: Key(name: "LSGT"))?.levels.map(\.character))
    let ansi = try Layout.bundled(inputSource: "com.apple.keylayout.Belgian", keyboard: .ansi)
    #expect(ansi.levels(of: Key(name: "LSGT")) == nil)
    #expect(ansi.levels(of: Key(name: "TLDE")) != nil)
  }

  @Test func eachInputSourceDefaultsToTheKeyboardAppleSellsWithIt() throws {
    let expected: [(String, KeyboardType)] = [
      ("com.apple.keylayout.US", .ansi), ("com.apple.keylayout.ABC", .ansi), ("com.apple.keylayout.Dvorak", .ansi),
      ("com.apple.keylayout.Dvorak-Left", .ansi), ("com.apple.keylayout.Colemak", .ansi),
      ("com.apple.keylayout.German", .iso), ("com.apple.keylayout.British", .iso),
      ("com.apple.keylayout.Russian", .iso),
      ("com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese", .jis),
    ]
    for (identifier, type) in expected {
      let entry = try #require(AppleInputSource.named(identifier), "\(identifier)")
      #expect(entry.keyboardType == type, "\(identifier)")
    }
  }

  @Test func aRecordingNamingNoInputSourceSitsOnISO() throws {
    let text =
      #"{"KeyA": {"value": "a", "withShift": "A", "withAltGr": "å", "withShiftAltGr": "Å", "valueIsDeadKey": false}, "Backquote": {"value": "<", "withShift": ">", "withAltGr": "≤", "withShiftAltGr": "≥"}}"#
    let layout = try Layout(recording: text, name: "mac.json")
    #expect(layout.keyboardType == .iso)
    #expect(layout.strokes(for: "<").first?.key.name == "LSGT")
    let ansi = try Layout(recording: text, name: "mac.json", keyboard: .ansi)
    #expect(ansi.strokes(for: "<").first?.key.name == "TLDE")
  }

  /// The key a keyboard presses for a virtual key code, and back: on ISO the key left of 1 sends
  /// 0x0A (`kVK_ISO_Section`) and the one beside left Shift 0x32 (`kVK_ANSI_Grave`).
  @Test func keyCodesNameThePhysicalKeysOfEachKeyboard() throws {
    #expect(KeyboardType.iso.key(sending: 0x32)?.name == "LSGT")
    #expect(KeyboardType.iso.key(sending: 0x0A)?.name == "TLDE")
    #expect(KeyboardType.ansi.key(sending: 0x32)?.name == "TLDE")
    #expect(KeyboardType.ansi.key(sending: 0x0A) == nil)
    #expect(KeyboardType.jis.key(sending: 0x32) == nil)
    #expect(KeyboardType.jis.key(sending: 0x5D)?.name == "AE13")
    #expect(KeyboardType.iso.macKeyCode(of: Key(name: "LSGT")) == 0x32)
    #expect(KeyboardType.ansi.macKeyCode(of: Key(name: "LSGT")) == nil)
    #expect(KeyboardType.iso.macKeyCode(of: Key(name: "FK21")) == nil)
    // Every code the catalog has goes to a key and back on each keyboard.
    for type in KeyboardType.allCases {
      for key in Key.catalog {
        guard let code = key.macKeyCode, let pressed = type.key(sending: code) else { continue }
        #expect(type.macKeyCode(of: pressed) == code, "\(type) \(key.name)")
      }
    }
  }
}
