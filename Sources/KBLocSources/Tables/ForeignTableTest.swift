/// The line test that tells a shortcut table in a language kbloc does not read (docs/sources.md,
/// "Shortcut tables kbloc does not read").
///
/// A line is an **entry** when, outside a comment, it holds
/// - a quoted key combination: a quote, one or more modifier words (`ctrl`, `control`, `shift`,
///   `alt`, `option`, `opt`, `cmd`, `command`, `super`, `meta`, `hyper`, `win`, `cmdorctrl`,
///   `commandorcontrol`, any case) each followed by `+` or `-`, then one character, a key name
///   (`f5`, `escape`, `enter`, `left`…) or, after two modifiers or more, a word of up to 12
///   letters, digits or `_`, then the same quote (`"ctrl+shift+t"`, `'Cmd-K'`; not
///   `"command-line"`); or
/// - a key field and a modifier field: `key`, `keys`, `keycode` or `key_code` followed by `=` or
///   `:`, with `mod`, `mods`, `modifier`, `modifiers` or `modifier_flags` followed by `=` or `:`
///   on the same line or the next (`.{ .key = …, .mods = … }`, `{ key = "t", mods = "CTRL" }`).
///
/// Lines of 1,000 bytes or more (minified code, data) are not looked at; comment lines (`//`,
/// `#`, `--`, `;`, `*`) and tests are not counted: Zig `test` blocks, Rust blocks after
/// `#[test]` or `#[cfg(test)]` (to the next `}` at the start of a line), and files named or
/// placed as tests (`_test.go`, `test_x.py`, `x_test.py`, a `test`, `tests` or `testdata`
/// folder). A file is a table with at least ``minimumEntries`` entries.
enum ForeignTableTest {
  /// The fewest entries that make a file a table: several, so that one key-combination string
  /// in a file (a help text) is not a table.
  static let minimumEntries = 5
  /// The longest line looked at.
  static let lineLimit = 1000

  static let modifierWords: Set<String> = [
    "ctrl", "control", "shift", "alt", "option", "opt", "cmd", "command", "super", "meta", "hyper", "win",
    "cmdorctrl", "commandorcontrol",
  ]
  /// The key names that make one modifier and a word a combination (`"cmd+enter"`).
  static let keyNames: Set<String> = {
    var names: Set<String> = [
      "esc", "escape", "enter", "return", "tab", "space", "backspace", "delete", "del", "insert", "ins", "home",
      "end", "pageup", "pagedown", "pgup", "pgdn", "up", "down", "left", "right", "plus", "minus", "comma",
      "period", "slash", "backslash", "grave", "equal", "semicolon", "quote", "bracketleft", "bracketright",
    ]
    for number in 1...24 { names.insert("f\(number)") }
    return names
  }()
  static let keyFields: Set<String> = ["key", "keys", "keycode", "key_code"]
  static let modifierFields: Set<String> = ["mod", "mods", "modifier", "modifiers", "modifier_flags", "modifierflags"]

  /// Whether a path names a test file or a file in a test folder.
  static func isTestFile(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    if parts.dropLast().contains(where: { ["test", "tests", "testdata", "__tests__"].contains($0.lowercased()) }) {
      return true
    }
    let name = (parts.last ?? "").lowercased()
    let stem = name.split(separator: ".").first ?? ""
    return stem.hasPrefix("test_") || stem.hasSuffix("_test") || stem.hasSuffix("_tests")
  }

  /// The starts of test code's lines (Zig's `test "…"` and `test {`, Rust's `#[test]`,
  /// `#[cfg(test)]` and the `mod` or `fn` after them), made once.
  static let testBlock = Array("test \"".utf8)
  static let testModule = Array("test {".utf8)
  static let modItem = Array("mod ".utf8)
  static let fnItem = Array("fn ".utf8)
  static let testAttribute = Array("#[test]".utf8)
  static let cfgTestAttribute = Array("#[cfg(test)]".utf8)

