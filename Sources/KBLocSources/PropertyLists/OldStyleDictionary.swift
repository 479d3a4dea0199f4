/// The string entries of one old-style (OpenStep) property-list dictionary, `{ "Save As…" = "@$s";
/// Zoom = "^~z"; }`, each with the places of its key and value: how `defaults read` prints a
/// dictionary and `defaults write` takes one, and close enough to a Nix attribute set
/// (`"New Tab" = "^t";`, `#` comments) to read those too.
///
/// Strings are quoted (`\"`, `\\`, `\n`, `\U2190`, `\033` decoded) or bare words; a value that is
/// itself a dictionary or an array is passed over and reported as such. Read in one pass with no
/// recursion: nested brackets are counted, not descended into.
///
/// ```swift
/// let dictionary = OldStyleDictionary(bytes: Array(#"{ Zoom = "^~z"; }"#.utf8), from: 0)
/// dictionary.entries.map(\.key)   // ["Zoom"]
/// ```
struct OldStyleDictionary {
  /// A value of the dictionary.
  enum Value {
    /// A string, escapes decoded.
    case string(String)
    /// A string holding an interpolation (`${…}`, Nix) that only running the file decides.
    case expansion(String)
    /// A dictionary or an array, which is no key equivalent.
    case nested(String)
  }

  /// One entry: the key, the value, and where each starts (offsets in the file).
  struct Entry {
    var key: String
    var keyOffset: Int
    var value: Value
    var valueOffset: Int
  }

  /// The entries, in the order written.
  private(set) var entries: [Entry] = []
  /// Why reading stopped before the closing `}`, and where; `nil` when the dictionary is whole.
  private(set) var problem: (message: String, offset: Int)?

  private let bytes: [UInt8]
  private let offsets: [Int]?
  private(set) var index: Int

  /// Reads the dictionary whose `{` is at `start` in `bytes`.
  /// - Parameters:
  ///   - bytes: The text holding the dictionary.
  ///   - offsets: For each byte, its offset in the file, when `bytes` is not the file itself
  ///     (a shell word, quotes removed).
  ///   - start: Where the `{` is.
  /// - Complexity: O(*n*) in the length of the dictionary.
  init(bytes: [UInt8], offsets: [Int]? = nil, from start: Int) {
    self.init(bytes: bytes, offsets: offsets, from: start, reading: true)
  }

  /// Starts past `start`, reading the dictionary there when `reading`.
  private init(bytes: [UInt8], offsets: [Int]? = nil, from start: Int, reading: Bool) {
    self.bytes = bytes
    self.offsets = offsets
    self.index = start + 1
    if reading { read() }
  }

  /// The file offset of the byte at `position`.
  private func fileOffset(_ position: Int) -> Int {
    guard let offsets, !offsets.isEmpty else { return position }
    return offsets[min(position, offsets.count - 1)]
  }

  private mutating func fail(_ message: String) {
    problem = (message, fileOffset(index))
  }

  private mutating func read() {
    while true {
      skipTrivia()
      guard index < bytes.count else { return fail("The dictionary has no closing '}'") }
      if bytes[index] == UInt8(ascii: "}") { return }
      let keyStart = index
      guard case .string(let key)? = readValue() else {
        return fail("Expected a menu title, a string, in the dictionary")
      }
      skipTrivia()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        return fail("Expected '=' after the menu title '\(key)'")
      }
      index += 1
      skipTrivia()
      let valueStart = index
      guard let value = readValue() else { return fail("Expected a value for the menu title '\(key)'") }
      entries.append(
        Entry(key: key, keyOffset: fileOffset(keyStart), value: value, valueOffset: fileOffset(valueStart)))
      skipTrivia()
      if index < bytes.count, bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: ",") { index += 1 }
    }
  }

  /// Passes over white space and `/* */`, `//` and `#` comments.
  private mutating func skipTrivia() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
      {
        index += 1
      } else if byte == UInt8(ascii: "#")
        || (byte == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"))
      {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index = min(index + 2, bytes.count)
      } else {
        return
      }
    }
  }

  /// Reads a quoted string, a bare word, or a nested dictionary or array; `nil` when none starts here.
  private mutating func readValue() -> Value? {
    guard index < bytes.count else { return nil }
    let byte = bytes[index]
    if byte == UInt8(ascii: "\"") { return readQuoted() }
    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
      skipNested()
      return .nested(byte == UInt8(ascii: "{") ? "a dictionary" : "an array")
    }
    let start = index
    while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
    guard index > start else { return nil }
    return .string(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  /// The bytes a bare word may hold: letters, digits and `_$+/:.-` (and any non-ASCII byte).
  static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || Array("_$+/:.-@^~".utf8).contains(byte)
  }

  /// Passes over a nested dictionary or array, counting brackets outside strings.
  private mutating func skipNested() {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        _ = readQuoted()
        continue
      }
      if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") { depth -= 1 }
      index += 1
      if depth == 0 { return }
    }
  }

  /// Reads a quoted string from its opening quote, decoding the escapes of old-style property
  /// lists; a `${` makes it an interpolation.
  mutating func readQuoted() -> Value {
    index += 1
    var text: [UInt8] = []
    var interpolated = false
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      let byte = bytes[index]
      if byte == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") {
        interpolated = true
      }
      guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
        text.append(byte)
        index += 1
        continue
      }
      index += 1
      _ = StringEscape.decode(bytes, at: &index, onto: &text, dialect: .propertyList)
    }
    index = min(index + 1, bytes.count)
    let decoded = String(decoding: text, as: UTF8.self)
    return interpolated ? .expansion(decoded) : .string(decoded)
  }

  /// What `defaults` stores for an argument: the escapes of old-style property lists decoded
  /// (`@~\U2190`, `\033Edit\033Paste`), and an argument in double quotes (`'"@$v"'` in the shell)
  /// read as the quoted string it is.
  static func decodingEscapes(_ bytes: [UInt8]) -> String {
    if bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") {
      var dictionary = OldStyleDictionary(bytes: bytes, from: -1, reading: false)
      if case .string(let text) = dictionary.readQuoted(), dictionary.index == bytes.count { return text }
    }
    guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
    var text: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
        text.append(bytes[index])
        index += 1
        continue
      }
      index += 1
      _ = StringEscape.decode(bytes, at: &index, onto: &text, dialect: .propertyList)
    }
    return String(decoding: text, as: UTF8.self)
  }
}
