/// `unrelated-shift-variant` (warning): Shift added to an existing shortcut for an unrelated
/// command.
///
/// What it checks, why, an example and the fix are in ``documentation``, the one text
/// `docs/lint.md` and SARIF's help are made from.
public struct UnrelatedShiftVariantRule: LintRule {
  /// `unrelated-shift-variant`.
  public let id = "unrelated-shift-variant"
  /// Warning: the titles are compared by a heuristic that cannot know every relation.
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public let summary = "Shift is added to an existing shortcut for an unrelated command."
  /// Why the rule matters, how it decides, an example finding and the fix, in Markdown: the
  /// rule's section of `docs/lint.md`.
  public let documentation = """
    Shift should complement a related shortcut — ⌘Z undoes, ⇧⌘Z redoes; ⌘S saves, ⇧⌘S
    saves as. An unrelated command one Shift away from a familiar one gets run by mistake.

    *Which shortcuts are Shift variants:* one holding Shift (as pressed on the reference layout) is the
    variant of the same shortcut without Shift; one on the upper character of a two-character key is
    the variant of the lower character (`Command-{` is Shift-Command-[ on the keyboard). The base is
    looked up among the file's shortcuts that can be live together with the variant, as for
    `duplicate-shortcut` (for shortcuts read from an app's files: in the same app or target, and both
    in the main menu, or in the same window or view, or one in a window or view and the other in the
    main menu: one window's button is never the base of another window's), then among the standard
    shortcuts, live everywhere (⌘N is "Open a new document" even when the file does not define it).
    Every base live with the variant is checked: when ⌘[ is Back in one pane and Shift Left in
    another, ⌘{ Show Previous Tab is reported against Shift Left.

    *When two commands are related:* when the titles share a meaning-bearing word, compared as for
    `standard-shortcut-redefined` ("Save" / "Save As…", "Find Next" / "Find Previous"), or when they
    name the two halves of a known pair: undo/redo, next/previous, forward/back, in/out, show/hide,
    open/close, increase/decrease, bigger/smaller, up/down, left/right, first/last, expand/collapse,
    indent/outdent, select/deselect, lock/unlock, add/remove, enable/disable, start/stop, play/pause,
    fold/unfold, comment/uncomment, top/bottom, before/after. Shortcuts without titles are not judged,
    and a variant that is itself a standard shortcut used for its standard command (⌘? for Help, the
    variant of ⌘/) is fine.

    ```
    shortcuts.json:3:57: warning: 'Shift-Command-N' ('Delete Everything') adds Shift to 'Command-N' ('New'), an unrelated command; choose a shortcut that is not a variant of 'Command-N' [unrelated-shift-variant]
    ```

    *Fix:* keep Shift variants for related commands; give the unrelated one a shortcut of its own.
    """

  /// Creates the rule.
  public init() {}

