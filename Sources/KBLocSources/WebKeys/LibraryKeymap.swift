/// A keymap a library exports for apps to spread into their own — CodeMirror's `defaultKeymap`,
/// `historyKeymap`, `searchKeymap`…, ProseMirror's `baseKeymap` — with its bindings as the
/// library's source declares them, from kbloc's table (`Layouts/web-library-keymaps.tsv`, each
/// package's version and the file it was transcribed from).
///
/// ```swift
/// let keymap = LibraryKeymap.named("historyKeymap", in: "@codemirror/commands")
/// keymap?.bindings.first?.key   // "Mod-z"
/// keymap?.version               // "6.10.1"
/// ```
struct LibraryKeymap: Equatable, Sendable {
  /// One binding, with CodeMirror's `KeyBinding` fields.
  struct Binding: Equatable, Sendable {
    var key: String?
    var mac: String?
    var win: String?
    var linux: String?
    /// The command's name, as the library's source names it.
    var run: String?
    /// The command of the same key with Shift.
    var shift: String?
  }

  /// The package that exports it (`@codemirror/commands`).
  var module: String
  /// Its exported name (`defaultKeymap`).
  var name: String
  /// The package's version the table was transcribed from.
  var version: String
  /// Its bindings, those of the keymaps it includes in their place.
  var bindings: [Binding]

  /// The keymap `name` that `module` exports, or `nil` when the table holds none.
  static func named(_ name: String, in module: String) -> LibraryKeymap? {
    table[module + ":" + name]
  }

  /// Whether the table holds keymaps of `module`.
  static func knows(module: String) -> Bool { versions[module] != nil }

  /// The table read once: its keymaps by `module:name`, and each package's version.
  private static let parsed = parse(tableText)

  /// The keymaps of the table, by `module:name`.
  static var table: [String: LibraryKeymap] { parsed.keymaps }

  /// Each package's version, from the table's `source` rows.
  static var versions: [String: String] { parsed.versions }

  /// Reads the table: `source` rows give each package's version; the others are bindings, or
  /// `...NAME` rows that bring another keymap's (four deep).
  static func parse(_ text: String) -> (keymaps: [String: LibraryKeymap], versions: [String: String]) {
    var versions: [String: String] = [:]
    var rows: [(module: String, name: String, cells: [String])] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if cells.first == "source", cells.count >= 3 {
        versions[cells[1]] = cells[2]
      } else if cells.count >= 3, cells[0] != "package" {
        rows.append((cells[0], cells[1], Array(cells.dropFirst(2))))
      }
    }
    func bindings(_ module: String, _ name: String, depth: Int) -> [Binding] {
      guard depth < 4 else { return [] }
      var result: [Binding] = []
      for row in rows where row.module == module && row.name == name {
        func cell(_ index: Int) -> String? {
          index < row.cells.count && !row.cells[index].isEmpty ? row.cells[index] : nil
        }
        if let key = cell(0), key.hasPrefix("...") {
          let included = key.dropFirst(3)
          let parts = included.split(separator: ":", maxSplits: 1)
          let (otherModule, otherName) =
            parts.count == 2 ? (String(parts[0]), String(parts[1])) : (module, String(included))
          result += bindings(otherModule, otherName, depth: depth + 1)
        } else {
          result.append(Binding(key: cell(0), mac: cell(1), win: cell(2), linux: cell(3), run: cell(4), shift: cell(5)))
        }
      }
      return result
    }
    var keymaps: [String: LibraryKeymap] = [:]
    for row in rows where keymaps[row.module + ":" + row.name] == nil {
      keymaps[row.module + ":" + row.name] = LibraryKeymap(
        module: row.module, name: row.name, version: versions[row.module] ?? "",
        bindings: bindings(row.module, row.name, depth: 0))
    }
    return (keymaps, versions)
  }
}
