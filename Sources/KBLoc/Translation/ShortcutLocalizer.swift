/// Translates shortcuts written on a reference layout (US by default) for a target layout,
/// following docs/policies.md: mirroring, position-stable named keys, game bindings by position,
/// and for characters what the ``TranslationPolicy`` says: what macOS registers (`apple`, the
/// default on `mac`), or the cheapest stroke with fallbacks when it needs Option or is missing
/// (`kbloc`).
///
/// A localizer is an immutable `Sendable` value: build it once per layout, then share it across
/// threads. Each ``localize(_:id:match:mirror:localize:)`` is a few dictionary lookups.
///
/// ```swift
/// let localizer = ShortcutLocalizer(layout: german, reference: us)   // the apple policy
/// let result = localizer.localize(try Shortcut(parsing: "Command-["))
/// result.status     // .remapped
/// result.display    // "⌘Ö", as macOS registers it
/// ```
public struct ShortcutLocalizer: Sendable {
  /// The layout shortcuts are translated for, as key equivalents see it: where the target types
  /// other characters with ⌘ held (``Layout/commandLevels``), its keys type those
  /// (``Layout/foldingCommandLevels()``); otherwise the target itself.
  public let layout: Layout
  /// The layout shortcuts were written on.
  public let reference: Layout
  /// The interface direction; right-to-left mirrors direction-bearing shortcuts.
  public let direction: WritingDirection
  /// A strategy forced on every shortcut, or `nil` to follow each shortcut's `match`.
  public let preference: Preference?
  /// How characters are translated.
  public let policy: TranslationPolicy
  /// What macOS registers on the target layout, under the `apple` and `apple-rule` policies;
  /// `nil` under `kbloc`.
  public var keyEquivalentMap: AppleKeyEquivalentMap? { characterPolicy.apple?.map }
  /// The platform standard shortcuts, normalized on the reference layout (shared by the
  /// localizers of a run): the tables below give positions in it.
  let standardShortcutList: [StandardShortcut]
  /// For each catalog key, by ``Key/order``, a bit for each modifier set (by raw value) that some
  /// standard shortcut presses it with: most presses are no standard shortcut, and this says so
  /// without hashing.
  private(set) var standardModifierMasks: [UInt64]
  /// The packed key combination (``LocalizedShortcut/Press/Combination/packed``) of each standard
  /// shortcut's press on the target layout, sorted (a combination that several standard shortcuts
  /// press is there once for each): a press that is a standard shortcut's is found by a binary
  /// search, without hashing.
  private(set) var standardPackedPresses: [Int]
  /// Beside each entry of ``standardPackedPresses``, the position of its standard shortcut in
  /// ``standardShortcutList``; the standard shortcuts of one combination in their order.
  private(set) var standardOffsetsOfPackedPresses: [Int]
  /// The positions in ``standardShortcutList`` of the standard shortcuts pressed with a key
  /// combination that has no packed form (a key outside the catalog), by combination.
  private(set) var unpackedStandardPresses: [LocalizedShortcut.Press.Combination: [Int]]
  /// Whether each group of the target layout types Latin letters.
  let latinGroups: Set<Int>
  /// The policy's character step.
  let characterPolicy: CharacterStep
  /// The names the results' reasons quote, shared by every result.
  let explanationContext: Explanation.Context

  /// A strategy forced on every shortcut of a run (`--prefer`).
  public enum Preference: String, Sendable, CaseIterable {
    /// Match every shortcut by the character it types.
    case character
    /// Match every character shortcut by the position of its key on the reference layout.
    case position
  }

