import ArgumentParser
import KBLoc
import KBLocXKB
import Foundation

/// `kbloc layouts`: the layouts and variants this system's xkeyboard-config provides.
struct LayoutsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layouts",
    abstract: "List the layouts and variants the system's xkeyboard-config provides.",
    discussion: "Each layout's direction is computed by compiling it and reading the script of its letters."
  )

  @Option(name: .long, help: "Output format: text or json.")
  var format: OutputFormat = .text

  func run() async throws {
    let registry = try LayoutRegistry.system()
    let directions = await LayoutDirections.compute(for: registry.entries.map(\.group))
    switch format {
    case .json:
      let json = JSON.array(
        registry.entries.map { entry in
          .object([
            ("name", .string(entry.name)), ("layout", .string(entry.layout)), ("variant", .string(entry.variant)),
            ("description", .string(entry.description)), ("languages", .array(entry.languages.map(JSON.string))),
            ("direction", .string(directions[entry.group]?.rawValue)),
          ])
        })
      Terminal.standardOutput.write(json.rendered() + "\n")
    case .text:
      var table = TextTable(header: ["Name", "Description", "Languages", "Direction"])
      for entry in registry.entries {
        table.rows.append([
          entry.name, entry.description, entry.languages.joined(separator: ","),
          directions[entry.group]?.rawValue ?? "error",
        ])
      }
      Terminal.standardOutput.write(table.rendered() + "\n")
    }
  }
}

/// Computes layouts' writing directions by compiling them in parallel.
enum LayoutDirections {
  /// The direction of each group that compiles, compiling on every core.
  static func compute(for groups: [LayoutSpec.Group]) async -> [LayoutSpec.Group: WritingDirection] {
    await withTaskGroup(of: (LayoutSpec.Group, WritingDirection?).self) { tasks in
      var results: [LayoutSpec.Group: WritingDirection] = [:]
      var pending = groups[...]
      let width = max(2, ProcessInfo.processInfo.activeProcessorCount)
      func startNext() {
        guard let group = pending.popFirst() else { return }
        tasks.addTask {
          (group, try? Layout.xkb(LayoutSpec(groups: [group]), platform: .pc).direction)
        }
      }
      for _ in 0..<width { startNext() }
      for await (group, direction) in tasks {
        if let direction { results[group] = direction }
        startNext()
      }
      return results
    }
  }
}
