import KBLoc
import KBLocXKB
import Testing

/// `ShortcutSuggester` on real layouts (issue 18 item 4): on a file of known problems — a
/// character some layouts cannot type, one that needs Option, a conflict, a shadowed character,
/// an extra Shift — every alternative it proposes is, once put in the file, covered on every
/// target layout by a coverage run over the same layouts and free of lint findings; and the
/// corrected set as a whole is at 100% and lints clean.
struct SuggestionTests {
  /// The shortcuts with known problems, and two without.
  static let knownProblems = """
    { "shortcuts": [
      { "id": "sharp", "title": "Insert Sharp S", "keys": "Command-ß" },
      { "id": "accent", "title": "Insert Accent", "keys": "Command-é" },
      { "id": "clear", "title": "Clear Log", "keys": "Command-K" },
      { "id": "clearAll", "title": "Clear All", "keys": "Command-K" },
      { "id": "brace", "title": "Insert Brace", "keys": "Option-5" },
      { "id": "mention", "title": "Mention", "keys": "Command-@" },
      { "id": "back", "title": "Go Back", "keys": "Command-[" },
      { "id": "zoom", "title": "Zoom In", "keys": "Command-+" },
      { "id": "query", "title": "Run Query", "keys": "Command-Q" },
      { "id": "save", "title": "Save", "keys": "Command-S" },
      { "id": "find", "title": "Find", "keys": "Command-F" }
    ] }
    """

  /// French, German, Russian (no Latin letters), US and Turkish-F, on `mac`.
  static let specs = ["fr", "de", "ru", "us", "tr(f)"]

  /// The layouts of `specs`, compiled by libxkbcommon once for every test.
  static let layouts: [String: Layout] = {
    var table: [String: Layout] = [:]
    for spec in specs { table[spec] = try? Layout.xkb(spec, platform: .mac) }
    return table
  }()

  /// A loader over ``layouts``, so that each check runs coverage without compiling again.
  static let loader = LayoutLoader(load: { spec throws(LayoutLoader.Failure) in
    guard let layout = layouts[spec.description] else { throw LayoutLoader.Failure(message: "not loaded: \(spec)") }
    return layout
  })

  /// The coverage run of `definitions` over ``specs`` under `policy`, as `kbloc coverage` makes it.
  static func run(_ definitions: [ShortcutDefinition], policy: TranslationPolicy) -> CoverageRun {
    CoverageRun(
      definitions: definitions, reference: Layout.usReference(for: .mac), layouts: loader,
      options: .init(platform: .mac, policy: policy, width: 2, keepsEveryResult: true))
  }

  /// What `suggest` says of the known problems under `policy`.
  static func suggest(
    policy: TranslationPolicy, options: ShortcutSuggester.Options = .init(), text: String = knownProblems
  ) async throws -> (ShortcutFile, SuggestionReport) {
    let file = try ShortcutFile(parsing: text, fileName: "known.json")
    let run = run(file.definitions, policy: policy)
    let targets = try await run.loadLayouts(specs: specs).map { loaded in
      ShortcutSuggester.TargetLayout(name: loaded.requested, layout: try loaded.layout.get())
    }
    #expect(targets.count == specs.count)
    let suggester = ShortcutSuggester(run: run, layouts: targets, fileName: file.fileName, options: options)
    return (file, try suggester.suggest())
  }

  /// Lint's findings on `definitions`, as rule and shortcut.
  static func findings(_ definitions: [ShortcutDefinition]) throws -> Set<String> {
    Set(
      try Linter().lint(ShortcutFile(fileName: "known.json", definitions: definitions)).map {
        "\($0.ruleID) \($0.shortcutID)"
      })
  }

