import Foundation
import KBLoc
import KBLocTestSupport
import KBLocXKB
import Testing

/// `LayoutFile.load(_:)`: reading layout files from disk, in UTF-8 and UTF-16, with errors that
/// name the file.
struct LayoutFileTests {
  @Test func loadsAFixtureNamedAfterItsFile() throws {
    let layout = try LayoutFile.load(LayoutFileFixtures.path(LayoutFileFixtures.keylayout))
    #expect(layout.name == "Test.keylayout")
    #expect(layout.source == .imported(.keylayout))
    #expect(layout.strokes(for: "ü").first?.key.name == "AD11")
  }

  @Test func utf16FilesReadLikeUTF8Ones() throws {
    let text = try LayoutFileFixtures.text(LayoutFileFixtures.keylayout)
    let utf16: [UInt8] =
      [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let folder = try TemporaryFolder()
    let path = try folder.file("Test.keylayout", bytes: Data(utf16)).path
    let fromUTF16 = try LayoutFile.load(path)
    let fromUTF8 = try LayoutFile.load(LayoutFileFixtures.path(LayoutFileFixtures.keylayout))
    #expect(fromUTF16.keys == fromUTF8.keys)
    #expect(fromUTF16.keys.isEmpty == false)
  }

  @Test func errorsNameTheFileAndPlace() throws {
    let folder = try TemporaryFolder()
    let path = try folder.file("bad.json", containing: "{\"KeyA\": 1}").path
    #expect(throws: LayoutFileError.self) { try LayoutFile.load(path) }
    do {
      _ = try LayoutFile.load(path)
    } catch {
      #expect(
        error.description
          == "\(path):1:10: The key 'KeyA' is a number; write an object with value, withShift, withAltGr and "
          + "withShiftAltGr, or an array of the four")
      #expect(error.importError?.position == SourcePosition(line: 1, column: 10))
    }
  }

  @Test func unreadableFilesAreErrors() throws {
    let missing = "/nonexistent/kbloc/none.keylayout"
    #expect(throws: LayoutFileError.self) { try LayoutFile.load(missing) }
    do {
      _ = try LayoutFile.load(missing)
    } catch {
      #expect(error.description == "There is no layout file '\(missing)'")
      #expect(error.importError == nil)
    }
    let folder = try TemporaryFolder()
    let binary = try folder.file("x.keylayout", bytes: Data([0x3C, 0xC3, 0x28])).path
    do {
      _ = try LayoutFile.load(binary)
      Issue.record("bytes that are not text were imported")
    } catch {
      #expect(error.description == "The layout file '\(binary)' is not UTF-8 or UTF-16 text; save it as UTF-8")
    }
  }
}
