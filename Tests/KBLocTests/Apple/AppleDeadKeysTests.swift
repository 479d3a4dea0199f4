import KBLocTestSupport
import Testing

@testable import KBLoc

/// The dead-key rule for recordings that do not flag dead keys (`docs/apple-input-sources.md`).
///
/// It reproduces the flags of the four recordings that have them and Apple's documentation of
/// the dead keys of the US layout.
struct AppleDeadKeysTests {
  /// The rule's dead cells of a recording, as `code level` strings.
  static func ruleDeadCells(_ recording: MacRecording) -> Set<String> {
    let keys = recording.cells.compactMap { code, values in Key.withCode(code).map { ($0, values) } }
    return Set(AppleDeadKeys.deadCells(in: keys).map { "\($0.key.code ?? $0.key.name) \($0.level)" })
  }

  @Test(arguments: [
    "es-Spanish_ISO-mac.json", "pl-Polish_Pro-mac.json", "ru-Russian-mac.json", "sv-Swedish_Pro-mac.json",
  ])
  func theRuleGivesTheFlagsOfTheFlaggedRecordings(_ file: String) throws {
    let recording = try MacRecording.read(file)
    try #require(!recording.deadFlags.isEmpty)
    var flagged = Set<String>()
    for (code, flags) in recording.deadFlags where Key.withCode(code)?.isMain == true {
      for (offset, isDead) in flags.enumerated() where isDead { flagged.insert("\(code) \(offset + 1)") }
    }
    #expect(Self.ruleDeadCells(recording) == flagged)
  }

  /// Apple: on U.S., Option-E (acute), Option-\` (grave), Option-I (circumflex), Option-U
  /// (umlaut) and Option-N (tilde) are dead keys; nothing else is.
  @Test func usDeadKeysAreTheFiveOptionAccents() throws {
    let recording = try MacRecording.read("en-US-mac.json")
    #expect(Self.ruleDeadCells(recording) == ["KeyE 3", "Backquote 3", "KeyI 3", "KeyU 3", "KeyN 3"])
  }

  @Test func aLayoutWithoutLatinLettersHasNoDeadKeys() throws {
    #expect(Self.ruleDeadCells(try MacRecording.read("ru-Russian-mac.json")).isEmpty)
  }

  /// German: `´` and `` ` `` on the key right of ß, `^` left of 1, `~` and `¨` on Option-N and
  /// Option-U; with Shift and Option, every accent has a dead key already.
  @Test func germanDeadKeys() throws {
    let recording = try MacRecording.read("de-German-mac.json")
    #expect(
      Self.ruleDeadCells(recording) == ["Equal 1", "Equal 2", "IntlBackslash 1", "KeyN 3", "KeyU 3"])
    let german = try Layout.bundled(inputSource: "com.apple.keylayout.German")
    #expect(german.strokes(for: "´").first?.isDead == true)
    #expect(german.strokes(for: "^").first?.isDead == true)
    #expect(german.strokes(for: "~").first?.isDead == true)
  }

  /// A recording's typing block written by hand: Latin letters unshifted and with Shift, and the
  /// given cells (`code`, level 1–4, character).
  static func keys(with cells: [(String, Int, String)]) -> [(key: Key, outputs: [String])] {
    var outputs: [String: [String]] = [:]
    for letter in "abcdefghijklmnopqrstuvwxyz" {
      outputs["Key\(letter.uppercased())"] = [String(letter), letter.uppercased(), "", ""]
    }
    for (code, level, character) in cells { outputs[code, default: ["", "", "", ""]][level - 1] = character }
    return outputs.compactMap { code, values in Key.withCode(code).map { ($0, values) } }
  }

  /// Italian (VS Code's recording of a real Mac): `^` with Shift and `~` with Option are plain,
  /// since the layout types `ˆ` and `˜` with Option, which are the dead ones; `` ` `` with Option
  /// is dead on the first key that types it.
  @Test func theModifierLetterIsTheDeadOneWhereTheLayoutTypesBothForms() {
    let keys = Self.keys(with: [
      ("Equal", 2, "^"), ("Equal", 3, "ˆ"), ("Digit5", 3, "~"), ("KeyN", 3, "˜"), ("Digit8", 3, "´"),
      ("Digit9", 3, "`"), ("IntlBackslash", 3, "`"), ("KeyU", 3, "¨"),
    ])
    let dead = Set(AppleDeadKeys.deadCells(in: keys).map { "\($0.key.code ?? $0.key.name) \($0.level)" })
    #expect(dead == ["Equal 3", "KeyN 3", "Digit8 3", "Digit9 3", "KeyU 3"])
  }

  /// French (VS Code's recording of a real Mac) types `´` only with Shift-Option-1, which is dead;
  /// an accent that has a dead key elsewhere is not dead again with Shift-Option.
  @Test func anAccentTypedOnlyWithShiftOptionIsDeadThere() {
    let keys = Self.keys(with: [
      ("Digit1", 4, "´"), ("BracketLeft", 1, "^"), ("BracketLeft", 2, "¨"), ("Backslash", 1, "`"), ("KeyN", 3, "~"),
      ("KeyK", 4, "ˆ"),
    ])
    let dead = Set(AppleDeadKeys.deadCells(in: keys).map { "\($0.key.code ?? $0.key.name) \($0.level)" })
    #expect(dead == ["Digit1 4", "BracketLeft 1", "BracketLeft 2", "Backslash 1", "KeyN 3"])
  }
}