  /// Creates a localizer.
  /// - Parameters:
  ///   - layout: The target layout.
  ///   - reference: The layout the shortcuts were written on (US).
  ///   - direction: The interface direction; the target layout's own by default.
  ///   - preference: A strategy to force on every shortcut.
  ///   - policy: How characters are translated; by default `apple` on `mac`, `kbloc` on `pc`.
  ///   - standardShortcuts: The platform's standard shortcuts, checked for conflicts (each
  ///     translated by the same policy).
  public init(
    layout: Layout, reference: Layout, direction: WritingDirection? = nil, preference: Preference? = nil,
    policy: TranslationPolicy? = nil, standardShortcuts: [StandardShortcut] = StandardShortcut.apple
  ) {
    self.init(
      layout: layout, reference: reference, direction: direction, preference: preference, policy: policy,
      standards: NormalizedStandards(standardShortcuts, reference: reference))
  }

  /// Creates a localizer whose standard shortcuts were normalized already: a run over many layouts
  /// normalizes them once (``NormalizedStandards``), on the run's reference layout, which must be
  /// `reference`.
  init(
    layout: Layout, reference: Layout, direction: WritingDirection?, preference: Preference?,
    policy: TranslationPolicy?, standards: NormalizedStandards
  ) {
    // macOS matches a key equivalent against what the key types while ⌘ is held.
    let layout = layout.foldingCommandLevels()
    self.layout = layout
    self.reference = reference
    self.direction = direction ?? layout.direction
    self.preference = preference
    let policy = policy ?? .default(for: layout.platform)
    self.policy = policy
    let characterPolicy = policy.characterStep(on: layout)
    self.characterPolicy = characterPolicy
    // For an input method's table, every character's reason ends by saying that its key
    // equivalents go through the keyboard layout it pairs with.
    let inputMethod = layout.inputSource.flatMap(AppleInputSource.named).flatMap { entry in
      entry.keyEquivalentLayout.flatMap(AppleInputSource.named).map { (name: entry.name, through: $0.name) }
    }
    var standIn: String?
    if case .recorded(let table) = layout.source { standIn = table.standIn }
    self.explanationContext = Explanation.Context(
      layout: layout.name, reference: reference.name, appleAnswer: characterPolicy.apple?.answer,
      standIn: standIn, inputMethod: inputMethod)
    var latin = Set<Int>()
    for group in 1...max(1, layout.groupNames.count) {
      let letters = "etaoinsrhl".filter { letter in
        layout.strokes(for: letter).contains { $0.group == group && $0.key.isMain }
      }
      if letters.count >= 8 { latin.insert(group) }
    }
    self.latinGroups = latin
    self.standardShortcutList = standards.shortcuts
    self.standardModifierMasks = []
    self.standardPackedPresses = []
    self.standardOffsetsOfPackedPresses = []
    self.unpackedStandardPresses = [:]
    (standardModifierMasks, standardPackedPresses, standardOffsetsOfPackedPresses, unpackedStandardPresses) =
      Self.standardTables(pressing: standards.shortcuts, on: self)
  }

  /// Localizes one shortcut, on its own: no conflict checks against other shortcuts, but checks
  /// against the standard shortcuts.
  /// - Parameters:
  ///   - shortcut: The shortcut as written on the reference layout.
  ///   - id: The id to report; the shortcut's text by default.
  ///   - match: Whether to match the character (default) or the reference position.
  ///   - mirror: Whether to mirror it in a right-to-left interface.
  ///   - localize: `false` keeps the shortcut as written, without mirroring.
  /// - Returns: What the shortcut becomes on the target layout.
  /// - Complexity: O(1): a few dictionary lookups.
  public func localize(
    _ shortcut: Shortcut, id: String? = nil, match: ShortcutDefinition.Match = .character, mirror: Bool = true,
    localize: Bool = true
  ) -> LocalizedShortcut {
    // The text is made when the result's id or input is read, not on every localization.
    let text: LocalizedShortcut.Text = id.map { .identified(id: $0, shortcut: shortcut) } ?? .shortcut(shortcut)
    var result = translate(shortcut, text: text, match: match, mirror: mirror, localize: localize)
    flagStandardConflicts(&result)
    return result
  }

