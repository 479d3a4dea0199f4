import Foundation
import KBLocXKB
import Testing

/// The one process runner: what a child reads and writes, how it ended, and the bounds on its
/// output and time, with real children (`/bin/sh`, `/bin/cat`).
struct ChildProcessTests {
  /// `/bin/sh -c script`, its output and errors kept up to `limit` bytes each.
  static func shell(_ script: String, limit: Int = 1 << 20, timeout: Duration? = nil) -> ChildProcess {
    ChildProcess(
      "/bin/sh", arguments: ["-c", script], output: .kept(upTo: limit), errors: .kept(upTo: limit), timeout: timeout)
  }

  @Test func outputAndErrorsAreKeptApart() throws {
    let outcome = try Self.shell("printf 'to output'; printf 'to errors' >&2").run()
    #expect(outcome.termination == .exited(0))
    #expect(outcome.outputText == "to output")
    #expect(outcome.errorText == "to errors")
    #expect(!outcome.outputIsTruncated)
    #expect(outcome.peakMemory > 0)
  }

  @Test func anInputLargerThanAPipeReachesTheChildWhileItWrites() throws {
    // `cat` writes back while it reads: neither side may wait for the other to finish.
    let input = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let outcome = try ChildProcess("/bin/cat", input: input, output: .kept(upTo: 2 << 20)).run()
    #expect(outcome.termination == .exited(0))
    #expect(outcome.output == input)
  }

  @Test func outputOverTheLimitIsReadAndDroppedSoTheChildFinishes() throws {
    let outcome = try Self.shell("head -c 1000000 /dev/zero; printf done >&2", limit: 1000).run()
    #expect(outcome.termination == .exited(0))
    #expect(outcome.output == [UInt8](repeating: 0, count: 1000))
    #expect(outcome.outputIsTruncated)
    #expect(outcome.errorText == "done")
  }

  @Test func aChildThatReadsNoInputEndsNeitherThisProcessNorTheRun() throws {
    // Writing to a pipe nobody reads raises SIGPIPE, which would end the test process.
    let outcome = try ChildProcess("/bin/sh", arguments: ["-c", "exit 0"], input: Array(repeating: 65, count: 1 << 20))
      .run()
    #expect(outcome.termination == .exited(0))
  }

  @Test func theExitStatusIsReportedInWords() throws {
    let outcome = try Self.shell("exit 3").run()
    #expect(outcome.termination == .exited(3))
    #expect(outcome.termination.description == "exit status 3")
  }

  @Test func aCrashIsTheSignalThatEndedTheChild() throws {
    let outcome = try Self.shell("kill -SEGV $$").run()
    #expect(outcome.termination == .signaled(SIGSEGV))
    #expect(outcome.termination.description == "killed by signal \(SIGSEGV)")
  }

  @Test func aChildPastItsTimeOutIsStopped() throws {
    let outcome = try Self.shell("exec sleep 30", timeout: .milliseconds(200)).run()
    #expect(outcome.termination == .timedOut)
    #expect(outcome.duration < .seconds(10))
  }

  @Test func aChildThatPrintsAsItGoesRunsPastATimeOutCountedFromItsLastOutput() throws {
    // Eight lines 0.25 s apart: 2 s in all, never 1.5 s silent (a margin for a busy machine).
    let script = "for i in 1 2 3 4 5 6 7 8; do echo $i; sleep 0.25; done"
    var child = Self.shell(script, timeout: .milliseconds(1500))
    child.output = .kept(upTo: 100)
    child.timeoutCountsFromLastOutput = true
    let outcome = try child.run()
    #expect(outcome.termination == .exited(0))
    #expect(outcome.outputText == "1\n2\n3\n4\n5\n6\n7\n8\n")
    // Counted from its start, the same child is stopped.
    child.timeoutCountsFromLastOutput = false
    #expect(try child.run().termination == .timedOut)
  }

  @Test func aChildSilentPastItsTimeOutIsStoppedWhenCountedFromItsLastOutput() throws {
    var child = Self.shell("echo started; exec sleep 30", timeout: .milliseconds(300))
    child.output = .kept(upTo: 100)
    child.timeoutCountsFromLastOutput = true
    let pieces = Pieces()
    child.onOutput = { pieces.add($0.count) }
    let outcome = try child.run()
    #expect(outcome.termination == .timedOut)
    #expect(outcome.outputText == "started\n")
    #expect(pieces.total == 8, "onOutput is given every byte read")
    #expect(outcome.duration < .seconds(10))
  }

  /// A count of the bytes `onOutput` was given, from the reading thread.
  final class Pieces: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add(_ bytes: Int) { lock.withLock { count += bytes } }
    var total: Int { lock.withLock { count } }
  }

  @Test func aChildThatIgnoresSIGTERMIsKilledAfterTheGrace() throws {
    let outcome = try Self.shell("trap '' TERM; exec sleep 30", timeout: .milliseconds(200)).run()
    #expect(outcome.termination == .timedOut)
    #expect(outcome.duration >= ChildProcess.terminationGrace)
    #expect(outcome.duration < .seconds(10))
  }

  @Test func theChildRunsWithTheEnvironmentGiven() throws {
    var child = Self.shell("printf '%s|%s' \"$KBLOC_CHILD_TEST\" \"${HOME-unset}\"")
    child.environment = ["KBLOC_CHILD_TEST": "given"]
    #expect(try child.run().outputText == "given|unset")
  }

  @Test func theChildHoldsNoOtherDescriptorOfThisProcess() throws {
    // A descriptor left open across exec, as `pipe()` and `open()` make them by default.
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    let listing = try Self.shell("ls /proc/$$/fd").run()
    #expect(listing.termination == .exited(0))
    #expect(Set(listing.outputText.split(separator: "\n")) == ["0", "1", "2"], "\(listing.outputText)")
  }

  @Test func aMissingExecutableIsAStartFailureInWords() throws {
    let failure = try #require(throws: ChildProcess.StartFailure.self) {
      try ChildProcess("/nonexistent/kbloc-child-test").run()
    }
    #expect(failure.code == ENOENT)
    #expect(failure.description == "no such file or directory")
  }
}
