import Foundation
import PackagePlugin

/// Runs the `kbloc` the package builds, in the package's folder: its standard output passes
/// through; its messages on standard error are kept, then shown as remarks (`swift package -v`),
/// or as the error when it fails, so that a report on standard output stays clean.
struct KblocRun {
  /// The `kbloc` executable.
  let tool: URL
  /// The package's folder: kbloc's working directory, and what paths are relative to.
  let package: URL
  /// The plugin's work folder: the only one it writes, the layout cache included.
  let workFolder: URL

  /// Runs kbloc with `arguments`.
  /// - Parameters:
  ///   - arguments: kbloc's arguments.
  ///   - what: What a failure calls the run: `kbloc lint on target 'App'`.
  /// - Throws: ``PluginFailure`` with kbloc's messages when it exits with another status than 0.
  func run(_ arguments: [String], describing what: String) throws {
    let (status, messages) = try capture(arguments, output: FileHandle.standardOutput)
    guard status == 0 else {
      throw PluginFailure("\(what) exited with status \(status)" + (messages.isEmpty ? "" : ":\n" + messages))
    }
    for line in messages.split(separator: "\n") { Diagnostics.remark(String(line)) }
  }

  /// Runs kbloc with its standard output to `output`.
  /// - Returns: Its exit status and what it wrote on standard error.
  func capture(_ arguments: [String], output: FileHandle) throws -> (status: Int32, messages: String) {
    let errors = workFolder.appending(path: "kbloc-messages.txt")
    guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
      throw PluginFailure("Cannot create '\(errors.path)'")
    }
    let errorHandle = try FileHandle(forWritingTo: errors)
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = package
    var environment = ProcessInfo.processInfo.environment
    // The layout cache goes in the work folder, the one folder the plugin sandbox lets kbloc write.
    environment["KBLOC_CACHE_DIR"] = workFolder.appending(path: "cache").path
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errorHandle
    try process.run()
    process.waitUntilExit()
    try errorHandle.close()
    let messages = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    return (status, messages.trimmingCharacters(in: .newlines))
  }

  /// The target's folder relative to the package (`Sources/App`): kbloc runs in the package's
  /// folder, and its reports name the target's files from there (`Sources/App/Menu.swift`).
  func path(of target: any SourceModuleTarget) -> String {
    let folder = target.directoryURL.standardizedFileURL.path
    let root = package.standardizedFileURL.path
    return folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) : folder
  }

  /// The targets that declare shortcuts kbloc reads, from one `kbloc extract` of them all.
  /// - Parameters:
  ///   - targets: The targets to look in.
  ///   - options: The scan options of the user's command (project file, excludes, input format).
  /// - Returns: Those of `targets` in which kbloc finds a shortcut, in order.
  /// - Throws: ``PluginFailure`` when the scan fails or no target declares a shortcut.
  func targetsDeclaringShortcuts(_ targets: [any SourceModuleTarget], options: [String]) throws
    -> [any SourceModuleTarget]
  {
    let listing = workFolder.appending(path: "kbloc-extract.json")
    guard FileManager.default.createFile(atPath: listing.path, contents: nil) else {
      throw PluginFailure("Cannot create '\(listing.path)'")
    }
    let handle = try FileHandle(forWritingTo: listing)
    let paths = targets.map(path(of:))
    let (status, messages) = try capture(["extract", "--format", "json"] + options + paths, output: handle)
    try handle.close()
    guard status == 0 else {
      throw PluginFailure("kbloc extract exited with status \(status)" + (messages.isEmpty ? "" : ":\n" + messages))
    }
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: listing)) as? [String: Any]
    // Reports name a file from kbloc's working directory, the package's folder, or by its absolute
    // path when it is outside: each is matched with the targets' folders as an absolute path.
    let files = (json?["shortcuts"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }.map {
      Self.absolute($0, from: package)
    }
    var declaring: [any SourceModuleTarget] = []
    for target in targets {
      let folder = Self.absolute(target.directoryURL.path, from: package) + "/"
      if files.contains(where: { $0.hasPrefix(folder) }) {
        declaring.append(target)
      } else {
        Diagnostics.remark("kbloc: the target '\(target.name)' declares no shortcut kbloc reads")
      }
    }
    guard !declaring.isEmpty else {
      throw PluginFailure(
        "No target declares a shortcut kbloc reads (looked in \(targets.map { "'\($0.name)'" }.joined(separator: ", "))); name targets with --target NAME"
      )
    }
    return declaring
  }

  /// `path`, absolute or relative to `folder`, as an absolute path without `.`, `..` or symbolic
  /// links.
  static func absolute(_ path: String, from folder: URL) -> String {
    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appending(path: path)
    return url.standardizedFileURL.resolvingSymlinksInPath().path
  }
}