  /// The line numbers (from 1) of the entries of a text.
  static func entryLines(in bytes: [UInt8]) -> [Int] {
    var found: [Int] = []
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      lines.append(bytes[start..<index])
      start = index + 1
    }
    lines.append(bytes[start...])
    var inTest = false
    var testFollows = false
    for (number, line) in lines.enumerated() {
      if inTest {
        if line.first == UInt8(ascii: "}") { inTest = false }
        continue
      }
      if line.starts(with: Self.testBlock) || line.starts(with: Self.testModule)
        || (testFollows && (line.starts(with: Self.modItem) || line.starts(with: Self.fnItem)))
      {
        // A block that closes on its own line holds nothing.
        inTest = line.last(where: { $0 != 0x20 && $0 != 0x0D }) != UInt8(ascii: "}")
        testFollows = false
        continue
      }
      if line.starts(with: Self.testAttribute) || line.starts(with: Self.cfgTestAttribute) {
        testFollows = true
        continue
      }
      guard line.count < lineLimit, !isComment(line) else { continue }
      if hasKeyCombination(line) {
        found.append(number + 1)
      } else if hasField(line, in: keyFields) {
        let next = number + 1 < lines.count ? lines[number + 1] : []
        if hasField(line, in: modifierFields)
          || (next.count < lineLimit && hasField(next, in: modifierFields) && !hasField(next, in: keyFields))
        {
          found.append(number + 1)
        }
      }
    }
    return found
  }

  /// Whether a line is a comment: it starts, past spaces, with `//`, `#` (not `#[`), `--`, `;`,
  /// `/*` or `*`.
  static func isComment(_ line: ArraySlice<UInt8>) -> Bool {
    let rest = line.drop { $0 == 0x20 || $0 == 0x09 }
    guard let first = rest.first else { return true }
    let second = rest.dropFirst().first
    switch first {
    case UInt8(ascii: "/"): return second == UInt8(ascii: "/") || second == UInt8(ascii: "*")
    case UInt8(ascii: "#"): return second != UInt8(ascii: "[")
    case UInt8(ascii: "-"): return second == UInt8(ascii: "-")
    case UInt8(ascii: ";"), UInt8(ascii: "*"): return true
    default: return false
    }
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }

  /// Whether the line holds a quoted key combination (`"ctrl+shift+t"`).
  static func hasKeyCombination(_ line: ArraySlice<UInt8>) -> Bool {
    var index = line.startIndex
    while index < line.endIndex {
      let quote = line[index]
      index += 1
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { continue }
      if combination(in: line, from: index, quote: quote) { return true }
    }
    return false
  }

  /// Whether modifier words, each followed by `+` or `-`, then a key and `quote` start at `start`.
  static func combination(in line: ArraySlice<UInt8>, from start: Int, quote: UInt8) -> Bool {
    var index = start
    var modifiers = 0
    while true {
      let wordStart = index
      while index < line.endIndex, isWordByte(line[index]) { index += 1 }
      let word = String(decoding: line[wordStart..<index], as: UTF8.self).lowercased()
      guard index < line.endIndex else { return false }
      let separator = line[index]
      if modifierWords.contains(word), separator == UInt8(ascii: "+") || separator == UInt8(ascii: "-") {
        modifiers += 1
        index += 1
        continue
      }
      guard modifiers > 0 else { return false }
      if separator == quote {
        // One letter or digit, a key name (`f5`, `escape`), or after two modifiers any short word
        // (`ctrl+shift+grave`): `command-line` and `alt-text` are words, not keys.
        let length = index - wordStart
        return length == 1 || keyNames.contains(word) || (modifiers > 1 && length >= 1 && length <= 12)
      }
      guard index == wordStart, separator != quote, separator != 0x20, index + 1 < line.endIndex else { return false }
      // One punctuation character as the key: ASCII, or one UTF-8 sequence.
      var end = index + 1
      while end < line.endIndex, line[end] & 0xC0 == 0x80 { end += 1 }
      return end < line.endIndex && line[end] == quote
    }
  }

  /// Whether the line has one of `names` as a whole word followed, past spaces, by `=` or `:`
  /// (not `==` or `::`).
  static func hasField(_ line: ArraySlice<UInt8>, in names: Set<String>) -> Bool {
    var index = line.startIndex
    while index < line.endIndex {
      guard isWordByte(line[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < line.endIndex, isWordByte(line[index]) { index += 1 }
      guard index - start <= 14, names.contains(String(decoding: line[start..<index], as: UTF8.self).lowercased())
      else { continue }
      var after = index
      while after < line.endIndex, line[after] == 0x20 || line[after] == UInt8(ascii: "\"") { after += 1 }
      guard after < line.endIndex, line[after] == UInt8(ascii: "=") || line[after] == UInt8(ascii: ":") else {
        continue
      }
      let next = after + 1 < line.endIndex ? line[after + 1] : 0
      if next != line[after] { return true }
    }
    return false
  }
}
