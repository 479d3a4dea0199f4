extension ShortcutDefinition {
  /// Where the shortcut is declared in an app's files, `FILE:LINE`, when it was read from them
  /// (a source scan, or `kbloc extract`, records its `file` and `line`); `nil` for an entry of a
  /// shortcuts file, whose place a report gives as the file's own.
  ///
  /// ```swift
  /// scan.shortcuts.definitions[0].declaredAt   // "Base.lproj/MainMenu.xib:105"
  /// ```
  public var declaredAt: String? {
    guard let file = extra["file"]?.string, let line = extra["line"]?.number, let whole = Int(exactly: line) else {
      return nil
    }
    return "\(file):\(whole)"
  }

  /// What reports call the shortcut.
  ///
  /// An entry of a shortcuts file is called by its id, the name its author gave it. A shortcut
  /// read from an app's files is called by its title — its menu item, button, command or SwiftUI
  /// label — since the id its reader made for it is an Interface Builder object id or a place;
  /// without a title, by that id (a keymap's command, say).
  ///
  /// ```swift
  /// entry.name      // "paste": {"id": "paste", "title": "Paste", "keys": "Command-V"}
  /// menuItem.name   // "Paste": a menu item of Main.storyboard, id "j3t-7l-xSy"
  /// ```
  public var name: String {
    guard declaredAt != nil, let title = meaningfulTitle else { return id }
    return title
  }

  /// The shortcut as a table cell names it: its ``name``, then where it is declared when it was
  /// read from an app's files and the name does not say so already: `Paste
  /// (Base.lproj/Main.storyboard:105)`, `paste`.
  public var label: String {
    placeUnnamed.map { "\(name) (\($0))" } ?? name
  }

  /// The shortcut as a sentence names it: its ``name`` in quotes, then where it is declared as
  /// ``label`` says: `'Paste' (Base.lproj/Main.storyboard:105)`, `'paste'`.
  public var reference: String {
    name.quoted + (placeUnnamed.map { " (\($0))" } ?? "")
  }

  /// ``declaredAt``, unless ``name`` starts with the file already (a reader's id that is a place).
  private var placeUnnamed: String? {
    guard let place = declaredAt, let file = extra["file"]?.string, !name.hasPrefix(file) else { return nil }
    return place
  }
}
