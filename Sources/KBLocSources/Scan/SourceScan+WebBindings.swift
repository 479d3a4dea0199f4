import KBLoc

extension SourceScan {
  /// Makes a web page's or editor's binding one command with the menu-bar item of its app that
  /// runs the same command on the same keys: an item with the same title (case, spaces and a
  /// trailing ellipsis aside: `Copy as HTML` and `copyAsHTML`'s Copy As HTML), or whose role or
  /// action is the binding's command (the Edit menu's `undo` role and CodeMirror's `undo`).
  ///
  /// The focused page gets a key before the menu bar (docs/scopes.md, the key order), so any
  /// other item on the binding's keys is a conflict while the page has focus; these two are one
  /// command declared twice. The binding takes the item's action.
  /// - Complexity: O(*n*) in the number of definitions, beside the items on each binding's keys.
  static func joiningMenuCommands(_ definitions: inout [ShortcutDefinition]) {
    var items: [Shortcut: [Int]] = [:]
    for (index, definition) in definitions.enumerated() {
      guard let scope = definition.scope, scope.context.kind == .mainMenu, scope.element == .menuItem else { continue }
      items[definition.shortcut, default: []].append(index)
    }
    guard !items.isEmpty else { return }
    for index in definitions.indices {
      let binding = definitions[index]
      guard let scope = binding.scope, scope.element == .binding, scope.context.kind == .view,
        let candidates = items[binding.shortcut]
      else { continue }
      let title = binding.title.map(commandWords)
      let action = binding.action?.lowercased()
      for candidate in candidates {
        let item = definitions[candidate]
        guard let itemAction = item.action, let itemScope = item.scope,
          itemScope.targets == scope.targets || !Set(itemScope.targets).isDisjoint(with: scope.targets)
        else { continue }
        let role = item.extra["role"]?.string?.lowercased()
        let sameTitle = title != nil && title == item.title.map(commandWords)
        let sameCommand = action != nil && (action == role || action == itemAction.lowercased())
        if sameTitle || sameCommand {
          definitions[index].action = itemAction
          break
        }
      }
    }
  }

  /// A title's letters and digits, lowercased, without a trailing ellipsis: what two titles of
  /// one command share however they are written.
  static func commandWords(_ title: String) -> String {
    var text = Substring(title)
    for ellipsis in ["…", "..."] where text.hasSuffix(ellipsis) { text = text.dropLast(ellipsis.count) }
    return String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}
