/// The words of one shell command, as a POSIX shell splits and unquotes them: enough to read a
/// `defaults write` line of a setup script, never to run one.
///
/// Single quotes keep everything; double quotes keep everything but `\$`, `` \` ``, `\"`, `\\` and
/// a line continuation; bash's `$'…'` decodes C escapes (`\e`, `\033`, `\n`, `\xHH`). A word
/// holding an expansion (`$HOME`, `${x}`, `$(…)`, a backquote) is not literal: the shell decides
/// it when the script runs. The command ends at a line break outside quotes, `;`, `&`, `|`, `)`
/// or a comment.
///
/// ```swift
/// let command = ShellWords(bytes: Array(#"defaults write -g NSUserKeyEquivalents -dict-add "Zoom" '@~z'"#.utf8), from: 0)
/// command.words.map(\.text)   // ["defaults", "write", "-g", "NSUserKeyEquivalents", "-dict-add", "Zoom", "@~z"]
/// ```
struct ShellWords {
  /// One word of the command.
  struct Word {
    /// The word as the shell hands it to the command, quotes removed.
    var bytes: [UInt8] = []
    /// For each byte of ``bytes``, the offset in the file of the character it comes from.
    var offsets: [Int] = []
    /// Where the word starts in the file.
    var start: Int
    /// The expansion that makes the word depend on the script's run (`$s`, `$(date)`), if any.
    var expansion: String?

