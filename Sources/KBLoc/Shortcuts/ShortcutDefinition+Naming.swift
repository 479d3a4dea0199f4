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

  /// ``declaredAt``, unless ``name`` is a place in the file already (a reader's id that is a place).
  private var placeUnnamed: String? {
    guard let place = declaredAt, !isPlaceInFile(name) else { return nil }
    return place
  }

  /// Whether `text` is a place in the file the shortcut is declared in, `FILE:LINE:COLUMN`, as an
  /// id a reader made of the shortcut's place is.
  ///
  /// The two may name the file from different folders: an id stays relative to the folder a scan
  /// read (`Menu.swift:12:5`), so that a baseline keyed by it matches from anywhere, where reports
  /// name the file from the current folder (`Sources/App/Menu.swift`). They are the same file when
  /// one path ends with the other, leading `./` and `../` left out.
  func isPlaceInFile(_ text: String) -> Bool {
    guard let file = extra["file"]?.string else { return false }
    var named = Substring(text)
    var numbers = 0
    while numbers < 2, let colon = named.lastIndex(of: ":") {
      let number = named[named.index(after: colon)...]
      guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { break }
      named = named[..<colon]
      numbers += 1
    }
    guard numbers > 0 else { return false }
    func trimmed(_ path: Substring) -> Substring {
      var path = path
      while path.hasPrefix("./") || path.hasPrefix("../") { path = path.drop { $0 == "." }.dropFirst() }
      return path
    }
    let (left, right) = (trimmed(named), trimmed(Substring(file)))
    guard !left.isEmpty, !right.isEmpty else { return false }
    return left == right || left.hasSuffix("/" + right) || right.hasSuffix("/" + left)
  }
}
