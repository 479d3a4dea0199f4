import Foundation
import KBLoc
import KBLocXKB

/// Compiles layouts in a child process (kbloc itself, running ``CompileLayoutCommand``) wherever
/// libxkbcommon reads text that is not the system's xkeyboard-config: a keymap file, or layouts
/// by names while the user's own include folders are in effect (``KBLocXKB/Keymap/userIncludePaths()``).
///
/// libxkbcommon 1.5.0 crashes on some keymaps (an `include` of a file by itself overflows the
/// stack; a key code of 2³¹ fails an assertion). In the child, such a crash becomes
/// ``KBLocXKB/KeymapError/crashed(_:signal:)``; kbloc goes on. Layouts of the system's
/// xkeyboard-config alone compile in this process, where they cost nothing extra.
enum IsolatedCompile {
  /// How long a child may take to compile one layout before it is stopped.
  static let timeoutSeconds = 60

  /// Whether layouts compiled by names must go to a child process: the user's include folders
  /// (`~/.config/xkb`, `~/.xkb`, `XKB_CONFIG_ROOT`, `XKB_CONFIG_EXTRA_PATH`) are in effect.
  static let isNeededForNames = !Keymap.userIncludePaths().isEmpty

  /// Compiles a keymap text in a child process, or reads its table from the cache.
  /// - Parameters:
  ///   - text: The keymap text.
  ///   - name: The layout's name, such as the file name.
  ///   - file: The file the text came from, for messages.
  ///   - platform: Whose conventions to follow.
  ///   - cache: Where compiled tables are kept between runs, or `nil`.
  /// - Returns: The layout the keymap describes, named `name`.
  /// - Throws: ``KBLocXKB/KeymapError``: the child's message, or that libxkbcommon crashed.
  static func layout(keymap text: String, name: String, file: String, platform: Platform, cache: LayoutCache?)
    throws(KeymapError) -> Layout
  {
    let compile = { () throws(KeymapError) -> Layout in
      var layout = try run(
        ["--name", name, "--platform", platform.rawValue], input: Array(text.utf8), what: file.quotedPath)
      layout.source = .keymapText
      return layout
    }
    guard let cache else { return try compile() }
    return try cache.layout(for: LayoutCache.Key(keymap: text, name: name, platform: platform), compile: compile)
  }

  /// Loads a layout by names, from the cache or compiled: in this process when only the system's
  /// xkeyboard-config is read, else in a child process.
  /// - Returns: The layout the spec resolves to on `platform`.
  /// - Throws: ``KBLocXKB/KeymapError`` for a malformed spec, an unknown layout, a rejected keymap
  ///   or a crash in the child.
  static func layout(
    named spec: String, platform: Platform, variants: String? = nil, options: String? = nil, cache: LayoutCache?
  ) throws(KeymapError) -> Layout {
    let parsed: LayoutSpec
    do throws(LayoutSpecError) {
      parsed = try LayoutSpec(spec, variants: variants, options: options)
    } catch {
      throw .invalidSpec(error)
    }
    return try Layout.xkb(parsed, platform: platform, cache: cache, compile: compileForNames)
  }

  /// How layouts by names are compiled: in a child process when the user's include folders are in
  /// effect (``isNeededForNames``), else `nil`, in this process.
  static var compileForNames: (@Sendable (LayoutSpec, Platform) throws(KeymapError) -> Layout)? {
    isNeededForNames ? layout(_:platform:) : nil
  }

  /// Compiles a layout by names in a child process.
  /// - Throws: ``KBLocXKB/KeymapError``: the child's message, or that libxkbcommon crashed.
  static func layout(_ spec: LayoutSpec, platform: Platform) throws(KeymapError) -> Layout {
    var arguments = [
      "--layout", spec.groups.map(\.description).joined(separator: ","), "--platform", platform.rawValue,
    ]
    if !spec.options.isEmpty { arguments += ["--options", spec.options.joined(separator: ",")] }
    var layout = try run(arguments, input: [], what: spec.description.quoted)
    layout.source = .names
    return layout
  }

  /// Runs `kbloc compile-layout` with `arguments` and `input` on its standard input, and decodes
  /// the snapshot it prints (at most ``KBLoc/InputLimits/fileSize`` bytes, as any file kbloc reads).
  private static func run(_ arguments: [String], input: [UInt8], what: String) throws(KeymapError) -> Layout {
    guard let executable = Bundle.main.executableURL else {
      throw .message("Cannot find kbloc's own executable to compile \(what) in a child process")
    }
    let child = ChildProcess(
      executable.path, arguments: ["compile-layout"] + arguments, input: input,
      output: .kept(upTo: InputLimits.fileSize), errors: .kept(upTo: ChildProcess.messageLimit),
      timeout: .seconds(timeoutSeconds))
    let outcome: ChildProcess.Outcome
    do {
      outcome = try child.run()
    } catch {
      throw .message("Cannot start kbloc again as a child process to compile \(what) (\(executable.path.quotedPath))")
    }
    switch outcome.termination {
    case .exited(0):
      break
    case .timedOut:
      throw .message("libxkbcommon did not finish compiling \(what) within \(timeoutSeconds) s")
    case .signaled(let signal):
      throw .crashed(what, signal: signal)
    case .exited:
      let message = outcome.errorText.split(separator: "\n").first.map(String.init) ?? ""
      let prefix = "kbloc: error: "
      throw .message(
        message.hasPrefix(prefix)
          ? String(message.dropFirst(prefix.count))
          : "Compiling \(what) failed in a child process (\(outcome.termination))")
    }
    do {
      return try Layout(snapshot: outcome.outputText)
    } catch {
      throw .message("The child process compiling \(what) printed a malformed table: \(error)")
    }
  }
}
