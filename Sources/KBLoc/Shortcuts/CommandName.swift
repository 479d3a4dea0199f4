/// A command's name in code, written as a title: the title rule's second step, for a shortcut whose
/// declaration gives no title, tooltip or accessibility label of its own (docs/sources.md).
///
/// The name may be an Objective-C selector, a Swift method reference, a JavaScript function, an
/// identifier in any case style, or a dotted command id:
///
/// ```swift
/// CommandName.title(of: "zoomOut:")                    // "Zoom Out"
/// CommandName.title(of: "performClose(_:)")            // "Perform Close"
/// CommandName.title(of: "indentLess")                  // "Indent Less"
/// CommandName.title(of: "toggle-float")                // "Toggle Float"
/// CommandName.title(of: "select_all")                  // "Select All"
/// CommandName.title(of: "openURLInBrowser")            // "Open URL In Browser"
/// CommandName.title(of: "workbench.action.files.save") // "Save"
/// CommandName.title(of: "editor.undo")                 // "Undo"
/// CommandName.title(of: "selectAllCommand")            // "Select All"
/// CommandName.title(of: "window:devtools")             // "Window Devtools"
/// CommandName.title(of: "editor::SelectAll")           // "Select All"
/// ```
public enum CommandName {
  /// The longest name read: a longer one is not a command's name.
  static let lengthLimit = 200

  /// The title a command's name reads as: its words, each starting with a capital letter, acronyms
  /// kept; `nil` when the name has no letter or is longer than 200 characters.
  ///
  /// A selector's or method's arguments are dropped (`paste:`, `paste(_:)`), and of a dotted id
  /// or a `::` path only its last part is kept (VS Code's and editors' command ids name their
  /// area first); a colon inside a name (`window:devtools`, as Atom-style keymaps write a
  /// command's namespace) parts words like a hyphen. Words
  /// are split at `_`, `-`, spaces and changes of case: a lowercase letter or digit followed by a
  /// capital (`zoomOut`), and the last capital of a run followed by a lowercase letter
  /// (`URLSession` is `URL Session`). A last word `Command` after others is dropped: code names a
  /// command's function after the command (`selectAllCommand` runs Select All).
  /// - Parameter name: The name as the code writes it.
  /// - Returns: The title, or `nil`.
  /// - Complexity: O(*n*) in the name's length.
  public static func title(of name: String) -> String? {
    guard name.count <= lengthLimit else { return nil }
    var base = Substring(name)
    if let open = base.firstIndex(of: "(") { base = base[..<open] }
    if let colon = base.lastIndex(of: ":"), colon > base.startIndex, base[base.index(before: colon)] == ":" {
      // A path (`editor::SelectAll`): its last part.
      base = base[base.index(after: colon)...]
    } else if base.last == ":", let colon = base.firstIndex(of: ":") {
      // A selector (`paste:`, `tableView:didClickRow:`): its first part.
      base = base[..<colon]
    }
    if let dot = base.lastIndex(of: "."), base.index(after: dot) < base.endIndex {
      base = base[base.index(after: dot)...]
    }
    var words: [String] = []
    var current: [Character] = []
    let characters = Array(base)
    func close() {
      if !current.isEmpty { words.append(String(current)) }
      current = []
    }
    for (index, character) in characters.enumerated() {
      guard character.isLetter || character.isNumber else {
        close()
        continue
      }
      if let previous = current.last, character.isUppercase {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if previous.isLowercase || previous.isNumber
          || (previous.isUppercase && next.map { $0.isLowercase } == true)
        {
          close()
        }
      }
      current.append(character)
    }
    close()
    if words.count > 1, words.last?.lowercased() == "command" { words.removeLast() }
    guard words.contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
    return words.map { word in
      word.prefix(1).uppercased() + word.dropFirst()
    }.joined(separator: " ")
  }
}
