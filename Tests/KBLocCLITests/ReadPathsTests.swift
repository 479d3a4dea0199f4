import Foundation
import Testing

@testable import KBLocCLI

/// The registry of what a run reads, which `--output` is checked against: files by device and
/// inode, and folders a reader scans (any output inside one is refused).
struct ReadPathsTests {
  /// A fresh folder with `scanned/deep/` inside it.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("kbloc-readpaths-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent("scanned/deep"), withIntermediateDirectories: true)
    return url
  }

  @Test(
    "An output anywhere inside a scanned folder is refused, by any path",
    arguments: ["scanned/new.json", "scanned/deep/new.json", "scanned/deep/../new.json", "link/new.json"])
  func outputInsideAScannedFolderIsRefused(relative: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link").path, withDestinationPath: "scanned/deep")
    let paths = ReadPaths()
    paths.addFolder(folder.appendingPathComponent("scanned").path)
    let conflict = try #require(paths.conflict(with: folder.appendingPathComponent(relative).path))
    #expect(conflict.contains("is inside the folder"), "\(conflict)")
  }

  @Test("An output beside a scanned folder, or in its parent, is allowed")
  func outputOutsideAScannedFolderIsAllowed() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = ReadPaths()
    paths.addFolder(folder.appendingPathComponent("scanned/deep").path)
    #expect(paths.conflict(with: folder.appendingPathComponent("scanned/new.json").path) == nil)
    #expect(paths.conflict(with: folder.appendingPathComponent("new.json").path) == nil)
  }

  @Test("A file read through one name conflicts with an output through a hard link")
  func hardLinkConflicts() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.json")
    try Data("[]".utf8).write(to: input)
    try FileManager.default.linkItem(at: input, to: folder.appendingPathComponent("other.json"))
    let paths = ReadPaths()
    paths.addFile(try #require(FileIdentity(path: input.path)), path: "in.json", kind: "shortcuts file")
    let conflict = try #require(paths.conflict(with: folder.appendingPathComponent("other.json").path))
    #expect(conflict.hasSuffix("is the shortcuts file 'in.json' this run reads; kbloc never writes over its input"))
  }
}
