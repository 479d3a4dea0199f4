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

  /// Runs `name` with `arguments`, waiting at most `timeout` for it to exit.
  /// - Complexity: one process start; blocks the calling thread until the command exits or times out.
  static func run(_ name: String, arguments: [String], environment: [String: String], timeout: Duration) -> Outcome {
    guard let executable = executable(named: name, path: environment["PATH"]) else { return .notFound }
    let command = ChildProcess(
      executable, arguments: arguments, environment: environment, output: .kept(upTo: ChildProcess.messageLimit),
      errors: .kept(upTo: ChildProcess.messageLimit), timeout: timeout)
    let outcome: ChildProcess.Outcome
    do {
      outcome = try command.run()
    } catch {
      return .failed("\(name) could not be started: \(error)")
    }
    switch outcome.termination {
    case .exited(0):
      return .output(outcome.outputText)
    case .timedOut:
      return .failed("\(name) did not answer within \(timeout)")
    case .exited, .signaled:
      let message = outcome.errorText.trimmingCharacters(in: .whitespacesAndNewlines)
      return .failed(
        "\(name) \(arguments.joined(separator: " ")) failed (\(outcome.termination))"
          + (message.isEmpty ? "" : ": \(message)"))
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
}
