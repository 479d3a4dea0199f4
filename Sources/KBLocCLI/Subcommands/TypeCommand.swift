import ArgumentParser
import KBLoc
import KBLocXKB

/// `kbloc type`: how to type each character of a text on a layout.
struct TypeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "type",
    abstract: "Show how to type each character on a layout.",
    discussion: """
      Lists every stroke (key, level, modifiers) that types each character, cheapest first. \
      Keypad keys are left out unless --include-keypad is given.
      """
  )

  @OptionGroup var layoutOptions: LayoutOptions
  @OptionGroup var cacheOptions: CacheOptions

  @Option(name: .long, help: "Output format: text or json.")
  var format: OutputFormat = .text

  @Flag(name: .long, help: "Also list strokes on the numeric keypad.")
  var includeKeypad = false

  @Argument(help: "The characters to look up, such as '{'.")
  var text: String

  func validate() throws {
    guard !text.isEmpty else {
      throw ValidationError("Nothing to type; give the characters to look up, such as '{'")
    }
  }

  func run() async throws {
    let layout = try layoutOptions.load(cache: cacheOptions.cache)
    var seen = Set<Character>()
    let characters = text.filter { seen.insert($0).inserted }
    let answers = characters.map { character in
      (character, layout.strokes(for: character).filter { $0.key.code != nil && (includeKeypad || !$0.key.isKeypad) })
    }
    switch format {
    case .json:
      let json = JSON.array(
        answers.map { character, strokes in
          .object([("character", .string(String(character))), ("strokes", .array(strokes.map(\.json)))])
        })
      Terminal.standardOutput.write(json.rendered() + "\n")
    case .text:
      var table = TextTable(header: ["Character", "Key", "Code", "Group", "Level", "Modifiers", "Note"])
      for (character, strokes) in answers {
        if strokes.isEmpty {
          table.rows.append([character.displayed, "—", "", "", "", "", "cannot be typed on this layout"])
        }
        for (position, stroke) in strokes.enumerated() {
          table.rows.append([
            position == 0 ? character.displayed : "", stroke.key.name, stroke.key.code ?? "—", String(stroke.group),
            String(stroke.level), stroke.modifiers.isEmpty ? "—" : stroke.modifiers.names.joined(separator: "+"),
            stroke.isDead ? "dead key" : "",
          ])
        }
      }
      Terminal.standardOutput.write(layout.title + "\n\n" + table.rendered() + "\n")
    }
  }
}
