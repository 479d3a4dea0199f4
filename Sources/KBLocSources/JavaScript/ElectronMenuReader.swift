import KBLoc

/// Reads the menu templates of an Electron app's JavaScript or TypeScript: every object literal
/// with an `accelerator` or a `role`, as `Menu.buildFromTemplate` takes them.
///
/// - The accelerator is Electron's text (`CmdOrCtrl+Shift+Z`, `Alt+F4`, `CommandOrControl+Plus`),
///   read in ``KeyNotation/electronAccelerator``: `CommandOrControl` is kbloc's Command (⌘ on
///   macOS, Control elsewhere); `Command`, `Cmd`, `Super` and `Meta` are ⌘ on macOS and the Windows
///   or Super key elsewhere, a note there.
/// - A `role` without an accelerator gets Electron's default for it (``ElectronRole``), and a menu
///   role without a submenu (`{ role: 'editMenu' }`) its default items.
/// - Platforms: a conditional, `&&`, `if`/`else` or an immediately called function on a platform
///   test (`process.platform === 'darwin'`, `isMac`…, see
///   ``ElectronMenuFile/platformCondition(_:depth:)``) gives each platform its value, and so do
///   code and names used only under one; a definition for some platforms records them.
/// - The title is the `label` (`&` mnemonics removed; a translation call's last string
///   argument), or the role's label; the category the enclosing item's label; the id the labels'
///   path (`Edit > Undo`), else `id`, `command`, the role, or the place.
/// - Scope: an item is in its app's main menu, unless its file shows its menus only on demand
///   (a context menu's `popup`, a tray's or the Dock's menu): a menu of its own; a keymap
///   table's entry is a binding live anywhere in the app. An item's action is its role, else its
///   `id` or `command` (a table's entry: its command): declarations of one are one command.
/// - An item whose `click` sends its command to the focused page (`webContents.send(channel, …)`,
///   ``ElectronMenuFile/sentCommand(click:functions:)``) records it as `sends`, for the key order to compare
///   with the page's bindings (``SentCommand``).
/// - A conditional or `&&` on anything but the platform gives each literal side, the condition kept
///   as `condition` (kbloc cannot tell which holds when the app runs). An accelerator or role that
///   is not a literal (a variable, a call) is a note with its source; so is every accelerator kbloc
///   cannot read.
enum ElectronMenuReader {
  /// The file extensions read: JavaScript and TypeScript, with JSX, and their module variants.
  static let extensions: Set<String> = ["js", "mjs", "cjs", "jsx", "ts", "mts", "cts", "tsx"]

  /// The folder names whose files are build output, not sources: a folder scan passes over the
  /// JavaScript in them.
  static let outputFolders: Set<String> = [
    "dist", "out", "build", "bundle", "coverage", "vendor", "bower_components", ".webpack", ".vite", ".next", ".nuxt",
    ".output",
  ]

  /// The longest line a JavaScript source kbloc reads holds; a longer one marks minified or
  /// bundled code.
  static let longestSourceLine = 2_000

  /// The starts of string literals that are Electron accelerators (`'CmdOrCtrl+`), which a keymap
  /// file holds where it never says `accelerator`.
  static let acceleratorPrefixes: [String] = ["Command", "Cmd", "CmdOrCtrl", "CommandOrControl", "Ctrl", "Control"]
    .flatMap { name in ["'", "\""].map { $0 + name + "+" } }

  /// The folder names of JavaScript tests and their mocks.
  static let testFolders: Set<String> = ["__tests__", "__mocks__"]

