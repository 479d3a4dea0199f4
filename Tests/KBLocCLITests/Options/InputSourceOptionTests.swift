import KBLoc
import KBLocTestSupport
import Testing

/// `--layout com.apple.keylayout.…` and `kbloc layouts --apple` (issue 10, item 3).
struct InputSourceOptionTests {
  @Test func anInputSourceLoadsItsLayout() throws {
    let layout = try KblocExecutable.decode(
      Contract.LayoutTable.self, "layout", "--layout", "com.apple.keylayout.Belgian", "--format", "json")
    #expect(layout.name == "be")
  }

  /// The CLI and `Layout.bundled(inputSource:)` agree on what the input source means, also for
  /// the PC arrangements whose bare names mean the Macintosh variant with `--platform mac`.
  @Test(arguments: ["com.apple.keylayout.Italian-Pro", "com.apple.keylayout.RussianWin", "com.apple.keylayout.German"])
  func theCLIAndTheLibraryLoadTheSameTable(_ identifier: String) throws {
    let layout = try KblocExecutable.decode(
      Contract.LayoutTable.self, "layout", "--layout", identifier, "--format", "json")
    let bundled = try Layout.bundled(inputSource: identifier)
    #expect(layout.name == bundled.name)
    let ad11 = try #require(layout.keys.first { $0.key == "AD11" && $0.group == 1 })
    let live = ad11.levels.compactMap(\.character)
    let ad11Key = try #require(Key.named("AD11"))
    let fromSnapshot = try #require(bundled.levels(of: ad11Key))
    #expect(live == fromSnapshot.levels.compactMap { $0.character.map(String.init) })
  }

  /// Dvorak – QWERTY ⌘ types QWERTY with ⌘ held: its table has a Command level (in `command`),
  /// and `translate` presses ⌘V on the V key of QWERTY.
  @Test func dvorakQWERTYCommandPressesCommandShortcutsOnQWERTY() throws {
    let layout = try KblocExecutable.decode(
      Contract.LayoutTable.self, "layout", "--layout", "Dvorak – QWERTY ⌘", "--format", "json")
    let v = try #require(layout.keys.first { $0.key == "AB04" && $0.group == 1 })
    #expect(v.levels.first?.character == "k")
    #expect(v.command?.map(\.character) == ["v", "V"])
    let report = try KblocExecutable.decode(
      Contract.TranslateReport.self, "translate", "--layout", "com.apple.keylayout.DVORAK-QWERTYCMD", "--format",
      "json", ExampleFiles.url("shortcuts.json").path)
    #expect(report.results.first { $0.id == "paste" }?.press?.key == "AB04")
    let dvorak = try KblocExecutable.decode(
      Contract.TranslateReport.self, "translate", "--layout", "com.apple.keylayout.Dvorak", "--format", "json",
      ExampleFiles.url("shortcuts.json").path)
    #expect(dvorak.results.first { $0.id == "paste" }?.press?.key == "AB09")
    #expect(try Self.keysWithACommandLevel("com.apple.keylayout.Dvorak").isEmpty)
  }

  /// The keys of an input source's table that have a Command level.
  static func keysWithACommandLevel(_ identifier: String) throws -> [String] {
    try KblocExecutable.decode(Contract.LayoutTable.self, "layout", "--layout", identifier, "--format", "json")
      .keys.filter { $0.command != nil }.map(\.key)
  }

  @Test func anUnknownInputSourceSuggestsCloseOnes() throws {
    let output = try KblocExecutable.run("type", "--layout", "com.apple.keylayout.Germann", "x")
    #expect(output.exitCode == 2)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.hasPrefix("kbloc: error: Unknown input source 'com.apple.keylayout.Germann'"))
    #expect(output.stderr.contains("'com.apple.keylayout.German'"))
    #expect(output.stderr.split(separator: "\n").count == 1)
  }

  @Test func layoutsAppleListsEveryInputSource() throws {
    let rows = try KblocExecutable.decode([Contract.InputSourceListing].self, "layouts", "--apple", "--format", "json")
    #expect(rows.count == AppleInputSource.all.count)
    let belgian = try #require(rows.first { $0.id == "com.apple.keylayout.Belgian" })
    #expect(belgian.layout == "be")
    #expect(belgian.observed == true)
    #expect(belgian.closeness.isEmpty == false)
    #expect(belgian.name == "Belgian")
    #expect(belgian.recorded == false)
    #expect(belgian.keyboard == "iso")
    let german = try #require(rows.first { $0.id == "com.apple.keylayout.German" })
    #expect(german.recorded == true)
    #expect(rows.first { $0.id == "com.apple.keylayout.ABC" }?.keyboard == "ansi")
    #expect(rows.first { $0.id == "com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese" }?.keyboard == "jis")
    let text = try KblocExecutable.run("layouts", "--apple")
    #expect(text.stdout.contains("com.apple.keylayout.German"))
    #expect(text.stdout.contains("de(mac)"))
  }

  /// `@apple` is the Apple input sources, named as macOS names them; XKB's Macintosh variants are
  /// `@mac`.
  @Test func theAppleSetIsTheInputSources() throws {
    let rows = try KblocExecutable.decode(
      [Contract.LayoutListing].self, "layouts", "--set", "apple", "--format", "json")
    let german = try #require(rows.first { $0.name == "com.apple.keylayout.German" })
    #expect(german.description == "German")
    #expect(rows.contains { $0.name == "com.apple.keylayout.Dvorak-Left" })
    #expect(!rows.contains { $0.name == "de(mac)" })
    let mac = try KblocExecutable.run("layouts", "--set", "mac")
    #expect(mac.stdout.contains("de(mac)"))
  }
}
