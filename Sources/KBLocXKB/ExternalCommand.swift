internal import Dispatch
internal import Foundation

/// Runs a short command found on a `PATH`, for ``ConnectedKeyboard``: `setxkbmap -query` and
/// `localectl status`.
///
/// The command is looked up in the `PATH` of the environment it is given (not the process's own)
/// and runs with that environment, so a test can put its own `setxkbmap` first.
enum ExternalCommand {
  /// What running a command gave.
  enum Outcome: Equatable {
    /// No executable of that name is on the `PATH`.
    case notFound
    /// The command could not start, timed out or exited with a non-zero status; why, for a person.
    case failed(String)
    /// The command exited with status 0 and printed this.
    case output(String)
  }

  /// The most output read from a command; these commands print a few hundred bytes, and a
  /// larger output would fill the pipe before the command exits.
  static let outputLimit = 32 * 1024

  /// Runs `name` with `arguments`, waiting at most `timeout` for it to exit.
  /// - Complexity: one process start; blocks the calling thread until the command exits or times out.
  static func run(_ name: String, arguments: [String], environment: [String: String], timeout: Duration) -> Outcome {
    guard let executable = executable(named: name, path: environment["PATH"]) else { return .notFound }
    let output = Pipe()
    let errors = Pipe()
    let exited = DispatchSemaphore(value: 0)
    let process: Process
    switch start(
      executable, arguments: arguments, environment: environment, output: output, errors: errors, exited: exited)
    {
    case .success(let started): process = started
    case .failure(let reason): return .failed("\(name) could not be started: \(reason)")
    }
    let (seconds, attoseconds) = timeout.components
    let nanoseconds = Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)
    if exited.wait(timeout: .now() + .nanoseconds(max(0, nanoseconds))) == .timedOut {
      // SIGTERM first; SIGKILL when it is ignored (a disposition children inherit).
      process.terminate()
      if exited.wait(timeout: .now() + .seconds(1)) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        exited.wait()
      }
      return .failed("\(name) did not answer within \(timeout)")
    }
    let text = read(output)
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let message = read(errors).trimmingCharacters(in: .whitespacesAndNewlines)
      let status =
        process.terminationReason == .exit
        ? "exit status \(process.terminationStatus)" : "killed by signal \(process.terminationStatus)"
      return .failed(
        "\(name) \(arguments.joined(separator: " ")) failed (\(status))" + (message.isEmpty ? "" : ": \(message)"))
    }
    return .output(text)
  }

  /// How many times a command that the kernel calls busy is started again before giving up.
  static let startAttempts = 5

  /// Starts the command, again after a short pause while the kernel answers "text file busy".
  ///
  /// A script that was just written may still be open for writing in a child that another thread
  /// forked meanwhile (it holds a copy of the descriptor until it runs its own program): `execve`
  /// then fails with `ETXTBSY` for a moment.
  private static func start(
    _ executable: String, arguments: [String], environment: [String: String], output: Pipe, errors: Pipe,
    exited: DispatchSemaphore
  ) -> Result<Process, StartFailure> {
    var reason = StartFailure(code: 0)
    for attempt in 1...startAttempts {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      process.environment = environment
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = output
      process.standardError = errors
      process.terminationHandler = { _ in exited.signal() }
      do {
        try process.run()
        return .success(process)
      } catch {
        reason = StartFailure(error)
        guard reason.code == ETXTBSY, attempt < startAttempts else { break }
        usleep(useconds_t(10_000 * attempt))
      }
    }
    return .failure(reason)
  }

  /// Why a command did not start, in plain words (never a Foundation error domain).
  struct StartFailure: Error, CustomStringConvertible {
    /// The POSIX error code, or 0 when the system gave none.
    let code: Int32

    init(code: Int32) { self.code = code }

    init(_ error: any Error) {
      let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
      let posix = [underlying, error as NSError].compactMap { $0 }.first { $0.domain == NSPOSIXErrorDomain }
      code = Int32(posix?.code ?? 0)
    }

    var description: String {
      code == 0 ? "the system refused to run it" : String(cString: strerror(code)).lowercased()
    }
  }

  /// The first executable file called `name` in the `:`-separated directories of `path`.
  static func executable(named name: String, path: String?) -> String? {
    guard let path else { return nil }
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = directory.hasSuffix("/") ? "\(directory)\(name)" : "\(directory)/\(name)"
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
        FileManager.default.isExecutableFile(atPath: candidate)
      {
        return candidate
      }
    }
    return nil
  }

  /// What the command wrote to a pipe, up to ``outputLimit`` bytes, as UTF-8.
  private static func read(_ pipe: Pipe) -> String {
    let data = (try? pipe.fileHandleForReading.read(upToCount: outputLimit)) ?? nil
    return String(decoding: data ?? Data(), as: UTF8.self)
  }
}
