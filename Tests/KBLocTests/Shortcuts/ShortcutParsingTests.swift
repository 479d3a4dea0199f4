import KBLoc
import KBLocTestSupport
import Testing

struct ShortcutParsingTests {
  private static func shortcut(_ character: Character, _ modifiers: Modifiers = []) -> Shortcut {
    Shortcut(.character(character), modifiers: modifiers)
  }

  private static func shortcut(_ key: NamedKey, _ modifiers: Modifiers = []) -> Shortcut {
    Shortcut(.named(key), modifiers: modifiers)
  }

  // MARK: - Notations

  static let higWords: [(String, Shortcut)] = [
    ("Shift-Command-Z", shortcut("Z", [.shift, .command])),
    ("Command-[", shortcut("[", [.command])),
    ("Command-]", shortcut("]", [.command])),
    ("Option-Left Arrow", shortcut(.leftArrow, [.option])),
    ("Control-F2", shortcut(.function(2), [.control])),
    ("Command--", shortcut("-", [.command])),
    ("Command-+", shortcut("+", [.command])),
    ("Shift-Command--", shortcut("-", [.shift, .command])),
    ("Command-Space", shortcut(.space, [.command])),
    ("Control-Option-Shift-Command-K", shortcut("K", [.control, .option, .shift, .command])),
    ("Command-Page Up", shortcut(.pageUp, [.command])),
    ("Command-Forward Delete", shortcut(.forwardDelete, [.command])),
    ("Command-Delete", shortcut(.delete, [.command])),
    ("Command-Backspace", shortcut(.delete, [.command])),
    ("Command-Esc", shortcut(.escape, [.command])),
    ("Command-Escape", shortcut(.escape, [.command])),
    ("Command-Return", shortcut(.return, [.command])),
    ("Command-Enter", shortcut(.return, [.command])),
    ("Control-Tab", shortcut(.tab, [.control])),
    ("Command-Home", shortcut(.home, [.command])),
    ("Command-End", shortcut(.end, [.command])),
    ("Option-Page Down", shortcut(.pageDown, [.option])),
    ("F20", shortcut(.function(20))),
    ("Command-F1", shortcut(.function(1), [.command])),
    ("Z", shortcut("Z")),
    ("-", shortcut("-")),
    ("+", shortcut("+")),
    ("Command-é", shortcut("é", [.command])),
    ("Command-?", shortcut("?", [.command])),
    ("Command-1", shortcut("1", [.command])),
    ("  Command-Z  ", shortcut("Z", [.command])),
    ("Command - Z", shortcut("Z", [.command])),
    ("Option-Up Arrow", shortcut(.upArrow, [.option])),
    ("Option-Down Arrow", shortcut(.downArrow, [.option])),
    ("Option-Right Arrow", shortcut(.rightArrow, [.option])),
  ]

  @Test(arguments: higWords)
  func parsesHIGWords(text: String, expected: Shortcut) throws {
    #expect(try Shortcut(parsing: text) == expected)
  }

  static let symbols: [(String, Shortcut)] = [
    ("⇧⌘Z", shortcut("Z", [.shift, .command])),
    ("⌘[", shortcut("[", [.command])),
    ("⌥←", shortcut(.leftArrow, [.option])),
    ("⌃⌥⇧⌘K", shortcut("K", [.control, .option, .shift, .command])),
    ("⌘⇧K", shortcut("K", [.shift, .command])),
    ("⌘Space", shortcut(.space, [.command])),
    ("⌃F2", shortcut(.function(2), [.control])),
    ("⌘⌫", shortcut(.delete, [.command])),
    ("⌘⌦", shortcut(.forwardDelete, [.command])),
    ("⌘↩", shortcut(.return, [.command])),
    ("⌘⏎", shortcut(.return, [.command])),
    ("⌃⇥", shortcut(.tab, [.control])),
    ("⎋", shortcut(.escape)),
    ("⌘↖", shortcut(.home, [.command])),
    ("⌘↘", shortcut(.end, [.command])),
    ("⌥⇞", shortcut(.pageUp, [.option])),
    ("⌥⇟", shortcut(.pageDown, [.option])),
    ("⌘-", shortcut("-", [.command])),
    ("⌘+", shortcut("+", [.command])),
    ("⌘+Z", shortcut("Z", [.command])),
    ("⌘ Z", shortcut("Z", [.command])),
    ("⌘z", shortcut("Z", [.command])),
    ("⌘Delete", shortcut(.delete, [.command])),
    ("⌘key:AD02", Shortcut(.physical(Key(name: "AD02")), modifiers: [.command])),
  ]

