/// A file in a language kbloc does not read that looks like a table of shortcuts, with how many
/// entries it seems to have: listed so that no such table is passed over in silence.
///
/// ```swift
/// let table = ForeignTable.detect(in: zigText, path: "src/config/Config.zig")
/// table?.entries   // 116
/// ```
///
/// The test is cheap and line by line (``ForeignTableTest``); it counts, it does not read: kbloc
/// never takes keys from such a file.
public struct ForeignTable: Sendable, Hashable {
  /// The file.
  public var file: String
  /// Its language, as people name it: `Zig`, `C++`, `Python`.
  public var language: String
  /// How many entries the test counts.
  public var entries: Int
  /// The line of the first entry.
  public var line: Int

  /// Creates a listing from its parts.
  public init(file: String, language: String, entries: Int, line: Int) {
    self.file = file
    self.language = language
    self.entries = entries
    self.line = line
  }

  /// The languages the test looks at, by file extension.
  public static let languages: [String: String] = [
    "zig": "Zig", "c": "C", "cc": "C++", "cpp": "C++", "cxx": "C++", "hpp": "C++", "hh": "C++", "hxx": "C++",
    "py": "Python", "rs": "Rust", "go": "Go", "lua": "Lua", "rb": "Ruby", "java": "Java", "kt": "Kotlin",
    "cs": "C#", "dart": "Dart", "toml": "TOML",
  ]

  /// The file's listing when its text looks like a shortcut table, else `nil`.
  /// - Parameters:
  ///   - text: The file's bytes, as UTF-8.
  ///   - path: The file's path: its extension names the language.
  ///   - relativePath: The path under the folder scanned, which says whether it is a test file
  ///     (never a table); `path` when `nil`.
  /// - Returns: The listing, or `nil` for a file that is not a table or not in such a language.
  /// - Complexity: O(*n*) in the length of `text`.
  public static func detect(in text: some Collection<UInt8>, path: String, relativePath: String? = nil)
    -> ForeignTable?
  {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let language = languages[FolderWalker.pathExtension(name)],
      !ForeignTableTest.isTestFile(relativePath ?? path)
    else {
      return nil
    }
    let lines = ForeignTableTest.entryLines(in: Array(text))
    guard lines.count >= ForeignTableTest.minimumEntries, let first = lines.first else { return nil }
    return ForeignTable(file: path, language: language, entries: lines.count, line: first)
  }

  /// `FILE:LINE: note: not read: a shortcut table in LANGUAGE, about N entries`.
  public var description: String {
    "\(file):\(line): note: not read: a shortcut table in \(language), about \(entries) entries"
  }
}
