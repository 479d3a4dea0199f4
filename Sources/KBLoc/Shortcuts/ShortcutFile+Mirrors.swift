extension ShortcutFile {
  /// For each declaration that declares a main-menu item's command again, the index of that
  /// main-menu item: one command declared twice, which is no conflict (``ShortcutScope``).
  ///
  /// A declaration outside the main menu mirrors a main-menu item of its app with the same keys
  /// when both have the same action (`paste:`), or when it is an item of a menu that opens on
  /// demand (a context menu, the Dock menu) or a toolbar item and both have the same title
  /// (trimmed, a trailing ellipsis dropped, case ignored). The first such main-menu item in file
  /// order is named.
  ///
  /// ```swift
  /// file.mainMenuItemsMirrored()[3]   // 0: the tab's context menu's "Close Tab" mirrors File › Close Tab
  /// ```
  /// - Returns: Definition index → the main-menu item's definition index.
  /// - Complexity: O(*n* × *t*) for *n* shortcuts in at most *t* targets each.
  public func mainMenuItemsMirrored() -> [Int: Int] {
    struct Key: Hashable {
      let shortcut: Shortcut
      let target: ShortcutScope.Target
      let command: String
    }
    var mainMenu: [Key: Int] = [:]
    for (index, definition) in definitions.enumerated() {
      guard let scope = definition.scope, scope.context.kind == .mainMenu else { continue }
      for target in scope.targetKeys {
        for command in [definition.actionKey, definition.titleKey].compactMap({ $0 }) {
          let key = Key(shortcut: definition.shortcut, target: target, command: command)
          if mainMenu[key] == nil { mainMenu[key] = index }
        }
      }
    }
    guard !mainMenu.isEmpty else { return [:] }
    var mirrored: [Int: Int] = [:]
    for (index, definition) in definitions.enumerated() {
      guard let scope = definition.scope, scope.context.kind != .mainMenu else { continue }
      let commands = definition.commandKeys
      let found = scope.targetKeys.lazy.flatMap { target in
        commands.lazy.compactMap { mainMenu[Key(shortcut: definition.shortcut, target: target, command: $0)] }
      }.first
      if let found { mirrored[index] = found }
    }
    return mirrored
  }
}
