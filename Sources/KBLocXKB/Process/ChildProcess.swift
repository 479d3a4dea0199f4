internal import Foundation

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A program run to completion with bounded output and time: the one way kbloc runs another
/// process — `setxkbmap` and `localectl` for ``ConnectedKeyboard``, the `kbloc` command's
/// isolated compiles (itself, as `kbloc compile-layout`), and the bench's child runs.
///
/// The child starts with `posix_spawn`, with no other descriptor of this process, no signal
/// blocked and every signal's default action. Its standard input is the given bytes (or
/// `/dev/null`); its output and errors are read while it runs, so it never blocks on a full pipe,
/// and each is kept up to a limit, the rest read and dropped. A child still running at its
/// time-out gets `SIGTERM`, and `SIGKILL` ``terminationGrace`` later. `wait4` then tells how it
/// ended and its peak memory. A child that stops reading its input ends neither this process (no
/// `SIGPIPE`) nor the run.
///
/// ```swift
/// let query = ChildProcess(
///   "/usr/bin/setxkbmap", arguments: ["-query"], output: .kept(upTo: ChildProcess.messageLimit))
/// let outcome = try query.run()
/// if outcome.termination == .exited(0) { print(outcome.outputText) }
/// ```
package struct ChildProcess: Sendable {
  /// Where the child's standard output or standard error goes.
  package enum Stream: Sendable, Equatable {
    /// To `/dev/null`.
    case discarded
    /// Read, and kept up to this many bytes; the rest is read and dropped.
    case kept(upTo: Int)
  }

  /// How a child ended.
  package enum Termination: Sendable, Equatable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it, such as `SIGSEGV` for a crash.
    case signaled(Int32)
    /// It was still running at its time-out and was stopped.
    case timedOut

    /// `exit status 1`, `killed by signal 11` or `stopped at its time-out`, for messages.
    package var description: String {
      switch self {
      case .exited(let status): return "exit status \(status)"
      case .signaled(let signal): return "killed by signal \(signal)"
      case .timedOut: return "stopped at its time-out"
      }
    }
  }

  /// What a finished child left.
  package struct Outcome: Sendable {
    /// How it ended.
    package let termination: Termination
    /// Its standard output, as far as it was kept.
    package let output: [UInt8]
    /// Its standard error, as far as it was kept.
    package let errors: [UInt8]
    /// Whether it wrote more to standard output than was kept.
    package let outputIsTruncated: Bool
    /// The wall time from start to exit.
    package let duration: Duration
    /// Its peak resident memory in bytes (`ru_maxrss` from `wait4`).
    package let peakMemory: Int

    /// The standard output as UTF-8 (a malformed sequence becomes U+FFFD).
    package var outputText: String { String(decoding: output, as: UTF8.self) }
    /// The standard error as UTF-8 (a malformed sequence becomes U+FFFD).
    package var errorText: String { String(decoding: errors, as: UTF8.self) }
  }

  /// Why a child did not start, in plain words (never an error domain and code).
  package struct StartFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The POSIX error code, such as `ENOENT`.
    package let code: Int32

    /// The system's words for ``code`` in lower case, such as `no such file or directory`.
    package var description: String {
      code == 0 ? "the system refused to run it" : String(cString: strerror(code)).lowercased()
    }
  }

  /// How many times a child is started again while the kernel calls its executable busy.
  ///
  /// A script that was just written may still be open for writing in a child that another thread
  /// forked meanwhile (it holds a copy of the descriptor until it runs its own program): starting
  /// it fails with `ETXTBSY` for a moment.
  package static let startAttempts = 5

  /// How much of a short output or of a child's error messages is kept: far more than a message
  /// or `setxkbmap -query` prints, little enough that a runaway child costs nothing.
  package static let messageLimit = 32 * 1024

  /// How long a child has between `SIGTERM` and `SIGKILL` at its time-out, and how long its
  /// pipes are read after `SIGKILL` (a process it started may hold them open).
  package static let terminationGrace = Duration.seconds(1)

  /// Held while a pipe is made close-on-exec and while a child is spawned, so that no child
  /// inherits the pipes of another (see ``Pipe``).
  static let spawnLock = NSLock()

  /// The path of the program.
  package var executable: String
  /// Its arguments, without the program's name.
  package var arguments: [String]
  /// Its environment; `nil` for this process's own.
  package var environment: [String: String]?
  /// What it reads on standard input; empty for `/dev/null`.
  package var input: [UInt8]
  /// Where its standard output goes.
  package var output: Stream
  /// Where its standard error goes.
  package var errors: Stream
  /// How long it may run before it is stopped; `nil` for no limit.
  package var timeout: Duration?
  /// Whether ``timeout`` counts from the child's last standard output rather than from its
  /// start: for a child that prints as it goes, stopped when it falls silent too long.
  package var timeoutCountsFromLastOutput = false
  /// Given each piece of standard output as it is read, for a child whose output is used while
  /// it runs.
  ///
  /// It is called on the thread running ``run()``, and the output is kept up to its limit as
  /// well. Standard output is read from a pipe when this is set, even when ``output`` discards it.
  package var onOutput: (@Sendable (ArraySlice<UInt8>) -> Void)?

  /// A child to run; nothing starts until ``run()``.
  package init(
    _ executable: String, arguments: [String] = [], environment: [String: String]? = nil, input: [UInt8] = [],
    output: Stream = .discarded, errors: Stream = .discarded, timeout: Duration? = nil
  ) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.input = input
    self.output = output
    self.errors = errors
    self.timeout = timeout
  }

  /// Starts the child, feeds it its input, reads what it writes and waits until it ends.
  /// - Returns: How it ended, what it wrote (up to the limits), its wall time and peak memory.
  /// - Throws: ``StartFailure`` when it cannot start (no such file, not executable, no pipes).
  /// - Complexity: blocks the calling thread until the child ends; with a ``timeout``, at most
  ///   that plus three times ``terminationGrace`` (from its last output, with
  ///   ``timeoutCountsFromLastOutput``).
  package func run() throws(StartFailure) -> Outcome {
    var pipes = Pipes()
    defer { pipes.closeAll() }
    let clock = ContinuousClock()
    let start = clock.now
    if !input.isEmpty { pipes.input = try Pipe.toChild() }
    if case .kept(let limit) = output { pipes.output = try Pipe.fromChild(keeping: limit) }
    if let onOutput {
      if pipes.output == nil { pipes.output = try Pipe.fromChild(keeping: 0) }
      pipes.output?.consumer = onOutput
    }
    if case .kept(let limit) = errors { pipes.errors = try Pipe.fromChild(keeping: limit) }
    let pid = try spawn(pipes)
    pipes.closeChildEnds()
    var watch = Watch(pid: pid, deadline: timeout.map { start + $0 })
    pipes.transfer(input, watch: &watch, allowingSilence: timeoutCountsFromLastOutput ? timeout : nil)
    let (status, usage) = watch.wait()
    let duration = start.duration(to: clock.now)
    #if canImport(Darwin)
    let peak = Int(usage.ru_maxrss)  // bytes on macOS
    #else
    let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
    let termination: Termination =
      watch.hasTimedOut ? .timedOut : status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
    return Outcome(
      termination: termination, output: pipes.output?.kept ?? [], errors: pipes.errors?.kept ?? [],
      outputIsTruncated: pipes.output?.isTruncated ?? false, duration: duration, peakMemory: peak)
  }

  /// Spawns the child with its ends of the pipes (or `/dev/null`) as descriptors 0, 1 and 2 and no
  /// other descriptor of this process, no signal blocked and every signal's action the default
  /// (whatever the calling thread's), again after a pause while its executable is busy.
  private func spawn(_ pipes: Pipes) throws(StartFailure) -> pid_t {
    #if canImport(Darwin)
    var attributes: posix_spawnattr_t?
    let closesOthers = Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
    var attributes = posix_spawnattr_t()
    let closesOthers: Int32 = 0  // by file actions, in `spawnOnce`
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    sigfillset(&signals)
    sigdelset(&signals, SIGKILL)
    sigdelset(&signals, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &signals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | closesOthers))
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
    defer { for variable in envp ?? [] { free(variable) } }
    var code: Int32 = 0
    for attempt in 1...Self.startAttempts {
      var pid: pid_t = 0
      code = Self.spawnLock.withLock { spawnOnce(&pid, pipes, &attributes, argv, envp) }
      if code == 0 { return pid }
      guard code == ETXTBSY, attempt < Self.startAttempts else { break }
      usleep(useconds_t(10_000 * attempt))
    }
    throw StartFailure(code: code)
  }

  /// One `posix_spawn`, with ``spawnLock`` held.
  ///
  /// On Linux the file actions close every descriptor above 2 that is open now: a file another
  /// thread has open for writing, held by a child, would stay busy (a script written then run
  /// fails with `ETXTBSY`), and an output pipe held by a child stays open until it ends. glibc
  /// passes over a descriptor closed meanwhile. On macOS `POSIX_SPAWN_CLOEXEC_DEFAULT` does this.
  /// - Returns: 0, or the error code.
  private func spawnOnce(
    _ pid: inout pid_t, _ pipes: Pipes, _ attributes: inout SpawnAttributes, _ argv: [UnsafeMutablePointer<CChar>?],
    _ envp: [UnsafeMutablePointer<CChar>?]?
  ) -> Int32 {
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let streams = [
      (STDIN_FILENO, pipes.input?.theirs, O_RDONLY), (STDOUT_FILENO, pipes.output?.theirs, O_WRONLY),
      (STDERR_FILENO, pipes.errors?.theirs, O_WRONLY),
    ]
    for (descriptor, end, mode) in streams {
      if let end {
        posix_spawn_file_actions_adddup2(&actions, end, descriptor)
      } else {
        posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", mode, 0)
      }
    }
    #if !canImport(Darwin)
    for descriptor in Self.openDescriptors() where descriptor > STDERR_FILENO {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    #endif
    if let envp { return posix_spawn(&pid, executable, &actions, &attributes, argv, envp) }
    return posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
  }

  #if canImport(Darwin)
  private typealias SpawnAttributes = posix_spawnattr_t?
  #else
  private typealias SpawnAttributes = posix_spawnattr_t

  /// The descriptors open in this process, from `/proc/self/fd`; where it cannot be read, every
  /// descriptor up to the limit of open files (at most 4,096).
  private static func openDescriptors() -> [Int32] {
    if let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") {
      return names.compactMap { Int32($0) }
    }
    return Array(0..<Int32(clamping: min(max(sysconf(Int32(_SC_OPEN_MAX)), 0), 4096)))
  }
  #endif
}
