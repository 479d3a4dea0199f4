import Foundation
import KBLocTestSupport
import Testing

/// End-to-end tests of the built `kbloc` binary: standard output, standard error and the exit
/// code, compared exactly where they are stable (docs/commands.md: exit 0 success, 2 usage or input
/// errors with the message on stderr).
struct CLITests {
  /// What a `type` usage error ends with: where to read the command's usage, on the same line.
  static let typeUsage = "; see 'kbloc type --help'\n"

  // MARK: kbloc type

  @Test("type: { on French is Option-5, as JSON")
  func typeBraceOnFrenchAsJSON() throws {
    let output = try KblocExecutable.run("type", "--layout", "fr", "--format", "json", "{")
    let answers = try KblocExecutable.decode([Contract.TypedCharacter].self, from: output)
    try #require(answers.count == 1)
    #expect(answers[0].character == "{")
    let first = try #require(answers[0].strokes.first, "no stroke for {")
    #expect(first.key == "AE05")
    #expect(first.code == "Digit5")
    #expect(first.group == 1)
    #expect(first.level == 3)
    #expect(first.modifiers == ["Option"])
    #expect(first.dead == false)
    #expect(
      try KblocExecutable.decode(Contract.Shape.self, from: output).fields(at: ["*", "strokes", "*"]).first == [
        "key", "code", "group", "level", "modifiers", "dead",
      ])
  }

  @Test("type: the text table for { on French")
  func typeBraceOnFrenchAsText() throws {
    let output = try KblocExecutable.run("type", "--layout", "fr", "{")
    #expect(
      output
        == CommandOutput(
          stdout: """
            fr(mac) — French (Macintosh), left to right

            Character  Key   Code    Group  Level  Modifiers  Note
            {          AE05  Digit5  1      3      Option

            """, stderr: "", exitCode: 0))
  }

  @Test("type: on pc, level 3 is AltGr and the spec is kept")
  func typeOnPCUsesAltGr() throws {
    let answers = try KblocExecutable.decode(
      [Contract.TypedCharacter].self, "type", "--layout", "fr", "--platform", "pc", "--format", "json", "{")
    let first = try #require(answers.first?.strokes.first)
    #expect(first.key == "AE04")
    #expect(first.modifiers == ["AltGr"])
  }

  @Test("type: each character once, in the order of the text; untypeable characters have no strokes")
  func typeListsEachCharacterOnce() throws {
    let answers = try KblocExecutable.decode(
      [Contract.TypedCharacter].self, "type", "--layout", "ru", "--format", "json", "qяq")
    #expect(answers.map(\.character) == ["q", "я"])
    try #require(answers.count == 2)
    #expect(answers[0].strokes.isEmpty, "Russian has no q")
    let ya = try #require(answers[1].strokes.first)
    #expect(ya.key == "AB01")
  }

  @Test("type: keypad strokes only with --include-keypad")
  func includeKeypadAddsKeypadStrokes() throws {
    func keys(_ arguments: String...) throws -> [String] {
      let answers = try KblocExecutable.decode(
        [Contract.TypedCharacter].self, ["type", "--layout", "us", "--format", "json"] + arguments + ["*"])
      return try #require(answers.first).strokes.map(\.key)
    }
    let without = try keys()
    let with = try keys("--include-keypad")
    #expect(without == ["AE08"])
    #expect(with.first == "AE08", "main keys come before the keypad")
    #expect(with.contains("KPMU"))
  }

  @Test("type: an unknown layout exits 2 with close names on stderr")
  func unknownLayoutExitsTwo() throws {
    let output = try KblocExecutable.run("type", "--layout", "fx", "x")
    #expect(
      output
        == CommandOutput(
          stdout: "", stderr: "kbloc: error: Unknown layout 'fx'; did you mean 'fi', 'fo' or 'fr'?\n", exitCode: 2))
  }

  @Test("type: an unknown variant exits 2 with close variants on stderr")
  func unknownVariantExitsTwo() throws {
    let output = try KblocExecutable.run("type", "--layout", "fr(macc)", "x")
    #expect(
      output
        == CommandOutput(
          stdout: "", stderr: "kbloc: error: Layout 'fr' has no variant 'macc'; did you mean 'fr(mac)'?\n", exitCode: 2)
    )
  }

  @Test("type: a malformed spec exits 2 naming it")
  func malformedSpecExitsTwo() throws {
    let output = try KblocExecutable.run("type", "--layout", "fr(", "x")
    #expect(
      output
        == CommandOutput(
          stdout: "",
          stderr:
            "kbloc: error: Malformed layout 'fr(' in 'fr('; write 'layout' or 'layout(variant)', such as 'ch(de_mac)'\n",
          exitCode: 2))
  }

  @Test("type: no --layout exits 2 and says how to give one")
  func missingLayoutExitsTwo() throws {
    let output = try KblocExecutable.run("type", "x")
    #expect(
      output
        == CommandOutput(
          stdout: "",
          stderr:
            "kbloc: error: Give a layout with '--layout SPEC' (such as '--layout fr'), a keymap file with '--keymap FILE' "
            + "or a layout file with '--layout-file FILE'" + Self.typeUsage,
          exitCode: 2))
  }

  @Test("type: empty text exits 2 and says what to give")
  func emptyTextExitsTwo() throws {
    let output = try KblocExecutable.run("type", "--layout", "fr", "")
    #expect(
      output
        == CommandOutput(
          stdout: "",
          stderr: "kbloc: error: Nothing to type; give the characters to look up, such as '{'" + Self.typeUsage,
          exitCode: 2))
  }

  @Test("type: --layout and --keymap together exit 2")
  func layoutAndKeymapTogetherExitTwo() throws {
    let output = try KblocExecutable.run("type", "--layout", "fr", "--keymap", "x.xkb", "x")
    #expect(output.exitCode == 2)
    #expect(output.stdout == "")
    #expect(
      output.stderr
        == "kbloc: error: Give one of '--layout', '--keymap' and '--layout-file', not several" + Self.typeUsage)
  }

  @Test("type: an unknown platform exits 2")
  func unknownPlatformExitsTwo() throws {
    let output = try KblocExecutable.run("type", "--layout", "fr", "--platform", "linux", "x")
    #expect(output.exitCode == 2)
    #expect(output.stdout == "")
    #expect(output.stderr.hasPrefix("kbloc: error: The value 'linux' is invalid for '--platform <platform>'"))
  }

  @Test("type: a keymap libxkbcommon rejects exits 2 with its syntax error")
  func brokenKeymapExitsTwo() throws {
    let folder = try TemporaryFolder()
    let path = try folder.file("broken.xkb", containing: "xkb_keymap { xkb_keycodes { <A> = 38 }; };").path
    let output = try KblocExecutable.run("type", "--keymap", path, "x")
    #expect(output.exitCode == 2)
    #expect(output.stdout == "")
    #expect(output.stderr.hasPrefix("kbloc: error: libxkbcommon rejected the keymap 'broken.xkb': "))
    #expect(output.stderr.split(separator: "\n").count == 1, "one line: \(output.stderr)")
    #expect(output.stderr.contains("syntax error"))
  }

  @Test("type: a keymap file that does not exist exits 2 naming it")
  func missingKeymapFileExitsTwo() throws {
    let output = try KblocExecutable.run("type", "--keymap", "/nonexistent/kbloc-test.xkb", "x")
    #expect(output.exitCode == 2)
    #expect(output.stdout == "")
    #expect(output.stderr == "kbloc: error: There is no keymap file '/nonexistent/kbloc-test.xkb'\n")
  }

  @Test("Input files: a folder, a file that is not UTF-8 and an empty device each get their own message")
  func unreadableInputsAreNamedPlainly() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.path
    let folderAsKeymap = try KblocExecutable.run("layout", "--keymap", folder)
    #expect(folderAsKeymap.exitCode == 2)
    #expect(folderAsKeymap.stderr == "kbloc: error: The keymap file '\(folder)' is a folder; give a file\n")
    // A folder of shortcuts is scanned for the files apps declare shortcuts in (docs/sources.md).
    let emptyFolder = folder
    let folderAsShortcuts = try KblocExecutable.run("translate", "--layout", "fr", emptyFolder)
    #expect(folderAsShortcuts.exitCode == 2)
    #expect(
      folderAsShortcuts.stderr
        == "kbloc: error: No shortcuts found in '\(emptyFolder)' (read 0 files: 0 shortcuts)\n")

    let latin1 = try temporary.file("latin1.xkb", bytes: Data([0x78, 0x6B, 0x62, 0xE9, 0xFF])).path
    let notUTF8 = try KblocExecutable.run("layout", "--keymap", latin1)
    #expect(notUTF8.exitCode == 2)
    #expect(notUTF8.stderr == "kbloc: error: The keymap file '\(latin1)' is not UTF-8 text; save it as UTF-8\n")

    // /dev/null reads as an empty file: libxkbcommon's own message, not a permission error.
    let empty = try KblocExecutable.run("layout", "--keymap", "/dev/null")
    #expect(empty.exitCode == 2)
    #expect(empty.stderr.hasPrefix("kbloc: error: libxkbcommon rejected the keymap 'null':"), "\(empty.stderr)")
  }

  @Test("type: a keymap file that libxkbcommon accepts is used")
  func keymapFileIsUsed() throws {
    let folder = try TemporaryFolder()
    let path = try folder.file(
      "minimal.xkb",
      containing: """
        xkb_keymap {
          xkb_keycodes { minimum = 8; maximum = 255; <AD11> = 34; <LFSH> = 50; };
          xkb_types { include "complete" };
          xkb_compat { include "complete" };
          xkb_symbols {
            name[group1] = "Minimal";
            key <AD11> { [ bracketleft, braceleft ] };
            key <LFSH> { [ Shift_L ] };
            modifier_map Shift { <LFSH> };
          };
        };
        """
    ).path
    let output = try KblocExecutable.run("type", "--keymap", path, "{")
    #expect(
      output
        == CommandOutput(
          stdout: """
            minimal.xkb — Minimal, left to right

            Character  Key   Code         Group  Level  Modifiers  Note
            {          AD11  BracketLeft  1      2      Shift

            """, stderr: "", exitCode: 0))
  }

  // MARK: kbloc layout

  @Test("layout: German as JSON has its name, direction and keys with levels")
  func layoutGermanAsJSON() throws {
    let output = try KblocExecutable.run("layout", "--layout", "de", "--format", "json")
    // Decoding checks each key's and level's fields and types (`code` and `character` may be null).
    let layout = try KblocExecutable.decode(Contract.LayoutTable.self, from: output)
    #expect(layout.name == "de(mac)")
    #expect(layout.description == "German (Macintosh)")
    #expect(layout.direction == "ltr")
    let keys = layout.keys
    #expect(keys.count >= 48)
    for key in keys {
      #expect(key.group == 1)
      #expect(!key.levels.isEmpty, "\(key.key) has no levels")
    }
    let levelFields = try KblocExecutable.decode(Contract.Shape.self, from: output).fields(at: [
      "keys", "*", "levels", "*",
    ])
    #expect(!levelFields.isEmpty)
    #expect(levelFields.allSatisfy { $0 == ["level", "modifiers", "keysym", "character", "dead"] })
    // On German, Z and Y trade places: AD06 types z.
    let ad06 = try #require(keys.first { $0.key == "AD06" })
    #expect(ad06.levels.first?.character == "z")
    #expect(ad06.levels.first?.modifiers == [])
    #expect(ad06.code == "KeyY")
  }

  // MARK: kbloc layouts

  @Test("layouts: JSON lists at least 500 layouts with directions")
  func layoutsAsJSON() throws {
    let output = try KblocExecutable.run("layouts", "--format", "json")
    // docs/commands.md promises name, description and direction; more fields may come.
    let entries = try KblocExecutable.decode([Contract.LayoutListing].self, from: output)
    #expect(entries.count >= 500)
    for fields in try KblocExecutable.decode(Contract.Shape.self, from: output).fields(at: ["*"]) {
      #expect(fields.isSuperset(of: ["name", "description", "direction"]), "\(fields.sorted())")
    }
    let directions = entries.compactMap(\.direction)
    #expect(Set(directions) == ["ltr", "rtl"])
    // Only a layout that does not compile has no direction: `custom`, whose file is not installed.
    let withoutDirection = entries.filter { $0.direction == nil }.map(\.name)
    #expect(withoutDirection.allSatisfy { $0 == "custom" }, "\(withoutDirection)")
    #expect(directions.count + withoutDirection.count == entries.count, "every entry has a name")
    func direction(_ name: String) -> String? {
      entries.first { $0.name == name }?.direction
    }
    #expect(direction("il") == "rtl")
    #expect(direction("ara") == "rtl")
    #expect(direction("fr") == "ltr")
    #expect(direction("fr(mac)") == "ltr")
    #expect(direction("ru") == "ltr")
  }

  // MARK: Help and usage

  @Test("--help exits 0 and lists the subcommands", arguments: [["--help"], ["type", "--help"], ["help", "layout"]])
  func helpExitsZero(_ arguments: [String]) throws {
    let output = try KblocExecutable.run(arguments)
    #expect(output.exitCode == 0)
    #expect(output.stderr == "")
    #expect(output.stdout.contains("USAGE: kbloc"))
  }

  @Test("An unknown subcommand exits with a usage error")
  func unknownSubcommandExitsTwo() throws {
    let output = try KblocExecutable.run("nosuch")
    #expect(output.exitCode == 2)
    #expect(output.stdout == "")
    #expect(output.stderr == "kbloc: error: Unexpected argument 'nosuch'; see 'kbloc --help'\n")
  }
}