  /// Whether a JavaScript or TypeScript file at `path` holding `text` is read for menus.
  ///
  /// It mentions `accelerator`, or `role:` and `Menu` (roles alone are ARIA's as often); it is no
  /// declaration file (`.d.ts`), no test (`.test.`, `.spec.` in the name, `__tests__`), no
  /// minified (`.min.js`, a line longer than ``longestSourceLine``) or bundled file, and not in a
  /// build output folder (``outputFolders``).
  static func reads(path: String, text: String) -> Bool {
    guard isSource(path: path) else { return false }
    var text = text
    let mentions = text.withUTF8 { bytes in
      ByteSearch.contains(anyOf: acceleratorNeedles, in: bytes)
        || (ByteSearch.contains(anyOf: menuNeedles, in: bytes) && ByteSearch.contains(anyOf: roleNeedles, in: bytes))
    }
    return mentions && !hasLongLine(text)
  }

  /// `accelerator` and the ``acceleratorPrefixes``, as UTF-8 bytes: words searched in the bytes
  /// of every JavaScript file of a scan, without Foundation's string search.
  static let acceleratorNeedles = (["accelerator"] + acceleratorPrefixes).map { Array($0.utf8) }
  /// `Menu`, as UTF-8 bytes.
  static let menuNeedles = [Array("Menu".utf8)]
  /// `role:` and `role :`, as UTF-8 bytes.
  static let roleNeedles = ["role:", "role :"].map { Array($0.utf8) }

  /// Reads the menu templates of `text`, the file `file`.
  /// - Complexity: O(*n*) in the length of `text` (each expression's platform test is looked
  ///   for in a bounded number of tokens).
  static func read(_ text: String, file: String) -> SourceReading {
    var reader = ItemReader(file: ElectronMenuFile(text: text, file: file))
    reader.readItems()
    return reader.reading
  }

  /// Whether strings are a table's accelerators: at least four of them (`''` aside), nine in ten
  /// Electron's text, and half of them with a modifier (a `+`).
  static func areAccelerators(_ strings: [String]) -> Bool {
    let written = strings.filter { !$0.isEmpty }
    guard written.count >= 4, written.filter({ $0.contains("+") }).count * 2 >= written.count else { return false }
    let accelerators = written.filter { text in
      guard case .read = accelerator(text, on: .mac) else { return false }
      return true
    }
    return accelerators.count * 10 >= written.count * 9
  }

  /// The shortcut an accelerator gives on `platform`, or why it gives none.
  static func accelerator(_ text: String, on platform: Platform) -> StrokeReading {
    guard text.allSatisfy(\.isASCII) else {
      return .notRead(.unreadableKeys("the accelerator '\(text)' is not ASCII, which Electron refuses"))
    }
    let notation = KeyNotation.electronAccelerator
    var modifiers: [Substring] = []
    var keys: [Substring] = []
    for part in text.split(separator: "+") {
      let name = part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
      let word = Substring(String(name))
      guard !word.isEmpty else { continue }
      if notation.modifier(named: word) != nil || notation.namesSuperKey(word) {
        modifiers.append(word)
      } else {
        keys.append(word)
      }
    }
    guard keys.count == 1, let key = keys.first else {
      if keys.isEmpty {
        let plus = text.hasSuffix("+") ? "; Electron splits at '+', write 'Plus' for the key" : ""
        return .notRead(.unreadableKeys("the accelerator '\(text)' has no key\(plus)"))
      }
      return .notRead(.unreadableKeys("the accelerator '\(text)' names two keys, '\(keys[0])' and '\(keys[1])'"))
    }
    return notation.stroke(modifiers: modifiers, key: key, on: platform) {
      .unreadableKeys("'\($0)' in the accelerator '\(text)' is not a modifier")
    }
  }
}

/// Finds the menu items of one file and turns them into definitions and notes.
private struct ItemReader {
  let file: ElectronMenuFile
  var reading: SourceReading
  /// The label paths of the items read so far, by their opening brace.
  var paths: [Int: [String]] = [:]
  /// The notes made so far.
  var noted: Set<UnreadDeclaration> = []
  /// The page sends of the file's functions that items' clicks call, by name.
  var sends: [Substring: [ElectronMenuFile.Send]] = [:]

