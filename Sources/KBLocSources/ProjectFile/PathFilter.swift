import Foundation

/// Which files a folder scan reads: globs to include and to exclude, each relative to its own
/// folder (a project file's globs to the project file's folder, `--exclude`'s to the scanned
/// folder).
///
/// A file found in a folder is read when no include glob is given or one matches it (or a folder
/// holding it), and no exclude glob matches it or a folder holding it: an excluded folder is not
/// entered at all. Files the user names themselves are always read. The folders a scan always
/// skips (``SourceScan/skippedFolders``) stay skipped.
///
/// ```swift
/// let filter = PathFilter(exclude: [.init(try PathGlob("sample_code/**"), in: "/src/HexFiend")])
/// let scan = try SourceScan(paths: ["/src/HexFiend"], filter: filter)
/// ```
public struct PathFilter: Sendable, Hashable {
  /// A glob and the folder its paths are relative to.
  public struct Rule: Sendable, Hashable {
    /// The glob.
    public var glob: PathGlob
    /// The folder the glob's paths are relative to, as an absolute path with no `.` or `..`.
    public var folder: String

    /// Creates a rule.
    /// - Parameters:
    ///   - glob: The glob.
    ///   - folder: The folder its paths are relative to; made absolute against the current folder.
    public init(_ glob: PathGlob, in folder: String) {
      self.glob = glob
      self.folder = PathFilter.absolute(folder)
    }
  }

  /// The globs that select files; every file is selected when there is none.
  public var include: [Rule]
  /// The globs that leave files and folders out.
  public var exclude: [Rule]

  /// Creates a filter.
  public init(include: [Rule] = [], exclude: [Rule] = []) {
    self.include = include
    self.exclude = exclude
  }

  /// Whether the filter lets every file through.
  public var isEmpty: Bool { include.isEmpty && exclude.isEmpty }

  /// The filter with the rules of `other` added.
  public func adding(_ other: PathFilter) -> PathFilter {
    PathFilter(include: include + other.include, exclude: exclude + other.exclude)
  }

  /// `path` as an absolute path with `.` and `..` resolved by name (symbolic links are not
  /// followed, so that it stays under the folders the user named).
  public static func absolute(_ path: String) -> String {
    let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var components: [Substring] = []
    for component in joined.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": if !components.isEmpty { components.removeLast() }
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// The path that leads from `folder` to `path`: `app/resources`, `../other`, or `.` for the
  /// folder itself.
  /// - Parameters:
  ///   - path: A path, absolute or relative to the current folder.
  ///   - folder: A folder, absolute or relative to the current folder.
  /// - Returns: The path, its components joined by `/`.
  public static func relativePath(of path: String, from folder: String) -> String {
    let components = components(from: absolute(folder), to: absolute(path))
    return components.isEmpty ? "." : components.joined(separator: "/")
  }

  /// The components of the path that leads from `folder` to `path`, both absolute without `.` or
  /// `..`: `["app", "resources"]`, or `["..", "other"]` when `path` is not under `folder`.
  static func components(from folder: String, to path: String) -> [Substring] {
    let base = folder.split(separator: "/")
    let target = path.split(separator: "/")
    var common = 0
    while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
    return Array(repeating: "..", count: base.count - common) + target[common...]
  }

  /// The filter for one walk: each rule with the path from its folder to the walk's root.
  struct Resolved {
    let include: [(glob: PathGlob, prefix: [Substring])]
    let exclude: [(glob: PathGlob, prefix: [Substring])]

    init(_ filter: PathFilter, root: String) {
      let root = PathFilter.absolute(root)
      include = filter.include.map { ($0.glob, PathFilter.components(from: $0.folder, to: root)) }
      exclude = filter.exclude.map { ($0.glob, PathFilter.components(from: $0.folder, to: root)) }
    }

    /// Whether an exclude glob matches the entry at `relative` under the walk's root.
    func excludes(_ relative: [Substring], isFolder: Bool) -> Bool {
      exclude.contains { $0.glob.matches(components: $0.prefix + relative, isFolder: isFolder) }
    }

    /// Whether an include glob matches the entry at `relative`, or there is none.
    func includes(_ relative: [Substring], isFolder: Bool) -> Bool {
      include.isEmpty || include.contains { $0.glob.matches(components: $0.prefix + relative, isFolder: isFolder) }
    }
  }
}
