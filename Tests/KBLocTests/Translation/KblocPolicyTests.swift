import KBLoc
import KBLocTestSupport
import Testing

/// The `kbloc` policy (docs/policies.md), scenario by scenario, on the snapshots bundled with
/// kbloc.
///
/// Every localizer here asks for `.kbloc`: on `mac` the default is the `apple` policy.
///
/// No libxkbcommon is needed: `SnapshotTests` keeps each snapshot equal to what libxkbcommon
/// compiles. The scenarios that need a live compile (several groups, layouts without a bundled
/// Macintosh snapshot, spec resolution) stay in `KBLocXKBTests/TranslationScenarioTests`.
struct KblocPolicyTests {
  // MARK: - French (Macintosh)

  @Test func undoOnFrenchMacMovesToTheAZERTYZKey() throws {
    let result = try Layouts.localizer("fr").localize("Command-Z")
    #expect(result.status == .moved)
    #expect(result.shortcut?.description == "Command-Z")
    let press = try #require(result.press)
    #expect(press.key.name == "AD02")
    #expect(press.key.code == "KeyW")
    #expect(press.modifiers == [.command])
    #expect(result.display == "⌘Z")
    #expect(result.flags.isEmpty)
  }

  @Test func commaAndQuestionMarkOnFrenchMacMove() throws {
    let localizer = try Layouts.localizer("fr")
    let comma = try localizer.localize("Command-,")
    #expect(comma.status == .moved)
    #expect(comma.shortcut?.description == "Command-,")
    #expect(comma.press?.key.name == "AB07")
    #expect(comma.press?.modifiers == [.command])

    let help = try localizer.localize("Command-?")
    #expect(help.status == .moved)
    #expect(help.shortcut?.description == "Command-?")
    // `?` is Shift with the comma key on French, as it is Shift with the slash key on US.
    #expect(help.press?.key.name == "AB07")
    #expect(help.press?.modifiers == [.shift, .command])
    #expect(help.press?.character == "?")
  }

  @Test func digitOnFrenchMacIsRemappedToTheUnshiftedCharacterOfItsKey() throws {
    let result = try Layouts.localizer("fr").localize("Command-1")
    #expect(result.status == .remapped)
    #expect(result.shortcut?.description == "Command-&")
    let press = try #require(result.press)
    #expect(press.key.name == "AE01")
    #expect(press.modifiers == [.command], "⌘1 → ⌘& is pressed without Shift, as macOS does")
    #expect(press.levelModifiers.isEmpty)
    #expect(press.character == "&")
    #expect(result.display == "⌘&")
  }