  /// The results of one shortcut on every layout of a report.
  static func results(of id: String, in report: CoverageReport) throws -> [LocalizedShortcut] {
    let index = try #require(report.definitions.firstIndex { $0.id == id })
    return try report.loadedLayouts.map { try #require($0.results)[index] }
  }

  @Test(arguments: [TranslationPolicy.apple, .kbloc])
  func everyKnownProblemIsFound(policy: TranslationPolicy) async throws {
    let (_, report) = try await Self.suggest(policy: policy)
    let problems = Dictionary(
      uniqueKeysWithValues: report.suggestions.map { ($0.definition.id, Set($0.problems.map(\.kind))) })
    #expect(problems["accent"]?.contains(.unreachable) == true)
    #expect(problems["sharp"]?.contains(.extraModifiers) == true)
    #expect(problems["clear"]?.contains(.conflict) == true)
    #expect(problems["clearAll"]?.contains(.conflict) == true)
    #expect(problems["brace"]?.contains(.shadowsCharacter) == true)
    #expect(problems["query"] == [.lint])
    #expect(problems["save"] == nil && problems["find"] == nil)
  }

  /// The acceptance test: each alternative, put in the file in place of its shortcut, is covered
  /// on every layout by coverage's own run, needs no extra modifier and shadows nothing there,
  /// changes no other shortcut's result, and adds no lint finding; and so for the corrected set.
  @Test(arguments: [TranslationPolicy.apple, .kbloc])
  func everyAlternativeIsCoveredEverywhereAndLintsClean(policy: TranslationPolicy) async throws {
    let (file, report) = try await Self.suggest(policy: policy)
    let before = await Self.run(file.definitions, policy: policy).run(specs: Self.specs)
    let findingsBefore = try Self.findings(file.definitions)
    var checked = 0
    for suggestion in report.suggestions {
      let index = try #require(file.definitions.firstIndex { $0.id == suggestion.definition.id })
      #expect(!suggestion.alternatives.isEmpty, "no alternative for \(suggestion.definition.id)")
      for alternative in suggestion.alternatives {
        var definitions = file.definitions
        definitions[index].shortcut = alternative.shortcut
        definitions[index].keys = alternative.shortcut.description
        let coverage = await Self.run(definitions, policy: policy).run(specs: Self.specs)
        #expect(coverage.failedCount == 0)
        let label = "\(suggestion.definition.id) → \(alternative.shortcut) (\(policy))"
        for (layout, result) in zip(Self.specs, try Self.results(of: suggestion.definition.id, in: coverage)) {
          #expect(result.isCovered, "\(label) on \(layout): \(result.status) \(result.flags)")
          #expect(result.status != .shifted && !result.flags.contains(.shadowsCharacter), "\(label) on \(layout)")
          let sameCharacter = result.status == .unchanged || result.status == .moved
          #expect(sameCharacter != alternative.fallbackLayouts.contains(layout), "\(label) on \(layout)")
        }
        for other in file.definitions where other.id != suggestion.definition.id {
          let old = try Self.results(of: other.id, in: before).map(\.isCovered)
          let new = try Self.results(of: other.id, in: coverage).map(\.isCovered)
          #expect(zip(old, new).allSatisfy { !$0 || $1 }, "\(label) breaks \(other.id)")
        }
        let findings = try Self.findings(definitions)
        #expect(findings.allSatisfy { !$0.hasSuffix(" " + suggestion.definition.id) }, "\(label): \(findings)")
        #expect(findings.isSubset(of: findingsBefore), "\(label) adds \(findings.subtracting(findingsBefore))")
        checked += 1
      }
    }
    #expect(checked >= report.suggestions.count * 2)

    let corrected = await Self.run(report.corrected, policy: policy).run(specs: Self.specs)
    #expect(corrected.percent == 100)
    for row in corrected.loadedLayouts {
      for result in try #require(row.results) {
        #expect(result.status != .shifted && !result.flags.contains(.shadowsCharacter), "\(row.name): \(result.id)")
      }
    }
    #expect(try Self.findings(report.corrected).isEmpty)
  }

