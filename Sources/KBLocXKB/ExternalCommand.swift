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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    do {
      try process.run()
    } catch {
      return .failed("\(name) could not be started: \(error.localizedDescription)")
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
