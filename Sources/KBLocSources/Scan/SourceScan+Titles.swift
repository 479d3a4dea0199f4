import Foundation
import KBLoc
internal import KBLocFiles
import SwiftParser
import SwiftSyntax

extension SourceScan {
  /// Gives the entries of shipped tables, the hotkey defaults and key handlers' shortcuts that are
  /// titled only by their name in words (`cycle-layout` is "Cycle Layout") the title the repository's Swift code pairs
  /// with that name elsewhere.
  ///
  /// A pair is two texts written side by side (``SwiftTitlePairReader``): the two elements of an
  /// array or tuple literal, or a dictionary entry's key and value. When one of the two is the
  /// entry's name and the other reads as a title — localized, or with a space or a capital first
  /// letter, and not itself a name — the other is the entry's title. A text with a hole (`"Throw
  /// window to space \(n)"` beside `"\(Key.throwSpace.rawValue)-\(n)"`) titles every name its
  /// partner matches, the hole filled in; a pair that writes the name out wins over a template. A
  /// name given two different titles keeps its own.
  ///
  /// Only Swift files that mention a name (or a word-prefix of one), or a constant whose value is
  /// one, are parsed: a scan with no such entry reads nothing more.
  /// - Complexity: O(*n*) in the size of the Swift files searched, plus the parsing of those that
  ///   mention a name.
  static func titlingFromPairs(_ readings: inout [SourceReading], searching files: [String]) {
    var names: Set<String> = []
    for reading in readings {
      for definition in reading.definitions {
        if let name = nameOnlyTitled(definition, in: reading.format) { names.insert(name) }
      }
    }
    let swiftFiles = files.filter { $0.hasSuffix(".swift") }
    guard !names.isEmpty, !swiftFiles.isEmpty else { return }
    let prefixes = Set(names.flatMap(namePrefixes))
    // First the files that write a name or a prefix (the pairs, the constants)…
    var trees = parsedTrees(of: swiftFiles, mentioning: names.union(prefixes).map { Array($0.utf8) })
    var constants = SwiftTitlePairReader.Constants()
    for tree in trees.values { constants.merge(SwiftTitlePairReader.constants(in: tree)) }
    // …then those that use one of the constants.
    let members = constants.members(valuedIn: names, prefixes: prefixes)
    if !members.isEmpty {
      let others = swiftFiles.filter { trees[$0] == nil }
      trees.merge(parsedTrees(of: others, mentioning: members.map { Array($0.utf8) })) { first, _ in first }
    }
    let titles = titles(for: names, in: trees.keys.sorted().compactMap { trees[$0] }, constants: constants)
    guard !titles.isEmpty else { return }
    for readingIndex in readings.indices {
      let format = readings[readingIndex].format
      for index in readings[readingIndex].definitions.indices {
        let definition = readings[readingIndex].definitions[index]
        guard let name = nameOnlyTitled(definition, in: format), let title = titles[name] else { continue }
        readings[readingIndex].definitions[index].title = title
      }
    }
  }

  /// The titles the pairs of Swift sources give to `names`: the title rule of
  /// ``titlingFromPairs(_:searching:)`` on texts, for tests and the fuzz target.
  package static func titles(for names: Set<String>, inSwiftSources texts: [String]) -> [String: String] {
    let trees = texts.map { Parser.parse(source: $0) }
    var constants = SwiftTitlePairReader.Constants()
    for tree in trees { constants.merge(SwiftTitlePairReader.constants(in: tree)) }
    return titles(for: names, in: trees, constants: constants)
  }

  /// The one title the pairs of `trees` give each name that has one.
  private static func titles(
    for names: Set<String>, in trees: [SourceFileSyntax], constants: SwiftTitlePairReader.Constants
  ) -> [String: String] {
    var exact: [String: Set<String>] = [:]
    var matched: [String: Set<String>] = [:]
    for tree in trees {
      for pair in SwiftTitlePairReader.pairs(in: tree, constants: constants) {
        add(pair, names: names, exact: &exact, matched: &matched)
      }
    }
    // A name written out wins over a template that also matches it; two titles are none.
    return matched.merging(exact) { _, written in written }.compactMapValues { $0.count == 1 ? $0.first : nil }
  }

