import ArgumentParser
import KBLoc
import KBLocXKB

/// `kbloc layout`: the whole table of a layout.
struct LayoutCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Show a layout's table: every key, every level, its character and modifiers."
  )

  @OptionGroup var layoutOptions: LayoutOptions
  @OptionGroup var cacheOptions: CacheOptions

  @Option(name: .long, help: "Output format: text, json or svg (a drawing of the keyboard).")
  var format: LayoutFormat = .text

  func run() async throws {
    let layout = try layoutOptions.load(cache: cacheOptions.cache)
    switch format {
    case .json:
      Terminal.standardOutput.write(layout.json.rendered() + "\n")
    case .svg:
      let keyboard = KeyboardSVG(layout: layout)
      Terminal.standardOutput.write(keyboard.document(title: layout.name, subtitle: layout.description))
    case .text:
      var table = TextTable(header: ["Key", "Code", "Group", "Levels"])
      for entry in layout.keys {
        let levels = entry.levels.map { level in
          let shown = level.character.map(\.displayed) ?? level.keysym
          let mods = level.modifiers.isEmpty ? "" : " (\(level.modifiers.names.joined(separator: "+")))"
          return shown + (level.isDead ? " dead" : "") + mods
        }
        table.rows.append([entry.key.name, entry.key.code ?? "—", String(entry.group), levels.joined(separator: "   ")])
      }
      Terminal.standardOutput.write(layout.title + "\n\n" + table.rendered() + "\n")
    }
  }
}

/// The formats `kbloc layout` writes: the common text and JSON, and an SVG drawing.
enum LayoutFormat: String, ExpressibleByArgument, CaseIterable {
  /// Aligned columns for a person.
  case text
  /// Stable JSON, as docs/commands.md documents.
  case json
  /// A standalone SVG document drawing the keyboard with its labels.
  case svg
}