  /// Of two shortcuts in conflict, the corrected set keeps the first and changes the second; a
  /// shortcut with no problem is never changed.
  @Test func theCorrectedSetChangesTheLaterOfTwoInConflict() async throws {
    let (file, report) = try await Self.suggest(policy: .apple)
    let corrected = Dictionary(uniqueKeysWithValues: report.corrected.map { ($0.id, $0.shortcut) })
    let original = Dictionary(uniqueKeysWithValues: file.definitions.map { ($0.id, $0.shortcut) })
    #expect(corrected["clear"] == original["clear"])
    #expect(corrected["clearAll"] != original["clearAll"])
    for id in ["save", "find", "zoom"] { #expect(corrected[id] == original[id]) }
    let clearAll = try #require(report.suggestions.first { $0.definition.id == "clearAll" })
    #expect(clearAll.applied == clearAll.alternatives.first?.shortcut)
  }

  /// Alternatives keep the mnemonic: the same key first, then the title's letters, and those
  /// that type the same character everywhere come first.
  @Test func alternativesAreRankedMnemonicFirst() async throws {
    let (_, report) = try await Self.suggest(policy: .apple)
    let clearAll = try #require(report.suggestions.first { $0.definition.id == "clearAll" })
    #expect(clearAll.alternatives.first?.mnemonic == .sameKey)
    #expect(clearAll.alternatives.allSatisfy { $0.shortcut.trigger == .character("K") })
    let query = try #require(report.suggestions.first { $0.definition.id == "query" })
    #expect(query.alternatives.first.map { $0.mnemonic <= .letter(of: "Run Query") } == true)
    for suggestion in report.suggestions {
      for (first, second) in zip(suggestion.alternatives, suggestion.alternatives.dropFirst()) {
        let inOrder =
          first.isSameCharacterEverywhere == second.isSameCharacterEverywhere
          ? first.mnemonic <= second.mnemonic : first.isSameCharacterEverywhere
        #expect(inOrder, "\(suggestion.definition.id): \(first.shortcut) before \(second.shortcut)")
      }
      for alternative in suggestion.alternatives {
        #expect(!alternative.shortcut.modifiers.contains(.control))
        #expect(alternative.shortcut.modifiers.contains(.command))
        if case .character(let character) = alternative.shortcut.trigger, !character.isLetter {
          #expect(!alternative.shortcut.modifiers.contains(.shift))
        }
      }
    }
  }

  /// `strict` keeps only alternatives that type the same character on every layout.
  @Test func strictKeepsTheSameCharacterEverywhere() async throws {
    let (_, report) = try await Self.suggest(policy: .kbloc, options: .init(count: 2, strict: true))
    #expect(!report.suggestions.isEmpty)
    for suggestion in report.suggestions {
      #expect(suggestion.alternatives.count <= 2)
      #expect(suggestion.alternatives.allSatisfy { $0.isSameCharacterEverywhere })
    }
  }

  /// A candidate is linted with the shortcuts on its keys with and without Shift only, and that is
  /// enough: one that duplicates a shortcut, is an unrelated Shift variant of one, or makes another
  /// shortcut an unrelated Shift variant of it, is no alternative; the same letter with other
  /// modifiers is.
  @Test func aCandidateThatGivesItselfOrAShiftVariantALintFindingIsNoAlternative() async throws {
    let text = """
      { "shortcuts": [
        { "id": "run", "title": "Run Daily", "keys": "Command-é" },
        { "id": "reload", "title": "Reload", "keys": "Command-R" },
        { "id": "duplicate", "title": "Duplicate Tab", "keys": "Shift-Command-D" }
      ] }
      """
    let (file, report) = try await Self.suggest(policy: .apple, options: .init(count: 50), text: text)
    #expect(try Self.findings(file.definitions).isEmpty)
    let run = try #require(report.suggestions.first { $0.definition.id == "run" })
    let shortcuts = Set(run.alternatives.map(\.shortcut))
    for rejected in ["Command-R", "Shift-Command-R", "Command-D", "Shift-Command-D"] {
      #expect(!shortcuts.contains(try Shortcut(parsing: rejected)), "\(rejected)")
    }
    #expect(shortcuts.contains(try Shortcut(parsing: "Option-Command-R")))
    #expect(shortcuts.contains(try Shortcut(parsing: "Option-Shift-Command-R")))
  }
}