  /// Where the file's menu items are live: the main menu, or a menu of their own.
  let itemContext: ShortcutScope.Context

  /// The sides of the file's `if`/`else` statements on anything but the platform.
  let branches: [ElectronMenuFile.Branch]

  init(file: ElectronMenuFile) {
    self.file = file
    reading = SourceReading(file: file.file, format: .electron)
    itemContext = Self.itemContext(of: file.tokens.bytes, file: file.file)
    branches = file.conditionBranches()
  }

  /// The panes of the item at token `item` whose value holds under `condition`.
  ///
  /// They are the sides of the `if`/`else` statements around it, outermost first, then the
  /// condition of its value
  /// (`focused ? 'CmdOrCtrl+Shift+W' : 'CmdOrCtrl+W'`). Two items are live together only when one's
  /// panes begin with the other's, so the two sides of a conditional never are (as two VS Code
  /// `when` conditions of different text are taken as never holding together).
  /// - Complexity: O(*b*) for the file's *b* branches.
  func panes(of item: Int, under condition: String?) -> [String] {
    branches.filter { $0.range.contains(item) }.map(\.condition) + (condition.map { [$0] } ?? [])
  }

  /// The context of a file's menu items: a file that shows its menus only on demand — as a
  /// context menu (`menu.popup(…)`, or any call whose name says pop-up: an app's own
  /// `showPopupMenu(point, template)`), a tray icon's (`tray.setContextMenu(…)`) or the Dock's
  /// (`app.dock.setMenu(…)`), never `Menu.setApplicationMenu(…)` — holds a menu of its own
  /// (`Dock`, else named by the file); any other file's items are in the app's main menu.
  ///
  /// A file whose path says it is a context menu's — a folder or file named `contextMenu`,
  /// `context-menu`, `context_menu` in any case — holds a context menu's items though another file
  /// shows it (`menuItems.js` beside the `index.js` that calls `popup`): the menu is named by
  /// that folder's files' folder (or the file), so the files of one folder make one menu.
  static func itemContext(of bytes: [UInt8], file: String) -> ShortcutScope.Context {
    func mentions(_ word: String) -> Bool { bytes.firstRange(of: Array(word.utf8)) != nil }
    guard !mentions("setApplicationMenu(") else { return .mainMenu }
    if mentions("dock.setMenu(") { return .menu("Dock") }
    let components = file.split(separator: "/")
    let saysContextMenu = components.lastIndex {
      $0.lowercased().filter { $0 != "-" && $0 != "_" }.contains("contextmenu")
    }
    if let saysContextMenu {
      let place =
        saysContextMenu == components.count - 1 ? file : components.dropLast().joined(separator: "/")
      return .menu(ProjectPath.name(place), identity: place)
    }
    if callsPopUp(bytes) || mentions("setContextMenu(") {
      return .menu(ProjectPath.name(file), identity: file)
    }
    return .mainMenu
  }

  /// Whether `bytes` call a function whose name holds `popup` in any case (`menu.popup(`,
  /// `showPopupMenu(`, `popupContextMenu (`).
  /// - Complexity: O(*n*) in the number of bytes.
  static func callsPopUp(_ bytes: [UInt8]) -> Bool {
    let word = Array("popup".utf8)
    var index = 0
    while index + word.count <= bytes.count {
      defer { index += 1 }
      guard (0..<word.count).allSatisfy({ bytes[index + $0] | 0x20 == word[$0] }) else { continue }
      var end = index + word.count
      while end < bytes.count, ByteSearch.isIdentifierByte(bytes[end]) { end += 1 }
      while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
      if end < bytes.count, bytes[end] == UInt8(ascii: "(") { return true }
    }
    return false
  }

  /// The keys only a menu item has, beside `label` and `role`.
  static let itemKeys: Set<String> = [
    "click", "submenu", "type", "accelerator", "enabled", "visible", "checked", "sublabel", "toolTip", "icon",
  ]

