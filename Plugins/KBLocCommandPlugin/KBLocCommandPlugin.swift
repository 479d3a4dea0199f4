import Foundation
import PackagePlugin

/// `swift package kbloc COMMAND [OPTIONS] [--target NAME]…`: kbloc on this package's targets, with
/// the `kbloc` this package builds (nothing to install).
///
/// `lint`, `coverage` and `translate` run once per target on its source folder, `extract` once on
/// them all; each finds the project file (`.kbloc.yml`) as the CLI does, and names files from the
/// package's folder, where it runs. Without `--target`, the targets are the package's non-test
/// targets that declare shortcuts kbloc reads (a file `kbloc extract` reports in the target's
/// folder); `--target NAME` (repeatable) picks targets, test targets included. The other
/// commands (`layouts`, `type`, …) run once, as given. Reports go to standard output, or where
/// `--output` says (relative to the package; with several targets each target's name is added
/// before the extension); `coverage --format html|junit` without `--output` writes into the
/// plugin's work folder. kbloc's messages show with `swift package -v`, or as the error when a run
/// fails.
@main
struct KBLocCommandPlugin: CommandPlugin {
  /// The commands that read sources, run on the targets' folders.
  static let sourceCommands: Set<String> = ["lint", "coverage", "translate", "extract"]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let arguments = extractor.remainingArguments
    let kbloc = KblocRun(
      tool: try context.tool(named: "KBLocCLI").url, package: context.package.directoryURL,
      workFolder: context.pluginWorkDirectoryURL)
    guard let command = arguments.first(where: { !$0.hasPrefix("-") }), Self.sourceCommands.contains(command) else {
      guard targetNames.isEmpty else {
        throw PluginFailure(
          "'--target' is for kbloc's commands that read sources: \(Self.sourceCommands.sorted().joined(separator: ", "))"
        )
      }
      try kbloc.run(arguments, describing: "kbloc")
      return
    }
    var targets = try Self.targets(named: targetNames, in: context.package)
    if command == "extract" {
      try kbloc.run(arguments + targets.map(kbloc.path(of:)), describing: "kbloc extract")
      return
    }
    if targetNames.isEmpty {
      targets = try kbloc.targetsDeclaringShortcuts(targets, options: KblocArguments.scanOptions(in: arguments))
    }
    var failures: [String] = []
    for target in targets {
      var runArguments = arguments
      if let output = KblocArguments.value(of: "--output", in: arguments) {
        if targets.count > 1 {
          runArguments = KblocArguments.replacing(
            "--output", with: KblocArguments.path(output, for: target.name), in: arguments)
        }
      } else if command == "coverage",
        let suffix = KblocArguments.fileSuffix(ofFormat: KblocArguments.value(of: "--format", in: arguments))
      {
        let report = context.pluginWorkDirectoryURL.appending(path: "\(target.name)-coverage.\(suffix)").path
        runArguments += ["--output", report]
        print("kbloc: the coverage report of \(target.name) is in \(report)")
      }
      do {
        try kbloc.run(
          runArguments + [kbloc.path(of: target)], describing: "kbloc \(command) on target '\(target.name)'")
      } catch let failure as PluginFailure {
        failures.append(failure.description)
      }
    }
    guard failures.isEmpty else { throw PluginFailure(failures.joined(separator: "\n")) }
  }

  /// The targets `--target` names, or the package's non-test targets when it names none.
  /// - Throws: When a name is no target of the package, or a target has no sources.
  static func targets(named names: [String], in package: Package) throws -> [any SourceModuleTarget] {
    guard !names.isEmpty else {
      return package.targets.compactMap { $0 as? any SourceModuleTarget }.filter { $0.kind != .test }
    }
    return try package.targets(named: names).map { target in
      guard let module = target as? any SourceModuleTarget else {
        throw PluginFailure("The target '\(target.name)' has no sources for kbloc to read")
      }
      return module
    }
  }
}

/// A failed run, said as kbloc said it.
struct PluginFailure: Error, CustomStringConvertible {
  /// What went wrong.
  let description: String

  init(_ description: String) { self.description = description }
}
