import KBLoc
import Testing

struct ShortcutFormattingTests {
  static let examples: [(Shortcut, String, String)] = [
    (Shortcut(.character("Z"), modifiers: [.shift, .command]), "Shift-Command-Z", "⇧⌘Z"),
    (Shortcut(.character("["), modifiers: [.command]), "Command-[", "⌘["),
    (Shortcut(.named(.leftArrow), modifiers: [.option]), "Option-Left Arrow", "⌥←"),
    (Shortcut(.named(.function(2)), modifiers: [.control]), "Control-F2", "⌃F2"),
    (Shortcut(.character("-"), modifiers: [.command]), "Command--", "⌘-"),
    (Shortcut(.character("+"), modifiers: [.command]), "Command-+", "⌘+"),
    (Shortcut(.named(.space), modifiers: [.command]), "Command-Space", "⌘Space"),
    (Shortcut(.physical(Key(name: "AD02")), modifiers: [.command]), "Command-key:AD02", "⌘key:AD02"),
    (
      Shortcut(.character("K"), modifiers: [.command, .shift, .option, .control]), "Control-Option-Shift-Command-K",
      "⌃⌥⇧⌘K"
    ),
    (Shortcut(.named(.escape)), "Esc", "⎋"),
    (Shortcut(.named(.delete), modifiers: [.command]), "Command-Delete", "⌘⌫"),
    (Shortcut(.named(.forwardDelete), modifiers: [.option]), "Option-Forward Delete", "⌥⌦"),
    (Shortcut(.named(.return), modifiers: [.command]), "Command-Return", "⌘↩"),
    (Shortcut(.named(.tab), modifiers: [.control]), "Control-Tab", "⌃⇥"),
    (Shortcut(.named(.home)), "Home", "↖"),
    (Shortcut(.named(.end)), "End", "↘"),
    (Shortcut(.named(.pageUp), modifiers: [.shift]), "Shift-Page Up", "⇧⇞"),
    (Shortcut(.named(.pageDown)), "Page Down", "⇟"),
    (Shortcut(.named(.upArrow)), "Up Arrow", "↑"),
    (Shortcut(.named(.downArrow)), "Down Arrow", "↓"),
    (Shortcut(.named(.rightArrow)), "Right Arrow", "→"),
    (Shortcut(.character("é"), modifiers: [.command]), "Command-é", "⌘é"),
  ]

  @Test(arguments: examples)
  func printsCanonicalHIGWordsAndMenuSymbols(shortcut: Shortcut, words: String, symbols: String) {
    #expect(shortcut.description == words)
    #expect(shortcut.symbols == symbols)
  }

  @Test func keepsOnlyShortcutModifiers() {
    var shortcut = Shortcut(.character("A"), modifiers: [.altGr, .level5, .command])
    #expect(shortcut.modifiers == [.command])
    shortcut.modifiers = [.altGr, .shift]
    #expect(shortcut.modifiers == [.shift])
    #expect(shortcut.description == "Shift-A")
  }

  @Test(arguments: [
    (Shortcut.Trigger.character("z"), Shortcut.Trigger.character("Z")),
    (.character(" "), .named(.space)),
    (.character("\t"), .named(.tab)),
    (.character("\r"), .named(.return)),
    (.character("\u{1B}"), .named(.escape)),
    (.character("\u{7F}"), .named(.delete)),
    (.character("←"), .named(.leftArrow)),
    (.character("⌦"), .named(.forwardDelete)),
    (.character("\u{F702}"), .named(.leftArrow)),
    (.character("\u{F704}"), .named(.function(1))),
    (.character("\u{F717}"), .named(.function(20))),
    (.character("\u{F72C}"), .named(.pageUp)),
    (.character("é"), .character("é")),
    (.character("ß"), .character("ß")),
    (.character("?"), .character("?")),
  ])
  func normalizesTriggers(written: Shortcut.Trigger, stored: Shortcut.Trigger) {
    #expect(Shortcut(written).trigger == stored)
    var shortcut = Shortcut(.character("A"))
    shortcut.trigger = written
    #expect(shortcut.trigger == stored)
  }

  // MARK: - Round trips

  static let modifierSets: [Modifiers] = [
    [], [.command], [.shift], [.option], [.control], [.shift, .command], [.option, .command], [.control, .command],
    [.control, .option], [.option, .shift], [.control, .option, .shift, .command],
  ]