  /// One property of an object literal: where its key is and its value's tokens.
  struct Member {
    var key: Int
    var value: Range<Int>
  }

  mutating func readItems() {
    // electron-util's `appMenu([…])` is the app menu: Electron's `appMenu` role's items around
    // those it is given.
    let electronUtil = file.tokens.bytes.firstRange(of: Array("electron-util".utf8)) != nil
    for open in 0..<file.count {
      if electronUtil, file.isToken(open, "appMenu"), file.isOpening(open + 1, "("), !file.isToken(open - 1, "."),
        !file.isToken(open - 1, "function"), let appMenu = ElectronRole.named("appMenu")
      {
        expand(appMenu, at: open, item: open, menu: path(of: open) + ["App"])
      }
      if file.isToken(open, "new"), file.isToken(open + 1, "Map"), file.isOpening(open + 2, "("),
        file.isOpening(open + 3, "[")
      {
        readTable(at: open + 3, entries: mapEntries(of: open + 3))
      }
      guard file.isOpening(open, "{"), let members = members(of: open), !file.isPattern(open), !isTypeDeclaration(open)
      else { continue }
      if members["accelerator"] != nil || members["role"] != nil {
        read(open, members: members)
      } else if Set(members.keys).isDisjoint(with: ["label", "submenu", "click"]) {
        readTable(at: open, entries: objectEntries(of: open))
      }
    }
  }

  /// One entry of a table of accelerators: its name and the token of its string.
  typealias TableEntry = (name: String, value: Int)

  /// The most entries kbloc looks at in a table: enough for any app's keymap.
  static let tableLimit = 10_000

  /// The `[NAME, 'ACCELERATOR']` pairs of `new Map([…])`; none when an element is another thing.
  func mapEntries(of open: Int) -> [TableEntry] {
    var entries: [TableEntry] = []
    for element in file.segments(of: open).prefix(Self.tableLimit) {
      guard element.count >= 2, file.isOpening(element.lowerBound, "["),
        file.partner(element.lowerBound) == element.upperBound - 1
      else { return [] }
      let pair = file.segments(of: element.lowerBound)
      guard pair.count == 2, pair[0].count == 1, pair[1].count == 1, let name = file.string(pair[0].lowerBound),
        file.string(pair[1].lowerBound) != nil
      else { return [] }
      entries.append((name, pair[1].lowerBound))
    }
    return entries
  }

  /// The `NAME: 'ACCELERATOR'` (or `NAME: ['ACCELERATOR', …]`) members of an object literal;
  /// none when a member is another thing.
  func objectEntries(of open: Int) -> [TableEntry] {
    var entries: [TableEntry] = []
    for member in file.segments(of: open).prefix(Self.tableLimit) {
      let key = member.lowerBound
      guard file.isToken(key + 1, ":"),
        let name = file.string(key) ?? (file.isIdentifier(key) ? String(file.text(key)) : nil)
      else { return [] }
      if member.count == 3, file.string(key + 2) != nil {
        entries.append((name, key + 2))
      } else if file.isOpening(key + 2, "["), file.partner(key + 2) == member.upperBound - 1 {
        for element in file.segments(of: key + 2) {
          guard element.count == 1, file.string(element.lowerBound) != nil else { return [] }
          entries.append((name, element.lowerBound))
        }
      } else {
        return []
      }
    }
    return entries
  }

  /// Reads a table of accelerators by command, as apps keep their keymaps.
  ///
  /// `new Map([['edit.undo', 'Command+Z'], …])` or `{ 'edit.undo': 'CmdOrCtrl+Z', … }`: at least
  /// four accelerators, nine in ten of them (`''` for none aside) Electron's text with a `+`. Its
  /// platform is the one its place or its file's name gives (`keybindingsDarwin.js`).
  mutating func readTable(at open: Int, entries: [TableEntry]) {
    let written = entries.compactMap { entry in file.string(entry.value).flatMap { $0.isEmpty ? nil : ($0, entry) } }
    guard ElectronMenuReader.areAccelerators(written.map(\.0)) else { return }
    let platforms = ElectronMenuFile.platforms(ofFileNameWords: file.file) ?? .all
    for (text, entry) in written {
      add(
        text, at: entry.value, item: open, platforms: platforms, title: nil, path: [], members: [:], role: nil,
        name: entry.name)
    }
  }

