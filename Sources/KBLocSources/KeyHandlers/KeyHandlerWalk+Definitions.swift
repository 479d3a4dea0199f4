import KBLoc

extension KeyHandlerWalk.Declaration {
  /// The shortcut declared, as a definition of `file` in `scope`.
  ///
  /// A key matched by its code is the physical key of that code, written with its W3C code (`Command-code:KeyW`) and with the
  /// ``ShortcutDefinition/keyCode`` it is matched by; `nil` for a modifier key or a key kbloc does
  /// not know. The app's code compares what the event holds, so nothing localizes or mirrors the
  /// shortcut: it is kept as written (`localize: false`), pressed where each layout types it.
  func definition(file: String, scope: ShortcutScope) -> ShortcutDefinition? {
    let shortcut: Shortcut
    var keyCode: KeyCode?
    var keys: String?
    switch key {
    case .character(let trigger, _):
      shortcut = Shortcut(trigger, modifiers: modifiers)
    case .keyCode(let code):
      guard let key = code.key else { return nil }
      shortcut = Shortcut(.physical(key), modifiers: modifiers)
      keyCode = code
      keys = Self.codeText(shortcut)
    case .physical(let key):
      shortcut = Shortcut(.physical(key), modifiers: modifiers)
      keys = Self.codeText(shortcut)
    case .modifierKey, .unknown:
      return nil
    }
    // Code compares what the event holds: no framework localizes or mirrors it.
    return ShortcutDefinition(
      id: title ?? "\(file):\(position)", shortcut: shortcut, keys: keys, title: title, localize: false,
      position: position, scope: scope, keyCode: keyCode)
  }

  /// A physical-key shortcut written with the key's W3C code, `Command-code:KeyW`, as people read
  /// it best.
  static func codeText(_ shortcut: Shortcut) -> String {
    guard case .physical(let key) = shortcut.trigger, let code = key.code else { return shortcut.description }
    let text = shortcut.description
    return String(text.dropLast(key.name.count + 4)) + "code:" + code
  }
}

/// Where a key handler's shortcuts are live: the window or the view its type is.
enum KeyHandlerScope {
  /// The window of a type whose name or superclass says window, panel, window controller or view
  /// controller (a view controller's scene is a window, docs/scopes.md), else the view the type
  /// is; anywhere outside a type.
  static func scope(typeName: String?, superclass: String?, element: ShortcutScope.Element) -> ShortcutScope {
    guard let typeName else { return ShortcutScope(context: .anywhere, element: element) }
    let words = ["Window", "Panel", "WindowController", "ViewController"]
    let isWindow =
      words.contains(where: typeName.hasSuffix) || superclass.map { words.contains(where: $0.hasSuffix) } == true
    return ShortcutScope(context: isWindow ? .window(typeName) : .view(typeName), element: element)
  }
}
