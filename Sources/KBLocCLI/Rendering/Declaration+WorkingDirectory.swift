import KBLocSources

extension Declaration {
  /// The declaration with its file as a path from the working directory: a file found by a folder
  /// scan, which reports name relative to the folder (docs/project-file.md), gets the folder in
  /// front of it (`App/Menu.swift` for `Menu.swift` in a scan of `App`).
  ///
  /// Compilers, editors and CI services open that path, where a person reads the shorter one.
  /// - Parameter input: The file or folder the run read, as the user named it.
  /// - Returns: The declaration at the same place, its file named from the working directory.
  func fromWorkingDirectory(scanning input: String) -> Declaration {
    guard !file.hasPrefix("/"), ShortcutFileReader.isFolder(input) else { return self }
    let folder = input.hasSuffix("/") ? String(input.dropLast()) : input
    return Declaration(file: folder == "." ? file : folder + "/" + file, position: position)
  }

  /// The declaration with its file as an absolute path, without `.` or `..`: what Xcode and
  /// `swift build` need to show a diagnostic on its line.
  /// - Parameter input: The file or folder the run read, as the user named it.
  /// - Returns: The declaration at the same place, its file named by an absolute path.
  func absolute(scanning input: String) -> Declaration {
    let reached = fromWorkingDirectory(scanning: input)
    return Declaration(file: PathFilter.absolute(reached.file), position: position)
  }
}
