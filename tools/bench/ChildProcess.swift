#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// One run of a child process, measured from outside: its wall time, its exit status and its
/// peak memory, which `wait4` reports for that child alone.
struct ChildRun {
  /// Why a child could not be run.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String
  }

  /// The wall time from spawn to exit.
  let duration: Duration
  /// The exit status; -1 when the child was killed by a signal.
  let status: Int32
  /// The child's peak resident memory, in bytes (`ru_maxrss`).
  let peakMemory: Int
  /// What the child wrote to standard output, when it was captured.
  let output: String

  /// Runs `executable` with `arguments`, standard input and error on `/dev/null`, standard output
  /// to `/dev/null` or captured, and waits for it.
  /// - Throws: ``Failure`` when the process cannot be started.
  static func run(_ executable: String, _ arguments: [String], capturingOutput: Bool = false) throws(Failure)
    -> ChildRun
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pipeEnds: [Int32] = [-1, -1]
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    if capturingOutput {
      guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe failed") }
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
      posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else { throw Failure(description: "cannot run \(executable): error \(spawned)") }
    var output: [UInt8] = []
    if capturingOutput {
      close(pipeEnds[1])
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(pipeEnds[0], &buffer, buffer.count)
        if count <= 0 { break }
        output += buffer[0..<count]
      }
      close(pipeEnds[0])
    }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { throw Failure(description: "wait4 failed") }
    let duration = start.duration(to: clock.now)
    let exited = status & 0x7F == 0
    #if canImport(Darwin)
    let peak = Int(usage.ru_maxrss)  // bytes on macOS
    #else
    let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
    return ChildRun(
      duration: duration, status: exited ? (status >> 8) & 0xFF : -1, peakMemory: peak,
      output: String(decoding: output, as: UTF8.self))
  }
}
