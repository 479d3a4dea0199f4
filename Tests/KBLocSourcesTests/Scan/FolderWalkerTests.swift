import Foundation
import KBLocTestSupport
import Testing

@testable import KBLocSources

/// The bounds of a folder walk: how many entries it looks at, and which file system it stays on.
struct FolderWalkerTests {
  @Test func aFolderWithMoreEntriesThanTheLimitIsRefusedByName() throws {
    let files = Dictionary(uniqueKeysWithValues: (1...12).map { ("Menu\($0).swift", "let x = \($0)\n") })
    let folder = try TemporaryFolder(files: files)
    let root = folder.path
    var walker = FolderWalker(format: nil, entryLimit: 10)
    #expect {
      try walker.walk(root: root)
    } throws: { error in
      "\(error)".contains("more than 10 files and folders") && "\(error)".contains(root)
    }
    var roomy = FolderWalker(format: nil, entryLimit: 12)
    try roomy.walk(root: root)
    #expect(roomy.candidates.count == 12)
  }

  @Test func aWalkDoesNotEnterAnotherFileSystem() throws {
    // /proc is its own file system on Linux: walking `/` reaches it only as a skipped folder.
    var walker = FolderWalker(format: nil, entryLimit: 1)
    walker.device = 0  // no real file system has device 0 for `/`
    walker.walk("/")
    #expect(walker.skipped.map(\.path) == ["/"])
    #expect(walker.skipped.first?.reason == "on another file system")
  }
}
