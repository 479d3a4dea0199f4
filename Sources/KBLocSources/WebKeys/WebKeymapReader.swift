import KBLoc

/// Reads the key bindings a web page or web editor declares in its JavaScript or TypeScript: the
/// shortcuts a focused page or editor takes before the menu bar (docs/scopes.md, stage 3).
///
/// - CodeMirror 6 `KeyBinding` objects (`{ key: 'Mod-[', mac: 'Cmd-Alt-[', run: indentLess, shift:
///   … }`) and the library keymaps spread into them (``LibraryKeymap``), ProseMirror's
///   `keymap({ 'Mod-b': … })` and TipTap's `addKeyboardShortcuts()` (``CodeMirrorKeymapReader``);
/// - Monaco's `addCommand` and `addAction`, Mousetrap's `bind` and hotkeys-js's `hotkeys(…)`
///   (``KeyBindingCallReader``);
/// - DOM key listeners — `addEventListener('keydown', …)`, `onkeydown`, React's `onKeyDown`, a
///   function taking a `KeyboardEvent`, Vue's `v-on:keydown` — whose tests of `event.key`,
///   `event.code` and the modifier flags are literal (``KeyListenerReader``), and Vue's key
///   modifiers (`v-on:keyup.enter`, ``VueTemplate``);
/// - and, beside the bindings, what the page runs for the commands its app's menu sends it
///   (`ipcRenderer.on`, ``SentCommandHandlerReader``).
///
/// Each binding is an element ``ShortcutScope/Element/binding`` in a
/// ``ShortcutScope/Context/Kind/view`` named after what the code names: the keymap's variable or
/// function, the component, or the file. What cannot be read — a key from a variable, a keymap
/// spread in from a library kbloc's table does not hold, a listener whose key is not a literal —
/// is a note, never a guess.
enum WebKeymapReader {
  /// The file extensions read: JavaScript and TypeScript (with JSX and module variants) and Vue's
  /// single-file components.
  static let extensions: Set<String> = ElectronMenuReader.extensions.union(["vue"])

  /// The words one of which a file must hold to be read: what every form read names.
  static let needles: [[UInt8]] = [
    "keymap", "Keymap", "KeyBinding", "addKeyboardShortcuts", "addCommand", "addAction", "keybindings", "Mousetrap",
    "mousetrap", "hotkeys", "keydown", "keyup", "keypress", "KeyDown", "KeyUp", "KeyPress", "KeyboardEvent",
    "basicSetup",
    "minimalSetup", "codemirror-vim", "codemirror-emacs", "ipcRenderer",
  ].map { Array($0.utf8) }

  /// Whether a JavaScript, TypeScript or Vue file at `path` holding `text` is read for key
  /// bindings: it mentions one of ``needles`` and is neither a declaration file, a test, in a build
  /// output folder (as ``ElectronMenuReader/reads(path:text:)`` tells them) nor minified: lines
  /// longer than ``ElectronMenuReader/longestSourceLine`` hold at most half its bytes (a source
  /// may hold one long line, an inline image, say; a bundle is made of them).
  /// - Complexity: O(*n*) in the length of `text`: one pass for the words, one for line lengths.
  static func reads(path: String, text: String) -> Bool {
    guard ElectronMenuReader.isSource(path: path), text.utf8.count < InputLimits.fileSize, mentions(text) else {
      return false
    }
    return !isMinified(text)
  }

  /// Whether lines longer than ``ElectronMenuReader/longestSourceLine`` hold more than half of
  /// `text`'s bytes, as in minified or bundled code.
  static func isMinified(_ text: String) -> Bool {
    var line = 0
    var long = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "\n") {
        if line > ElectronMenuReader.longestSourceLine { long += line }
        line = 0
      } else {
        line += 1
      }
    }
    if line > ElectronMenuReader.longestSourceLine { long += line }
    return long * 2 > text.utf8.count
  }

  /// Whether `text` mentions one of ``needles``.
  static func mentions(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { ByteSearch.contains(anyOf: needles, in: $0) }
  }

  /// Reads the key bindings of `text`, the file `file` (a Vue component when its name ends in
  /// `.vue`).
  /// - Complexity: O(*n*) in the length of `text`; each handler's conditions are bounded
  ///   (``KeyListenerReader``).
  static func read(_ text: String, file: String) -> SourceReading {
    var reading = SourceReading(file: file, format: .webKeymap)
    read(text, file: file, into: &reading)
    return reading
  }

  /// Adds the key bindings of `text` to `reading`.
  static func read(_ text: String, file: String, into reading: inout SourceReading) {
    var script = text
    var template: VueTemplate?
    if file.lowercased().hasSuffix(".vue") {
      let component = VueTemplate(text)
      script = component.script
      template = component
    }
    let source = ElectronMenuFile(text: script, file: file)
    let imports = source.imports()
    var keymaps = CodeMirrorKeymapReader(file: source, imports: imports, reading: reading)
    keymaps.read()
    reading = keymaps.reading
    var calls = KeyBindingCallReader(file: source, imports: imports, reading: reading)
    calls.read()
    reading = calls.reading
    var listeners = KeyListenerReader(file: source, reading: reading, component: template?.componentName(file: file))
    listeners.read(extraHandlers: template?.handlerNames ?? [])
    reading = listeners.reading
    template?.readListeners(into: &reading, file: source)
    var bytes = text
    if bytes.withUTF8({ ByteSearch.contains(anyOf: SentCommandHandlerReader.needles, in: $0) }) {
      reading.sentCommandHandlers += SentCommandHandlerReader.handlers(in: source)
    }
  }

  /// The name of a file as a place: its name without extension, or its folder's for an `index`
  /// file (`modules/events/index.ts` is `events`).
  static func placeName(of file: String) -> String {
    let parts = file.split(separator: "/")
    guard let last = parts.last else { return file }
    let name = last.split(separator: ".").first.map(String.init) ?? String(last)
    if name == "index", parts.count > 1 { return String(parts[parts.count - 2]) }
    return name
  }

  /// The scope of a binding in the view `name` of `file`.
  static func scope(view name: String, file: String, panes: [String] = []) -> ShortcutScope {
    var context = ShortcutScope.Context.view(name, identity: "\(file) \(name)")
    context.panes = panes
    return ShortcutScope(context: context, element: .binding)
  }
}

extension ElectronMenuReader {
  /// Whether a JavaScript file at `path` is a source an app's author wrote: no declaration file
  /// (`.d.ts`), no test (`.test.`, `.spec.`, `__tests__`), no minified or bundled file (`.min.`,
  /// `.bundle.`), and not in a build output folder (``outputFolders``).
  static func isSource(path: String) -> Bool {
    let components = path.split(separator: "/")
    let name = components.last.map { $0.lowercased() } ?? ""
    let generated = [".min.", ".bundle.", ".test.", ".spec."].contains { name.contains($0) }
    return !generated && !name.hasSuffix(".d.ts") && !name.hasSuffix(".d.mts")
      && !components.dropLast().contains(where: {
        outputFolders.contains(String($0)) || testFolders.contains(String($0))
      })
  }

  /// Whether `text` holds a line longer than ``longestSourceLine``, as minified and bundled code
  /// does, or is larger than a source file kbloc reads.
  static func hasLongLine(_ text: String) -> Bool {
    guard text.utf8.count < InputLimits.fileSize else { return true }
    var line = 0
    for byte in text.utf8 {
      line = byte == UInt8(ascii: "\n") ? 0 : line + 1
      if line > longestSourceLine { return true }
    }
    return false
  }
}
