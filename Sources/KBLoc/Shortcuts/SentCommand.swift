/// The command a menu item sends to the focused page rather than running it itself (Electron's
/// `webContents.send(channel, …)`), with the calls the page's handlers make for it: what tells
/// whether the item and a page's binding on the same keys are one command (docs/scopes.md, "The
/// key order").
///
/// The page gets a ⌘ key before the menu bar, so a binding of the page on a menu item's keys takes
/// them while the page has focus. When the item only forwards its command to the page, the user
/// gets the same thing either way if the binding runs that command. kbloc decides by the words
/// of the commands' names (``words(of:)``): the same words are one command, no shared word two
/// commands, some shared words cannot be decided.
///
/// ```swift
/// let paste = SentCommand(channel: "shortcut", command: "paste-as-plain")
/// paste.match(binding: "pasteAsPlain")             // .same
/// SentCommand(channel: "shortcut", command: "search").match(binding: "openSearchPanel")   // .related
/// SentCommand(channel: "shortcut", command: "search", calls: ["toggleSearchPanel"])
///   .match(binding: "openSearchPanel")             // .same: the handler opens the search panel
/// paste.match(binding: "selectSelectionMatches")   // .unrelated
/// ```
public struct SentCommand: Sendable, Hashable {
  /// How a sent command compares with a binding's command.
  public enum Match: Sendable, Equatable {
    /// The words of one of the command's names are the binding's: one command.
    case same
    /// They share some words, or one side has no words to compare: kbloc cannot tell.
    case related
    /// They share no word: two commands.
    case unrelated
  }

  /// The channel the item sends on: the first argument of `webContents.send`.
  public var channel: String
  /// The string the item sends on the channel, when it sends one (`send('shortcut',
  /// 'paste-as-plain')`); `nil` when the channel alone names the command (`send('find')`).
  public var command: String?
  /// The calls the page's handlers of the channel make for the command (`ipcRenderer.on('shortcut',
  /// (event, command) => { if (command === 'search') editor.toggleSearchPanel() })` makes
  /// `toggleSearchPanel`), where a scan read them.
  public var calls: [String]

  /// Creates a sent command from its parts.
  public init(channel: String, command: String? = nil, calls: [String] = []) {
    self.channel = channel
    self.command = command
    self.calls = calls
  }

  /// The names the command goes by: the string sent (or the channel), then the handlers' calls.
  public var names: [String] { [command ?? channel] + calls }

  /// How the command compares with the command a binding runs, named `name` (its action, else its
  /// title).
  ///
  /// The same words as one of ``names`` are one command. Otherwise the command's own words (the
  /// string sent, or the channel) decide: some shared with the binding's, or none on one side (a
  /// binding whose command has no name), cannot be decided; none shared are two commands. The
  /// handlers' calls only ever make the two one command: a handler may call something else first
  /// (a store's setter), whose words say nothing of the command.
  /// - Complexity: O(*n*) in the length of the names.
  public func match(binding name: String?) -> Match {
    let binding = name.map(Self.words(of:)) ?? []
    let own = Self.words(of: command ?? channel)
    guard !binding.isEmpty else { return .related }
    if names.contains(where: { Self.words(of: $0) == binding }) { return .same }
    return own.isEmpty || !own.isDisjoint(with: binding) ? .related : .unrelated
  }

  /// The words that name what a command does, lowercased: the words of its name as
  /// ``CommandName/title(of:)`` splits them (after a channel's namespace, `tab:` or `mt::`), less
  /// those that say how a command is reached rather than what it does (``reachingWords``: `open`,
  /// `show`, `toggle`, `focus`, `run`, `handle`, `command`, `menu`, `editor`…), with `find` read as
  /// `search`.
  ///
  /// ```swift
  /// SentCommand.words(of: "paste-as-plain")      // ["paste", "as", "plain"]
  /// SentCommand.words(of: "openSearchPanel")     // ["search", "panel"]
  /// SentCommand.words(of: "mt::editor-find")     // ["search"]
  /// ```
  /// - Complexity: O(*n*) in the length of the name.
  public static func words(of name: String) -> Set<String> {
    var base = Substring(name)
    if let colon = base.lastIndex(of: ":"), base.index(after: colon) < base.endIndex {
      base = base[base.index(after: colon)...]
    }
    guard let title = CommandName.title(of: String(base)) else { return [] }
    var words: Set<String> = []
    for word in title.lowercased().split(separator: " ") {
      let word = String(word)
      guard !reachingWords.contains(word) else { continue }
      words.insert(synonyms[word] ?? word)
    }
    return words
  }

  /// Words that say how a command is reached, or that it is one, rather than what it does:
  /// `openSearchPanel` and `toggleSearchPanel` both show the search panel, a channel named
  /// `editor-command` carries commands.
  static let reachingWords: Set<String> = [
    "open", "show", "toggle", "focus", "display", "run", "do", "trigger", "perform", "handle", "invoke", "execute",
    "exec", "on", "the", "a", "an", "to", "menu", "command", "cmd", "action", "event", "shortcut", "editor",
  ]

  /// Words one command goes by: Find is the search of an editor (CodeMirror's `openSearchPanel`
  /// is on ⌘F).
  static let synonyms: [String: String] = ["find": "search"]
}

extension SentCommand {
  /// The command as `extract` writes it in the `sends` field: `{"channel": …, "command": …,
  /// "calls": […]}`, `command` and `calls` only when there are some.
  package func json(at position: SourcePosition) -> JSONValue {
    func string(_ text: String) -> JSONValue { JSONValue(.string(text), at: position) }
    var members = [JSONMember(key: "channel", keyPosition: position, value: string(channel))]
    if let command { members.append(JSONMember(key: "command", keyPosition: position, value: string(command))) }
    if !calls.isEmpty {
      members.append(
        JSONMember(key: "calls", keyPosition: position, value: JSONValue(.array(calls.map(string)), at: position)))
    }
    return JSONValue(.object(members), at: position)
  }

  /// The command a `sends` field holds; `nil` when it is not an object with a string `channel`.
  package init?(json: JSONValue) {
    guard let channel = json["channel"]?.string else { return nil }
    self.init(
      channel: channel, command: json["command"]?.string, calls: json["calls"]?.array?.compactMap(\.string) ?? [])
  }
}

extension ShortcutDefinition {
  /// The command the menu item sends to the focused page instead of running it (its `sends`
  /// field, which the Electron reader records); `nil` for every other declaration.
  public var sentCommand: SentCommand? {
    get { extra["sends"].flatMap(SentCommand.init(json:)) }
    set { extra["sends"] = newValue?.json(at: position) }
  }

  /// The name of the command a binding runs, to compare with a command a menu item sends to the
  /// page (``SentCommand/match(binding:)``): its action, else its title.
  var commandName: String? { action ?? title }
}
