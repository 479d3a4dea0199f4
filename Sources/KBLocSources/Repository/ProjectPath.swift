/// Paths as projects write them, handled as text: joined, normalized and taken apart without
/// asking the file system, so that the same file has one spelling however it was reached.
enum ProjectPath {
  /// `path` with `.` and empty components dropped and each `..` taking away the component
  /// before it (`a/./b/../c` is `a/c`); an absolute path stays absolute.
  static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      if component == "." { continue }
      if component == "..", let last = components.last, last != ".." {
        components.removeLast()
      } else if component == "..", absolute {
        continue
      } else {
        components.append(component)
      }
    }
    let joined = components.joined(separator: "/")
    return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
  }

  /// `relative` resolved from `folder`; an absolute `relative` stands alone.
  static func join(_ folder: String, _ relative: String) -> String {
    guard !relative.hasPrefix("/") else { return normalize(relative) }
    return normalize(relative.isEmpty ? folder : folder + "/" + relative)
  }

  /// The folder holding `path`: `/` for a top-level absolute path, `.` for a relative name.
  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path`.
  static func name(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