  @Test(arguments: symbols)
  func parsesMenuSymbols(text: String, expected: Shortcut) throws {
    #expect(try Shortcut(parsing: text) == expected)
  }

  static let web: [(String, Shortcut)] = [
    ("cmd+shift+z", shortcut("Z", [.shift, .command])),
    ("ctrl+alt+t", shortcut("T", [.control, .option])),
    ("CommandOrControl+Shift+P", shortcut("P", [.shift, .command])),
    ("CmdOrCtrl+P", shortcut("P", [.command])),
    ("alt+left", shortcut(.leftArrow, [.option])),
    ("cmd++", shortcut("+", [.command])),
    ("cmd+-", shortcut("-", [.command])),
    ("ctrl+shift+-", shortcut("-", [.control, .shift])),
    ("cmd+plus", shortcut("+", [.command])),
    ("meta+k", shortcut("K", [.command])),
    ("super+k", shortcut("K", [.command])),
    ("win+k", shortcut("K", [.command])),
    ("command+k", shortcut("K", [.command])),
    ("mod+k", shortcut("K", [.command])),
    ("control+k", shortcut("K", [.control])),
    ("opt+k", shortcut("K", [.option])),
    ("option+k", shortcut("K", [.option])),
    ("Ctrl + Shift + P", shortcut("P", [.control, .shift])),
    ("up", shortcut(.upArrow)),
    ("shift+down", shortcut(.downArrow, [.shift])),
    ("ctrl+right", shortcut(.rightArrow, [.control])),
    ("ctrl+pageup", shortcut(.pageUp, [.control])),
    ("ctrl+pagedown", shortcut(.pageDown, [.control])),
    ("shift+escape", shortcut(.escape, [.shift])),
    ("ctrl+enter", shortcut(.return, [.control])),
    ("ctrl+backspace", shortcut(.delete, [.control])),
    ("ctrl+delete", shortcut(.forwardDelete, [.control])),
    ("ctrl+del", shortcut(.forwardDelete, [.control])),
    ("ctrl+space", shortcut(.space, [.control])),
    ("ctrl+tab", shortcut(.tab, [.control])),
    ("shift+home", shortcut(.home, [.shift])),
    ("shift+end", shortcut(.end, [.shift])),
    ("f1", shortcut(.function(1))),
    ("shift+f12", shortcut(.function(12), [.shift])),
    ("alt+f20", shortcut(.function(20), [.option])),
    ("ctrl+`", shortcut("`", [.control])),
    ("ctrl+/", shortcut("/", [.control])),
    ("ctrl+ArrowLeft", shortcut(.leftArrow, [.control])),
  ]

  @Test(arguments: web)
  func parsesWebNotation(text: String, expected: Shortcut) throws {
    #expect(try Shortcut(parsing: text) == expected)
  }

  @Test(arguments: [
    ("Command-Delete", NamedKey.delete),
    ("cmd+delete", NamedKey.forwardDelete),
    ("Delete", NamedKey.delete),
    ("⌘Delete", NamedKey.delete),
    ("Command-Backspace", NamedKey.delete),
    ("cmd+backspace", NamedKey.delete),
    ("Command-Forward Delete", NamedKey.forwardDelete),
    ("cmd+forwarddelete", NamedKey.forwardDelete),
  ])
  func deleteMeansBackspaceInHIGWordsAndForwardDeleteInWebNotation(text: String, key: NamedKey) throws {
    #expect(try Shortcut(parsing: text).trigger == .named(key))
  }

