import Foundation
import KBLocTestSupport
import Testing

/// What the build-tool plugin runs, end to end: `kbloc lint FOLDER --format xcode
/// --allow-no-shortcuts` prints compiler diagnostics with absolute paths and nothing else, and a
/// target that declares no shortcut is no error.
struct LintBuildToolFormatTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(files: [
      "App/Menu.swift": """
      let help = NSMenuItem(title: "Help", action: nil, keyEquivalent: "?")
      help.keyEquivalentModifierMask = [.command, .shift]
      let quit = NSMenuItem(title: "Run Query", action: nil, keyEquivalent: "q")

      """,
      "Core/Model.swift": "struct Model {}\n",
    ])
  }

  @Test func xcodeIsOneDiagnosticPerFindingWithAnAbsolutePathAndNoSummary() throws {
    // A relative folder, run from the checkout: the path is made absolute all the same.
    let output = try CommandRunner.run(
      try KblocExecutable.url(), ["lint", "App", "--format", "xcode"], workingDirectory: folder.url)
    #expect(output.exitCode == 1, "\(output)")
    let menu = try #require(output.stdout.split(separator: ":").first.map(String.init))
    #expect(menu.hasPrefix("/") && menu.hasSuffix("/App/Menu.swift"), "\(output)")
    #expect(
      output.stdout == """
        \(menu):1:66: warning: 'Shift-Command-?' writes Shift with the upper character of a key; write 'Command-?' [shift-with-upper-character]
        \(menu):3:71: error: 'Command-Q' is the standard shortcut to quit the app, not to 'Run Query'; choose another shortcut for 'Run Query' [standard-shortcut-redefined]

        """)
    #expect(FileManager.default.fileExists(atPath: menu))
  }

  @Test func aFolderWithNoShortcutIsAnErrorUnlessAllowed() throws {
    let refused = try KblocExecutable.run("lint", folder.path("Core"))
    #expect(refused.exitCode == 2, "\(refused)")
    #expect(refused.stderr.contains("No shortcuts found in"), "\(refused)")
    let text = try KblocExecutable.run("lint", folder.path("Core"), "--allow-no-shortcuts")
    #expect(text.exitCode == 0, "\(text)")
    #expect(text.stdout == "Core: no findings in 0 shortcuts\n")
    let xcode = try KblocExecutable.run("lint", folder.path("Core"), "--allow-no-shortcuts", "--format", "xcode")
    #expect(xcode.exitCode == 0, "\(xcode)")
    #expect(xcode.stdout == "")
  }
}
