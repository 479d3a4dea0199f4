import KBLoc
import Testing

/// Input methods (issue 17, item 3): accepted by identifier and name; their key equivalents go
/// through the ASCII-capable layout they pair with (ABC), and the reason says so.
struct InputMethodTests {
  @Test(arguments: [
    ("com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese", KeyboardType.jis),
    ("com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese.Katakana", .jis),
    ("com.apple.inputmethod.SCIM.ITABC", .ansi),
    ("com.apple.inputmethod.TCIM.Zhuyin", .ansi),
    ("com.apple.inputmethod.Korean.2SetKorean", .ansi),
  ])
  func inputMethodsPairWithABC(_ identifier: String, _ keyboard: KeyboardType) throws {
    let entry = try #require(AppleInputSource.named(identifier))
    #expect(entry.isInputMethod)
    #expect(entry.keyEquivalentLayout == "com.apple.keylayout.ABC")
    #expect(entry.keyboardType == keyboard)
    let layout = try Layout.bundled(inputSource: identifier)
    #expect(layout.inputSource == entry.identifier)
    #expect(layout.keyboardType == keyboard)
    // ABC's letters and digits, not kana or hangul.
    #expect(layout.strokes(for: "a").first?.key.name == "AC01")
    #expect(layout.strokes(for: "z").first?.key.name == "AB01")
    #expect(layout.strokes(for: "ㅁ").isEmpty)
  }

  @Test func inputMethodsAreFoundByName() {
    #expect(AppleInputSource.named("Pinyin – Simplified")?.identifier == "com.apple.inputmethod.SCIM.ITABC")
    #expect(AppleInputSource.named("2-Set Korean")?.identifier == "com.apple.inputmethod.Korean.2SetKorean")
    #expect(AppleInputSource.named("Hiragana")?.identifier == "com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese")
    // A mode kbloc does not list counts as the input method it refines.
    #expect(AppleInputSource.named("com.apple.inputmethod.SCIM.ITABC.Fuzzy")?.name == "Pinyin - Simplified")
    #expect(AppleInputSource.named("com.apple.keylayout.German")?.isInputMethod == false)
  }

  /// On a JIS keyboard ABC types what the keys print, written here from Apple's JIS keyboard: `@`
  /// right of P, `[` right of it, `:` right of `;`, `]` left of Return, `^` right of `-`, `¥` and
  /// `_` on JIS's own keys, `"` with Shift-2; there is no key left of 1.
  @Test func japaneseSitsOnAJISKeyboardWithABCsTable() throws {
    let japanese = try Layout.bundled(inputSource: "com.apple.inputmethod.Kotoeri.Japanese")
    let abc = try Layout.bundled(inputSource: "com.apple.keylayout.ABC", keyboard: .jis)
    #expect(japanese.keys == abc.keys)
    #expect(japanese.levels(of: Key(name: "TLDE")) == nil)
    let expected: [(Character, String, Modifiers)] = [
      ("@", "AD11", []), ("`", "AD11", .shift), ("[", "AD12", []), ("{", "AD12", .shift), (":", "AC11", []),
      ("*", "AC11", .shift), ("+", "AC10", .shift), ("]", "BKSL", []), ("}", "BKSL", .shift), ("^", "AE12", []),
      ("~", "AE12", .shift), ("=", "AE11", .shift), ("¥", "AE13", []), ("|", "AE13", .shift), ("\\", "AE13", .option),
      ("_", "AB11", []), ("\"", "AE02", .shift), ("&", "AE06", .shift), ("'", "AE07", .shift), ("(", "AE08", .shift),
      (")", "AE09", .shift), ("a", "AC01", []), ("-", "AE11", []),
    ]
    for (character, key, modifiers) in expected {
      #expect(
        japanese.level(at: Key(name: key), group: 1, modifiers: modifiers)?.character == character,
        "\(character) on \(key) \(modifiers)")
    }
    // ABC on ANSI and ISO keeps the U.S. characters.
    let ansi = try Layout.bundled(inputSource: "com.apple.keylayout.ABC")
    #expect(ansi.level(at: Key(name: "AD11"), group: 1, modifiers: [])?.character == "[")
    #expect(ansi.levels(of: Key(name: "AE13")) == nil)
  }

  /// ⌘` has a key on JIS: Shift with the `@` key types `` ` ``.
  @Test func graveIsShiftAtOnJIS() throws {
    let localizer = ShortcutLocalizer(layout: try Layout.bundled(inputSource: "Hiragana"))
    let result = try localizer.localize("Command-`")
    #expect(result.press?.key.name == "AD11")
    #expect(result.press?.modifiers == [.shift, .command])
  }

  @Test func theReasonSaysKeyEquivalentsGoThroughABC() throws {
    let localizer = ShortcutLocalizer(layout: try Layout.bundled(inputSource: "2-Set Korean"))
    let save = try localizer.localize("Command-S")
    #expect(save.press?.key.name == "AC02")
    #expect(
      save.reason.hasSuffix(
        "2-Set Korean is an input method: macOS matches its key equivalents on ABC, the layout it pairs with"),
      "\(save.reason)")
    let tab = try localizer.localize("Command-Tab")
    #expect(!tab.reason.contains("input method"))
  }
}
