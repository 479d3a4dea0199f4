import KBLoc

/// The kinds of file kbloc reads shortcuts from.
///
/// ```swift
/// SourceFormat(detectingFrom: "Sources/App/Menu.swift", prefix: [])   // .swift
/// SourceFormat(detectingFrom: "Default.sublime-keymap", prefix: [])   // .sublime
/// ```
public enum SourceFormat: String, Sendable, CaseIterable {
  /// kbloc's own shortcuts JSON (docs/shortcuts-file.md).
  case kbloc
  /// Swift source: SwiftUI `.keyboardShortcut`, UIKit `UIKeyCommand`, AppKit `NSMenuItem`.
  case swift
  /// Objective-C source (`.m`, `.mm`, `.h`): AppKit `NSMenuItem` and `NSButton` key equivalents,
  /// UIKit `UIKeyCommand`.
  case objectiveC = "objective-c"
  /// VS Code's `keybindings.json`, or an extension's `package.json` with `contributes.keybindings`.
  case vscode
  /// A Zed keymap: an array of `{"context", "bindings": {KEYS: ACTION}}`.
  case zed
  /// A Sublime Text `.sublime-keymap`: an array of `{"keys": [...], "command"}`.
  case sublime
  /// An Interface Builder document, `.xib` or `.storyboard`.
  case interfaceBuilder = "interface-builder"
  /// A JetBrains keymap, `.xml` with a `<keymap>` root.
  case jetbrains
  /// A Qt Designer form, `.ui` with a `<ui>` root.
  case qt
  /// A GtkBuilder file, `.ui` with an `<interface>` root: accelerators and GMenu `accel` attributes.
  case gtk
  /// `NSUserKeyEquivalents` dictionaries (menu title → `@$~^` key equivalent): an XML or old-style
  /// property list, a shell script's `defaults write` commands, a Nix attribute set.
  case userKeyEquivalents = "user-key-equivalents"
  /// Electron menu templates in JavaScript or TypeScript: items with an `accelerator` or a `role`.
  case electron
  /// A hotkey table an app ships: a JSON or YAML document whose entries name a key and a modifier
  /// group or modifiers (``HotkeyTableReader``).
  case hotkeyTable = "hotkey-table"
  /// A key map an app ships as an XML property list: entries keyed `0x76-0x100000`, a character
  /// code and an `NSEvent` modifier mask (``PlistKeyMapReader``).
  case plistKeyMap = "plist-key-map"
  /// Key bindings in a web page's or web editor's JavaScript, TypeScript or Vue code: CodeMirror
  /// and ProseMirror keymaps, Monaco, Mousetrap and hotkeys-js bindings, DOM key listeners.
  case webKeymap = "web-keymap"

  /// Whether the format is an editor's keymap (VS Code, Zed, Sublime Text, JetBrains): an app of
  /// its own, its bindings live anywhere in it.
  public var isKeymap: Bool { [.vscode, .zed, .sublime, .jetbrains].contains(self) }

  /// The format a file's name and first bytes say it is, or `nil` when neither does.
  ///
  /// The extension decides for `.swift`, `.m`, `.mm`, `.h`, `.sublime-keymap`, `.xib` and
  /// `.storyboard`; a JSON file (`.json`, `.jsonc` or no extension) is told by its name
  /// (`keybindings.json`, Zed's `keymap.json`; a `package.json` with `contributes.keybindings`) and
  /// otherwise by its content, read as JSON with comments. An `.xml` file
  /// is a JetBrains keymap when its root element is `<keymap>`; a `.ui` file is a Qt Designer form
  /// when its root is `<ui>`; a `.ui` or `.xml` file is a GtkBuilder file when it is `<interface>`.
  /// A JSON or YAML (`.yml`, `.yaml`) document whose entries name a key and modifiers is a hotkey
  /// table (``HotkeyTableReader``), whatever its name. A property list
  /// (`.plist`), shell script (`.sh`, `.bash`, `.zsh`, `.command`) or Nix file (`.nix`) is read for
  /// its `NSUserKeyEquivalents` when it mentions them (a property list with two keys or more
  /// written `<key>0x…` is a key map, ``PlistKeyMapReader``); a JavaScript or TypeScript file for its
  /// Electron menus when it mentions them and is neither generated nor minified
  /// (``ElectronMenuReader/reads(path:text:)``), else (a Vue component too) for its key bindings
  /// when it mentions them (``WebKeymapReader/reads(path:text:)``).
  /// - Parameters:
  ///   - path: The file's path; only its last component counts.
  ///   - text: The file's text, for JSON files whose name does not tell.
  /// - Complexity: O(*n*) in the length of `text` when the content decides.
  public init?(detectingFrom path: String, text: String?) {
    guard let detected = Self.detect(path: path, text: text) else { return nil }
    self = detected.format
  }

