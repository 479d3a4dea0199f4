internal import KBLocLayouts

extension Layout {
  /// The first line of every snapshot, naming the format and its version.
  static let snapshotMagic = "kbloc-layout 1"

  /// Whether ``snapshot(xkeyboardConfig:)`` reads back as this table: no name in it (the
  /// layout's, a group's, a key's) holds a tab or a line break, which only a crafted keymap
  /// text has.
  public var snapshotReadsBack: Bool {
    let names = [name] + groupNames + keys.map(\.key.name)
    return !names.contains { $0.utf8.contains { $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") } }
  }

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
  /// the `:` before it) is written `\u{HEX}`; no character is an empty field. A recorded table
  /// (``LayoutSource/recorded(_:)``) adds `stand-in` and `stand-in-keys` lines after the groups.
  /// - Parameter xkeyboardConfig: The xkeyboard-config version the table was made from.
  /// - Returns: The snapshot text, ending with a newline.
  public func snapshot(xkeyboardConfig: String) -> String {
    String(decoding: snapshotUTF8(xkeyboardConfig: xkeyboardConfig), as: UTF8.self)
  }

  /// The UTF-8 bytes of ``snapshot(xkeyboardConfig:)``, written without making the text: for a
  /// writer of bytes (a cache entry, a worker process's output).
  /// - Parameter xkeyboardConfig: The xkeyboard-config version the table was made from.
  /// - Returns: The snapshot's bytes, ending with a newline.
  public func snapshotUTF8(xkeyboardConfig: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256 + keys.count * 64)
    func line(_ parts: String...) {
      for (index, part) in parts.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: "\t")) }
        bytes += part.utf8
      }
      bytes.append(UInt8(ascii: "\n"))
    }
    line(Layout.snapshotMagic)
    line("name", name)
    line("platform", platform.rawValue)
    line("xkeyboard-config", xkeyboardConfig)
    for group in groupNames { line("group", group) }
    if case .recorded(let table) = source {
      line("stand-in", table.standIn)
      line("stand-in-keys", table.standInKeyList.map(\.name).joined(separator: " "))
    }
    for entry in keys {
      bytes += "key\t".utf8
      bytes += entry.key.name.utf8
      bytes.append(UInt8(ascii: "\t"))
      bytes += String(entry.group).utf8
      for level in entry.levels {
        bytes.append(UInt8(ascii: "\t"))
        bytes += String(level.level).utf8
        bytes.append(UInt8(ascii: ":"))
        bytes += String(level.modifiers.rawValue, radix: 16).utf8
        bytes.append(UInt8(ascii: ":"))
        bytes += level.keysym.utf8
        bytes.append(UInt8(ascii: ":"))
        if let character = level.character { Layout.appendSnapshotCharacter(character, to: &bytes) }
        bytes.append(UInt8(ascii: ":"))
        bytes.append(level.isDead ? UInt8(ascii: "1") : UInt8(ascii: "0"))
      }
      bytes.append(UInt8(ascii: "\n"))
    }
    return bytes
  }

  /// Appends a level's character as a snapshot writes it: a printable ASCII character but `:` and
  /// `\` as it is, any other through ``escapedSnapshotCharacter(_:)``.
  static func appendSnapshotCharacter(_ character: Character, to bytes: inout [UInt8]) {
    if let ascii = character.asciiValue, ascii > 0x20, ascii < 0x7F, ascii != UInt8(ascii: ":"),
      ascii != UInt8(ascii: "\\")
    {
      bytes.append(ascii)
    } else {
      bytes += escapedSnapshotCharacter(character).utf8
    }
  }

  /// Decodes a snapshot made by ``snapshot(xkeyboardConfig:)``.
  /// - Throws: ``SnapshotError`` naming the line that is malformed.
  /// - Complexity: O(*n*) in the size of the text, plus building the reverse index.
  public init(snapshot text: String) throws(SnapshotError) {
    self.init(try SnapshotContents(decoding: Array(text.utf8)))
  }

  /// Decodes a snapshot made by ``snapshot(xkeyboardConfig:)`` from its UTF-8 bytes, as
  /// ``init(snapshot:)`` decodes the same bytes made a `String`: for a reader that has the bytes
  /// (a cache entry), which then are not copied into a text and back.
  ///
  /// Bytes that are not UTF-8 read as ``init(snapshot:)`` reads them: each value is decoded on
  /// its own, and the tabs, colons and line breaks that separate values are ASCII, which no
  /// repair of a malformed sequence takes in.
  /// - Throws: ``SnapshotError`` naming the line that is malformed.
  /// - Complexity: O(*n*) in the number of bytes, plus building the reverse index.
  public init(snapshotUTF8 bytes: [UInt8]) throws(SnapshotError) {
    self.init(try SnapshotContents(decoding: bytes))
  }

  /// Builds the layout a decoded snapshot describes, its keys as they are; `name` replaces the
  /// snapshot's (a recorded table named by the input source it stands for, which may not be the
  /// one it was recorded with).
  init(_ contents: SnapshotContents, keyboardType: KeyboardType? = nil, name: String? = nil) {
    let source: LayoutSource
    if let standIn = contents.standIn {
      source = .recorded(
        RecordedTable(
          inputSource: contents.name, standIn: standIn, keys: contents.standInKeys,
          xkeyboardConfig: contents.version))
    } else {
      source = .bundled(xkeyboardConfig: contents.version)
    }
    self.init(
      name: name ?? contents.name, groupNames: contents.groups, platform: contents.platform, keys: contents.keys,
      source: source, keyboardType: keyboardType)
  }

  /// Loads a layout from the snapshots bundled with kbloc, with no libxkbcommon: for Apple
  /// platforms and machines without xkeyboard-config.
  ///
  /// The bundled layouts are the `@mac` and `@top` sets and the XKB layouts of the Apple input
  /// sources (`BundledSnapshots.names` lists them).
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

  /// One level of a `key` line, `level:modifier bits (hex):keysym:character:dead`, or `nil` when
  /// it is malformed.
  static func snapshotLevel(_ field: ArraySlice<UInt8>) -> Level? {
    // The four colons' positions; the character field never holds a raw colon (it is escaped).
    var colons = (0, 0, 0, 0)
    var found = 0
    for index in field.indices where field[index] == UInt8(ascii: ":") {
      switch found {
      case 0: colons.0 = index
      case 1: colons.1 = index
      case 2: colons.2 = index
      case 3: colons.3 = index
      default: return nil
      }
      found += 1
    }
    guard found == 4, let level = snapshotNumber(field[..<colons.0], radix: 10),
      let bits = snapshotNumber(field[(colons.0 + 1)..<colons.1], radix: 16), bits <= Int(UInt8.max),
      colons.2 > colons.1 + 1, colons.3 + 2 == field.endIndex
    else { return nil }
    let isDead: Bool
    switch field[colons.3 + 1] {
    case UInt8(ascii: "0"): isDead = false
    case UInt8(ascii: "1"): isDead = true
    default: return nil
    }
    let characterBytes = field[(colons.2 + 1)..<colons.3]
    var character: Character?
    if characterBytes.count == 1, let byte = characterBytes.first, byte < 0x80 {
      character = Character(asciiByte: byte)
    } else if let scalar = singleScalar(characterBytes) {
      // What the text below decodes to when the bytes are one scalar, without a string.
      character = Character(scalar)
    } else if !characterBytes.isEmpty {
      let written = String(decoding: characterBytes, as: UTF8.self)
      // A byte search: `String.contains` with a string goes through Foundation's search here.
      let isEscaped = characterBytes.contains(UInt8(ascii: "\\"))
      guard let text = isEscaped ? unescapedSnapshotCharacter(written[...]) : written, text.count == 1
      else { return nil }
      character = text.first
    }
    return Level(
      level: level, modifiers: Modifiers(rawValue: UInt8(bits)),
      keysym: String(decoding: field[(colons.1 + 1)..<colons.2], as: UTF8.self), character: character,
      isDead: isDead)
  }

  /// The scalar `bytes` are the UTF-8 of, when they are exactly one scalar other than `\`
  /// (which starts an escape); `nil` otherwise.
  static func singleScalar(_ bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
    guard (1...4).contains(bytes.count) else { return nil }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    // The decoder reads ahead: the bytes end where it finds no more input, not the iterator.
    guard case .scalarValue(let scalar) = decoder.decode(&iterator), case .emptyInput = decoder.decode(&iterator),
      scalar != "\\"
    else { return nil }
    return scalar
  }

  /// A non-negative number written in ASCII digits of `radix` (10 or 16), or `nil`.
  static func snapshotNumber(_ digits: ArraySlice<UInt8>, radix: Int) -> Int? {
    guard !digits.isEmpty, digits.count <= 9 else { return nil }
    var value = 0
    for byte in digits {
      let digit: Int
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = Int(byte - UInt8(ascii: "a")) + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = Int(byte - UInt8(ascii: "A")) + 10
      default: return nil
      }
      value = value * radix + digit
    }
    return value
  }

  static func unescapedSnapshotCharacter(_ text: Substring) -> String? {
    // Strings appended as strings: appending a `Substring` goes through the generic
    // `append(contentsOf:)`, whose first use resolves its witnesses at run time, slowly.
    var result = ""
    var rest = text[...]
    while let slash = rest.firstIndex(of: "\\") {
      result.append(String(rest[..<slash]))
      let afterSlash = rest[rest.index(after: slash)...]
      guard afterSlash.hasPrefix("u{"), let close = afterSlash.firstIndex(of: "}"),
        let value = UInt32(afterSlash[afterSlash.index(afterSlash.startIndex, offsetBy: 2)..<close], radix: 16),
        let scalar = Unicode.Scalar(value)
      else { return nil }
      result.unicodeScalars.append(scalar)
      rest = afterSlash[afterSlash.index(after: close)...]
    }
    result.append(String(rest))
    return result
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
      return "No bundled snapshot of the layout \(name.quoted)\(hint)"
    case .malformed(let line, let reason):
      return "Malformed layout snapshot at line \(line): \(reason)"
    }
  }
}