  @Test(arguments: [
    "COMMAND-SHIFT-Z", "command-shift-z", "CoMmAnD-sHiFt-Z", "CMD+SHIFT+Z", "Cmd+Shift+z", "shift-command-z",
  ])
  func namesAreCaseInsensitiveAndLettersUppercase(text: String) throws {
    let parsed = try Shortcut(parsing: text)
    #expect(parsed == Shortcut(.character("Z"), modifiers: [.shift, .command]))
    #expect(parsed.description == "Shift-Command-Z")
  }

  @Test(arguments: ["OPTION-LEFT ARROW", "option-left arrow", "Option-LeftArrow", "Option-left_arrow", "alt+LEFT"])
  func keyNamesAreCaseAndSpaceInsensitive(text: String) throws {
    #expect(try Shortcut(parsing: text) == Shortcut(.named(.leftArrow), modifiers: [.option]))
  }

  @Test func shiftIsKeptAsWritten() throws {
    let parsed = try Shortcut(parsing: "Shift-Command-/")
    #expect(parsed.modifiers == [.shift, .command])
    #expect(parsed.trigger == .character("/"))
    #expect(parsed.description == "Shift-Command-/")
  }

  // MARK: - Physical keys

  @Test(arguments: [
    ("code:KeyW", "AD02"), ("key:AD02", "AD02"), ("Command-code:BracketLeft", "AD11"), ("cmd+key:AD11", "AD11"),
    ("code:keyw", "AD02"), ("key:ad02", "AD02"), ("CODE:KeyW", "AD02"), ("key:AC12", "BKSL"), ("⌘code:Digit5", "AE05"),
    ("code:Numpad1", "KP1"),
  ])
  func parsesPhysicalKeys(text: String, keyName: String) throws {
    let parsed = try Shortcut(parsing: text)
    #expect(parsed.trigger == .physical(Key(name: keyName)))
  }

  @Test func physicalKeyKeepsItsModifiers() throws {
    let parsed = try Shortcut(parsing: "Shift-Command-code:KeyW")
    #expect(parsed.modifiers == [.shift, .command])
    #expect(parsed.trigger == .physical(Key(name: "AD02")))
  }

