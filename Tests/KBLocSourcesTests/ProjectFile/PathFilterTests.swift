import Foundation
import KBLocSources
import KBLocTestSupport
import Testing

/// A folder scan's include and exclude globs, each relative to its own folder.
struct PathFilterTests {
  static let files = [
    "app/Menu.swift": SourceScanTests.shortcut,
    "app/Tests/MenuTests.swift": SourceScanTests.shortcut,
    "sample_code/Demo/Menu.swift": SourceScanTests.shortcut,
    "framework/Menu.swift": SourceScanTests.shortcut,
  ]

  /// The files a scan of `root` reads with the filter, relative to `root`, sorted.
  static func read(_ root: String, _ filter: PathFilter) throws -> [String] {
    try SourceScan(paths: [root], filter: filter).readings.map { String($0.file.dropFirst(root.count + 1)) }.sorted()
  }

  @Test func excludedFoldersAreLeftOutAndIncludedOnesSelected() throws {
    let folder = try TemporaryFolder(files: Self.files)
    let root = folder.path
    let all = try Self.read(root, PathFilter())
    #expect(all.count == 4)
    let exclude = PathFilter(exclude: [
      .init(try PathGlob("sample_code/**"), in: root), .init(try PathGlob("Tests"), in: root),
    ])
    #expect(try Self.read(root, exclude) == ["app/Menu.swift", "framework/Menu.swift"])
    let include = PathFilter(include: [.init(try PathGlob("app"), in: root)])
    #expect(try Self.read(root, include) == ["app/Menu.swift", "app/Tests/MenuTests.swift"])
    let both = PathFilter(
      include: [.init(try PathGlob("app/**"), in: root)], exclude: [.init(try PathGlob("**/Tests"), in: root)])
    #expect(try Self.read(root, both) == ["app/Menu.swift"])
  }

  @Test func globsAreRelativeToTheirOwnFolderNotToTheScannedOne() throws {
    let folder = try TemporaryFolder(files: Self.files)
    let root = folder.path
    // A project file at the root, a scan of `app`: `app/Tests/**` still names the same folder.
    let filter = PathFilter(exclude: [.init(try PathGlob("app/Tests/**"), in: root)])
    let scan = try SourceScan(paths: [root + "/app"], filter: filter)
    #expect(scan.readings.map(\.file) == [root + "/app/Menu.swift"])
    // A glob relative to another folder does not reach into this one by accident.
    let elsewhere = PathFilter(exclude: [.init(try PathGlob("app/**"), in: root + "/framework")])
    #expect(try Self.read(root, elsewhere).count == 4)
  }

  @Test func aNamedFileIsReadWhateverTheFilterSays() throws {
    let folder = try TemporaryFolder(files: Self.files)
    let root = folder.path
    let filter = PathFilter(exclude: [.init(try PathGlob("sample_code/**"), in: root)])
    let scan = try SourceScan(paths: [root + "/sample_code/Demo/Menu.swift"], filter: filter)
    #expect(scan.readings.count == 1)
  }

  @Test func relativePathsClimbOutOfTheFolderWhenTheyMust() {
    #expect(PathFilter.relativePath(of: "/a/b/c", from: "/a") == "b/c")
    #expect(PathFilter.relativePath(of: "/a/x", from: "/a/b") == "../x")
    #expect(PathFilter.relativePath(of: "/a", from: "/a") == ".")
    #expect(PathFilter.absolute("/a/./b/../c/") == "/a/c")
  }
}
