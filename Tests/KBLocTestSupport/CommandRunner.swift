public import Foundation

/// What a finished process wrote and how it exited.
public struct CommandOutput: Sendable, Equatable, CustomStringConvertible {
  /// Everything written to standard output, decoded as UTF-8.
  public let stdout: String
  /// Everything written to standard error, decoded as UTF-8.
  public let stderr: String
  /// The exit status (or the signal number, for a process killed by a signal).
  public let exitCode: Int32

  /// Creates an output from its parts.
  public init(stdout: String, stderr: String, exitCode: Int32) {
    self.stdout = stdout
    self.stderr = stderr
    self.exitCode = exitCode
  }

  /// The exit code and both streams, for failure messages.
  public var description: String {
    "exit code \(exitCode)\n--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)"
  }
}

/// Why a command could not be run.
public struct CommandError: Error, CustomStringConvertible {
  /// A message saying what is missing and how to get it.
  public let description: String

  /// Creates an error with its message.
  public init(_ description: String) { self.description = description }
}

/// Runs programs and captures their output: the built `kbloc` binary and system tools such as
/// `xkbcli`.
public enum CommandRunner {
  /// Runs a program to completion with the given arguments and no standard input.
  ///
  /// The environment is the test's own minus `XKB_DEFAULT_*` (which would change what
  /// libxkbcommon compiles) and with `NO_COLOR=1`, so output is the same on every machine.
  /// `KBLOC_CACHE_DIR` is a fresh folder removed with the run, so a test never reads or writes
  /// the user's layout cache (and always starts from an empty one); `environment` may name another.
  /// Output goes through temporary files rather than pipes, so a chatty process cannot block on
  /// a full pipe.
  /// - Parameters:
  ///   - executable: The program to run.
  ///   - arguments: Its arguments, not including the program name.
  ///   - environment: Variables to set or replace in the environment, such as `HOME`.
  ///   - workingDirectory: The working directory; the test's own by default.
  /// - Returns: What the program wrote and its exit status.
  /// - Throws: When the program cannot be started.
  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
    workingDirectory: URL? = nil
  ) throws -> CommandOutput {
    let folder = try TemporaryFolder()
    let stdoutURL = try folder.file("stdout", containing: "")
    let stderrURL = try folder.file("stderr", containing: "")
    let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
    let stderrHandle = try FileHandle(forWritingTo: stderrURL)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var inherited = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("XKB_DEFAULT_") }
    inherited["NO_COLOR"] = "1"
    inherited["KBLOC_CACHE_DIR"] = folder.path("cache")
    inherited.merge(environment) { _, new in new }
    process.environment = inherited
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = stdoutHandle
    process.standardError = stderrHandle
    try process.run()
    process.waitUntilExit()
    try stdoutHandle.close()
    try stderrHandle.close()

    return CommandOutput(
      stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
      exitCode: process.terminationStatus)
  }
}

/// The `kbloc` executable this package builds, found next to the test bundle.
public enum KblocExecutable {
  /// The built `kbloc` binary.
  ///
  /// SwiftPM puts every product of a build in one folder: the test bundle
  /// (`kblocPackageTests.xctest`, an executable on Linux and a bundle on macOS) sits next to
  /// `kbloc`. The folder is found from the loaded `.xctest` bundle, the running executable and
  /// `argv[0]`; `KBLOC_EXECUTABLE` overrides them all.
  /// - Throws: ``CommandError`` naming the folders searched when the binary is not there.
  public static func url() throws -> URL {
    let environment = ProcessInfo.processInfo.environment
    if let override = environment["KBLOC_EXECUTABLE"], !override.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: override) else {
        throw CommandError("KBLOC_EXECUTABLE is '\(override)', which is not an executable file")
      }
      return URL(fileURLWithPath: override)
    }
    var folders: [URL] = []
    for bundle in Bundle.allBundles + [Bundle.main] where bundle.bundleURL.pathExtension == "xctest" {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    if let executable = Bundle.main.executableURL {
      folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first, first.contains("/") {
      folders.append(URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
    }
    var searched: [String] = []
    for folder in folders {
      let candidate = folder.appendingPathComponent("kbloc")
      if !searched.contains(folder.path) { searched.append(folder.path) }
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
        FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    throw CommandError(
      """
      The built 'kbloc' binary was not found next to the test bundle (searched: \
      \(searched.map { "'\($0)'" }.joined(separator: ", "))). Build it with the tests \
      ('swift build --build-tests', which 'swift test' does too), or set KBLOC_EXECUTABLE
      """)
  }

  /// Runs the built `kbloc` with the given arguments.
  /// - Throws: ``CommandError`` when the binary is missing; an error when it cannot start.
  public static func run(_ arguments: String...) throws -> CommandOutput {
    try run(arguments)
  }

  /// Runs the built `kbloc` with the given arguments.
  /// - Throws: ``CommandError`` when the binary is missing; an error when it cannot start.
  public static func run(_ arguments: [String]) throws -> CommandOutput {
    try CommandRunner.run(url(), arguments)
  }

  /// Runs the built `kbloc` with the given arguments in `folder`, the working directory that
  /// relative paths, in its arguments and in its reports, start from.
  /// - Throws: ``CommandError`` when the binary is missing; an error when it cannot start.
  public static func run(_ arguments: [String], in folder: URL) throws -> CommandOutput {
    try CommandRunner.run(url(), arguments, workingDirectory: folder)
  }
}

/// libxkbcommon's command-line tool, the independent reference the XKB tests compare with.
public enum XKBCLI {
  /// Where Debian and Ubuntu's `libxkbcommon-tools` install it.
  public static let url = URL(fileURLWithPath: "/usr/bin/xkbcli")

  /// Whether the tool is installed.
  public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: url.path) }

  /// The message a test fails with when the tool is missing: such tests fail, never skip.
  public static let missingMessage =
    "'/usr/bin/xkbcli' is missing: install libxkbcommon-tools (apt-get install libxkbcommon-tools); the cross-checks need it"

  /// Runs `xkbcli` with the given arguments.
  /// - Throws: ``CommandError`` when it is not installed; an error when it cannot start.
  public static func run(_ arguments: [String]) throws -> CommandOutput {
    guard isInstalled else { throw CommandError(missingMessage) }
    return try CommandRunner.run(url, arguments)
  }
}
