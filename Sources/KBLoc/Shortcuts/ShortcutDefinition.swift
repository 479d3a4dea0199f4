/// One entry of a shortcuts file: a shortcut with its id, title and translation settings.
///
/// Read from a file by ``ShortcutFile``, which records where each entry is, or made in code.
///
/// ```swift
/// let back = try ShortcutDefinition(id: "back", shortcut: Shortcut(parsing: "Command-["), title: "Go Back")
/// back.keys     // "Command-["
/// back.mirror   // true
/// ```
public struct ShortcutDefinition: Sendable, Hashable {
  /// How a character shortcut is found on another layout.
  public enum Match: String, Sendable, CaseIterable {
    /// Find the character wherever the layout types it (the default): ⌘Z stays ⌘Z.
    case character
    /// Press the key that types the character on the reference layout, for game key bindings:
    /// WASD becomes ZQSD on AZERTY.
    case position
  }

  /// The shortcut's unique name in its file, such as `undo`.
  public var id: String
  /// The shortcut as written in the file (`cmd+shift+z`); ``shortcut`` is what it means.
  public var keys: String
  /// The parsed shortcut.
  public var shortcut: Shortcut
  /// The human title, such as `Go Back`; `nil` when the file gives none.
  public var title: String?
  /// The menu or group the shortcut belongs to; `nil` when the file gives none.
  public var category: String?
  /// How a character shortcut is found on another layout: ``Match/character`` unless the file
  /// says `"match": "position"`.
  public var match: Match
  /// Whether the shortcut is mirrored for right-to-left interfaces (`Command-[` ↔ `Command-]`).
  ///
  /// `true` unless the file says `"mirror": false` or `"localize": false`: a shortcut that is not
  /// localized is not mirrored either, as on Apple platforms.
  public var mirror: Bool
  /// Whether the shortcut is translated for other layouts at all; `true` unless the file says
  /// `"localize": false`.
  public var localize: Bool
  /// Where the `keys` value is written in the file (its opening quote), for diagnostics about the
  /// shortcut.
  public var position: SourcePosition
  /// Where the entry starts in the file (its `{`), for diagnostics about the entry as a whole.
  public var entryPosition: SourcePosition
  /// When the shortcut is live: its app or target and its place there; `nil` for a shortcut of a
  /// plain shortcuts file, which can conflict with every other (the file's `"scope"`, which
  /// `kbloc extract` writes).
  public var scope: ShortcutScope?
  /// The action the shortcut performs, such as the selector `paste:`; two declarations of one
  /// shortcut with the same action are one command (the file's `"action"`).
  public var action: String?
  /// The key code the app matches the key by, when it matches a number rather than a character
  /// (`event.keyCode == kVK_ANSI_W`): the shortcut's key is then the physical key of that code,
  /// resolved on each layout's keyboard type (``KeyCode/key(on:)``); `nil` for every other
  /// shortcut (the file's `"keyCode"`, such as `"mac:0x0D"`).
  public var keyCode: KeyCode?
  /// For an alternate menu item, the id of its primary.
  ///
  /// An alternate item (AppKit's `isAlternate`) replaces the item just before it in its menu while
  /// its modifiers are held: the two are one command, never a conflict (docs/scopes.md). `nil`
  /// for every other shortcut (the file's `"alternateOf"`, as `kbloc extract` writes it).
  public var alternateOf: String?
  /// The ids of other declarations that are one command with this one.
  ///
  /// What a project file states (`conflicts.one-command`) where neither actions nor titles say
  /// so. A link on either side is enough; links join as commands do (one with each other through
  /// a third).
  public var oneCommandWith: [String] = []
  /// The ids of declarations never to report as a conflict with this one.
  ///
  /// What a project file states (`conflicts.ignore`), whatever their scopes. A link on either
  /// side is enough; unlike ``oneCommandWith``, it joins nothing else.
  public var ignoresConflictWith: [String] = []
  /// Whether a reader of code found the item marked alternate (`isAlternate = true`,
  /// `setAlternate:YES`) without knowing the item before it: a scan finds its primary
  /// (``alternateOf``) among the items the same file declares before it.
  package var isAlternate = false
  /// Fields kbloc does not know, kept with their values and positions for the package's tools.
  package var extra: [String: JSONValue] = [:]

  /// Creates a definition in code.
  ///
  /// - Parameters:
  ///   - id: The unique name.
  ///   - shortcut: The shortcut.
  ///   - keys: The shortcut as written; its canonical description when `nil`.
  ///   - title: The human title.
  ///   - category: The menu or group.
  ///   - match: How a character shortcut is found on another layout.
  ///   - mirror: Whether to mirror for right-to-left interfaces; forced off when `localize` is
  ///     `false`.
  ///   - localize: Whether to translate the shortcut at all.
  ///   - position: Where `keys` is written; line 1, column 1 for definitions made in code.
  ///   - entryPosition: Where the entry starts; `position` when `nil`.
  ///   - scope: When the shortcut is live; `nil` for a plain shortcuts file's entry.
  ///   - action: The action it performs, such as `paste:`.
  ///   - keyCode: The key code the app matches the key by; its key should be the shortcut's
  ///     physical key on an ANSI keyboard.
  public init(
    id: String, shortcut: Shortcut, keys: String? = nil, title: String? = nil, category: String? = nil,
    match: Match = .character, mirror: Bool = true, localize: Bool = true,
    position: SourcePosition = SourcePosition(line: 1, column: 1), entryPosition: SourcePosition? = nil,
    scope: ShortcutScope? = nil, action: String? = nil, keyCode: KeyCode? = nil
  ) {
    self.id = id
    self.keys = keys ?? shortcut.description
    self.shortcut = shortcut
    self.title = title
    self.category = category
    self.match = match
    self.mirror = mirror && localize
    self.localize = localize
    self.position = position
    self.entryPosition = entryPosition ?? position
    self.scope = scope
    self.action = action
    self.keyCode = keyCode
  }
}
