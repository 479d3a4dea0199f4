/// Proposes replacements for shortcuts that break on target layouts (`kbloc suggest`): each one
/// covered on every target layout by coverage's own measure, free of conflicts in its scope and
/// of the standard shortcuts, free of lint findings, and mnemonic first.
///
/// A shortcut needs a replacement when, on some target layout, it is unreachable, needs a
/// modifier it does not need on the reference layout (`shifted`, `needs-option`), conflicts, or
/// shadows a character, or when a lint rule that a change of keys would satisfy finds it.
///
/// Candidates are tried in mnemonic order — the same key with other modifiers, then the initials
/// of the title's words, then its other letters, then any letter or digit — each with the
/// modifiers the Human Interface Guidelines allow (Command; Shift and Option with letters only,
/// Option with digits; never Control). A candidate passes when, translated with each target
/// layout's ``ShortcutLocalizer`` among the shortcuts it could collide with, it is covered
/// (``LocalizedShortcut/isCovered``), needs no extra modifier, shadows no character, changes no
/// other shortcut's result, and lints clean with the rest of the file. Those that type the same
/// character on every layout rank before those pressed as another character or by position on
/// some (``Options/strict`` keeps only the first).
///
/// ```swift
/// let run = CoverageRun(definitions: file.definitions, reference: us, layouts: .xkb(platform: .mac))
/// let loaded = await run.loadLayouts(specs: ["fr", "de", "ru"])
/// let suggester = ShortcutSuggester(
///   run: run, layouts: loaded.compactMap { try? .init(name: $0.requested, layout: $0.layout.get()) })
/// for suggestion in suggester.suggest().suggestions {
///   print(suggestion.definition.keys, suggestion.alternatives.map(\.shortcut))
/// }
/// ```
public struct ShortcutSuggester: Sendable {
  /// A target layout, with the name reports give it.
  public struct TargetLayout: Sendable {
    /// The name reports give the layout, such as the spec asked for.
    public let name: String
    /// The layout.
    public let layout: Layout

    /// Creates a target layout.
    public init(name: String, layout: Layout) {
      self.name = name
      self.layout = layout
    }
  }

  /// How many alternatives to propose, and which.
  public struct Options: Sendable {
    /// The most alternatives per shortcut; 3 by default.
    public var count: Int
    /// Whether to propose only shortcuts that type the same character on every target layout.
    public var strict: Bool
    /// Lint rules turned off for the run, besides those the file turns off.
    public var disabledRules: [String]

    /// Creates options.
    public init(count: Int = 3, strict: Bool = false, disabledRules: [String] = []) {
      self.count = max(0, count)
      self.strict = strict
      self.disabledRules = disabledRules
    }
  }

  /// The lint rules whose findings no change of keys removes: they are not problems to suggest
  /// for.
  public static let rulesKeysCannotSatisfy: Set<String> = ["missing-title", "too-many-shortcuts"]

  /// The shortcuts.
  public let file: ShortcutFile
  /// The target layouts.
  public let layouts: [TargetLayout]
  /// What to propose.
  public let options: Options
  /// The linter whose rules alternatives must satisfy.
  public let linter: Linter
  /// One localizer per target layout, built as the coverage run builds them.
  let localizers: [ShortcutLocalizer]

  /// Creates a suggester for a coverage run's shortcuts on layouts it loaded.
  /// - Parameters:
  ///   - run: The coverage run: its shortcuts, reference layout and translation options.
  ///   - layouts: The target layouts (``CoverageRun/loadLayouts(specs:progress:)`` loads them).
  ///   - fileName: The name of the shortcuts file, for lint.
  ///   - lintSettings: The file's lint settings (the rules it turns off).
  ///   - linter: The linter alternatives must satisfy; every rule, on US keys, by default. Its rules
  ///     compare a shortcut only with those on the same keys, with or without Shift, as kbloc's
  ///     own do: a candidate is linted with those shortcuts only.
  ///   - options: How many alternatives, and which.
  public init(
    run: CoverageRun, layouts: [TargetLayout], fileName: String = "shortcuts.json",
    lintSettings: ShortcutFile.LintSettings = .init(), linter: Linter = Linter(), options: Options = Options()
  ) {
    self.file = ShortcutFile(fileName: fileName, definitions: run.definitions, lintSettings: lintSettings)
    self.layouts = layouts
    self.options = options
    self.linter = linter
    let standards = run.normalizedStandards
    self.localizers = layouts.map { run.localizer(on: $0.layout, standards: standards) }
  }

  /// Finds every shortcut with a problem and proposes its alternatives, then applies the first
  /// choice of each to give a corrected set free of conflicts together.
  ///
  /// The corrected set is made in file order: a shortcut keeps its keys when it has no problem
  /// with the shortcuts before it as they now stand and those after it that have none (of two
  /// shortcuts in conflict, the later one changes); else it takes its first alternative in the set
  /// as it then stands, so that the changes are free of conflicts together.
  /// - Returns: The report.
  /// - Throws: ``LintRuleNameError`` when the file or the options name a rule that does not exist.
  /// - Complexity: O(*l* · *n*) to translate *n* shortcuts on *l* layouts, then for each
  ///   shortcut with a problem O(*c* · *l*) for *c* candidates at worst, each tried on the
  ///   layouts until one rejects it (the one that rejected the last candidate first), and for the
  ///   candidates every layout accepts a lint of the shortcuts on the keys they leave and take
  ///   (with or without Shift), not of the whole file.
  public func suggest() throws(LintRuleNameError) -> SuggestionReport {
    var search = try SuggestionSearch(suggester: self)
    let problems = search.problemsAsFound()
    var alternatives: [Int: [ShortcutSuggestion.Alternative]] = [:]
    for index in problems.keys {
      alternatives[index] = search.alternatives(for: index, limit: options.count)
    }
    var applied: [Int: Shortcut] = [:]
    var unresolved: Set<Int> = []
    var pending = Set(problems.keys)
    for index in problems.keys.sorted() {
      pending.remove(index)
      guard search.hasProblems(index, ignoring: pending) else { continue }
      guard let first = search.alternatives(for: index, limit: 1).first else {
        unresolved.insert(index)
        continue
      }
      search.apply(first.shortcut, to: index)
      applied[index] = first.shortcut
    }
    let suggestions = problems.keys.sorted().map { index in
      ShortcutSuggestion(
        definition: file.definitions[index], problems: problems[index] ?? [], alternatives: alternatives[index] ?? [],
        applied: applied[index], isResolved: !unresolved.contains(index))
    }
    return SuggestionReport(
      suggestions: suggestions, corrected: search.definitions, layouts: layouts.map(\.name),
      leftOut: search.leftOut.map { layouts[$0].name })
  }
}

extension ShortcutDefinition {
  /// The definition with other keys, everything else kept.
  func replacingShortcut(with shortcut: Shortcut) -> ShortcutDefinition {
    var copy = self
    copy.shortcut = shortcut
    copy.keys = shortcut.description
    // A candidate is a character shortcut: the key code the old keys were matched by goes.
    copy.keyCode = nil
    return copy
  }
}