  /// Parses and localizes one shortcut string, such as `Command-[` or `cmd+shift+z`.
  /// - Throws: ``ShortcutParseError`` when the text is not a shortcut.
  public func localize(_ text: String) throws(ShortcutParseError) -> LocalizedShortcut {
    let shortcut = try Shortcut(parsing: text)
    var result = translate(shortcut, text: .parsed(text), match: .character, mirror: true, localize: true)
    flagStandardConflicts(&result)
    return result
  }

  /// Localizes every shortcut of a file: position fallbacks (`kbloc` policy) yield to the
  /// shortcuts that type their character directly, then collisions among the results and with standard shortcuts are
  /// flagged `conflict`.
  /// - Complexity: O(*n*) in the number of shortcuts.
  public func localize(_ definitions: [ShortcutDefinition]) -> [LocalizedShortcut] {
    localize(definitions, commandKeys: nil)
  }

  /// Localizes every shortcut of a file, with each definition's ``ShortcutDefinition/commandKeys``
  /// in `commandKeys` when they were made once for many layouts, and the conflict sets of groups
  /// met before in `memo`, each definition named by its token (``ConflictSetsMemo``).
  func localize(
    _ definitions: [ShortcutDefinition], commandKeys: [[String]]?, memo: (ConflictSetsMemo, tokens: [Int])? = nil
  ) -> [LocalizedShortcut] {
    var results = definitions.map { definition in
      if let code = definition.keyCode {
        return translateKeyCode(
          code, definition.shortcut, text: .definition(id: definition.id, input: definition.keys))
      }
      return translate(
        definition.shortcut, text: .definition(id: definition.id, input: definition.keys), match: definition.match,
        mirror: definition.mirror, localize: definition.localize)
    }
    yieldFallbacks(&results, definitions: definitions, commandKeys: commandKeys)
    flagConflicts(&results, definitions: definitions, commandKeys: commandKeys, memo: memo)
    return results
  }
}

extension ShortcutLocalizer {
  /// Creates a localizer for shortcuts written on a US keyboard, the usual case: the reference is
  /// the US layout of the target's platform (`us(mac)` or `us`), compiled into kbloc.
  ///
  /// ```swift
  /// let localizer = ShortcutLocalizer(layout: try Layout.xkb("de"))
  /// try localizer.localize("Command-[").display   // "⌘Ö"
  /// try ShortcutLocalizer(layout: try Layout.xkb("de"), policy: .kbloc).localize("Command-[").display   // "⌘Ü"
  /// ```
  /// - Parameters:
  ///   - layout: The target layout.
  ///   - direction: The interface direction; the target layout's own by default.
  ///   - preference: A strategy to force on every shortcut.
  ///   - policy: How characters are translated; by default `apple` on `mac`, `kbloc` on `pc`.
  public init(
    layout: Layout, direction: WritingDirection? = nil, preference: Preference? = nil, policy: TranslationPolicy? = nil
  ) {
    self.init(
      layout: layout, reference: Layout.usReference(for: layout.platform), direction: direction, preference: preference,
      policy: policy)
  }
}

extension Layout {
  /// The US layout shortcuts are written on, for a platform: `us(mac)` on `mac`, `us` on `pc`.
  ///
  /// Decoded once from the tables compiled into kbloc (a test keeps them equal to libxkbcommon's).
  public static func usReference(for platform: Platform) -> Layout {
    platform == .mac ? usMac : usPC
  }

  private static let usMac = decodeReference(.mac)
  private static let usPC = decodeReference(.pc)

  private static func decodeReference(_ platform: Platform) -> Layout {
    guard let text = usReferenceSnapshots[platform], let layout = try? Layout(snapshot: text) else {
      // Unreachable while SnapshotTests pass. With an empty reference no position is known, so
      // no position fallback is taken: results may be less helpful, never a wrong key.
      return Layout(
        name: platform == .mac ? "us(mac)" : "us", groupNames: ["English (US)"], platform: platform, keys: [])
    }
    return layout
  }
}
