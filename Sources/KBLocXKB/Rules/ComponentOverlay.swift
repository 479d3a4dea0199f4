internal import CXKBCommon
internal import Foundation

/// A folder searched before the system's xkeyboard-config when many layouts are compiled by
/// names: it holds `types/complete` and `compat/complete` as libxkbcommon itself writes them out
/// once compiled.
///
/// Every layout the `evdev` rules resolve includes the types and compat `complete`: 22 files, read
/// and merged again by each compile. Written out whole they are one file each, with no includes,
/// and libxkbcommon compiles them to the same types, interpretations and modifiers (it writes
/// keymaps out to be read back; the only difference is the map entries to level 1 it leaves out,
/// which select level 1 anyway). Over the 578 layouts of `@all` a compile then costs about a
/// quarter less CPU, and two threads map and unmap 60% fewer files (the kernel's work for that
/// grows with threads). The layout tables are the same: tests compare them with compiles without
/// the folder.
///
/// The folder is made by the ``threshold``-th compile of a process, and only when libxkbcommon
/// reads nothing but the system's data (``Keymap/userIncludePaths()`` empty): the user's own files
/// can change, or crash libxkbcommon, and are then compiled in a child process anyway. Once
/// written, the components are compiled again from the folder and must be written out as they
/// were: another libxkbcommon whose written components read back otherwise gets no folder. A
/// folder that cannot be made or fails that check leaves compiles as they were.
///
/// The folder is removed when the process exits normally; one left by a process that was killed
/// is removed by the next process that makes one (its name holds the process id).
enum ComponentOverlay {
  /// The compiles of a process before the folder is made: a program that compiles a few layouts
  /// pays nothing for it.
  static let threshold = 8

  /// A component written into the folder.
  struct Component {
    /// Its folder under an include path, such as `types`.
    let folder: String
    /// The keyword of its section in a keymap libxkbcommon reads (`xkb_compat`).
    let keyword: String
    /// The keyword of its section in a keymap libxkbcommon writes (`xkb_compatibility`).
    let writtenKeyword: String
    /// The file under ``folder``: the one the `evdev` rules name for every layout.
    var file: String { "complete" }
  }

  /// The components written into the folder.
  static let components = [
    Component(folder: "types", keyword: "xkb_types", writtenKeyword: "xkb_types"),
    Component(folder: "compat", keyword: "xkb_compat", writtenKeyword: "xkb_compatibility"),
  ]

  /// The folder to search first for the next compile by names, or `nil` to compile as
  /// libxkbcommon does by default; counts the compile.
  static func folder() -> String? {
    state.folder(for: XKBContext.Environment.current)
  }

  private static let state = State()

  /// The compiles counted so far and the folder made for each environment, behind a lock.
  private final class State: @unchecked Sendable {
    private let lock = NSLock()
    private var compiles = 0
    /// The folder made under each environment, or `nil` where none could be made.
    private var folders: [XKBContext.Environment: String?] = [:]

    func folder(for environment: XKBContext.Environment) -> String? {
      lock.lock()
      defer { lock.unlock() }
      compiles += 1
      guard compiles >= ComponentOverlay.threshold else { return nil }
      if let made = folders[environment] { return made }
      let made = Keymap.userIncludePaths().isEmpty ? ComponentOverlay.make() : nil
      if made != nil, !folders.values.contains(where: { $0 != nil }) {
        // The first folder made: every folder is removed when the process exits normally.
        atexit { ComponentOverlay.state.removeFolders() }
      }
      folders[environment] = made
      return made
    }

    /// Removes every folder made; none when a compile holds the lock (exiting must not wait on
    /// it), which leaves them to the next process (``removeFoldersOfEndedProcesses(in:)``).
    func removeFolders() {
      guard lock.try() else { return }
      defer { lock.unlock() }
      for case .some(let folder) in folders.values { try? FileManager.default.removeItem(atPath: folder) }
    }
  }

  /// The start of the folders' names, followed by the process id, `-` and six random characters.
  static let namePrefix = "kbloc-components-"

  /// Compiles the components with the default include paths and writes them into a new folder
  /// under the temporary folder.
  /// - Returns: The folder, or `nil` when libxkbcommon rejects the components, a file cannot be
  ///   written, or the components read back from the folder are not written out as they were
  ///   (whatever was made is removed).
  static func make() -> String? {
    guard let text = componentsText() else { return nil }
    let temporary = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
    removeFoldersOfEndedProcesses(in: temporary.path)
    let name = namePrefix + "\(getpid())-XXXXXX"
    var template = Array(temporary.appendingPathComponent(name).path.utf8CString)
    guard
      let folder = template.withUnsafeMutableBufferPointer({ buffer -> String? in
        guard let base = buffer.baseAddress, let made = mkdtemp(base) else { return nil }
        return String(cString: made)
      })
    else { return nil }
    for component in components {
      let subfolder = folder + "/" + component.folder
      guard let written = section(component.writtenKeyword, of: text),
        (try? FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: false)) != nil,
        FileManager.default.createFile(atPath: subfolder + "/" + component.file, contents: Data(written.utf8))
      else {
        try? FileManager.default.removeItem(atPath: folder)
        return nil
      }
    }
    guard readsBack(text, from: folder) else {
      try? FileManager.default.removeItem(atPath: folder)
      return nil
    }
    return folder
  }

  /// Whether the components, compiled again with `folder` searched first, are written out as
  /// `text`, their text compiled from the system's files: libxkbcommon reads back what it wrote.
  static func readsBack(_ text: String, from folder: String) -> Bool {
    componentsText(searchingFirst: folder) == text
  }

  /// Removes the folders under `temporary` made by processes that no longer run (a run killed
  /// before it exits leaves its folder); folders of other users stay, as the system refuses.
  static func removeFoldersOfEndedProcesses(in temporary: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: temporary) else { return }
    for name in names where name.hasPrefix(namePrefix) {
      guard let process = name.dropFirst(namePrefix.count).split(separator: "-").first.flatMap({ pid_t($0) }),
        process > 0, process != getpid(), kill(process, 0) != 0, errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(atPath: temporary + "/" + name)
    }
  }

  /// libxkbcommon's text of a keymap made of the `evdev` keycodes and the components, compiled in
  /// an idle context searching `folder` first (the default include paths alone when `nil`).
  ///
  /// The corresponding C function is `xkb_keymap_get_as_string`.
  static func componentsText(searchingFirst folder: String? = nil) -> String? {
    guard let context = try? XKBContext.reused(searchingFirst: folder) else { return nil }
    defer { XKBContext.recycle(context) }
    let includes = components.map { "\($0.keyword) { include \"\($0.file)\" };" }.joined(separator: " ")
    let source = "xkb_keymap { xkb_keycodes { include \"evdev\" }; \(includes) xkb_symbols { }; };"
    guard let keymap = Keymap.compile(text: source, in: context) else { return nil }
    defer { xkb_keymap_unref(keymap) }
    guard let written = xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1) else { return nil }
    defer { free(written) }
    return String(cString: written)
  }

  /// The section of a written keymap that starts with `name` (`xkb_types "…" { … };`), or `nil`.
  static func section(_ name: String, of text: String) -> String? {
    guard let start = text.range(of: "\n" + name + " "),
      let end = text.range(of: "\n};\n", range: start.upperBound..<text.endIndex)
    else { return nil }
    return String(text[text.index(after: start.lowerBound)..<end.upperBound])
  }
}
