import ArgumentParser
import Foundation
import KBLoc
import KBLocXKB

/// `kbloc layouts`: the layouts and variants this system's xkeyboard-config provides, or the
/// members of a layout set.
struct LayoutsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layouts",
    abstract: "List the layouts and variants the system's xkeyboard-config provides.",
    discussion: """
      Each layout's direction is computed by compiling it and reading the script of its letters. \
      With --set, lists the members of a layout set instead; with --apple, the macOS input \
      sources kbloc knows, each with its layout and how close that layout is.
      """
  )

  @Option(
    name: .long,
    help: "List a layout set's members: apple, mac, europe, cyrillic, rtl, cjk, top, all, or a set file's path.")
  var set: String?

  @Flag(name: .long, help: "List the macOS input sources '--layout' takes, with their layouts.")
  var apple = false

  @Option(name: .long, help: "Output format: text or json.")
  var format: OutputFormat = .text

  @OptionGroup var cacheOptions: CacheOptions

  func validate() throws {
    if apple, set != nil { throw ValidationError("Give either '--apple' or '--set', not both") }
  }

  /// One line of the listing.
  struct Entry {
    let name: String
    let description: String
    let languages: [String]

    /// The description to print: an input source's macOS name, or the compiled layout's own.
    func describedBy(_ directions: [String: (description: String, direction: WritingDirection)]) -> String {
      AppleInputSource.named(name) != nil ? description : directions[name]?.description ?? description
    }
  }

  func run() async throws {
    if apple {
      listInputSources()
      return
    }
    let registry = try LayoutRegistry.system()
    var entries = registry.entries.map { Entry(name: $0.name, description: $0.description, languages: $0.languages) }
    if let set {
      let byName = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
      entries = try LayoutList.members(of: set.hasPrefix("@") ? String(set.dropFirst()) : set).map { spec in
        byName[spec] ?? Entry(name: spec, description: AppleInputSource.named(spec)?.name ?? "", languages: [])
      }
    }
    let directions = await LayoutDirections.compute(for: entries.map(\.name), cache: cacheOptions.cache)
    switch format {
    case .json:
      let json = JSON.array(
        entries.map { entry in
          .object([
            ("name", .string(entry.name)),
            ("description", .string(entry.describedBy(directions))),
            ("languages", .array(entry.languages.map(JSON.string))),
            ("direction", .string(directions[entry.name]?.direction.rawValue)),
            ("error", .string(directions[entry.name] == nil ? "the layout failed to compile" : nil)),
          ])
        })
      Terminal.standardOutput.write(json.rendered() + "\n")
    case .text:
      var table = TextTable(header: ["Name", "Description", "Languages", "Direction"])
      for entry in entries {
        let languages =
          entry.languages.count > 3
          ? entry.languages.prefix(3).joined(separator: ",") + ",…" : entry.languages.joined(separator: ",")
        table.rows.append([
          entry.name, entry.describedBy(directions), languages,
          directions[entry.name]?.direction.rawValue ?? "error",
        ])
      }
      Terminal.standardOutput.write(table.rendered() + "\n")
    }
  }
}

extension LayoutsCommand {
  /// Prints every input source with its macOS name, whether kbloc has a table recorded on a Mac
  /// for it, its XKB layout and how close that is, the keyboard Apple sells with it, and whether
  /// macOS's key equivalents were observed on it.
  func listInputSources() {
    let observed = Set(AppleKeyEquivalentMap.observedInputSources)
    switch format {
    case .json:
      let json = JSON.array(
        AppleInputSource.all.map { source in
          .object([
            ("id", .string(source.identifier)),
            ("name", .string(source.name)),
            ("recorded", .bool(source.isRecorded)),
            ("layout", .string(source.layoutName)),
            ("closeness", .string(source.closeness.description)),
            ("keyboard", .string(source.keyboardType.rawValue)),
            ("observed", .bool(observed.contains(source.identifier))),
          ])
        })
      Terminal.standardOutput.write(json.rendered() + "\n")
    case .text:
      var table = TextTable(
        header: ["Input source", "Name", "Recorded", "Layout", "Closeness", "Keyboard", "Observed"])
      for source in AppleInputSource.all {
        table.rows.append([
          source.identifier, source.name, source.isRecorded ? "yes" : "", source.layoutName,
          source.closeness.description, source.keyboardType.description,
          observed.contains(source.identifier) ? "yes" : "",
        ])
      }
      Terminal.standardOutput.write(table.rendered() + "\n")
    }
  }
}

/// Compiles layouts in parallel to read their descriptions and writing directions.
enum LayoutDirections {
  /// The description and direction of each spec that compiles (taken as written, `pc`), through
  /// the same parallel run as `kbloc coverage`, with no shortcuts to translate, reading the tables
  /// from `cache` where it has them.
  static func compute(for specs: [String], cache: LayoutCache?) async
    -> [String: (description: String, direction: WritingDirection)]
  {
    let run = CoverageRun(
      definitions: [], reference: Layout.usReference(for: .pc),
      layouts: CompileWorkers.loader(platform: .pc, cache: cache),
      options: .init(platform: .pc, width: ProcessInfo.processInfo.activeProcessorCount))
    var results: [String: (description: String, direction: WritingDirection)] = [:]
    for case .loaded(let layout) in await run.run(specs: specs).rows {
      results[layout.requested] = (layout.description, layout.direction)
    }
    return results
  }
}
