import Foundation
import KBLoc
import KBLocTestSupport
import Testing

/// `--layout com.apple.keylayout.…` and `kbloc layouts --apple` (issue 10, item 3).
struct InputSourceOptionTests {
  @Test func anInputSourceLoadsItsLayout() throws {
    let output = try KblocExecutable.run("layout", "--layout", "com.apple.keylayout.Belgian", "--format", "json")
    try #require(output.exitCode == 0, "\(output)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(output)")
    #expect(json["name"] as? String == "be")
  }

  /// The CLI and `Layout.bundled(inputSource:)` agree on what the input source means, also for
  /// the PC arrangements whose bare names mean the Macintosh variant with `--platform mac`.
  @Test(arguments: ["com.apple.keylayout.Italian-Pro", "com.apple.keylayout.RussianWin", "com.apple.keylayout.German"])
  func theCLIAndTheLibraryLoadTheSameTable(_ identifier: String) throws {
    let output = try KblocExecutable.run("layout", "--layout", identifier, "--format", "json")
    try #require(output.exitCode == 0, "\(output)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(output)")
    let bundled = try Layout.bundled(inputSource: identifier)
    #expect(json["name"] as? String == bundled.name)
    let keys = try #require(json["keys"] as? [[String: Any]])
    let ad11 = try #require(keys.first { $0["key"] as? String == "AD11" && $0["group"] as? Int == 1 })
    let levels = try #require(ad11["levels"] as? [[String: Any]])
    let live = levels.compactMap { $0["character"] as? String }
    let ad11Key = try #require(Key.named("AD11"))
    let fromSnapshot = try #require(bundled.levels(of: ad11Key))
    #expect(live == fromSnapshot.levels.compactMap { $0.character.map(String.init) })
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
    let output = try KblocExecutable.run("layouts", "--apple", "--format", "json")
    try #require(output.exitCode == 0, "\(output)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]], "\(output)")
    #expect(rows.count == AppleInputSource.all.count)
    let belgian = try #require(rows.first { $0["id"] as? String == "com.apple.keylayout.Belgian" })
    #expect(belgian["layout"] as? String == "be")
    #expect(belgian["observed"] as? Bool == true)
    #expect((belgian["closeness"] as? String)?.isEmpty == false)
    let text = try KblocExecutable.run("layouts", "--apple")
    #expect(text.stdout.contains("com.apple.keylayout.German"))
    #expect(text.stdout.contains("de(mac)"))
  }

  /// `@apple` is the Apple input sources, named as macOS names them; XKB's Macintosh variants are
  /// `@mac`.
  @Test func theAppleSetIsTheInputSources() throws {
    let output = try KblocExecutable.run("layouts", "--set", "apple", "--format", "json")
    try #require(output.exitCode == 0, "\(output)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]], "\(output)")
    let german = try #require(rows.first { $0["name"] as? String == "com.apple.keylayout.German" })
    #expect(german["description"] as? String == "German")
    #expect(rows.contains { $0["name"] as? String == "com.apple.keylayout.Dvorak-Left" })
    #expect(!rows.contains { $0["name"] as? String == "de(mac)" })
    let mac = try KblocExecutable.run("layouts", "--set", "mac")
    #expect(mac.stdout.contains("de(mac)"))
  }
}