  @Test func wasdByPositionOnFrenchMacBecomesZQSD() throws {
    let localizer = try Layouts.localizer("fr")
    let definitions = try ["W", "A", "S", "D"].map { letter in
      ShortcutDefinition(id: letter, shortcut: try Shortcut(parsing: letter), match: .position)
    }
    let results = localizer.localize(definitions)
    let summary = results.map {
      "\($0.id)→\($0.status.rawValue) \($0.shortcut?.description ?? "nil") \($0.press?.key.name ?? "nil")"
    }
    #expect(
      summary == ["W→positional Z AD02", "A→positional Q AC01", "S→unchanged S AC02", "D→unchanged D AC03"])
    #expect(results.allSatisfy { $0.press?.modifiers == [] })
    #expect(results.map(\.display) == ["Z", "Q", "S", "D"])
  }

  @Test func preferPositionForcesPositionalForCharacterShortcuts() throws {
    let byPosition = try Layouts.localizer("de", preference: .position)
    let undo = try byPosition.localize("Command-Z")
    #expect(undo.status == .positional)
    #expect(undo.shortcut?.description == "Command-Y")
    #expect(undo.press?.key.name == "AB01")
    let comment = try byPosition.localize("Command-/")
    #expect(comment.status == .positional)
    #expect(comment.shortcut?.description == "Command--")
    #expect(comment.press?.key.name == "AB10")
    // Named keys are not characters: position-stable either way.
    let left = try byPosition.localize("Option-Left Arrow")
    #expect(left.status == .unchanged)

    // The same shortcuts by character (the default).
    let byCharacter = try Layouts.localizer("de")
    #expect(try byCharacter.localize("Command-Z").status == .moved)
    #expect(try byCharacter.localize("Command-Z").press?.key.name == "AD06")
    // `--prefer character` overrides a definition's `match: position`.
    let forced = try Layouts.localizer("fr", preference: .character)
    let w = forced.localize([ShortcutDefinition(id: "w", shortcut: try Shortcut(parsing: "W"), match: .position)])
    #expect(w.first?.status == .moved)
    #expect(w.first?.press?.key.name == "AB01")
  }

  @Test func controlBacktickOnFrenchMacIsFlaggedDeadKey() throws {
    let result = try Layouts.localizer("fr").localize("Control-`")
    #expect(result.flags.contains(.deadKey))
    let press = try #require(result.press)
    #expect(press.isDead)
    #expect(press.character == "`")
    #expect(press.modifiers.contains(.control))
    #expect(
      result.display?.hasSuffix("`") == true,
      "a dead key is displayed by its spacing form: \(String(describing: result.display))")
  }

  // MARK: - German (Macintosh)

  @Test func bracketOnGermanMacFallsBackToUmlautU() throws {
    let result = try Layouts.localizer("de").localize("Command-[")
    #expect(result.status == .remapped)
    #expect(result.shortcut?.description == "Command-Ü")
    let press = try #require(result.press)
    #expect(press.key.name == "AD11")
    #expect(press.key.code == "BracketLeft")
    #expect(press.modifiers == [.command])
    #expect(result.display == "⌘Ü")
  }

  @Test func slashOnGermanMacIsShifted() throws {
    let result = try Layouts.localizer("de").localize("Command-/")
    #expect(result.status == .shifted)
    #expect(result.shortcut?.description == "Command-/")
    #expect(result.display == "⇧⌘7")
    #expect(result.press?.key.name == "AE07")
    #expect(result.press?.modifiers == [.shift, .command])
  }

  /// The fallback of `]` is the key where US has it, which types `+` on German: a file that also
  /// binds Command-+ keeps it, and `]` yields with its Option (docs/policies.md, step 5).
  @Test func closingBracketOnGermanMacYieldsToCommandPlusInTheSameFile() throws {
    let localizer = try Layouts.localizer("de", standardShortcuts: [])
    let results = localizer.localize([
      ShortcutDefinition(id: "indent", shortcut: try Shortcut(parsing: "Command-]")),
      ShortcutDefinition(id: "zoomIn", shortcut: try Shortcut(parsing: "Command-+")),
    ])
    let indent = try #require(results.first)
    #expect(indent.status == .needsOption)
    #expect(indent.shortcut?.description == "Command-]")
    #expect(indent.display == "⌥⌘6")
    #expect(indent.press?.key.name == "AE06")
    #expect(indent.press?.modifiers == [.option, .command])
    let zoomIn = try #require(results.last)
    #expect(zoomIn.status == .moved)
    #expect(zoomIn.press?.key.name == "AD12")
    #expect(zoomIn.press?.modifiers == [.command])
    #expect(results.allSatisfy { !$0.flags.contains(.conflict) }, "yielding leaves nothing to collide")
  }

  /// Another app's Command-+ is never live with `]`: the fallback is kept, and an app's figures
  /// do not depend on what else is scanned with it.
  @Test func closingBracketOnGermanMacYieldsOnlyToAShortcutLiveAtTheSameTime() throws {
    let localizer = try Layouts.localizer("de", standardShortcuts: [])
    func file(indentIn context: ShortcutScope.Context) throws -> [ShortcutDefinition] {
      let editor = [ShortcutScope.Target(name: "Editor", kind: .app)]
      let viewer = [ShortcutScope.Target(name: "Viewer", kind: .app)]
      return [
        ShortcutDefinition(
          id: "indent", shortcut: try Shortcut(parsing: "Command-]"),
          scope: ShortcutScope(targets: editor, context: context)),
        ShortcutDefinition(
          id: "zoomIn", shortcut: try Shortcut(parsing: "Command-+"),
          scope: ShortcutScope(targets: viewer, context: .mainMenu)),
        ShortcutDefinition(
          id: "sheetZoom", shortcut: try Shortcut(parsing: "Command-+"),
          scope: ShortcutScope(targets: editor, context: .window("Zoom"))),
      ]
    }
    let results = localizer.localize(try file(indentIn: .mainMenu))
    #expect(results[0].status == .needsOption, "the sheet's Command-+ is live with the menu bar")
    let alone = localizer.localize(try file(indentIn: .menu("Tab")))
    #expect(alone[0].status == .remapped)
    #expect(alone.allSatisfy { !$0.flags.contains(.conflict) })
  }

  @Test func closingBracketOnGermanMacIsRemappedToPlusWhenNothingElseTakesIt() throws {
    let localizer = try Layouts.localizer("de", standardShortcuts: [])
    let results = localizer.localize([ShortcutDefinition(id: "indent", shortcut: try Shortcut(parsing: "Command-]"))])
    let indent = try #require(results.first)
    #expect(indent.status == .remapped)
    #expect(indent.shortcut?.description == "Command-+")
    #expect(indent.press?.key.name == "AD12")
    #expect(indent.press?.modifiers == [.command])
    #expect(indent.display == "⌘+")
  }

  /// Apple's standard table has Shift-Command-= ("Increase the size of the selection"), which is
  /// Command-+; on German it is the `+` key, so the fallback of `]` would land on it.
  @Test func closingBracketOnGermanMacDoesNotTakeTheStandardCommandPlus() throws {
    #expect(
      StandardShortcut.apple.contains { $0.shortcut == Shortcut(.character("="), modifiers: [.shift, .command]) })
    let localizer = try Layouts.localizer("de")
    let results = localizer.localize([ShortcutDefinition(id: "indent", shortcut: try Shortcut(parsing: "Command-]"))])
    let indent = try #require(results.first)
    #expect(indent.press?.key.name != "AD12", "\(indent.display ?? "nil") lands on the standard Command-+")
    #expect(indent.status == .needsOption)
    #expect(indent.display == "⌥⌘6")
  }

  // MARK: - Layouts without Latin letters

  @Test func copyOnRussianFallsBackToTheCKey() throws {
    let result = try Layouts.localizer("ru").localize("Command-C")
    #expect(result.status == .latinFallback)
    #expect(result.shortcut?.description == "Command-C", "the display keeps the Latin letter")
    let press = try #require(result.press)
    #expect(press.key.name == "AB03")
    #expect(press.group == 1)
    #expect(press.character == "с", "the Cyrillic letter on the C key")
    #expect(press.modifiers == [.command])
    #expect(result.display == "⌘C")
  }

  // MARK: - Right to left

  @Test func rightToLeftMirrorsBracketsAndArrows() throws {
    let localizer = try Layouts.localizer("us", direction: .rightToLeft)
    #expect(localizer.direction == .rightToLeft)
    let back = try localizer.localize("Command-[")
    #expect(back.shortcut?.description == "Command-]")
    #expect(back.flags.contains(.mirrored))
    #expect(back.press?.key.name == "AD12")
    let left = try localizer.localize("Command-Left Arrow")
    #expect(left.shortcut?.description == "Command-Right Arrow")
    #expect(left.flags.contains(.mirrored))
    #expect(left.press?.key.name == "RGHT")
    #expect(left.display == "⌘→")
    // Not directional: left alone, no flag.
    let save = try localizer.localize("Command-S")
    #expect(save.shortcut?.description == "Command-S")
    #expect(!save.flags.contains(.mirrored))
  }

  @Test func rightToLeftKeepsShortcutsThatSayMirrorFalseOrLocalizeFalse() throws {
    let localizer = try Layouts.localizer("us", direction: .rightToLeft)
    let bracket = try Shortcut(parsing: "Command-[")
    let results = localizer.localize([
      ShortcutDefinition(id: "mirrored", shortcut: bracket),
      ShortcutDefinition(id: "alignLeft", shortcut: bracket, mirror: false),
      ShortcutDefinition(id: "fixed", shortcut: bracket, localize: false),
    ])
    #expect(results.map { $0.shortcut?.description } == ["Command-]", "Command-[", "Command-["])
    #expect(results.map { $0.flags.contains(.mirrored) } == [true, false, false])
    #expect(results.map { $0.press?.key.name } == ["AD12", "AD11", "AD11"])
    // The localizer's one-shortcut form honours the same switches.
    #expect(localizer.localize(bracket, mirror: false).shortcut == bracket)
    #expect(localizer.localize(bracket, localize: false).shortcut == bracket)
    #expect(localizer.localize(bracket, localize: false).flags.contains(.mirrored) == false)
  }

  // MARK: - Platform pc

  @Test func commandPressesControlOnPC() throws {
    let localizer = try Layouts.localizer("de", platform: .pc)
    #expect(localizer.layout.name == "de")
    let undo = try localizer.localize("Command-Z")
    #expect(undo.status == .moved)
    #expect(undo.press?.key.name == "AD06")
    #expect(undo.press?.modifiers == [.control])
    #expect(undo.display == "Ctrl+Z")
    let redo = try localizer.localize("Shift-Command-Z")
    #expect(redo.press?.modifiers == [.control, .shift])
    #expect(redo.display == "Ctrl+Shift+Z")
  }

  /// docs/policies.md: on pc a character that needs AltGr first falls back to the reference
  /// position, like on mac (⌘[ on German → Ctrl+Ü); only when it must keep AltGr is it unreachable,
  /// Control with AltGr being unusable on Windows.
  @Test func bracketOnGermanPCFallsBackToUmlautULikeOnMac() throws {
    let result = try Layouts.localizer("de", platform: .pc).localize("Command-[")
    #expect(result.status == .remapped)
    #expect(result.shortcut?.description == "Command-Ü")
    #expect(result.press?.key.name == "AD11")
    #expect(result.press?.modifiers == [.control])
    #expect(result.display == "Ctrl+Ü")
  }

  @Test func characterThatKeepsAltGrOnPCIsUnreachable() throws {
    let localizer = try Layouts.localizer("de", platform: .pc)
    // `€` is AltGr+E on German and US has no key for it to fall back to.
    let euro = try localizer.localize("Command-€")
    #expect(euro.status == .unreachable)
    #expect(euro.press == nil)
    #expect(euro.shortcut == nil)
    #expect(euro.reason.contains("Control with AltGr"), "\(euro.reason)")
    // `]` is AltGr+9; its fallback, the `+` key, is the standard Command-+ (Shift-Command-=).
    let indent = try localizer.localize("Command-]")
    #expect(indent.status == .unreachable)
    #expect(indent.press == nil)
    #expect(indent.reason.contains("Control with AltGr"), "\(indent.reason)")
    // The same on mac is a shortcut that needs Option, not an unreachable one.
    #expect(try Layouts.localizer("de").localize("Command-€").status == .needsOption)
  }

  // MARK: - Conflicts

  @Test func twoShortcutsOnTheSameKeyCombinationConflictWithEachOther() throws {
    let localizer = try Layouts.localizer("fr")
    // ⌘1 is remapped to ⌘& on French, which is where ⌘& is.
    let results = localizer.localize([
      ShortcutDefinition(id: "firstTab", shortcut: try Shortcut(parsing: "Command-1")),
      ShortcutDefinition(id: "ampersand", shortcut: try Shortcut(parsing: "Command-&")),
      ShortcutDefinition(id: "save", shortcut: try Shortcut(parsing: "Command-S")),
    ])
    #expect(results[0].flags.contains(.conflict))
    #expect(results[0].conflictsWith == ["ampersand"])
    #expect(results[1].flags.contains(.conflict))
    #expect(results[1].conflictsWith == ["firstTab"])
    #expect(results[2].flags.isEmpty)
    #expect(results[2].conflictsWith.isEmpty)
  }

  @Test func theSameShortcutWrittenTwoWaysConflicts() throws {
    let localizer = try Layouts.localizer("de", platform: .pc)
    let results = localizer.localize([
      ShortcutDefinition(id: "a", shortcut: try Shortcut(parsing: "Command-K")),
      ShortcutDefinition(id: "b", shortcut: try Shortcut(parsing: "cmd+k"), keys: "cmd+k"),
    ])
    #expect(results.map(\.conflictsWith) == [["b"], ["a"]])
    #expect(results.allSatisfy { $0.flags.contains(.conflict) })
  }

  @Test func aStandardShortcutDoesNotConflictWithItself() throws {
    let results = try Layouts.localizer("fr").localize([
      ShortcutDefinition(id: "quit", shortcut: try Shortcut(parsing: "Command-Q")),
      ShortcutDefinition(id: "copy", shortcut: try Shortcut(parsing: "Command-C")),
    ])
    #expect(results.allSatisfy { $0.conflictsWith.isEmpty && !$0.flags.contains(.conflict) })
  }

  // MARK: - Shadowed characters

  @Test func optionFiveOnFrenchMacShadowsTheBrace() throws {
    let result = try Layouts.localizer("fr").localize("Option-5")
    #expect(result.flags.contains(.shadowsCharacter))
    #expect(result.reason.contains("'{'"), "\(result.reason)")
    #expect(result.press?.key.name == "AE05")
    // With Command, Option types no character: nothing is shadowed.
    let replace = try Layouts.localizer("fr").localize("Option-Command-F")
    #expect(!replace.flags.contains(.shadowsCharacter))
  }

  @Test func controlAltSOnPolishPCShadowsSAcute() throws {
    let result = try Layouts.localizer("pl", platform: .pc).localize("Control-Option-S")
    #expect(result.press?.modifiers == [.control, .option])
    #expect(result.flags.contains(.shadowsCharacter))
    #expect(result.reason.contains("'ś'"), "\(result.reason)")
    // Alt alone is not AltGr on Windows.
    let altS = try Layouts.localizer("pl", platform: .pc).localize("Option-S")
    #expect(!altS.flags.contains(.shadowsCharacter))
  }

  // MARK: - Key commands

  @Test func keyCommandOfUmlautUOnGermanMac() throws {
    let result = try Layouts.localizer("de").localize("Command-[")
    let command = try #require(result.keyCommand)
    #expect(command.input == "ü")
    #expect(command.modifierFlags == 1 << 20)
  }

  @Test func keyCommandOfShiftCommandZ() throws {
    let result = try Layouts.localizer("de").localize("Shift-Command-Z")
    let command = try #require(result.keyCommand)
    #expect(command.input == "z")
    #expect(command.modifierFlags == 1 << 17 | 1 << 20)
    #expect(try Layouts.localizer("de").localize("Command-€").keyCommand?.modifierFlags == 1 << 20)
    #expect(try Layouts.localizer("de", platform: .pc).localize("Command-€").keyCommand == nil, "unreachable")
  }

  // MARK: - Reasons and layout specs

  // MARK: - Reasons

  /// A reason is assembled from parts (a base clause, then remarks from later passes); the
  /// sentences people and golden files read must stay word for word.
  @Test func reasonsReadWordForWord() throws {
    let german = try Layouts.localizer("de")
    #expect(
      try german.localize("Command-[").reason == "'[' needs Option on de(mac); the key where us(mac) has it types 'ü'")
    #expect(
      try german.localize("Command-]").reason
        == "']' needs Option on de(mac); the key where us(mac) has it would be the standard Command-+")
    let file = try Layouts.localizer("de", standardShortcuts: []).localize([
      ShortcutDefinition(id: "indent", shortcut: try Shortcut(parsing: "Command-]")),
      ShortcutDefinition(id: "zoomIn", shortcut: try Shortcut(parsing: "Command-+")),
    ])
    #expect(
      file.first?.reason
        == "']' needs Option on de(mac); the key where us(mac) has it would collide with 'zoomIn'")
    #expect(
      german.localize(try Shortcut(parsing: "Command-/"), localize: false).reason
        == "kept as written (localize is false): '/' needs Shift on de(mac): press Shift with the AE07 key")
    #expect(
      try Layouts.localizer("fr").localize("Option-5").reason
        == "'5' needs Shift on fr(mac); its key unshifted types '(', as macOS remaps digits; "
        + "it takes Option with AE05, which types '{'")
    #expect(
      try Layouts.localizer("us", direction: .rightToLeft).localize("Command-[").reason
        == "']' is on the same key as on us(mac) (mirrored from 'Command-[' for a right-to-left interface)")
    #expect(
      try Layouts.localizer("us").localize("Command-#").reason
        == "'#' is on the same key as on us(mac); it lands on the standard Shift-Command-3 (Capture the screen to a file)"
    )
    #expect(
      try Layouts.localizer("de", platform: .pc).localize("Command-]").reason
        == "']' needs AltGr on de, and Control with AltGr is unusable on Windows; "
        + "the key where us has it would be the standard Command-+")
    #expect(
      try Layouts.localizer("ru").localize("Command-C").reason
        == "ru(mac) has no Latin letters; press the key where us(mac) has 'c'")
  }

}

/// The bundled layouts the scenarios use, each decoded once per test process, by the names
/// `--platform` resolves them to (`fr` on `mac` is `fr(mac)`).
private enum Layouts {
  private static let cache = TestLayoutCache()
  private static let macNames = ["fr": "fr(mac)", "de": "de(mac)", "ru": "ru(mac)", "us": "us(mac)"]

  static func layout(_ spec: String, platform: Platform = .mac) throws -> Layout {
    let name = platform == .mac ? macNames[spec] ?? spec : spec
    let layout = try cache.layout(name, platform: platform) { name, _ in try Layout.bundled(name) }
    try #require(layout.platform == platform, "the bundled '\(name)' is a \(layout.platform) layout")
    return layout
  }

  static func localizer(
    _ spec: String, platform: Platform = .mac, direction: WritingDirection? = nil,
    preference: ShortcutLocalizer.Preference? = nil, standardShortcuts: [StandardShortcut] = StandardShortcut.apple
  ) throws -> ShortcutLocalizer {
    ShortcutLocalizer(
      layout: try layout(spec, platform: platform), reference: try layout("us", platform: platform),
      direction: direction, preference: preference, policy: .kbloc, standardShortcuts: standardShortcuts)
  }
}
