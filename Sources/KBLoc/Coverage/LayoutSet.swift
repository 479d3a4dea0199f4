/// A named list of layout specs, such as `@apple` or `@europe`.
///
/// A set file is plain text: one layout spec a line (`fr`, `ch(de_mac)`, `us,ru`) or macOS input
/// source (`com.apple.keylayout.German`); `#` starts a comment, to the end of the line; blank
/// lines are ignored; a line `@name` includes another built-in set; a line `file:PATH` names a
/// layout file (an Apple `.keylayout` or a keyboard recording, see
/// ``Layout/init(layoutFile:name:keyboard:)``). The built-in sets are the files in
/// `Layouts/sets/`; `@all` is not a file but every layout and variant the system's
/// xkeyboard-config lists.
public struct LayoutSet: Sendable, Hashable {
  /// The set's name, without `@`.
  public let name: String
  /// The specs, in order, each once.
  public let specs: [String]

  /// Creates a set from its specs.
  public init(name: String, specs: [String]) {
    self.name = name
    var seen = Set<String>()
    self.specs = specs.filter { seen.insert($0).inserted }
  }

  /// Parses a set file.
  /// - Parameters:
  ///   - text: The file's text.
  ///   - name: The set's name, used in error messages.
  ///   - includes: The sets an `@name` line may include; the built-in ones by default.
  /// - Throws: ``LayoutSetError`` for an unknown `@name`, an unknown input source or a malformed
  ///   spec, naming the line.
  public init(parsing text: String, name: String, includes: [String: LayoutSet] = LayoutSet.builtin)
    throws(LayoutSetError)
  {
    var specs: [String] = []
    for (number, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      let line = String(rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        .trimmingWhitespace
      guard !line.isEmpty else { continue }
      if line.hasPrefix("@") {
        let included = String(line.dropFirst())
        guard let set = includes[included] else {
          throw .unknownSet(
            included, file: name, line: number + 1,
            suggestions: Suggestions.closest(to: included, among: Array(includes.keys)))
        }
        specs += set.specs
        continue
      }
      if line.hasPrefix(LayoutFileFormat.entryPrefix) {
        specs.append(line)
        continue
      }
      if line.hasPrefix(AppleInputSource.identifierPrefix) {
        guard AppleInputSource.named(line) != nil else {
          throw .unknownInputSource(
            line, file: name, line: number + 1, suggestions: Array(AppleInputSource.suggestions(for: line).prefix(3)))
        }
        specs.append(line)
        continue
      }
      do {
        _ = try LayoutSpec(line)
      } catch {
        throw .malformedSpec(line, file: name, line: number + 1, reason: error.description)
      }
      specs.append(line)
    }
    self.init(name: name, specs: specs)
  }

  /// The built-in sets by name (`apple`, `mac`, `europe`, `cyrillic`, `rtl`, `cjk`, `top`), from
  /// `Layouts/sets/*.txt`: `apple` is the Apple input sources, `mac` XKB's Macintosh variants.
  public static let builtin: [String: LayoutSet] = {
    var sets: [String: LayoutSet] = [:]
    for (name, text) in builtinTexts.sorted(by: { $0.key < $1.key }) {
      sets[name] = try? LayoutSet(parsing: text, name: name, includes: sets)
    }
    return sets
  }()
}

/// Why a layout set could not be read.
public enum LayoutSetError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An `@name` that is neither a built-in set nor a file.
  case unknownSet(String, file: String, line: Int, suggestions: [String])
  /// A line that is not a layout spec.
  case malformedSpec(String, file: String, line: Int, reason: String)
  /// A `com.apple.…` line that names no input source kbloc knows.
  case unknownInputSource(String, file: String, line: Int, suggestions: [String])

  /// A human message naming the file and line.
  public var description: String {
    switch self {
    case .unknownSet(let name, let file, let line, let suggestions):
      let hint =
        Suggestions.didYouMean(suggestions.map { "@\($0)" }).map { "; \($0)" } ?? ""
      return "\(file):\(line): unknown layout set \(("@" + name).quoted)\(hint)"
    case .malformedSpec(let spec, let file, let line, let reason):
      return "\(file):\(line): \(spec.quoted) is not a layout spec: \(reason)"
    case .unknownInputSource(let identifier, let file, let line, let suggestions):
      let hint = Suggestions.didYouMean(suggestions).map { "; \($0)" } ?? ""
      return "\(file):\(line): unknown input source \(identifier.quoted)\(hint)"
    }
  }
}
