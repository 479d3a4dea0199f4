import KBLoc
import KBLocMac
import KBLocTestSupport
import Testing

/// `KeyboardInputSource.layout(translatingKeysWith:)`: which table wins for an input source, and
/// the policy its shortcuts get.
struct KeyboardInputSourceTests {
  /// A translator reading the importer tests' `.keylayout`, on an ISO keyboard.
  static func fixtureTranslator() throws -> KeylayoutTranslator {
    try KeylayoutTranslator(keylayout: try LayoutFileFixtures.text(LayoutFileFixtures.keylayout), keyboardType: 16)
  }

  /// A translator that answers nothing, as `UCKeyTranslate` on data it cannot read.
  struct Silent: KeyTranslator {
    func translate(
      keyCode: UInt16, modifiers: CarbonModifiers, deadKeyState: UInt32, options: KeyTranslationOptions
    ) -> KeyTranslation? { nil }
  }

  /// With key layout data, the table made at run time wins, even for an input source kbloc has a
  /// recording of.
  ///
  /// It is what this Mac types. The `apple` policy still answers with what macOS was observed to
  /// register there.
  @Test func theRuntimeTableWinsWhereThereIsKeyLayoutData() throws {
    let source = KeyboardInputSource(identifier: "com.apple.keylayout.German", physicalKeyboardType: 16)
    let layout = source.layout(translatingKeysWith: try Self.fixtureTranslator())
    #expect(layout.source == .connected("the key layout data of the input source com.apple.keylayout.German"))
    #expect(layout.name == "com.apple.keylayout.German")
    #expect(layout.groupNames == ["German"])
    #expect(layout.inputSource == "com.apple.keylayout.German")
    #expect(layout.keyboardType == .iso)
    #expect(layout.character(at: Key(name: "AD11"), group: 1, modifiers: []) == "ü")
    #expect(layout.commandLevels(of: Key(name: "AC01")) != nil)
    let map = try #require(ShortcutLocalizer(layout: layout).keyEquivalentMap)
    #expect(map.source == .observed(inputSource: "com.apple.keylayout.German"))
  }

  /// A layout of the user's own: the table made at run time, on ISO unless the keyboard says
  /// otherwise, under the apple rule (kbloc has no observations of it).
  @Test func aLayoutOfTheUsersOwnIsTranslatedAndTakesTheAppleRule() throws {
    let identifier = "org.sil.ukelele.keyboardlayout.dvorak-qwerty"
    let translator = try KeylayoutTranslator(keylayout: DvorakKeylayout.text(qwertyWithCommand: true), keyboardType: 15)
    let source = KeyboardInputSource(identifier: identifier, physicalKeyboardType: 15)
    #expect(source.knownInputSource == nil)
    #expect(source.keyboard == .iso)
    let layout = source.layout(translatingKeysWith: translator)
    #expect(layout.inputSource == identifier)
    #expect(layout.groupNames == [identifier])
    #expect(layout.keyboardType == .iso)
    let map = try #require(ShortcutLocalizer(layout: layout).keyEquivalentMap)
    #expect(map.source == .rule)
    #expect(try ShortcutLocalizer(layout: layout).localize("Command-V").press?.key.name == "AB04")
    let ansi = KeyboardInputSource(identifier: identifier, keyboardType: .ansi).layout(translatingKeysWith: translator)
    #expect(ansi.keyboardType == .ansi)
  }

  /// Without key layout data: the recorded table, else the stand-in, else us(mac).
  @Test func withoutKeyLayoutDataTheBundledTablesFollow() throws {
    let german = KeyboardInputSource(identifier: "com.apple.keylayout.German").layout(translatingKeysWith: nil)
    guard case .recorded = german.source else {
      Issue.record("German's table is \(german.source)")
      return
    }
    let hebrewEntry = try #require(AppleInputSource.named("com.apple.keylayout.Hebrew"))
    #expect(hebrewEntry.isRecorded == false)
    let hebrew = KeyboardInputSource(identifier: "com.apple.keylayout.Hebrew").layout(translatingKeysWith: nil)
    #expect(hebrew.name == hebrewEntry.layoutName)
    #expect(hebrew.inputSource == "com.apple.keylayout.Hebrew")
    #expect(hebrew.direction == .rightToLeft)
    let unknown = KeyboardInputSource(identifier: "com.example.keylayout.Mine", keyboardType: .ansi)
      .layout(translatingKeysWith: nil)
    #expect(unknown.name == "us(mac)")
    #expect(unknown.inputSource == nil)
    #expect(unknown.keyboardType == .ansi)
  }

  /// A translator that answers nothing makes no table: the bundled one is used.
  @Test func aTranslatorThatAnswersNothingFallsBack() throws {
    let layout = KeyboardInputSource(identifier: "com.apple.keylayout.German").layout(translatingKeysWith: Silent())
    guard case .recorded = layout.source else {
      Issue.record("German's table is \(layout.source)")
      return
    }
    #expect(layout.keys.isEmpty == false)
  }

  /// The keyboard: the one read from the Mac, else the one Apple sells with the input source.
  @Test func theKeyboardIsTheMacsElseAppleDefault() throws {
    #expect(KeyboardInputSource(identifier: "com.apple.keylayout.US").keyboard == .ansi)
    #expect(KeyboardInputSource(identifier: "com.apple.keylayout.US", keyboardType: .jis).keyboard == .jis)
    let jis = KeyboardInputSource(identifier: "com.apple.keylayout.US", physicalKeyboardType: 206, keyboardType: .jis)
    let layout = jis.layout(
      translatingKeysWith: try KeylayoutTranslator(
        keylayout: try LayoutFileFixtures.text(LayoutFileFixtures.keylayout), keyboardType: 206))
    #expect(layout.character(at: Key(name: "AE13"), group: 1, modifiers: []) == "¥")
  }
}
