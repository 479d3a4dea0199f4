import Foundation
import KBLocTestSupport
import Testing

@testable import KBLocFiles

/// The one reader of input files: what it reads, what it refuses, and that it stops an endless
/// stream at its limit.
struct GuardedFileTests {
  @Test func readsAFileWholeAndSaysWhichFileItWas() throws {
    let folder = try TemporaryFolder(files: ["in.json": "{\"shortcuts\": []}\n"])
    var seen: [FileIdentity] = []
    let contents = try GuardedFile.contents(of: folder.path("in.json"), limit: 1 << 20) { seen.append($0) }
    #expect(String(decoding: contents.bytes, as: UTF8.self) == "{\"shortcuts\": []}\n")
    let identity = try #require(FileIdentity(path: folder.path("in.json")))
    #expect(contents.identity == identity)
    #expect(seen == [identity])
  }

  @Test func refusesWhatIsNotAFileToRead() throws {
    let folder = try TemporaryFolder(files: ["App/Menu.swift": "let x = 1\n"])
    #expect(throws: GuardedFileError.missing) { try GuardedFile.contents(of: folder.path("none.json"), limit: 10) }
    #expect(throws: GuardedFileError.isFolder) { try GuardedFile.contents(of: folder.path("App"), limit: 10) }
    #expect(throws: GuardedFileError.cannotOpen(errno: ENOTDIR)) {
      try GuardedFile.contents(of: folder.path("App/Menu.swift/x"), limit: 10)
    }
  }

  @Test func aRegularFileOverTheLimitIsRefusedOnceOpened() throws {
    let folder = try TemporaryFolder(files: ["big.json": String(repeating: "x", count: 11)])
    var opened = 0
    #expect(throws: GuardedFileError.tooLarge(limit: 10)) {
      try GuardedFile.contents(of: folder.path("big.json"), limit: 10) { _ in opened += 1 }
    }
    #expect(opened == 1, "a refused file is still recorded as touched")
    #expect(try GuardedFile.contents(of: folder.path("big.json"), limit: 11).bytes.count == 11)
  }

  @Test func anEndlessStreamStopsAtTheLimit() {
    #expect(throws: GuardedFileError.tooLarge(limit: 1 << 20)) {
      try GuardedFile.contents(of: "/dev/zero", limit: 1 << 20)
    }
  }

  @Test func aFIFOThatNoProcessWritesToIsRefusedWithoutWaiting() throws {
    let folder = try TemporaryFolder(files: [:])
    let fifo = folder.path("config.yml")
    try #require(mkfifo(fifo, 0o600) == 0)
    let start = Date()
    #expect(throws: GuardedFileError.noWriter) { try GuardedFile.contents(of: fifo, limit: 1 << 20) }
    #expect(Date().timeIntervalSince(start) < 5, "the open does not wait for a writer")
    #expect(GuardedFileError.noWriter.sentence == "It is a FIFO that no process writes to; kbloc does not wait for one")
  }

  @Test func aFIFOWithAWriterIsReadToItsEnd() throws {
    let folder = try TemporaryFolder(files: [:])
    let fifo = folder.path("shortcuts.json")
    try #require(mkfifo(fifo, 0o600) == 0)
    // The writer waits in its open until the reader comes, then writes in two parts.
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/bin/sh")
    writer.arguments = ["-c", "{ printf 'first '; sleep 0.2; printf 'second'; } > \"$0\"", fifo]
    try writer.run()
    defer { if writer.isRunning { writer.terminate() } }
    // The writer is counted once it waits in its open; give the shell the time to get there.
    Thread.sleep(forTimeInterval: 0.3)
    let contents = try GuardedFile.contents(of: fifo, limit: 1 << 20)
    #expect(String(decoding: contents.bytes, as: UTF8.self) == "first second")
    writer.waitUntilExit()
  }

  @Test func systemErrorsReadAsWords() {
    #expect(GuardedFileError.words(for: EACCES) == "permission denied")
    #expect(GuardedFileError.words(for: ENOENT) == "no such file or directory")
  }
}