/// The parts of a snapshot text, decoded (see ``Layout/snapshot(xkeyboardConfig:)``).
struct SnapshotContents {
  var name: String
  var platform: Platform
  var version: String
  var groups: [String]
  var keys: [KeyLevels]
  /// A recorded table's stand-in layout and the keys taken from it.
  var standIn: String?
  var standInKeys: [Key]

  /// Decodes a snapshot text, as UTF-8 bytes.
  /// - Throws: ``SnapshotError`` naming the line that is malformed.
  /// - Complexity: O(*n*) in the size of the text.
  init(decoding bytes: [UInt8]) throws(SnapshotError) {
    // Cut at ASCII tabs, newlines and colons: only keysyms, key names and the header's values
    // become strings. Fields are kept as plain bounds, not `Range<Int>`: an array of ranges
    // would make the Swift runtime look `Int: Comparable` up among every conformance of the
    // process, once per process, which costs more than the whole decode.
    let string = { (range: Range<Int>) in String(decoding: bytes[range], as: UTF8.self) }
    var name: String?
    var platform: Platform?
    var version = "unknown"
    var groups: [String] = []
    var keys: [KeyLevels] = []
    var standIn: String?
    var standInKeys: [Key] = []
    var sawMagic = false
    var number = 0
    var fields: [Field] = []
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      let line = start..<end
      start = end + 1
      guard !line.isEmpty else { continue }
      number += 1
      if !sawMagic {
        guard string(line) == Layout.snapshotMagic else {
          throw .malformed(line: number, reason: "it does not start with '\(Layout.snapshotMagic)'")
        }
        sawMagic = true
        continue
      }
      fields.removeAll(keepingCapacity: true)
      var fieldStart = line.lowerBound
      for index in line where bytes[index] == UInt8(ascii: "\t") {
        fields.append(Field(start: fieldStart, end: index))
        fieldStart = index + 1
      }
      fields.append(Field(start: fieldStart, end: line.upperBound))
      // Most lines are keys': their tag is read from its bytes, without making it a string.
      let tag = fields[0]
      let isKey =
        tag.end - tag.start == 3 && bytes[tag.start] == UInt8(ascii: "k") && bytes[tag.start + 1] == UInt8(ascii: "e")
        && bytes[tag.start + 2] == UInt8(ascii: "y")
      switch isKey ? "key" : string(tag.range) {
      case "key" where fields.count >= 4:
        guard let group = Layout.snapshotNumber(bytes[fields[2].range], radix: 10) else {
          throw .malformed(line: number, reason: "the group \(string(fields[2].range).quoted) is not a number")
        }
        var levels: [Level] = []
        levels.reserveCapacity(fields.count - 3)
        for field in fields[3...] {
          guard let level = Layout.snapshotLevel(bytes[field.range]) else {
            throw .malformed(line: number, reason: "the level \(string(field.range).quoted) is malformed")
          }
          levels.append(level)
        }
        let keyName = fields[1].range
        keys.append(
          KeyLevels(key: Key.named(bytes[keyName]) ?? Key(name: string(keyName)), group: group, levels: levels))
      case "name" where fields.count == 2: name = string(fields[1].range)
      case "platform" where fields.count == 2:
        guard let value = Platform(rawValue: string(fields[1].range)) else {
          throw .malformed(line: number, reason: "unknown platform \(string(fields[1].range).quoted)")
        }
        platform = value
      case "xkeyboard-config" where fields.count == 2: version = string(fields[1].range)
      case "group" where fields.count == 2: groups.append(string(fields[1].range))
      case "stand-in" where fields.count == 2: standIn = string(fields[1].range)
      case "stand-in-keys" where fields.count == 2:
        standInKeys = string(fields[1].range).split(separator: " ").map { Key(name: String($0)) }
      default:
        throw .malformed(line: number, reason: "unexpected line \(string(line).quoted)")
      }
    }
    guard let name, let platform else { throw .malformed(line: 1, reason: "the name or platform is missing") }
    self.name = name
    self.platform = platform
    self.version = version
    self.groups = groups
    self.keys = keys
    self.standIn = standIn
    self.standInKeys = standInKeys
  }

  /// A tab-separated field of a line, by its bounds in the text's bytes.
  private struct Field {
    let start: Int
    let end: Int
    var range: Range<Int> { start..<end }
  }
}
