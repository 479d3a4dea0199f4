internal import KBLocLayouts

extension Layout {
  /// The first line of every snapshot, naming the format and its version.
  static let snapshotMagic = "kbloc-layout 1"

  /// The layout as a compact, line-oriented, diffable text: a header, then one line a key and
  /// group with its levels.
  ///
  /// ```
  /// kbloc-layout 1
  /// name	de(mac)
  /// platform	mac
  /// xkeyboard-config	2.35.1
  /// group	German (Macintosh)
  /// key	AD11	1	1:0:udiaeresis:ü:0	2:10:Udiaeresis:Ü:0	…
  /// ```
  /// Each level is `level:modifier bits (hex):keysym:character:dead`; a character that is `:`,
  /// `\`, white space, a control or format character or a combining mark (which would fuse with
  /// the `:` before it) is written `\u{HEX}`; no character is an empty field.
  /// - Parameter xkeyboardConfig: The xkeyboard-config version the table was made from.
  /// - Returns: The snapshot text, ending with a newline.
  public func snapshot(xkeyboardConfig: String) -> String {
    var lines = [
      Layout.snapshotMagic, "name\t\(name)", "platform\t\(platform.rawValue)", "xkeyboard-config\t\(xkeyboardConfig)",
    ]
    lines += groupNames.map { "group\t\($0)" }
    for entry in keys {
      let levels = entry.levels.map { level in
        let character = level.character.map(Layout.escapedSnapshotCharacter) ?? ""
        return
          "\(level.level):\(String(level.modifiers.rawValue, radix: 16)):\(level.keysym):\(character):\(level.isDead ? 1 : 0)"
      }
      lines.append((["key", entry.key.name, String(entry.group)] + levels).joined(separator: "\t"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Decodes a snapshot made by ``snapshot(xkeyboardConfig:)``.
  /// - Throws: ``SnapshotError`` naming the line that is malformed.
  /// - Complexity: O(*n*) in the size of the text, plus building the reverse index.
  public init(snapshot text: String) throws(SnapshotError) {
    var name: String?
    var platform: Platform?
    var version = "unknown"
    var groups: [String] = []
    var keys: [KeyLevels] = []
    var sawMagic = false
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: true).map {
      Substring(String($0))
    }
    for (offset, line) in lines.enumerated() {
      let number = offset + 1
      if !sawMagic {
        guard line == Layout.snapshotMagic else {
          throw .malformed(line: number, reason: "it does not start with '\(Layout.snapshotMagic)'")
        }
        sawMagic = true
        continue
      }
      let fields = line.unicodeScalars.split(separator: "\t", omittingEmptySubsequences: false).map {
        Substring(String($0))
      }
      switch fields.first {
      case "name" where fields.count == 2: name = String(fields[1])
      case "platform" where fields.count == 2:
        guard let value = Platform(rawValue: String(fields[1])) else {
          throw .malformed(line: number, reason: "unknown platform '\(fields[1])'")
        }
        platform = value
      case "xkeyboard-config" where fields.count == 2: version = String(fields[1])
      case "group" where fields.count == 2: groups.append(String(fields[1]))
      case "key" where fields.count >= 4:
        guard let group = Int(fields[2]) else {
          throw .malformed(line: number, reason: "the group '\(fields[2])' is not a number")
        }
        var levels: [Level] = []
        for field in fields.dropFirst(3) {
          guard let level = Layout.snapshotLevel(field) else {
            throw .malformed(line: number, reason: "the level '\(field)' is malformed")
          }
          levels.append(level)
        }
        keys.append(KeyLevels(key: Key(name: String(fields[1])), group: group, levels: levels))
      default:
        throw .malformed(line: number, reason: "unexpected line '\(line.prefix(40))'")
      }
    }
    guard let name, let platform else { throw .malformed(line: 1, reason: "the name or platform is missing") }
    self.init(
      name: name, groupNames: groups, platform: platform, keys: keys, source: .bundled(xkeyboardConfig: version))
  }

  /// Loads a layout from the snapshots bundled with kbloc, with no libxkbcommon: for Apple
  /// platforms and machines without xkeyboard-config.
  ///
  /// The bundled layouts are the `@apple` and `@top` sets (`BundledSnapshots.names` lists them).
  /// ```swift
  /// let german = try Layout.bundled("de(mac)")
  /// german.source   // .bundled(xkeyboardConfig: "2.35.1")
  /// ```
  /// - Parameter name: A bundled layout's name, such as `de(mac)` or `fr`.
  /// - Returns: The layout decoded from its bundled snapshot.
  /// - Throws: ``SnapshotError/notBundled(_:suggestions:)`` with close names.
  /// - Complexity: one small file read and decode; well under a millisecond.
  public static func bundled(_ name: String) throws(SnapshotError) -> Layout {
    guard let text = BundledSnapshots.text(named: name) else {
      throw .notBundled(name, suggestions: Suggestions.closest(to: name, among: BundledSnapshots.names))
    }
    return try Layout(snapshot: text)
  }

  static func escapedSnapshotCharacter(_ character: Character) -> String {
    character.unicodeScalars.map { scalar in
      let category = scalar.properties.generalCategory
      let plain =
        scalar.value > 0x20 && scalar != ":" && scalar != "\\" && !scalar.properties.isWhitespace
        && ![.control, .format, .nonspacingMark, .spacingMark, .enclosingMark].contains(category)
      return plain ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
    }.joined()
  }

  static func snapshotLevel(_ field: Substring) -> Level? {
    let parts = field.unicodeScalars.split(separator: ":", omittingEmptySubsequences: false).map {
      Substring(String($0))
    }
    guard parts.count == 5, let level = Int(parts[0]), let bits = UInt8(parts[1], radix: 16), !parts[2].isEmpty,
      parts[4] == "0" || parts[4] == "1"
    else { return nil }
    var character: Character?
    if !parts[3].isEmpty {
      guard let text = unescapedSnapshotCharacter(parts[3]), text.count == 1 else { return nil }
      character = text.first
    }
    return Level(
      level: level, modifiers: Modifiers(rawValue: bits), keysym: String(parts[2]), character: character,
      isDead: parts[4] == "1")
  }

  static func unescapedSnapshotCharacter(_ text: Substring) -> String? {
    var result = ""
    var rest = text[...]
    while let slash = rest.firstIndex(of: "\\") {
      result += rest[..<slash]
      let afterSlash = rest[rest.index(after: slash)...]
      guard afterSlash.hasPrefix("u{"), let close = afterSlash.firstIndex(of: "}"),
        let value = UInt32(afterSlash[afterSlash.index(afterSlash.startIndex, offsetBy: 2)..<close], radix: 16),
        let scalar = Unicode.Scalar(value)
      else { return nil }
      result.unicodeScalars.append(scalar)
      rest = afterSlash[afterSlash.index(after: close)...]
    }
    return result + rest
  }
}

/// Why a snapshot could not be loaded.
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No snapshot of that name is bundled.
  case notBundled(String, suggestions: [String])
  /// The snapshot text is malformed at a line.
  case malformed(line: Int, reason: String)

  /// A human message.
  public var description: String {
    switch self {
    case .notBundled(let name, let suggestions):
      let hint =
        Suggestions.didYouMean(suggestions).map { "; \($0)" } ?? ""
      return "No bundled snapshot of the layout '\(name)'\(hint)"
    case .malformed(let line, let reason):
      return "Malformed layout snapshot at line \(line): \(reason)"
    }
  }
}
