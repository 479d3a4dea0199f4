import ArgumentParser
import Foundation
import KBLoc
import KBLocXKB

/// Reads `--layouts`: specs, built-in sets and set files.
enum LayoutList {
  /// The specs a run covers: `--layouts`' (`list`), else the project file's `layouts`, else the
  /// platform's defaults (`@apple` on `mac`, `@top` on `pc`), as `coverage` and `suggest` choose.
  /// - Throws: ``InputError`` for an unknown set, an unreadable set file, or no spec at all.
  static func specs(from list: String?, project: [String]?, platform: Platform) throws -> [String] {
    if let list { return try specs(from: list) }
    if let items = project { return try specs(fromItems: items) }
    return try specs(from: defaultLayouts(for: platform))
  }

  /// The layouts `coverage` and `suggest` cover when neither `--layouts` nor a project file names
  /// any: the Apple input sources on `mac` (what a Mac user can pick), the most used layouts
  /// worldwide on `pc`.
  static func defaultLayouts(for platform: Platform) -> String {
    platform == .mac ? "@apple" : "@top"
  }

  /// The specs a `--layouts` value names, in order, each once.
  /// - Throws: ``InputError`` for an unknown set or an unreadable set file.
  static func specs(from list: String) throws -> [String] {
    let separator: Character = list.contains(";") ? ";" : ","
    return try specs(fromItems: list.split(separator: separator).map(String.init))
  }

  /// The specs a list of items names (a project file's `layouts`), in order, each once: each
  /// item a spec (`us,ru` one spec with two groups), a set or a layout file.
  /// - Throws: ``InputError`` for an unknown set, an unreadable set file, or no spec at all.
  static func specs(fromItems items: [String]) throws -> [String] {
    var specs: [String] = []
    for item in items.map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
      specs += item.hasPrefix("@") ? try members(of: String(item.dropFirst())) : [item]
    }
    guard !specs.isEmpty else {
      throw InputError(description: "'--layouts' names no layout; give specs such as 'fr,de' or a set such as '@apple'")
    }
    var seen = Set<String>()
    return specs.filter { seen.insert($0).inserted }
  }

  /// The specs of `@name`: `all` (every layout the registry lists), a built-in set, or a file.
  static func members(of name: String) throws -> [String] {
    if name == "all" {
      return try LayoutRegistry.system().entries.map(\.name)
    }
    if let set = LayoutSet.builtin[name] { return set.specs }
    guard name.contains("/") || name.contains(".") else {
      let close = Suggestions.closest(to: name, among: Array(LayoutSet.builtin.keys) + ["all"])
      throw InputError(
        description: "Unknown layout set \(("@" + name).quoted)"
          + (close.isEmpty
            ? "; the sets are " + (LayoutSet.builtin.keys.sorted() + ["all"]).map { "'@\($0)'" }.joined(separator: ", ")
            : "; did you mean '@\(close[0])'?"))
    }
    let text = try InputFile.text(at: name, kind: "layout set file")
    do {
      // A set file's `file:` entries are relative to the set file's folder.
      let folder = URL(fileURLWithPath: name).deletingLastPathComponent()
      return try LayoutSet(parsing: text, name: name).specs.map { spec in
        guard spec.hasPrefix(LayoutFileFormat.entryPrefix) else { return spec }
        let path = String(spec.dropFirst(LayoutFileFormat.entryPrefix.count))
        guard !path.hasPrefix("/") else { return spec }
        return LayoutFileFormat.entryPrefix + folder.appendingPathComponent(path).relativePath
      }
    } catch {
      throw InputError(description: error.description)
    }
  }
}
