import Foundation
import KBLocFiles
import KBLocTestSupport
import Testing

@testable import KBLocCLI

/// The registry of what a run reads, which `--output` is checked against: files by device and
/// inode, and folders a reader scans (any output inside one is refused).
struct ReadPathsTests {
  /// A fresh folder with `scanned/deep/` inside it.
  static func folder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.folder("scanned/deep")
    return folder
  }

  @Test(
    "An output anywhere inside a scanned folder is refused, by any path",
    arguments: ["scanned/new.json", "scanned/deep/new.json", "scanned/deep/../new.json", "link/new.json"])
  func outputInsideAScannedFolderIsRefused(relative: String) throws {
    let folder = try Self.folder()
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("link"), withDestinationPath: "scanned/deep")
    let paths = ReadPaths()
    paths.addFolder(folder.path("scanned"))
    let conflict = try #require(paths.conflict(with: folder.path(relative)))
    #expect(conflict.contains("is inside the folder"), "\(conflict)")
  }

  @Test("An output beside a scanned folder, or in its parent, is allowed")
  func outputOutsideAScannedFolderIsAllowed() throws {
    let folder = try Self.folder()
    let paths = ReadPaths()
    paths.addFolder(folder.path("scanned/deep"))
    #expect(paths.conflict(with: folder.path("scanned/new.json")) == nil)
    #expect(paths.conflict(with: folder.path("new.json")) == nil)
  }

  @Test("A file read through one name conflicts with an output through a hard link")
  func hardLinkConflicts() throws {
    let folder = try Self.folder()
    let input = try folder.file("in.json", containing: "[]")
    try FileManager.default.linkItem(at: input, to: folder.url("other.json"))
    let paths = ReadPaths()
    paths.addFile(try #require(FileIdentity(path: input.path)), path: "in.json", kind: "shortcuts file")
    let conflict = try #require(paths.conflict(with: folder.path("other.json")))
    #expect(conflict.hasSuffix("is the shortcuts file 'in.json' this run reads; kbloc never writes over its input"))
  }
}