  /// The format a file's name and text tell, as ``init(detectingFrom:text:)`` tells it, with the
  /// JSON document read on the way when the content decided: the reader takes that document
  /// instead of parsing the text again.
  static func detect(path: String, text: String?) -> (format: SourceFormat, document: JSONDocument?)? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let lowered = name.lowercased()
    if lowered.hasSuffix(".swift") {
      return (.swift, nil)
    } else if lowered.hasSuffix(".m") || lowered.hasSuffix(".mm") || lowered.hasSuffix(".h") {
      return (.objectiveC, nil)
    } else if lowered.hasSuffix(".sublime-keymap") {
      return (.sublime, nil)
    } else if lowered.hasSuffix(".xib") || lowered.hasSuffix(".storyboard") {
      return (.interfaceBuilder, nil)
    } else if lowered.hasSuffix(".xml") || lowered.hasSuffix(".ui") {
      switch text.flatMap(Self.rootElementName) {
      case "keymap" where lowered.hasSuffix(".xml"): return (.jetbrains, nil)
      case "ui" where lowered.hasSuffix(".ui"): return (.qt, nil)
      case "interface": return (.gtk, nil)
      default: return nil
      }
    } else if WebKeymapReader.extensions.contains(FolderWalker.pathExtension(lowered)) {
      guard let text else { return nil }
      if !lowered.hasSuffix(".vue"), ElectronMenuReader.reads(path: path, text: text) { return (.electron, nil) }
      return WebKeymapReader.reads(path: path, text: text) ? (.webKeymap, nil) : nil
    } else if Self.userKeyEquivalentsExtensions.contains(FolderWalker.pathExtension(lowered)) {
      guard let text else { return nil }
      if ByteSearch.text(text, containsAnyOf: [Array(UserKeyEquivalentsReader.key.utf8)]) {
        return (.userKeyEquivalents, nil)
      }
      if lowered.hasSuffix(".plist"), PlistKeyMapReader.mayBeKeyMap(text) { return (.plistKeyMap, nil) }
      return nil
    } else if lowered.hasSuffix(".yml") || lowered.hasSuffix(".yaml") {
      guard let text, HotkeyTableReader.mayBeTable(yaml: text),
        let root = HotkeyTableReader.yamlDocument(text, file: path), HotkeyTableReader.isTable(root)
      else { return nil }
      return (.hotkeyTable, JSONDocument(root: root))
    } else if lowered == "keybindings.json" {
      return (.vscode, nil)
    } else if lowered == "package.json" {
      // A package is an extension's manifest when it contributes keybindings.
      guard let text, let sniffed = Self.sniff(text), sniffed.format == .vscode else { return nil }
      return sniffed
    } else if let text {
      return Self.sniff(text)
    } else {
      return nil
    }
  }

  /// The extensions of the files read for their `NSUserKeyEquivalents`: property lists, shell
  /// scripts, Nix files.
  static let userKeyEquivalentsExtensions: Set<String> = ["plist", "sh", "bash", "zsh", "command", "nix"]

  /// The name of the first element of an XML text, past its declaration, comments and doctype;
  /// `nil` when the text does not start as XML.
  static func rootElementName(_ text: String) -> String? {
    var rest = Substring(text)
    while true {
      rest = rest.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
      guard rest.first == "<" else { return nil }
      if rest.hasPrefix("<?") || rest.hasPrefix("<!") {
        let end = rest.hasPrefix("<!--") ? "-->" : ">"
        guard let close = rest.firstRange(of: end) else { return nil }
        rest = rest[close.upperBound...]
        continue
      }
      let name = rest.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
      return name.isEmpty ? nil : String(name)
    }
  }

  /// Whether the text is a JSON object whose first key is `shortcuts`.
  static func startsWithShortcutsKey(_ text: String) -> Bool {
    var rest = Substring(text).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    guard rest.first == "{" else { return false }
    rest = rest.dropFirst().drop(while: \.isWhitespace)
    return rest.hasPrefix("\"shortcuts\"")
  }

  /// The JSON format a text's structure says it is — kbloc's `shortcuts`, VS Code's `key` and
  /// `command`, Zed's `bindings`, Sublime's `keys` array — with the document parsed to tell it.
  static func sniff(_ text: String) -> (format: SourceFormat, document: JSONDocument?)? {
    // kbloc's own files start `{"shortcuts": …`: told at a glance, without reading the whole
    // text twice (the strict reader reads it next). A text that does not parse goes to that
    // reader either way, which reports where.
    if Self.startsWithShortcutsKey(text) { return (.kbloc, nil) }
    guard let document = try? JSONCText.document(parsing: text) else { return nil }
    let root = document.root
    if root["shortcuts"] != nil { return (.kbloc, document) }
    if root["contributes"]?["keybindings"] != nil { return (.vscode, document) }
    if root.members != nil, HotkeyTableReader.isTable(root) { return (.hotkeyTable, document) }
    // An app's keymap: command → Electron accelerator (or a list of them).
    if let members = root.members {
      let strings = members.flatMap { $0.value.string.map { [$0] } ?? $0.value.array?.compactMap(\.string) ?? [] }
      if ElectronMenuReader.areAccelerators(strings) { return (.electron, nil) }
    }
    guard let first = root.array?.first else { return nil }
    if first["bindings"] != nil {
      return (.zed, document)
    } else if first["keys"]?.array != nil {
      return (.sublime, document)
    } else if first["key"] != nil || first["mac"] != nil, first["command"] != nil {
      return (.vscode, document)
    } else if first["keys"]?.string != nil, first["id"] != nil {
      return (.kbloc, document)
    }
    return nil
  }
}