  /// The properties of the object literal at `open`: `key: value`, and shorthand `key` in an
  /// object that has a `key: value` too (alone, shorthands are more likely a pattern); `nil` when
  /// the braces hold statements or a type (a `;` at their top level).
  func members(of open: Int) -> [String: Member]? {
    var members: [String: Member] = [:]
    var shorthands: [String: Member] = [:]
    for segment in file.segments(of: open) {
      if file.topLevel(";", in: segment) != nil { return nil }
      let key = segment.lowerBound
      let name: String
      if let text = file.string(key) {
        name = text
      } else if file.isIdentifier(key) {
        name = String(file.text(key))
      } else {
        continue
      }
      if segment.count == 1, file.isIdentifier(key) {
        shorthands[name] = shorthands[name] ?? Member(key: key, value: key..<(key + 1))
      } else if name == "click", file.isOpening(key + 1, "("), members[name] == nil {
        // A method: `click (menuItem, window) { … }`.
        members[name] = Member(key: key, value: (key + 1)..<segment.upperBound)
      } else if file.isToken(key + 1, ":") {
        members[name] = members[name] ?? Member(key: key, value: (key + 2)..<segment.upperBound)
      }
    }
    return members.isEmpty ? members : members.merging(shorthands) { written, _ in written }
  }

  /// Whether the braces at `open` are a TypeScript interface or type alias.
  func isTypeDeclaration(_ open: Int) -> Bool {
    if file.isToken(open - 1, "="), file.isIdentifier(open - 2), file.isToken(open - 3, "type") { return true }
    var index = open - 1
    while index >= 0, open - index < 32 {
      if file.isToken(index, "interface") { return true }
      guard
        file.isIdentifier(index) || file.isToken(index, ",") || file.isToken(index, ".")
          || file.isToken(index, "<") || file.isToken(index, ">")
      else { return false }
      index -= 1
    }
    return false
  }

  /// The labels of the items around the item at `open`: an item in the `submenu` of another.
  mutating func path(of open: Int) -> [String] {
    if let known = paths[open] { return known }
    var path: [String] = []
    var scan = file.tokens.enclosing[open]
    // Up through arrays and calls (`submenu: [ … ]`, `Menu.buildFromTemplate([ … ])`) to the
    // object holding them, whose `submenu` must hold the item.
    while scan >= 0, !file.isToken(scan, "{") { scan = file.tokens.enclosing[scan] }
    if scan >= 0, let members = members(of: scan), let submenu = members["submenu"],
      submenu.value.contains(open)
    {
      path = self.path(of: scan)
      if let label = label(of: members, on: .all).first?.text { path.append(label) }
    }
    paths[open] = path
    return path
  }

  /// An item's labels by platform: its `label`, else (where that is no literal) its role's.
  func label(of members: [String: Member], on platforms: SourcePlatforms) -> [(
    platforms: SourcePlatforms, text: String?
  )] {
    var labels: [(platforms: SourcePlatforms, text: String?)] = []
    var rest = platforms
    if let label = members["label"] {
      // The first label each platform has: one title, even where a condition gives two.
      for variant in file.evaluate(label.value, on: platforms, titles: true) {
        let shared = variant.platforms.intersection(rest)
        guard case .text(let text, _) = variant.value, !shared.isEmpty else { continue }
        labels.append((shared, text.removingMnemonics(marked: "&")))
        rest.subtract(shared)
      }
    }
    if let role = role(of: members), let known = ElectronRole.named(role) {
      for (shared, text) in known.labels where !shared.isDisjoint(with: rest) {
        labels.append((shared.intersection(rest), text))
        rest.subtract(shared)
      }
    }
    if !rest.isEmpty { labels.append((rest, nil)) }
    return labels
  }