    /// The word as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ byte: UInt8, at offset: Int) {
      bytes.append(byte)
      offsets.append(offset)
    }
  }

  /// The command's words, in order.
  private(set) var words: [Word] = []
  /// The offset just past the command.
  private(set) var end: Int

  /// Splits the command that starts at `start` in `bytes`.
  /// - Complexity: O(*n*) in the length of the command.
  init(bytes: [UInt8], from start: Int) {
    var index = start
    var words: [Word] = []
    var word: Word?
    func finish() {
      if let done = word { words.append(done) }
      word = nil
    }
    scan: while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        finish()
        index += 1
      case UInt8(ascii: "\n"), UInt8(ascii: ";"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: ")"):
        break scan
      case UInt8(ascii: "#") where word == nil:
        break scan
      case UInt8(ascii: "\\"):
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
          finish()
          index += 2
        } else if index + 1 < bytes.count {
          word = word ?? Word(start: index)
          word?.append(bytes[index + 1], at: index + 1)
          index += 2
        } else {
          index += 1
        }
      case UInt8(ascii: "'"):
        word = word ?? Word(start: index)
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "'") {
          word?.append(bytes[index], at: index)
          index += 1
        }
        index += 1
      case UInt8(ascii: "\""):
        word = word ?? Word(start: index)
        index = Self.doubleQuoted(bytes, from: index + 1, into: &word)
      case UInt8(ascii: "$"):
        word = word ?? Word(start: index)
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") {
          index = Self.cQuoted(bytes, from: index + 2, into: &word)
        } else {
          index = Self.expansion(bytes, at: index, into: &word)
        }
      case UInt8(ascii: "`"):
        word = word ?? Word(start: index)
        if word?.expansion == nil { word?.expansion = "`" }
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "`") { index += 1 }
        index += 1
      default:
        word = word ?? Word(start: index)
        word?.append(byte, at: index)
        index += 1
      }
    }
    finish()
    self.words = words
    end = min(index, bytes.count)
  }

  /// The index of the word holding the byte at `offset`, or `nil`.
  /// - Complexity: O(log *w*) in the number of words, and the length of one word.
  func wordIndex(at offset: Int) -> Int? {
    var low = 0
    var high = words.count
    while low < high {
      let middle = (low + high) / 2
      if words[middle].start <= offset { low = middle + 1 } else { high = middle }
    }
    guard low > 0, words[low - 1].offsets.contains(offset) else { return nil }
    return low - 1
  }

  /// Reads a double-quoted string from just past its opening quote; returns the offset past it.
  private static func doubleQuoted(_ bytes: [UInt8], from start: Int, into word: inout Word?) -> Int {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { return index + 1 }
      if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
        let next = bytes[index + 1]
        if next == UInt8(ascii: "\n") {
          index += 2
          continue
        }
        if [UInt8(ascii: "$"), UInt8(ascii: "`"), UInt8(ascii: "\""), UInt8(ascii: "\\")].contains(next) {
          word?.append(next, at: index + 1)
          index += 2
          continue
        }
      }
      if byte == UInt8(ascii: "$") {
        index = expansion(bytes, at: index, into: &word)
        continue
      }
      if byte == UInt8(ascii: "`") { if word?.expansion == nil { word?.expansion = "`" } }
      word?.append(byte, at: index)
      index += 1
    }
    return index
  }

  /// Reads a `$…` at `index`: an expansion when a name, `{`, `(`, a digit or a special parameter
  /// follows (the word is then not literal), else a plain `$`; returns the offset past it.
  private static func expansion(_ bytes: [UInt8], at index: Int, into word: inout Word?) -> Int {
    guard index + 1 < bytes.count else {
      word?.append(bytes[index], at: index)
      return index + 1
    }
    let next = bytes[index + 1]
    let isName = next == UInt8(ascii: "_") || (next | 0x20 >= UInt8(ascii: "a") && next | 0x20 <= UInt8(ascii: "z"))
    let special = Array("@*#?-$!0123456789{(".utf8)
    guard isName || special.contains(next) else {
      word?.append(bytes[index], at: index)
      return index + 1
    }
    var end = index + 2
    if isName {
      while end < bytes.count,
        bytes[end] == UInt8(ascii: "_")
          || (bytes[end] | 0x20 >= UInt8(ascii: "a") && bytes[end] | 0x20 <= UInt8(ascii: "z"))
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end])
      {
        end += 1
      }
    } else if next == UInt8(ascii: "{") || next == UInt8(ascii: "(") {
      let close = next == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: ")")
      while end < bytes.count, bytes[end] != close, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      end = min(end + 1, bytes.count)
    }
    if word?.expansion == nil { word?.expansion = String(decoding: bytes[index..<end], as: UTF8.self) }
    return end
  }

  /// Reads bash's `$'…'` from just past its opening quote, decoding its escapes; returns the
  /// offset past the closing quote.
  private static func cQuoted(_ bytes: [UInt8], from start: Int, into word: inout Word?) -> Int {
    var index = start
    while index < bytes.count, bytes[index] != UInt8(ascii: "'") {
      guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
        word?.append(bytes[index], at: index)
        index += 1
        continue
      }
      let escape = index
      let letter = bytes[index + 1]
      index += 2
      if let value = StringEscape.control(letter, dialect: .c) {
        word?.append(value, at: escape)
      } else if StringEscape.digit(letter, radix: 8) != nil {
        index -= 1
        appendScalar(StringEscape.number(bytes, at: &index, radix: 8, digits: 3).value & 0xFF, at: escape, to: &word)
      } else if letter == UInt8(ascii: "x") || letter == UInt8(ascii: "u") || letter == UInt8(ascii: "U") {
        let limit = letter == UInt8(ascii: "x") ? 2 : letter == UInt8(ascii: "u") ? 4 : 8
        appendScalar(StringEscape.number(bytes, at: &index, radix: 16, digits: limit).value, at: escape, to: &word)
      } else {
        word?.append(letter, at: escape)
      }
    }
    return index + 1
  }

  /// Appends the UTF-8 bytes of the scalar `value` (nothing for a value that is no scalar).
  static func appendScalar(_ value: UInt32, at offset: Int, to word: inout Word?) {
    guard let scalar = Unicode.Scalar(value) else { return }
    for byte in String(Character(scalar)).utf8 { word?.append(byte, at: offset) }
  }
}