  /// Reports each titled Shift variant whose base shortcut has an unrelated title or action.
  ///
  /// The bases are the shortcuts of the file on the base keys that can be live together with the
  /// variant (``ShortcutScope/canBeLive(with:)``, as for `duplicate-shortcut`), each checked in
  /// file order (one pane's base may be related, another's not); with none, the standard
  /// shortcut on them.
  /// - Complexity: O(*n* · *s*) for *n* shortcuts in one target each, where *s* is the most
  ///   scopes one place (its panes) declares one key combination in: one for a plain shortcuts
  ///   file or an app's files without panes.
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    // The declarations on each key combination, by where they are: another app's ⌘A, or one
    // window's button for another window's, is no base.
    var basesOfShortcut: [Shortcut: Bases] = [:]
    var seenScopes: Set<ScopedShortcut> = []
    for (index, definition) in file.definitions.enumerated() {
      let shortcut = context.folded(definition.shortcut)
      if seenScopes.insert(ScopedShortcut(scope: definition.scope, shortcut: shortcut)).inserted {
        basesOfShortcut[shortcut, default: Bases()].add(index, scope: definition.scope)
      }
    }
    // The words of each title and standard action, taken apart once however often they are compared.
    var wordsOfText: [String: TitleWords] = [:]
    func titleWords(of text: String) -> TitleWords {
      if let known = wordsOfText[text] { return known }
      let words = TitleWords(text)
      wordsOfText[text] = words
      return words
    }
    return file.definitions.compactMap { definition in
      guard let title = definition.meaningfulTitle, let base = Self.base(of: definition.shortcut, context: context)
      else { return nil }
      let words = TitleWords(title)
      let standards = context.standardShortcuts(matching: definition.shortcut)
      if standards.contains(where: { words.sharesMeaning(with: titleWords(of: $0.action)) }) { return nil }
      let baseName: String
      let baseWords: TitleWords
      let bases = basesOfShortcut[base]?.all(liveWith: definition.scope, in: file.definitions) ?? []
      if !bases.isEmpty {
        // The first titled base that is unrelated: a base in one pane and another in another
        // (Back and Shift Left on ⌘[) are each checked.
        let unrelated = bases.lazy.compactMap { index -> (ShortcutDefinition, String, TitleWords)? in
          let own = file.definitions[index]
          guard let baseTitle = own.meaningfulTitle else { return nil }
          let ownWords = titleWords(of: baseTitle)
          guard !words.sharesMeaning(with: ownWords), !words.isCompanion(of: ownWords) else { return nil }
          return (own, baseTitle, ownWords)
        }.first
        guard let (own, baseTitle, ownWords) = unrelated else { return nil }
        baseName = "\(own.keys.quoted) (\(baseTitle.quoted))"
        baseWords = ownWords
      } else if let standard = context.standardShortcuts(matching: base).first(where: { !$0.isReservedForVaryingUses })
      {
        baseName = "the standard '\(base)' (\(standard.actionPhrase))"
        baseWords = titleWords(of: standard.action)
      } else {
        return nil
      }
      guard !words.sharesMeaning(with: baseWords), !words.isCompanion(of: baseWords) else { return nil }
      return finding(
        definition, "\(definition.keys.quoted) (\(title.quoted)) adds Shift to \(baseName), an unrelated command",
        fix: "choose a shortcut that is not a variant of '\(base)'")
    }
  }

  /// The declarations of one key combination in file order, listed by place, so that a lookup
  /// reads only the places whose declarations can be live with a given scope; which of them are is
  /// ``ShortcutScope/canBeLive(with:)``'s to say.
  struct Bases {
    /// Which list: one window, view, condition or menu of a target; its main menu (and
    /// anywhere); or its windows, views and conditions.
    enum Place: Hashable {
      case place(ShortcutScope.Target, ShortcutScope.Context.Kind, String)
      case alwaysLive(ShortcutScope.Target)
      case windows(ShortcutScope.Target)
    }

    /// Every declaration, live with one that has no scope.
    var every: [Int] = []
    /// The declarations with no scope, each live with any other, in file order.
    var unscoped: [Int] = []
    /// The declarations in each place, in file order.
    var lists: [Place: [Int]] = [:]

    /// Adds the declaration at `index`, after those added before.
    mutating func add(_ index: Int, scope: ShortcutScope?) {
      every.append(index)
      guard let scope else {
        unscoped.append(index)
        return
      }
      for place in Self.places(of: scope) { lists[place, default: []].append(index) }
    }

    /// The places a declaration in `scope` is listed in.
    static func places(of scope: ShortcutScope) -> [Place] {
      let context = scope.context
      return scope.targetKeys.map { target in
        if context.isAlwaysLive { return .alwaysLive(target) }
        return .place(target, context.kind, context.key)
      } + (context.isAlwaysLive || context.kind == .menu ? [] : scope.targetKeys.map { .windows($0) })
    }

    /// The places whose declarations can be live with one in `scope`: its own, and the main menu
    /// for a window, view or condition, or the windows, views and conditions for the main menu.
    static func candidates(liveWith scope: ShortcutScope) -> [Place] {
      let context = scope.context
      return scope.targetKeys.flatMap { target -> [Place] in
        if context.isAlwaysLive { return [.alwaysLive(target), .windows(target)] }
        if context.kind == .menu { return [.place(target, .menu, context.key)] }
        return [.place(target, context.kind, context.key), .alwaysLive(target)]
      }
    }

    /// The indices of the declarations that can be live with one in `scope`, in file order.
    /// - Complexity: O(*t* · *s* · log(*t* · *s*)) for a scope in *t* targets, where *s* is the
    ///   most scopes of one place (its panes) the key combination is declared in.
    func all(liveWith scope: ShortcutScope?, in definitions: [ShortcutDefinition]) -> [Int] {
      // A plain shortcuts file's entry is live with every declaration.
      guard let scope else { return every }
      let found = Self.candidates(liveWith: scope).flatMap { place in
        (lists[place] ?? []).filter { definitions[$0].scope.canBeLive(with: scope) }
      }
      return Array(Set(found + unscoped)).sorted()
    }
  }

  /// A shortcut in one scope; `nil` for a plain shortcuts file's entry.
  struct ScopedShortcut: Hashable {
    var scope: ShortcutScope?
    var shortcut: Shortcut
  }

  /// The shortcut without Shift: Shift removed, or the upper character of a two-character key
  /// replaced by its lower one; `nil` for a shortcut that is no Shift variant.
  static func base(of shortcut: Shortcut, context: LintContext) -> Shortcut? {
    let folded = context.folded(shortcut)
    if folded.modifiers.contains(.shift) {
      return Shortcut(folded.trigger, modifiers: folded.modifiers.subtracting(.shift))
    }
    guard case .character(let character) = folded.trigger, let key = context.twoCharacterKey(typing: character),
      key.shifted == character
    else { return nil }
    return Shortcut(.character(key.unshifted), modifiers: folded.modifiers)
  }
}
