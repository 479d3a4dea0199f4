import ArgumentParser
import Foundation
import KBLoc

/// The `kbloc` command: makes keyboard shortcuts work on every keyboard layout.
@main
struct Kbloc: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kbloc",
    abstract: "Make keyboard shortcuts work on every keyboard layout.",
    discussion: """
      Exit codes: 0 success; 1 findings over a threshold (coverage, lint); 2 usage or input \
      errors, with the message on standard error.
      """,
    version: "0.1.0",
    subcommands: [
      TranslateCommand.self, CoverageCommand.self, TypeCommand.self, LayoutCommand.self, LayoutsCommand.self,
      LintCommand.self, SuggestCommand.self, CompileLayoutCommand.self, CompileLayoutsCommand.self, ExtractCommand.self,
      CacheCommand.self,
    ]
  )

  /// Runs the command, turning every error into a message on standard error and a documented
  /// exit code (ArgumentParser's own usage errors become 2, like kbloc's input errors).
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch let error as any KblocError {
      // One line whatever a message holds: input is escaped where it is echoed, and a stray line
      // break (from a library's message) is joined here.
      Terminal.standardError.write(error.diagnostic.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n")
      Foundation.exit(error.exitCode.rawValue)
    } catch {
      let code = exitCode(for: error)
      guard code != .success, code != .failure || error is ExitCode else { exit(withError: error) }
      if code == .validationFailure {
        Terminal.standardError.write(usageDiagnostic(message(for: error), arguments: CommandLine.arguments) + "\n")
        Foundation.exit(ExitCode.inputError.rawValue)
      }
      exit(withError: error)
    }
  }
}

extension Kbloc {
  /// The longest usage message kept whole; ArgumentParser echoes the values it rejects.
  static let usageMessageLimit = 300

  /// ArgumentParser's usage message in kbloc's one form: one line, `kbloc: error: …` like every
  /// other error, its control characters escaped and a long message cut, then where to read the
  /// command's usage.
  ///
  /// ```
  /// kbloc: error: Missing expected argument '<text>'; see 'kbloc type --help'
  /// ```
  /// - Parameters:
  ///   - message: ArgumentParser's message, without its usage lines.
  ///   - arguments: The process's arguments, which name the subcommand.
  /// - Returns: The line to write to standard error, without its line break.
  static func usageDiagnostic(_ message: String, arguments: [String]) -> String {
    var text = message.hasPrefix("Error: ") ? String(message.dropFirst("Error: ".count)) : message
    // A trailing period goes: the line goes on with "; see …".
    while let last = text.last, last.isNewline || last == " " || last == "." { text.removeLast() }
    text = text.escapingControlCharacters
    if text.count > usageMessageLimit { text = text.prefix(usageMessageLimit - 1) + "…" }
    let names = Set(configuration.subcommands.map { $0._commandName })
    let help = arguments.dropFirst().first.map { names.contains($0) ? "kbloc \($0) --help" : nil } ?? nil
    return "kbloc: error: \(text); see '\(help ?? "kbloc --help")'"
  }
}

extension ExitCode {
  /// Findings over a threshold: coverage below `--min-coverage`, lint findings.
  static let findings = ExitCode(1)
  /// Usage or input errors: bad flags, unknown layouts, malformed files.
  static let inputError = ExitCode(2)
}

/// An error kbloc reports with its message and an exit code.
protocol KblocError: Error, CustomStringConvertible {
  /// The code the process exits with.
  var exitCode: ExitCode { get }
  /// The line written to standard error: `kbloc: error: ` and the description, unless the error
  /// reads like a compiler's diagnostic by itself.
  var diagnostic: String { get }
}

extension KblocError {
  var diagnostic: String { "kbloc: error: \(description)" }
}

/// An input error found by the CLI itself: a file that cannot be read, an empty argument.
struct InputError: KblocError {
  /// The message, naming the input in single quotes.
  let description: String
  var exitCode: ExitCode { .inputError }
}