  @Test func unknownPhysicalCodeSuggestsTheClosest() {
    #expect(throws: ShortcutParseError.unknownKey("code:KeyWW", in: "Command-code:KeyWW", suggestions: ["code:KeyW"])) {
      try Shortcut(parsing: "Command-code:KeyWW")
    }
  }

  /// No key types a control or format character: such a trigger is an unknown key, whose message
  /// shows it escaped, never raw.
  @Test(arguments: ["\u{7}", "\u{1B}", "\u{202E}", "\u{200B}"])
  func controlAndFormatCharactersAreUnknownKeys(_ trigger: String) throws {
    let error = try #require(throws: ShortcutParseError.self) { try Shortcut(parsing: "Command-" + trigger) }
    guard case .unknownKey(let part, _, _) = error else {
      Issue.record("expected unknownKey, got \(error)")
      return
    }
    #expect(part == trigger)
    #expect(!error.description.unicodeScalars.contains { trigger.unicodeScalars.contains($0) }, "\(error)")
  }

  @Test func unknownXKBKeyNameIsAnError() throws {
    let error = try #require(throws: ShortcutParseError.self) { try Shortcut(parsing: "key:ZZZZ") }
    guard case .unknownKey(let part, let text, _) = error else {
      Issue.record("expected unknownKey, got \(error)")
      return
    }
    #expect(part == "key:ZZZZ")
    #expect(text == "key:ZZZZ")
  }

  @Test func unknownXKBKeyNameSuggestsCatalogNames() throws {
    let error = try #require(throws: ShortcutParseError.self) { try Shortcut(parsing: "key:AD2") }
    guard case .unknownKey(_, _, let suggestions) = error else {
      Issue.record("expected unknownKey, got \(error)")
      return
    }
    #expect(suggestions.contains("key:AD02"))
  }

  // MARK: - Modifier order

  @Test(arguments: [
    ("Shift-Command-Z", true), ("Command-Shift-Z", false), ("⇧⌘Z", true), ("⌘⇧Z", false),
    ("ctrl+alt+t", true), ("alt+ctrl+t", false), ("Control-Option-Shift-Command-K", true),
    ("Command-Control-K", false), ("Z", true), ("Command-Z", true), ("cmd+shift+z", false),
    ("shift+cmd+z", true), ("Option-Command-Left Arrow", true), ("Not a shortcut-", true),
  ])
  func reportsWhetherModifiersAreInCanonicalOrder(text: String, canonical: Bool) {
    #expect(Shortcut.modifiersAreInCanonicalOrder(in: text) == canonical)
  }

  @Test func modifierOrderDoesNotChangeTheValue() throws {
    let orders = ["Control-Option-Shift-Command-K", "Command-Shift-Option-Control-K", "Shift-Control-Command-Option-K"]
    let values = try orders.map { try Shortcut(parsing: $0) }
    #expect(Set(values).count == 1)
  }

  // MARK: - Errors

  static let errors: [(String, ShortcutParseError, String)] = [
    ("", .empty, "Empty shortcut; write one such as 'Shift-Command-Z', '⇧⌘Z' or 'cmd+shift+z'"),
    ("   ", .empty, "Empty shortcut; write one such as 'Shift-Command-Z', '⇧⌘Z' or 'cmd+shift+z'"),
    (
      "Option-Lef Arrow", .unknownKey("Lef Arrow", in: "Option-Lef Arrow", suggestions: ["Left Arrow"]),
      "Unknown key 'Lef Arrow' in 'Option-Lef Arrow'; did you mean 'Left Arrow'?"
    ),
    (
      "Option-Lef", .unknownKey("Lef", in: "Option-Lef", suggestions: ["Left Arrow"]),
      "Unknown key 'Lef' in 'Option-Lef'; did you mean 'Left Arrow'?"
    ),
    (
      "alt+lef", .unknownKey("lef", in: "alt+lef", suggestions: ["left"]),
      "Unknown key 'lef' in 'alt+lef'; did you mean 'left'?"
    ),
    (
      "Comand-Z", .unknownModifier("Comand", in: "Comand-Z", suggestions: ["Command"]),
      "Unknown modifier 'Comand' in 'Comand-Z'; did you mean 'Command'?"
    ),
    (
      "Hyper-Z", .unknownModifier("Hyper", in: "Hyper-Z", suggestions: []),
      "Unknown modifier 'Hyper' in 'Hyper-Z'; modifiers are Control, Option, Shift and Command"
    ),
    (
      "Command-XYZZY", .unknownKey("XYZZY", in: "Command-XYZZY", suggestions: []),
      "Unknown key 'XYZZY' in 'Command-XYZZY'; write one character, a key name such as 'Left Arrow' or 'F2', or a physical key such as 'code:KeyW'"
    ),
    (
      "Command-", .missingTrigger(in: "Command-"),
      "No key in 'Command-'; end it with the key to press, as in 'Command-Z'"
    ),
    (
      "cmd+shift", .missingTrigger(in: "cmd+shift"),
      "No key in 'cmd+shift'; end it with the key to press, as in 'Command-Z'"
    ),
    ("cmd+", .missingTrigger(in: "cmd+"), "No key in 'cmd+'; end it with the key to press, as in 'Command-Z'"),
    ("⌘", .missingTrigger(in: "⌘"), "No key in '⌘'; end it with the key to press, as in 'Command-Z'"),
    ("Shift", .missingTrigger(in: "Shift"), "No key in 'Shift'; end it with the key to press, as in 'Command-Z'"),
    (
      "Command-A-B", .severalTriggers("A", "B", in: "Command-A-B"),
      "Two keys 'A' and 'B' in 'Command-A-B'; a shortcut presses one key while holding its modifiers"
    ),
    (
      "cmd+a+left", .severalTriggers("a", "left", in: "cmd+a+left"),
      "Two keys 'a' and 'left' in 'cmd+a+left'; a shortcut presses one key while holding its modifiers"
    ),
    (
      "Command-Cmd-Z", .duplicateModifier("Cmd", in: "Command-Cmd-Z"),
      "Duplicate modifier 'Cmd' in 'Command-Cmd-Z'; write each modifier once"
    ),
    ("⌘⌘Z", .duplicateModifier("⌘", in: "⌘⌘Z"), "Duplicate modifier '⌘' in '⌘⌘Z'; write each modifier once"),
    (
      "ctrl+k ctrl+c", .keySequence(in: "ctrl+k ctrl+c"),
      "Key sequence 'ctrl+k ctrl+c' is not a single shortcut; write each step as a shortcut of its own"
    ),
    (
      "Command-K Command-C", .keySequence(in: "Command-K Command-C"),
      "Key sequence 'Command-K Command-C' is not a single shortcut; write each step as a shortcut of its own"
    ),
    (
      "F25", .unknownKey("F25", in: "F25", suggestions: ["F15", "F2", "F20"]),
      "Unknown key 'F25' in 'F25'; did you mean 'F15', 'F2' or 'F20'?"
    ),
  ]

  @Test(arguments: errors)
  func rejectsMalformedShortcutsWithHouseStyleMessages(
    text: String, expected: ShortcutParseError, message: String
  ) {
    #expect(throws: expected) { try Shortcut(parsing: text) }
    #expect(expected.description == message)
  }

  @Test func errorSplitsIntoMessageAndFix() {
    let error = ShortcutParseError.unknownKey("Lef", in: "Option-Lef", suggestions: ["Left Arrow", "Left"])
    #expect(error.message == "Unknown key 'Lef' in 'Option-Lef'")
    #expect(error.fix == "did you mean 'Left Arrow' or 'Left'?")
  }

  @Test func errorListsThreeSuggestionsWithCommasAndOr() {
    let error = ShortcutParseError.unknownModifier("X", in: "X-Z", suggestions: ["A", "B", "C"])
    #expect(error.fix == "did you mean 'A', 'B' or 'C'?")
  }

  // MARK: - Fuzzing

  @Test func randomTextEitherParsesToARoundTrippingValueOrThrows() throws {
    let pieces = [
      "Command", "cmd", "Shift", "shift", "Option", "alt", "Control", "ctrl", "⌘", "⇧", "⌥", "⌃", "-", "+", " ",
      "Z", "z", "[", "Left Arrow", "left", "Delete", "delete", "F2", "f25", "code:KeyW", "key:AD02", "code:", "key:",
      "Space", "é", "Page Up", "\t", "??", "Lef", "⌫", "←", "Esc", "", "\u{0}", "\u{F702}", "plus", "k ctrl",
    ]
    var generator = SplitMix64(state: 0x5EED)
    var parsedCount = 0
    var failedCount = 0
    for _ in 0..<5_000 {
      let length = Int.random(in: 0...6, using: &generator)
      let text = (0..<length).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
      do {
        let parsed = try Shortcut(parsing: text)
        parsedCount += 1
        let again = try Shortcut(parsing: parsed.description)
        #expect(again == parsed, "'\(text)' → '\(parsed.description)' → '\(again.description)'")
      } catch {
        failedCount += 1
        #expect(!error.description.isEmpty)
        #expect(!error.description.hasSuffix("."))
      }
    }
    #expect(parsedCount > 100)
    #expect(failedCount > 100)
  }
}
