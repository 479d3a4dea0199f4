/// `key-code-shortcut` (warning): a Command or Control shortcut an app's own key handler matches
/// by key code, whose key types another character on some layouts.
///
/// What it checks, why, an example and the fix are in ``documentation``, the one text
/// `docs/lint.md` and SARIF's help are made from.
public struct KeyCodeShortcutRule: LintRule {
  /// `key-code-shortcut`.
  public let id = "key-code-shortcut"
  /// Warning: a game or a positional command may mean the key by its place.
  public let defaultSeverity = LintSeverity.warning
  /// One sentence saying what the rule finds.
  public let summary =
    "A Command or Control shortcut is matched by key code, so its key types another character on some layouts."
  /// Why the rule matters, how it decides, an example finding and the fix, in Markdown: the
  /// rule's section of `docs/lint.md`.
  public let documentation = """
    A key handler that compares the event's key code (`event.keyCode == kVK_ANSI_W`, `case 0x0D:`)
    answers to a place on the keyboard, not to a character: ⌘ with the key in W's place is ⌘, on
    Dvorak and ⌘Z on French, where people look for ⌘W on the key that types W — and where a menu
    item's ⌘, or ⌘Z is on the same press. Shortcuts with Command or Control are commands people
    find by their letter, as menus show them, so matching them by position surprises everyone
    whose layout moves the letter.

    The rule reports each Command or Control shortcut that an app's key handler, key-equivalent
    handler or local event monitor matches by key code (``ShortcutDefinition/keyCode``), naming the
    layouts of the project's coverage set (the `.kbloc.yml` `layouts`) where its key types
    another character than on the US layout — at most five, then how many more. Without a
    project file's layouts the set is Dvorak, Colemak, French (AZERTY) and German (QWERTZ), as
    recorded on a Mac. Keys that type no character (arrows, Esc, F-keys) and global hot keys,
    which the system only knows by key code, are not reported.

    ```
    Editor/EditorView.swift:42:14: warning: 'Command-code:KeyW' is matched by key code: its key types ',' on Dvorak, 'z' on French; compare the character, or localize the shortcut at startup [key-code-shortcut]
    ```

    *Fix:* compare the character the event types (`event.charactersIgnoringModifiers == "w"`),
    or look the key up on the current layout when the app starts (`UCKeyTranslate`, or kbloc's
    `ShortcutLocalizer` with the layout of the current input source) and match its code.
    """

  /// Creates the rule.
  public init() {}

  /// Reports each key-code shortcut with Command or Control of a key handler, with the layouts
  /// where its key types another character.
  /// - Complexity: O(*n* × *l*) for *n* shortcuts and *l* layouts, each look-up O(1).
  public func check(_ file: ShortcutFile, context: LintContext) -> [LintFinding] {
    let candidates = file.definitions.filter(Self.applies(to:))
    guard !candidates.isEmpty else { return [] }
    let reference = context.reference ?? Layout.usReference(for: .mac)
    let layouts = context.layouts ?? Self.defaultLayouts
    return candidates.compactMap { definition -> LintFinding? in
      guard let code = definition.keyCode, let key = code.key else { return nil }
      let written = reference.character(at: key, group: 1, modifiers: [])
      var moved: [String] = []
      for layout in layouts {
        let name = layout.inputSource.flatMap { AppleInputSource.named($0)?.name } ?? layout.name
        guard let pressed = code.key(on: layout.keyboardType) else {
          moved.append("no such key on \(name)")
          continue
        }
        let typed = layout.character(at: pressed, group: 1, modifiers: [])
        guard let typed, typed.lowercased() != written.map({ $0.lowercased() }) else { continue }
        moved.append("'\(typed)' on \(name)")
      }
      guard !moved.isEmpty else { return nil }
      let listed = moved.prefix(5).joined(separator: ", ")
      let more = moved.count > 5 ? " and \(moved.count - 5) more" : ""
      return finding(
        definition, "\(definition.keys.quoted) is matched by key code: its key types \(listed)\(more)",
        fix: "compare the character, or localize the shortcut at startup")
    }
  }

  /// Whether the rule looks at `definition`: a shortcut with Command or Control on a typing key,
  /// matched by key code, that is no global hot key.
  public static func applies(to definition: ShortcutDefinition) -> Bool {
    guard let code = definition.keyCode, let key = code.key, key.isMain,
      !definition.shortcut.modifiers.isDisjoint(with: [.command, .control])
    else { return false }
    return definition.scope?.element != .globalHotkey
  }

  /// The layouts checked without a project's: Dvorak, Colemak, French and German, as recorded on
  /// a Mac (each on the keyboard its input source comes with).
  public static let defaultLayouts: [Layout] = defaultInputSources.compactMap {
    try? Layout.bundled(inputSource: $0)
  }

  /// The input sources of ``defaultLayouts``.
  public static let defaultInputSources = [
    "com.apple.keylayout.Dvorak", "com.apple.keylayout.Colemak", "com.apple.keylayout.French",
    "com.apple.keylayout.German",
  ]
}
