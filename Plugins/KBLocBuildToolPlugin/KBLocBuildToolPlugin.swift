import Foundation
import PackagePlugin

/// Lints a target's shortcuts while it builds: `kbloc lint` on the target's folder, its findings
/// shown as the compiler's are, inline in Xcode and in `swift build`'s output.
///
/// One build command per target, `kbloc lint FOLDER --format xcode --allow-no-shortcuts`: it
/// prints `FILE:LINE:COLUMN: warning|error: …` with absolute paths, and a target that declares no
/// shortcut is no error. Its inputs are the target's files and the project file (`.kbloc.yml`,
/// found as the CLI finds it), its output a file in the plugin's work folder, so the build runs it
/// again only when one of them changes. Errors fail the build, as a compiler's do; warnings do not
/// (`lint.warn` in the project file turns a rule's errors into warnings).
@main
struct KBLocBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? any SourceModuleTarget else { return [] }
    return try Self.lintCommands(
      name: target.name, folder: target.directoryURL, files: target.sourceFiles.map(\.url),
      compilesSwift: target is SwiftSourceModuleTarget, tool: context.tool(named: Self.toolName).url,
      workFolder: context.pluginWorkDirectoryURL)
  }

  /// The executable target the plugin runs: `kbloc`'s own. (SwiftPM names a plugin's tool after
  /// the target it depends on, which needs a product of that name: swiftlang/swift-package-manager#8831.)
  static let toolName = "KBLocCLI"

  /// The file every kbloc command reads its project settings from.
  static let projectFileName = ".kbloc.yml"

  /// The build command that lints one target.
  /// - Parameters:
  ///   - name: The target's name.
  ///   - folder: The folder kbloc scans.
  ///   - files: The target's files: the command runs again when one changes.
  ///   - compilesSwift: Whether the target compiles Swift, so that the command's output can be a
  ///     Swift file (one holding only a comment), which SwiftPM and Xcode neither copy into a
  ///     resource bundle nor warn about.
  ///   - tool: The `kbloc` executable.
  ///   - workFolder: The plugin's work folder, the only one it may write under the macOS sandbox.
  /// - Returns: The command, or none when the target has no files.
  /// - Throws: When the output file cannot be written.
  static func lintCommands(
    name: String, folder: URL, files: [URL], compilesSwift: Bool, tool: URL, workFolder: URL
  ) throws -> [Command] {
    guard !files.isEmpty else { return [] }
    var inputs = files
    if let projectFile = projectFile(above: folder) { inputs.append(projectFile) }
    var outputs: [URL] = []
    if compilesSwift {
      // The command's declared output, written here once; a build whose inputs have not changed
      // since the command last succeeded does not run it. (Without outputs, it runs every build.)
      let output = workFolder.appending(path: "kbloc-lint-\(name).swift")
      if !FileManager.default.fileExists(atPath: output.path) {
        try "// The output of kbloc's build-tool plugin for \(name): nothing to compile.\n".write(
          to: output, atomically: true, encoding: .utf8)
      }
      outputs.append(output)
    }
    return [
      .buildCommand(
        displayName: "kbloc lint \(name)",
        executable: tool,
        arguments: ["lint", folder.path, "--format", "xcode", "--allow-no-shortcuts"],
        // kbloc keeps its compiled layouts in the work folder: the sandbox lets it write nowhere else.
        environment: ["KBLOC_CACHE_DIR": workFolder.appending(path: "cache").path],
        inputFiles: inputs,
        outputFiles: outputs)
    ]
  }

  /// The project file kbloc reads for `folder`, found as kbloc finds it: in the folder or the
  /// nearest one above it, up to the top of the repository (a folder holding `.git`).
  static func projectFile(above folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    while true {
      let candidate = current.appending(path: projectFileName)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      let parent = current.deletingLastPathComponent()
      if FileManager.default.fileExists(atPath: current.appending(path: ".git").path) || parent.path == current.path {
        return nil
      }
      current = parent
    }
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension KBLocBuildToolPlugin: XcodeBuildToolPlugin {
  /// Lints an Xcode target's shortcuts: kbloc scans the deepest folder that holds all of the
  /// target's files (an Xcode target has no folder of its own), and the command runs again when
  /// one of those files changes.
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let files = target.inputFiles.map(\.url)
    guard let folder = Self.commonFolder(of: files) else { return [] }
    return try Self.lintCommands(
      name: target.displayName, folder: folder, files: files,
      compilesSwift: files.contains { $0.pathExtension == "swift" }, tool: context.tool(named: Self.toolName).url,
      workFolder: context.pluginWorkDirectoryURL)
  }

  /// The deepest folder that holds every one of `files`, or `nil` when there are none.
  static func commonFolder(of files: [URL]) -> URL? {
    guard let first = files.first else { return nil }
    var common = first.deletingLastPathComponent().standardizedFileURL.pathComponents
    for file in files.dropFirst() {
      let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
      common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
    }
    return URL(fileURLWithPath: NSString.path(withComponents: common.isEmpty ? ["/"] : common), isDirectory: true)
  }
}
#endif