  static var generated: [Shortcut] {
    var shortcuts: [Shortcut] = []
    for modifiers in modifierSets {
      for key in NamedKey.all { shortcuts.append(Shortcut(.named(key), modifiers: modifiers)) }
      for value in UInt8(0x21)...UInt8(0x7E) {
        shortcuts.append(Shortcut(.character(Character(Unicode.Scalar(value))), modifiers: modifiers))
      }
      for key in Key.catalog { shortcuts.append(Shortcut(.physical(key), modifiers: modifiers)) }
      for character in ["é", "ü", "ç", "ß", "€", "§", "ñ", "ø", "¿", "ö"] as [Character] {
        shortcuts.append(Shortcut(.character(character), modifiers: modifiers))
      }
    }
    shortcuts.append(Shortcut(.character(" "), modifiers: [.command]))
    return shortcuts
  }

  @Test func generatedSetCoversEveryKindOfTrigger() {
    let shortcuts = Self.generated
    #expect(shortcuts.count == Self.modifierSets.count * (NamedKey.all.count + 94 + Key.catalog.count + 10) + 1)
    // Lowercase letters are stored uppercase, and Command-Space is there twice.
    #expect(Set(shortcuts).count == shortcuts.count - 26 * Self.modifierSets.count - 1)
  }

  @Test func wordsParseBackToTheSameShortcut() throws {
    for shortcut in Self.generated {
      let parsed = try Shortcut(parsing: shortcut.description)
      #expect(parsed == shortcut, "'\(shortcut.description)' parsed as '\(parsed.description)'")
    }
  }

  @Test func symbolsParseBackToTheSameShortcut() throws {
    for shortcut in Self.generated {
      let parsed = try Shortcut(parsing: shortcut.symbols)
      #expect(parsed == shortcut, "'\(shortcut.symbols)' parsed as '\(parsed.description)'")
    }
  }

  @Test func webSpellingsOfNamedKeysParseToTheSameKey() throws {
    for key in NamedKey.all {
      #expect(try Shortcut(parsing: "ctrl+\(key.webName)") == Shortcut(.named(key), modifiers: [.control]))
    }
  }

  @Test func formattingIsCanonicalWhateverTheNotation() throws {
    let notations = ["cmd+shift+z", "⌘⇧Z", "Command-Shift-z", "shift+CommandOrControl+Z", "⇧⌘z"]
    let descriptions = try Set(notations.map { try Shortcut(parsing: $0).description })
    #expect(descriptions == ["Shift-Command-Z"])
  }

  // MARK: - Named keys

  @Test func everyNamedKeyIsACatalogKey() {
    for key in NamedKey.all {
      #expect(Key.named(key.key.name) != nil, "\(key.name) → \(key.key.name)")
    }
  }

  @Test func namedKeysHaveDistinctNamesSymbolsAndKeys() {
    let all = NamedKey.all
    #expect(all.count == 14 + 20)
    #expect(Set(all.map(\.name)).count == all.count)
    #expect(Set(all.map(\.symbol)).count == all.count)
    #expect(Set(all.map(\.webName)).count == all.count)
    #expect(Set(all.map(\.key)).count == all.count)
  }

  @Test(arguments: NamedKey.all)
  func namedKeyIsFoundFromItsPhysicalKey(key: NamedKey) {
    #expect(NamedKey(key: key.key) == key)
  }

  @Test(arguments: [
    (NamedKey.leftArrow, "Left Arrow", "←", "LEFT", "ArrowLeft"),
    (.delete, "Delete", "⌫", "BKSP", "Backspace"),
    (.forwardDelete, "Forward Delete", "⌦", "DELE", "Delete"),
    (.escape, "Esc", "⎋", "ESC", "Escape"),
    (.return, "Return", "↩", "RTRN", "Enter"),
    (.space, "Space", "Space", "SPCE", "Space"),
    (.pageUp, "Page Up", "⇞", "PGUP", "PageUp"),
    (.function(2), "F2", "F2", "FK02", "F2"),
    (.function(12), "F12", "F12", "FK12", "F12"),
  ])
  func namedKeyHasHIGNameSymbolAndPhysicalKey(
    key: NamedKey, name: String, symbol: String, xkbName: String, code: String
  ) {
    #expect(key.name == name)
    #expect(key.description == name)
    #expect(key.symbol == symbol)
    #expect(key.key.name == xkbName)
    #expect(key.key.code == code)
  }

  @Test func keysOutsideNamedKeysHaveNoNamedKey() {
    #expect(NamedKey(key: Key(name: "AD01")) == nil)
    #expect(NamedKey(key: Key(name: "FK21")) == nil)
  }
}