  /// The item's role: the first string its `role` is on some platform or condition.
  func role(of members: [String: Member]) -> String? {
    guard let role = members["role"] else { return nil }
    for variant in file.evaluate(role.value) {
      if case .text(let name, _) = variant.value { return name }
    }
    return nil
  }

  /// Reads one item: its accelerators (or its role's), by platform.
  mutating func read(_ open: Int, members: [String: Member]) {
    var keyed: [(platforms: SourcePlatforms, text: String, at: Int, condition: String?)] = []
    let roleMember = members["role"]
    let roles = roleMember.map { file.evaluate($0.value) } ?? []
    let role = role(of: members)
    let known = role.flatMap(ElectronRole.named)
    let variants: [ElectronMenuFile.Variant]
    if let accelerator = members["accelerator"] {
      // `accelerator: string` in a type literal is no value.
      if accelerator.value.count == 1,
        ["string", "Accelerator"].contains(String(file.text(accelerator.value.lowerBound)))
      {
        return
      }
      variants = file.evaluate(accelerator.value)
    } else {
      variants = [ElectronMenuFile.Variant(platforms: .all, value: .absent)]
    }
    for variant in variants {
      switch variant.value {
      case .text(let text, let at):
        if !text.isEmpty { keyed.append((variant.platforms, text, at, variant.condition)) }
      case .absent:
        // The role's default accelerator, on each platform and condition its role holds on.
        for roleVariant in roles where !roleVariant.platforms.isDisjoint(with: variant.platforms) {
          let platforms = roleVariant.platforms.intersection(variant.platforms)
          let condition = roleVariant.condition.map { variant.under($0).condition } ?? variant.condition
          switch roleVariant.value {
          case .text(let name, let at):
            for (shared, text) in ElectronRole.named(name)?.accelerators ?? [] where !shared.isDisjoint(with: platforms)
            {
              keyed.append((shared.intersection(platforms), text, at, condition))
            }
          case .unread(let range):
            // A role from a variable, on what is surely a menu item (data objects have roles too).
            if !Self.itemKeys.isDisjoint(with: members.keys) {
              note(.notLiteral("role", file.source(range)), at: range.lowerBound, platforms)
            }
          case .absent: break
          }
        }
      case .unread(let range):
        note(.notLiteral("accelerator", file.source(range)), at: range.lowerBound, variant.platforms)
      }
    }
    let path = self.path(of: open)
    let labels = label(of: members, on: .all)
    var sent: SentCommand?
    if !keyed.isEmpty, let click = members["click"] { sent = file.sentCommand(click: click.value, functions: &sends) }
    for (platforms, text, at, condition) in keyed {
      for label in labels where !label.platforms.isDisjoint(with: platforms) {
        add(
          text, at: at, item: open, platforms: platforms.intersection(label.platforms), title: label.text, path: path,
          members: members, role: role, condition: condition, sent: sent)
      }
    }
    // A menu role without a submenu brings its default items.
    if let known, members["submenu"] == nil, let roleMember, variants.contains(where: { $0.value == .absent }) {
      expand(known, at: roleMember.value.lowerBound, item: open, menu: path + [labels.first?.text ?? role ?? ""])
    }
  }

