import Foundation
import KBLocTestSupport
import Testing

@testable import KBLoc

/// The tables recorded on real Macs (issue 17, items 1 and 2): cell by cell, on every keyboard
/// type, the bundled table of each input source and an import of its recording with
/// `--layout-file` type what the recording says, on the physical key the user presses.
struct RecordedTableTests {
  static let recordings = (try? MacRecording.all()) ?? []

  /// The physical key of a recording's code on each keyboard, written out from Apple's keyboards:
  /// on ISO the key beside left Shift reports the ANSI `` ` `` code (`Backquote`) and the key left
  /// of 1 the ISO section code (`IntlBackslash`); ANSI has no key beside left Shift, JIS neither.
  static func physicalKey(of code: String, on type: KeyboardType) -> String? {
    switch (code, type) {
    case ("Backquote", .ansi): return "TLDE"
    case ("Backquote", .iso): return "LSGT"
    case ("IntlBackslash", .iso): return "TLDE"
    case ("Backquote", .jis), ("IntlBackslash", .ansi), ("IntlBackslash", .jis): return nil
    default: return Key.withCode(code)?.name
    }
  }

  static let levels: [Modifiers] = [[], .shift, .option, [.option, .shift]]

  /// Cells of `recording`'s typing block `layout` agrees on, and those it does not (as text);
  /// `bundled` leaves out, on JIS, the keys of the recording's JIS map.
  static func compare(_ recording: MacRecording, with layout: Layout, on type: KeyboardType, bundled: Bool = true)
    -> (cells: Int, misses: [String])
  {
    var cells = 0
    var misses: [String] = []
    // On JIS, the keys of a JIS map type what that map says (InputMethodTests checks them by hand).
    let jisKeys = bundled && type == .jis ? AppleJISMap.byRecording[recording.inputSource]?.keys ?? [] : []
    for code in MacRecording.mainCodes {
      guard let values = recording.cells[code], let name = physicalKey(of: code, on: type),
        !jisKeys.contains(Key(name: name))
      else { continue }
      for (offset, modifiers) in levels.enumerated() {
        cells += 1
        let level = layout.level(at: Key(name: name), group: 1, modifiers: modifiers)
        let expected = values[offset].isEmpty ? nil : values[offset]
        var agrees = level?.character.map { String($0) } == expected
        if let flags = recording.deadFlags[code], expected != nil { agrees = agrees && level?.isDead == flags[offset] }
        if !agrees {
          misses.append("\(recording.inputSource) \(code)→\(name) level \(offset + 1): \(expected ?? "nothing")")
        }
      }
    }
    return (cells, misses)
  }

  @Test func everyShippedRecordingHasItsInputSourceAndTable() throws {
    try #require(Self.recordings.count >= 28)
    for recording in Self.recordings {
      let entry = try #require(AppleInputSource.named(recording.inputSource), "\(recording.file)")
      #expect(entry.isRecorded, "\(recording.file)")
      let layout = try Layout.bundled(inputSource: recording.inputSource)
      guard case .recorded(let table) = layout.source else {
        Issue.record("\(recording.inputSource) is not loaded from its recording: \(layout.source)")
        continue
      }
      #expect(table.standIn == entry.layoutName)
      #expect(layout.name == recording.inputSource)
      #expect(layout.description == entry.name)
      #expect(layout.inputSource == recording.inputSource)
    }
  }

  @Test(arguments: KeyboardType.allCases)
  func bundledTablesAgreeWithTheirRecordingsCellByCell(_ type: KeyboardType) throws {
    var cells = 0
    var misses: [String] = []
    for recording in Self.recordings {
      let layout = try Layout.bundled(inputSource: recording.inputSource, keyboard: type)
      #expect(layout.keyboardType == type)
      let result = Self.compare(recording, with: layout, on: type)
      cells += result.cells
      misses += result.misses
    }
    try #require(cells >= 28 * 45 * 4)
    #expect(misses.isEmpty, "\(misses.count) of \(cells) cells differ: \(misses.prefix(20))")
  }

  /// Acceptance: an imported recording puts every cell its keyboard type has on the right key.
  @Test(arguments: KeyboardType.allCases)
  func importedRecordingsPutEveryCellOnTheRightPhysicalKey(_ type: KeyboardType) throws {
    var misses: [String] = []
    for recording in Self.recordings {
      let text = try String(
        contentsOf: MacRecording.folder.appendingPathComponent(recording.file), encoding: .utf8)
      let layout = try Layout(recording: text, name: recording.file, keyboard: type)
      #expect(layout.keyboardType == type)
      #expect(layout.inputSource == recording.inputSource)
      misses += Self.compare(recording, with: layout, on: type, bundled: false).misses
    }
    #expect(misses.isEmpty, "\(misses.prefix(20))")
  }

  /// The stand-in gives what the recordings lack (the space bar, Return, the keypad), never a
  /// key of the typing block a recording lists.
  @Test func theStandInFillsOnlyWhatTheRecordingLacks() throws {
    let german = try Layout.bundled(inputSource: "com.apple.keylayout.German")
    guard case .recorded(let table) = german.source else {
      Issue.record("German is not recorded")
      return
    }
    #expect(table.standIn == "de(mac)")
    for name in ["SPCE", "RTRN", "TAB", "KP1", "LEFT", "FK01"] {
      #expect(german.isStandIn(Key(name: name)), "\(name)")
    }
    for code in MacRecording.mainCodes {
      let key = try #require(Key.withCode(code))
      #expect(!german.isStandIn(key), "\(code)")
    }
    #expect(german.strokes(for: " ").first?.key.name == "SPCE")
  }

  /// A press on a stand-in key says so in its reason.
  @Test func aPressOnAStandInKeySaysSo() throws {
    let german = try Layout.bundled(inputSource: "com.apple.keylayout.German")
    let result = ShortcutLocalizer(layout: german).localize(
      Shortcut(.physical(Key(name: "SPCE")), modifiers: [.control, .command]))
    #expect(result.reason.contains("the SPCE key is de(mac)'s"), "\(result.reason)")
    let typed = ShortcutLocalizer(layout: german).localize(Shortcut(.physical(Key(name: "AC01")), modifiers: .command))
    #expect(!typed.reason.contains("de(mac)"), "\(typed.reason)")
  }

  /// ABC shares the recording of the US layout, under its own name: the two type the same.
  @Test func abcSharesTheUSRecording() throws {
    let abc = try Layout.bundled(inputSource: "com.apple.keylayout.ABC")
    let us = try Layout.bundled(inputSource: "com.apple.keylayout.US")
    #expect(abc.name == "com.apple.keylayout.ABC")
    #expect(abc.description == "ABC")
    #expect(abc.inputSource == "com.apple.keylayout.ABC")
    #expect(abc.keys == us.keys)
  }
}
