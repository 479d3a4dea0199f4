internal import Foundation

extension XKBRules {
  /// What kbloc resolves one keymap's names to: the keymap text that includes the components, and
  /// whether libxkbcommon has been seen to resolve names the same way.
  ///
  /// kbloc resolves names only for one layout with no options (as a coverage run over `@all`
  /// compiles them), the rules' plainest part, and only where it searches the component folder
  /// first (``ComponentOverlay``: the system's data alone, from a process's 8th compile, so that a
  /// program that compiles a few layouts pays nothing).
  ///
  /// Even there, kbloc uses its resolution only for names that went through the rules file by a
  /// path libxkbcommon has confirmed in this process: the same rules matched, in the same order.
  /// Names by a path not yet confirmed are compiled by libxkbcommon, and the components it logs are
  /// compared with kbloc's (``record(agreement:for:)``): the same, and the path is confirmed. One
  /// difference, and kbloc stops resolving names with that file for the rest of the process.
  struct Resolution {
    /// The keymap text: an `include` of each component.
    let text: String
    /// The components as libxkbcommon logs them: `keycodes '…', types '…', compat '…', symbols '…'`.
    let components: String
    /// The rules that matched (``Resolved/rules``).
    let rules: [Int]
    /// Whether libxkbcommon confirmed the path of these rules, and never disagreed, so that
    /// ``text`` is compiled.
    let isTrusted: Bool
    /// The rules file's name and the environment its include paths come from.
    let key: Key
  }

  /// kbloc's resolution of `names`, or `nil` where it leaves them to libxkbcommon: more than one
  /// layout, options, a rules file it does not fully parse or that libxkbcommon disagreed with,
  /// empty names (libxkbcommon fills in defaults), a value keymap text could not quote, or names
  /// the rules resolve to nothing.
  ///
  /// The rules file is found and parsed once per process and environment (``parsed(_:)``).
  static func resolution(for names: RuleNames) -> Resolution? {
    guard !names.model.isEmpty, !names.layout.isEmpty, names.options.isEmpty, !names.layout.contains(","),
      !names.variant.contains(",")
    else { return nil }
    let key = Key(name: names.rules, environment: .current)
    guard let parsed = parsed(key), let rules = parsed.rules, !parsed.disagreed,
      let resolved = rules.resolve(
        model: names.model, layouts: split(names.layout), variants: split(names.variant),
        options: split(names.options))
    else { return nil }
    let components = resolved.components
    let sections: [(String, Component)] = [
      ("xkb_keycodes", .keycodes), ("xkb_types", .types), ("xkb_compat", .compat), ("xkb_symbols", .symbols),
    ]
    var text = "xkb_keymap {\n"
    for (section, component) in sections {
      // Only printable ASCII but quotes and backslashes is quoted as is.
      guard let value = components[component],
        value.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C })
      else { return nil }
      text += "  \(section) { include \"\(value)\" };\n"
    }
    text += "};\n"
    let logged =
      "keycodes '\(components[.keycodes] ?? "")', types '\(components[.types] ?? "")', "
      + "compat '\(components[.compat] ?? "")', symbols '\(components[.symbols] ?? "")'"
    return Resolution(
      text: text, components: logged, rules: resolved.rules,
      isTrusted: parsed.confirmedPaths.contains(resolved.rules), key: key)
  }

  /// Records whether libxkbcommon resolved a keymap's names to the components of `resolution`:
  /// the same confirms its path; a difference ends kbloc's resolving with that rules file.
  static func record(agreement: Bool, for resolution: Resolution) {
    parsedFiles.update(resolution.key) { parsed in
      if agreement { parsed.confirmedPaths.insert(resolution.rules) } else { parsed.disagreed = true }
    }
  }

  /// A comma-separated RMLVO list split as libxkbcommon splits it: each item without the ASCII
  /// white space around it, empty items kept (`""` is one empty item).
  static func split(_ list: String) -> [String] {
    let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
    return list.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map { item in
      guard let first = item.firstIndex(where: { !isSpace($0) }), let last = item.lastIndex(where: { !isSpace($0) })
      else { return "" }
      return String(decoding: item[first...last], as: UTF8.self)
    }
  }

  /// The rules file `name` libxkbcommon would read — the first `rules/name` in its include
  /// paths — parsed; `nil` when there is none or it is not one ``init(text:)`` takes.
  static func named(_ name: String) -> XKBRules? {
    parsed(Key(name: name, environment: .current))?.rules
  }

  /// The rules file of `key`, parsed once per run (kept in memory only: never written anywhere),
  /// with what libxkbcommon said of kbloc's resolutions so far.
  static func parsed(_ key: Key) -> Parsed? {
    if let known = parsedFiles.value(for: key) { return known }
    let rules = find(key.name, in: Keymap.includePaths()).flatMap { path in
      (try? String(contentsOfFile: path, encoding: .utf8)).flatMap(XKBRules.init(text:))
    }
    parsedFiles.store(Parsed(rules: rules), for: key)
    return parsedFiles.value(for: key)
  }

  /// The path of the first `rules/name` in the include paths that can be read, as libxkbcommon
  /// looks for it.
  static func find(_ name: String, in includePaths: [String]) -> String? {
    includePaths.lazy.map { $0 + "/rules/" + name }.first { FileManager.default.isReadableFile(atPath: $0) }
  }

  /// A rules file's name and the environment its include paths come from.
  struct Key: Hashable {
    let name: String
    let environment: XKBContext.Environment
  }

  /// A parse result, `nil` rules included, and how libxkbcommon answered kbloc's resolutions.
  struct Parsed: Sendable {
    let rules: XKBRules?
    /// The paths through the file (``Resolved/rules``) libxkbcommon confirmed.
    var confirmedPaths: Set<[Int]> = []
    /// Whether it disagreed with one.
    var disagreed = false
  }

  static let parsedFiles = Memo()

  /// The rules files parsed in this run, behind a lock.
  final class Memo: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Key: Parsed] = [:]

    func value(for key: Key) -> Parsed? {
      lock.lock()
      defer { lock.unlock() }
      return entries[key]
    }

    /// Stores `value` unless another thread stored one first.
    func store(_ value: Parsed, for key: Key) {
      lock.lock()
      defer { lock.unlock() }
      if entries[key] == nil { entries[key] = value }
    }

    func update(_ key: Key, _ change: (inout Parsed) -> Void) {
      lock.lock()
      defer { lock.unlock() }
      if var entry = entries[key] {
        change(&entry)
        entries[key] = entry
      }
    }
  }
}
