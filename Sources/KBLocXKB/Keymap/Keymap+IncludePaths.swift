internal import CXKBCommon
internal import Foundation

extension Keymap {
  /// The folders outside the system's xkeyboard-config that libxkbcommon reads when it compiles
  /// a layout by names: the user's `~/.config/xkb` (or `$XDG_CONFIG_HOME/xkb`) and `~/.xkb`, and
  /// the folders `XKB_CONFIG_ROOT` and `XKB_CONFIG_EXTRA_PATH` name, where they exist.
  ///
  /// Files there are not the system's: a crafted one can crash libxkbcommon (1.5.0 follows an
  /// `include` of a file by itself until the stack overflows). A program that must survive them
  /// compiles in a child process when this list is not empty, as the `kbloc` command does.
  ///
  /// ```swift
  /// if !Keymap.userIncludePaths().isEmpty { /* compile in a child process */ }
  /// ```
  /// - Returns: The folders, in libxkbcommon's search order; empty when only the system's are used.
  /// - The corresponding C functions are `xkb_context_num_include_paths` and `xkb_context_include_path_get`.
  public static func userIncludePaths() -> [String] {
    let user = XKBContext.Environment.current.userFolders
    return includePaths().filter { user.contains($0) }
  }

  /// The folders libxkbcommon searches for include files, in its order (none when no context
  /// can be made).
  static func includePaths() -> [String] {
    guard let context = try? XKBContext.reused() else { return [] }
    defer { XKBContext.recycle(context) }
    return (0..<xkb_context_num_include_paths(context.handle)).compactMap { index in
      xkb_context_include_path_get(context.handle, index).map { String(cString: $0) }
    }
  }

  /// Whether `name` is a symbols file in libxkbcommon's include folders, such as `level3` or `pc`:
  /// something a layout includes, not a layout.
  static func isSymbolsFile(_ name: String) -> Bool {
    guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { return false }
    return includePaths().contains { FileManager.default.fileExists(atPath: $0 + "/symbols/" + name) }
  }
}
