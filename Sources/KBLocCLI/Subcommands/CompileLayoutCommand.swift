import ArgumentParser
import Foundation
import KBLoc
import KBLocXKB

/// `kbloc compile-layout` (hidden): compiles one layout through libxkbcommon and writes its table
/// as a snapshot on standard output.
///
/// kbloc runs itself with this command as a child process (see ``IsolatedCompile``) wherever
/// libxkbcommon reads text that is not the system's, so that a crash inside libxkbcommon ends the
/// child, not the run. Errors go to standard error as one line, with exit code 2.
struct CompileLayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compile-layout",
    abstract: "Compile one layout and print it as a snapshot (kbloc runs this in a child process).",
    shouldDisplay: false
  )

  @Option(
    name: .long, help: "The layout groups, such as 'fr(mac),ru'; without it, a keymap text is read from standard input."
  )
  var layout: String?

  @Option(name: .long, help: "Comma-separated XKB options.")
  var options: String?

  @Option(name: .long, help: "The name of the keymap, for messages and the table.")
  var name: String = "keymap"

  @Option(name: .long, help: "Whose conventions: mac or pc.")
  var platform: Platform = .mac

  func run() throws {
    let compiled: Layout
    if let layout {
      compiled = try Layout.xkb(layout, platform: platform, options: options)
    } else {
      let text = try InputFile.text(at: "-", kind: "keymap")
      compiled = try Layout.xkb(keymap: text, name: name, platform: platform)
    }
    Terminal.standardOutput.write(compiled.snapshot(xkeyboardConfig: "compiled"))
  }
}