  /// The name of an entry that a pair may title, or `nil`.
  ///
  /// Such an entry is a table's, or a hotkey default (global, or the app's own: a key handler
  /// anywhere in the app), whose title is missing or only its name in words
  /// (`closeWindowShortcut` is "Close Window Shortcut" or, the hotkey word dropped, "Close
  /// Window"). A key handler of a view or window keeps the title of what it runs.
  private static func nameOnlyTitled(_ definition: ShortcutDefinition, in format: SourceFormat) -> String? {
    let element = definition.scope?.element
    let isHotkeyDefault =
      element == .globalHotkey || (element == .keyHandler && definition.scope?.context.kind == .anywhere)
    guard format == .hotkeyTable || format == .plistKeyMap || isHotkeyDefault,
      let name = definition.action, !name.isEmpty
    else { return nil }
    guard let title = definition.title else { return name }
    return title == CommandName.title(of: name) || title == CommandName.title(of: HotkeyLiteral.withoutHotkeyWord(name))
      ? name : nil
  }

  /// The beginnings of a name that end where one of its words does (`throw-space` and `throw` of
  /// `throw-space-1`), three characters or longer: the values of constants code builds it from.
  private static func namePrefixes(_ name: String) -> [String] {
    var prefixes: [String] = []
    for index in name.indices where "-_.".contains(name[index]) {
      let prefix = String(name[..<index])
      if prefix.count >= 3 { prefixes.append(prefix) }
    }
    return prefixes
  }

  /// Adds the titles a pair gives to names: to `exact` where the name is written out, to `matched`
  /// where a template matches it.
  private static func add(
    _ pair: TitlePair, names: Set<String>, exact: inout [String: Set<String>], matched: inout [String: Set<String>]
  ) {
    let sides = [
      (pair.first, pair.second, pair.secondIsLocalized), (pair.second, pair.first, pair.firstIsLocalized),
    ]
    for (nameSide, titleSide, isLocalized) in sides {
      if let name = nameSide.literal {
        guard names.contains(name), let title = titleSide.literal, isTitle(title, localized: isLocalized, names: names)
        else { continue }
        exact[name, default: []].insert(title)
      } else {
        // A template matches names only where it writes some of the name out.
        guard titleSide.holes.isSubset(of: nameSide.holes), nameSide.longestText >= 3 else { continue }
        let written = nameSide.longestTextPart
        for name in names where name.contains(written) {
          guard let values = nameSide.values(reading: name), let title = titleSide.filled(with: values),
            isTitle(title, localized: isLocalized, names: names)
          else { continue }
          matched[name, default: []].insert(title)
        }
      }
    }
  }

  /// Whether a text reads as a title: written for people, or with a letter and a space or a
  /// capital first letter; never one of the names.
  private static func isTitle(_ text: String, localized: Bool, names: Set<String>) -> Bool {
    guard !names.contains(text), text.contains(where: \.isLetter), text.count <= titleLengthLimit else {
      return false
    }
    return localized || text.contains(" ") || text.first?.isUppercase == true
  }

  /// The longest text taken as a title.
  static let titleLengthLimit = 200

  /// The Swift files among `files` that mention one of `needles`, parsed, by path; read in
  /// parallel.
  private static func parsedTrees(of files: [String], mentioning needles: [[UInt8]]) -> [String: SourceFileSyntax] {
    guard !needles.isEmpty, !files.isEmpty else { return [:] }
    let slots = FileSlots<SourceFileSyntax?>(count: files.count, filledWith: nil)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let path = files[index]
      guard case .regularFile(let size) = FileKind(at: path), size <= sizeLimit,
        let data = try? GuardedFile.contents(of: path, limit: sizeLimit).bytes, mentions(needles, in: data),
        let text = String(data: data, encoding: .utf8)
      else { return }
      slots.set(index, Parser.parse(source: text))
    }
    var trees: [String: SourceFileSyntax] = [:]
    for (path, tree) in zip(files, slots.values) { if let tree { trees[path] = tree } }
    return trees
  }
}