  /// The default items of a menu role (`editMenu`), declared at token `index`: each role once, on
  /// every platform whose default submenu holds it.
  mutating func expand(_ menuRole: ElectronRole, at index: Int, item: Int, menu: [String]) {
    var roles: [(name: String, platforms: SourcePlatforms)] = []
    for (shared, names) in menuRole.submenu {
      for name in names {
        if let known = roles.firstIndex(where: { $0.name == name }) {
          roles[known].platforms.formUnion(shared)
        } else {
          roles.append((name, shared))
        }
      }
    }
    for (name, shared) in roles {
      guard let item = ElectronRole.named(name) else { continue }
      for (platforms, text) in item.accelerators where !platforms.isDisjoint(with: shared) {
        for (labelPlatforms, label) in item.labels
        where !labelPlatforms.isDisjoint(with: platforms.intersection(shared)) {
          add(
            text, at: index, item: index, platforms: platforms.intersection(shared).intersection(labelPlatforms),
            title: label, path: menu, members: [:], role: name)
        }
      }
    }
  }

  /// A note at token `index`, for the platforms its code runs on; once, however many items use
  /// the value there (a constant several items share).
  mutating func note(_ reason: UnreadDeclaration.Reason, at index: Int, _ platforms: SourcePlatforms) {
    let live = platforms.intersection(file.platforms[index])
    let note = UnreadDeclaration(file: reading.file, position: file.position(index), reason: reason, platforms: live)
    guard !live.isEmpty, noted.insert(note).inserted else { return }
    reading.unread.append(note)
  }

  /// The definitions of one accelerator on `platforms`: one per kbloc platform where the text
  /// reads differently (`Cmd` is ⌘ on macOS, a note elsewhere), one for both where it does not.
  mutating func add(
    _ text: String, at index: Int, item: Int, platforms: SourcePlatforms, title: String?, path: [String],
    members: [String: Member], role: String?, condition: String? = nil, name: String? = nil, sent: SentCommand? = nil
  ) {
    let live = platforms.intersection(file.platforms[index])
    guard !live.isEmpty else { return }
    var sides: [(platforms: SourcePlatforms, reading: StrokeReading)] = []
    for platform in Platform.allCases {
      let shared = live.intersection(SourcePlatforms(platform))
      guard !shared.isEmpty else { continue }
      let stroke = ElectronMenuReader.accelerator(text, on: platform)
      if let same = sides.firstIndex(where: { $0.reading == stroke }) {
        sides[same].platforms.formUnion(shared)
      } else {
        sides.append((shared, stroke))
      }
    }
    let names =
      (name.map { [$0] } ?? [])
      + ["id", "command"].compactMap {
        members[$0].flatMap { $0.value.count == 1 ? file.string($0.value.lowerBound) : nil }
      }
    let position = file.position(index)
    let id =
      title.map { (path + [$0]).joined(separator: " > ") } ?? names.first ?? role
      ?? "\(reading.file):\(position)"
    var extra: [String: JSONValue] = [:]
    if let role { extra["role"] = JSONValue(.string(role), at: position) }
    if let condition { extra["condition"] = JSONValue(.string(condition), at: position) }
    if let sent { extra["sends"] = sent.json(at: position) }
    // A menu item is in its app's menu bar; a keymap table's entry is a binding live anywhere in it.
    var scope =
      name == nil
      ? ShortcutScope(context: itemContext, element: .menuItem) : ShortcutScope(context: .anywhere, element: .binding)
    scope.context.panes = panes(of: item, under: condition)
    for side in sides {
      let count = reading.definitions.count
      reading.add(
        [(side.reading, position)], chord: text, id: id, title: title, position: position,
        entryPosition: file.position(item), extra: extra, platforms: side.platforms)
      for index in count..<reading.definitions.count {
        reading.definitions[index].category = path.last
        reading.definitions[index].scope = scope
        // What the item runs: its role (a context menu's `copy` is the Edit menu's), else its
        // `id` or `command`, or the table's command; declarations of one are one command.
        reading.definitions[index].action = role ?? names.first
        // A table's entry has no title of its own: its command in words (`window:devtools` is
        // "Window Devtools"), as every table's.
        if title == nil, let name { reading.definitions[index].title = CommandName.title(of: name) }
      }
    }
  }
}
